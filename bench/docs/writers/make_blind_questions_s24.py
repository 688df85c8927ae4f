#!/usr/bin/env python3
"""Blind evaluation question set s24 for the offline documentation QA tool.

Rows are held as data below. Every row is verified against the installed
documentation; the JSONL file (first CLI argument) is written only when all
checks pass.  On failure the problems are listed and the exit status is 1.
"""
import gzip
import html
import json
import os
import re
import sys
from collections import Counter

PY = "/usr/share/doc/python3/html"
DEB = "/usr/share/debian-reference"
ROOTS = {"python3-doc": PY, "debian-reference": DEB}

# ---------------------------------------------------------------------------
# Rows: (id, collection, language, question, pages, answer, kind)
# ---------------------------------------------------------------------------
ROWS = [
    # ---------------- python3-doc, English (26) ----------------
    ("b24-py-en-1", "python3-doc", "en",
     "check free disk space python",
     ["library/shutil.html"],
     ["which are the amount of total, used and free space, in bytes"],
     "api"),
    ("b24-py-en-2", "python3-doc", "en",
     "i need a scratch folder for my tests that gets deleted automatically when im done with it",
     ["library/tempfile.html"],
     ["the newly created temporary directory and all its contents are removed from the filesystem"],
     "howto"),
    ("b24-py-en-3", "python3-doc", "en",
     "How do I strip the indentation from a multi-line string literal that is indented inside a function?",
     ["library/textwrap.html"],
     ["Remove any common leading whitespace from every line in"],
     "howto"),
    ("b24-py-en-4", "python3-doc", "en",
     "itertools groupby gives me the same key several times instead of one group per key",
     ["library/itertools.html"],
     ["Generally, the iterable needs to already be sorted on the same key function."],
     "api"),
    ("b24-py-en-5", "python3-doc", "en",
     "cleanest way to ignore FileNotFoundError when deleting a file without writing try/except/pass",
     ["library/contextlib.html"],
     ["Return a context manager that suppresses any of the specified exceptions"],
     "howto"),
    ("b24-py-en-6", "python3-doc", "en",
     "subprocess.run with timeout - is the child process killed when the time runs out?",
     ["library/subprocess.html"],
     ["If the timeout expires, the child process will be killed and waited for."],
     "api"),
    ("b24-py-en-7", "python3-doc", "en",
     "logging.basicConfig(level=logging.DEBUG) has no effect, my debug messages still dont show up",
     ["library/logging.html"],
     ["This function does nothing if the root logger already has handlers configured"],
     "error"),
    ("b24-py-en-8", "python3-doc", "en",
     "UnboundLocalError: local variable 'total' referenced before assignment, but total is defined at the top of the module",
     ["faq/programming.html"],
     ["This is because when you make an assignment to a variable in a scope, that variable becomes local to that scope"],
     "error"),
    ("b24-py-en-9", "python3-doc", "en",
     "why does def add(item, bucket=[]) keep items from previous calls?",
     ["faq/programming.html"],
     ["Default values are created exactly once, when the function is defined."],
     "concept"),
    ("b24-py-en-10", "python3-doc", "en",
     "what does an else block after a for loop do and when does it run",
     ["tutorial/controlflow.html"],
     ["it is executed when the loop terminates through exhaustion of the iterable"],
     "concept"),
    ("b24-py-en-11", "python3-doc", "en",
     "generate a secure random token for a password reset link",
     ["library/secrets.html"],
     ["Return a random URL-safe text string, containing nbytes random bytes.",
      "secrets should be used in preference to the default pseudo-random number generator"],
     "api"),
    ("b24-py-en-12", "python3-doc", "en",
     "ZoneInfoNotFoundError: 'No time zone found with key Europe/Berlin' on Windows",
     ["library/zoneinfo.html"],
     ["If neither system data nor tzdata are available, all calls to ZoneInfo will raise ZoneInfoNotFoundError",
      "the library will fall back to using the first-party tzdata package available on PyPI"],
     "error"),
    ("b24-py-en-13", "python3-doc", "en",
     "one-liner to serve the files in a folder over http so I can download them from my phone",
     ["library/http.server.html"],
     ["http.server can also be invoked directly using the -m switch of the interpreter.",
      "The default can be overridden by passing the desired port number as an argument"],
     "command"),
    ("b24-py-en-14", "python3-doc", "en",
     "sqlite3 how to put python variables into an INSERT query safely",
     ["library/sqlite3.html"],
     ["Always use placeholders instead of string formatting to bind Python values to SQL statements"],
     "howto"),
    ("b24-py-en-15", "python3-doc", "en",
     "Is it safe to load a .pkl file that someone sent me?",
     ["library/pickle.html"],
     ["Never unpickle data that could have come from an untrusted source",
      "It is possible to construct malicious pickle data which will execute arbitrary code"],
     "concept"),
    ("b24-py-en-16", "python3-doc", "en",
     "count how often each word appears and get the 10 most frequent ones",
     ["library/collections.html"],
     ["Return a list of the n most common elements and their counts from the most common to the least."],
     "api"),
    ("b24-py-en-17", "python3-doc", "en",
     "how to stop python from creating __pycache__ folders everywhere",
     ["using/cmdline.html"],
     ["If given, Python won’t try to write .pyc files on the import of source modules."],
     "command"),
    ("b24-py-en-18", "python3-doc", "en",
     "RecursionError: maximum recursion depth exceeded - can I raise the limit?",
     ["library/sys.html"],
     ["Set the maximum depth of the Python interpreter stack to",
      "This limit prevents infinite recursion from causing an overflow of the C stack and crashing Python."],
     "error"),
    ("b24-py-en-19", "python3-doc", "en",
     "find all .txt files in a directory and all its subdirectorys with glob",
     ["library/glob.html"],
     ["will match any files and zero or more directories, subdirectories and symbolic links to directories"],
     "api"),
    ("b24-py-en-20", "python3-doc", "en",
     "my script just dies with 'Segmentation fault' and no traceback, how can I see where it crashed?",
     ["library/faulthandler.html"],
     ["This module contains functions to dump Python tracebacks explicitly, on a fault, after a timeout, or on a user signal.",
      "You can also enable them at startup by setting the PYTHONFAULTHANDLER environment variable"],
     "error"),
    ("b24-py-en-21", "python3-doc", "en",
     "tomllib dump / save a dict back to a .toml file",
     ["library/tomllib.html"],
     ["This module does not support writing TOML.",
      "The Tomli-W package is a TOML writer that can be used in conjunction with this module"],
     "api"),
    ("b24-py-en-22", "python3-doc", "en",
     "mock.patch('mymodule.helpers.fetch') doesnt replace the function, my test still calls the real one",
     ["library/unittest.mock.html"],
     ["which is not necessarily the same place as where it is defined",
      "it matters that you patch objects in the namespace where they are looked up"],
     "error"),
    ("b24-py-en-23", "python3-doc", "en",
     "RuntimeError: asyncio.run() cannot be called from a running event loop",
     ["library/asyncio-runner.html"],
     ["This function cannot be called when another asyncio event loop is running in the same thread."],
     "error"),
    ("b24-py-en-24", "python3-doc", "en",
     "why is round(2.5) equal to 2 and not 3",
     ["library/functions.html"],
     ["if two multiples are equally close, rounding is done toward the even choice"],
     "concept"),
    ("b24-py-en-25", "python3-doc", "en",
     "f-string shortcut to print a variable's name together with its value for debugging",
     ["reference/lexical_analysis.html"],
     ["To display both the expression text and its value after evaluation, (useful in debugging), an equal sign '=' may be added after the expression."],
     "howto"),
    ("b24-py-en-26", "python3-doc", "en",
     "multiprocessing Pool on windows starts new processes over and over / RuntimeError about bootstrapping phase",
     ["library/multiprocessing.html"],
     ["Make sure that the main module can be safely imported by a new Python interpreter without causing unintended side effects"],
     "error"),

    # ---------------- python3-doc, other languages (10) ----------------
    ("b24-py-de-1", "python3-doc", "de",
     "Wie kopiere ich eine verschachtelte Liste so, dass Änderungen an der Kopie das Original nicht verändern?",
     ["library/copy.html"],
     ["A deep copy constructs a new compound object and then, recursively, inserts copies into it of the objects found in the original."],
     "concept"),
    ("b24-py-de-2", "python3-doc", "de",
     "passwort im terminal abfragen ohne dass die eingabe sichtbar ist",
     ["library/getpass.html"],
     ["Prompt the user for a password without echoing."],
     "api"),
    ("b24-py-fr-1", "python3-doc", "fr",
     "Comment transformer la chaîne \"[1, 2, 3]\" en vraie liste Python sans utiliser eval() ?",
     ["library/ast.html"],
     ["This can be used for evaluating strings containing Python values without the need to parse the values oneself.",
      "Evaluate an expression node or a string containing only a Python literal or container display."],
     "howto"),
    ("b24-py-fr-2", "python3-doc", "fr",
     "pourquoi mon programme avec plusieurs threads n'utilise qu'un seul coeur du processeur",
     ["faq/library.html"],
     ["a multi-threaded Python program effectively only uses one CPU"],
     "concept"),
    ("b24-py-es-1", "python3-doc", "es",
     "cómo mostrar un número con separador de miles (1,000,000) en python",
     ["library/string.html"],
     ["The ',' option signals the use of a comma for a thousands separator."],
     "howto"),
    ("b24-py-es-2", "python3-doc", "es",
     "¿Cómo renombro un archivo sobrescribiendo el destino si ya existe, de forma atómica?",
     ["library/os.html"],
     ["If successful, the renaming will be an atomic operation (this is a POSIX requirement).",
      "If dst exists and is a file, it will be replaced silently if the user has permission."],
     "api"),
    ("b24-py-ja-1", "python3-doc", "ja",
     "ThreadPoolExecutor のスレッド数を指定しないと何個になる？",
     ["library/concurrent.futures.html"],
     ["Default value of max_workers is changed to min(32, os.cpu_count() + 4)"],
     "api"),
    ("b24-py-ja-2", "python3-doc", "ja",
     "sorted でキーが同じ要素の元の順番は保証されますか",
     ["howto/sorting.html"],
     ["That means that when multiple records have the same key, their original order is preserved."],
     "concept"),
    ("b24-py-zh-1", "python3-doc", "zh",
     "python 怎么按依赖关系给任务排序（先执行被依赖的任务）",
     ["library/graphlib.html"],
     ["Provides functionality to topologically sort a graph of hashable nodes."],
     "api"),
    ("b24-py-zh-2", "python3-doc", "zh",
     "创建几百万个小对象内存占用太大，怎么让实例不带 __dict__",
     ["reference/datamodel.html"],
     ["allow us to explicitly declare data members (like properties) and deny the creation of"],
     "concept"),

    # ---------------- debian-reference, English (10) ----------------
    ("b24-deb-en-1", "debian-reference", "en",
     "apt keeps pulling in a package I don't want because something recommends it, how do I block it for good?",
     ["ch02.en.html"],
     ["If you wish not to pull in particular packages automatically by \"Recommends\", you must create the"],
     "config"),
    ("b24-deb-en-2", "debian-reference", "en",
     "both vim and nvi are installed, how do I choose which one runs when I type vi",
     ["ch02.en.html"],
     ["you can make the vi command select to run vim while installing both vim and nvi packages",
      "The Debian alternatives system keeps its selection as symlinks in"],
     "command"),
    ("b24-deb-en-3", "debian-reference", "en",
     "perl: warning: Setting locale failed. LANG=de_DE.UTF-8 not available on debian",
     ["ch08.en.html"],
     ["In order for the system to access a particular locale, the locale data must be compiled from the locale database.",
      "The locales package does not come with pre-compiled locale data."],
     "error"),
    ("b24-deb-en-4", "debian-reference", "en",
     "let my normal user run admin commands without logging in as root",
     ["ch04.en.html"],
     ["is a program designed to allow a sysadmin to give limited root privileges to users and log root activity",
      "Install sudo package and activate it by setting options in"],
     "howto"),
    ("b24-deb-en-5", "debian-reference", "en",
     "how can I get warned before my hard drive dies",
     ["ch09.en.html"],
     ["You can monitor and log your hard disk which is compliant to SMART"],
     "howto"),
    ("b24-deb-en-6", "debian-reference", "en",
     "show logs from the last boot systemd",
     ["ch03.en.html"],
     ["you can display log from the last boot as",
      "both kernel and system messages are logged by the journal service"],
     "command"),
    ("b24-deb-en-7", "debian-reference", "en",
     "Can I go back to an older version of packages after an upgrade broke my system?",
     ["ch02.en.html"],
     ["Downgrading is not officially supported by the Debian by design.",
      "It should be done only as a part of emergency recovery process."],
     "concept"),
    ("b24-deb-en-8", "debian-reference", "en",
     "forgot root password on my debian box, how to get back in",
     ["ch04.en.html"],
     ["Boot system with the kernel parameter changed to something like",
      "make the second entry for the root account empty"],
     "howto"),
    ("b24-deb-en-9", "debian-reference", "en",
     "run a backup script every night at 2am as my own user (not root)",
     ["ch09.en.html"],
     ["You can schedule to run processes as a normal user"],
     "howto"),
    ("b24-deb-en-10", "debian-reference", "en",
     "wipe an old usb stick completely before giving it away",
     ["ch09.en.html"],
     ["There are several ways to completely erase data from an entire hard disk like device",
      "Erase all the disk content by resetting data to 0 with the following."],
     "command"),

    # ---------------- debian-reference, other languages (10) ----------------
    ("b24-deb-de-1", "debian-reference", "de",
     "Wo wird bei Debian der Rechnername gespeichert, damit er nach einem Neustart erhalten bleibt?",
     ["ch03.de.html"],
     ["gestartete System-Unit setzt beim Systemstart den Rechnernamen auf den in"],
     "config"),
    ("b24-deb-de-2", "debian-reference", "de",
     "datei aus versehen mit rm gelöscht, sie ist aber noch in einem laufenden programm offen - kann ich sie zurückholen?",
     ["ch09.de.html"],
     ["ist es möglich, diese Datei wiederherzustellen"],
     "howto"),
    ("b24-deb-fr-1", "debian-reference", "fr",
     "programmer une commande qui ne tourne qu'une seule fois lundi prochain (pas tous les jours)",
     ["ch09.fr.html"],
     ["pour planifier un travail qui s’exécute une fois"],
     "command"),
    ("b24-deb-fr-2", "debian-reference", "fr",
     "apt-get sature ma connexion pendant les mises à jour, comment brider la vitesse de téléchargement ?",
     ["ch02.fr.html"],
     ["vous devrez configurer APT avec son paramètre de configuration comme suit"],
     "config"),
    ("b24-deb-es-1", "debian-reference", "es",
     "los nombres /dev/sdb y /dev/sdc se intercambian al reiniciar, cómo monto siempre el mismo disco en fstab",
     ["ch09.es.html"],
     ["permite montar dispositivos de bloque utilizando UUID"],
     "config"),
    ("b24-deb-es-2", "debian-reference", "es",
     "cómo veo cuánto espacio ocupa una carpeta desde la terminal",
     ["ch09.es.html"],
     ["informa del espacio de disco utilizado por el árbol de un directorio"],
     "command"),
    ("b24-deb-it-1", "debian-reference", "it",
     "apt update mi dà GPG error ... BADSIG, come lo sistemo?",
     ["ch02.it.html"],
     ["Si dovrebbero rimuovere tutti i dati in cache con"],
     "error"),
    ("b24-deb-it-2", "debian-reference", "it",
     "il sistema è completamente bloccato e non risponde, esiste una combinazione di tasti per riprenderne il controllo?",
     ["ch09.it.html"],
     ["seguito da un tasto fa la magia di ripristinare il controllo del sistema"],
     "howto"),
    ("b24-deb-ja-1", "debian-reference", "ja",
     "インストール済みパッケージのファイルが改ざんされていないか確認する方法",
     ["ch02.ja.html"],
     ["ファイル中の MD5sum 値との比較でインストールされたパッケージファイルを検証できます"],
     "command"),
    ("b24-deb-zh-1", "debian-reference", "zh",
     "debian 系统时间老是不准，怎么让它自动和网络对时",
     ["ch09.zh-cn.html"],
     ["如果你希望通过网络来更新系统时间，考虑使用"],
     "howto"),

    # ---------------- unanswerable (8) ----------------
    ("b24-none-en-1", "none", "en",
     "how do I build a REST API with FastAPI and run it under uvicorn",
     [], [], "none"),
    ("b24-none-en-2", "none", "en",
     "set up a small kubernetes cluster on debian with kubeadm",
     [], [], "none"),
    ("b24-none-de-1", "none", "de",
     "Wie steuere ich mit Selenium und chromedriver einen Browser aus Python?",
     [], [], "none"),
    ("b24-none-fr-1", "none", "fr",
     "Comment configurer un VPN WireGuard avec wg-quick sur mon serveur Debian ?",
     [], [], "none"),
    ("b24-none-es-1", "none", "es",
     "cómo leer una hoja de un archivo .xlsx con openpyxl",
     [], [], "none"),
    ("b24-none-it-1", "none", "it",
     "come ottenere un certificato Let's Encrypt con certbot per nginx su Debian",
     [], [], "none"),
    ("b24-none-ja-1", "none", "ja",
     "SQLAlchemy で sessionmaker を使ってセッションを作る方法",
     [], [], "none"),
    ("b24-none-zh-1", "none", "zh",
     "如何在 Debian 上安装 Proxmox VE 并通过 pveproxy 网页管理虚拟机",
     [], [], "none"),
]

# root and absent key terms for the unanswerable rows
NONE_SPEC = {
    "b24-none-en-1": (PY, ["fastapi", "uvicorn", "pydantic"]),
    "b24-none-en-2": (DEB, ["kubernetes", "kubeadm", "kubectl"]),
    "b24-none-de-1": (PY, ["selenium", "chromedriver", "webdriver"]),
    "b24-none-fr-1": (DEB, ["wireguard", "wg-quick"]),
    "b24-none-es-1": (PY, ["openpyxl", "xlsx"]),
    "b24-none-it-1": (DEB, ["certbot", "let's encrypt", "letsencrypt"]),
    "b24-none-ja-1": (PY, ["sqlalchemy", "sessionmaker"]),
    "b24-none-zh-1": (DEB, ["proxmox", "pveproxy"]),
}

EXPECTED = {
    ("python3-doc", "en"): 26, ("python3-doc", "de"): 2, ("python3-doc", "fr"): 2,
    ("python3-doc", "es"): 2, ("python3-doc", "ja"): 2, ("python3-doc", "zh"): 2,
    ("debian-reference", "en"): 10, ("debian-reference", "de"): 2,
    ("debian-reference", "fr"): 2, ("debian-reference", "es"): 2,
    ("debian-reference", "it"): 2, ("debian-reference", "ja"): 1,
    ("debian-reference", "zh"): 1,
    ("none", "en"): 2, ("none", "de"): 1, ("none", "fr"): 1, ("none", "es"): 1,
    ("none", "it"): 1, ("none", "ja"): 1, ("none", "zh"): 1,
}
TOTAL = 64
FIELDS = ["id", "collection", "root", "language", "question", "pages", "answer", "kind"]
KINDS = {"howto", "api", "error", "concept", "command", "config", "none"}
LANGS = {"en", "de", "fr", "es", "it", "ja", "zh"}
ID_PREFIX = {"python3-doc": "b24-py-", "debian-reference": "b24-deb-", "none": "b24-none-"}
DEB_LANG_SUFFIX = {"en": "en", "de": "de", "fr": "fr", "es": "es", "it": "it", "ja": "ja", "zh": "zh-cn"}
CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]")


def build_rows():
    rows = []
    for rid, coll, lang, q, pages, ans, kind in ROWS:
        if coll == "none":
            root = NONE_SPEC.get(rid, (None, []))[0]
        else:
            root = ROOTS[coll]
        rows.append({"id": rid, "collection": coll, "root": root, "language": lang,
                     "question": q, "pages": list(pages), "answer": list(ans), "kind": kind})
    return rows


def read_bytes(path):
    with open(path, "rb") as fh:
        data = fh.read()
    if path.endswith(".gz"):
        try:
            data = gzip.decompress(data)
        except Exception:
            pass
    return data


_TEXT_CACHE = {}


def visible_text(path, tag_repl=" "):
    """Visible text of an HTML page: script/style dropped, tags replaced by
    tag_repl, entities unescaped, whitespace collapsed, lower-cased.
    Phrases are required to match with tags replaced by a space AND by
    nothing, so they hold whichever way a reader strips the markup."""
    key = (path, tag_repl)
    if key not in _TEXT_CACHE:
        s = read_bytes(path).decode("utf-8", "replace")
        s = re.sub(r"(?is)<(script|style)\b.*?</\1\s*>", " ", s)
        s = re.sub(r"(?s)<!--.*?-->", " ", s)
        s = re.sub(r"<[^>]+>", tag_repl, s)
        s = html.unescape(s)
        s = re.sub(r"\s+", " ", s).strip()
        _TEXT_CACHE[key] = s.lower()
    return _TEXT_CACHE[key]


def word_count(phrase):
    """Whitespace words; in CJK text every two CJK characters count as one word."""
    n = 0
    for tok in phrase.split():
        cjk = len(CJK.findall(tok))
        n += max(1, cjk // 2) if cjk else 1
    return n


def norm_phrase(p):
    return re.sub(r"\s+", " ", html.unescape(p)).strip().lower()


_ROOT_CACHE = {}


def root_texts(root):
    """All files under root (gz decompressed), lower-cased, for absence checks."""
    if root not in _ROOT_CACHE:
        out = []
        for d, _, fs in os.walk(root):
            for f in fs:
                p = os.path.join(d, f)
                if not os.path.isfile(p):
                    continue
                try:
                    out.append((p, read_bytes(p).decode("utf-8", "replace").lower()))
                except OSError:
                    continue
        _ROOT_CACHE[root] = out
    return _ROOT_CACHE[root]


def verify(rows):
    errs = []
    if len(rows) != TOTAL:
        errs.append(f"expected {TOTAL} rows, got {len(rows)}")
    ids = Counter(r["id"] for r in rows)
    for i, n in ids.items():
        if n > 1:
            errs.append(f"duplicate id {i}")
    counts = Counter((r["collection"], r["language"]) for r in rows)
    for key in set(counts) | set(EXPECTED):
        if counts.get(key, 0) != EXPECTED.get(key, 0):
            errs.append(f"count {key}: expected {EXPECTED.get(key, 0)}, got {counts.get(key, 0)}")
    per_prefix = Counter()
    questions = Counter(r["question"].strip().lower() for r in rows)
    for q, n in questions.items():
        if n > 1:
            errs.append(f"duplicate question: {q!r}")

    for r in rows:
        rid = r["id"]
        if list(r.keys()) != FIELDS:
            errs.append(f"{rid}: fields {list(r.keys())}")
        coll, lang, kind = r["collection"], r["language"], r["kind"]
        if coll not in ID_PREFIX:
            errs.append(f"{rid}: bad collection {coll}")
            continue
        if lang not in LANGS:
            errs.append(f"{rid}: bad language {lang}")
        if kind not in KINDS:
            errs.append(f"{rid}: bad kind {kind}")
        m = re.fullmatch(re.escape(ID_PREFIX[coll]) + r"([a-z]{2})-(\d+)", rid)
        if not m or m.group(1) != lang:
            errs.append(f"{rid}: id does not match collection/language")
        else:
            per_prefix[(coll, lang)] += 1
        if not isinstance(r["question"], str) or len(r["question"].strip()) < 8:
            errs.append(f"{rid}: question too short")
        if lang in ("ja", "zh") and not CJK.search(r["question"]):
            errs.append(f"{rid}: question not in {lang}")

        if coll == "none":
            if kind != "none":
                errs.append(f"{rid}: none row must have kind none")
            if r["pages"] or r["answer"]:
                errs.append(f"{rid}: none row must have empty pages/answer")
            spec = NONE_SPEC.get(rid)
            if not spec:
                errs.append(f"{rid}: no absent-term spec")
                continue
            root, terms = spec
            if r["root"] not in ROOTS.values():
                errs.append(f"{rid}: bad root {r['root']}")
            if not (2 <= len(terms) <= 3):
                errs.append(f"{rid}: need 2-3 absent terms")
            texts = root_texts(root)
            if not texts:
                errs.append(f"{rid}: no files under {root}")
            for t in terms:
                hits = [p for p, txt in texts if t.lower() in txt]
                if hits:
                    errs.append(f"{rid}: absent term {t!r} found in {hits[:3]}")
            continue

        if kind == "none":
            errs.append(f"{rid}: answerable row with kind none")
        root = ROOTS[coll]
        if r["root"] != root:
            errs.append(f"{rid}: root {r['root']} != {root}")
        if not r["pages"]:
            errs.append(f"{rid}: no pages")
        if not (1 <= len(r["answer"]) <= 3):
            errs.append(f"{rid}: answer must have 1-3 phrases")
        texts = []
        for pg in r["pages"]:
            full = os.path.join(root, pg)
            if not os.path.isfile(full):
                errs.append(f"{rid}: page missing {pg}")
                continue
            if coll == "debian-reference":
                mm = re.fullmatch(r"(ch\d\d|apa|index)\.([a-z-]+)\.html", pg)
                if not mm or mm.group(2) != DEB_LANG_SUFFIX[lang]:
                    errs.append(f"{rid}: debian page {pg} not in language {lang}")
            texts.append((visible_text(full, " "), visible_text(full, "")))
        for a in r["answer"]:
            if word_count(a) < 6:
                errs.append(f"{rid}: answer phrase under 6 words: {a!r}")
            na = norm_phrase(a)
            if not any(na in t_space for t_space, _ in texts):
                errs.append(f"{rid}: phrase not found in listed pages: {a!r}")
            elif not any(na in t_space and na in t_bare for t_space, t_bare in texts):
                errs.append(f"{rid}: phrase spans a tag boundary (depends on how tags are stripped): {a!r}")
            if na in norm_phrase(r["question"]):
                errs.append(f"{rid}: question copies the answer phrase")

    # ids numbered 1..n per (collection, language)
    for (coll, lang), n in counts.items():
        want = {f"{ID_PREFIX[coll]}{lang}-{k}" for k in range(1, n + 1)}
        have = {r["id"] for r in rows if r["collection"] == coll and r["language"] == lang}
        if want != have:
            errs.append(f"ids for {coll}/{lang} not numbered 1..{n}: {sorted(have ^ want)}")
    return errs


def main():
    if len(sys.argv) != 2:
        print(f"usage: {sys.argv[0]} OUTPUT.jsonl", file=sys.stderr)
        return 2
    rows = build_rows()
    errs = verify(rows)
    if errs:
        print(f"{len(errs)} check(s) failed:", file=sys.stderr)
        for e in errs:
            print("  - " + e, file=sys.stderr)
        return 1
    out = sys.argv[1]
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    with open(out, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    c = Counter((r["collection"], r["language"]) for r in rows)
    print(f"wrote {len(rows)} rows to {out}")
    for k in sorted(c):
        print(f"  {k[0]:17s} {k[1]}: {c[k]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
