"""The persistent prompt cache's files (backends/prompt_cache.py): the longest cached prefix of
a prompt is found, only for the same model and settings; the least recently used go first
past the size limit; a corrupt, truncated or foreign file is ignored with a note, never raised."""

from __future__ import annotations

import os
from pathlib import Path

from localagent.backends.prompt_cache import PromptCache, cache_summary

IDENTITY = {"model": "/m.gguf", "size": 1, "mtime_ns": 2, "n_ctx": 4096}


def cache(tmp_path: Path, identity: dict | None = None, max_bytes: int = 10_000) -> PromptCache:
    return PromptCache(tmp_path / "prompts", identity or IDENTITY, max_bytes)


def test_the_longest_cached_prefix_is_found(tmp_path: Path) -> None:
    c = cache(tmp_path)
    c.save([1, 2], b"short")
    c.save([1, 2, 3, 4], b"long")
    c.save([9, 9], b"other")
    found = c.lookup([1, 2, 3, 4, 5, 6])
    assert (found.tokens, found.state, found.notes) == ([1, 2, 3, 4], b"long", [])
    assert c.lookup([1, 2, 7]).tokens == [1, 2]
    assert c.lookup([5]).tokens == [] and c.lookup([1]).tokens == []


def test_another_model_or_setting_does_not_match(tmp_path: Path) -> None:
    cache(tmp_path).save([1, 2, 3], b"ours")
    other = cache(tmp_path, {**IDENTITY, "mtime_ns": 3})  # the model file changed: stale
    assert other.lookup([1, 2, 3, 4]).tokens == []


def test_the_least_recently_used_go_first(tmp_path: Path) -> None:
    c = cache(tmp_path, max_bytes=1500)
    old = c.save([1], b"x" * 500)
    os.utime(old, (1, 1))
    newer = c.save([2], b"y" * 500)
    os.utime(newer, (2, 2))
    c.lookup([1, 5])  # used again: now the most recent
    c.save([3], b"z" * 500)
    assert sorted(p.name for p in (tmp_path / "prompts").iterdir()) == sorted([old.name, c._path([3]).name])


def test_corrupt_and_foreign_files_are_ignored_with_a_note(tmp_path: Path) -> None:
    c = cache(tmp_path)
    good = c.save([1, 2], b"state")
    (tmp_path / "prompts" / "junk.state").write_bytes(b"not a cache file")
    truncated = c.save([1, 2, 3], b"0123456789")
    truncated.write_bytes(truncated.read_bytes()[:-3])
    found = c.lookup([1, 2, 3, 4])
    assert (found.tokens, found.state) == ([1, 2], b"state")  # the longer prefix, cut short, is passed over
    assert any("junk.state: ignored" in n for n in found.notes)
    assert any("unreadable" in n for n in found.notes)
    assert good.exists()
    assert cache_summary(tmp_path / "prompts")["files"] == 3


def test_a_completion_request_starts_from_its_system_messages_and_tools() -> None:
    """serve's completions (completion.Completer) hand the backend the request's static prefix
    (system messages and tools, up to the first other message) before generating, and count
    what it loaded and evaluated."""
    from localagent.backends.base import PrefixUse
    from localagent.backends.scripted import ScriptedBackend
    from localagent.completion import Completer

    class Caching(ScriptedBackend):
        prompt_cache = True
        prefixes: list[str] = []

        def cache_prefix(self, text: str) -> PrefixUse:
            self.prefixes.append(text)
            return PrefixUse(loaded=40, evaluated=2)

    backend = Caching(["It is sunny."])
    tool = {"type": "function", "function": {"name": "get_weather", "parameters": {"type": "object"}}}
    messages = [{"role": "system", "content": "You are a weather bot."}, {"role": "user", "content": "Paris?"}]
    reply = Completer(backend).reply(messages, [tool])
    (prefix,) = backend.prefixes
    assert "You are a weather bot." in prefix and "get_weather" in prefix and "Paris?" not in prefix
    assert backend.prompts[0].startswith(prefix)
    assert (reply.usage.prompt_tokens_from_disk, reply.usage.prompt_tokens_evaluated >= 2) == (40, True)
