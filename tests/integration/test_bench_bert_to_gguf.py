"""bench/bert_to_gguf.py: a sentence-transformers BERT folder (here a tiny one, random weights,
written as Hugging Face writes it) becomes a GGUF that llama.cpp embeds with; the pooler and the
position ids are left out, as llama.cpp's converter leaves them."""

from __future__ import annotations

import importlib.util
import json
import struct
from pathlib import Path

import numpy as np

from tests.support.installed import import_or_missing

BENCH = Path(__file__).resolve().parents[2] / "bench"
VOCAB = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "the", "cat", "##s", "sat", "mat"]


def _write_safetensors(path: Path, tensors: dict[str, np.ndarray]) -> None:
    header, chunks, offset = {}, [], 0
    for name, t in tensors.items():
        data = t.tobytes()
        dtype = {np.dtype(np.float32): "F32", np.dtype(np.int64): "I64"}[t.dtype]
        header[name] = {"dtype": dtype, "shape": list(t.shape), "data_offsets": [offset, offset + len(data)]}
        chunks.append(data)
        offset += len(data)
    raw = json.dumps(header).encode()
    path.write_bytes(struct.pack("<Q", len(raw)) + raw + b"".join(chunks))


def _tiny_bert(folder: Path) -> Path:
    folder.mkdir()
    vocab = VOCAB
    dim, ffn, ctx = 8, 16, 32
    rng = np.random.default_rng(1)

    def r(*shape: int) -> np.ndarray:
        return (rng.standard_normal(shape) * 0.2).astype(np.float32)

    t = {
        "embeddings.position_ids": np.arange(ctx, dtype=np.int64)[None, :],
        "embeddings.word_embeddings.weight": r(len(vocab), dim),
        "embeddings.position_embeddings.weight": r(ctx, dim),
        "embeddings.token_type_embeddings.weight": r(2, dim),
        "embeddings.LayerNorm.weight": np.ones(dim, np.float32),
        "embeddings.LayerNorm.bias": r(dim),
        "pooler.dense.weight": r(dim, dim),
        "pooler.dense.bias": r(dim),
    }
    for part, shape in (("attention.self.query", (dim, dim)), ("attention.self.key", (dim, dim)),
                        ("attention.self.value", (dim, dim)), ("attention.output.dense", (dim, dim)),
                        ("intermediate.dense", (ffn, dim)), ("output.dense", (dim, ffn))):  # fmt: skip
        t[f"encoder.layer.0.{part}.weight"] = r(*shape)
        t[f"encoder.layer.0.{part}.bias"] = r(shape[0])
    for norm in ("attention.output.LayerNorm", "output.LayerNorm"):
        t[f"encoder.layer.0.{norm}.weight"] = np.ones(dim, np.float32)
        t[f"encoder.layer.0.{norm}.bias"] = r(dim)
    _write_safetensors(folder / "model.safetensors", t)
    (folder / "vocab.txt").write_text("\n".join(vocab) + "\n")
    config = {"hidden_size": dim, "intermediate_size": ffn, "num_hidden_layers": 1, "num_attention_heads": 2,
              "max_position_embeddings": ctx, "type_vocab_size": 2, "layer_norm_eps": 1e-12}  # fmt: skip
    (folder / "config.json").write_text(json.dumps(config))
    return folder


def test_a_sentence_transformers_bert_becomes_a_gguf_llama_cpp_embeds_with(tmp_path: Path) -> None:
    import_or_missing("gguf", "the gguf package writes the GGUF: pip install -e '.[test]'")
    spec = importlib.util.spec_from_file_location("bert_to_gguf", BENCH / "bert_to_gguf.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)

    out = bench.convert(_tiny_bert(tmp_path / "model"), tmp_path / "tiny.gguf")
    from localagent.backends.gguf import read_gguf
    from localagent.backends.llama_cpp.embedding import LlamaEmbedder

    info = read_gguf(out)
    assert info.embedding and info.metadata["bert.pooling_type"] == 1
    names = {x.name for x in info.tensors}
    assert "token_embd.weight" in names and "blk.0.ffn_down.weight" in names and not any("pooler" in n for n in names)
    assert info.metadata["tokenizer.ggml.tokens"][5:8] == ["\u2581the", "\u2581cat", "s"]  # phantom spaces
    a, b = LlamaEmbedder(out, n_threads=1).embed(["the cats sat", "the mat"])
    assert len(a) == 8 and abs(float(np.dot(a, a)) - 1.0) < 1e-4 and float(np.dot(a, b)) < 0.9999
