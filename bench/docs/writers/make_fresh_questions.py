#!/usr/bin/env python3
# ruff: noqa: E501
"""Write bench/docs/fresh_questions.jsonl and verify every answer phrase.

Each answer phrase must occur (case-insensitively, after stripping tags,
unescaping entities and collapsing whitespace) in at least one of the
question's listed pages.  As a stricter extra check, the phrase must also lie
inside a single running-text block (<p>, <li>, <dd>) that is not inside a
heading, table cell, or <pre> block.
"""

import json
import os
import re
import sys
from collections import Counter
from html.parser import HTMLParser

PY_ROOT = "/usr/share/doc/python3/html"
DEB_ROOT = "/usr/share/debian-reference"
ROOTS = {"python3-doc": PY_ROOT, "debian-reference": DEB_ROOT}
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "fresh_questions.jsonl")

# (id, language, kind, question, pages, answers)
PY = [
    (
        "en",
        "api",
        "run external program and capture its stdout in python",
        ["library/subprocess.html"],
        [
            "Run command with arguments and return its output.",
            "If capture_output is true, stdout and stderr will be captured.",
        ],
    ),
    (
        "en",
        "howto",
        "whats the easiest way to get rid of duplicate entries in a list",
        ["faq/programming.html"],
        ["This converts the list into a set, thereby removing duplicates, and then back into a list."],
    ),
    (
        "en",
        "api",
        "pad a number string with leading zeros",
        ["library/stdtypes.html", "library/string.html"],
        [
            "Return a copy of the string left filled with ASCII '0' digits to make a string of length width.",
            "enables sign-aware zero-padding for numeric types",
        ],
    ),
    (
        "en",
        "api",
        "How do I count how many times each word occurs in a list of words?",
        ["library/collections.html"],
        ["A Counter is a dict subclass for counting hashable objects."],
    ),
    (
        "en",
        "api",
        "keep only the last N items in a queue, dropping the oldest automatically",
        ["library/collections.html"],
        ["when new items are added, a corresponding number of items are discarded from the opposite end"],
    ),
    (
        "en",
        "api",
        "round a Decimal to 2 decimal places for money amounts",
        ["library/decimal.html"],
        ["Return a value equal to the first operand after rounding and having the exponent of the second operand."],
    ),
    (
        "en",
        "concept",
        "why does 0.1 + 0.1 + 0.1 == 0.3 give False??",
        ["tutorial/floatingpoint.html"],
        [
            "most decimal fractions cannot be represented exactly as binary fractions",
            "since 0.1 is not exactly 1/10, summing three values of 0.1 may not yield exactly 0.3",
        ],
    ),
    (
        "en",
        "api",
        "convert a string like '2023-01-05 14:30' into a datetime object",
        ["library/datetime.html"],
        ["Return a datetime corresponding to date_string, parsed according to format."],
    ),
    (
        "en",
        "api",
        "how to work with named time zones like Europe/Berlin without pytz",
        ["library/zoneinfo.html"],
        ["A concrete datetime.tzinfo subclass that represents an IANA time zone specified by the string key."],
    ),
    (
        "en",
        "api",
        "download a web page using only the standard library (no requests)",
        ["library/urllib.request.html"],
        ["Open the URL url, which can be either a string or a Request object."],
    ),
    (
        "en",
        "tool",
        "serve the files in a folder over http from the terminal quickly",
        ["library/http.server.html"],
        [
            "http.server can also be invoked directly using the -m switch of the interpreter.",
            "The server listens to port 8000 by default.",
        ],
    ),
    (
        "en",
        "api",
        "ThreadPoolExecutor",
        ["library/concurrent.futures.html"],
        ["An Executor subclass that uses a pool of at most max_workers threads to execute calls asynchronously."],
    ),
    (
        "en",
        "api",
        "asyncio: run several coroutines concurrently and wait for all the results",
        ["library/asyncio-task.html"],
        ["Run awaitable objects in the aws sequence concurrently."],
    ),
    (
        "en",
        "api",
        "in my unit tests how do i replace a function with a fake one temporarily",
        ["library/unittest.mock.html"],
        [
            "patch() acts as a function decorator, class decorator or a context manager.",
            "When the function/with statement exits the patch is undone.",
        ],
    ),
    (
        "en",
        "api",
        "unittest skip test only on windows / conditionally",
        ["library/unittest.html"],
        ["Skip the decorated test if condition is true."],
    ),
    (
        "en",
        "concept",
        "what is the GIL",
        ["glossary.html"],
        [
            "The mechanism used by the CPython interpreter to assure that only one thread executes Python bytecode at a time."
        ],
    ),
    (
        "en",
        "concept",
        "What is a generator function and how does yield work?",
        ["glossary.html"],
        [
            "A function which returns a generator iterator.",
            "it contains yield expressions for producing a series of values usable in a for-loop",
        ],
    ),
    (
        "en",
        "howto",
        "dataclass field with an empty list as default value",
        ["library/dataclasses.html"],
        [
            "Using default factory functions is a way to create new instances of mutable types as default values for fields"
        ],
    ),
    (
        "en",
        "api",
        "cache results of an expensive function so repeated calls are fast",
        ["library/functools.html"],
        ["Decorator to wrap a function with a memoizing callable that saves up to the maxsize most recent calls."],
    ),
    (
        "en",
        "tool",
        "pip upgrade package to newest version",
        ["installing/index.html"],
        ["Upgrading existing modules must be requested explicitly"],
    ),
    (
        "en",
        "howto",
        "logging - write log messages to a file instead of the console",
        ["howto/logging.html"],
        ["A very common situation is that of recording logging events in a file"],
    ),
    (
        "en",
        "tool",
        "measure execution time of a small snippet of code",
        ["library/timeit.html"],
        [
            "This module provides a simple way to time small bits of Python code.",
            "It has both a Command-Line Interface as well as a callable one.",
        ],
    ),
    (
        "en",
        "api",
        "generate a secure random token for a password reset link",
        ["library/secrets.html"],
        [
            "Return a random text string, in hexadecimal.",
            "The secrets module is used for generating cryptographically strong random numbers",
        ],
    ),
    (
        "en",
        "howto",
        "sqlite3 how to put a python variable into a SELECT query safely",
        ["library/sqlite3.html"],
        ["Always use placeholders instead of string formatting to bind Python values to SQL statements"],
    ),
    (
        "en",
        "concept",
        "is it safe to unpickle data that users upload?",
        ["library/pickle.html"],
        [
            "The pickle module is not secure. Only unpickle data you trust.",
            "It is possible to construct malicious pickle data which will execute arbitrary code during unpickling.",
        ],
    ),
    (
        "en",
        "howto",
        "format an integer with commas as thousands separators, like 1,234,567",
        ["library/string.html"],
        ["The ',' option signals the use of a comma for a thousands separator."],
    ),
    (
        "en",
        "tool",
        "what does the PYTHONPATH environment variable do",
        ["using/cmdline.html"],
        ["Augment the default search path for module files."],
    ),
    (
        "en",
        "concept",
        "does python have a switch/case statement",
        ["tutorial/controlflow.html"],
        [
            "A match statement takes an expression and compares its value to successive patterns given as one or more case blocks."
        ],
    ),
    # German
    (
        "de",
        "api",
        "Wie erstelle ich in Python eine tiefe Kopie einer verschachtelten Liste?",
        ["library/copy.html"],
        [
            "Return a deep copy of x.",
            "A deep copy constructs a new compound object and then, recursively, inserts copies into it",
        ],
    ),
    (
        "de",
        "api",
        "python umgebungsvariable lesen mit standardwert falls nicht gesetzt",
        ["library/os.html"],
        ["Return the value of the environment variable key as a string if it exists, or default if it doesn’t."],
    ),
    (
        "de",
        "api",
        "Rechenintensive Aufgaben in Python auf mehrere Prozesse verteilen (Prozesspool)",
        ["library/multiprocessing.html"],
        ["A process pool object which controls a pool of worker processes to which jobs can be submitted."],
    ),
    # French
    (
        "fr",
        "api",
        "comment intercepter le signal SIGTERM dans un script python ?",
        ["library/signal.html"],
        ["Set the handler for signal signalnum to the function handler."],
    ),
    (
        "fr",
        "api",
        "comparer deux fichiers texte en python et afficher les différences au format diff",
        ["library/difflib.html"],
        ["return a delta (a generator generating the delta lines) in unified diff format"],
    ),
    (
        "fr",
        "api",
        "verrou pour éviter que deux threads modifient la même variable en même temps",
        ["library/threading.html"],
        ["Once a thread has acquired a lock, subsequent attempts to acquire it block, until it is released"],
    ),
    # Spanish
    (
        "es",
        "api",
        "¿Cómo elijo elementos al azar de una lista pero con pesos/probabilidades distintas?",
        ["library/random.html"],
        [
            "Return a k sized list of elements chosen from the population with replacement.",
            "If a weights sequence is specified, selections are made according to the relative weights.",
        ],
    ),
    (
        "es",
        "api",
        "python codificar bytes en base64",
        ["library/base64.html"],
        ["Encode the bytes-like object s using Base64 and return the encoded bytes."],
    ),
    (
        "es",
        "concept",
        "¿qué es un decorador en python?",
        ["glossary.html"],
        [
            "A function returning another function, usually applied as a function transformation using the @wrapper syntax."
        ],
    ),
    # Chinese
    (
        "zh",
        "api",
        "python 怎么判断某一年是不是闰年",
        ["library/calendar.html"],
        ["Returns True if year is a leap year, otherwise False."],
    ),
    (
        "zh",
        "api",
        "用 Python 计算一组数字的中位数",
        ["library/statistics.html"],
        ["Return the median (middle value) of numeric data, using the common “mean of middle two” method."],
    ),
    (
        "zh",
        "api",
        "两个看起来一样的 unicode 字符串比较却不相等，怎么规范化？",
        ["library/unicodedata.html"],
        [
            "Return the normal form form for the Unicode string unistr.",
            "In Unicode, several characters can be expressed in various way.",
        ],
    ),
    # Japanese
    (
        "ja",
        "api",
        "Pythonでパスワードを画面に表示せずに入力させるには？",
        ["library/getpass.html"],
        ["Prompt the user for a password without echoing."],
    ),
    (
        "ja",
        "api",
        "コマンドがPATH上にあるかどうかPythonで調べる方法",
        ["library/shutil.html"],
        ["Return the path to an executable which would be run if the given cmd was called."],
    ),
]

DEB = [
    (
        "en",
        "howto",
        "let my user run sudo without typing a password on my laptop",
        ["ch01.en.html"],
        ["to gain administrative privilege without any password"],
    ),
    (
        "en",
        "howto",
        "I added myself to the dialout group but still can't access the serial port",
        ["ch01.en.html"],
        ['You need to login after logout (or run "exec newgrp") to enable the new group configuration.'],
    ),
    (
        "en",
        "howto",
        "limit apt download speed",
        ["ch02.en.html"],
        [
            "If you want to limit the download bandwidth for APT",
            "you should configure APT with its configuration parameter as the following",
        ],
    ),
    (
        "en",
        "howto",
        "an upgrade broke my system, can I go back to the older package versions?",
        ["ch02.en.html"],
        ["downgrade from newer archive to older archive to recover from broken system upgrade"],
    ),
    (
        "en",
        "tool",
        "which installed package does a given file belong to",
        ["ch02.en.html"],
        ["can be used to search package names which contain files with the matching name installed by dpkg"],
    ),
    (
        "en",
        "tool",
        "how do I see the system logs from the last boot with systemd",
        ["ch03.en.html"],
        [
            "These binary log data are accessed by the journalctl(1) command.",
            "you can display log from the last boot as",
        ],
    ),
    (
        "en",
        "howto",
        "set a static IP address without NetworkManager or a GUI",
        ["ch05.en.html"],
        ["A static network configuration can be set up by creating"],
    ),
    (
        "en",
        "howto",
        "encrypt a USB stick on debian",
        ["ch09.en.html"],
        ["You can encrypt contents of removable mass devices, e.g. USB memory stick"],
    ),
    (
        "en",
        "tool",
        "vim convert tabs to spaces in the whole file",
        ["ch11.en.html"],
        ['For example with vim, you can expand TAB with ":set expandtab" and ":%retab" command sequence.'],
    ),
    (
        "en",
        "tool",
        "git set my name and email globally",
        ["ch10.en.html"],
        ['You may wish to set several global configuration in "~/.gitconfig" such as your name and email address'],
    ),
    (
        "en",
        "concept",
        "what should I include in backups of my Debian machine",
        ["ch10.en.html"],
        [
            "There are 3 key factors which determine actual backup and recovery policy.",
            "Knowing what to backup and recover.",
        ],
    ),
    (
        "en",
        "concept",
        "in shell scripts does exit status 0 mean true or false",
        ["ch12.en.html"],
        ["Each command returns an exit status which can be used for conditional expressions."],
    ),
    # German
    (
        "de",
        "concept",
        "Wie wird festgelegt, welche Rechte neu angelegte Dateien bekommen?",
        ["ch01.de.html"],
        [
            "wird durch den in die Shell integrierten Befehl umask festgelegt/eingeschränkt",
            "ist es sicher, die umask auf 0002 zu setzen, da jeder Benutzer seine eigene private Gruppe hat",
        ],
    ),
    (
        "de",
        "howto",
        "ssh login ohne passwort einrichten",
        ["ch06.de.html"],
        [
            "Erzeugen Sie die Authentifizierungs-Schlüssel lokal und installieren Sie sie wie folgt auf dem fernen System"
        ],
    ),
    # French
    (
        "fr",
        "tool",
        "comment afficher le nom de ma machine debian",
        ["ch03.fr.html"],
        ["Pour afficher le nom de la machine utilisée, lancez la commande hostname"],
    ),
    (
        "fr",
        "howto",
        "lancer un script automatiquement tous les jours à heure fixe",
        ["ch09.fr.html"],
        ["Utilisez cron(8) pour planifier des tâches qui s’exécutent régulièrement."],
    ),
    # Spanish
    (
        "es",
        "tool",
        "¿Cómo hago que el comando vi abra vim en lugar de nvi?",
        ["ch02.es.html"],
        ["se pueden hacer que la orden vi seleccione vim cuando se tienen instalados los paquetes tanto vim y nvi"],
    ),
    (
        "es",
        "howto",
        "montar una partición por UUID en vez de /dev/sda3",
        ["ch09.es.html"],
        ["permite montar dispositivos de bloque utilizando UUID, en lugar de sus nombres de archivo"],
    ),
    # Japanese
    (
        "ja",
        "howto",
        "debianでタイムゾーンを変更するには",
        ["ch09.ja.html"],
        ["Debian システムが使うタイムゾーンは以下のようにして再設定できます。"],
    ),
    (
        "ja",
        "tool",
        "プロセス名を指定してプロセスを止めたい",
        ["ch09.ja.html"],
        ["プロセスコマンド名や他の属性を使ってプロセスを停止"],
    ),
]

NONE = [
    # (language, kind, question, collection the question is asked against)
    ("en", "howto", "how do I center a div horizontally and vertically with flexbox", "python3-doc"),
    ("en", "tool", "docker compose restart policy always vs unless-stopped", "debian-reference"),
    ("en", "concept", "difference between Array.map and forEach in javascript", "python3-doc"),
    ("en", "howto", "kubernetes pod stuck in CrashLoopBackOff how to debug", "debian-reference"),
    ("en", "howto", "how long should I feed a sourdough starter before baking", "python3-doc"),
    ("de", "howto", "Wie beantrage ich einen neuen Reisepass?", "debian-reference"),
    ("zh", "concept", "React 的 useEffect 清理函数什么时候执行？", "python3-doc"),
    ("es", "howto", "cómo calcular el IVA de una factura en Excel", "debian-reference"),
]

BLOCK = {
    "p",
    "li",
    "dd",
    "dt",
    "div",
    "pre",
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "td",
    "th",
    "tr",
    "table",
    "ul",
    "ol",
    "dl",
    "blockquote",
    "section",
    "body",
    "title",
    "caption",
    "br",
}
GOOD = {"p", "li", "dd"}
BAD_ANCESTORS = {"pre", "h1", "h2", "h3", "h4", "h5", "h6", "td", "th", "dt", "caption", "title", "table"}
VOID = {"br", "img", "meta", "link", "hr", "input", "col", "area", "base", "wbr"}


class Extract(HTMLParser):
    """Collects the page text and its running-text blocks."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack = []
        self.all = []
        self.buf = []
        self.blocks = []  # (ok, text)
        self.skip = 0

    def flush(self):
        text = norm("".join(self.buf))
        self.buf = []
        if not text:
            return
        inner = next((t for t in reversed(self.stack) if t in BLOCK), None)
        ok = inner in GOOD and not any(t in BAD_ANCESTORS for t in self.stack)
        self.blocks.append((ok, text))

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self.skip += 1
            return
        if tag in BLOCK:
            self.flush()
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self.skip = max(0, self.skip - 1)
            return
        if tag in BLOCK:
            self.flush()
        if tag in self.stack:
            while self.stack:
                if self.stack.pop() == tag:
                    break

    def handle_data(self, data):
        if self.skip:
            return
        self.all.append(data)
        self.buf.append(data)


def norm(s):
    return re.sub(r"\s+", " ", s).strip()


_cache = {}


def page_text(root, page):
    key = (root, page)
    if key not in _cache:
        with open(os.path.join(root, page), encoding="utf-8") as f:
            p = Extract()
            p.feed(f.read())
            p.close()
            p.flush()
        # Whole-page text: tags stripped, entities unescaped, whitespace collapsed.
        whole = norm(" ".join(p.all)).lower()
        whole2 = norm("".join(p.all)).lower()
        _cache[key] = (whole, whole2, [(ok, t.lower()) for ok, t in p.blocks])
    return _cache[key]


def build():
    rows = []
    n = Counter()
    for lang, kind, q, pages, ans in PY:
        n[("py", lang)] += 1
        rows.append(
            dict(
                id=f"fresh-py-{lang}-{n[('py', lang)]}",
                collection="python3-doc",
                root=PY_ROOT,
                language=lang,
                question=q,
                pages=pages,
                answer=ans,
                kind=kind,
            )
        )
    for lang, kind, q, pages, ans in DEB:
        n[("deb", lang)] += 1
        rows.append(
            dict(
                id=f"fresh-deb-{lang}-{n[('deb', lang)]}",
                collection="debian-reference",
                root=DEB_ROOT,
                language=lang,
                question=q,
                pages=pages,
                answer=ans,
                kind=kind,
            )
        )
    for lang, kind, q, coll in NONE:
        n[("none", lang)] += 1
        rows.append(
            dict(
                id=f"fresh-none-{lang}-{n[('none', lang)]}",
                collection=coll,
                root=ROOTS[coll],
                language=lang,
                question=q,
                pages=[],
                answer=[],
                kind=kind,
            )
        )
    return rows


def verify(rows):
    failures = 0
    ids = Counter(r["id"] for r in rows)
    for i, c in ids.items():
        if c > 1:
            print(f"DUPLICATE id {i}")
            failures += 1
    for r in rows:
        if r["kind"] not in ("api", "howto", "concept", "tool"):
            print(f"{r['id']}: bad kind {r['kind']}")
            failures += 1
        for page in r["pages"]:
            if r["collection"] == "debian-reference" and not page.endswith(f".{r['language']}.html"):
                print(f"{r['id']}: page {page} not in question language")
                failures += 1
        for a in r["answer"]:
            words = len(a.split())
            cjk = re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", a)
            if not cjk and not (5 <= words <= 20):
                print(f"{r['id']}: phrase has {words} words: {a!r}")
                failures += 1
            needle = norm(a).lower()
            found = in_block = False
            for page in r["pages"]:
                whole, whole2, blocks = page_text(r["root"], page)
                if needle in whole or needle in whole2:
                    found = True
                if any(ok and needle in t for ok, t in blocks):
                    in_block = True
            if not found:
                print(f"{r['id']}: NOT FOUND {a!r} in {r['pages']}")
                failures += 1
            elif not in_block:
                print(f"{r['id']}: not inside a single running-text paragraph: {a!r}")
                failures += 1
    return failures


def main():
    rows = build()
    failures = verify(rows)
    with open(OUT, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    by = Counter((r["collection"] if r["pages"] else "none", r["language"]) for r in rows)
    for k in sorted(by):
        print(f"{k[0]:17s} {k[1]}: {by[k]}")
    phrases = sum(len(r["answer"]) for r in rows)
    print(f"wrote {len(rows)} questions ({phrases} answer phrases) to {OUT}")
    print(f"verification failures: {failures}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
