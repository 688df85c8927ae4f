#!/usr/bin/env python3
"""Blind evaluation questions, set s21, over two installed documentation collections.

- python3-doc:      /usr/share/doc/python3/html   (English only, Python 3.11 docs)
- debian-reference: /usr/share/debian-reference   (one HTML file per chapter and language,
                    e.g. ch02.en.html, ch02.de.html, ch02.zh-cn.html)

The rows are held below as data. Running the script verifies them and, only if every
check passes, writes bench/docs/blind_questions_s21.jsonl next to the writers/ folder.
Any failure is listed and the script exits non-zero.

Checks:
  * exact field set, id format and uniqueness, allowed values of collection/root/language/kind;
  * every listed page exists under its root; debian-reference pages are in the question's
    language (zh -> zh-cn) because every chapter has a translated file;
  * every answer phrase (1-3 per answerable row, 5-25 words; CJK phrases: 8-80 characters)
    occurs, case-insensitively, whitespace collapsed and HTML entities unescaped, in the visible
    text of at least one listed page, in at least one of two renderings: tags replaced by a
    space ("space") or tags removed outright ("strip"). Phrases that only pass one rendering
    are noted in a comment next to them (and are reported when the script runs);
  * "none" rows: each key term in NONE_TERMS is absent (case-insensitive) from every text
    file under the row's root (HTML pages, Sphinx _sources, gzipped plain-text exports);
  * counts per collection and language.

Standard library only.
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
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, "..", "blind_questions_s21.jsonl"))

ROWS = [
    # ------------------------------------------------------------------ python3-doc, English
    {"id": "b21-py-en-1", "collection": "python3-doc", "root": PY, "language": "en",
     "question": "how do i subtract two dates and get how many days apart they are",
     "pages": ["library/datetime.html"],
     "answer": ["timedelta.seconds and timedelta.microseconds are 0, and date2 + timedelta == date1 after",
                "date2 will be timedelta.days days after date1"],
     "kind": "howto"},
    {"id": "b21-py-en-2", "collection": "python3-doc", "root": PY, "language": "en",
     "question": "what does functools.lru_cache actually do",
     "pages": ["library/functools.html"],
     "answer": ["Decorator to wrap a function with a memoizing callable that saves up to the maxsize most recent calls",
                "It can save time when an expensive or I/O bound function is periodically called with the same arguments"],
     "kind": "api"},
    {"id": "b21-py-en-3", "collection": "python3-doc", "root": PY, "language": "en",
     "question": "my function has def f(items=[]) and the list keeps the stuff from previous calls?? why",
     "pages": ["faq/programming.html", "tutorial/controlflow.html", "reference/compound_stmts.html"],
     "answer": ["Default values are created exactly once, when the function is defined",
                "This makes a difference when the default is a mutable object such as a list",
                "A way around this is to use None as the default, and explicitly test for it"],
     "kind": "error"},
    {"id": "b21-py-en-4", "collection": "python3-doc", "root": PY, "language": "en",
     "question": "difference between is and == when comparing two objects",
     "pages": ["reference/expressions.html"],
     "answer": ["x is y is true if and only if x and y are the same object",
                "compare the values of two objects. The objects do not need to have the same type"],
     "kind": "concept"},
    {"id": "b21-py-en-5", "collection": "python3-doc", "root": PY, "language": "en",
     "question": "read a csv file so each row comes back as a dict keyed by the column headers",
     "pages": ["library/csv.html"],
     "answer": ["Create an object that operates like a regular reader but maps the information in each row to a dict",
                "If fieldnames is omitted, the values in the first row of file f will be used as the fieldnames"],
     "kind": "howto"},
    {"id": "b21-py-en-6", "collection": "python3-doc", "root": PY, "language": "en",
     "question": "what does os.path.expanduser do with a path starting with ~",
     "pages": ["library/os.path.html"],
     "answer": ["an initial ~ is replaced by the environment variable HOME if it is set",
                "otherwise the current user’s home directory is looked up in the password directory"],
     "kind": "api"},
    {"id": "b21-py-en-7", "collection": "python3-doc", "root": PY, "language": "en",
     "question": "why do I get UnboundLocalError when i do x += 1 inside a function, x is defined at the top of the file",
     "pages": ["faq/programming.html"],
     "answer": ["when you make an assignment to a variable in a scope, that variable becomes local to that scope",
                "you can access the outer scope variable by declaring it global"],
     "kind": "error"},
    {"id": "b21-py-en-8", "collection": "python3-doc", "root": PY, "language": "en",
     "question": "how to run a shell command from python and grab what it prints to stdout",
     "pages": ["library/subprocess.html"],
     "answer": [# space-rendering only: "<em>args</em>."
                "Run the command described by args . Wait for command to complete, then return a CompletedProcess instance",
                "If capture_output is true, stdout and stderr will be captured"],
     "kind": "howto"},
    {"id": "b21-py-en-9", "collection": "python3-doc", "root": PY, "language": "en",
     "question": "what is the GIL and why do people say python threads cant use all cores",
     "pages": ["glossary.html"],
     "answer": ["The mechanism used by the CPython interpreter to assure that only one thread executes Python bytecode at a time",
                "at the expense of much of the parallelism afforded by multi-processor machines"],
     "kind": "concept"},
    {"id": "b21-py-en-10", "collection": "python3-doc", "root": PY, "language": "en",
     "question": "how do I sort a list of dicts by the 'age' value",
     "pages": ["howto/sorting.html"],
     "answer": ["have a key parameter to specify a function (or other callable) to be called on each list element prior to making comparisons",
                "A common pattern is to sort complex objects using some of the object’s indices as keys"],
     "kind": "howto"},
    {"id": "b21-py-en-11", "collection": "python3-doc", "root": PY, "language": "en",
     "question": "what happens with zip(a, b, strict=True) if the lists have different lengths",
     "pages": ["library/functions.html"],
     "answer": ["it raises a ValueError if one iterable is exhausted before the others",
                "any bug that results in iterables of different lengths will be silenced"],
     "kind": "api"},
    {"id": "b21-py-en-12", "collection": "python3-doc", "root": PY, "language": "en",
     "question": "why is 0.1 + 0.2 == 0.3 False in python",
     "pages": ["tutorial/floatingpoint.html"],
     "answer": ["since 0.1 is not exactly 1/10, summing three values of 0.1 may not yield exactly 0.3, either",
                "you’re simply rounding the display of the true machine value"],
     "kind": "error"},
    {"id": "b21-py-en-13", "collection": "python3-doc", "root": PY, "language": "en",
     "question": "how to dump a dict to json with nice indentation instead of one long line",
     "pages": ["library/json.html"],
     "answer": ["If indent is a non-negative integer or string, then JSON array elements and object members will be pretty-printed with that indent level",
                "None (the default) selects the most compact representation"],
     "kind": "howto"},
    {"id": "b21-py-en-14", "collection": "python3-doc", "root": PY, "language": "en",
     "question": "Counter.most_common - what order do items with the same count come out in",
     "pages": ["library/collections.html"],
     "answer": ["Return a list of the n most common elements and their counts from the most common to the least",
                "Elements with equal counts are ordered in the order first encountered"],
     "kind": "api"},
    {"id": "b21-py-en-15", "collection": "python3-doc", "root": PY, "language": "en",
     "question": "need a scratch file that gets deleted automaticaly when im done with it",
     "pages": ["library/tempfile.html"],
     "answer": ["It will be destroyed as soon as it is closed (including an implicit close when the object is garbage collected)",
                "If delete is true (the default), the file is deleted as soon as it is closed"],
     "kind": "howto"},
    {"id": "b21-py-en-16", "collection": "python3-doc", "root": PY, "language": "en",
     "question": "RecursionError: maximum recursion depth exceeded - can i make the limit bigger",
     "pages": ["library/sys.html"],
     "answer": ["This limit prevents infinite recursion from causing an overflow of the C stack and crashing Python",
                "A user may need to set the limit higher when they have a program that requires deep recursion"],
     "kind": "error"},
    {"id": "b21-py-en-17", "collection": "python3-doc", "root": PY, "language": "en",
     "question": "itertools.groupby returns the same key several times instead of one group per key",
     "pages": ["library/itertools.html"],
     "answer": ["Generally, the iterable needs to already be sorted on the same key function",
                "It generates a break or new group every time the value of the key function changes"],
     "kind": "error"},
    {"id": "b21-py-en-18", "collection": "python3-doc", "root": PY, "language": "en",
     "question": "whats the point of defining __slots__ in a class",
     "pages": ["reference/datamodel.html"],
     "answer": ["explicitly declare data members (like properties) and deny the creation of __dict__ and __weakref__",
                "The space saved over using __dict__ can be significant"],
     "kind": "concept"},
    {"id": "b21-py-en-19", "collection": "python3-doc", "root": PY, "language": "en",
     "question": "does os.path.exists return True for a symlink whose target was deleted",
     "pages": ["library/os.path.html"],
     "answer": ["Return True if path refers to an existing path or an open file descriptor. Returns False for broken symbolic links"],
     "kind": "api"},
    {"id": "b21-py-en-20", "collection": "python3-doc", "root": PY, "language": "en",
     "question": "removing items from a list inside a for loop over that same list skips some of them",
     "pages": ["tutorial/controlflow.html"],
     "answer": ["Code that modifies a collection while iterating over that same collection can be tricky to get right",
                "it is usually more straight-forward to loop over a copy of the collection or to create a new collection"],
     "kind": "error"},
    {"id": "b21-py-en-21", "collection": "python3-doc", "root": PY, "language": "en",
     "question": "loop with an index that starts at 1 instead of 0",
     "pages": ["library/functions.html"],
     "answer": ["returns a tuple containing a count (from start which defaults to 0) and the values obtained from iterating over iterable"],
     "kind": "howto"},
    {"id": "b21-py-en-22", "collection": "python3-doc", "root": PY, "language": "en",
     "question": "how do I make the logging module write to a file rather than the terminal",
     "pages": ["howto/logging.html", "library/logging.html"],
     "answer": ["the messages from successive runs are appended to the file example.log",
                "you can specify the filemode argument",
                "Specifies that a FileHandler be created, using the specified filename, rather than a StreamHandler"],
     "kind": "howto"},
    {"id": "b21-py-en-23", "collection": "python3-doc", "root": PY, "language": "en",
     "question": "what does if __name__ == '__main__': actually do at the bottom of a script",
     "pages": ["library/__main__.html", "tutorial/modules.html"],
     "answer": ["Code within this block won’t run unless the module is executed in the top-level environment",
                "if the module is executed in the top-level code environment, its __name__ is set to the string '__main__'",
                "you can make the file usable as a script as well as an importable module"],
     "kind": "concept"},
    {"id": "b21-py-en-24", "collection": "python3-doc", "root": PY, "language": "en",
     "question": "why does nums = nums.sort() leave me with None",
     "pages": ["faq/design.html", "library/stdtypes.html"],
     "answer": ["Therefore, list.sort() sorts the list in place. In order to remind you of that fact, it does not return the sorted list",
                "it does not return the sorted sequence (use sorted() to explicitly request a new sorted list instance)"],
     "kind": "error"},

    # ------------------------------------------------------------ python3-doc, other languages
    {"id": "b21-py-de-1", "collection": "python3-doc", "root": PY, "language": "de",
     "question": "wie finde ich rekursiv alle .txt dateien auch in den unterordnern",
     "pages": ["library/glob.html", "library/pathlib.html"],
     "answer": ["will match any files and zero or more directories, subdirectories and symbolic links to directories",
                "this directory and all subdirectories, recursively"],
     "kind": "howto"},
    {"id": "b21-py-de-2", "collection": "python3-doc", "root": PY, "language": "de",
     "question": "Was ist der Unterschied zwischen copy.copy und copy.deepcopy bei verschachtelten Listen?",
     "pages": ["library/copy.html"],
     "answer": ["A shallow copy constructs a new compound object and then (to the extent possible) inserts references into it to the objects found in the original",
                "A deep copy constructs a new compound object and then, recursively, inserts copies into it of the objects found in the original"],
     "kind": "concept"},
    {"id": "b21-py-fr-1", "collection": "python3-doc", "root": PY, "language": "fr",
     "question": "comment mesurer le temps d'execution d'un petit bout de code python",
     "pages": ["library/timeit.html"],
     "answer": ["This module provides a simple way to time small bits of Python code",
                "It avoids a number of common traps for measuring execution times"],
     "kind": "howto"},
    {"id": "b21-py-fr-2", "collection": "python3-doc", "root": PY, "language": "fr",
     "question": "quelle est la différence entre re.match et re.search ?",
     "pages": ["library/re.html"],
     "answer": ["re.match() checks for a match only at the beginning of the string",
                "re.search() checks for a match anywhere in the string"],
     "kind": "concept"},
    {"id": "b21-py-es-1", "collection": "python3-doc", "root": PY, "language": "es",
     "question": "como creo un entorno virtual para mi proyecto en python",
     "pages": ["tutorial/venv.html", "library/venv.html"],
     "answer": ["run the venv module as a script with the directory path",
                "Creation of virtual environments is done by executing the command venv"],
     "kind": "howto"},
    {"id": "b21-py-es-2", "collection": "python3-doc", "root": PY, "language": "es",
     "question": "para qué sirve el decorador @property en una clase",
     "pages": ["library/functions.html"],
     "answer": ["This makes it possible to create read-only properties easily using property() as a decorator",
                # space-rendering only: "<em>C</em>,"
                "If c is an instance of C , c.x will invoke the getter, c.x = value will invoke the setter"],
     "kind": "api"},
    {"id": "b21-py-it-1", "collection": "python3-doc", "root": PY, "language": "it",
     "question": "come stampo un float con solo due decimali dentro una f-string",
     "pages": ["tutorial/inputoutput.html"],
     "answer": ["An optional format specifier can follow the expression",
                "The following example rounds pi to three places after the decimal"],
     "kind": "howto"},
    {"id": "b21-py-it-2", "collection": "python3-doc", "root": PY, "language": "it",
     "question": "perché ottengo TypeError: unhashable type: 'list' se uso una lista come chiave di un dizionario",
     "pages": ["faq/design.html"],
     "answer": ["If the key were a mutable object, its value could change, and thus its hash could also change",
                "If you want a dictionary indexed with a list, simply convert the list to a tuple first"],
     "kind": "error"},
    {"id": "b21-py-ja-1", "collection": "python3-doc", "root": PY, "language": "ja",
     "question": "dataclass に frozen=True を付けると何が変わるの？",
     "pages": ["library/dataclasses.html"],
     "answer": ["assigning to fields will generate an exception. This emulates read-only frozen instances",
                "These methods will raise a FrozenInstanceError when invoked"],
     "kind": "api"},
    {"id": "b21-py-ja-2", "collection": "python3-doc", "root": PY, "language": "ja",
     "question": "asyncio で複数のコルーチンを同時に走らせて結果をまとめて受け取りたい",
     "pages": ["library/asyncio-task.html"],
     "answer": ["Run awaitable objects in the aws sequence concurrently",
                "If all awaitables are completed successfully, the result is an aggregate list of returned values"],
     "kind": "howto"},
    {"id": "b21-py-zh-1", "collection": "python3-doc", "root": PY, "language": "zh",
     "question": "python 里怎么读取环境变量，比如 HOME",
     "pages": ["library/os.html"],
     "answer": ["A mapping object where keys and values are strings that represent the process environment",
                "is the pathname of your home directory (on some platforms)"],
     "kind": "howto"},
    {"id": "b21-py-zh-2", "collection": "python3-doc", "root": PY, "language": "zh",
     "question": "with open(...) as f 这种写法有什么好处，文件会自己关闭吗",
     "pages": ["tutorial/inputoutput.html"],
     "answer": ["The advantage is that the file is properly closed after its suite finishes, even if an exception is raised at some point"],
     "kind": "concept"},

    # ------------------------------------------------------------ debian-reference, English
    {"id": "b21-deb-en-1", "collection": "debian-reference", "root": DEB, "language": "en",
     "question": "how can I find out which installed package a file like /usr/bin/foo came from",
     "pages": ["ch02.en.html"],
     "answer": ["can be used to search package names which contain files with the matching name installed by dpkg",
                "list installed packages which have matching file name"],
     "kind": "command"},
    {"id": "b21-deb-en-2", "collection": "debian-reference", "root": DEB, "language": "en",
     "question": "stop one package from being upgraded when I run apt upgrade",
     "pages": ["ch02.en.html"],
     "answer": ["set dpkg level package selection state for a package to hold",
                "echo package_name hold | dpkg --set-selections set dpkg level package selection state"],
     "kind": "howto"},
    {"id": "b21-deb-en-3", "collection": "debian-reference", "root": DEB, "language": "en",
     "question": "should i use apt or apt-get? whats the actual difference",
     "pages": ["ch02.en.html"],
     "answer": ["originally intended as an end-user interface and enables some options better suited for interactive usage by default",
                "apt-get is most suitable for the major system upgrade between releases, etc."],
     "kind": "concept"},
    {"id": "b21-deb-en-4", "collection": "debian-reference", "root": DEB, "language": "en",
     "question": "apt update keeps failing with GPG error ... BADSIG, how to fix",
     "pages": ["ch02.en.html"],
     "answer": ["Caching errors of the package data cause intriguing errors",
                # strip-rendering only: quotes hug a <code> element
                "You should remove all cached data by \"sudo rm -rf /var/lib/apt/*"],
     "kind": "error"},
    {"id": "b21-deb-en-5", "collection": "debian-reference", "root": DEB, "language": "en",
     "question": "installed a .deb with dpkg -i and it failed on dependencies, now the package is half installed",
     "pages": ["ch02.en.html"],
     "answer": ["the package installation will fail as partially installed",
                "Then, configure all partially installed packages with the following command. # dpkg --configure -a"],
     "kind": "error"},
    {"id": "b21-deb-en-6", "collection": "debian-reference", "root": DEB, "language": "en",
     "question": "log into my server over ssh without typing the password every time",
     "pages": ["ch06.en.html"],
     "answer": ["Generate authentication keys locally and install the public key on the remote system by the following",
                "One can avoid having to remember passwords for remote systems"],
     "kind": "howto"},
    {"id": "b21-deb-en-7", "collection": "debian-reference", "root": DEB, "language": "en",
     "question": "my /dev/sdb and /dev/sdc names swap after reboot, how do I mount them reliably in fstab",
     "pages": ["ch09.en.html", "ch03.en.html"],
     "answer": [# space-rendering only: "UUID</a>, instead"
                "can mount a block device using UUID , instead of using its file name such as",
                "You can use UUID to mount devices instead of device names such as",
                ],
     "kind": "howto"},
    {"id": "b21-deb-en-8", "collection": "debian-reference", "root": DEB, "language": "en",
     "question": "run a script every night at a fixed time as my normal user",
     "pages": ["ch09.en.html"],
     "answer": ["You can schedule to run processes as a normal user, e.g. foo by creating a crontab",
                # strip-rendering only: "cron</code>(8)"
                "Use cron(8) to schedule tasks regularly."],
     "kind": "howto"},
    {"id": "b21-deb-en-9", "collection": "debian-reference", "root": DEB, "language": "en",
     "question": "which command shows me what process is using a certain file, or a tcp port like smtp",
     "pages": ["ch09.en.html"],
     "answer": ["You can also identify processes using files by fuser",
                "You can also identify processes using sockets by fuser"],
     "kind": "command"},
    {"id": "b21-deb-en-10", "collection": "debian-reference", "root": DEB, "language": "en",
     "question": "change the default editor that opens for things like crontab -e, nano to vim",
     "pages": ["ch01.en.html"],
     "answer": ["You can change it by the following. $ sudo update-alternatives --config editor",
                "Many programs use the environment variables"],
     "kind": "command"},
    {"id": "b21-deb-en-11", "collection": "debian-reference", "root": DEB, "language": "en",
     "question": "after I cat'ed a binary file my terminal shows garbage characters, how to get it back",
     "pages": ["ch01.en.html"],
     "answer": [# strip-rendering only: quotes hug a <code> element
                "type \"reset\" at the command prompt. You may not be able to see the command echoed as you type"],
     "kind": "error"},
    {"id": "b21-deb-en-12", "collection": "debian-reference", "root": DEB, "language": "en",
     "question": "what does umask 022 mean for new files",
     "pages": ["ch01.en.html"],
     "answer": ["What permissions are applied to a newly created file or directory is restricted by the umask shell builtin command",
                "(file permissions) = (requested file permissions) & ~(umask value)"],
     "kind": "concept"},
    {"id": "b21-deb-en-13", "collection": "debian-reference", "root": DEB, "language": "en",
     "question": "where does debian keep the machine's hostname, can I put the full domain name there",
     "pages": ["ch03.en.html"],
     "answer": ["This file should contain only the system hostname, not a fully qualified domain name",
                "To print out the current hostname run hostname"],
     "kind": "concept"},
    {"id": "b21-deb-en-14", "collection": "debian-reference", "root": DEB, "language": "en",
     "question": "how do I check if my hard disk is about to die",
     "pages": ["ch09.en.html"],
     "answer": ["You can monitor and log your hard disk which is compliant to SMART with the smartd",
                # strip-rendering only: quotes hug a <code> element
                "Check the output of \"smartctl -a /dev/hda\" to see if SMART feature is actually enabled"],
     "kind": "howto"},

    # ------------------------------------------------------ debian-reference, other languages
    {"id": "b21-deb-de-1", "collection": "debian-reference", "root": DEB, "language": "de",
     "question": "wie gebe ich meinem normalen Benutzer Admin-Rechte mit sudo, ohne dass er das root-Passwort braucht?",
     "pages": ["ch01.de.html"],
     "answer": ["lediglich mit seinem Benutzer-Passwort (aber ohne das root-Passwort) administrative Rechte bekommen kann",
                "# echo \"penguin ALL=(ALL) ALL\" >> /etc/sudoers"],
     "kind": "howto"},
    {"id": "b21-deb-fr-1", "collection": "debian-reference", "root": DEB, "language": "fr",
     "question": "comment copier tout un dossier vers un autre serveur avec rsync en gardant les droits et les liens",
     "pages": ["ch10.fr.html"],
     "answer": ["# cd ./source; rsync -aHAXSv . user@host.dom:/dest",
                "Vous pouvez, en remplacement, utiliser la syntaxe « un slash en fin du répertoire source »"],
     "kind": "command"},
    {"id": "b21-deb-es-1", "collection": "debian-reference", "root": DEB, "language": "es",
     "question": "cómo desinstalo un paquete y borro también sus archivos de configuración",
     "pages": ["ch02.es.html"],
     "answer": [# space-rendering only: "«<code>foo</code>»"
                "elimina el paquete « foo » y sus archivos de configuración",
                "Elimina los archivos instalados incluidos los archivos de configuración"],
     "kind": "command"},
    {"id": "b21-deb-it-1", "collection": "debian-reference", "root": DEB, "language": "it",
     "question": "come creo un archivio compresso di una cartella intera con tar e poi lo estraggo",
     "pages": ["ch10.it.html"],
     "answer": ["$ tar -cvJf archive.tar.xz ./source $ tar -xvJf archive.tar.xz",
                "Ecco diversi modi di archiviare ed estrarre archivi con l'intero contenuto della directory"],
     "kind": "howto"},
    {"id": "b21-deb-ja-1", "collection": "debian-reference", "root": DEB, "language": "ja",
     "question": "ハードリンクとシンボリックリンクって何が違うの",
     "pages": ["ch01.ja.html"],
     "answer": ["他のファイルをその名前で指す特殊ファイル",
                "ハードリンクは同一ファイルシステム内に作ることができ",
                "ハードリンクよりシンボリックリンクを使う方が一般的には良いでしょう"],
     "kind": "concept"},
    {"id": "b21-deb-zh-1", "collection": "debian-reference", "root": DEB, "language": "zh",
     "question": "新版 Debian 没有 ifconfig 了，用什么命令看网卡的 IP 地址",
     "pages": ["ch05.zh-cn.html"],
     "answer": ["有个从旧的 net-tools 命令集到新的 iproute2 命令集的转换表",
                "ip addr show 显示活动的网络接口连接和地址状态"],
     "kind": "command"},

    # ------------------------------------------------------------ not answered by the collections
    {"id": "b21-none-en-1", "collection": "none", "root": PY, "language": "en",
     "question": "how do i load an .xlsx sheet into a pandas dataframe",
     "pages": [], "answer": [], "kind": "unanswerable"},
    {"id": "b21-none-en-2", "collection": "none", "root": PY, "language": "en",
     "question": "BeautifulSoup find all <a> tags with a certain css class",
     "pages": [], "answer": [], "kind": "unanswerable"},
    {"id": "b21-none-en-3", "collection": "none", "root": PY, "language": "en",
     "question": "sqlalchemy session flush vs commit, when do i need which",
     "pages": [], "answer": [], "kind": "unanswerable"},
    {"id": "b21-none-ja-1", "collection": "none", "root": PY, "language": "ja",
     "question": "seaborn でヒートマップのカラーマップを変えるには？",
     "pages": [], "answer": [], "kind": "unanswerable"},
    {"id": "b21-none-en-4", "collection": "none", "root": DEB, "language": "en",
     "question": "how do I install a package from the AUR with yay",
     "pages": [], "answer": [], "kind": "unanswerable"},
    {"id": "b21-none-en-5", "collection": "none", "root": DEB, "language": "en",
     "question": "kubeadm init fails on preflight checks, how do I reset the node and try again",
     "pages": [], "answer": [], "kind": "unanswerable"},
    {"id": "b21-none-en-6", "collection": "none", "root": DEB, "language": "en",
     "question": "restore a single folder from a Time Machine backup on my mac",
     "pages": [], "answer": [], "kind": "unanswerable"},
    {"id": "b21-none-fr-1", "collection": "none", "root": DEB, "language": "fr",
     "question": "comment annuler la dernière mise à jour faite avec zypper sur openSUSE",
     "pages": [], "answer": [], "kind": "unanswerable"},
]

# Key terms that must not occur anywhere in the root searched for each "none" row.
NONE_TERMS = {
    "b21-none-en-1": ["xlsx", "dataframe"],
    "b21-none-en-2": ["BeautifulSoup", "bs4"],
    "b21-none-en-3": ["sqlalchemy"],
    "b21-none-ja-1": ["seaborn"],
    "b21-none-en-4": ["yay", "pacman"],
    "b21-none-en-5": ["kubeadm", "kubernetes"],
    "b21-none-en-6": ["Time Machine", "macOS"],
    "b21-none-fr-1": ["zypper", "openSUSE"],
}

EXPECTED_COUNTS = {
    ("python3-doc", "en"): 24,
    ("python3-doc", "de"): 2, ("python3-doc", "fr"): 2, ("python3-doc", "es"): 2,
    ("python3-doc", "it"): 2, ("python3-doc", "ja"): 2, ("python3-doc", "zh"): 2,
    ("debian-reference", "en"): 14,
    ("debian-reference", "de"): 1, ("debian-reference", "fr"): 1, ("debian-reference", "es"): 1,
    ("debian-reference", "it"): 1, ("debian-reference", "ja"): 1, ("debian-reference", "zh"): 1,
}
EXPECTED_NONE = 8
EXPECTED_NONE_NON_EN = 2
TOTAL = 64

FIELDS = ["id", "collection", "root", "language", "question", "pages", "answer", "kind"]
LANGS = {"en", "de", "fr", "es", "it", "ja", "zh"}
ROOTS = {"python3-doc": PY, "debian-reference": DEB}
KINDS = {
    "python3-doc": {"api", "howto", "concept", "error"},
    "debian-reference": {"api", "howto", "concept", "error", "command"},
    "none": {"unanswerable"},
}
DEB_LANG_SUFFIX = {"en": "en", "de": "de", "fr": "fr", "es": "es", "it": "it", "ja": "ja", "zh": "zh-cn"}
ID_PREFIX = {"python3-doc": "py", "debian-reference": "deb", "none": "none"}

CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]")


def norm(s):
    return re.sub(r"\s+", " ", html.unescape(s)).strip().lower()


_cache = {}


def visible(path, sep):
    """Visible text of an HTML page: head, scripts, styles and comments dropped,
    tags replaced by `sep`, entities unescaped, whitespace collapsed, lower-cased."""
    key = (path, sep)
    if key not in _cache:
        with open(path, encoding="utf-8", errors="replace") as f:
            s = f.read()
        s = re.sub(r"(?is)<head\b.*?</head>", " ", s)
        s = re.sub(r"(?is)<(script|style)\b.*?</\1>", " ", s)
        s = re.sub(r"(?s)<!--.*?-->", " ", s)
        s = re.sub(r"(?s)<[^>]*>", sep, s)
        _cache[key] = norm(s)
    return _cache[key]


def phrase_size_ok(p):
    if CJK.search(p):
        n = len(re.sub(r"\s+", "", p))
        return 8 <= n <= 80, "%d chars" % n
    n = len(p.split())
    return 5 <= n <= 25, "%d words" % n


def root_texts(root):
    """Yield (path, lower-cased text) of every text file under root."""
    for dp, _dn, fns in os.walk(root):
        for fn in fns:
            p = os.path.join(dp, fn)
            try:
                if fn.endswith(".gz"):
                    with gzip.open(p, "rt", encoding="utf-8", errors="replace") as f:
                        yield p, f.read().lower()
                elif fn.endswith((".html", ".htm", ".txt", ".rst")):
                    with open(p, encoding="utf-8", errors="replace") as f:
                        yield p, f.read().lower()
            except OSError:
                continue


def verify(rows):
    failures, notes = [], []
    ids = Counter(r.get("id") for r in rows)
    for i, n in ids.items():
        if n > 1:
            failures.append("duplicate id %s (%d times)" % (i, n))
    if len(rows) != TOTAL:
        failures.append("expected %d rows, got %d" % (TOTAL, len(rows)))

    for r in rows:
        rid = r.get("id", "?")
        if list(r.keys()) != FIELDS:
            failures.append("%s: fields %s != %s" % (rid, list(r.keys()), FIELDS))
            continue
        col, lang, kind = r["collection"], r["language"], r["kind"]
        if col not in KINDS:
            failures.append("%s: bad collection %r" % (rid, col))
            continue
        if lang not in LANGS:
            failures.append("%s: bad language %r" % (rid, lang))
        if kind not in KINDS[col]:
            failures.append("%s: kind %r not allowed for %s" % (rid, kind, col))
        m = re.fullmatch(r"b21-(py|deb|none)-([a-z]{2})-(\d+)", rid)
        if not m or m.group(1) != ID_PREFIX[col] or m.group(2) != lang:
            failures.append("%s: id does not match collection/language" % rid)
        if not r["question"].strip():
            failures.append("%s: empty question" % rid)
        root = r["root"]
        if col == "none":
            if root not in (PY, DEB):
                failures.append("%s: bad root %r" % (rid, root))
            if r["pages"] or r["answer"]:
                failures.append("%s: none row must have empty pages and answer" % rid)
            continue
        if root != ROOTS[col]:
            failures.append("%s: root %r should be %r" % (rid, root, ROOTS[col]))
        if not r["pages"]:
            failures.append("%s: no pages" % rid)
        if not 1 <= len(r["answer"]) <= 3:
            failures.append("%s: %d answer phrases (need 1-3)" % (rid, len(r["answer"])))
        paths = []
        for pg in r["pages"]:
            full = os.path.join(root, pg)
            if not os.path.isfile(full):
                failures.append("%s: page missing: %s" % (rid, full))
                continue
            if col == "debian-reference":
                want = DEB_LANG_SUFFIX[lang]
                if not re.fullmatch(r"(ch\d\d|apa|pr01|index)\.%s\.html" % re.escape(want), pg):
                    failures.append("%s: page %s is not in language %s" % (rid, pg, want))
            paths.append(full)
        for ph in r["answer"]:
            ok, size = phrase_size_ok(ph)
            if not ok:
                failures.append("%s: phrase size %s: %r" % (rid, size, ph))
            np_ = norm(ph)
            modes = [sep_name for sep_name, sep in (("space", " "), ("strip", ""))
                     if any(np_ in visible(p, sep) for p in paths)]
            if not modes:
                failures.append("%s: phrase not found in %s: %r" % (rid, r["pages"], ph))
            elif len(modes) == 1:
                notes.append("%s: passes %s rendering only: %r" % (rid, modes[0], ph))

    # "none" rows: key terms absent from their root
    texts = {}
    for r in rows:
        if r.get("collection") != "none":
            continue
        terms = NONE_TERMS.get(r["id"])
        if not terms:
            failures.append("%s: no key terms listed in NONE_TERMS" % r["id"])
            continue
        if r["root"] not in texts:
            texts[r["root"]] = list(root_texts(r["root"]))
        for t in terms:
            hits = [p for p, txt in texts[r["root"]] if t.lower() in txt]
            if hits:
                failures.append("%s: key term %r occurs under %s, e.g. %s" % (r["id"], t, r["root"], hits[:3]))

    # counts
    got = Counter((r["collection"], r["language"]) for r in rows if r.get("collection") != "none")
    for k, n in EXPECTED_COUNTS.items():
        if got.get(k, 0) != n:
            failures.append("count %s/%s: expected %d, got %d" % (k[0], k[1], n, got.get(k, 0)))
    for k in got:
        if k not in EXPECTED_COUNTS:
            failures.append("unexpected rows for %s/%s" % k)
    none_rows = [r for r in rows if r.get("collection") == "none"]
    if len(none_rows) != EXPECTED_NONE:
        failures.append("none rows: expected %d, got %d" % (EXPECTED_NONE, len(none_rows)))
    nn = sum(1 for r in none_rows if r["language"] != "en")
    if nn != EXPECTED_NONE_NON_EN:
        failures.append("non-English none rows: expected %d, got %d" % (EXPECTED_NONE_NON_EN, nn))
    return failures, notes


def main():
    failures, notes = verify(ROWS)
    for n in notes:
        print("note:", n)
    if failures:
        print("%d failure(s):" % len(failures), file=sys.stderr)
        for f in failures:
            print("  FAIL", f, file=sys.stderr)
        return 1
    with open(OUT, "w", encoding="utf-8") as f:
        for r in ROWS:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d rows to %s" % (len(ROWS), OUT))
    for name, key in (("collection", lambda r: r["collection"]),
                      ("language", lambda r: r["language"]),
                      ("kind", lambda r: r["kind"]),
                      ("collection/language", lambda r: "%s/%s" % (r["collection"], r["language"])),
                      ("collection/kind", lambda r: "%s/%s" % (r["collection"], r["kind"]))):
        c = Counter(key(r) for r in ROWS)
        print("by %s: %s" % (name, ", ".join("%s=%d" % kv for kv in sorted(c.items()))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
