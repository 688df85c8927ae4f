"""The serve queue: fair turns between clients, and many clients at once with nothing lost
or mixed up (an echo model answers with the id in its question, so every answer can be
matched to its request)."""

from __future__ import annotations

import asyncio
import re
import threading
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor

import openai
import pytest

from localagent.agent.agent import AgentConfig
from localagent.backends.base import TextCallback, render_plain_chat
from localagent.server.app import ServerLimits
from localagent.server.scheduler import FairScheduler, Job, QueueFull
from localagent.server.service import ChatService
from localagent.tools.builtin import builtin_registry
from localagent.types import Completion, Message, SamplingParams
from tests.support.serve_in_process import in_process_server


def test_clients_take_turns() -> None:
    order: list[str] = []

    async def scenario() -> None:
        scheduler = FairScheduler(workers=1, max_queue=10)
        jobs = [Job(client, lambda job, name=name: order.append(name)) for client, name in
                [("a", "a1"), ("a", "a2"), ("a", "a3"), ("b", "b1"), ("c", "c1"), ("b", "b2")]]  # fmt: skip
        for job in jobs:
            await scheduler.submit(job)
        scheduler.start()
        await asyncio.gather(*(job.future for job in jobs))
        await scheduler.stop()

    asyncio.run(scenario())
    assert order == ["a1", "b1", "c1", "a2", "b2", "a3"]


def test_the_queue_refuses_past_its_size_and_a_withdrawn_job_frees_its_place() -> None:
    async def scenario() -> None:
        scheduler = FairScheduler(workers=1, max_queue=2)
        first, second = Job("a", lambda job: 1), Job("b", lambda job: 2)
        await scheduler.submit(first)
        await scheduler.submit(second)
        with pytest.raises(QueueFull):
            await scheduler.submit(Job("c", lambda job: 3))
        scheduler.withdraw(second, "disconnected")
        await scheduler.submit(Job("c", lambda job: 3))
        assert scheduler.counts["refused"] == 1 and scheduler.counts["cancelled"] == 1

    asyncio.run(scenario())


def test_a_running_job_whose_client_left_ends_without_an_unread_error() -> None:
    """The request is gone (withdrawn), so nobody reads the Cancelled its work ends with: the
    scheduler reads it, and asyncio logs no "exception was never retrieved" traceback to serve's
    log when the future is collected."""
    import gc

    reported: list[str] = []

    async def scenario() -> None:
        asyncio.get_running_loop().set_exception_handler(lambda loop, context: reported.append(context["message"]))
        scheduler = FairScheduler(workers=1, max_queue=2)
        withdrawn = threading.Event()

        def work(job: Job) -> None:
            withdrawn.wait(30)  # a safety net, not a bound
            job.check()  # raises Cancelled

        job = Job("a", work)
        await scheduler.submit(job)
        scheduler.start()
        await job.started.wait()
        scheduler.withdraw(job, "disconnected")
        withdrawn.set()
        assert job.future is not None
        await asyncio.wait({job.future})
        assert scheduler.counts["cancelled"] == 1
        del job
        await scheduler.stop()  # its worker lets go of the job too
        gc.collect()

    asyncio.run(scenario())
    gc.collect()
    assert reported == []


class EchoBackend:
    """Answers every question with the id it contains (`ID-<n>`), a few pieces at a time."""

    supports_grammar = False
    supports_json_schema = False
    concurrent = False
    prompt_cache = False
    model_name = "echo"
    context_size = 4096
    chat_template = None
    eos_text = ""

    def generate(
        self, prompt: str, *, stop: Sequence[str] = (), max_tokens: int = 256,
        sampling: SamplingParams = SamplingParams(), grammar: str | None = None,  # noqa: B008
        on_text: TextCallback | None = None, special: bool = False, identify_stop: bool = False,
    ) -> Completion:  # fmt: skip
        ident = re.findall(r"ID-\d+", prompt)[-1]
        pieces = ["the id", " is ", ident]  # a plain chat (no tools): no ReAct labels
        for piece in pieces:
            time.sleep(0.002)
            if on_text is not None:
                on_text(piece)
        return Completion("".join(pieces), len(prompt) // 4, len(pieces))

    def count_tokens(self, text: str) -> int:
        return len(text) // 4

    def render_chat(self, messages: Sequence[Message]) -> str:
        return render_plain_chat(messages)

    def close(self) -> None:
        pass


@pytest.fixture
def echo_server() -> Iterator[str]:
    service = ChatService(EchoBackend(), AgentConfig(mode="react"), builtin_registry())
    # Room for every client's request: 8 clients, each with one request at a time, never find
    # 8 waiting, so none is refused, whatever the machine's speed (the 503 of a full queue:
    # test_serve.py).
    with in_process_server(service, ServerLimits(max_queue=8)) as url:
        yield url


@pytest.mark.slow
def test_eight_clients_twenty_requests_each_nothing_lost_or_mixed_up(echo_server: str) -> None:
    def client_run(n: int) -> list[tuple[str, str]]:
        client = openai.OpenAI(base_url=echo_server, api_key="none", max_retries=0, timeout=60)
        seen = []
        for i in range(20):
            ident = f"ID-{n * 100 + i}"
            stream = i % 2 == 1
            if stream:
                chunks = client.chat.completions.create(
                    model="m", messages=[{"role": "user", "content": f"Say {ident}"}], stream=True, user=f"c{n}"
                )
                text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
            else:
                reply = client.chat.completions.create(
                    model="m", messages=[{"role": "user", "content": f"Say {ident}"}], user=f"c{n}"
                )
                text = reply.choices[0].message.content or ""
            seen.append((ident, text))
        return seen

    with ThreadPoolExecutor(max_workers=8) as pool:
        results = [r for rs in pool.map(client_run, range(8)) for r in rs]
    assert len(results) == 160
    assert [text for _, text in results] == [f"the id is {ident}" for ident, _ in results]
    health = openai.OpenAI(base_url=echo_server, api_key="none").models.list()  # still serving
    assert [m.id for m in health.data] == ["echo", "localagent-agent"]
