#!/usr/bin/env python3
"""Build and verify the blind question set b15.

Each answerable row's answer phrases must occur (case-insensitive, whitespace
collapsed) in the visible text of at least one of its listed pages.  The page
text is produced twice -- tags replaced by a space and tags removed outright --
and a phrase passes only when it is found in both renderings, so it does not
depend on how a tool joins text across inline tags.
"""
import html
import json
import os
import re
import sys

ROOTS = {
    "python3-doc": "/usr/share/doc/python3/html",
    "debian-reference": "/usr/share/debian-reference",
}
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "blind_questions_s15.jsonl")

PY, DEB = "python3-doc", "debian-reference"

# (id, collection, language, kind, question, pages, answers)
ROWS = [
    # ---------------- python3-doc, English (30) ----------------
    ("b15-py-en-1", PY, "en", "howto",
     "copy a folder with all its subfolders and files to another place in python",
     ["library/shutil.html"],
     ["Recursively copy an entire directory tree rooted at src to a directory named dst"]),
    ("b15-py-en-2", PY, "en", "howto",
     "os.rmdir fails with 'Directory not empty' - how do I delete the folder and everything in it?",
     ["library/shutil.html"],
     ["Delete an entire directory tree; path must point to a directory"]),
    ("b15-py-en-3", PY, "en", "api",
     "temporary file that gets deleted automaticaly when I close it",
     ["library/tempfile.html"],
     ["If delete is true (the default), the file is deleted as soon as it is closed."]),
    ("b15-py-en-4", PY, "en", "howto",
     "How can I find all .py files in a directory and all its subdirectories using pathlib?",
     ["library/pathlib.html", "library/glob.html"],
     ["This is like calling Path.glob() with", "added in front of the given relative pattern"]),
    ("b15-py-en-5", PY, "en", "howto",
     "whats the easiest way to compute the sha256 of a large file",
     ["library/hashlib.html"],
     ["The hashlib module provides a helper function for efficient hashing of a file or file-like object.",
      "Return a digest object that has been updated with contents of file object."]),
    ("b15-py-en-6", PY, "en", "concept",
     "why does 'www.example.com'.lstrip('www.') eat more characters than the prefix? how do I remove just the prefix",
     ["library/stdtypes.html"],
     ["The chars argument is not a prefix; rather, all combinations of its values are stripped",
      "for a method that will remove a single prefix string rather than all of a set of characters"]),
    ("b15-py-en-7", PY, "en", "api",
     "strip the common indentation from a triple-quoted multiline string",
     ["library/textwrap.html"],
     ["Remove any common leading whitespace from every line in text"]),
    ("b15-py-en-8", PY, "en", "howto",
     "format an integer with commas as thousands separators, like 1,234,567",
     ["library/string.html"],
     ["option signals the use of a comma for a thousands separator"]),
    ("b15-py-en-9", PY, "en", "howto",
     "is there a quick way to print both a variable's name and its value in an f-string when debugging?",
     ["reference/lexical_analysis.html", "tutorial/inputoutput.html", "whatsnew/3.8.html"],
     ["To display both the expression text and its value after evaluation, (useful in debugging), an equal sign"]),
    ("b15-py-en-10", PY, "en", "api",
     "convert a string like 2023-04-01T12:30:00 into a datetime object",
     ["library/datetime.html"],
     ["Return a datetime corresponding to a date_string in any valid ISO 8601 format"]),
    ("b15-py-en-11", PY, "en", "api",
     "which standard module gives me IANA time zones like Europe/Berlin without installing pytz?",
     ["library/zoneinfo.html"],
     ["The zoneinfo module provides a concrete time zone implementation to support the IANA time zone database"]),
    ("b15-py-en-12", PY, "en", "howto",
     "How do I run an external command and get what it prints to stdout back into my program?",
     ["library/subprocess.html"],
     ["If capture_output is true, stdout and stderr will be captured."]),
    ("b15-py-en-13", PY, "en", "api",
     "what happens to the child process when subprocess.run hits its timeout",
     ["library/subprocess.html"],
     ["If the timeout expires, the child process will be killed and waited for."]),
    ("b15-py-en-14", PY, "en", "howto",
     "asyncio: run several coroutines at the same time and collect all their results",
     ["library/asyncio-task.html"],
     ["Run awaitable objects in the aws sequence concurrently"]),
    ("b15-py-en-15", PY, "en", "howto",
     "how to give up on an await in asyncio if it takes longer than 5 seconds",
     ["library/asyncio-task.html"],
     ["An asynchronous context manager that can be used to limit the amount of time spent waiting on something.",
      "Wait for the aw awaitable to complete with a timeout."]),
    ("b15-py-en-16", PY, "en", "api",
     "my socket recv() just hangs forever. how do i set a timeout on it",
     ["library/socket.html"],
     ["Set a timeout on blocking socket operations."]),
    ("b15-py-en-17", PY, "en", "howto",
     "check whether an IP address is inside a subnet such as 10.0.0.0/8",
     ["howto/ipaddress.html", "library/ipaddress.html"],
     ["network objects lend themselves to using the list membership test syntax",
      "Network objects can act as containers of addresses."]),
    ("b15-py-en-18", PY, "en", "concept",
     "list.pop(0) is slow on big lists, what should I use for a queue with fast appends and pops at both ends?",
     ["library/collections.html"],
     ["Deques support thread-safe, memory efficient appends and pops from either side of the deque"]),
    ("b15-py-en-19", PY, "en", "api",
     "insert into a sorted list and keep it sorted without re-sorting every time",
     ["library/bisect.html"],
     ["This module provides support for maintaining a list in sorted order without having to sort the list after each insertion."]),
    ("b15-py-en-20", PY, "en", "api",
     "make a dataclass read-only so its fields can't be changed after creation",
     ["library/dataclasses.html"],
     ["assigning to fields will generate an exception. This emulates read-only frozen instances."]),
    ("b15-py-en-21", PY, "en", "howto",
     "How do I get rid of 'During handling of the above exception, another exception occurred' when I raise my own exception inside except?",
     ["tutorial/errors.html", "reference/simple_stmts.html"],
     ["Exception chaining can be explicitly suppressed by specifying None in the from clause"]),
    ("b15-py-en-22", PY, "en", "concept",
     "what is except* (except star) used for",
     ["tutorial/errors.html", "reference/compound_stmts.html"],
     ["we can selectively handle only the exceptions in the group that match a certain type"]),
    ("b15-py-en-23", PY, "en", "concept",
     "why does my function with a list as default argument remember items from previous calls?",
     ["faq/programming.html", "tutorial/controlflow.html"],
     ["Default values are created exactly once, when the function is defined.",
      "The default value is evaluated only once."]),
    ("b15-py-en-24", PY, "en", "api",
     "get the installed version of a pip package from inside my code",
     ["library/importlib.metadata.html"],
     ["The version() function is the quickest way to get a Distribution Package"]),
    ("b15-py-en-25", PY, "en", "tool",
     "bundle my pyhton app into a single runnable .pyz archive",
     ["library/zipapp.html"],
     ["This module provides tools to manage the creation of zip files containing Python code"]),
    ("b15-py-en-26", PY, "en", "concept",
     "does Optional[str] in a type hint mean the argument has a default value?",
     ["library/typing.html"],
     ["Note that this is not the same concept as an optional argument, which is one that has a default."]),
    ("b15-py-en-27", PY, "en", "api",
     "TypedDict: how to mark just one key as not required",
     ["library/typing.html"],
     ["Special typing constructs that mark individual keys of a TypedDict as either required or non-required respectively."]),
    ("b15-py-en-28", PY, "en", "howto",
     "replace a function with a fake object only during a unit test",
     ["library/unittest.mock.html", "library/unittest.mock-examples.html"],
     ["acts as a function decorator, class decorator or a context manager",
      "the target is patched with a new object"]),
    ("b15-py-en-29", PY, "en", "api",
     "unittest - skip a test only when running on windows",
     ["library/unittest.html"],
     ["Skip the decorated test if condition is true."]),
    ("b15-py-en-30", PY, "en", "howto",
     "logging: start a new log file once the current one reaches a certain size",
     ["library/logging.handlers.html", "howto/logging-cookbook.html"],
     ["supports rotation of disk log files",
      "Sometimes you want to let a log file grow to a certain size, then open a new file and log to that."]),

    # ---------------- debian-reference, English (14) ----------------
    ("b15-deb-en-1", DEB, "en", "concept",
     "where does debian keep the hostname that gets set at boot?",
     ["ch03.en.html"],
     ["sets the system hostname at boot time to the name stored in",
      "This file should contain only the system hostname, not a fully qualified domain name."]),
    ("b15-deb-en-2", DEB, "en", "tool",
     "how do I view the system log messages from the last boot with systemd",
     ["ch03.en.html"],
     ["These binary log data are accessed by the", "you can display log from the last boot as"]),
    ("b15-deb-en-3", DEB, "en", "howto",
     "limit apt download speed so it doesn't eat all my bandwidth",
     ["ch02.en.html"],
     ["you should configure APT with its configuration parameter as the following"]),
    ("b15-deb-en-4", DEB, "en", "howto",
     "How do I stop apt from pulling in certain packages automatically via Recommends?",
     ["ch02.en.html"],
     ["explicitly list all those packages at the top of it as the following"]),
    ("b15-deb-en-5", DEB, "en", "tool",
     "which package installed this file? find owner package of /usr/bin/something",
     ["ch02.en.html"],
     ["can be used to search package names which contain files with the matching name installed by dpkg"]),
    ("b15-deb-en-6", DEB, "en", "tool",
     "both vim and nvi are installed - how to choose which one runs when i type vi",
     ["ch02.en.html"],
     ["The Debian system has mechanism to install somewhat overlapping programs peacefully using",
      "The Debian alternatives system keeps its selection as symlinks in"]),
    ("b15-deb-en-7", DEB, "en", "howto",
     "record everything i do in a terminal session into a file",
     ["ch01.en.html", "ch09.en.html"],
     ["The basic method of recording the shell activity is to run it under",
      "It is a good practice to log shell activities into the file for you to review them later."]),
    ("b15-deb-en-8", DEB, "en", "tool",
     "run a command just once at a given time later, not with cron",
     ["ch09.en.html"],
     ["command to schedule a one-time job by the following"]),
    ("b15-deb-en-9", DEB, "en", "howto",
     "ssh into my server without typing the password each time",
     ["ch06.en.html"],
     ["One can avoid having to remember passwords for remote systems by using",
      "Generate authentication keys locally and install the public key on the remote system by the following."]),
    ("b15-deb-en-10", DEB, "en", "howto",
     "perl keeps warning 'Setting locale failed' - how do I generate the locale I need?",
     ["ch08.en.html"],
     ["the locale data must be compiled from the locale database",
      "The locales package does not come with pre-compiled locale data."]),
    ("b15-deb-en-11", DEB, "en", "howto",
     "how to find the optimal MTU for my connection",
     ["ch05.en.html"],
     ["you may wish to set MTU manually after experiments with"]),
    ("b15-deb-en-12", DEB, "en", "tool",
     "Which command tells me how much disk space a directory tree is using?",
     ["ch09.en.html"],
     ["reports the disk space usage for the directory tree"]),
    ("b15-deb-en-13", DEB, "en", "tool",
     "get the UUID of a partition to put in fstab",
     ["ch09.en.html"],
     ["You can probe UUID of a block special device with", "You can also probe it and other information with"]),
    ("b15-deb-en-14", DEB, "en", "howto",
     "automatic security updates on debian stable, how?",
     ["ch02.en.html"],
     ["This script can be enhanced to perform the automatic upgrade of packages by installing the unattended-upgrades package.",
      "The unattended-upgrades package is mainly intended for the security upgrade for the stable system."]),

    # ---------------- other languages (12) ----------------
    # German (3)
    ("b15-deb-de-1", DEB, "de", "howto",
     "Wie stelle ich unter Debian die Zeitzone um?",
     ["ch09.de.html"],
     ["Mit folgendem Befehl konfigurieren Sie die vom Debian-System verwendete Zeitzone neu"]),
    ("b15-deb-de-2", DEB, "de", "howto",
     "sudo ohne Passworteingabe für meinen eigenen Benutzer einrichten",
     ["ch01.de.html"],
     ["administrative Rechte zu gewähren, ohne dass dieser irgendein Passwort eingeben muss"]),
    ("b15-py-de-1", PY, "de", "api",
     "Wie erzeuge ich in Python ein sicheres, zufälliges Token für einen Link zum Zurücksetzen des Passworts?",
     ["library/secrets.html"],
     ["Return a random URL-safe text string, containing nbytes random bytes.",
      "Generate a hard-to-guess temporary URL containing a security token suitable for password recovery applications"]),
    # French (3)
    ("b15-deb-fr-1", DEB, "fr", "tool",
     "Comment convertir un fichier texte de l'encodage ISO-8859-1 vers UTF-8 ?",
     ["ch11.fr.html"],
     ["Vous pouvez convertir les codages de caractères d’un fichier texte par",
      "est toujours disponible sur pratiquement tous les systèmes de type Unix pour permettre la conversion des codages de caractères"]),
    ("b15-deb-fr-2", DEB, "fr", "tool",
     "tuer un processus par son nom plutôt que par son PID",
     ["ch09.fr.html"],
     ["pour faire la même chose avec le nom de commande du processus et d’autres attributs"]),
    ("b15-py-fr-1", PY, "fr", "api",
     "json.dumps plante avec « Object of type datetime is not JSON serializable », comment sérialiser mes propres objets ?",
     ["library/json.html"],
     ["If specified, default should be a function that gets called for objects that can’t otherwise be serialized."]),
    # Spanish (2)
    ("b15-deb-es-1", DEB, "es", "tool",
     "¿cómo programo una tarea para que se ejecute todos los días a la misma hora?",
     ["ch09.es.html"],
     ["para planificar las tareas de forma regular",
      "Puede planificar la ejecución de procesos como un usuario normal"]),
    ("b15-py-es-1", PY, "es", "howto",
     "¿Cómo evito la inyección SQL al insertar valores con sqlite3 en Python?",
     ["library/sqlite3.html"],
     ["Always use placeholders instead of string formatting to bind Python values to SQL statements, to avoid SQL injection attacks"]),
    # Japanese (2)
    ("b15-deb-ja-1", DEB, "ja", "concept",
     "aptでダウンロードした.debファイルはどこに保存されていますか？",
     ["ch02.ja.html"],
     ["メカニズムでリモートから取得されたパッケージは消去されるまでは"]),
    ("b15-py-ja-1", PY, "ja", "api",
     "Pythonで重い関数の結果をキャッシュ（メモ化）するにはどうすればいい？",
     ["library/functools.html"],
     ["Decorator to wrap a function with a memoizing callable that saves up to the maxsize most recent calls."]),
    # Chinese (2)
    ("b15-deb-zh-1", DEB, "zh", "concept",
     "apt 和 apt-get 有什么区别？应该用哪个？",
     ["ch02.zh-cn.html"],
     ["被设计为针对终端用户交互的界面，它默认启用了某些适合交互式使用的选项"]),
    ("b15-py-zh-1", PY, "zh", "api",
     "python 怎么读取 TOML 配置文件？",
     ["library/tomllib.html"],
     ["This module provides an interface for parsing TOML", "Read a TOML file."]),

    # ---------------- not answered by the collections (8) ----------------
    ("b15-none-en-1", PY, "en", "howto",
     "pandas groupby on two columns and sum the rest", [], []),
    ("b15-none-en-2", DEB, "en", "howto",
     "kubeadm init keeps failing on debian, how do I set up a kubernetes cluster?", [], []),
    ("b15-none-en-3", PY, "en", "howto",
     "how to move a pytorch tensor to the GPU", [], []),
    ("b15-none-de-1", DEB, "de", "howto",
     "Wie konfiguriere ich einen Apache-Kafka-Broker mit TLS unter Debian?", [], []),
    ("b15-none-fr-1", PY, "fr", "howto",
     "Comment créer et appliquer une migration de base de données avec Django ?", [], []),
    ("b15-none-es-1", DEB, "es", "howto",
     "¿Cómo activo WSL2 en Windows 11 para instalar Debian?", [], []),
    ("b15-none-ja-1", PY, "ja", "howto",
     "NumPyで行列の逆行列を求めるにはどうすればいいですか？", [], []),
    ("b15-none-zh-1", DEB, "zh", "howto",
     "如何用 Ansible 把 WordPress 批量部署到多台 Debian 服务器？", [], []),
]


def visible(path, sep):
    s = open(path, encoding="utf-8", errors="replace").read()
    s = re.sub(r"(?is)<(script|style)\b.*?</\1>", " ", s)
    s = re.sub(r"(?is)<!--.*?-->", " ", s)
    s = re.sub(r"(?s)<[^>]+>", sep, s)
    s = html.unescape(s)
    return re.sub(r"\s+", " ", s).strip().lower()


def norm(p):
    return re.sub(r"\s+", " ", p).strip().lower()


def main():
    ids = set()
    bad = 0
    out = []
    for rid, coll, lang, kind, q, pages, answers in ROWS:
        assert rid not in ids, rid
        ids.add(rid)
        root = ROOTS[coll]
        for pg in pages:
            if coll == DEB:
                want = {"zh": "zh-cn"}.get(lang, lang)
                assert pg.endswith(".%s.html" % want), (rid, pg)
        for a in answers:
            found = []
            for pg in pages:
                fp = os.path.join(root, pg)
                if not os.path.exists(fp):
                    print("MISSING PAGE", rid, pg)
                    bad += 1
                    continue
                if all(norm(a) in visible(fp, sep) for sep in (" ", "")):
                    found.append(pg)
            if not found:
                print("NOT FOUND", rid, repr(a))
                bad += 1
        if not pages:
            assert rid.startswith("b15-none-"), rid
        out.append({"id": rid, "collection": coll, "root": root, "language": lang,
                    "question": q, "pages": pages, "answer": answers, "kind": kind})
    with open(OUT, "w", encoding="utf-8") as f:
        for r in out:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    from collections import Counter
    print(Counter((r["collection"], r["language"]) for r in out))
    print("rows", len(out), "unanswerable", sum(1 for r in out if not r["pages"]))
    print("FAILED" if bad else "ALL PHRASES FOUND", bad)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
