"""The chat page of `localagent serve`, in a real browser: Debian's headless Chromium driven by
Selenium through the system's chromedriver (nothing is downloaded at test time), against
`serve` on the scripted backend.

Checks, in order: the page loads and shows the model, mode and tools; it asks nothing of any
host but the server; Shift+Enter is a new line and Enter sends; a question streams its answer
with a tool card (tool, arguments, result, time); Markdown is rendered; a `<script>` and an
`<img onerror>` in an answer stay text and never run; Stop cancels a generation mid-answer and
the server goes on; a reload reopens the conversation from the log, tool card included; the
conversation list is searchable; a new conversation starts empty; the page fits a phone's
width; without the key every call is 401 and the page asks for it; a full queue (503) is
said plainly; a plan (`serve --plan`) is shown with its checks, and its Approve and Decline
buttons, per call and for all, settle it. Screenshots (desktop and phone width) go to $CHAT_PAGE_SCREENSHOTS (docs/images
when made for the docs), else the test's own folder.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.support.installed import import_or_missing, needs
from tests.support.serve_process import get, running_server, scripted

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
CHROMEDRIVER = shutil.which("chromedriver")
WHY_NOT = (
    "no browser: install Debian's chromium and chromium-driver (.ci/run does)"
    if not (CHROMIUM and CHROMEDRIVER)
    else None
)
pytestmark = [pytest.mark.slow, needs(WHY_NOT)]

REACT_CALL = ' I will compute it.\nAction: calculator\nAction Input: {"expression": "17 * 23"}'
REACT_ANSWER = " It is 391.\nFinal Answer: The product is **391**."
HOSTILE = (
    ' Final Answer: Here: <script>window.pwned = 1</script> and <img src="x" onerror="window.pwned = 2"> '
    "and [a link](javascript:window.pwned=3) done."
)
LONG = " Final Answer: " + " ".join(f"word{i}" for i in range(400))


@pytest.fixture(scope="module")
def webdriver_factory() -> Iterator[Callable[[], Any]]:
    webdriver = import_or_missing("selenium.webdriver", "selenium is not installed (the test extra)")
    made: list[Any] = []

    def make() -> Any:
        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,860", "--no-first-run", "--disable-extensions"):  # fmt: skip
            options.add_argument(flag)
        options.set_capability("goog:loggingPrefs", {"performance": "ALL", "browser": "ALL"})
        driver = webdriver.Chrome(options=options, service=webdriver.ChromeService(executable_path=CHROMEDRIVER))
        driver.set_script_timeout(30)
        made.append(driver)
        return driver

    yield make
    for driver in made:
        driver.quit()


def screenshots() -> Path:
    return Path(os.environ.get("CHAT_PAGE_SCREENSHOTS") or ".")


def wait(condition: Callable[[], Any], timeout: float = 20.0, what: str = "") -> Any:
    deadline = time.monotonic() + timeout
    while True:
        try:
            value = condition()
        except Exception:  # an element not there yet
            value = None
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what or condition}")
        time.sleep(0.05)


def text_of(driver: Any, css: str) -> str:
    return str(driver.execute_script(f"return Array.from(document.querySelectorAll({css!r}), e => e.textContent)"
                                     ".join('\\n')"))  # fmt: skip


def ask(driver: Any, question: str) -> None:
    box = driver.find_element("id", "question")
    box.send_keys(question)
    box.send_keys("\n")  # Enter sends


def requested_urls(driver: Any) -> list[str]:
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            urls.append(message["params"]["request"]["url"])
    return urls


def test_the_chat_page_in_a_browser(tmp_path: Path, webdriver_factory: Callable[[], Any]) -> None:
    from selenium.webdriver.common.keys import Keys

    outputs = [REACT_CALL, REACT_ANSWER, HOSTILE, LONG, " Final Answer: Still here."]
    backend = scripted(tmp_path, outputs, token_delay=0.01)
    log = tmp_path / "serve.log"
    with running_server(["--backend", backend, "--mode", "react"], log) as url:
        base = url.removesuffix("/v1")
        driver = webdriver_factory()
        driver.get(base + "/")
        # Loads, and shows the model, the mode and the tools.
        about = wait(lambda: "mode react" in text_of(driver, "#about") and text_of(driver, "#about"), what="about")
        assert "scripted:script.json" in about and "4 tools" in about
        assert "calculator" in text_of(driver, "#toollist")
        wait(lambda: "no conversations yet" in text_of(driver, "#list"), what="the empty list")

        # Shift+Enter is a new line, not a question sent.
        box = driver.find_element("id", "question")
        box.send_keys("What is", Keys.SHIFT, Keys.ENTER, Keys.SHIFT, "17 * 23?")
        assert box.get_attribute("value") == "What is\n17 * 23?" and not text_of(driver, ".turn")
        box.clear()

        # A question: its tool card, then the answer, rendered.
        ask(driver, "What is 17 * 23?")
        wait(lambda: "done" in text_of(driver, ".card .state"), what="the tool card's result")
        card = text_of(driver, ".card")
        assert "calculator" in card and '"expression":"17 * 23"' in card and "391" in card and " ms" in card
        wait(lambda: "The product is 391" in text_of(driver, ".a"), what="the answer")
        assert text_of(driver, ".a strong") == "391"
        wait(lambda: driver.find_element("id", "send").is_enabled(), what="send enabled again")
        assert driver.find_elements("css selector", ".meta .copy"), "an answer has its copy button"

        # An answer with markup stays text.
        ask(driver, "Say something hostile")
        wait(lambda: "done." in text_of(driver, ".turn:nth-child(2) .a"), what="the hostile answer")
        hostile = text_of(driver, ".turn:nth-child(2) .a")
        assert "<script>window.pwned = 1</script>" in hostile and "<img src=" in hostile
        assert driver.execute_script("return window.pwned === undefined")
        assert not driver.find_elements("css selector", ".a script, .a img, .a a[href^='javascript']")

        # Stop cancels a generation under way; the server answers the next question.
        wait(lambda: driver.find_element("id", "send").is_enabled(), what="send enabled again")
        ask(driver, "Tell me a long story")
        wait(lambda: "word3" in text_of(driver, ".turn:nth-child(3) .a"), what="the long answer streaming")
        streamed = text_of(driver, ".turn:nth-child(3) .a")
        assert "word399" not in streamed  # it arrives piece by piece
        driver.find_element("id", "stop").click()
        wait(lambda: "(stopped)" in text_of(driver, ".turn:nth-child(3) .a"), what="(stopped)")
        health = wait(lambda: get(base + "/health").json()["running"] == 0 and get(base + "/health").json())
        assert health["cancelled"] >= 1 if "cancelled" in health else True
        assert "word399" not in text_of(driver, ".turn:nth-child(3) .a")
        ask(driver, "Are you still there?")
        wait(lambda: "Still here." in text_of(driver, ".turn:nth-child(4) .a"), what="the answer after a stop")

        path = screenshots()
        path.mkdir(parents=True, exist_ok=True)
        wait(lambda: driver.find_element("id", "send").is_enabled(), what="send enabled again")
        driver.save_screenshot(str(path / "chat-desktop.png"))

        # A reload reopens the conversation from the log: the questions, the tool card, the answers.
        assert "#c=" in driver.current_url
        driver.refresh()
        wait(lambda: len(driver.find_elements("css selector", ".turn")) == 4, what="the reopened conversation")
        assert "17 * 23" in text_of(driver, ".turn:nth-child(1) .q") and "391" in text_of(driver, ".card")
        stopped = text_of(driver, ".turn:nth-child(3) .a")
        assert "(stopped)" in stopped and "word3" in stopped, "a stopped answer keeps what it had said"
        assert driver.execute_script("return window.pwned === undefined")
        listed = wait(lambda: text_of(driver, "#list .title"), what="the conversation list")
        assert listed == "What is 17 * 23?" and driver.find_elements("css selector", "#list li.current")

        # The list is searchable.
        search = driver.find_element("id", "search")
        search.send_keys("zebra")
        wait(lambda: "nothing found" in text_of(driver, "#list"), what="no match")
        search.clear()
        search.send_keys("hostile")
        wait(lambda: text_of(driver, "#list .title") == "What is 17 * 23?", what="the match")

        # A new conversation starts empty.
        driver.find_element("id", "new").click()
        assert not driver.find_elements("css selector", ".turn") and "#c=" not in driver.current_url

        # At a phone's width: the list gives way to a menu button, nothing runs off the side.
        driver.set_window_size(390, 844)
        driver.get(base + "/#c=" + listed_id(base))
        wait(lambda: len(driver.find_elements("css selector", ".turn")) == 4, what="the conversation at phone width")
        side = "return document.getElementById('side').getBoundingClientRect()"
        assert driver.find_element("id", "menu").is_displayed()
        wait(lambda: driver.execute_script(side + ".right") <= 1, what="the list out of the way")
        assert driver.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")
        driver.save_screenshot(str(path / "chat-phone.png"))
        driver.find_element("id", "menu").click()
        wait(lambda: driver.execute_script(side + ".left") >= 0, what="the list opened")

        # Nothing was asked of any other host.
        urls = requested_urls(driver)
        assert urls and all(u.startswith(base + "/") for u in urls), [u for u in urls if not u.startswith(base)]
    text = log.read_text(encoding="utf-8")
    assert "Traceback" not in text


def listed_id(base: str) -> str:
    return str(get(base + "/v1/localagent/conversations").json()["data"][0]["id"])


def test_the_page_asks_for_the_key_and_says_when_the_server_is_busy(
    tmp_path: Path, webdriver_factory: Callable[[], Any]
) -> None:
    release = tmp_path / "release"  # the other client's generations wait for it: the worker stays busy
    backend = scripted(tmp_path, [LONG, LONG], hold={"until": str(release)})
    args = ["--backend", backend, "--mode", "react", "--api-key", "s3cret", "--max-queue", "1"]
    with running_server(args, tmp_path / "serve.log") as url:
        base = url.removesuffix("/v1")
        assert get(base + "/").status_code == 200  # the page itself holds nothing secret
        assert get(base + "/v1/localagent/info").status_code == 401
        assert get(base + "/v1/localagent/conversations").status_code == 401
        driver = webdriver_factory()
        driver.get(base + "/")
        wait(lambda: driver.find_element("id", "keybox").is_displayed(), what="the key prompt")
        assert "not connected" in text_of(driver, "#about")
        key = driver.find_element("id", "key")
        key.send_keys("s3cret\n")
        wait(lambda: "mode react" in text_of(driver, "#about"), what="connected with the key")

        # The one worker busy with another client's request, and one more waiting: the page says so.
        body = {"model": "localagent-agent", "messages": [{"role": "user", "content": "long"}]}
        others = [threading.Thread(target=lambda: post_with_key(url, "s3cret", body)) for _ in range(2)]
        others[0].start()
        wait(lambda: get(base + "/health").json()["running"] == 1, what="the other request running")
        others[1].start()
        wait(lambda: get(base + "/health").json()["waiting"] == 1, what="the other requests running and waiting")
        ask(driver, "Are you there?")
        wait(lambda: "busy" in text_of(driver, "#status"), what="the busy message")
        assert "try again in" in text_of(driver, "#status")
        release.touch()
        for other in others:
            other.join()


def post_with_key(url: str, key: str, body: dict[str, Any]) -> None:
    import http.client
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
    connection.request("POST", parts.path + "/chat/completions", json.dumps(body),
                       {"content-type": "application/json", "authorization": f"Bearer {key}"})  # fmt: skip
    connection.getresponse().read()
    connection.close()


OFFLINE = Path(__file__).parents[1] / "support" / "offline_page.py"


def test_the_page_loads_with_no_network_but_loopback(tmp_path: Path) -> None:
    """In a network namespace of its own (loopback only), the server and a headless Chromium:
    the page runs its script and shows what it fetched from the server."""
    if subprocess.run(["unshare", "-rn", "true"], capture_output=True).returncode != 0:
        pytest.skip("unshare -rn is not permitted here (no user namespaces)")
    backend = scripted(tmp_path, [" Final Answer: ok"])
    done = subprocess.run(
        ["unshare", "-rn", sys.executable, str(OFFLINE), CHROMIUM or "", backend, str(tmp_path)],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "mode react" in done.stdout and "scripted:script.json" in done.stdout


def test_a_sub_agents_calls_sit_inside_the_card_of_the_call_that_ran_them(
    tmp_path: Path, webdriver_factory: Callable[[], Any]
) -> None:
    """The outer call and the sub-agent's first call are both named call_1_1 in their runs: each
    result lands on its own card, the inner cards inside the outer one, collapsible."""
    from tests.integration.test_subagents_cli import BACK_OFFICE, CONFIG, STEPS

    (tmp_path / "office.py").write_text(BACK_OFFICE)
    config = tmp_path / "config.toml"
    config.write_text(CONFIG.format(tools=tmp_path / "office.py"))
    backend = scripted(tmp_path, STEPS, token_delay=0.005)
    with running_server(["--config", str(config), "--backend", backend, "--mode", "react", "--yes"],
                        tmp_path / "serve.log") as url:  # fmt: skip
        driver = webdriver_factory()
        driver.get(url.removesuffix("/v1") + "/")
        wait(lambda: "mode react" in text_of(driver, "#about"), what="connected")
        ask(driver, "refund 1042")
        wait(lambda: "Your order 1042 has been refunded." in text_of(driver, ".a"), what="the answer")
        outer = driver.find_elements("css selector", ".calls > .card")
        inner = driver.find_elements("css selector", ".calls > .card > .inner > .card")
        tools = [c.find_element("css selector", ".tool").get_attribute("textContent") for c in inner]
        assert len(outer) == 1 and tools == ["lookup_order", "issue_refund"]  # inside the outer card, folded
        assert "Order 1042 was refunded." in outer[0].find_element("css selector", ":scope > .body").get_attribute(
            "textContent")  # fmt: skip
        assert "delivered 12 days ago" in inner[0].get_attribute("textContent")
        assert all("done" in c.find_element("css selector", ".state").get_attribute("textContent")
                   for c in [*outer, *inner])  # fmt: skip


# A plan on the page (`serve --plan`): the office of test_rules_everywhere.py, where 1042 and
# 3001 may be refunded; each refund is written to refunds.txt, so the test sees what ran.
TWO_PLANNED = [
    ' I check.\nAction: check_refundable\nAction Input: {"order_id": "1042"}',
    ' I check.\nAction: check_refundable\nAction Input: {"order_id": "3001"}',
    ' I refund.\nAction: issue_refund\nAction Input: {"order_id": "1042"}',
    ' I refund.\nAction: issue_refund\nAction Input: {"order_id": "3001"}',
    " Done.\nFinal Answer: Both will be refunded once you approve.",
]


def planning_server(tmp_path: Path, outputs: list[str]) -> Any:
    from tests.integration.test_rules_everywhere import office

    config = office(tmp_path)
    (tmp_path / "office.py").write_text(
        (tmp_path / "office.py").read_text().replace('if order_id == "1042":', 'if order_id in ("1042", "3001"):')
    )
    backend = scripted(tmp_path, outputs, token_delay=0.002)
    return running_server(["--config", str(config), "--backend", backend, "--plan"], tmp_path / "serve.log")


def refunded(tmp_path: Path) -> list[str]:
    path = tmp_path / "refunds.txt"
    return path.read_text().split() if path.exists() else []


def plan_rows(driver: Any, turn: int) -> list[str]:
    return [row.get_attribute("textContent") for row in driver.find_elements(
        "css selector", f".turn:nth-child({turn}) .plan .pcall")]  # fmt: skip


def click(driver: Any, css: str) -> None:
    wait(lambda: driver.find_element("css selector", css).is_enabled(), what=f"{css} enabled")
    driver.find_element("css selector", css).click()


def test_a_plan_on_the_page_approved_one_call_then_all(tmp_path: Path, webdriver_factory: Callable[[], Any]) -> None:
    outputs = [
        *TWO_PLANNED, " Order 3001 was refunded; 1042 was not.",
        *TWO_PLANNED, " Both orders were refunded.",
    ]  # fmt: skip
    with planning_server(tmp_path, outputs) as url:
        driver = webdriver_factory()
        driver.get(url.removesuffix("/v1") + "/")
        wait(lambda: "mode react" in text_of(driver, "#about"), what="connected")
        ask(driver, "Refund orders 1042 and 3001")
        # The plan: each call with the check that allowed it, nothing run yet.
        rows = wait(lambda: len(plan_rows(driver, 1)) == 2 and plan_rows(driver, 1), what="the plan")
        assert "cannot be undone" in text_of(driver, ".turn:nth-child(1) .plan .title")
        assert 'issue_refund{"order_id":"1042"}allowed by check_refundable {"order_id":"1042"}' in rows[0]
        assert '{"order_id":"3001"}' in rows[1] and refunded(tmp_path) == []
        assert "Both will be refunded once you approve." in text_of(driver, ".turn:nth-child(1) .a")
        states = text_of(driver, ".turn:nth-child(1) .card .state").split("\n")
        assert [s.split(" ·")[0] for s in states] == ["done", "done", "planned: not run", "planned: not run"]

        # Approve the second call only: it runs, the first never does.
        click(driver, ".turn:nth-child(1) .pcall:nth-child(3) .approve")
        wait(lambda: "Order 3001 was refunded; 1042 was not." in text_of(driver, ".turn:nth-child(2) .a"),
             what="the answer after the approval")  # fmt: skip
        assert refunded(tmp_path) == ["3001"]
        decisions = text_of(driver, ".turn:nth-child(1) .decision").split("\n")
        assert decisions == ["not approved: it will not run", "approved"]
        buttons = driver.find_elements("css selector", ".turn:nth-child(1) .plan button")
        assert len(buttons) == 6 and not any(b.is_enabled() for b in buttons)  # the box is spent
        wait(lambda: "done" in text_of(driver, ".turn:nth-child(2) .card .state"), what="the refund's card")
        assert "issue_refund" in text_of(driver, ".turn:nth-child(2) .card .tool")
        assert "Approve: issue_refund" in text_of(driver, ".turn:nth-child(2) .q")

        # A second plan, approved whole.
        wait(lambda: driver.find_element("id", "send").is_enabled(), what="send enabled again")
        ask(driver, "Refund them both again")
        wait(lambda: len(plan_rows(driver, 3)) == 2, what="the second plan")
        click(driver, ".turn:nth-child(3) .approve-all")
        wait(lambda: "Both orders were refunded." in text_of(driver, ".turn:nth-child(4) .a"), what="the answer")
        assert refunded(tmp_path) == ["3001", "1042", "3001"]
        assert text_of(driver, ".turn:nth-child(3) .decision").split("\n") == ["approved", "approved"]


def test_a_plan_on_the_page_declined_one_call_then_the_rest(
    tmp_path: Path, webdriver_factory: Callable[[], Any]
) -> None:
    with planning_server(tmp_path, TWO_PLANNED) as url:
        driver = webdriver_factory()
        driver.get(url.removesuffix("/v1") + "/")
        wait(lambda: "mode react" in text_of(driver, "#about"), what="connected")
        ask(driver, "Refund orders 1042 and 3001")
        wait(lambda: len(plan_rows(driver, 1)) == 2, what="the plan")

        # Decline the first: the reply says so, and the second waits on in a box of its own.
        click(driver, ".turn:nth-child(1) .pcall:nth-child(2) .decline")
        wait(lambda: "Still waiting for approval" in text_of(driver, ".turn:nth-child(2) .a"), what="the decline")
        assert text_of(driver, ".turn:nth-child(1) .decision").split("\n") == ["declined", "still waiting"]
        rows = wait(lambda: plan_rows(driver, 2), what="the call still waiting")
        assert len(rows) == 1 and '{"order_id":"3001"}' in rows[0]
        assert not driver.find_elements("css selector", ".turn:nth-child(2) .plan .approve-all")  # one call left

        # Decline the last: the plan is settled, nothing ran.
        click(driver, ".turn:nth-child(2) .pcall .decline")
        wait(lambda: "Nothing that cannot be undone was done" in text_of(driver, ".turn:nth-child(3) .a"),
             what="the plan declined")  # fmt: skip
        assert 'issue_refund(order_id="1042")' in text_of(driver, ".turn:nth-child(3) .a")
        assert text_of(driver, ".turn:nth-child(2) .decision") == "declined"
        assert refunded(tmp_path) == []
        assert not driver.find_elements("css selector", ".plan.live")  # every box spent
        wait(lambda: driver.find_element("id", "send").is_enabled(), what="send enabled again")

        # Reopened from the log: the planned calls are still said to be planned, not run.
        driver.refresh()
        wait(lambda: len(driver.find_elements("css selector", ".turn")) == 3, what="the reopened conversation")
        states = text_of(driver, ".turn:nth-child(1) .card .state").split("\n")
        assert [s.split(" ·")[0] for s in states] == ["done", "done", "planned: not run", "planned: not run"]
