"""Local documents: search_docs finds passages of the user's documents, read_doc reads lines.

The index is a store (stores/docs_index.py: SQLite FTS5, one file per folder, refreshed by each
file's size and modification time); this module is the two tools over it. A search's results
carry each passage's place (`path:lines`) and headings, and its data names them as sources, so a
run's answer can cite what it read (types.RunResult.sources).
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from functools import cache
from pathlib import Path

import regex

from ..documents.answers import Answer, Choice, Passage, choose, closest_sentence, weights, words_of
from ..documents.function_words import function_words, listed
from ..documents.glossary import cjk_pieces, english_words, glossed
from ..documents.glossary import holds as glossary_holds
from ..documents.passages import place
from ..documents.readers import Unreadable, kind_of, read_document
from ..documents.tokens import has_cjk
from ..errors import ToolRetry
from ..reading.lexicon import language_of
from ..stores.docs_index import LANGUAGE_SAMPLE, DocsIndex, Hit, default_cache_dir
from ..stores.passage_vectors import Embedder
from ..text import dominant_script
from .files import Sandbox, read_numbered
from .registry import Tool, ToolOutput, tool


def _excerpt(index: DocsIndex, hit: Hit, query: str, width: int = 240) -> str:
    wanted = set(index.query_terms(query))
    lines = hit.text.splitlines()
    # The line sharing most words with the query; on a tie the first.
    best = max(lines, key=lambda line: len(wanted & words_of(line)), default="")
    text = " ".join(best.split())
    return text if len(text) <= width else text[: width - 3] + "..."


# A passage scoring under this share of the best one shares only common words with the query
# ("the", "is"): it is kept in the call's data, not shown to the model.
SHOWN_SHARE = 1 / 3


def found_passages(results: list[dict], answer: Answer | None, quoted: list[dict] | None = None) -> ToolOutput:
    """What search_docs answers: the passages that match, one line each (place, headings, the
    line sharing most words with the query), and as its statement the sentence of them that
    answers (documents/answers.py: the API it is about named, cited `path:line`), or, when
    none does, that the documents do not say, with the two best places to read. `data` also
    says whether the query names something particular to a passage shown (the retrieve
    policy searches unasked only then: the best one alone was a line of argparse's that says
    none of "How do I parse command-line arguments?", and the model, left to itself, asked
    read_doc for a file it made up until the run stopped with no answer), and names the
    passages shown as the sources an answer drawn from them cites. `quoted`: the two places a
    "not found" names when they are not the two best passages (two sections that say about as
    much, each quoted with its sentence: documents/answers.choose)."""
    best = results[0]
    shown = [r for r in results if float(r["score"]) >= float(best["score"]) * SHOWN_SHARE]
    text = "\n".join(f"{place(r['path'], r['lines'], r['heading'])}: {r['excerpt']}" for r in shown)
    sources = [_source(r) for r in shown]
    if answer is not None:
        statement, value = answer.statement(), answer.sentence
        cited = [{"path": answer.path, "lines": str(answer.line), "heading": answer.heading, "excerpt": value}]
        text = f"Answer: {statement}\n{text}"
    else:
        closest = "; ".join(_closest_place(r) for r in quoted or results[:2])
        statement = value = f"The documents do not say this plainly; the closest: {closest}"
        cited = [_source(r) for r in quoted] if quoted else sources[:2]
    data = {
        "answer": statement, "value": value, "found": answer is not None, "cited": cited,
        "support": round(answer.share, 3) if answer is not None else 0.0,
        "particular": any(r["particular"] for r in shown), "passages": results, "sources": cited + sources,
    }  # fmt: skip
    return ToolOutput(text, data=data)


def _source(result: dict) -> dict:
    """A found passage as a source a statement cites."""
    return {k: result[k] for k in ("path", "lines", "heading", "excerpt")}


# How much of a closest source's sentence a "not found" statement quotes.
QUOTED = 200


def _closest_place(result: dict) -> str:
    """A source named when nothing answers, with what it says closest to the question: its place
    and heading, and the sentence (`closest`, set by found_in) quoted."""
    where = place(result["path"], result["lines"], result["heading"])
    said = " ".join(str(result.get("closest") or "").split())
    if not said:
        return where
    return f'{where}: "{said if len(said) <= QUOTED else said[: QUOTED - 3] + "..."}"'


def docs_tools(
    folders: Sequence[str | Path], cache_dir: Path | None = None, embedder: Embedder | None = None
) -> list[Tool]:
    """search_docs and read_doc over `folders`. Each folder's index is brought up to date on
    the first search of the process; with an `embedder` (--embed-model), its passages are
    ranked by meaning (stores/passage_vectors.py)."""
    sandbox = Sandbox(folders, "--docs")
    cache = cache_dir or default_cache_dir()
    indexes: dict[Path, DocsIndex] = {}
    returned: set[str] = set()  # the paths searches returned: what read_doc may be asked for

    def all_indexes() -> list[DocsIndex]:
        for root in sandbox.roots:
            if root not in indexes:
                indexes[root] = DocsIndex.open(root, cache, embedder=embedder)
        return [indexes[r] for r in sandbox.roots]

    def documents() -> list[str]:
        """Every document the indexes hold, as search_docs names them."""
        listed: list[str] = []
        for index in all_indexes():
            prefix = "" if len(sandbox.roots) == 1 else index.root.name + "/"
            listed.extend(prefix + p for p in index.paths())
        return listed

    @tool(answers=True)
    def search_docs(query: str, limit: int = 5) -> ToolOutput:
        """Search the user's local documents and notes; returns the best matching passages.

        Args:
            query: Words to look for.
            limit: How many passages to return.
        """
        limit = max(1, min(limit, 20))  # as the index is asked (limit 0 said "nothing matches")
        english = english_words(query)
        asked = f"{query} {' '.join(english)}" if english else query
        results, answer, quoted = found_in(asked, limit, language_of(query), query)
        if not results:
            raise ToolRetry(f"search_docs: nothing matches {query!r}; try other words")
        returned.update(str(r["path"]) for r in [*results, *(quoted or [])])
        return found_passages(results, answer, quoted)

    def found_in(
        query: str, limit: int, language: str, question: str
    ) -> tuple[list[dict], Answer | None, list[dict] | None]:
        # The sentence that answers is looked for among the passages ranked with the query's
        # phrases as well as its words (DocsIndex.search_for_answer): the sentence that answers
        # most often says the question's words together ("Return a string representing the
        # current working directory."); the passages shown keep the ranking by words.
        results: list[dict] = []
        answering: list[dict] = []
        for index in all_indexes():
            prefix = "" if len(sandbox.roots) == 1 else index.root.name + "/"
            shown, for_answer = index.search_for_answer(query, max(1, min(limit, 20)), language)
            results.extend(_found(index, prefix, hit) for hit in shown)
            answering.extend(_found(index, prefix, hit) for hit in for_answer)
        results = sorted(results, key=lambda r: -float(r["score"]))[:limit]
        answering = sorted(answering, key=lambda r: -float(r["score"]))[:limit]
        choice = _answer(answering or results, query, question, language) if results else Choice(None)
        answer = choice.answer
        quoted = _rivals(answering or results, choice.rivals)
        if answer is None and quoted is None:
            weighed: dict[DocsIndex, dict[str, float]] = {}  # the query's words, weighed once per index
            for r in results[:2]:  # what the two closest sources say, quoted beside their places
                index = r["_index"]
                if index not in weighed:
                    weighed[index] = _wanted(index, query)
                found = closest_sentence(_passage(r), weighed[index])
                r["closest"] = found.sentence if found is not None else ""
        results = _with_answering(results, answering, answer, limit)
        for r in [*results, *(quoted or [])]:
            if "_hit" in r:
                r["excerpt"] = _excerpt(r.pop("_index"), r.pop("_hit"), query)
        return results, answer, quoted

    @tool
    def read_doc(path: str, start_line: int = 1, max_lines: int = 40) -> ToolOutput:
        """Read lines of one of the user's documents (a path from search_docs).

        Args:
            path: The document's path as search_docs gave it.
            start_line: The first line to read.
            max_lines: How many lines to read at most.
        """
        place = _PLACE.fullmatch(path.strip())
        if place and not sandbox.resolve(path).is_file():  # a place as search_docs shows it: "notes.md:3-5"
            path, start_line = place.group(1), int(place.group(2)) if start_line == 1 else start_line
        path = path.strip()
        if path not in returned:
            sandbox.resolve(path)  # outside the folders: said as such
            _check_listed(path, returned, documents())
        kind = kind_of(path.rsplit("/", 1)[-1])
        if kind in ("html", "pdf") or path.lower().endswith(".gz"):
            text, last = _read_extracted(sandbox, path, start_line, min(max_lines, 400))
        else:
            text = read_numbered(sandbox, path, start_line, max_lines, cap=400, label="read_doc: ")
            numbers = [int(n) for n, _, _ in (line.partition(":") for line in text.splitlines()) if n.isdigit()]
            last = numbers[-1] if numbers else start_line
        source = {"path": path, "lines": f"{max(1, start_line)}-{max(last, start_line)}", "heading": ""}
        return ToolOutput(text, data={"sources": [source]})

    search_docs.indexes = indexes  # type: ignore[attr-defined]  # for tests: files_read counts
    return [search_docs, read_doc]


def _found(index: DocsIndex, prefix: str, hit: Hit) -> dict:
    """A found passage as search_docs returns it (its excerpt is made for the ones shown)."""
    return {
        "path": prefix + hit.path, "lines": f"{hit.start}-{hit.end}", "heading": hit.heading,
        "score": round(hit.score, 3), "excerpt": "", "particular": hit.particular, "_hit": hit, "_index": index,
    }  # fmt: skip


def _answer(results: list[dict], query: str, question: str, language: str) -> Choice:
    """The sentence of the shown passages that answers the query (documents/answers.py),
    its words weighed by how rare they are in the best passage's collection; None when the
    question asks about nothing (only the words a question is built with: "How are you?"),
    about nothing the collection speaks of (_speaks_of), or when less than half of its words
    were understood (_understood: a question in another language found by one word it shares)."""
    index: DocsIndex = results[0]["_index"]
    asked = [t for t in index.query_terms(question) if t not in function_words(language)]
    if not asked and function_words(language):
        return Choice(None)
    best = float(results[0]["score"])
    found = [_passage(r) for r in results if float(r["score"]) >= best * SHOWN_SHARE]
    if (
        not _speaks_of(index, asked, language, found[0].text)
        or _understood(index, question, language, _written_in(found[0].text)) < UNDERSTOOD
    ):
        return Choice(None)
    return choose(found, _wanted(index, query))


def _rivals(results: list[dict], rivals: Sequence[Answer]) -> list[dict] | None:
    """The passages two rival sentences come from, each with its sentence as the one quoted;
    None when there are none."""
    quoted = []
    for rival in rivals:
        source = next((r for r in results if _holds(r, rival)), None)
        if source is None:
            return None
        quoted.append({**source, "closest": rival.sentence})
    return quoted or None


# The share of a question's words (less its function words) that must be understood for a
# sentence to answer it: half.
UNDERSTOOD = 0.5


def _understood(index: DocsIndex, question: str, language: str, written_in: str) -> float:
    """The share of the question's words the search understood: the collection says them, or
    the glossary gives their English. A word counts once however the index splits it
    ("Gäste-WLAN": understood when either part is); a run of Chinese or Japanese characters is
    read as the glossary's words in it and what lies between, less the function words (and in
    Japanese the hiragana between other characters: grammar), about two characters a word. A
    question in another language than the collection is found by the few words the two share
    ("python" in "python 怎么判断某一年是不是闰年", a leap year), and the sentence holding most of
    those few was given as the answer (how pip came with Python 3.4); where most of what was
    asked was read by nothing, nothing found can be said to answer it. Not judged (1.0) for a question in a
    language the glossary does not read, asked of a collection written in another: only the
    identifiers the two share can find anything there."""
    if language != written_in and not glossary_holds(language):
        return 1.0
    glossary = set(index.query_terms(" ".join(glossed(question))))
    words: list[tuple[list[str], int, bool]] = []  # each word's terms, how many it counts for, given
    for run in _CJK_RUN.findall(question):
        for piece, given in cjk_pieces(run):
            chunks = [piece] if given else [c for c in _cjk_function_words(language).split(piece) if c]
            if not given and language == "ja":  # hiragana between words is their grammar
                chunks = [c for chunk in chunks for c in _NOT_HIRAGANA.findall(chunk)]
            words.extend(
                (terms, 1 if given else max(1, len(c) // 2), given) for c in chunks if (terms := index.query_terms(c))
            )
    skipped = function_words(language)
    for word in _SPACED_WORD.findall(_CJK_RUN.sub(" ", question)):
        terms = [t for t in index.query_terms(word) if t not in skipped and not t.isdigit()]
        if terms:
            words.append((terms, 1, any(t in glossary for t in terms)))
    if not words:
        return 1.0
    said = index.frequencies(sorted({t for terms, _, _ in words for t in terms}))

    def understood(terms: list[str], given: bool) -> bool:
        if given:
            return True
        if has_cjk(terms[0]):  # a run of characters: said when the collection says each pair of it
            return all(said.get(t, 0) > 0 for t in terms)
        return any(said.get(t, 0) > 0 for t in terms)

    return sum(n for terms, n, given in words if understood(terms, given)) / sum(n for _, n, _ in words)


@cache
def _cjk_function_words(language: str) -> regex.Pattern[str]:
    """The Chinese or Japanese function words of `language`, the longest first, to split a run
    of characters at."""
    words = [w for w in listed(language) if has_cjk(w)]
    return regex.compile("|".join(regex.escape(w) for w in words) if words else r"(?!)")


def _written_in(text: str) -> str:
    """The language a passage is written in, read from its start as the index reads it."""
    return language_of(text[:LANGUAGE_SAMPLE])


_CJK_RUN = regex.compile(r"[\p{Han}\p{Hiragana}\p{Katakana}ー]+")  # written without spaces
_NOT_HIRAGANA = regex.compile(r"[^\p{Hiragana}]+")
_SPACED_WORD = regex.compile(r"[\p{L}\p{M}\p{N}]+(?:[-_.'’][\p{L}\p{M}\p{N}]+)*")


def _speaks_of(index: DocsIndex, asked: list[str], language: str, best_text: str) -> bool:
    """Whether the collection says any of the question's words, in some form: where it says
    none, no sentence of it answers. "What is the capital of France?" asked of network notes
    was answered with the guest Wi-Fi's password, the one sentence holding "is" and "the" (a
    word the collection lacks weighs nothing, so "capital" and "France" did not count). Only
    where the collection is written in the question's language (as its best passage is), and of
    the question's words in its script: across languages most of the question's words are
    expectedly missing, and it is found by what the two share ("Python 怎么读取环境变量（比如
    HOME）？" reads as English); a word said in another form is said (DocsIndex.never_said)."""
    if _written_in(best_text) != language:
        return True
    written = dominant_script(best_text[:LANGUAGE_SAMPLE])
    mine = [t for t in asked if dominant_script(t) == written]
    return not mine or len(index.never_said(mine)) < len(mine)


def _wanted(index: DocsIndex, query: str) -> dict[str, float]:
    """The query's words, each weighed by how rare it is in `index`'s collection."""
    terms = index.query_terms(query)
    return weights(terms, index.frequencies(terms), index.passage_count())


def _passage(result: dict) -> Passage:
    """A found passage as the answer's scorer takes it."""
    hit: Hit = result["_hit"]
    opens = result["_index"].opens(hit)
    return Passage(str(result["path"]), hit.heading, hit.text, hit.numbers, float(result["score"]), opens)


def _holds(result: dict, answer: Answer) -> bool:
    """Whether a found passage holds the answering sentence's line."""
    first, _, last = str(result["lines"]).partition("-")
    return result["path"] == answer.path and int(first) <= answer.line <= int(last or first)


def _with_answering(results: list[dict], answering: list[dict], answer: Answer | None, limit: int) -> list[dict]:
    """The passages shown, the one the answer was drawn from among them: the passages shown and
    those the answer is looked for in are ranked apart (the latter with the question's phrases
    too; the former by meaning with --embed-model), and an answer citing a passage not shown
    was followed by sources it does not come from. Put last of the `limit`, at the score that
    shows it."""
    if answer is None or any(_holds(r, answer) for r in results):
        return results
    source = next((r for r in answering if _holds(r, answer)), None)
    if source is None:
        return results
    best = float(results[0]["score"])
    kept = results[: limit - 1]
    floor = min((float(r["score"]) for r in kept), default=best)
    return [*kept, {**source, "score": max(min(floor, float(source["score"])), best * SHOWN_SHARE)}]


# How many documents a read_doc of a name not there is offered to choose from.
CHOICES = 6


def _check_listed(path: str, returned: set[str], listed: list[str]) -> None:
    """read_doc reads a document a search returned or the index holds; any other name (one the
    model made up: SmolLM2 asked for "argparse_tutorial.txt" after a search had found
    library/argparse.html, and asked again until the run stopped) is a fixable error that
    lists the documents to choose from: those the searches returned, then the names nearest
    the one asked for."""
    if path in listed:
        return
    nearest = difflib.get_close_matches(path, listed, n=CHOICES, cutoff=0.4)
    named: dict[str, list[str]] = {}  # a file's name -> the documents of that name
    for p in listed:
        named.setdefault(p.rsplit("/", 1)[-1], []).append(p)
    for name in difflib.get_close_matches(path.rsplit("/", 1)[-1], list(named), n=CHOICES, cutoff=0.4):
        nearest += named[name]
    choices = list(dict.fromkeys([*sorted(returned), *nearest]))[:CHOICES]
    if not choices:
        raise ToolRetry(f"read_doc: {path!r} is not one of the documents; call search_docs first to find one")
    raise ToolRetry(f"read_doc: {path!r} is not one of the documents; read one of: {', '.join(choices)}")


_PLACE = regex.compile(r"(.+?):(\d+)(?:-\d+)?")


def _read_extracted(sandbox: Sandbox, path: str, start_line: int, max_lines: int) -> tuple[str, int]:
    """Lines of the text of an HTML, PDF or compressed document, numbered as search_docs
    numbers them; and the last line's number."""
    target = sandbox.resolve(path)
    if not target.is_file():
        raise ToolRetry(f"read_doc: {path}: no such file")
    try:
        lines = [line for line in read_document(target) if line.number >= start_line]
    except Unreadable as exc:
        raise ToolRetry(f"read_doc: {path}: {exc}") from exc
    shown = lines[: max(1, max_lines)]
    out = [f"{line.number}: {line.text}" for line in shown]
    if len(lines) > len(shown):
        out.append(f"[more lines follow: read from line {lines[len(shown)].number}]")
    return "\n".join(out) or "(no lines there)", shown[-1].number if shown else start_line
