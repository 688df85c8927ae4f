"""One model, many clients: requests wait in a fair queue and run on a few worker threads.

Each client (the request's `user`, else its address) has its own line; workers take the
next request from each line in turn, so one busy client cannot starve the others. The queue
holds at most `max_queue` waiting requests (more are refused: 503). A request's `Job` carries
its deadline and a cancellation flag: the generation checks it at every piece of text, so a
client that leaves or runs out of time stops its generation within a token.
"""

from __future__ import annotations

import asyncio
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from ..errors import Cancelled, PromptTooLongError, UsageError


class QueueFull(Exception):
    """The queue holds `max_queue` requests already."""


@dataclass(eq=False)
class Job:
    client: str
    work: Callable[[Job], Any]  # runs on a worker thread; calls `check` as it goes
    deadline: float | None = None  # time.monotonic() by which it must be done
    enqueued: float = field(default_factory=time.monotonic)
    started_at: float | None = None
    reason: str | None = None  # why it was cancelled: "disconnected" | "timeout" | "shutdown"
    _flag: threading.Event = field(default_factory=threading.Event)
    started: asyncio.Event = field(default_factory=asyncio.Event)
    future: asyncio.Future[Any] | None = None

    def check(self) -> None:
        """Raise Cancelled when the job was cancelled or its time is up (from the worker)."""
        if not self._flag.is_set() and self.deadline is not None and time.monotonic() > self.deadline:
            self.cancel("timeout")
        if self._flag.is_set():
            raise Cancelled(f"request cancelled ({self.reason})", self.reason)

    def cancel(self, reason: str) -> None:
        self.reason = self.reason or reason
        self._flag.set()

    def seconds_left(self) -> float | None:
        """Until the deadline (None: no deadline)."""
        return None if self.deadline is None else max(0.0, self.deadline - time.monotonic())

    @property
    def cancelled(self) -> bool:
        return self._flag.is_set()

    @property
    def queue_seconds(self) -> float:
        return (self.started_at or time.monotonic()) - self.enqueued


class FairScheduler:
    def __init__(self, workers: int = 1, max_queue: int = 16) -> None:
        self.workers, self.max_queue = workers, max_queue
        self._lines: OrderedDict[str, deque[Job]] = OrderedDict()
        self._ready = asyncio.Condition()
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="localagent-serve")
        self._tasks: list[asyncio.Task[None]] = []
        self._loop: asyncio.AbstractEventLoop | None = None
        self.running: set[Job] = set()
        self.mean_seconds = 1.0  # a running mean of how long a request takes, for Retry-After
        self.counts = {"served": 0, "refused": 0, "cancelled": 0, "failed": 0}

    @property
    def waiting(self) -> int:
        return sum(len(line) for line in self._lines.values())

    def start(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._tasks = [asyncio.create_task(self._worker()) for _ in range(self.workers)]

    def stopping(self) -> None:
        """The server is asked to stop (Ctrl-C, SIGTERM; from a signal handler, any thread):
        every request, running or waiting, ends now, as "shutdown", so that none holds the
        server up until its graceful time runs out."""
        if self._loop is not None and not self._loop.is_closed():
            self._loop.call_soon_threadsafe(self._end_all, "shutdown")

    def _end_all(self, reason: str) -> None:
        for job in list(self.running):
            job.cancel(reason)
        for job in [job for line in self._lines.values() for job in line]:
            self.withdraw(job, reason)

    async def stop(self) -> None:
        """End every request and the workers; wait for a generation still running to stop at its
        next token, so that the model is never freed under it."""
        self._end_all("shutdown")
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        await asyncio.get_running_loop().run_in_executor(None, self._pool_done)

    def _pool_done(self) -> None:
        self._pool.shutdown(wait=True, cancel_futures=True)

    async def submit(self, job: Job) -> None:
        """Queue `job` (its future resolves with what `work` returns); QueueFull when full."""
        if self.waiting >= self.max_queue:
            self.counts["refused"] += 1
            raise QueueFull
        job.future = asyncio.get_running_loop().create_future()
        async with self._ready:
            self._lines.setdefault(job.client, deque()).append(job)
            self._ready.notify()

    def withdraw(self, job: Job, reason: str) -> None:
        """Cancel `job`: taken out of the queue if it waits, stopped at its next token if it runs."""
        job.cancel(reason)
        if job.future is not None:
            # Its request is gone: the Cancelled the work ends with is read here, or asyncio logs
            # "Future exception was never retrieved" with a traceback when the future is collected.
            job.future.add_done_callback(_retrieved)
        line = self._lines.get(job.client)
        if line is not None and job in line:
            line.remove(job)
            if not line:
                del self._lines[job.client]
            self.counts["cancelled"] += 1
            if job.future is not None and not job.future.done():
                job.future.set_exception(Cancelled(f"request cancelled ({reason})", reason))

    async def _next(self) -> Job:
        async with self._ready:
            await self._ready.wait_for(lambda: bool(self._lines))
            client, line = next(iter(self._lines.items()))
            job = line.popleft()
            del self._lines[client]
            if line:  # the client's next request waits behind the other clients' next ones
                self._lines[client] = line
            return job

    async def _worker(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            job = await self._next()
            assert job.future is not None
            if job.future.done():
                continue
            job.started_at = time.monotonic()
            job.started.set()
            self.running.add(job)
            try:
                result = await loop.run_in_executor(self._pool, job.work, job)
            except Cancelled as exc:
                self.counts["cancelled"] += 1
                _settle(job.future, exc=exc)
            except (UsageError, PromptTooLongError) as exc:  # the client's to fix (400): refused, not failed
                self.counts["refused"] += 1
                _settle(job.future, exc=exc)
            except Exception as exc:  # noqa: BLE001 - reported to its request, never to the worker
                self.counts["failed"] += 1
                _settle(job.future, exc=exc)
            else:
                self.counts["served"] += 1
                _settle(job.future, result=result)
            finally:
                self.running.discard(job)
                self.mean_seconds = 0.8 * self.mean_seconds + 0.2 * (time.monotonic() - job.started_at)

    def retry_after(self) -> int:
        """Seconds until a place in the queue is likely to be free."""
        return max(1, round(self.mean_seconds * (self.waiting + len(self.running)) / self.workers / 2))


def _retrieved(future: asyncio.Future[Any]) -> None:
    if not future.cancelled():
        future.exception()


def _settle(future: asyncio.Future[Any], result: Any = None, exc: BaseException | None = None) -> None:
    if future.done():
        return
    if exc is not None:
        future.set_exception(exc)
    else:
        future.set_result(result)
