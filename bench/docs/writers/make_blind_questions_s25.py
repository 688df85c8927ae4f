#!/usr/bin/env python3
"""Blind evaluation questions, set s25, for the offline "ask your manuals" tool.

Two collections installed by Debian packages are covered:
  python3-doc       /usr/share/doc/python3/html
  debian-reference  /usr/share/debian-reference
plus unanswerable ("none") questions about topics neither collection covers.

Every row is checked against the installed files before anything is written:
  * page files exist (debian-reference pages carry the question's language suffix)
  * each answer phrase (>= 6 words, CJK: 2 characters = 1 word) occurs in the
    visible text of one of the row's pages, both with tags replaced by a space
    and with tags removed (scripts, styles and comments dropped, entities
    unescaped, whitespace collapsed, case-insensitive)
  * each listed page holds at least one of the phrases
  * the question does not copy a phrase
  * for "none" rows, every key term occurs in the question and in no file
    under the collection root (.gz files decompressed)
  * ids, field order and per-collection/language counts

Usage: python3 make_blind_questions_s25.py OUTPUT.jsonl
The JSONL is written only when every check passes; otherwise the problems are
listed and the exit status is 1.
"""

import gzip
import html
import json
import os
import re
import sys

PY_ROOT = "/usr/share/doc/python3/html"
DEB_ROOT = "/usr/share/debian-reference"
DEB_SUFFIX = {"en": "en", "de": "de", "fr": "fr", "es": "es", "it": "it",
              "ja": "ja", "zh": "zh-cn"}
KINDS = {"howto", "api", "error", "concept", "command", "config", "none"}
FIELDS = ["id", "collection", "root", "language", "question", "pages",
          "answer", "kind"]

EXPECTED = {
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

# ---------------------------------------------------------------------------
# Rows.  Python-doc rows: (language, question, [pages], [phrases], kind)
# ---------------------------------------------------------------------------
PY = [
    # ----- English -----
    ("en", "shutil.copytree raises FileExistsError because the target folder is already there - can it merge into an existing dir?",
     ["library/shutil.html"],
     ["the copying operation will continue if it encounters existing directories"],
     "error"),
    ("en", "pathlib how to get the extension of a filename",
     ["library/pathlib.html"],
     ["The file extension of the final component, if any"],
     "api"),
    ("en", "How do I run an external program and grab what it prints into a python variable?",
     ["library/subprocess.html"],
     ["If capture_output is true, stdout and stderr will be captured."],
     "howto"),
    ("en", "TypeError: Object of type datetime is not JSON serializable",
     ["library/json.html"],
     ["default should be a function that gets called for objects that can’t otherwise be serialized"],
     "error"),
    ("en", "logging.info messages never show up but logging.warning ones do, why??",
     ["howto/logging.html"],
     ["The INFO message doesn’t appear because the default level is WARNING",
      "only events of this level and above will be tracked"],
     "concept"),
    ("en", "my regex finds the word with re.search but re.match gives None, whats the difference",
     ["library/re.html"],
     ["checks for a match only at the beginning of the string",
      "checks for a match anywhere in the string"],
     "concept"),
    ("en", "def add(item, lst=[]) keeps remembering items from earlier calls. Why does that happen?",
     ["tutorial/controlflow.html"],
     ["The default value is evaluated only once.",
      "This makes a difference when the default is a mutable object such as a list"],
     "concept"),
    ("en", "why is 0.1 + 0.2 == 0.3 False in python",
     ["tutorial/floatingpoint.html"],
     ["decimal fractions cannot be represented exactly as binary (base 2) fractions"],
     "concept"),
    ("en", "UnboundLocalError: cannot access local variable 'total' where it is not associated with a value -- but total is defined at module level!",
     ["faq/programming.html"],
     ["when you make an assignment to a variable in a scope, that variable becomes local to that scope"],
     "error"),
    ("en", "ValueError: mutable default <class 'list'> for field tags is not allowed: use default_factory",
     ["library/dataclasses.html"],
     ["Using default factory functions is a way to create new instances of mutable types as default values for fields"],
     "error"),
    ("en", "csv writer puts an empty row between every line on windows",
     ["library/csv.html"],
     ["on write an extra \\r will be added",
      "newlines embedded inside quoted fields will not be interpreted correctly"],
     "error"),
    ("en", "argparse option that is just a switch like --verbose, no value after it",
     ["library/argparse.html"],
     ["used for storing the values True and False respectively"],
     "api"),
    ("en", "parse '2023-05-17 08:30' string into a datetime object",
     ["library/datetime.html"],
     ["Return a datetime corresponding to date_string"],
     "api"),
    ("en", "what's the easiest way to get the top 10 most frequent words from a list",
     ["library/collections.html"],
     ["Return a list of the n most common elements and their counts from the most common to the least"],
     "api"),
    ("en", "functools cache decorator with no size limit",
     ["library/functools.html"],
     ["the LRU feature is disabled and the cache can grow without bound"],
     "api"),
    ("en", "is it ok to build a sqlite3 SELECT with an f-string from user input?",
     ["library/sqlite3.html"],
     ["Always use placeholders instead of string formatting to bind Python values to SQL statements"],
     "howto"),
    ("en", "unittest mock patch has no effect, the code under test still uses the real class it imported with from-import",
     ["library/unittest.mock.html"],
     ["which is not necessarily the same place as where it is defined",
      "you must ensure that you patch the name used by the system under test"],
     "concept"),
    ("en", "format big integer with comma separators e.g. 1,000,000 in an f-string",
     ["library/string.html"],
     ["signals the use of a comma for a thousands separator"],
     "api"),
    ("en", "RecursionError: maximum recursion depth exceeded in comparison - how to raise the limit",
     ["library/sys.html"],
     ["Set the maximum depth of the Python interpreter stack to limit",
      "a too-high limit can lead to a crash"],
     "error"),
    ("en", "is loading pickle files uploaded by users a security problem",
     ["library/pickle.html"],
     ["It is possible to construct malicious pickle data which will execute arbitrary code during unpickling"],
     "concept"),
    ("en", "itertools groupby gives me the same key several times instead of one group per key",
     ["library/itertools.html"],
     ["Generally, the iterable needs to already be sorted on the same key function."],
     "concept"),
    ("en", "compute sha256 of a large file without reading it all into memory",
     ["library/hashlib.html"],
     ["provides a helper function for efficient hashing of a file or file-like object"],
     "howto"),
    ("en", "RuntimeError: asyncio.run() cannot be called from a running event loop",
     ["library/asyncio-runner.html"],
     ["This function cannot be called when another asyncio event loop is running in the same thread."],
     "error"),
    ("en", "why doesnt multithreading make my cpu heavy python code faster? GIL?",
     ["glossary.html"],
     ["to assure that only one thread executes Python bytecode at a time"],
     "concept"),
    ("en", "NamedTemporaryFile is gone after I close it, how come",
     ["library/tempfile.html"],
     ["the file is deleted as soon as it is closed"],
     "api"),
    ("en", "one-liner to share the current folder over http from the terminal with python",
     ["library/http.server.html"],
     ["this serves files relative to the current directory",
      "The server listens to port 8000 by default."],
     "command"),
    # ----- German -----
    ("de", "venv unter Windows PowerShell aktivieren geht nicht: Activate.ps1 kann nicht geladen werden, da die Ausführung von Skripts auf diesem System deaktiviert ist",
     ["library/venv.html"],
     ["it may be required to enable the Activate.ps1 script by setting the execution policy for the user"],
     "error"),
    ("de", "Wie lese ich eine Umgebungsvariable aus und bekomme einen Standardwert, wenn sie nicht gesetzt ist?",
     ["library/os.html"],
     ["Return the value of the environment variable key as a string if it exists, or default if it doesn’t."],
     "api"),
    # ----- French -----
    ("fr", "Est-ce que le module random convient pour générer des mots de passe ou des jetons ?",
     ["library/secrets.html"],
     ["should be used in preference to the default pseudo-random number generator in the random module"],
     "concept"),
    ("fr", "comment décompresser tout le contenu d'un fichier zip en python",
     ["library/zipfile.html"],
     ["Extract all members from the archive to the current working directory."],
     "api"),
    # ----- Spanish -----
    ("es", "¿Qué función uso para medir cuánto tarda en ejecutarse un trozo de código?",
     ["library/time.html"],
     ["a clock with the highest available resolution to measure a short duration"],
     "api"),
    ("es", "que significa Optional[str] en los type hints, es lo mismo que un parametro opcional?",
     ["library/typing.html"],
     ["Note that this is not the same concept as an optional argument, which is one that has a default."],
     "concept"),
    # ----- Japanese -----
    ("ja", "if __name__ == '__main__': って何のために書くんですか？",
     ["library/__main__.html"],
     ["Code within this block won’t run unless the module is executed in the top-level environment."],
     "concept"),
    ("ja", "python -m でモジュールを実行するとき、ファイル名に .py を付けてもいいの？",
     ["using/cmdline.html"],
     ["Since the argument is a module name, you must not give a file extension"],
     "command"),
    # ----- Chinese -----
    ("zh", "类里定义 __slots__ 有什么好处？能省内存吗",
     ["reference/datamodel.html"],
     ["The space saved over using __dict__ can be significant.",
      "Attribute lookup speed can be significantly improved as well."],
     "concept"),
    ("zh", "sorted() 怎么按从大到小排序",
     ["howto/sorting.html"],
     ["This is used to flag descending sorts."],
     "howto"),
]

# Debian-reference rows: (language, question, [pages], [phrases], kind)
DEB = [
    # ----- English -----
    ("en", "why do new files I create always end up -rw-r--r--, what decides the default permissions?",
     ["ch01.en.html"],
     ["What permissions are applied to a newly created file or directory is restricted by the"],
     "concept"),
    ("en", "how to find out which installed package put /usr/bin/convert on my system",
     ["ch02.en.html"],
     ["list installed packages which have matching file name"],
     "command"),
    ("en", "journalctl show only messages since the last reboot",
     ["ch03.en.html"],
     ["you can display log from the last boot as"],
     "command"),
    ("en", "limit who can become root with su on debian (wheel group?)",
     ["ch04.en.html"],
     ["one can restrict the ability to use su to the root group by enabling the line with"],
     "config"),
    ("en", "bash: ifconfig: command not found  -- what do I use instead on a fresh debian install",
     ["ch05.en.html"],
     ["translation table from obsolete net-tools commands to new iproute2 etc. commands"],
     "error"),
    ("en", "ssh into my server without typing the password every time",
     ["ch06.en.html"],
     ["Generate authentication keys locally and install the public key on the remote system by the following."],
     "howto"),
    ("en", "df says the disk is full but du adds up to way less, where did the space go",
     ["ch09.en.html"],
     ["All deleted but open files consume disk space although they are not visible from normal"],
     "concept"),
    ("en", "set user name + email for all my git repos at once",
     ["ch10.en.html"],
     ["You may wish to set several global configuration in",
      "such as your name and email address used by Git by the following"],
     "config"),
    ("en", "command to verify that a file contains only valid UTF-8",
     ["ch11.en.html"],
     ["You can check if a text file is encoded in UTF-8 with"],
     "command"),
    ("en", "debug a shell script by echoing each command before it runs",
     ["ch12.en.html"],
     ["make the shell to print all of commands executed"],
     "howto"),
    # ----- German -----
    ("de", "apt update bricht ab mit \"GPG error: ... The following signatures were invalid: BADSIG\" – was kann ich tun?",
     ["ch02.de.html"],
     ["Sie sollten alle zwischengespeicherten Daten mittels",
      "Fehler beim Zwischenspeichern der Paketdaten führen zu verblüffenden Meldungen"],
     "error"),
    ("de", "Wie sorge ich dafür, dass meine Programme auf dem Server weiterlaufen, wenn die SSH-Verbindung abreißt?",
     ["ch09.de.html"],
     ["bietet nicht nur die Möglichkeit, in einem Terminal-Fenster mehrere Prozesse laufen zu lassen"],
     "howto"),
    # ----- French -----
    ("fr", "comment installer un paquet plus récent depuis les backports sur debian stable",
     ["ch02.fr.html"],
     ["vous utiliserez la commande suivante en changeant de version cible avec l’option"],
     "command"),
    ("fr", "j'ai des ^M à la fin de chaque ligne d'un fichier venu de Windows, comment le convertir ?",
     ["ch11.fr.html"],
     ["Les programmes de conversion du format des fins de lignes (EOL)"],
     "howto"),
    # ----- Spanish -----
    ("es", "la terminal se llenó de símbolos raros después de hacer cat a un binario, ¿cómo la arreglo?",
     ["ch01.es.html"],
     ["Cuando la pantalla se vuelve loca tras hacer alguna cosa divertida como"],
     "howto"),
    ("es", "¿Con qué herramienta genero el hash de una contraseña con salt para meterlo en /etc/shadow?",
     ["ch04.es.html"],
     ["Existen herramientas independientes para generar contraseñas cifradas con una semilla"],
     "command"),
    # ----- Italian -----
    ("it", "come faccio a far partire uno script ogni notte in automatico senza essere root?",
     ["ch09.it.html"],
     ["Per pianificare compiti in modo regolare usare"],
     "howto"),
    ("it", "qual è l'MTU giusto per la mia connessione e come lo trovo?",
     ["ch05.it.html"],
     ["MTU è la dimensione massima di pacchetti dati con successo senza frammentazione IP"],
     "concept"),
    # ----- Japanese -----
    ("ja", "sudo するたびにパスワードを聞かれるのをやめたい",
     ["ch01.ja.html"],
     ["パスワード一切無しに管理者権限を与えることもよくあります"],
     "config"),
    # ----- Chinese -----
    ("zh", "apt 下载更新时把网速占满了，能限速吗？",
     ["ch02.zh-cn.html"],
     ["你应该像下面那样设置 APT 的配置参数"],
     "config"),
]

# Unanswerable rows: (language, collection asked of, question, [absent key terms])
NONE = [
    ("en", "python3-doc", "how do I convert a trained Keras model to PyTorch?",
     ["keras", "pytorch"]),
    ("en", "debian-reference", "set up a kubernetes cluster with kubeadm on debian, kubelet keeps restarting",
     ["kubeadm", "kubelet", "kubernetes"]),
    ("de", "debian-reference", "Wie richte ich unter Debian ein WireGuard-VPN ein, damit wg-quick beim Booten startet?",
     ["wireguard", "wg-quick"]),
    ("fr", "python3-doc", "comment lire une feuille Excel .xlsx avec openpyxl ?",
     ["openpyxl", "xlsx"]),
    ("es", "debian-reference", "¿Cómo instalo Nextcloud (o ownCloud) en mi servidor Debian?",
     ["nextcloud", "owncloud"]),
    ("it", "debian-reference", "come scrivo un playbook Ansible per aggiornare tutti i server Debian?",
     ["ansible", "playbook"]),
    ("ja", "python3-doc", "BeautifulSoup と Selenium でウェブページをスクレイピングする方法は？",
     ["beautifulsoup", "selenium"]),
    ("zh", "python3-doc", "Flask 里怎么用 SQLAlchemy 连接数据库？",
     ["flask", "sqlalchemy"]),
]

# ---------------------------------------------------------------------------
# Checks
# ---------------------------------------------------------------------------
CJK_RE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")


def visible_variants(raw):
    s = re.sub(r"(?is)<(script|style)\b.*?</\1\s*>", " ", raw)
    s = re.sub(r"(?s)<!--.*?-->", " ", s)
    out = []
    for sep in (" ", ""):
        t = re.sub(r"(?s)<[^>]*>", sep, s)
        t = html.unescape(t)
        t = re.sub(r"\s+", " ", t).strip().lower()
        out.append(t)
    return out


def norm(s):
    return re.sub(r"\s+", " ", s).strip().lower()


def word_count(s):
    cjk = len(CJK_RE.findall(s))
    rest = CJK_RE.sub(" ", s)
    return len(rest.split()) + cjk / 2.0


def copies_phrase(question, phrase):
    q, p = norm(question), norm(phrase)
    if p in q:
        return True
    if CJK_RE.search(p):
        qs, ps = q.replace(" ", ""), p.replace(" ", "")
        for i in range(len(ps) - 7):
            if ps[i:i + 8] in qs:
                return True
        return False
    words = p.split()
    for i in range(len(words) - 4):
        if " ".join(words[i:i + 5]) in q:
            return True
    return False


_page_cache = {}


def page_text(path):
    if path not in _page_cache:
        with open(path, encoding="utf-8", errors="replace") as f:
            _page_cache[path] = visible_variants(f.read())
    return _page_cache[path]


def root_texts(root):
    for dp, _dn, fn in os.walk(root):
        for name in fn:
            p = os.path.join(dp, name)
            try:
                with open(p, "rb") as f:
                    b = f.read()
                if name.endswith(".gz"):
                    b = gzip.decompress(b)
            except Exception as e:  # unreadable file: report, keep going
                yield p, None, str(e)
                continue
            yield p, b.decode("utf-8", errors="replace").lower(), None


def build_rows():
    rows = []
    counters = {}

    def next_id(prefix, lang):
        counters[(prefix, lang)] = counters.get((prefix, lang), 0) + 1
        return "b25-%s-%s-%d" % (prefix, lang, counters[(prefix, lang)])

    for lang, q, pages, answer, kind in PY:
        rows.append({"id": next_id("py", lang), "collection": "python3-doc",
                     "root": PY_ROOT, "language": lang, "question": q,
                     "pages": pages, "answer": answer, "kind": kind})
    for lang, q, pages, answer, kind in DEB:
        rows.append({"id": next_id("deb", lang), "collection": "debian-reference",
                     "root": DEB_ROOT, "language": lang, "question": q,
                     "pages": pages, "answer": answer, "kind": kind})
    terms = {}
    for lang, coll, q, keys in NONE:
        rid = next_id("none", lang)
        terms[rid] = (coll, keys)
        rows.append({"id": rid, "collection": "none",
                     "root": PY_ROOT if coll == "python3-doc" else DEB_ROOT,
                     "language": lang, "question": q, "pages": [],
                     "answer": [], "kind": "none"})
    return rows, terms


def check(rows, terms):
    problems = []
    seen_ids = set()
    seen_q = set()
    counts = {}
    for r in rows:
        rid = r["id"]
        if list(r.keys()) != FIELDS:
            problems.append("%s: field order %s" % (rid, list(r.keys())))
        if rid in seen_ids:
            problems.append("%s: duplicate id" % rid)
        seen_ids.add(rid)
        if norm(r["question"]) in seen_q:
            problems.append("%s: duplicate question" % rid)
        seen_q.add(norm(r["question"]))
        counts[(r["collection"], r["language"])] = counts.get((r["collection"], r["language"]), 0) + 1
        if r["kind"] not in KINDS:
            problems.append("%s: bad kind %r" % (rid, r["kind"]))
        if not os.path.isdir(r["root"]):
            problems.append("%s: root missing %s" % (rid, r["root"]))
            continue

        if r["collection"] == "none":
            if r["kind"] != "none" or r["pages"] or r["answer"]:
                problems.append("%s: none row must have kind none, no pages, no answer" % rid)
            coll, keys = terms[rid]
            want_root = PY_ROOT if coll == "python3-doc" else DEB_ROOT
            if r["root"] != want_root:
                problems.append("%s: root mismatch" % rid)
            if not 2 <= len(keys) <= 3:
                problems.append("%s: need 2-3 key terms" % rid)
            for k in keys:
                if k.lower() not in r["question"].lower():
                    problems.append("%s: key term %r not in question" % (rid, k))
            continue

        if r["kind"] == "none":
            problems.append("%s: answerable row with kind none" % rid)
        if not r["pages"]:
            problems.append("%s: no pages" % rid)
        if not 1 <= len(r["answer"]) <= 3:
            problems.append("%s: need 1-3 answer phrases" % rid)
        texts = {}
        for pg in r["pages"]:
            full = os.path.join(r["root"], pg)
            if not os.path.isfile(full):
                problems.append("%s: page missing %s" % (rid, full))
                continue
            if r["collection"] == "debian-reference":
                suf = DEB_SUFFIX.get(r["language"])
                if not pg.endswith(".%s.html" % suf):
                    problems.append("%s: page %s not in language %s" % (rid, pg, r["language"]))
            elif not pg.endswith(".html"):
                problems.append("%s: page %s is not an html page" % (rid, pg))
            texts[pg] = page_text(full)
        page_hit = {pg: False for pg in texts}
        for ph in r["answer"]:
            if word_count(ph) < 6:
                problems.append("%s: phrase too short: %r" % (rid, ph))
            if copies_phrase(r["question"], ph):
                problems.append("%s: question copies phrase %r" % (rid, ph))
            p = norm(ph)
            found = False
            for pg, (spaced, joined) in texts.items():
                if p in spaced and p in joined:
                    found = True
                    page_hit[pg] = True
                elif p in spaced or p in joined:
                    problems.append("%s: phrase %r spans a tag boundary in %s" % (rid, ph, pg))
            if not found:
                problems.append("%s: phrase not found in its pages: %r" % (rid, ph))
        for pg, hit in page_hit.items():
            if not hit:
                problems.append("%s: page %s holds none of the phrases" % (rid, pg))

    for key, n in EXPECTED.items():
        if counts.get(key, 0) != n:
            problems.append("count %s: %d, expected %d" % (key, counts.get(key, 0), n))
    for key in counts:
        if key not in EXPECTED:
            problems.append("unexpected collection/language %s" % (key,))

    # key terms absent from every file under the root (gz decompressed)
    by_root = {}
    for rid, (coll, keys) in terms.items():
        root = PY_ROOT if coll == "python3-doc" else DEB_ROOT
        for k in keys:
            by_root.setdefault(root, {})[k.lower()] = rid
    for root, keymap in by_root.items():
        if not os.path.isdir(root):
            continue
        for path, text, err in root_texts(root):
            if text is None:
                problems.append("cannot read %s: %s" % (path, err))
                continue
            for k, rid in keymap.items():
                if k in text:
                    problems.append("%s: key term %r occurs in %s" % (rid, k, path))
    return problems, counts


def main():
    if len(sys.argv) != 2:
        print("usage: %s OUTPUT.jsonl" % sys.argv[0], file=sys.stderr)
        return 2
    out = sys.argv[1]
    rows, terms = build_rows()
    problems, counts = check(rows, terms)
    if problems:
        print("%d problem(s):" % len(problems))
        for p in problems:
            print("  " + p)
        return 1
    with open(out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d rows to %s" % (len(rows), out))
    for (coll, lang), n in sorted(counts.items()):
        print("  %-17s %-3s %d" % (coll, lang, n))
    return 0


if __name__ == "__main__":
    sys.exit(main())
