#!/usr/bin/env python3
"""Blind evaluation question set s23 for the offline documentation Q&A tool.

The rows below are data.  Running this script verifies every row against the
installed documentation collections and, only if all checks pass, writes
bench/docs/blind_questions_s23.jsonl.  On any failure it lists the failures
and exits non-zero.

Collections:
  python3-doc       /usr/share/doc/python3/html      (English pages)
  debian-reference  /usr/share/debian-reference      (chNN.<lang>.html pages)
"""

import collections
import gzip
import html
import json
import os
import re
import sys
import unicodedata

PY = "/usr/share/doc/python3/html"
DEB = "/usr/share/debian-reference"

OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                   "blind_questions_s23.jsonl")

FIELDS = {"id", "collection", "root", "language", "question", "pages", "answer", "kind"}
COLLECTIONS = {"python3-doc": PY, "debian-reference": DEB}
LANGUAGES = {"en", "de", "fr", "es", "it", "ja", "zh"}
KINDS = {"howto", "api", "error", "concept", "command", "config", "none"}
DEB_LANG = {"en": "en", "de": "de", "fr": "fr", "es": "es", "it": "it", "ja": "ja", "zh": "zh-cn"}
ID_PREFIX = {"python3-doc": "py", "debian-reference": "deb", "none": "none"}

# Expected totals (the brief asks for 64 rows).
EXPECTED_TOTAL = 64
EXPECTED_NONE = 8


def py(lang, n, question, pages, answer, kind):
    return {"id": "b23-py-%s-%d" % (lang, n), "collection": "python3-doc", "root": PY,
            "language": lang, "question": question, "pages": pages, "answer": answer,
            "kind": kind}


def deb(lang, n, question, pages, answer, kind):
    return {"id": "b23-deb-%s-%d" % (lang, n), "collection": "debian-reference", "root": DEB,
            "language": lang, "question": question, "pages": pages, "answer": answer,
            "kind": kind}


def none(root, lang, n, question, absent_terms):
    row = {"id": "b23-none-%s-%d" % (lang, n), "collection": "none", "root": root,
           "language": lang, "question": question, "pages": [], "answer": [], "kind": "none"}
    return row, absent_terms


ROWS = [
    # ------------------------------------------------------------------
    # python3-doc, English questions
    # ------------------------------------------------------------------
    py("en", 1, "csv writer on windows puts an empty line between every row in my file, why??",
       ["library/csv.html"],
       ["If csvfile is a file object, it should be opened with newline=''",
        "on platforms that use \\r\\n linendings on write an extra \\r will be added"],
       "error"),
    py("en", 2, "delete a file with pathlib but dont blow up if it's already gone",
       ["library/pathlib.html"],
       ["If missing_ok is true, FileNotFoundError exceptions will be ignored"],
       "api"),
    py("en", 3, "how do i make lru_cache keep everything, like unlimited size with no eviction",
       ["library/functools.html"],
       ["the LRU feature is disabled and the cache can grow without bound"],
       "api"),
    py("en", 4, "my function def add(item, lst=[]) keeps remembering items from previous calls, what is going on",
       ["faq/programming.html"],
       ["Default values are created exactly once, when the function is defined."],
       "concept"),
    py("en", 5, "why does 0.1 + 0.2 == 0.3 give False in python",
       ["tutorial/floatingpoint.html"],
       ["the decimal value 0.1 cannot be represented exactly as a base 2 fraction",
        "most decimal fractions cannot be represented exactly as binary fractions"],
       "concept"),
    py("en", 6, "run a shell command and grab whatever it prints into a variable",
       ["library/subprocess.html"],
       ["If capture_output is true, stdout and stderr will be captured."],
       "api"),
    py("en", 7, "i have a blocking function (old sync library call) inside async code and it freezes the whole event loop, how do i run it without blocking",
       ["library/asyncio-task.html"],
       ["we can run it in a separate thread without blocking the event loop",
        "Asynchronously run function func in a separate thread."],
       "howto"),
    py("en", 8, "logging.info() prints nothing but logging.warning works fine",
       ["howto/logging.html"],
       ["The INFO message doesn\u2019t appear because the default level is WARNING",
        "which means that only events of this level and above will be tracked"],
       "error"),
    py("en", 9, "json.dumps turns my accented letters into \\u00e9 escapes, i want the real characters in the output",
       ["library/json.html"],
       ["If ensure_ascii is false, these characters will be output as-is.",
        "the output is guaranteed to have all incoming non-ASCII characters escaped"],
       "howto"),
    py("en", 10, "regex <.*> matches the whole line instead of just one tag, how to make it match as little as possible",
       ["library/re.html"],
       ["Adding ? after the quantifier makes it perform the match in non-greedy or minimal fashion"],
       "howto"),
    py("en", 11, "whats the safe way to put python variables into an sqlite query, i'm using f-strings right now",
       ["library/sqlite3.html"],
       ["Always use placeholders instead of string formatting to bind Python values to SQL statements"],
       "howto"),
    py("en", 12, "shutil.copytree fails with FileExistsError because the target folder is already there",
       ["library/shutil.html"],
       ["If dirs_exist_ok is false (the default) and dst already exists, a FileExistsError is raised.",
        "If dirs_exist_ok is true, the copying operation will continue if it encounters existing directories"],
       "error"),
    py("en", 13, "itertools groupby gives me the same key several times instead of one group per key",
       ["library/itertools.html"],
       ["Generally, the iterable needs to already be sorted on the same key function."],
       "concept"),
    py("en", 14, "add another file to an existing zip archive without wiping what's already in it",
       ["library/zipfile.html"],
       ["If mode is 'a' and file refers to an existing ZIP file, then additional files are added to it."],
       "api"),
    py("en", 15, "mock.patch in my test doesnt seem to replace the class, the real one still gets called",
       ["library/unittest.mock.html"],
       ["The key is to patch out SomeClass where it is used (or where it is looked up)."],
       "howto"),
    py("en", 16, "UnboundLocalError when i do x += 1 inside a function even though x is defined at the top of the module",
       ["faq/programming.html"],
       ["when you make an assignment to a variable in a scope, that variable becomes local to that scope"],
       "error"),
    py("en", 17, "print a big number like 1234567 as 1,234,567 with commas",
       ["library/string.html"],
       ["The ',' option signals the use of a comma for a thousands separator."],
       "howto"),
    py("en", 18, "is random good enough for generating password reset tokens?",
       ["library/secrets.html"],
       ["secrets should be used in preference to the default pseudo-random number generator in the random module"],
       "concept"),
    py("en", 19, "is it ok to unpickle data that users upload to my server",
       ["library/pickle.html"],
       ["The pickle module is not secure", "Only unpickle data you trust."],
       "concept"),
    py("en", 20, "can i just use python -m http.server to serve my site in production",
       ["library/http.server.html"],
       ["http.server is not recommended for production.", "It only implements basic security checks"],
       "concept"),
    py("en", 21, "what does an else block after a for loop do, when does it run",
       ["tutorial/controlflow.html"],
       ["it is executed when the loop terminates through exhaustion of the iterable",
        "a loop\u2019s else clause runs when no break occurs"],
       "concept"),
    py("en", 22, "'example.com'.strip('.com') ate some of my letters too?? i only wanted to drop the suffix",
       ["library/stdtypes.html"],
       ["The chars argument is not a prefix or suffix; rather, all combinations of its values are stripped",
        "See str.removeprefix() for a method that will remove a single prefix string"],
       "error"),
    py("en", 23, "print output from my script doesnt show up in docker logs until the program exits",
       ["using/cmdline.html"],
       ["Force the stdout and stderr streams to be unbuffered.",
        "If this is set to a non-empty string it is equivalent to specifying the -u option."],
       "config"),
    py("en", 24, "OSError: [Errno 98] Address already in use when i restart my socket server",
       ["library/socket.html"],
       ["the SO_REUSEADDR flag tells the kernel to reuse a local socket in TIME_WAIT state",
        "the previous execution has left the socket in a TIME_WAIT state, and can\u2019t be immediately reused"],
       "error"),
    py("en", 25, "i append to a list stored in a shelve db and the change is gone next time i open it",
       ["library/shelve.html"],
       ["a shelf cannot know when a mutable persistent-dictionary entry is modified",
        "If the optional writeback parameter is set to True , all entries accessed are also cached in memory"],
       "error"),
    py("en", 26, "TypeError: Can't instantiate abstract class ... with abstract methods",
       ["library/abc.html"],
       ["cannot be instantiated unless all of its abstract methods and properties are overridden"],
       "error"),

    # ------------------------------------------------------------------
    # python3-doc, questions in other languages (pages are English)
    # ------------------------------------------------------------------
    py("de", 1, "Wenn ich eine Liste mit b = a kopiere und b ändere, ändert sich a auch mit – warum?",
       ["library/copy.html"],
       ["Assignment statements in Python do not copy objects, they create bindings between a target and an object."],
       "concept"),
    py("de", 2, "wie lese ich eine riesige Textdatei Zeile für Zeile, ohne alles auf einmal in den Speicher zu laden",
       ["tutorial/inputoutput.html"],
       ["For reading lines from a file, you can loop over the file object.",
        "This is memory efficient, fast, and leads to simple code"],
       "howto"),
    py("fr", 1, "comment mesurer le temps d'exécution d'un petit bout de code python ?",
       ["library/timeit.html"],
       ["This module provides a simple way to time small bits of Python code."],
       "api"),
    py("fr", 2, "quelle est la différence entre is et == en python",
       ["reference/expressions.html"],
       ["x is y is true if and only if x and y are the same object"],
       "concept"),
    py("es", 1, "cómo leo una variable de entorno y uso un valor por defecto si no existe",
       ["library/os.html"],
       ["Return the value of the environment variable key as a string if it exists, or default"],
       "api"),
    py("es", 2, "como obtengo los argumentos que le paso a mi script desde la terminal",
       ["library/sys.html"],
       ["The list of command line arguments passed to a Python script."],
       "api"),
    py("ja", 1, "リストの中からランダムに要素を1つ選ぶにはどうすればいい？",
       ["library/random.html"],
       ["Return a random element from the non-empty sequence seq"],
       "api"),
    py("ja", 2, "for文でループするときにインデックスと値を同時に取り出したい",
       ["tutorial/datastructures.html"],
       ["the position index and corresponding value can be retrieved at the same time using the enumerate() function"],
       "howto"),
    py("zh", 1, "怎么同时遍历两个列表？",
       ["tutorial/datastructures.html"],
       ["To loop over two or more sequences at the same time, the entries can be paired with the zip() function."],
       "howto"),
    py("zh", 2, "python 怎么让程序暂停几秒再继续执行",
       ["library/time.html"],
       ["Suspend execution of the calling thread for the given number of seconds."],
       "api"),

    # ------------------------------------------------------------------
    # debian-reference, English
    # ------------------------------------------------------------------
    deb("en", 1, "command not found - how do i figure out which package ships that file when it's not installed",
        ["ch02.en.html"],
        ["list packages in archive which have matching file name",
         "provided by the apt-file package must run \"apt-file update\" in advance"],
        "command"),
    deb("en", 2, "how to stop a kernel module from getting loaded automatically at boot",
        ["ch03.en.html"],
        ["If you want to avoid some kernel modules to be auto-loaded, consider to blacklist them"],
        "config"),
    deb("en", 3, "where is it configured whether /etc/hosts or dns is asked first when resolving hostnames",
        ["ch05.en.html"],
        ["The \"/etc/nsswitch.conf\" file with stanza like \"hosts: files dns\" dictates the hostname resolution order."],
        "config"),
    deb("en", 4, "whole box is frozen and the keyboard does nothing, how do i reboot without trashing the filesystems",
        ["ch09.en.html"],
        ["Pressing Alt-SysRq (PrtScr) followed by one keys does the magic of rescuing control of the system."],
        "howto"),
    deb("en", 5, "my shell script works in bash but fails under /bin/sh, is there a tool to find the non posix stuff",
        ["ch12.en.html"],
        ["You can check it using checkbashisms (1).",
         "Avoid writing a shell script with bashisms or zshisms to make it portable among all POSIX shells."],
        "howto"),
    deb("en", 6, "automatic security updates on debian stable - how?",
        ["ch02.en.html"],
        ["This script can be enhanced to perform the automatic upgrade of packages by installing the unattended-upgrades package.",
         "The unattended-upgrades package is mainly intended for the security upgrade for the stable system."],
        "config"),
    deb("en", 7, "how can i see the system logs from the last boot with systemd",
        ["ch03.en.html"],
        ["you can display log from the last boot as: $ journalctl -b"],
        "command"),
    deb("en", 8, "encrypt a usb stick on debian",
        ["ch09.en.html"],
        ["You can encrypt contents of removable mass devices, e.g. USB memory stick on \"/dev/sdx\", using dm-crypt/LUKS."],
        "howto"),
    deb("en", 9, "tunnel my pop3 and smtp connections through ssh",
        ["ch06.en.html"],
        ["This is a secure way to make connections to SMTP/POP3 servers over the Internet.",
         "Set the \"AllowTcpForwarding\" entry to \"yes\""],
        "command"),
    deb("en", 10, "run a script every night as my normal user, not root - cron?",
        ["ch09.en.html"],
        ["You can schedule to run processes as a normal user"],
        "command"),

    # ------------------------------------------------------------------
    # debian-reference, other languages (page in the question's language)
    # ------------------------------------------------------------------
    deb("de", 1, "Wie stelle ich bei Debian die Zeitzone um?",
        ["ch09.de.html"],
        ["Mit folgendem Befehl konfigurieren Sie die vom Debian-System verwendete Zeitzone neu"],
        "config"),
    deb("de", 2, "wie finde ich raus, welche PCI-Hardware (Netzwerkkarte usw.) in meinem Rechner steckt",
        ["ch09.de.html"],
        ["ist lspci(8) (eventuell mit der Option \"-nn\") ein guter Anfang zur Hardware-Identifikation"],
        "command"),
    deb("fr", 1, "pourquoi mes nouveaux fichiers sont créés en rw-r--r-- ? comment changer les droits par défaut",
        ["ch01.fr.html"],
        ["Les permissions appliquées à un fichier ou à un répertoire venant d\u2019être créé sont restreintes par la commande interne du shell umask"],
        "concept"),
    deb("fr", 2, "convertir un fichier texte de latin1 vers utf-8 en ligne de commande",
        ["ch11.fr.html"],
        ["Vous pouvez convertir les codages de caractères d\u2019un fichier texte par iconv (1)"],
        "command"),
    deb("es", 1, "cómo entrar por ssh a otro equipo sin tener que escribir la contraseña",
        ["ch06.es.html"],
        ["Genere las claves de acreditación locales e instale las claves públicas en el sistema remoto"],
        "howto"),
    deb("es", 2, "como borro los paquetes que ya no se usan",
        ["ch02.es.html"],
        ["Ejecute «apt-get autoremove|less» como superusuario para eliminar los paquetes sin uso."],
        "command"),
    deb("it", 1, "ho perso la password di root, come faccio a rientrare nel sistema?",
        ["ch04.it.html"],
        ["Avviare il sistema con i parametri del kernel modificati in qualcosa del tipo",
         "Modificare il file \"/etc/passwd\" e rendere la seconda voce per l'account di root vuota."],
        "howto"),
    deb("it", 2, "dove si imposta il nome host della macchina",
        ["ch03.it.html"],
        ["imposta il nome host del sistema all'avvio al nome memorizzato in \"/etc/hostname\""],
        "config"),
    deb("ja", 1, "起動するたびにディスクのデバイス名(/dev/sdbとか)が変わる。名前に依存せずにマウントしたい",
        ["ch09.ja.html"],
        ["\"-U\" オプションを使って mount(8) を実行すると",
         "ファイル名を使うのではなく UUID を使ってブロックデバイスをマウントできます",
         "\"/etc/fstab\" (fstab(5) 参照下さい) は UUID を使えます"],
        "howto"),
    deb("zh", 1, "怎么配置系统的语言环境（locale）？",
        ["ch08.zh-cn.html"],
        ["你需要按下面的方法配置： # dpkg-reconfigure locales"],
        "config"),
]

NONE_ROWS = [
    none(PY, "en", 1, "how do i read an .xlsx excel sheet with openpyxl", ["openpyxl", "xlsx"]),
    none(PY, "de", 1, "Wie deploye ich meine Python-App mit Helm auf Kubernetes?", ["kubernetes", "helm chart"]),
    none(PY, "ja", 1, "PyTorchでGPUを使ってモデルを学習させる方法は？", ["pytorch"]),
    none(PY, "es", 1, "¿cómo hago web scraping con BeautifulSoup?", ["beautifulsoup", "bs4"]),
    none(DEB, "en", 2, "how do i install steam and turn on proton to play windows games", ["proton", "steamos", "valve"]),
    none(DEB, "fr", 1, "comment installer un serveur Nextcloud sur debian ?", ["nextcloud"]),
    none(DEB, "it", 1, "come si crea un cluster Kubernetes con kubeadm?", ["kubernetes", "kubeadm"]),
    none(DEB, "zh", 1, "怎么安装 CUDA 工具包来跑深度学习？", ["cuda"]),
]


# ----------------------------------------------------------------------
# text helpers
# ----------------------------------------------------------------------

def norm(s):
    s = html.unescape(s)
    s = unicodedata.normalize("NFC", s)
    s = re.sub(r"\s+", " ", s).strip()
    return s.lower()


_cache = {}


def visible_variants(path):
    """Visible text of an HTML page, once with tags replaced by a space and
    once with tags removed outright (both whitespace-collapsed, lower-cased)."""
    if path in _cache:
        return _cache[path]
    with open(path, encoding="utf-8", errors="replace") as f:
        s = f.read()
    s = re.sub(r"(?is)<(script|style|head|template)\b.*?</\1\s*>", " ", s)
    s = re.sub(r"(?s)<!--.*?-->", " ", s)
    spaced = norm(re.sub(r"<[^>]*>", " ", s))
    removed = norm(re.sub(r"<[^>]*>", "", s))
    _cache[path] = (spaced, removed)
    return _cache[path]


def all_text_files(root):
    """Yield (path, lower-cased text) for every text file under root."""
    for d, _dirs, files in os.walk(root):
        for name in files:
            p = os.path.join(d, name)
            low = name.lower()
            try:
                if low.endswith(".gz"):
                    with gzip.open(p, "rb") as f:
                        data = f.read()
                else:
                    with open(p, "rb") as f:
                        data = f.read()
            except OSError:
                continue
            if b"\0" in data[:4096]:
                continue  # binary (images, fonts, pdf streams ...)
            if low.endswith((".png", ".gif", ".jpg", ".jpeg", ".svg", ".pdf", ".ico", ".woff", ".woff2", ".ttf")):
                continue
            text = data.decode("utf-8", errors="replace")
            yield p, html.unescape(text).lower()


def word_count(s):
    return len(s.split())


# ----------------------------------------------------------------------
# checks
# ----------------------------------------------------------------------

def check():
    failures = []
    rows = list(ROWS) + [r for r, _ in NONE_ROWS]
    absent = {r["id"]: terms for r, terms in NONE_ROWS}

    ids = collections.Counter(r["id"] for r in rows)
    for i, c in ids.items():
        if c > 1:
            failures.append("%s: duplicate id (%d times)" % (i, c))

    if len(rows) != EXPECTED_TOTAL:
        failures.append("total rows %d != %d" % (len(rows), EXPECTED_TOTAL))
    if len(NONE_ROWS) != EXPECTED_NONE:
        failures.append("none rows %d != %d" % (len(NONE_ROWS), EXPECTED_NONE))

    for r in rows:
        rid = r.get("id", "?")
        if set(r) != FIELDS:
            failures.append("%s: fields %s" % (rid, sorted(set(r) ^ FIELDS)))
            continue
        coll, root, lang = r["collection"], r["root"], r["language"]
        if coll not in ("python3-doc", "debian-reference", "none"):
            failures.append("%s: bad collection %r" % (rid, coll))
            continue
        if root not in (PY, DEB):
            failures.append("%s: bad root %r" % (rid, root))
        if coll != "none" and root != COLLECTIONS[coll]:
            failures.append("%s: root %r does not match collection %s" % (rid, root, coll))
        if lang not in LANGUAGES:
            failures.append("%s: bad language %r" % (rid, lang))
        if r["kind"] not in KINDS:
            failures.append("%s: bad kind %r" % (rid, r["kind"]))
        if (r["kind"] == "none") != (coll == "none"):
            failures.append("%s: kind none iff collection none" % rid)
        m = re.fullmatch(r"b23-(py|deb|none)-([a-z]+)-(\d+)", rid)
        if not m or m.group(1) != ID_PREFIX[coll] or m.group(2) != lang:
            failures.append("%s: id does not follow b23-<py|deb|none>-<lang>-<n>" % rid)
        if not isinstance(r["question"], str) or len(r["question"].strip()) < 8:
            failures.append("%s: question missing/too short" % rid)
        if not isinstance(r["pages"], list) or not isinstance(r["answer"], list):
            failures.append("%s: pages/answer must be lists" % rid)
            continue

        if coll == "none":
            if r["pages"] or r["answer"]:
                failures.append("%s: none row must have empty pages and answer" % rid)
            terms = absent.get(rid) or []
            if not terms:
                failures.append("%s: none row without absent key terms" % rid)
            continue

        if not 1 <= len(r["pages"]) <= 3:
            failures.append("%s: %d pages (need 1-3)" % (rid, len(r["pages"])))
        if not 1 <= len(r["answer"]) <= 3:
            failures.append("%s: %d answers (need 1-3)" % (rid, len(r["answer"])))
        if coll == "python3-doc" and lang not in ("en", "de", "fr", "es", "ja", "zh"):
            failures.append("%s: python3-doc language %s not planned" % (rid, lang))

        texts = []
        for page in r["pages"]:
            full = os.path.join(root, page)
            if os.path.isabs(page) or ".." in page.split("/"):
                failures.append("%s: page %r must be relative" % (rid, page))
                continue
            if not os.path.isfile(full):
                failures.append("%s: page %s does not exist" % (rid, full))
                continue
            if coll == "debian-reference":
                pm = re.fullmatch(r"[a-z0-9]+\.([a-z-]+)\.html", page)
                if not pm or pm.group(1) != DEB_LANG.get(lang):
                    failures.append("%s: page %s is not in language %s" % (rid, page, DEB_LANG.get(lang)))
            texts.append(visible_variants(full))

        for a in r["answer"]:
            n = norm(a)
            if re.search(r"[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]", n):
                if not 8 <= len(n) <= 80:
                    failures.append("%s: CJK answer length %d not in 8-80: %r" % (rid, len(n), a))
            else:
                wc = word_count(n)
                if not 5 <= wc <= 25:
                    failures.append("%s: answer has %d words (need 5-25): %r" % (rid, wc, a))
            if not any(n in spaced or n in removed for spaced, removed in texts):
                failures.append("%s: answer not found verbatim in listed pages: %r" % (rid, a))

    # unanswerable rows: key terms must be absent from every text file under the root
    by_root = collections.defaultdict(list)
    for r, terms in NONE_ROWS:
        by_root[r["root"]].append((r["id"], [t.lower() for t in terms]))
    for root, items in by_root.items():
        hits = collections.defaultdict(set)
        for p, text in all_text_files(root):
            for rid, terms in items:
                for t in terms:
                    if t in text:
                        hits[(rid, t)].add(os.path.relpath(p, root))
        for (rid, t), files in sorted(hits.items()):
            failures.append("%s: key term %r present in %d file(s), e.g. %s"
                            % (rid, t, len(files), sorted(files)[:3]))

    return rows, failures


def main():
    rows, failures = check()
    counts = collections.Counter((r.get("collection"), r.get("language")) for r in rows)
    per_coll = collections.Counter(r.get("collection") for r in rows)
    print("rows: %d" % len(rows))
    for coll in ("python3-doc", "debian-reference", "none"):
        langs = ", ".join("%s=%d" % (l, c) for (cl, l), c in sorted(counts.items()) if cl == coll)
        print("  %-17s %3d  (%s)" % (coll, per_coll.get(coll, 0), langs))
    none_roots = collections.Counter(r["root"] for r, _ in NONE_ROWS)
    print("  none by root: " + ", ".join("%s=%d" % (k, v) for k, v in sorted(none_roots.items())))
    if failures:
        print("\n%d FAILURE(S):" % len(failures), file=sys.stderr)
        for f in failures:
            print("  - " + f, file=sys.stderr)
        return 1
    with open(OUT, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %s" % OUT)
    return 0


if __name__ == "__main__":
    sys.exit(main())
