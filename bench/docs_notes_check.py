"""What search_docs states for the answer suite's questions over the small notes folder, without
a model: each docs question of `bench/answers/*.jsonl` (those with a `docs` folder) is searched
as a run's first search would be, and its statement is checked for the expected text.

    python bench/docs_notes_check.py [bench/answers/questions.jsonl bench/answers/fresh_docs.jsonl]

Run it from a worktree of another commit (with that worktree on PYTHONPATH) for a before/after;
a change to the document search should leave every line as it was.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT = [HERE / "answers" / "questions.jsonl", HERE / "answers" / "fresh_docs.jsonl"]


def main(argv: list[str]) -> int:
    from localagent.errors import ToolRetry
    from localagent.tools.docs import docs_tools

    files = [Path(a) for a in argv] or DEFAULT
    held = total = 0
    with tempfile.TemporaryDirectory() as cache:
        tools: dict[Path, object] = {}
        for path in files:
            for line in path.read_text().splitlines():
                q = json.loads(line) if line.strip() else None
                if not q or not q.get("docs"):
                    continue
                folder = path.parent / q["docs"]
                if folder not in tools:
                    tools[folder] = docs_tools([folder], Path(cache))[0]
                try:
                    statement = str(tools[folder].fn(query=q["question"]).data["answer"])  # type: ignore[attr-defined]
                except ToolRetry as exc:
                    statement = str(exc)
                expected = q.get("expect", {}).get("text", [])
                ok = any(e.lower() in statement.lower() for e in expected)
                held += ok
                total += 1
                print(f"{'+' if ok else 'x'} {q['id']}: {statement[:160]}")
    print(f"{held}/{total} statements hold the expected text")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
