"""Model profiles: the way of calling tools `localagent tune` measured best for a model file,
kept for `--mode auto` to use.

One JSON file (`profiles.json` under $XDG_DATA_HOME/localagent) maps a model's identity (its
size and a hash of its first MiB, where the GGUF header is: the same file under another name or
path is the same model) to what tune measured: the table of modes and the mode chosen. A tune
under way keeps each answer in a progress file beside it, so an interrupted run goes on where
it stopped. Writes go to a temporary file renamed over the old one: a reader never sees half.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ..errors import LocalAgentError
from ..settings import data_home

HEAD_BYTES = 1 << 20


class ProfileError(LocalAgentError):
    """The profiles file cannot be read or written (one line)."""


def profiles_path() -> Path:
    return data_home() / "profiles.json"


def model_key(path: str | Path) -> str:
    """The model file's identity: its size and the SHA-256 of its first MiB."""
    p = Path(path)
    with p.open("rb") as fh:
        head = fh.read(HEAD_BYTES)
    return f"{p.stat().st_size}-{hashlib.sha256(head).hexdigest()[:16]}"


@dataclass
class ModeScore:
    label: str  # react+grammar, marker, native, ...
    mode: str  # the --mode that runs it
    constrain: bool
    questions: int = 0
    right: int = 0
    calls: int = 0
    valid_calls: int = 0
    seconds: float = 0.0
    skipped: str = ""  # why the model cannot run this mode

    @property
    def seconds_per_question(self) -> float:
        return self.seconds / self.questions if self.questions else 0.0


@dataclass
class Profile:
    key: str
    model: str  # the file's name when tuned
    mode: str
    constrain: bool
    label: str
    suite: str
    date: str
    scores: list[ModeScore] = field(default_factory=list)
    # The policies' profile tune measured best with the chosen mode ("full", "check" or "off";
    # "" for a profile recorded before tune measured it: auto's own choice).
    policies: str = ""
    policy_scores: dict[str, int] = field(default_factory=dict)  # profile -> right answers, with that mode

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Profile:
        scores = [ModeScore(**s) for s in data.get("scores", [])]
        return cls(**{**data, "scores": scores})

    def reason(self) -> str:
        """One line: what tune chose and by how much."""
        ranked = sorted((s for s in self.scores if not s.skipped), key=lambda s: (-s.right, s.seconds_per_question))
        best = ranked[0] if ranked else None
        said = f"localagent tune, {self.date}: {self.label}"
        if best is not None:
            said += f" {best.right}/{best.questions} right"
        if len(ranked) > 1:
            said += f" (next: {ranked[1].label} {ranked[1].right}/{ranked[1].questions})"
        return said


def _read(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return {}
    except (OSError, ValueError) as exc:
        raise ProfileError(
            f"the model profiles file {path} cannot be read ({exc}); move it away to start anew"
        ) from None
    return data if isinstance(data, dict) else {}


def load_profile(model: str | Path, path: Path | None = None) -> Profile | None:
    """The profile tune recorded for this model file, or None."""
    try:
        key = model_key(model)
    except OSError:
        return None
    entry = _read(path or profiles_path()).get(key)
    if not isinstance(entry, dict):
        return None
    try:
        return Profile.from_json(entry)
    except TypeError:
        return None


def save_profile(profile: Profile, path: Path | None = None) -> Path:
    path = path or profiles_path()
    data = _read(path)
    data[profile.key] = profile.to_json()
    _write_atomically(path, json.dumps(data, ensure_ascii=False, indent=1))
    return path


def _write_atomically(path: Path, text: str) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".profiles-")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, path)
    except OSError as exc:
        raise ProfileError(f"cannot write the model profiles file {path} ({exc.strerror or exc})") from None


def suite_hash(path: Path) -> str:
    """A suite's identity: answers kept for one suite are not taken for another."""
    return hashlib.sha256(path.read_bytes()).hexdigest()[:12]


def progress_path(key: str, suite_id: str) -> Path:
    """Where a tune of this model on this suite keeps its answers as it goes."""
    return data_home() / "tune" / f"{key}-{suite_id}.jsonl"


def read_progress(path: Path) -> list[dict[str, Any]]:
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        return []
    except OSError as exc:
        raise ProfileError(f"cannot read {path} ({exc.strerror or exc})") from None
    out = []
    for line in lines:
        try:
            out.append(json.loads(line))
        except ValueError:
            continue  # the last line of a run stopped while it wrote
    return out
