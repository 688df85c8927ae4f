"""How the in-process model's context is set up, declared once: the backend builds its context
with these values, and `LLAMA_SERVER_FLAGS` starts llama.cpp's own server the same way.

The same greedy text comes out of both only when they evaluate alike: the KV cache's type, flash
attention and the batch a prompt is evaluated in each change the numbers a little, and a little
is enough to tip a near tie between two tokens (on 8 eval items, 3 of 8 first steps differed
against llama-server's defaults, none with these flags: tests/real_model/test_llama_server.py).
"""

from __future__ import annotations

BATCH = 256  # tokens of a prompt evaluated at once
FLASH_ATTENTION = True  # needed for a quantised V cache
KV_CACHE_TYPE = "q8_0"  # half the memory of f16, the largest allocation after the weights

LLAMA_SERVER_FLAGS = (
    "-fa", "on" if FLASH_ATTENTION else "off", "-ctk", KV_CACHE_TYPE, "-ctv", KV_CACHE_TYPE,
    "-b", str(BATCH), "-ub", str(BATCH),
)  # fmt: skip
