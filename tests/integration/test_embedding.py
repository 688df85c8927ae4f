"""--embed-model through llama.cpp (backends/llama_cpp/embedding.py) with a real GGUF embedding
model: a tiny BERT written here (tests/support/tiny_bert.py), run as all-MiniLM would be."""

from __future__ import annotations

from pathlib import Path

import pytest

from localagent.cli.main import main
from localagent.errors import InvalidModelError
from tests.support.installed import import_or_missing


@pytest.fixture(scope="module")
def tiny_bert(tmp_path_factory: pytest.TempPathFactory) -> Path:
    import_or_missing("gguf", "the gguf package writes the test's embedding model: pip install -e '.[test]'")
    from tests.support.tiny_bert import write_tiny_bert

    return write_tiny_bert(tmp_path_factory.mktemp("models") / "tiny-bert.gguf")


def _chat_model(path: Path) -> Path:
    """A GGUF that declares no pooling (what a chat model's header says)."""
    gguf = import_or_missing("gguf", "pip install -e '.[test]'")
    w = gguf.GGUFWriter(str(path), "llama")
    w.add_context_length(64)
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    return path


def test_llama_cpp_embeds_texts_as_unit_vectors(tiny_bert: Path) -> None:
    from localagent.backends.llama_cpp.embedding import LlamaEmbedder

    model = LlamaEmbedder(tiny_bert, n_threads=1)
    assert model.embed([]) == []
    a, b, again = model.embed(["the cat sat on the mat", "the dog drove a car", "the cat sat on the mat"])
    assert len(a) == 16 and abs(sum(x * x for x in a) - 1.0) < 1e-4
    same, other = sum(x * y for x, y in zip(a, again)), sum(x * y for x, y in zip(a, b))
    assert same > 0.9999 > other  # the same text the same vector (up to the batch's rounding)
    long_text = " ".join(["the cat sat on the mat"] * 200)  # past the model's context: cut, not refused
    assert len(model.embed([long_text])[0]) == 16
    assert model.key.startswith("tiny-bert.gguf:")
    model.close()


def test_a_model_that_is_not_for_embeddings_is_refused_in_one_line(tmp_path: Path) -> None:
    from localagent.backends.llama_cpp.embedding import LlamaEmbedder

    with pytest.raises(InvalidModelError, match="not an embedding model"):
        LlamaEmbedder(_chat_model(tmp_path / "chat.gguf"))


def test_index_embeds_every_passage_and_search_docs_ranks_by_meaning(
    tiny_bert: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "pets.md").write_text("# Pets\n\nThe cat sat on the mat.\n\n# Cars\n\nThe dog drove a car on the road.\n")
    code = main(["index", str(notes), "--embed-model", str(tiny_bert)])
    out, err = capsys.readouterr()
    assert code == 0 and "every passage embedded (2; " in out, err

    from localagent.backends.llama_cpp.embedding import embedder_for
    from localagent.tools.assemble import build_registry

    registry = build_registry(docs=[str(notes)], embedder=embedder_for(str(tiny_bert)))
    found = registry.get("search_docs").fn(query="the cat on the road")
    scores = [float(p["score"]) for p in found.data["passages"]]
    assert len(scores) == 2 and scores == sorted(scores, reverse=True) and scores[0] <= 1.0  # cosines


def test_a_wrong_embedding_model_is_one_line_and_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    chat = _chat_model(tmp_path / "chat.gguf")
    code = main(["ask", "--docs", str(tmp_path), "--embed-model", str(chat), "where are my notes?"])
    out, err = capsys.readouterr()
    assert code == 2 and err.count("\n") == 1 and "not an embedding model" in err
    code = main(["index", str(tmp_path), "--embed-model", str(tmp_path / "missing.gguf")])
    out, err = capsys.readouterr()
    assert code == 2 and "missing.gguf" in err and "Traceback" not in err


def test_an_embedding_model_is_never_the_default_and_is_refused_as_model(
    tiny_bert: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import os
    import shutil

    from localagent.backends.models import resolve_model

    models = Path("models")  # the tests run in a folder of their own
    models.mkdir()
    chat = models / "chat.gguf"
    chat.write_bytes(b"GGUF")  # not read as a model here: what matters is which file is chosen
    os.utime(chat, (1, 1))
    shutil.copy(tiny_bert, models / "tiny-bert.gguf")  # the newest, and an embedding model
    assert resolve_model(None, env={}).path.name == "chat.gguf"
    code = main(["models", str(models / "tiny-bert.gguf")])
    out, _ = capsys.readouterr()
    assert code == 0 and "an embedding model: for --embed-model" in out
    code = main(["ask", "--model", str(models / "tiny-bert.gguf"), "hello"])
    out, err = capsys.readouterr()
    assert code == 2 and "an embedding model, which writes no text" in err and err.count("\n") == 1


def test_an_embedding_model_llama_cpp_cannot_load_is_one_line_when_the_command_starts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    gguf = import_or_missing("gguf", "pip install -e '.[test]'")
    bad = tmp_path / "bad.gguf"
    w = gguf.GGUFWriter(str(bad), "bert")  # declares a pooling, holds no weights
    w.add_pooling_type(gguf.PoolingType.MEAN)
    w.add_context_length(64)
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    (tmp_path / "a.md").write_text("# A\n\nThe cat sat on the mat.\n")
    script = tmp_path / "s.json"
    script.write_text('["Final Answer: never asked"]')
    code = main(["ask", "--docs", str(tmp_path), "--embed-model", str(bad), "--backend", f"scripted:{script}", "cat?"])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and "llama.cpp could not load it" in err and err.count("\n") == 1
