"""Drive a command through a pseudo-terminal, as a person at a keyboard would (stdlib only)."""

from __future__ import annotations

import os
import pty
import select
import signal
import subprocess
import termios
import time


def default_sigint() -> None:
    """Ctrl-C as a terminal user has it, even when the tests run where SIGINT is ignored
    (a background job inherits SIG_IGN, and Python then installs no KeyboardInterrupt)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


class PtySession:
    def __init__(self, argv: list[str], env: dict[str, str] | None = None) -> None:
        self.master, slave = pty.openpty()
        self.proc = subprocess.Popen(
            argv, stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True, close_fds=True,
            preexec_fn=default_sigint,
        )  # fmt: skip
        os.close(slave)
        self.output = ""
        self.cursor = 0  # read_until looks for text after the previous match
        self.chunks: list[tuple[float, str]] = []  # (arrival time, text) as read

    def read_until(self, text: str, timeout: float = 60.0) -> str:
        """Wait for `text` after the previous match; return everything read so far."""
        deadline = time.monotonic() + timeout
        while text not in self.output[self.cursor :]:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise TimeoutError(f"{text!r} did not appear; output so far:\n{self.output}")
            ready, _, _ = select.select([self.master], [], [], min(remaining, 0.2))
            if ready:
                try:
                    data = os.read(self.master, 4096).decode("utf-8", "replace")
                except OSError:
                    data = ""
                if data:
                    self.chunks.append((time.monotonic(), data))
                    self.output += data
                elif self.proc.poll() is not None:
                    raise TimeoutError(f"process ended before {text!r}; output:\n{self.output}")
        self.cursor = self.output.index(text, self.cursor) + len(text)
        return self.output

    def send(self, text: str, timeout: float = 30.0) -> None:
        """Type `text` once the program reads the terminal as readline does (canonical mode
        off). Input typed between the prompt and readline's switch of the terminal mode can be
        read twice; pexpect sleeps before it sends, this waits for the switch itself (the
        master reports the terminal's mode)."""
        deadline = time.monotonic() + timeout  # a safety net against a hang, not a bound
        while termios.tcgetattr(self.master)[3] & termios.ICANON:
            if time.monotonic() > deadline or self.proc.poll() is not None:
                raise TimeoutError(f"the program never read the terminal for {text!r}; output:\n{self.output}")
            time.sleep(0.01)
        os.write(self.master, text.encode("utf-8"))

    def interrupt(self) -> None:
        """Ctrl-C, as the terminal sends it: SIGINT to the foreground process group."""
        os.killpg(self.proc.pid, signal.SIGINT)

    def close(self, timeout: float = 20.0) -> int:
        try:
            return self.proc.wait(timeout)
        finally:
            os.close(self.master)
