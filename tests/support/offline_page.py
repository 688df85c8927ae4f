"""Run inside `unshare -rn` (a network namespace with only loopback): brings loopback up,
starts `localagent serve` on the scripted backend, loads its chat page in headless Chromium and
prints the DOM the page's script built. Usage: offline_page.py CHROMIUM BACKEND FOLDER."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[2]))

from tests.support.serve_process import running_server  # noqa: E402


def main(chromium: str, backend: str, folder: str) -> int:
    subprocess.run(["ip", "link", "set", "lo", "up"], check=True)
    env = {**os.environ, "LOCALAGENT_ARITHMETIC": "false"}
    with running_server(["--backend", backend, "--mode", "react"], Path(folder) / "offline.log", env=env) as url:
        page = url.removesuffix("/v1") + "/"
        done = subprocess.run(
            [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             f"--user-data-dir={folder}/profile", "--virtual-time-budget=5000", "--dump-dom", page],
            capture_output=True, text=True, timeout=90,
        )  # fmt: skip
    print(done.stdout)
    return done.returncode


if __name__ == "__main__":
    raise SystemExit(main(*sys.argv[1:4]))
