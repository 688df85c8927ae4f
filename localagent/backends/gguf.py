"""Read a GGUF file's header, metadata and tensor table without loading any weights.

Used to refuse a bad model path with one clear line before llama.cpp sees it (missing,
directory, wrong magic, truncated) and to describe models (`localagent models`).
Pure file reading: no llama_cpp import here.
"""

from __future__ import annotations

import os
import struct
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from ..errors import InvalidModelError

GGUF_MAGIC = b"GGUF"
DEFAULT_ALIGNMENT = 32

# ggml tensor type id -> (elements per block, bytes per block); from ggml's type traits.
GGML_TYPE_SIZES: dict[int, tuple[int, int]] = {
    0: (1, 4), 1: (1, 2), 2: (32, 18), 3: (32, 20), 6: (32, 22), 7: (32, 24), 8: (32, 34),
    9: (32, 36), 10: (256, 84), 11: (256, 110), 12: (256, 144), 13: (256, 176),
    14: (256, 210), 15: (256, 292), 16: (256, 66), 17: (256, 74), 18: (256, 98),
    19: (256, 50), 20: (32, 18), 21: (256, 110), 22: (256, 82), 23: (256, 136),
    24: (1, 1), 25: (1, 2), 26: (1, 4), 27: (1, 8), 28: (1, 8), 29: (256, 56),
    30: (1, 2), 34: (256, 54), 35: (256, 66), 39: (32, 17),
}  # fmt: skip

# llama.cpp's LLAMA_FTYPE values, as people name quantisations.
FILE_TYPE_NAMES: dict[int, str] = {
    0: "F32", 1: "F16", 2: "Q4_0", 3: "Q4_1", 7: "Q8_0", 8: "Q5_0", 9: "Q5_1", 10: "Q2_K",
    11: "Q3_K_S", 12: "Q3_K_M", 13: "Q3_K_L", 14: "Q4_K_S", 15: "Q4_K_M", 16: "Q5_K_S",
    17: "Q5_K_M", 18: "Q6_K", 19: "IQ2_XXS", 20: "IQ2_XS", 21: "Q2_K_S", 22: "IQ3_XS",
    23: "IQ3_XXS", 24: "IQ1_S", 25: "IQ4_NL", 26: "IQ3_S", 27: "IQ3_M", 28: "IQ2_S",
    29: "IQ2_M", 30: "IQ4_XS", 31: "IQ1_M", 32: "BF16", 36: "TQ1_0", 37: "TQ2_0",
    38: "MXFP4_MOE",
}  # fmt: skip

_SCALAR_FORMATS = {0: "<B", 1: "<b", 2: "<H", 3: "<h", 4: "<I", 5: "<i", 6: "<f", 7: "<?",
                   10: "<Q", 11: "<q", 12: "<d"}  # fmt: skip
_STRING, _ARRAY = 8, 9
# Arrays longer than this (tokenizer vocabularies) are skipped, not kept: only their length.
_MAX_KEPT_ARRAY = 64


@dataclass
class TensorInfo:
    name: str
    shape: tuple[int, ...]
    type_id: int
    offset: int

    @property
    def elements(self) -> int:
        n = 1
        for d in self.shape:
            n *= d
        return n

    def nbytes(self) -> int | None:
        sizes = GGML_TYPE_SIZES.get(self.type_id)
        if sizes is None:
            return None
        block, size = sizes
        return (self.elements + block - 1) // block * size


@dataclass
class GGUFInfo:
    path: Path
    version: int
    file_size: int
    metadata: dict[str, Any] = field(default_factory=dict)
    tensors: list[TensorInfo] = field(default_factory=list)
    data_offset: int = 0

    @property
    def architecture(self) -> str:
        return str(self.metadata.get("general.architecture", "unknown"))

    @property
    def name(self) -> str:
        return str(self.metadata.get("general.name") or self.path.stem)

    @property
    def parameter_count(self) -> int:
        return sum(t.elements for t in self.tensors)

    @property
    def quantization(self) -> str:
        ft = self.metadata.get("general.file_type")
        if isinstance(ft, int):
            return FILE_TYPE_NAMES.get(ft, f"type {ft}")
        return "unknown"

    @property
    def context_length(self) -> int | None:
        value = self.metadata.get(f"{self.architecture}.context_length")
        return int(value) if isinstance(value, int) else None

    @property
    def embedding(self) -> bool:
        """Whether it is an embedding model: its header declares how token vectors are pooled
        into one (all-MiniLM, bge, nomic-embed); a model that writes text declares none."""
        return f"{self.architecture}.pooling_type" in self.metadata

    @property
    def has_chat_template(self) -> bool:
        return bool(self.metadata.get("tokenizer.chat_template"))

    @property
    def chat_template(self) -> str | None:
        value = self.metadata.get("tokenizer.chat_template")
        return value if isinstance(value, str) else None


class _Reader:
    def __init__(self, fh: BinaryIO, path: Path) -> None:
        self.fh = fh
        self.path = path

    def read(self, n: int) -> bytes:
        data = self.fh.read(n)
        if len(data) != n:
            raise InvalidModelError(f"{self.path}: truncated GGUF file (header ends early)")
        return data

    def scalar(self, type_id: int) -> Any:
        fmt = _SCALAR_FORMATS[type_id]
        return struct.unpack(fmt, self.read(struct.calcsize(fmt)))[0]

    def u32(self) -> int:
        return int(struct.unpack("<I", self.read(4))[0])

    def u64(self) -> int:
        return int(struct.unpack("<Q", self.read(8))[0])

    def string(self, keep: bool = True) -> str:
        n = self.u64()
        if n > 1 << 30:
            raise InvalidModelError(f"{self.path}: corrupt GGUF file (string of {n} bytes)")
        if not keep:
            self.fh.seek(n, os.SEEK_CUR)
            return ""
        return self.read(n).decode("utf-8", errors="replace")

    def value(self, type_id: int) -> Any:
        if type_id in _SCALAR_FORMATS:
            return self.scalar(type_id)
        if type_id == _STRING:
            return self.string()
        if type_id == _ARRAY:
            elem_type = self.u32()
            count = self.u64()
            keep = count <= _MAX_KEPT_ARRAY
            if elem_type in _SCALAR_FORMATS and not keep:
                self.fh.seek(count * struct.calcsize(_SCALAR_FORMATS[elem_type]), os.SEEK_CUR)
                return {"array_length": count}
            items = []
            for _ in range(count):
                if elem_type == _STRING:
                    items.append(self.string(keep=keep))
                else:
                    items.append(self.value(elem_type))
            return items if keep else {"array_length": count}
        raise InvalidModelError(f"{self.path}: corrupt GGUF file (unknown value type {type_id})")


def read_gguf(path: str | os.PathLike[str]) -> GGUFInfo:
    """Parse the header; raise InvalidModelError with one line naming what is wrong."""
    p = Path(path).expanduser()
    if not p.exists():
        raise InvalidModelError(f"{p}: no such file")
    if p.is_dir():
        raise InvalidModelError(f"{p}: is a directory, not a GGUF file")
    try:
        fh = p.open("rb")
    except OSError as exc:
        raise InvalidModelError(f"{p}: cannot be read ({exc.strerror})") from None
    with fh:
        file_size = os.fstat(fh.fileno()).st_size
        magic = fh.read(4)
        if magic != GGUF_MAGIC:
            raise InvalidModelError(f"{p}: not a GGUF file (it does not start with GGUF's magic bytes)")
        r = _Reader(fh, p)
        version = r.u32()
        if version not in (2, 3):
            raise InvalidModelError(f"{p}: unsupported GGUF version {version}")
        n_tensors, n_kv = r.u64(), r.u64()
        if n_tensors > 1 << 24 or n_kv > 1 << 24:
            raise InvalidModelError(f"{p}: corrupt GGUF header")
        info = GGUFInfo(path=p, version=version, file_size=file_size)
        for _ in range(n_kv):
            key = r.string()
            info.metadata[key] = r.value(r.u32())
        for _ in range(n_tensors):
            name = r.string()
            n_dims = r.u32()
            if n_dims > 8:
                raise InvalidModelError(f"{p}: corrupt GGUF tensor table")
            shape = tuple(r.u64() for _ in range(n_dims))
            info.tensors.append(TensorInfo(name, shape, r.u32(), r.u64()))
        alignment = info.metadata.get("general.alignment", DEFAULT_ALIGNMENT)
        pos = fh.tell()
        info.data_offset = pos + (-pos % int(alignment or DEFAULT_ALIGNMENT))
    _check_complete(info)
    return info


def _check_complete(info: GGUFInfo) -> None:
    """A download cut short still has a valid header: compare the tensor data's end."""
    end = info.data_offset
    for t in info.tensors:
        size = t.nbytes()
        if size is None:
            return  # a tensor type we do not know: cannot tell, let llama.cpp decide
        end = max(end, info.data_offset + t.offset + size)
    if info.file_size < end:
        raise InvalidModelError(
            f"{info.path}: truncated GGUF file ({info.file_size} bytes, the tensor table needs {end})"
        )


def is_embedding_model(path: str | os.PathLike[str]) -> bool:
    """Whether the GGUF at `path` is an embedding model (False for a file that is not a GGUF)."""
    try:
        return read_gguf(path).embedding
    except Exception:  # noqa: BLE001 - not a GGUF, cut short: not an embedding model, whatever it is
        return False
