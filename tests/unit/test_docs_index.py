"""The documents index (stores/docs_index.py): incremental refresh, what is skipped, ranking by
words that keep their meaning, near-duplicates, a damaged or old index file, two processes."""

from __future__ import annotations

import gzip
import multiprocessing
import sqlite3
from pathlib import Path

import pytest

from localagent.documents import collection
from localagent.documents.language import document_language
from localagent.documents.stems import stems
from localagent.documents.tokens import tokenize
from localagent.stores import docs_index
from localagent.stores.docs_index import DocsIndex, index_file
from tests.support.installed import import_or_missing


def _write(root: Path, files: dict[str, str | bytes]) -> None:
    for name, content in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")


def _filler(root: Path, count: int = 30) -> None:
    _write(root, {f"misc/note{i}.txt": f"meeting notes {i}\nnothing much was said\n" for i in range(count)})


def _counts_agree(index: DocsIndex) -> None:
    """The words' passage counts kept beside FTS5 are FTS5's own (fts5vocab reads them slowly)."""
    index.db.execute("CREATE VIRTUAL TABLE IF NOT EXISTS temp.v USING fts5vocab(main, fts, 'row')")
    fts = dict(index.db.execute("SELECT term, doc FROM temp.v"))
    kept = dict(index.db.execute("SELECT term, df FROM terms"))
    assert kept == fts


def test_refresh_reads_only_what_changed_and_forgets_what_is_gone(tmp_path: Path) -> None:
    root = tmp_path / "docs"
    _filler(root)
    _write(root, {"car.md": "# Car\nOil change every 10000 km.\n", "bike.md": "# Bike\nChain oil monthly.\n"})
    cache = tmp_path / "cache"
    first = DocsIndex.open(root, cache)
    assert first.files_read == 32
    assert DocsIndex.open(root, cache).files_read == 0
    _write(root, {"car.md": "# Car\nOil change every 15000 km now.\n"})
    (root / "bike.md").unlink()
    third = DocsIndex.open(root, cache)
    assert third.files_read == 1
    hits = third.search("oil change", 5)
    assert [h.path for h in hits] == ["car.md"] and "15000" in hits[0].text
    assert hits[0].heading == "Car" and (hits[0].start, hits[0].end) == (1, 2)
    _counts_agree(third)


def test_what_is_not_read_is_counted_by_reason(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "docs"
    _write(root, {
        "ok.md": "fine", ".hidden.md": "secret", ".git/config": "x", "node_modules/a.md": "dep",
        "photo.png": b"\x89PNG\x00", "data.txt": b"a\x00b", "big.txt": "x" * 200, "bad.gz": b"nope",
    })  # fmt: skip
    monkeypatch.setattr(collection, "MAX_FILE_BYTES", 100)
    index = DocsIndex.open(root, tmp_path / "cache")
    status = index.status()
    assert status["files"] == 1
    assert status["skipped"] == {"binary": 1, "hidden": 2, "not a document": 1, "too large": 1, "unreadable": 1}
    assert status["skipped_examples"]["too large"] == "big.txt"
    assert index.pending() == {"changed": 0, "removed": 0}


def test_versions_and_identifiers_keep_their_meaning(tmp_path: Path) -> None:
    root = tmp_path / "notes"
    _filler(root)
    _write(root, {
        "release-2.3.9.md": "# Release 2.3.9\nFixed the login page.\n",
        "release-2.39.0.md": "# Release 2.39.0\nNew export to CSV.\n",
        "release-2.39.1.md": "# Release 2.39.1\nFixed export of dates.\n",
        "network.md": "# Home network\nThe guest Wi-Fi password is tidepool-4821.\n",
    })  # fmt: skip
    index = DocsIndex.open(root, tmp_path / "cache")
    assert index.search("what changed in 2.39.0", 3)[0].path == "release-2.39.0.md"
    assert index.search("check_guest_wifi_password", 3)[0].path == "network.md"
    assert index.search("wifi", 3)[0].path == "network.md"


def test_the_same_text_as_html_and_as_text_is_shown_once(tmp_path: Path) -> None:
    root = tmp_path / "docs"
    _filler(root)
    body = "The descaling programme runs for twenty minutes and needs the water tank full."
    _write(root, {"manual.html": f"<h1>Descaling</h1><p>{body}</p>", "manual.txt": f"Descaling\n{body}\n"})
    hits = DocsIndex.open(root, tmp_path / "cache").search("descaling programme", 5)
    assert len([h for h in hits if h.path.startswith("manual")]) == 1


def test_a_page_kept_as_html_and_as_its_source_is_shown_in_one_form(tmp_path: Path) -> None:
    """Sphinx keeps each page as HTML and as reStructuredText: their passages are cut apart
    differently, so no two are the same, but they are one document."""
    root = tmp_path / "docs"
    _filler(root)
    _write(root, {
        "html/library/kettle.html": "<h1>kettle</h1><p>Descale the kettle monthly.</p><p>Use citric acid to descale.</p>",
        "html/_sources/library/kettle.rst.txt": "kettle\n======\n\nDescale the kettle monthly with :func:`citric`.\n",
        "html/other/kettle.html": "<p>A kettle museum exhibit, nothing about descaling.</p>",
    })  # fmt: skip
    hits = DocsIndex.open(root, tmp_path / "cache").search("descale kettle", 5)
    paths = [h.path for h in hits]
    assert len([p for p in paths if "library/kettle" in p]) == 1 and "html/other/kettle.html" in paths


def test_gzip_and_html_are_searched_as_text(tmp_path: Path) -> None:
    root = tmp_path / "docs"
    _filler(root)
    _write(root, {
        "changelog.gz": gzip.compress(b"Version 4.2\n  * Fixed the printer driver crash.\n"),
        "page.html": "<nav>printer printer printer</nav><h2>Scanner</h2><p>The scanner needs a driver.</p>",
    })  # fmt: skip
    index = DocsIndex.open(root, tmp_path / "cache")
    assert index.search("printer driver crash", 1)[0].path == "changelog.gz"
    hit = index.search("scanner", 1)[0]
    assert (hit.path, hit.heading, hit.text) == ("page.html", "Scanner", "The scanner needs a driver.")


def test_a_damaged_or_older_index_file_is_made_anew(tmp_path: Path) -> None:
    import hashlib

    root, cache = tmp_path / "docs", tmp_path / "cache"
    _write(root, {"a.md": "alpha beta"})
    old_json = cache / f"docs-{hashlib.sha256(str(root).encode()).hexdigest()[:16]}.json"  # the earlier format
    old_json.parent.mkdir(parents=True)
    old_json.write_text("{}")
    DocsIndex.open(root, cache).close()
    assert not old_json.exists()
    index_file(root, cache).unlink()
    path = index_file(root, cache)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"this is not a database" * 100)
    assert DocsIndex.open(root, cache).search("alpha", 1)[0].path == "a.md"
    db = sqlite3.connect(path)
    db.execute("UPDATE meta SET value='1' WHERE key='version'")
    db.commit()
    db.close()
    again = DocsIndex.open(root, cache)
    assert again.files_read == 1 and again.search("beta", 1)[0].path == "a.md"


def _refresh_in_another_process(root: str, cache: str) -> int:
    return DocsIndex.open(Path(root), Path(cache), refresh=False).refresh()


def test_two_processes_indexing_the_same_folder_at_once_index_it_once(tmp_path: Path) -> None:
    root, cache = tmp_path / "docs", tmp_path / "cache"
    _filler(root, 300)
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        read = pool.starmap(_refresh_in_another_process, [(str(root), str(cache))] * 2)
    assert sorted(read) == [0, 300]  # the second waited for the first, then found nothing to do
    index = DocsIndex.open(root, cache)
    assert index.files_read == 0 and index.passage_count() == 300
    _counts_agree(index)


def test_common_words_rank_nothing_when_rarer_ones_are_there(tmp_path: Path) -> None:
    root = tmp_path / "docs"
    _filler(root)
    _write(root, {"kettle.md": "The kettle was descaled on Monday."})
    index = DocsIndex.open(root, tmp_path / "cache")
    hits = index.search("what was said about the kettle", 5)
    assert [h.path for h in hits] == ["kettle.md"] and hits[0].particular
    assert not index.search("what was said", 5)[0].particular  # only words most passages have
    assert index.search("zzz unknown", 5) == []


def test_a_questions_function_words_weigh_less_than_its_other_words(tmp_path: Path) -> None:
    # "how", "do" and "I" are as rare in reference pages as "working": at a heading's weight the
    # FAQ asking "How do I ...?" about something else outranked the entry that answers.
    root = tmp_path / "docs"
    _filler(root)
    _write(root, {
        "faq.md": "# FAQ\n\n## How do I parcel out work among threads?\n\nUse a queue of jobs.\n",
        "os.md": "# os\n\n## getcwd\n\nReturn a string naming the current working directory.\n",
    })  # fmt: skip
    index = DocsIndex.open(root, tmp_path / "cache")
    assert index.search("how do i get the current working directory", 2, "en")[0].path == "os.md"


def test_pdfs_not_read_for_want_of_the_extra_are_read_once_it_is_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import_or_missing("pypdf", "pypdf is not installed (the pdf extra)")
    from tests.unit.test_documents import minimal_pdf

    root = tmp_path / "docs"
    _filler(root)
    _write(root, {"manual.pdf": minimal_pdf("Descale the machine every 90 days.")})
    monkeypatch.setattr(docs_index, "can_read_pdf", lambda: False)
    monkeypatch.setitem(__import__("sys").modules, "pypdf", None)  # as if not installed
    index = DocsIndex.open(root, tmp_path / "cache")
    assert index.status()["skipped"] == {"a PDF needs the pdf extra": 1}
    assert index.pending() == {"changed": 0, "removed": 0}
    monkeypatch.undo()
    again = DocsIndex.open(root, tmp_path / "cache")
    assert again.files_read == 1 and again.search("descale machine", 1)[0].path == "manual.pdf"


def test_navigation_and_other_forms_are_not_indexed_and_an_api_entry_is_found_by_its_name(tmp_path: Path) -> None:
    root = tmp_path / "docs"
    _filler(root)
    links = "".join(f'<li><a href="p{i}.html">Zip archives and what zip does, part {i}</a></li>' for i in range(12))
    body = '<div role="main"><h1>{}</h1>{}</div>'
    _write(root, {
        "contents.html": body.format("Contents", f"<ul>{links}</ul>"),
        "library/functions.html": body.format(
            "Built-in Functions",
            '<dl><dt id="zip">zip(*iterables)</dt><dd><p>Iterate over several iterables in parallel.</p></dd></dl>',
        ),
        "library/zipfile.html": body.format("zipfile", "<p>" + "Read a zip file; zip archives hold zip members. " * 3 + "</p>"),
        "_sources/library/functions.rst.txt": "Built-in Functions\n==================\n\n.. function:: zip(*iterables)\n\n   Iterate.\n",
    })  # fmt: skip
    index = DocsIndex.open(root, tmp_path / "cache")
    assert index.status()["skipped"].get("another form of a page") == 1
    hits = index.search("What does zip do?")
    assert hits[0].path == "library/functions.html" and hits[0].heading.endswith("zip(*iterables)")
    assert "contents.html" not in {h.path for h in hits}
    _counts_agree(index)


def test_a_question_in_another_language_names_no_api_entry_by_its_grammar(tmp_path: Path) -> None:
    """French "Comment ..." (how) named zipfile's ZipFile.comment, ranked first at twice its score."""
    root = tmp_path / "docs"
    _filler(root)
    body = '<div role="main"><h1>{}</h1>{}</div>'
    _write(root, {
        "library/zipfile.html": body.format("zipfile", '<dl><dt id="zipfile.ZipFile.comment">ZipFile.comment</dt>'
                                            "<dd><p>Read the JSON text kept with a zip file.</p></dd></dl>"),
        "library/json.html": body.format("json", "<p>Read a JSON file: json.load(file).</p>"),
    })  # fmt: skip
    index = DocsIndex.open(root, tmp_path / "cache")
    assert index.search("Comment lire un fichier JSON ? read file", 2, language="fr")[0].path == "library/json.html"
    assert index.search("comment of a zip file", 2, language="en")[0].path == "library/zipfile.html"


@pytest.mark.parametrize(
    ("subject", "written", "named"),
    [
        ("zip()", {"What", "does", "zip", "do"}, True),
        ("os.getcwd()", {"os.getcwd"}, True),
        ("sorted()", {"sort", "a", "list"}, True),  # a lower-case name by its word's form (the index's stem)
        ("email.generator.Generator()", {"what", "is", "a", "generator"}, False),  # a class's name is its own case
        ("email.generator.Generator()", {"the", "Generator", "class"}, True),
        ("a()", {"a", "b"}, False),  # one letter names nothing (pdb's a(rgs), the C API's "i (int)")
    ],
)
def test_an_api_entry_is_named_as_it_is_written(subject: str, written: set[str], named: bool) -> None:
    assert docs_index._written(subject, written) is named


def test_a_book_as_one_text_file_gives_its_place_to_the_html_chapter_that_holds_it(tmp_path: Path) -> None:
    """debian-reference keeps the book as chapters in HTML and whole as one text file (and a
    PDF): the text file's passage, ranked first or not, is shown as the HTML chapter's."""
    root = tmp_path / "docs"
    _filler(root)
    chapter = ("A static network configuration can be set up by creating a file under the network "
               "folder, naming the interface, its address and its gateway.")  # fmt: skip
    book = "Preface\n\nStatic network\n" + chapter.replace(", ", ",\n") + "\nstatic static network\n"
    _write(root, {"ch05.en.html": f"<h2>Static network</h2><p>{chapter}</p>", "book.en.txt": book})
    hits = DocsIndex.open(root, tmp_path / "cache").search("static network configuration", 5)
    assert [h.path for h in hits][:1] == ["ch05.en.html"] and "book.en.txt" not in [h.path for h in hits]


def test_a_book_passage_not_ranked_with_its_html_form_is_shown_as_the_section_holding_most_of_it(
    tmp_path: Path,
) -> None:
    """The book as one text file is cut elsewhere than its chapters' sections: a passage of it
    ranked first with no section of its chapter among the passages ranked (or none holding
    60% of it: half in one section, half in the next), and the text file was shown
    (debian-reference.en.txt.gz for "encrypt a USB stick"). The section holding most of it,
    at least half, is looked up and shown in its place, at its score."""
    root = tmp_path / "docs"
    _filler(root)
    first = "Removable disks are encrypted with dm-crypt."
    second = ("Mounting the encrypted stick later asks for its passphrase through the desktop dialog, "
              "which unlocks the volume, checks its journal and shows every folder it keeps.")  # fmt: skip
    _write(root, {
        "ch09.en.html": f"<h2>Removable disk encryption</h2>\n<p>{first}</p>\n<h2>Mounting</h2>\n<p>{second}</p>\n",
        "book.en.txt": f"Removable disk encryption\n{first}\n{second}\n",
        "other.txt": "A kettle descaled with vinegar keeps its water clean.\n",
    })  # fmt: skip
    index = DocsIndex.open(root, tmp_path / "cache")
    rows = []
    for name in ("book.en.txt", "other.txt"):
        path, start, end, heading, text, numbers = index.db.execute(
            "SELECT f.path, p.start, p.end, p.heading, p.text, p.numbers FROM passages p "
            "JOIN files f ON f.id = p.file WHERE f.path = ?",
            (name,),
        ).fetchone()
        rows.append((9.0 if name == "book.en.txt" else 4.0, path, start, end, heading, text, numbers,
                     set(stems(tokenize(text)))))  # fmt: skip
    shown = index._read_forms_found(rows)
    assert [(r[0], r[1]) for r in shown] == [(9.0, "ch09.en.html"), (4.0, "other.txt")]
    assert "passphrase" in shown[0][5]  # the section holding more of the book's passage
    hits = index.search("encrypt usb stick passphrase", 5)
    assert hits[0].path == "ch09.en.html" and "book.en.txt" not in [h.path for h in hits]


@pytest.mark.parametrize(
    ("rows", "kept"),
    [
        # (score, path, ..., words): the text passage held by an HTML one takes its place
        ([(9.0, "book.txt", {"a", "b", "c"}), (5.0, "ch1.html", {"a", "b", "c", "d"})], [(9.0, "ch1.html")]),
        # held at under 60%: both stay
        (
            [(9.0, "book.txt", {"a", "b", "c"}), (5.0, "ch1.html", {"a", "x", "y"})],
            [(9.0, "book.txt"), (5.0, "ch1.html")],
        ),
        # no HTML found: as they are
        ([(9.0, "book.txt", {"a"}), (5.0, "book.pdf", {"a"})], [(9.0, "book.txt"), (5.0, "book.pdf")]),
    ],
)
def test_read_form_first(rows: list[tuple], kept: list[tuple]) -> None:
    full = [(score, path, 1, 2, "", "", "", words) for score, path, words in rows]
    assert [(r[0], r[1]) for r in docs_index._read_form_first(full)] == kept


def test_a_passage_in_the_questions_language_ranks_first(tmp_path: Path) -> None:
    root = tmp_path / "docs"
    _filler(root)
    _write(root, {
        "ch09.en.html": "<p>The crontab command schedules the tasks you want to run at regular times.</p>",
        "ch09.fr.html": "<p>La commande crontab planifie les tâches que vous voulez lancer à heures fixes, crontab.</p>",
    })  # fmt: skip
    index = DocsIndex.open(root, tmp_path / "cache")
    assert index.search("crontab", 2, language="en")[0].path == "ch09.en.html"
    assert index.search("crontab", 2, language="fr")[0].path == "ch09.fr.html"


@pytest.mark.parametrize(
    ("terms", "content", "pairs"),
    [
        (["how", "get", "current", "work", "directori"], {"current", "work", "directori"},
         [("current", "work"), ("work", "directori")]),
        (["current", "the", "directori"], {"current", "directori"}, []),  # a function word between: no pair
        (["say", 'a"b', "c"], {"say", 'a"b', "c"}, [("say", 'a""b'), ('a""b', "c")]),  # quoted as FTS5 quotes
        ([], set(), []),
    ],
)  # fmt: skip
def test_neighbouring_words_make_the_phrases(terms: list[str], content: set[str], pairs: list[tuple[str, str]]) -> None:
    assert docs_index._neighbours(terms, content) == pairs


def test_with_phrases_the_passage_saying_the_words_together_ranks_first(tmp_path: Path) -> None:
    root = tmp_path / "docs"
    _filler(root)
    _write(root, {
        "plans.md": "# Working plans\n\nThe current plans of the working group: directory listings, what is current.\n",
        "os.md": "# os\n\n## getcwd\n\nReturn a string representing the current working directory.\n",
    })  # fmt: skip
    index = DocsIndex.open(root, tmp_path / "cache")
    words, both = index.search_for_answer("current working directory", 2, "en")
    assert words == index.search("current working directory", 2, "en")
    assert words[0].path == "plans.md"  # more of the words, and in its heading
    assert both[0].path == "os.md"
    assert index.search_for_answer("plans", 2, "en") == (index.search("plans", 2, "en"),) * 2  # no phrase


@pytest.mark.parametrize(
    ("language", "question", "built_with"),
    [
        ("es", "¿Cómo uso la función sqrt de un número?", {"cómo", "la", "de", "un"}),
        ("fr", "Comment utiliser la fonction sqrt dans un script ?", {"comment", "la", "dans", "un"}),
        ("de", "Wie benutze ich die Funktion sqrt in einem Skript?", {"wie", "ich", "die", "in", "einem"}),
        ("it", "Come si usa la funzione sqrt in uno script?", {"come", "si", "la", "in", "uno"}),
        ("pt", "Como uso a função sqrt em um script?", {"como", "a", "em", "um"}),
        ("ru", "Как использовать функцию sqrt в скрипте?", {"как", "в"}),
        ("zh", "我的 sqrt 是什么？", {"我的", "什么"}),
        ("ja", "sqrt は 何 です？", {"は", "何", "です"}),
    ],
)
def test_each_languages_function_words_are_known_and_weigh_less(
    tmp_path: Path, language: str, question: str, built_with: set[str]
) -> None:
    # A question in another language than the documents: its articles, prepositions and question
    # words are all the words a page of another text shares with it ("Museo de la Ciudad, un
    # ..."), and weighed as much as "sqrt" they ranked that page above the one that answers.
    from localagent.documents.function_words import function_words
    from localagent.documents.stems import stems

    assert set(stems(sorted(built_with))) <= function_words(language)
    root = tmp_path / "docs"
    _filler(root)
    words = " ".join(sorted(built_with))
    _write(root, {
        "travel.md": f"# Travel\n\n## Names\n\n{words}.\n",
        "math.md": "# math\n\n## sqrt\n\nReturn the square root of x.\n",
    })  # fmt: skip
    index = DocsIndex.open(root, tmp_path / "cache")
    assert index.search(question, 2, language)[0].path == "math.md"


def _glossary_and_whats_new(root: Path) -> None:
    """A glossary (a term and its definition on one line, as Sphinx writes them) and what's-new
    pages whose headings say the term, as python3-doc has them."""
    terms = "".join(
        f'<dt id="term-{t}">{t}<a class="headerlink" href="#term-{t}">¶</a></dt><dd><p>{d}</p></dd>\n'
        for t, d in [
            ("decorator", "A function returning another function, usually applied with the @wrapper syntax."),
            ("generator", "A function which returns a generator iterator."),
        ]
    )
    _write(root, {"glossary.html": f"<h1>Glossary</h1>\n<dl>\n{terms}</dl>\n"})
    for version in range(4):
        _write(root, {f"whatsnew/2.{version}.html": (
            f"<h1>What's New in Python 2.{version}</h1>\n<h2>PEP 318: Decorators for Functions</h2>\n"
            "<p>Decorators, decorators and more decorators: decorators wrap functions.</p>\n"
        )})  # fmt: skip


@pytest.mark.parametrize("question", ["what is a decorator", "What's a decorator?", "decorator"])
def test_a_question_made_of_a_subject_finds_the_section_titled_by_it(tmp_path: Path, question: str) -> None:
    # The glossary's "decorator" ranked below what's-new pages saying "decorators" in every
    # heading and line; a section titled by all the question asks about ranks as an API entry
    # the question names does.
    root = tmp_path / "docs"
    _filler(root)
    _glossary_and_whats_new(root)
    hits = DocsIndex.open(root, tmp_path / "cache").search(question, 5, "en")
    assert hits[0].path == "glossary.html" and hits[0].heading == "Glossary > decorator"


def test_a_title_is_the_subject_only_when_it_is_all_the_question_asks_and_few_files_have_it(tmp_path: Path) -> None:
    from localagent.documents.function_words import function_words

    root = tmp_path / "docs"
    _filler(root)
    _glossary_and_whats_new(root)
    _write(
        root,
        {f"lib{i}.md": f"# lib{i}\n\n## Examples\n\nlib{i}.run() runs it.\n" for i in range(docs_index.MAX_NAMED + 1)},
    )
    index = DocsIndex.open(root, tmp_path / "cache")
    english = function_words("en")
    assert len(index._titled(index.query_terms("what is a decorator?"), english)) == 1
    # the question says more than the title: "decorator" is not all it asks about
    assert index._titled(index.query_terms("how do I write a decorator with arguments"), english) == []
    # a title of more files than MAX_NAMED is a common heading, not a subject
    assert index._titled(index.query_terms("examples"), english) == []
    assert index._titled(index.query_terms("what is it?"), english) == []  # nothing asked about


def test_a_definition_on_its_terms_line_opens_its_section_a_long_sections_second_passage_does_not(
    tmp_path: Path,
) -> None:
    root = tmp_path / "docs"
    _filler(root)
    _glossary_and_whats_new(root)
    long = "\n".join(f"Line {i} of the backup section says the backup is kept." for i in range(30))
    _write(root, {"backup.md": f"# Backups\n\n{long}\n"})
    index = DocsIndex.open(root, tmp_path / "cache")
    term = index.search("what is a decorator", 1, "en")[0]
    assert term.numbers[0] == term.start and index.opens(term)  # the term's line is its definition's
    parts = [h for h in index.search("backup section kept", 10, "en") if h.path == "backup.md"]
    assert len(parts) >= 2 and [index.opens(h) for h in sorted(parts, key=lambda h: h.start)][:2] == [True, False]


def test_a_web_sites_scripts_are_not_read_but_a_script_among_notes_is(tmp_path: Path) -> None:
    root = tmp_path / "docs"
    script = "function forEachArrayMap(items) { return items.map(function (item) { return item; }); }\n"
    _write(root, {
        "index.html": '<div role="main"><h1>Guide</h1><p>How to brew tea with care.</p></div>',
        "searchindex.js": script,
        "_static/jquery.js": script,
        "_static/deep/menu.js": script,  # two folders below the pages: read
        "notes/tools/forEach.js": script,  # no page in its folder or the one above: read
    })  # fmt: skip
    index = DocsIndex.open(root, tmp_path / "cache")
    status = index.status()
    assert status["skipped"].get("a web page's script") == 2
    assert sorted(index.paths()) == ["_static/deep/menu.js", "index.html", "notes/tools/forEach.js"]
    _counts_agree(index)


def test_a_passage_ranks_in_its_documents_language(tmp_path: Path) -> None:
    # debian-reference's ch03.fr.html holds a table of commands that reads as English: it ranked
    # first for an English question, above the chapter in English.
    root = tmp_path / "docs"
    _filler(root)
    french = [
        "Le système démarre et lit la configuration des services au démarrage de la machine.",
        "Vous pouvez changer le nom de la machine avec les outils fournis par le système.",
        "Ces fichiers sont lus par le noyau et par les scripts de démarrage du système.",
    ]
    english = [
        "The system starts and reads the configuration of its services at boot time.",
        "The kernel maintains the system hostname, which the boot scripts set from a file.",
        "These files are read by the kernel and by the boot scripts of the system.",
    ]
    commands = "hostname show or set the system hostname; hostnamectl set-hostname NAME to change the hostname"
    sections = "".join(f"<h2>Partie {i}</h2><p>{t} {t}</p>" for i, t in enumerate(french))
    _write(root, {
        "ch03.fr.html": f'<div role="main"><h1>Le système</h1>{sections}<h2>Commandes</h2><p>{commands}</p></div>',
        "ch03.en.html": '<div role="main"><h1>The system</h1>'
        + "".join(f"<h2>Part {i}</h2><p>{t} {t}</p>" for i, t in enumerate(english))
        + "<h2>The hostname</h2><p>The hostname is stored in /etc/hostname and set at boot.</p></div>",
    })  # fmt: skip
    index = DocsIndex.open(root, tmp_path / "cache")
    written = dict(index.db.execute("SELECT path, language FROM files WHERE path LIKE 'ch03%'"))
    assert written == {"ch03.fr.html": "fr", "ch03.en.html": "en"}
    assert index.search("how do I change the hostname", 1, "en")[0].path == "ch03.en.html"
    # Its own language decides where its document has none (notes in two languages are read as both).
    assert document_language([french[0], english[0]]) == ""
    assert document_language([]) == ""


def _modules(root: Path) -> None:
    """Pages named as the modules they document, beside pages that say the question's words more."""
    sections = "".join(
        f"## PurePath.{name}\n\n{text}\n\n"
        for name, text in [
            ("suffix", "The file extension of the final component, if any."),
            ("stem", "The final path component, without its suffix."),
            ("parent", "The logical parent of the path."),
        ]
    )
    _write(root, {"library/pathlib.md": f"# pathlib\n\nObject-oriented filesystem paths.\n\n{sections}"})
    _write(
        root,
        {
            "library/logging.config.md": "# logging.config\n\nLogging configuration.\n\n## fileConfig\n\nReads a config file.\n"
        },
    )
    _write(root, {"library/email.examples.md": (
        "# email examples\n\n## Attachments\n\nEach attachment's filename and its extension are kept; "
        "the extension of a filename tells its type, so get the filename and the extension right.\n"
    )})  # fmt: skip
    _write(root, {"library/random.md": "# random\n\nGenerate pseudo-random numbers.\n"})
    _write(
        root,
        {f"misc/random{i}.md": f"# Draw {i}\n\nA random pick, random order, random seed {i}.\n" for i in range(12)},
    )


def test_a_question_naming_a_page_by_its_files_name_finds_that_page(tmp_path: Path) -> None:
    root = tmp_path / "docs"
    _filler(root)
    _modules(root)
    index = DocsIndex.open(root, tmp_path / "cache")
    hits = index.search("pathlib how to get the extension of a filename", 5, "en")
    assert hits[0].path == "library/pathlib.md" and hits[0].heading.endswith("PurePath.suffix")
    # only the named page's best passages are lifted: the others found are still shown
    assert "library/email.examples.md" in [h.path for h in hits]
    # without the page's name, the page saying the words most ranks first
    assert index.search("how to get the extension of a filename", 5, "en")[0].path == "library/email.examples.md"


@pytest.mark.parametrize(
    ("question", "named"),
    [
        ("pathlib get the extension", ["library/pathlib.md"]),
        ("logging.config read a config file", ["library/logging.config.md"]),
        ("config file", []),  # a part of a page's name is no name of it
        ("random number", []),  # said all over the collection: a word, not the page's name
        ("logging.config.fileConfig arguments", ["library/logging.config.md"]),  # a dotted name starts with it
    ],
)
def test_a_page_is_named_by_its_whole_name_when_the_word_is_mostly_said_as_it(
    tmp_path: Path, question: str, named: list[str]
) -> None:
    root = tmp_path / "docs"
    _filler(root)
    _modules(root)
    index = DocsIndex.open(root, tmp_path / "cache")
    terms = index.query_terms(question)
    files = index._filed(terms, index.frequencies(terms))
    paths = [p for (i, p) in index.db.execute("SELECT id, path FROM files") if i in files]
    assert paths == named


def test_the_names_of_files_follow_a_refresh_by_another_index_object(tmp_path: Path) -> None:
    root = tmp_path / "docs"
    _filler(root)
    _modules(root)
    first = DocsIndex.open(root, tmp_path / "cache")
    terms = first.query_terms("pathlib get the extension")
    assert first._filed(terms, first.frequencies(terms))
    (root / "library" / "pathlib.md").unlink()
    _write(root, {"library/pathlib2.md": "# pathlib2\n\nAnother page.\n"})
    DocsIndex.open(root, tmp_path / "cache").close()  # another process's refresh, as it were
    assert first._filed(terms, first.frequencies(terms)) == []
