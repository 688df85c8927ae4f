#!/usr/bin/env python3
"""Build and verify the blind question set s20.

Rows are held as data below. Every answer phrase is verified to occur
(case-insensitive, whitespace collapsed, HTML entities unescaped) in the
visible text of at least one listed page, both when tags are replaced by a
space and when tags are removed outright. Every listed page must exist.
Exits non-zero (listing failures) if anything does not verify; otherwise
writes blind_questions_s20.jsonl next to this script.
"""

import html
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "blind_questions_s20.jsonl")

PY = ("python3-doc", "/usr/share/doc/python3/html")
DEB = ("debian-reference", "/usr/share/debian-reference")
NONE = ("none", "")
# Where an unanswerable question is searched (added when the set was committed, before its first
# run): questions about Python libraries in Python's documentation, the others in Debian's guide.
SEARCHED_IN = {
    "b20-none-en-1": DEB,
    "b20-none-en-2": PY,
    "b20-none-en-3": PY,
    "b20-none-en-4": PY,
    "b20-none-en-5": PY,
    "b20-none-en-6": PY,
    "b20-none-de-1": DEB,
    "b20-none-ja-1": DEB,
}

# (id, collection, language, kind, question, pages, answer phrases)
ROWS = [
    # ---------------- python3-doc, English (30) ----------------
    (
        "b20-py-en-1",
        PY,
        "en",
        "api",
        "itertools function to group consecutive items that have the same key?",
        ["library/itertools.html"],
        ["Make an iterator that returns consecutive keys and groups from the iterable"],
    ),
    (
        "b20-py-en-2",
        PY,
        "en",
        "howto",
        "how do i get the top 5 most frequent words with Counter",
        ["library/collections.html"],
        ["Return a list of the n most common elements and their counts from the most common to the least."],
    ),
    (
        "b20-py-en-3",
        PY,
        "en",
        "concept",
        "what happens when you access a missing key in a defaultdict",
        ["library/collections.html"],
        ["it is called without arguments to provide a default value for the given key"],
    ),
    (
        "b20-py-en-4",
        PY,
        "en",
        "howto",
        "convert a string like '2023-01-05 14:30' into a datetime object",
        ["library/datetime.html"],
        ["Return a datetime corresponding to date_string"],
    ),
    (
        "b20-py-en-5",
        PY,
        "en",
        "howto",
        "subprocess.run get the stdout of the command into a variable",
        ["library/subprocess.html"],
        ["If capture_output is true, stdout and stderr will be captured."],
    ),
    (
        "b20-py-en-6",
        PY,
        "en",
        "howto",
        "how to make logging write to a file instead of the console",
        ["library/logging.html", "howto/logging.html"],
        [
            "Specifies that a FileHandler be created, using the specified filename, rather than a StreamHandler",
            "A very common situation is that of recording logging events in a file",
        ],
    ),
    (
        "b20-py-en-7",
        PY,
        "en",
        "howto",
        "regex .* matches too much, how do i make it lazy / match as little as possible",
        ["library/re.html"],
        ["perform the match in non-greedy or minimal fashion; as few characters as possible will be matched."],
    ),
    (
        "b20-py-en-8",
        PY,
        "en",
        "api",
        "is there a builtin decorator to cache/memoize function results",
        ["library/functools.html"],
        ["Decorator to wrap a function with a memoizing callable that saves up to the maxsize most recent calls."],
    ),
    (
        "b20-py-en-9",
        PY,
        "en",
        "api",
        "ignore a specific exception without writing try except pass",
        ["library/contextlib.html"],
        [
            "Return a context manager that suppresses any of the specified exceptions if they occur in the body of a with statement"
        ],
    ),
    (
        "b20-py-en-10",
        PY,
        "en",
        "howto",
        "dataclass field with a list default value, how to avoid the mutable default error",
        ["library/dataclasses.html"],
        ["it must be a zero-argument callable that will be called when a default value is needed for this field."],
    ),
    (
        "b20-py-en-11",
        PY,
        "en",
        "api",
        "enum members where i dont care about the actual values, auto numbering?",
        ["library/enum.html"],
        [
            "If the exact value is unimportant you may use auto instances and an appropriate value will be chosen for you."
        ],
    ),
    (
        "b20-py-en-12",
        PY,
        "en",
        "concept",
        "typing Optional[str] vs str | None whats the difference",
        ["library/typing.html"],
        ["Optional[X] is equivalent to X | None"],
    ),
    (
        "b20-py-en-13",
        PY,
        "en",
        "howto",
        "pathlib read whole text file into a string in one line",
        ["library/pathlib.html"],
        ["Return the decoded contents of the pointed-to file as a string"],
    ),
    (
        "b20-py-en-14",
        PY,
        "en",
        "howto",
        "create a scratch temp directory that gets cleaned up automatically after a with block",
        ["library/tempfile.html"],
        ["the newly created temporary directory and all its contents are removed from the filesystem."],
    ),
    (
        "b20-py-en-15",
        PY,
        "en",
        "howto",
        "unittest skip a test only on windows / when some condition is true",
        ["library/unittest.html"],
        ["Skip the decorated test if condition is true."],
    ),
    (
        "b20-py-en-16",
        PY,
        "en",
        "howto",
        "asyncio run several coroutines at the same time and wait for all results",
        ["library/asyncio-task.html"],
        ["Run awaitable objects in the aws sequence concurrently"],
    ),
    (
        "b20-py-en-17",
        PY,
        "en",
        "howto",
        "format spec to pad a number with leading zeros like 007",
        ["library/string.html"],
        ["character enables sign-aware zero-padding for numeric types."],
    ),
    (
        "b20-py-en-18",
        PY,
        "en",
        "howto",
        "sqlite3 how to safely put variables into a query, avoid sql injection",
        ["library/sqlite3.html"],
        [
            "Always use placeholders instead of string formatting to bind Python values to SQL statements, to avoid SQL injection attacks"
        ],
    ),
    (
        "b20-py-en-19",
        PY,
        "en",
        "howto",
        "json.dumps pretty print with indentation",
        ["library/json.html"],
        ["then JSON array elements and object members will be pretty-printed with that indent level."],
    ),
    (
        "b20-py-en-20",
        PY,
        "en",
        "concept",
        "csv writer puts extra blank lines between rows on windows why",
        ["library/csv.html"],
        [
            "newlines embedded inside quoted fields will not be interpreted correctly, and on platforms that use \\r\\n linendings on write an extra \\r will be added."
        ],
    ),
    (
        "b20-py-en-21",
        PY,
        "en",
        "concept",
        "why does my function with def f(a, L=[]) keep the old values between calls",
        ["tutorial/controlflow.html"],
        [
            "Important warning: The default value is evaluated only once.",
            "This makes a difference when the default is a mutable object such as a list, dictionary, or instances of most classes.",
        ],
    ),
    (
        "b20-py-en-22",
        PY,
        "en",
        "concept",
        "why is 0.1 + 0.2 not equal to 0.3 in python",
        ["tutorial/floatingpoint.html"],
        ["the decimal value 0.1 cannot be represented exactly as a base 2 fraction."],
    ),
    (
        "b20-py-en-23",
        PY,
        "en",
        "concept",
        "what is the GIL and why don't threads use all my cpu cores",
        ["faq/library.html"],
        [
            "is used internally to ensure that only one thread runs in the Python VM at a time.",
            "a multi-threaded Python program effectively only uses one CPU",
        ],
    ),
    (
        "b20-py-en-24",
        PY,
        "en",
        "howto",
        "how can a script detect if its running inside a virtualenv",
        ["library/venv.html"],
        ["to determine if the current interpreter is running from a virtual environment."],
    ),
    (
        "b20-py-en-25",
        PY,
        "en",
        "concept",
        "is it safe to unpickle data i got from a user upload?",
        ["library/pickle.html"],
        ["The pickle module is not secure", "Only unpickle data you trust."],
    ),
    (
        "b20-py-en-26",
        PY,
        "en",
        "concept",
        "what does the := walrus operator do",
        ["reference/expressions.html"],
        [
            "(sometimes also called a “named expression” or “walrus”) assigns an expression to an identifier",
            "while also returning the value of the expression",
        ],
    ),
    (
        "b20-py-en-27",
        PY,
        "en",
        "api",
        "python equivalent of `which` to find where an executable is on PATH",
        ["library/shutil.html"],
        ["Return the path to an executable which would be run if the given cmd was called."],
    ),
    (
        "b20-py-en-28",
        PY,
        "en",
        "api",
        "get the n biggest items from a list without sorting the whole thing",
        ["library/heapq.html"],
        ["Return a list with the n largest elements from the dataset defined by iterable"],
    ),
    (
        "b20-py-en-29",
        PY,
        "en",
        "howto",
        "asyncio put a timeout on an await so it doesnt hang forever",
        ["library/asyncio-task.html"],
        ["Wait for the aw awaitable to complete with a timeout."],
    ),
    (
        "b20-py-en-30",
        PY,
        "en",
        "howto",
        "keep only the last N items in a queue, like a fixed size buffer",
        ["library/collections.html"],
        [
            "Once a bounded length deque is full, when new items are added, a corresponding number of items are discarded from the opposite end."
        ],
    ),
    # ---------------- python3-doc, other languages (8) ----------------
    (
        "b20-py-de-1",
        PY,
        "de",
        "howto",
        "Wie lese ich eine Textdatei Zeile für Zeile in Python?",
        ["tutorial/inputoutput.html"],
        ["For reading lines from a file, you can loop over the file object."],
    ),
    (
        "b20-py-de-2",
        PY,
        "de",
        "concept",
        "was bedeutet eigentlich if __name__ == '__main__' in einem skript",
        ["library/__main__.html"],
        ["if the module is executed in the top-level code environment, its __name__ is set to the string"],
    ),
    (
        "b20-py-fr-1",
        PY,
        "fr",
        "howto",
        "comment mesurer le temps d'exécution d'un petit bout de code python ?",
        ["library/timeit.html"],
        ["This module provides a simple way to time small bits of Python code."],
    ),
    (
        "b20-py-fr-2",
        PY,
        "fr",
        "concept",
        "quelle est la différence entre une liste et un tuple en python",
        ["tutorial/datastructures.html"],
        [
            "usually contain a heterogeneous sequence of elements that are accessed via unpacking",
            "their elements are usually homogeneous and are accessed by iterating over the list.",
        ],
    ),
    (
        "b20-py-es-1",
        PY,
        "es",
        "howto",
        "como ordenar una lista de mayor a menor en python",
        ["howto/sorting.html"],
        ["accept a reverse parameter with a boolean value."],
    ),
    (
        "b20-py-es-2",
        PY,
        "es",
        "concept",
        "qué es un generador en python y para qué sirve yield",
        ["tutorial/classes.html"],
        ["Generators are a simple and powerful tool for creating iterators."],
    ),
    (
        "b20-py-ja-1",
        PY,
        "ja",
        "api",
        "Pythonの正規表現で大文字小文字を区別しないでマッチさせるには？",
        ["library/re.html"],
        ["Perform case-insensitive matching; expressions like [A-Z] will also match lowercase letters."],
    ),
    (
        "b20-py-zh-1",
        PY,
        "zh",
        "howto",
        "python 怎么生成安全的随机密码或者token",
        ["library/secrets.html"],
        ["used for generating cryptographically strong random numbers suitable for managing data such as passwords"],
    ),
    # ---------------- debian-reference, English (12) ----------------
    (
        "b20-deb-en-1",
        DEB,
        "en",
        "concept",
        "apt vs apt-get, what's the actual difference",
        ["ch02.en.html"],
        [
            "The apt command is a high-level commandline interface for package management.",
            "It is basically a wrapper of apt-get",
        ],
    ),
    (
        "b20-deb-en-2",
        DEB,
        "en",
        "howto",
        "how do i find out which package a file like /usr/bin/foo came from",
        ["ch02.en.html"],
        ["can be used to search package names which contain files with the matching name installed by dpkg"],
    ),
    (
        "b20-deb-en-3",
        DEB,
        "en",
        "howto",
        "get rid of leftover config files from packages i already removed",
        ["ch02.en.html"],
        ["You can purge all remaining configuration files of removed packages."],
    ),
    (
        "b20-deb-en-4",
        DEB,
        "en",
        "howto",
        "ssh login without typing password every time (key based)",
        ["ch06.en.html"],
        [
            "One can avoid having to remember passwords for remote systems by using",
            "Generate authentication keys locally and install the public key on the remote system by the following.",
        ],
    ),
    (
        "b20-deb-en-5",
        DEB,
        "en",
        "howto",
        "how to see system logs since last boot with systemd",
        ["ch03.en.html"],
        [
            "These binary log data are accessed by the journalctl",
            "For example, you can display log from the last boot as:",
        ],
    ),
    (
        "b20-deb-en-6",
        DEB,
        "en",
        "api",
        "where is the hostname stored on debian",
        ["ch03.en.html"],
        [
            "sets the system hostname at boot time to the name stored in",
            "This file should contain only the system hostname, not a fully qualified domain name.",
        ],
    ),
    (
        "b20-deb-en-7",
        DEB,
        "en",
        "howto",
        "my usb disk gets a different /dev/sdX name each boot, how to mount it reliably in fstab",
        ["ch09.en.html"],
        [
            "may yield different names for partitions, you can access them consistently.",
            "can mount a block device using UUID",
        ],
    ),
    (
        "b20-deb-en-8",
        DEB,
        "en",
        "concept",
        "what directories should i include in a backup of my debian box",
        ["ch10.en.html"],
        [
            "Data files directly created by you: data in",
            "Data files created by applications used by you: data in",
            "System configuration files: data in",
        ],
    ),
    (
        "b20-deb-en-9",
        DEB,
        "en",
        "howto",
        "record everything i type in a terminal session to a file",
        ["ch01.en.html"],
        ["The basic method of recording the shell activity is to run it under"],
    ),
    (
        "b20-deb-en-10",
        DEB,
        "en",
        "howto",
        "proper way to shut down debian from the command line",
        ["ch01.en.html"],
        [
            "the Debian system needs the proper shutdown procedure before power can safely be turned off.",
            "You can shutdown the system under the normal multiuser mode from the commandline.",
        ],
    ),
    (
        "b20-deb-en-11",
        DEB,
        "en",
        "concept",
        "NetworkManager doesn't manage my eth0 interface, why",
        ["ch05.en.html"],
        ["Only interfaces which are not listed in", "are managed by NM to avoid conflict with"],
    ),
    (
        "b20-deb-en-12",
        DEB,
        "en",
        "howto",
        "create a throwaway test user account and delete it with its home dir afterwards",
        ["ch01.en.html"],
        ["Additional user accounts can be created with", "you can remove this user account and its home directory by"],
    ),
    # ---------------- debian-reference, other languages (6) ----------------
    (
        "b20-deb-de-1",
        DEB,
        "de",
        "howto",
        "wie kann mein normaler benutzer per sudo root-rechte bekommen ohne das root-passwort",
        ["ch01.de.html", "ch01.en.html"],
        ["lediglich mit seinem Benutzer-Passwort (aber ohne das root-Passwort) administrative Rechte bekommen kann"],
    ),
    (
        "b20-deb-fr-1",
        DEB,
        "fr",
        "howto",
        "comment activer les mises à jour de sécurité automatiques sur debian ?",
        ["ch02.fr.html", "ch02.en.html"],
        [
            "Ce script peut être amélioré afin d’effectuer la mise à niveau automatique des paquets en installant le paquet unattended-upgrades",
            "The unattended-upgrades package is mainly intended for the security upgrade for the stable system.",
        ],
    ),
    (
        "b20-deb-es-1",
        DEB,
        "es",
        "concept",
        "en qué orden se resuelven los nombres de equipo, /etc/hosts o dns primero",
        ["ch05.es.html", "ch05.en.html"],
        ["devuelve todas las direcciones válidas de esta y finaliza.", "If the hostname is found in the"],
    ),
    (
        "b20-deb-it-1",
        DEB,
        "it",
        "concept",
        "posso cambiare la shell di login in zsh con chsh?",
        ["ch01.it.html", "ch01.en.html"],
        [
            "Dato che la shell di login può essere utilizzata da alcuni programmi di inizializzazione del sistema, è prudente mantenerla come bash",
            "Since the login shell may be used by some system initialization programs, it is prudent to keep it as bash",
        ],
    ),
    (
        "b20-deb-ja-1",
        DEB,
        "ja",
        "concept",
        "良いパスワードの条件って？何文字くらい必要？",
        ["ch04.ja.html", "ch04.en.html"],
        [
            "コマンドによってアカウント作成する際には、次に記すようなセットからなる少なくとも6から8文字の",
            "you should choose a good password which consists of at least 6 to 8 characters including one or more characters from each of the following sets",
        ],
    ),
    (
        "b20-deb-zh-1",
        DEB,
        "zh",
        "howto",
        "cat 了一个二进制文件之后终端乱码了怎么恢复",
        ["ch01.zh-cn.html", "ch01.en.html"],
        ["When the screen goes berserk after doing some funny things such as"],
    ),
    # ---------------- not answered by either collection (8) ----------------
    ("b20-none-en-1", NONE, "en", "none", "kubectl pod stuck in CrashLoopBackOff how do i debug it", [], []),
    ("b20-none-en-2", NONE, "en", "none", "flask route with a url parameter like /user/<id>", [], []),
    ("b20-none-en-3", NONE, "en", "none", "why does react useEffect run twice in development mode", [], []),
    ("b20-none-en-4", NONE, "en", "none", "pandas merge two dataframes on multiple columns", [], []),
    ("b20-none-en-5", NONE, "en", "none", "matplotlib how to change the figure size of a plot", [], []),
    ("b20-none-en-6", NONE, "en", "none", "rust error cannot borrow as mutable more than once at a time", [], []),
    ("b20-none-de-1", NONE, "de", "none", "Wie erstelle ich eine Pivot-Tabelle in Excel?", [], []),
    ("b20-none-ja-1", NONE, "ja", "none", "Kubernetes で Pod のログを確認するコマンドは？", [], []),
]

_cache = {}


def visible_texts(path):
    """Return (tags->space, tags removed) normalized visible text of a page."""
    if path not in _cache:
        with open(path, encoding="utf-8", errors="replace") as f:
            s = f.read()
        s = re.sub(r"(?is)<(script|style)\b.*?</\1>", " ", s)
        s = re.sub(r"(?s)<!--.*?-->", " ", s)
        out = []
        for rep in (" ", ""):
            t = html.unescape(re.sub(r"<[^>]*>", rep, s))
            out.append(re.sub(r"\s+", " ", t).strip().lower())
        _cache[path] = tuple(out)
    return _cache[path]


def norm(p):
    return re.sub(r"\s+", " ", html.unescape(p)).strip().lower()


def main():
    failures = []
    records = []
    ids = set()
    for rid, (coll, root), lang, kind, q, pages, answers in ROWS:
        if rid in ids:
            failures.append(f"{rid}: duplicate id")
        ids.add(rid)
        if coll == "none":
            if pages or answers:
                failures.append(f"{rid}: unanswerable row must have no pages/answers")
        else:
            if not pages or not answers:
                failures.append(f"{rid}: answerable row needs pages and answers")
            full = []
            for p in pages:
                fp = os.path.join(root, p)
                if not os.path.isfile(fp):
                    failures.append(f"{rid}: page missing: {fp}")
                else:
                    full.append(fp)
            for a in answers:
                n = norm(a)
                if not any(all(n in t for t in visible_texts(fp)) for fp in full):
                    failures.append(f"{rid}: phrase not found in both text forms of {pages}: {a!r}")
        records.append(
            {
                "id": rid,
                "collection": coll,
                "root": root,
                "language": lang,
                "question": q,
                "pages": pages,
                "answer": answers,
                "kind": kind,
            }
        )

    # expected composition
    def count(pred):
        return sum(1 for r in records if pred(r))

    expect = [
        ("python3-doc en", count(lambda r: r["collection"] == "python3-doc" and r["language"] == "en"), 30),
        ("python3-doc other", count(lambda r: r["collection"] == "python3-doc" and r["language"] != "en"), 8),
        ("debian-reference en", count(lambda r: r["collection"] == "debian-reference" and r["language"] == "en"), 12),
        ("debian-reference other", count(lambda r: r["collection"] == "debian-reference" and r["language"] != "en"), 6),
        ("none en", count(lambda r: r["collection"] == "none" and r["language"] == "en"), 6),
        ("none other", count(lambda r: r["collection"] == "none" and r["language"] != "en"), 2),
        ("total", len(records), 64),
    ]
    for name, got, want in expect:
        if got != want:
            failures.append(f"count {name}: got {got}, want {want}")

    for record in records:
        if record["collection"] == "none":
            record["collection"], record["root"] = SEARCHED_IN[record["id"]]
    if failures:
        print(f"{len(failures)} verification failure(s):", file=sys.stderr)
        for f in failures:
            print("  " + f, file=sys.stderr)
        sys.exit(1)

    with open(OUT, "w", encoding="utf-8") as f:
        for r in records:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"OK: {len(records)} rows verified, written to {OUT}")


if __name__ == "__main__":
    main()
