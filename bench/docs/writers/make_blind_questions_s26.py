#!/usr/bin/env python3
"""Build and verify the s26 blind evaluation questions for the offline
"ask your manuals" tool.

Usage: python3 make_blind_questions_s26.py OUTPUT.jsonl

Every row is checked against the installed documentation:
  * python3-doc        -> /usr/share/doc/python3/html
  * debian-reference   -> /usr/share/debian-reference
The JSONL file is written only when every check passes; otherwise the
problems are listed and the script exits with status 1.
"""
import gzip
import html
import json
import os
import re
import sys
from collections import Counter, OrderedDict

PY_ROOT = "/usr/share/doc/python3/html"
DEB_ROOT = "/usr/share/debian-reference"
ROOTS = {"python3-doc": PY_ROOT, "debian-reference": DEB_ROOT}
FIELDS = ["id", "collection", "root", "language", "question", "pages",
          "answer", "kind"]
KINDS = {"howto", "api", "error", "concept", "command", "config", "none"}
DEB_SUFFIX = {"en": "en", "de": "de", "fr": "fr", "es": "es", "it": "it",
              "ja": "ja", "zh": "zh-cn"}
EXPECTED_COUNTS = {
    ("python3-doc", "en"): 26, ("python3-doc", "de"): 2,
    ("python3-doc", "fr"): 2, ("python3-doc", "es"): 2,
    ("python3-doc", "ja"): 2, ("python3-doc", "zh"): 2,
    ("debian-reference", "en"): 10, ("debian-reference", "de"): 2,
    ("debian-reference", "fr"): 2, ("debian-reference", "es"): 2,
    ("debian-reference", "it"): 2, ("debian-reference", "ja"): 1,
    ("debian-reference", "zh"): 1,
    ("none", "en"): 2, ("none", "de"): 1, ("none", "fr"): 1,
    ("none", "es"): 1, ("none", "it"): 1, ("none", "ja"): 1,
    ("none", "zh"): 1,
}
ID_PREFIX = {"python3-doc": "py", "debian-reference": "deb", "none": "none"}


def row(id_, collection, language, question, pages, answer, kind, keys=None):
    root = ROOTS.get(collection, PY_ROOT)
    r = OrderedDict()
    r["id"] = id_
    r["collection"] = collection
    r["root"] = root
    r["language"] = language
    r["question"] = question
    r["pages"] = pages
    r["answer"] = answer
    r["kind"] = kind
    return r, (keys or [])


def none_row(id_, language, root, question, keys):
    r = OrderedDict()
    r["id"] = id_
    r["collection"] = "none"
    r["root"] = root
    r["language"] = language
    r["question"] = question
    r["pages"] = []
    r["answer"] = []
    r["kind"] = "none"
    return r, keys


ROWS = [
    # ------------------------------------------------------------------
    # python3-doc, English (26)
    # ------------------------------------------------------------------
    row("b26-py-en-1", "python3-doc", "en",
        "copy a whole folder into a target directory that already exists without getting FileExistsError",
        ["library/shutil.html"],
        ["If dirs_exist_ok is true, the copying operation will continue if it encounters existing directories"],
        "howto"),
    row("b26-py-en-2", "python3-doc", "en",
        "csv writer puts an empty line between every row when I open the output file on Windows. Why?",
        ["library/csv.html"],
        ["on platforms that use \\r\\n linendings on write an extra \\r will be added",
         "It should always be safe to specify newline=''"],
        "error"),
    row("b26-py-en-3", "python3-doc", "en",
        "ValueError: mutable default <class 'list'> for field tags is not allowed: use default_factory -- how do I give a dataclass field an empty list by default?",
        ["library/dataclasses.html"],
        ["Using default factory functions is a way to create new instances of mutable types as default values for fields"],
        "error"),
    row("b26-py-en-4", "python3-doc", "en",
        "UnboundLocalError: local variable 'counter' referenced before assignment, but counter is defined at module level. What's going on?",
        ["faq/programming.html"],
        ["when you make an assignment to a variable in a scope, that variable becomes local to that scope and shadows any similarly named variable in the outer scope"],
        "error"),
    row("b26-py-en-5", "python3-doc", "en",
        "json.dumps raises TypeError: Object of type datetime is not JSON serializable",
        ["library/json.html"],
        ["If specified, default should be a function that gets called for objects that can\u2019t otherwise be serialized"],
        "error"),
    row("b26-py-en-6", "python3-doc", "en",
        "how do I run an external program and get what it printed as a str rather than bytes?",
        ["library/subprocess.html"],
        ["If capture_output is true, stdout and stderr will be captured",
         "If encoding or errors are specified, or text is true, file objects for stdin, stdout and stderr are opened in text mode"],
        "howto"),
    row("b26-py-en-7", "python3-doc", "en",
        "log file grows forever - start a fresh file at 10 MB and keep the last 5 old ones",
        ["library/logging.handlers.html"],
        ["You can use the maxBytes and backupCount values to allow the file to rollover at a predetermined size",
         "the system will save old log files by appending the extensions"],
        "config"),
    row("b26-py-en-8", "python3-doc", "en",
        "what's the safe way to put a value typed by the user into an sqlite query?",
        ["library/sqlite3.html"],
        ["Always use placeholders instead of string formatting to bind Python values to SQL statements",
         "use a placeholder in the string, and substitute the actual values into the query"],
        "howto"),
    row("b26-py-en-9", "python3-doc", "en",
        "secrets.token_urlsafe(32) length of resulting string",
        ["library/secrets.html"],
        ["The text is Base64 encoded, so on average each byte results in approximately 1.3 characters"],
        "api"),
    row("b26-py-en-10", "python3-doc", "en",
        "tomllib.load fails with TypeError: File must be opened in binary mode -- I used open('config.toml')",
        ["library/tomllib.html"],
        ["The first argument should be a readable and binary file object"],
        "error"),
    row("b26-py-en-11", "python3-doc", "en",
        "sha256 of a multi-gigabyte file without loading all of it into memory",
        ["library/hashlib.html"],
        ["Return a digest object that has been updated with contents of file object",
         "must be a file-like object opened for reading in binary mode"],
        "api"),
    row("b26-py-en-12", "python3-doc", "en",
        "I have tasks with dependencies between them; how can I get an order where every task comes after the ones it depends on, using only the standard library?",
        ["library/graphlib.html"],
        ["In case just an immediate sorting of the nodes in the graph is required and no parallelism is involved"],
        "howto"),
    row("b26-py-en-13", "python3-doc", "en",
        "I used mock.patch('mylib.utils.fetch') but the code in mylib.client still calls the real function. Why doesn't the patch apply?",
        ["library/unittest.mock.html"],
        ["you must ensure that you patch the name used by the system under test",
         "The basic principle is that you patch where an object is looked up"],
        "concept"),
    row("b26-py-en-14", "python3-doc", "en",
        "give up on an awaited coroutine if it has not finished after 5 seconds",
        ["library/asyncio-task.html"],
        ["Wait for the aw awaitable to complete with a timeout",
         "If a timeout occurs, it cancels the task and raises"],
        "api"),
    row("b26-py-en-15", "python3-doc", "en",
        "Does sorted() keep items with equal keys in the order they had before?",
        ["howto/sorting.html"],
        ["That means that when multiple records have the same key, their original order is preserved"],
        "concept"),
    row("b26-py-en-16", "python3-doc", "en",
        "round a Decimal amount of money to cents",
        ["library/decimal.html"],
        ["The quantize() method rounds to a fixed number of decimal places",
         "This method is useful for monetary applications that often round results to a fixed number of places"],
        "howto"),
    row("b26-py-en-17", "python3-doc", "en",
        "my elapsed-time measurement came out negative after the system clock was adjusted by NTP; which timer should I use instead of time.time()?",
        ["library/time.html"],
        ["a monotonic clock, i.e. a clock that cannot go backwards",
         "The clock is not affected by system clock updates"],
        "concept"),
    row("b26-py-en-18", "python3-doc", "en",
        "how to escape a filename containing spaces and quotes before inserting it into a command string for os.system",
        ["library/shlex.html"],
        ["Return a shell-escaped version of the string",
         "can safely be used as one token in a shell command line"],
        "api"),
    row("b26-py-en-19", "python3-doc", "en",
        "command to make an isolated environment for a project's packages, and how to start using it",
        ["library/venv.html"],
        ["Creation of virtual environments is done by executing the command",
         "Once an environment has been created, you may wish to activate it, e.g. by sourcing an activate script in its bin directory"],
        "command"),
    row("b26-py-en-20", "python3-doc", "en",
        "itertools.groupby returns a key more than once instead of one group per distinct value",
        ["library/itertools.html"],
        ["Generally, the iterable needs to already be sorted on the same key function",
         "It generates a break or new group every time the value of the key function changes"],
        "concept"),
    row("b26-py-en-21", "python3-doc", "en",
        "delete a file and ignore FileNotFoundError without writing try/except/pass",
        ["library/contextlib.html"],
        ["Return a context manager that suppresses any of the specified exceptions if they occur in the body of a with statement"],
        "api"),
    row("b26-py-en-22", "python3-doc", "en",
        "quickest way to share the files in my current folder over HTTP on the LAN for a few minutes",
        ["library/http.server.html"],
        ["can also be invoked directly using the -m switch of the interpreter",
         "The server listens to port 8000 by default"],
        "command"),
    row("b26-py-en-23", "python3-doc", "en",
        "environment variable to stop Python from creating __pycache__ directories",
        ["using/cmdline.html"],
        ["If this is set to a non-empty string, Python won\u2019t try to write .pyc files on the import of source modules"],
        "config"),
    row("b26-py-en-24", "python3-doc", "en",
        "argparse: accept --verbose or --quiet but error out if both are given",
        ["library/argparse.html"],
        ["argparse will make sure that only one of the arguments in the mutually exclusive group was present on the command line"],
        "api"),
    row("b26-py-en-25", "python3-doc", "en",
        "How do I stop my script at a particular line and inspect the variables interactively?",
        ["library/pdb.html"],
        ["at the location you want to break into the debugger, and then run the program",
         "You can then step through the code following this statement"],
        "command"),
    row("b26-py-en-26", "python3-doc", "en",
        "In an INI file read with configparser, how can an option refer to a value defined in a different section?",
        ["library/configparser.html"],
        ["Extended interpolation is using ${section:option} to denote a value from a foreign section"],
        "config"),

    # ------------------------------------------------------------------
    # python3-doc, other languages (asked about the English pages)
    # ------------------------------------------------------------------
    row("b26-py-de-1", "python3-doc", "de",
        "Ist uuid1 aus Datenschutzgr\u00fcnden problematisch? Ich will IDs f\u00fcr Nutzer erzeugen.",
        ["library/uuid.html"],
        ["may compromise privacy since it creates a UUID containing the computer\u2019s network address"],
        "concept"),
    row("b26-py-de-2", "python3-doc", "de",
        "Unterschied zwischen copy.copy und copy.deepcopy bei verschachtelten Listen?",
        ["library/copy.html"],
        ["A shallow copy constructs a new compound object and then (to the extent possible) inserts references into it to the objects found in the original",
         "A deep copy constructs a new compound object and then, recursively, inserts copies into it of the objects found in the original"],
        "concept"),
    row("b26-py-fr-1", "python3-doc", "fr",
        "Comment afficher les diff\u00e9rences entre deux listes de lignes au format de diff -u en Python ?",
        ["library/difflib.html"],
        ["Unified diffs are a compact way of showing just the lines that have changed plus a few lines of context"],
        "api"),
    row("b26-py-fr-2", "python3-doc", "fr",
        "obtenir le fuseau horaire Europe/Paris pour un datetime sans installer de biblioth\u00e8que externe",
        ["library/zoneinfo.html"],
        ["A concrete datetime.tzinfo subclass that represents an IANA time zone specified by the string"],
        "api"),
    row("b26-py-es-1", "python3-doc", "es",
        "\u00bfC\u00f3mo elijo 3 elementos distintos al azar de una lista sin que se repitan?",
        ["library/random.html"],
        ["Return a k length list of unique elements chosen from the population sequence"],
        "api"),
    row("b26-py-es-2", "python3-doc", "es",
        "buscar todos los .txt tambi\u00e9n dentro de las subcarpetas con glob",
        ["library/glob.html"],
        ["will match any files and zero or more directories, subdirectories and symbolic links to directories"],
        "howto"),
    row("b26-py-ja-1", "python3-doc", "ja",
        "\u77ed\u3044\u30b3\u30fc\u30c9\u7247\u306e\u5b9f\u884c\u6642\u9593\u3092\u6b63\u78ba\u306b\u8a08\u6e2c\u3059\u308b\u306b\u306f\u3069\u306e\u30e2\u30b8\u30e5\u30fc\u30eb\u3092\u4f7f\u3048\u3070\u3044\u3044\uff1f",
        ["library/timeit.html"],
        ["This module provides a simple way to time small bits of Python code",
         "It avoids a number of common traps for measuring execution times"],
        "api"),
    row("b26-py-ja-2", "python3-doc", "ja",
        "\u9577\u3044\u6587\u5b57\u5217\u3092\u6307\u5b9a\u3057\u305f\u5e45\u3067\u8907\u6570\u884c\u306b\u6298\u308a\u8fd4\u3057\u305f\u3044",
        ["library/textwrap.html"],
        ["Wraps the single paragraph in text (a string) so every line is at most width characters long"],
        "howto"),
    row("b26-py-zh-1", "python3-doc", "zh",
        "\u5982\u4f55\u5224\u65ad\u4e00\u4e2a IP \u5730\u5740\u662f\u5426\u5c5e\u4e8e\u67d0\u4e2a\u5b50\u7f51\uff1f",
        ["howto/ipaddress.html"],
        ["network objects lend themselves to using the list membership test syntax"],
        "howto"),
    row("b26-py-zh-2", "python3-doc", "zh",
        "\u600e\u4e48\u8ba1\u7b97\u4e00\u7ec4\u6570\u5b57\u7684\u4e2d\u4f4d\u6570\uff1f\u5076\u6570\u4e2a\u5143\u7d20\u65f6\u600e\u4e48\u7b97\uff1f",
        ["library/statistics.html"],
        ["Return the median (middle value) of numeric data, using the common \u201cmean of middle two\u201d method"],
        "api"),

    # ------------------------------------------------------------------
    # debian-reference, English (10)
    # ------------------------------------------------------------------
    row("b26-deb-en-1", "debian-reference", "en",
        "files I create come out as -rw-r--r--, what decides the default permissions and can I make them group-writable?",
        ["ch01.en.html"],
        ["What permissions are applied to a newly created file or directory is restricted by the",
         "UPG scheme makes it safe to set umask to 0002 since every user has their own private group"],
        "concept"),
    row("b26-deb-en-2", "debian-reference", "en",
        "apt upgrades saturate my internet connection, can I throttle them?",
        ["ch02.en.html"],
        ["If you want to limit the download bandwidth for APT to e.g. 800Kib/sec",
         "you should configure APT with its configuration parameter as the following"],
        "config"),
    row("b26-deb-en-3", "debian-reference", "en",
        "keep apt from ever installing one specific recommended package automatically",
        ["ch02.en.html"],
        ["If you wish not to pull in particular packages automatically by",
         "explicitly list all those packages at the top of it as the following"],
        "config"),
    row("b26-deb-en-4", "debian-reference", "en",
        "Should /etc/hostname hold the FQDN like host.example.org or just the short name?",
        ["ch03.en.html"],
        ["This file should contain only the system hostname, not a fully qualified domain name"],
        "config"),
    row("b26-deb-en-5", "debian-reference", "en",
        "ping says 'local error: message too long, mtu=1460' -- how do I work out the right MTU value?",
        ["ch05.en.html"],
        ["MTU is the maximum succeeding data packet size without IP fragmentation plus 28 bytes for the IPv4 and plus 48 bytes for the IPv6"],
        "error"),
    row("b26-deb-en-6", "debian-reference", "en",
        "log in to a remote machine over ssh without typing a password each time",
        ["ch06.en.html"],
        ["One can avoid having to remember passwords for remote systems by using",
         "Generate authentication keys locally and install the public key on the remote system by the following"],
        "howto"),
    row("b26-deb-en-7", "debian-reference", "en",
        "run a command just once next monday at 3:40 without adding a crontab entry",
        ["ch09.en.html"],
        ["command to schedule a one-time job by the following"],
        "command"),
    row("b26-deb-en-8", "debian-reference", "en",
        "how can I verify from the shell that input.txt contains only valid utf8?",
        ["ch11.en.html"],
        ["You can check if a text file is encoded in UTF-8 with"],
        "command"),
    row("b26-deb-en-9", "debian-reference", "en",
        "my #!/bin/sh script dies with '[[: not found' on Debian but works in my terminal",
        ["ch12.en.html"],
        ["is a symlink pointing to /usr/bin/dash and used by many system programs",
         "Avoid writing a shell script with bashisms or zshisms to make it portable among all POSIX shells"],
        "error"),
    row("b26-deb-en-10", "debian-reference", "en",
        "both vim and nvi are installed; how do I choose which one starts when I type vi?",
        ["ch02.en.html"],
        ["The Debian system has mechanism to install somewhat overlapping programs peacefully using"],
        "command"),

    # ------------------------------------------------------------------
    # debian-reference, other languages (page in the same language)
    # ------------------------------------------------------------------
    row("b26-deb-de-1", "debian-reference", "de",
        "Wie aktiviere ich unter Debian zus\u00e4tzlich die Locale de_DE.UTF-8?",
        ["ch08.de.html"],
        ["Damit das System ein bestimmtes Gebietsschema verwenden kann, m\u00fcssen die entsprechenden Locale-Daten aus der Datenbank kompiliert werden"],
        "command"),
    row("b26-deb-de-2", "debian-reference", "de",
        "Pr\u00fcfsummen f\u00fcr mehrere Dateien in einer Datei speichern und sp\u00e4ter kontrollieren",
        ["ch10.de.html"],
        ["um \u00fcber die in RFC1321 beschriebene Methode eine Digest-Datei zu erzeugen und jede Datei dar\u00fcber zu verifizieren"],
        "command"),
    row("b26-deb-fr-1", "debian-reference", "fr",
        "Le clavier ne r\u00e9pond plus mais j'ai encore une session SSH : comment synchroniser les disques comme avec la touche magique SysRq ?",
        ["ch09.fr.html"],
        ["vous pouvez utiliser la fonctionnalit\u00e9 Alt-SysRq en \u00e9crivant vers"],
        "howto"),
    row("b26-deb-fr-2", "debian-reference", "fr",
        "Comment se d\u00e9barrasser des fichiers de config qui restent apr\u00e8s la d\u00e9sinstallation de paquets ?",
        ["ch02.fr.html"],
        ["Vous pouvez supprimer tous les fichiers de configuration subsistant des paquets supprim\u00e9s"],
        "command"),
    row("b26-deb-es-1", "debian-reference", "es",
        "\u00bfD\u00f3nde pongo mi nombre y correo para que Git los use en todos mis repositorios?",
        ["ch10.es.html"],
        ["Puede que quiera guardar parte de la configuraci\u00f3n global en"],
        "config"),
    row("b26-deb-es-2", "debian-reference", "es",
        "\u00bfqu\u00e9 comando me dice cu\u00e1nto ocupa una carpeta con todas sus subcarpetas?",
        ["ch09.es.html"],
        ["informa del espacio de disco utilizado por el \u00e1rbol de un directorio"],
        "command"),
    row("b26-deb-it-1", "debian-reference", "it",
        "Come si spegne Debian in modo sicuro da terminale?",
        ["ch01.it.html"],
        ["Si pu\u00f2 spegnere il sistema dalla riga di comando nella normale modalit\u00e0 multiutente"],
        "command"),
    row("b26-deb-it-2", "debian-reference", "it",
        "La mia chiave privata SSH non ha passphrase: devo aggiungerla e come faccio senza rigenerare la chiave?",
        ["ch06.it.html"],
        ["meglio per ragioni di sicurezza proteggere la propria chiave segreta di autenticazione SSH con una passphrase",
         "Se non \u00e8 gi\u00e0 stata impostata una passphrase usare"],
        "howto"),
    row("b26-deb-ja-1", "debian-reference", "ja",
        "free \u30b3\u30de\u30f3\u30c9\u3067\u7a7a\u304d\u30e1\u30e2\u30ea\u30fc\u304c\u3059\u3054\u304f\u5c11\u306a\u304f\u898b\u3048\u308b\u3051\u3069\u3001\u30e1\u30e2\u30ea\u30fc\u4e0d\u8db3\u306a\u306e\uff1f",
        ["ch09.ja.html"],
        ["\u306e\u30b5\u30a4\u30ba\u304c\u5c0f\u3055\u304b\u3063\u305f\u308a\u306b\u3064\u3044\u3066\u60a9\u307e\u306a\u3044\u3067\u304a\u304d\u307e\u3057\u3087\u3046"],
        "concept"),
    row("b26-deb-zh-1", "debian-reference", "zh",
        "\u516c\u53f8\u5c40\u57df\u7f51\u91cc\u6709\u5f88\u591a\u53f0 Debian \u673a\u5668\uff0c\u600e\u6837\u907f\u514d\u6bcf\u53f0\u90fd\u4ece\u5916\u7f51\u91cd\u590d\u4e0b\u8f7d\u8f6f\u4ef6\u5305\uff1f",
        ["ch02.zh-cn.html"],
        ["\u4e3a APT \u90e8\u7f72\u4e00\u4e2a\u672c\u5730\u4ee3\u7406\u670d\u52a1\u5668\u662f\u4e2a\u597d\u4e3b\u610f"],
        "config"),

    # ------------------------------------------------------------------
    # unanswerable ("none"): key terms must be absent from both roots
    # ------------------------------------------------------------------
    none_row("b26-none-en-1", "en", DEB_ROOT,
             "How do I hold a package at its current version with pacman on Arch Linux?",
             ["pacman"]),
    none_row("b26-none-en-2", "en", PY_ROOT,
             "boto3 upload_file to S3 keeps failing with NoCredentialsError, where do credentials go?",
             ["boto3", "NoCredentialsError"]),
    none_row("b26-none-de-1", "de", DEB_ROOT,
             "Wie richte ich einen Kubernetes-Ingress mit automatischen TLS-Zertifikaten \u00fcber cert-manager ein?",
             ["Kubernetes", "cert-manager"]),
    none_row("b26-none-fr-1", "fr", DEB_ROOT,
             "Comment ajouter un d\u00e9p\u00f4t et installer un paquet avec zypper ?",
             ["zypper"]),
    none_row("b26-none-es-1", "es", PY_ROOT,
             "\u00bfC\u00f3mo uno dos DataFrame por una columna com\u00fan, como un JOIN de SQL?",
             ["DataFrame"]),
    none_row("b26-none-it-1", "it", PY_ROOT,
             "Come creo una funzione serverless su AWS Lambda con Terraform?",
             ["Terraform", "AWS Lambda"]),
    none_row("b26-none-ja-1", "ja", DEB_ROOT,
             "Firebase Authentication \u3067\u30e1\u30fc\u30eb\u30ea\u30f3\u30af\u306b\u3088\u308b\u30ed\u30b0\u30a4\u30f3\u3092\u6709\u52b9\u306b\u3059\u308b\u306b\u306f\uff1f",
             ["Firebase"]),
    none_row("b26-none-zh-1", "zh", PY_ROOT,
             "\u5728 PyTorch \u91cc\u600e\u4e48\u628a\u6a21\u578b\u548c\u5f20\u91cf\u79fb\u5230 GPU \u4e0a\u8bad\u7ec3\uff1f",
             ["PyTorch"]),
]


# ----------------------------------------------------------------------
# text extraction
# ----------------------------------------------------------------------
_ws = re.compile(r"\s+")


def norm(text):
    return _ws.sub(" ", html.unescape(text)).strip().lower()


_cache = {}


def visible_texts(path):
    """Return (tags->space, tags removed) normalised visible text."""
    if path in _cache:
        return _cache[path]
    with open(path, encoding="utf-8", errors="replace") as f:
        raw = f.read()
    raw = re.sub(r"<!--.*?-->", " ", raw, flags=re.S)
    raw = re.sub(r"<(script|style|head)\b.*?</\1\s*>", " ", raw,
                 flags=re.S | re.I)
    spaced = norm(re.sub(r"<[^>]*>", " ", raw))
    removed = norm(re.sub(r"<[^>]*>", "", raw))
    _cache[path] = (spaced, removed)
    return _cache[path]


_cjk = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def word_count(phrase):
    n_cjk = len(_cjk.findall(phrase))
    rest = _cjk.sub(" ", phrase)
    tokens = [t for t in rest.split() if re.search(r"\w", t)]
    return len(tokens) + n_cjk / 2.0


def phrase_in_page(phrase, path):
    p = norm(phrase)
    spaced, removed = visible_texts(path)
    return p in spaced and p in removed


_file_cache = None


def all_root_bytes():
    global _file_cache
    if _file_cache is None:
        _file_cache = []
        for root in (PY_ROOT, DEB_ROOT):
            for dirpath, _dirs, files in os.walk(root):
                for name in files:
                    fp = os.path.join(dirpath, name)
                    try:
                        with open(fp, "rb") as f:
                            data = f.read()
                        if name.endswith(".gz"):
                            data = gzip.decompress(data)
                    except (OSError, EOFError, gzip.BadGzipFile) as e:
                        _file_cache.append((fp, b"", str(e)))
                        continue
                    _file_cache.append((fp, data.lower(), None))
    return _file_cache


# ----------------------------------------------------------------------
# checks
# ----------------------------------------------------------------------
def check(rows):
    problems = []
    ids = Counter(r["id"] for r, _ in rows)
    for i, n in ids.items():
        if n > 1:
            problems.append(f"duplicate id {i}")
    counts = Counter((r["collection"], r["language"]) for r, _ in rows)
    for key, n in EXPECTED_COUNTS.items():
        if counts.get(key, 0) != n:
            problems.append(f"count {key}: {counts.get(key, 0)} != {n}")
    for key in counts:
        if key not in EXPECTED_COUNTS:
            problems.append(f"unexpected (collection, language) {key}")
    if len(rows) != 64:
        problems.append(f"total rows {len(rows)} != 64")

    seq = Counter()
    for r, keys in rows:
        rid = r["id"]
        if list(r.keys()) != FIELDS:
            problems.append(f"{rid}: field order {list(r.keys())}")
        coll, lang = r["collection"], r["language"]
        m = re.fullmatch(r"b26-(py|deb|none)-([a-z]+)-(\d+)", rid)
        if not m or m.group(1) != ID_PREFIX.get(coll) or m.group(2) != lang:
            problems.append(f"{rid}: id does not match collection/language")
        else:
            seq[(coll, lang)] += 1
            if int(m.group(3)) != seq[(coll, lang)]:
                problems.append(f"{rid}: id number out of sequence")
        if r["kind"] not in KINDS:
            problems.append(f"{rid}: bad kind {r['kind']}")
        q = r["question"]
        if not q.strip():
            problems.append(f"{rid}: empty question")
        qn = norm(q)

        if coll == "none":
            if r["root"] not in (PY_ROOT, DEB_ROOT):
                problems.append(f"{rid}: bad root {r['root']}")
            if r["pages"] or r["answer"]:
                problems.append(f"{rid}: none row must have empty pages/answer")
            if r["kind"] != "none":
                problems.append(f"{rid}: none row must have kind none")
            if not keys:
                problems.append(f"{rid}: no key terms listed")
            for k in keys:
                if k.lower() not in q.lower():
                    problems.append(f"{rid}: key term {k!r} not in question")
                kb = k.lower().encode("utf-8")
                for fp, data, err in all_root_bytes():
                    if err:
                        problems.append(f"unreadable file {fp}: {err}")
                        continue
                    if kb in data:
                        problems.append(f"{rid}: key term {k!r} found in {fp}")
            continue

        if r["kind"] == "none":
            problems.append(f"{rid}: answerable row with kind none")
        root = ROOTS[coll]
        if r["root"] != root:
            problems.append(f"{rid}: root {r['root']} != {root}")
        if not r["pages"]:
            problems.append(f"{rid}: no pages")
        if not r["answer"]:
            problems.append(f"{rid}: no answer phrases")
        paths = []
        for page in r["pages"]:
            fp = os.path.join(root, page)
            if not os.path.isfile(fp):
                problems.append(f"{rid}: page missing {fp}")
                continue
            if coll == "debian-reference":
                suf = DEB_SUFFIX[lang]
                if not page.endswith(f".{suf}.html"):
                    problems.append(f"{rid}: page {page} not in language {suf}")
            paths.append(fp)
        for ph in r["answer"]:
            wc = word_count(ph)
            if wc < 6:
                problems.append(f"{rid}: phrase too short ({wc} words): {ph!r}")
            if not any(phrase_in_page(ph, fp) for fp in paths):
                problems.append(f"{rid}: phrase not found in visible text "
                                f"of its pages: {ph!r}")
            if norm(ph) in qn:
                problems.append(f"{rid}: question contains answer phrase {ph!r}")
        for fp in paths:
            if not any(phrase_in_page(ph, fp) for ph in r["answer"]):
                problems.append(f"{rid}: page {fp} holds none of the phrases")
    return problems


def main(argv):
    if len(argv) != 2:
        print(f"usage: {argv[0]} OUTPUT.jsonl", file=sys.stderr)
        return 2
    problems = check(ROWS)
    if problems:
        print(f"{len(problems)} problem(s); nothing written:", file=sys.stderr)
        for p in problems:
            print("  - " + p, file=sys.stderr)
        return 1
    out = argv[1]
    with open(out, "w", encoding="utf-8") as f:
        for r, _keys in ROWS:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    counts = Counter((r["collection"], r["language"]) for r, _ in ROWS)
    print(f"wrote {len(ROWS)} rows to {out}")
    for key in sorted(counts):
        print(f"  {key[0]:17s} {key[1]}: {counts[key]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
