"""A tiny BERT embedding model as a GGUF file (random weights, a vocabulary of a few words),
written with llama.cpp's own `gguf` package: what llama.cpp runs as all-MiniLM or bge runs,
small enough to make in a test. Its vectors mean nothing; they are llama.cpp's, and they are
the same for the same text and differ for different texts."""

from __future__ import annotations

from pathlib import Path

import numpy as np

WORDS = ["the", "cat", "dog", "sat", "on", "a", "mat", "car", "drove", "road", "working", "directory"]
DIM, FFN, LAYERS, HEADS, CONTEXT = 16, 32, 1, 2, 64


def write_tiny_bert(path: Path, seed: int = 0) -> Path:
    import gguf

    rng = np.random.default_rng(seed)
    special = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
    tokens = special + ["\u2581" + w for w in WORDS]
    types = [gguf.TokenType.CONTROL] * len(special) + [gguf.TokenType.NORMAL] * len(WORDS)
    w = gguf.GGUFWriter(str(path), "bert")
    w.add_context_length(CONTEXT)
    w.add_embedding_length(DIM)
    w.add_feed_forward_length(FFN)
    w.add_block_count(LAYERS)
    w.add_head_count(HEADS)
    w.add_layer_norm_eps(1e-12)
    w.add_causal_attention(False)
    w.add_pooling_type(gguf.PoolingType.MEAN)
    w.add_file_type(gguf.LlamaFileType.ALL_F32)
    w.add_token_type_count(2)
    w.add_tokenizer_model("bert")
    w.add_tokenizer_pre("default")
    w.add_token_list(tokens)
    w.add_token_types(types)
    w.add_bos_token_id(2)
    w.add_eos_token_id(3)
    w.add_unk_token_id(1)
    w.add_sep_token_id(3)
    w.add_pad_token_id(0)
    w.add_mask_token_id(4)
    w.add_add_bos_token(True)
    w.add_add_eos_token(True)

    def tensor(name: str, *shape: int, scale: float = 0.2) -> None:
        w.add_tensor(name, (rng.standard_normal(shape) * scale).astype(np.float32))

    def ones(name: str, n: int) -> None:
        w.add_tensor(name, np.ones(n, dtype=np.float32))

    tensor("token_embd.weight", len(tokens), DIM, scale=1.0)
    tensor("token_types.weight", 2, DIM)
    tensor("position_embd.weight", CONTEXT, DIM)
    ones("token_embd_norm.weight", DIM)
    tensor("token_embd_norm.bias", DIM)
    for b in range(LAYERS):
        for part in ("attn_q", "attn_k", "attn_v", "attn_output"):
            tensor(f"blk.{b}.{part}.weight", DIM, DIM)
            tensor(f"blk.{b}.{part}.bias", DIM)
        ones(f"blk.{b}.attn_output_norm.weight", DIM)
        tensor(f"blk.{b}.attn_output_norm.bias", DIM)
        tensor(f"blk.{b}.ffn_up.weight", FFN, DIM)
        tensor(f"blk.{b}.ffn_up.bias", FFN)
        tensor(f"blk.{b}.ffn_down.weight", DIM, FFN)
        tensor(f"blk.{b}.ffn_down.bias", DIM)
        ones(f"blk.{b}.layer_output_norm.weight", DIM)
        tensor(f"blk.{b}.layer_output_norm.bias", DIM)
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    return path
