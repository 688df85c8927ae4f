"""The offline tools: units, dates, confined file access, and local document search."""

from __future__ import annotations

import datetime as dt
import os
from datetime import date, timedelta
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from localagent.documents.tokens import tokenize
from localagent.errors import ToolRetry, UsageError
from localagent.tools.date_words import add_months, dates_in, read_date, read_offset
from localagent.tools.dates import date_math
from localagent.tools.docs import docs_tools
from localagent.tools.files import file_tools
from localagent.tools.units import convert, convert_units, unit_at_start, unit_written_at


@pytest.mark.parametrize(
    "value, a, b, expected",
    [
        (1, "km", "m", 1000),
        (1, "mile", "km", 1.609344),
        (12, "in", "ft", 1),
        (100, "C", "F", 212),
        (32, "fahrenheit", "celsius", 0),
        (0, "K", "C", -273.15),
        (1, "lb", "kg", 0.45359237),
        (1, "kg", "g", 1000),
        (1, "gal", "l", 3.785411784),
        (1000, "ml", "l", 1),
        (100, "km/h", "m/s", 27.7777777778),
        (60, "mph", "km/h", 96.56064),
        (1, "GiB", "MB", 1073.741824),
        (8, "bit", "B", 1),
        (1, "TB", "GB", 1000),
        # areas, the tsubo and the mu among them
        (1, "acre", "m²", 4046.8564224),
        (100, "平米", "坪", 30.25),
        (3, "亩", "平方米", 2000),
        (50, "square meters", "square feet", 538.195520835),
    ],
)
def test_convert_units_table(value: float, a: str, b: str, expected: float) -> None:
    assert convert(value, a, b) == pytest.approx(expected)


@pytest.mark.parametrize(
    "value, a, b, expected",
    [
        (3, "hours", "seconds", 10800),
        (90, "minutes", "hours", 1.5),
        (90, "min", "h", 1.5),
        (2, "weeks", "days", 14),
        (1, "wk", "min", 10080),
        (1, "d", "h", 24),
        (1, "day", "hours", 24),
        (36, "hrs", "mins", 2160),
        (2, "hr", "sec", 7200),
        (5, "secs", "ms", 5000),
        (1500, "milliseconds", "s", 1.5),
        (1, "ms", "s", 0.001),  # milliseconds: the plural rule used to read "ms" as metres
        (1, "Minute", "Sekunden", 60),
        (2, "Std.", "Min.", 120),
        (3, "heures", "secondes", 10800),
        (2, "horas", "minutos", 120),
        (2, "ore", "minuti", 120),
        (1, "giorno", "ore", 24),
        (3, "часа", "минут", 180),
        (1, "сутки", "часов", 24),
        (3, "小时", "秒钟", 10800),
        (1, "週間", "日", 7),
        (5, "分", "秒", 300),
        (2, "시간", "분", 120),
        (1, "주", "일", 7),
    ],
)
def test_durations_convert(value: float, a: str, b: str, expected: float) -> None:
    assert convert(value, a, b) == pytest.approx(expected)


# Each kind there and back, and the values people check it by.
@pytest.mark.parametrize(
    "value, a, b, expected",
    [
        (100, "km/h", "mph", 62.1371192237),
        (60, "mph", "km/h", 96.56064),
        (10, "l", "gal", 2.6417205236),
        (5, "gallons", "litres", 18.92705892),
        (70, "kg", "lb", 154.3235835294),
        (150, "pounds", "kilograms", 68.0388555),
        (-40, "C", "F", -40),
        (98.6, "F", "C", 37),
        (20, "celsius", "kelvin", 293.15),
        (3, "h", "s", 10800),
    ],
)
def test_conversions_round_trip(value: float, a: str, b: str, expected: float) -> None:
    assert convert(value, a, b) == pytest.approx(expected)
    assert convert(convert(value, a, b), b, a) == pytest.approx(value)


# The common units' names in Italian, Portuguese and Korean (and the others' already there).
@pytest.mark.parametrize(
    "name, unit",
    [
        ("chilometri", "km"), ("miglia", "mi"), ("chili", "kg"), ("chilogrammi", "kg"), ("libbre", "lb"),
        ("litri", "l"), ("galloni", "gal"), ("gradi Celsius", "C"), ("gradi Fahrenheit", "F"),
        ("chilometri orari", "km/h"),
        ("quilômetros", "km"), ("quilometros", "km"), ("milhas", "mi"), ("quilos", "kg"),
        ("quilogramas", "kg"), ("libras", "lb"), ("litros", "l"), ("galões", "gal"), ("galoes", "gal"),
        ("graus Celsius", "C"), ("milhas por hora", "mph"),
        ("킬로미터", "km"), ("마일", "mi"), ("킬로그램", "kg"), ("파운드", "lb"), ("리터", "l"), ("갤런", "gal"),
        ("섭씨", "C"), ("화씨", "F"), ("평", "tsubo"),
        ("英里每小时", "mph"), ("Stunden", "h"), ("semaines", "wk"), ("días", "d"), ("недель", "wk"),
        ("кг", "kg"), ("см", "cm"), ("мл", "ml"), ("литра", "l"), ("pies cuadrados", "ft2"), ("Quadratfuß", "ft2"),
        ("once", "oz"),  # Italian ounces; the readers read it only after a number (WORD_LIKE_NAMES)
        ("сантиметры", "cm"), ("футы", "ft"),
    ],
)  # fmt: skip
def test_unit_names_per_language(name: str, unit: str) -> None:
    assert convert(1, name, unit) == pytest.approx(1)


# Names that are not units here, or stay the unit they were: common words and other kinds.
@pytest.mark.parametrize(
    "name", ["ora", "secondo", "metro", "с", "星期", "month", "months", "year", "yr", "fortnight", "ha"]
)
def test_names_that_are_not_units(name: str) -> None:
    with pytest.raises(ToolRetry, match=f"unknown unit {name!r}"):
        convert(1, name, "s")


@pytest.mark.parametrize(
    "a, b, kinds",
    [("m", "min", r"length\) to min \(time"), ("t", "h", r"mass\) to h \(time"), ("mi", "min", r"length\)")],
)
def test_metres_tonnes_and_miles_are_not_durations(a: str, b: str, kinds: str) -> None:
    with pytest.raises(ToolRetry, match=kinds):
        convert(1, a, b)


def test_convert_units_output_and_refusals() -> None:
    assert convert_units(5, "km", "m").text == "5 km = 5000 m"
    assert convert_units(10, "kilometers", "miles").data == {"answer": "10 kilometers = 6.2137 miles", "value": 6.2137}
    assert convert_units(30, "℃", "°F").text == "30 ℃ = 86 °F"
    assert convert_units(3, "hours", "seconds").data == {"answer": "3 hours = 10800 seconds", "value": 10800}
    assert convert_units(45, "minutes", "h").text == "45 minutes = 0.75 h"
    with pytest.raises(ToolRetry, match="cannot convert kg \\(mass\\) to m \\(length\\)"):
        convert_units(1, "kg", "m")
    with pytest.raises(ToolRetry, match="unknown unit 'parsec'"):
        convert_units(1, "parsec", "m")
    with pytest.raises(ToolRetry, match="one is a temperature"):
        convert_units(1, "C", "m")


@pytest.mark.parametrize(
    "kwargs, expected",
    [
        ({"start": "2025-01-31", "months": 1}, "2025-02-28 (Friday)"),
        ({"start": "2024-02-29", "years": 1}, "2025-02-28 (Friday)"),
        ({"start": "2025-03-01", "days": -1}, "2025-02-28 (Friday)"),
        ({"start": "2025-01-01", "weeks": 2, "days": 1}, "2025-01-16 (Thursday)"),
        ({"start": "2025-01-01", "end": "2025-03-01"}, "59 days"),
        ({"start": "2025-03-01", "end": "2025-01-01"}, "59 days, counted back: the end date comes before the start"),
        ({"start": "March 5, 2025", "days": 0}, "2025-03-05 (Wednesday)"),
        # what small models write in a date's place (date_words.py)
        ({"start": "march 1 2026", "end": "april 15 2026"}, "45 days"),
        ({"start": "1. März 2026", "end": "1 de junio de 2026"}, "92 days"),
        ({"start": "March 1st, 2026", "days": 0}, "2026-03-01 (Sunday)"),
        ({"start": "1.3.2026", "weeks": 1}, "2026-03-08 (Sunday)"),
        # a span in the unit asked: whole units, the days left over said
        ({"start": "2026-03-02", "end": "2026-04-13", "unit": "weeks"}, "6 weeks"),
        ({"start": "2026-03-02", "end": "2026-04-15", "unit": "weeks"}, "6 weeks and 2 days"),
        ({"start": "2026-02-15", "end": "2026-09-15", "unit": "months"}, "7 months"),
        ({"start": "2026-01-31", "end": "2026-02-28", "unit": "month"}, "1 month"),
        ({"start": "2020-05-10", "end": "2026-05-09", "unit": "years"}, "5 years and 364 days"),
        # months and years on the calendar: the same day, or the month's last day
        ({"start": "2026-01-31", "months": 3}, "2026-04-30 (Thursday)"),
        ({"start": "2026-01-31", "months": 1}, "2026-02-28 (Saturday)"),
        ({"start": "2026-03-31", "months": -1}, "2026-02-28 (Saturday)"),
        ({"start": "2026-01-31", "years": 1, "months": 1}, "2027-02-28 (Sunday)"),
        ({"start": "2026-01-31", "years": -2, "days": 1}, "2024-02-01 (Thursday)"),
        ({"start": "2026-01-31", "end": "2026-04-30", "unit": "months"}, "3 months"),
        ({"start": "2026-01-31", "end": "2026-05-01", "unit": "Months"}, "3 months and 1 day"),
        ({"start": "2026-01-01", "end": "2027-07-01", "unit": "years"}, "1 year and 181 days"),
        # the end copied from the start beside an offset asks for the offset (was "0 days")
        ({"start": "2026-01-31", "end": "2026-01-31", "months": 3}, "2026-04-30 (Thursday)"),
        ({"start": "2026-01-31", "end": "2026-01-31"}, "0 days"),
        ({"start": "2026-01-31", "end": "2026-03-01", "days": 5}, "29 days"),  # another end: the time to it
        # a span written where the end date goes: the offset from the start
        ({"start": "2026-01-31", "end": "3 months"}, "2026-04-30 (Thursday)"),
        ({"start": "2026-01-31", "end": "+1 month"}, "2026-02-28 (Saturday)"),
        ({"start": "2026-01-31", "end": "-1 year"}, "2025-01-31 (Friday)"),
        ({"start": "2026-01-31", "end": "2 weeks later"}, "2026-02-14 (Saturday)"),
        ({"start": "2026-01-31", "end": "1 month before"}, "2025-12-31 (Wednesday)"),
        ({"start": "2026-01-31", "end": "3 months", "months": 1}, "2026-02-28 (Saturday)"),  # the numbers win
        # an offset from a date written in the date's place
        ({"start": "3 months after 2026-01-31"}, "2026-04-30 (Thursday)"),
        ({"start": "2026-01-31 + 1 month"}, "2026-02-28 (Saturday)"),
        ({"start": "2026-03-31 minus 1 month"}, "2026-02-28 (Saturday)"),
        ({"start": "2 years before march 1 2026"}, "2024-03-01 (Friday)"),
        ({"start": "10 days from 1.3.2026", "end": "2026-03-31"}, "20 days"),
    ],
)
def test_date_math_table(kwargs: dict, expected: str) -> None:
    assert date_math(**kwargs).text == expected


def test_date_math_states_its_answer_and_value() -> None:
    assert date_math("2026-01-05", "2026-03-02").data == {"answer": "56 days", "value": 56}
    assert date_math("2026-02-15", days=30).data == {"answer": "2026-03-17 (Tuesday)", "value": "2026-03-17 (Tuesday)"}


@pytest.mark.parametrize(
    "written, days",
    [("today", 0), ("Tomorrow", 1), ("yesterday", -1), ("10 days from today", 10), ("in 2 weeks", 14),
     ("3 days ago", -3), ("1 week before today", -7)],
)  # fmt: skip
def test_date_math_reads_a_date_written_from_today(written: str, days: int) -> None:
    assert date_math(written).data["value"].startswith((date.today() + timedelta(days=days)).isoformat())


@pytest.mark.parametrize(
    "written, months",
    [("in 3 months", 3), ("1 month from today", 1), ("2 years ago", -24), ("1 year later", 12),
     ("6 months before today", -6)],
)  # fmt: skip
def test_date_math_reads_months_and_years_from_today(written: str, months: int) -> None:
    assert date_math(written).data["value"].startswith(add_months(date.today(), months).isoformat())


@pytest.mark.parametrize(
    "written, expected",
    [("3 months", (3, "month")), ("+1 year", (1, "year")), ("-2 weeks", (-2, "week")), ("10 days later", (10, "day")),
     ("2 Weeks before", (-2, "week")), ("1 month earlier", (-1, "month")),
     # not a span alone
     ("2026-01-31", None), ("in 3 months", None), ("3 fortnights", None), ("three months", None), ("3", None)],
)  # fmt: skip
def test_read_offset(written: str, expected: tuple | None) -> None:
    assert read_offset(written) == expected


@pytest.mark.parametrize(
    "written, expected",
    [("3 months after 2026-01-31", "2026-04-30"), ("1 year from 2024-02-29", "2025-02-28"),
     ("2026-03-01 - 2 weeks", "2026-02-15"), ("2026-01-31 plus 13 months", "2027-02-28"),
     # not dates: an offset alone, an offset from an offset, a date that is not one
     ("3 months", None), ("1 day after 2 days after 2026-01-01", None), ("3 months after 2026-02-30", None),
     ("9999 years after 2026-01-01", None)],
)  # fmt: skip
def test_read_date_with_an_offset(written: str, expected: str | None) -> None:
    found = read_date(written, today=date(2026, 6, 1))
    assert (found.isoformat() if found else None) == expected


_DATE_PIECES = st.sampled_from(
    ["3", "12", "9999", " ", "months", "year", "weeks", "days", "after", "before", "from", "in", "ago", "+", "-",
     "plus", "2026-01-31", "march 1 2026", "1.3.2026", "today", "later"]
)  # fmt: skip


@given(st.one_of(st.text(max_size=60), st.lists(_DATE_PIECES, max_size=8).map(" ".join)))
def test_date_readers_answer_or_say_none(text: str) -> None:
    found = read_date(text, today=date(2026, 6, 1))
    assert found is None or isinstance(found, date)
    offset = read_offset(text)
    assert offset is None or (isinstance(offset[0], int) and offset[1] in ("day", "week", "month", "year"))


def test_date_math_today_and_errors() -> None:
    assert date_math("today").text.startswith(date.today().isoformat())
    with pytest.raises(ToolRetry, match="unit is one of"):
        date_math("2026-01-01", "2026-02-01", unit="fortnights")
    with pytest.raises(ToolRetry, match="write it as YYYY-MM-DD"):
        date_math("10 days")
    with pytest.raises(ToolRetry, match="write it as YYYY-MM-DD"):
        date_math("next tuesday-ish")
    with pytest.raises(ToolRetry, match="outside the years"):
        date_math("9999-12-01", years=1)
    with pytest.raises(ToolRetry, match="outside the years"):
        date_math("9999-12-01", "2 months")
    with pytest.raises(ToolRetry, match="write it as YYYY-MM-DD"):
        date_math("2026-01-31", "3 fortnights")


@pytest.fixture
def tree(tmp_path: Path) -> dict[str, Path]:
    data = tmp_path / "data"
    (data / "sub").mkdir(parents=True)
    (data / "notes.txt").write_text("line one\nline two\nsecret plan: none\n")
    (data / "sub" / "deep.md").write_text("# Deep\nthe plan is here\n")
    (data / "blob.bin").write_bytes(b"\x00\x01binary")
    evil = tmp_path / "data-evil"
    evil.mkdir()
    (evil / "loot.txt").write_text("stolen")
    outside = tmp_path / "outside.txt"
    outside.write_text("outside")
    os.symlink(outside, data / "link_out.txt")
    os.symlink(evil, data / "link_dir")
    return {"data": data, "evil": evil, "outside": outside}


def _tools(root: Path) -> dict:
    return {t.name: t for t in file_tools([root])}


@pytest.mark.parametrize(
    "path",
    [
        "../outside.txt",
        "../data-evil/loot.txt",
        "/etc/passwd",
        "link_out.txt",
        "link_dir/loot.txt",
        "sub/../../outside.txt",
        "~/x",
    ],
)
def test_every_escape_is_refused(tree: dict[str, Path], path: str) -> None:
    tools = _tools(tree["data"])
    with pytest.raises(ToolRetry, match="outside the allowed folders"):
        tools["read_file"](path)


def test_sibling_with_a_shared_prefix_is_refused(tree: dict[str, Path]) -> None:
    tools = _tools(tree["data"])
    with pytest.raises(ToolRetry, match="outside the allowed folders"):
        tools["list_dir"](str(tree["evil"]))


def test_file_tools_inside_the_root(tree: dict[str, Path]) -> None:
    tools = _tools(tree["data"])
    listing = tools["list_dir"](".")
    assert "notes.txt" in listing and "sub/ (dir)" in listing
    assert (
        tools["read_file"]("notes.txt", start_line=2, max_lines=1)
        == "2: line two\n[more lines follow: read from line 3]"
    )
    assert tools["read_file"](str(tree["data"] / "sub" / "deep.md")).startswith("1: # Deep")
    with pytest.raises(ToolRetry, match="binary"):
        tools["read_file"]("blob.bin")
    with pytest.raises(ToolRetry, match="no such file"):
        tools["read_file"]("missing.txt")
    hits = tools["grep"]("plan")
    assert hits.splitlines() == ["notes.txt:3: secret plan: none", "sub/deep.md:2: the plan is here"]
    assert "stolen" not in tools["grep"]("stolen")  # a symlinked folder outside is never searched
    # A link out of the folder is listed as such: nothing of its target (its size was shown).
    assert "link_out.txt (a link outside the allowed folders)" in listing
    assert "link_dir (a link outside the allowed folders)" in listing and "7 bytes" not in listing


def test_allowed_folder_must_exist(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="--allow-dir .*nope: no such folder"):
        file_tools([tmp_path / "nope"])
    (tmp_path / "file.txt").write_text("x")
    with pytest.raises(UsageError, match="--docs .*file.txt: not a folder"):
        docs_tools([tmp_path / "file.txt"], cache_dir=tmp_path / "cache")


def make_corpus(root: Path) -> None:
    topics = {
        "garden.md": "# Garden\nTomatoes need six hours of sun.\nWater the basil every morning.\n",
        "car.txt": "Car maintenance log\nOil change every 10000 km.\nTire pressure 2.3 bar.\n",
        "recipes/bread.md": "Sourdough bread\nFeed the starter with flour and water.\nBake at 230 degrees.\n",
        "recipes/soup.rst": "Tomato soup\n===========\nRoast tomatoes with garlic.\n",
        "北京.txt": "北京的天气很冷。冬天要穿羽绒服。\n",
        "code/util.py": "def retry(times):\n    '''Retry a flaky network call.'''\n",
    }
    for name, text in topics.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text * 3, encoding="utf-8")
    for i in range(40):  # filler, so ranking is not trivial
        (root / f"filler{i}.txt").write_text(f"meeting notes {i}\nnothing to see here\n")


@pytest.mark.parametrize(
    "query, expected_top",
    [
        ("how often should I change the oil", "car.txt"),
        ("sourdough starter flour", "recipes/bread.md"),
        ("tomato", "recipes/soup.rst"),
        ("天气", "北京.txt"),
        ("flaky network retry", "code/util.py"),
        ("basil water", "garden.md"),
    ],
)
def test_search_docs_ranks_the_known_answer_first(tmp_path: Path, query: str, expected_top: str) -> None:
    docs = tmp_path / "docs"
    make_corpus(docs)
    search, _ = docs_tools([docs], cache_dir=tmp_path / "cache")
    results = search(query, limit=3).data["passages"]
    assert results[0]["path"] == expected_top
    assert set(results[0]) == {"path", "lines", "heading", "score", "excerpt", "particular"}


def test_a_folder_named_twice_is_searched_once(tmp_path: Path) -> None:
    """`--docs D --docs D` (or D and a link to it) showed each passage twice, "the closest" twice."""
    docs = tmp_path / "docs"
    make_corpus(docs)
    (tmp_path / "link").symlink_to(docs)
    search, _ = docs_tools([docs, docs, tmp_path / "link"], cache_dir=tmp_path / "cache")
    places = [(p["path"], p["lines"]) for p in search("tomato", limit=5).data["passages"]]
    assert len(places) == len(set(places)) and places[0][0] == "recipes/soup.rst"  # one root: no prefix


@pytest.mark.parametrize("limit", [0, -3])
def test_a_limit_below_one_returns_one_passage_not_nothing_matches(tmp_path: Path, limit: int) -> None:
    docs = tmp_path / "docs"
    make_corpus(docs)
    search, _ = docs_tools([docs], cache_dir=tmp_path / "cache")
    assert len(search("tomato", limit=limit).data["passages"]) == 1


def test_index_cache_reads_no_file_contents_the_second_time(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    make_corpus(docs)
    cache = tmp_path / "cache"
    first, _ = docs_tools([docs], cache_dir=cache)
    first("oil")
    assert first.indexes[docs.resolve()].files_read == 46
    second, _ = docs_tools([docs], cache_dir=cache)
    assert second("oil").data["passages"][0]["path"] == "car.txt"
    assert second.indexes[docs.resolve()].files_read == 0
    (docs / "car.txt").write_text("Car log\nOil every 15000 km now.\n")
    third, _ = docs_tools([docs], cache_dir=cache)
    assert "15000" in third("oil").data["passages"][0]["excerpt"]
    assert third.indexes[docs.resolve()].files_read == 1


def test_read_doc_and_confinement(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    make_corpus(docs)
    (tmp_path / "private.txt").write_text("no")
    _, read_doc = docs_tools([docs], cache_dir=tmp_path / "cache")
    read = read_doc("car.txt", start_line=2, max_lines=1)
    assert read.text == "2: Oil change every 10000 km.\n[more lines follow: read from line 3]"
    assert read.data["sources"] == [{"path": "car.txt", "lines": "2-2", "heading": ""}]
    assert read_doc("car.txt:3-4").text.startswith("3: Tire pressure 2.3 bar.")  # a place as search_docs shows it
    with pytest.raises(ToolRetry, match="outside the allowed folders"):
        read_doc("../private.txt")


def test_read_doc_of_a_name_not_there_lists_the_documents_to_choose_from(tmp_path: Path) -> None:
    docs = tmp_path / "docs"
    make_corpus(docs)
    search, read_doc = docs_tools([docs], cache_dir=tmp_path / "cache")
    with pytest.raises(ToolRetry, match=r"'car_tutorial.txt' is not one of the documents; read one of: car.txt"):
        read_doc("car_tutorial.txt")
    found = search("oil change")
    with pytest.raises(ToolRetry, match=r"read one of: car.txt"):  # what the search returned comes first
        read_doc("oil_guide.md")
    assert found.data["passages"][0]["path"] == "car.txt"


def test_cjk_text_is_indexed_as_bigrams() -> None:
    assert tokenize("北京天气 ok") == ["北京", "京天", "天气", "ok"]


@pytest.mark.parametrize(
    "text, found",
    [
        ("from 2026-03-01 to 2026-04-15", ["2026-03-01", "2026-04-15"]),
        ("march 1 2026 and April 15th, 2026", ["2026-03-01", "2026-04-15"]),
        ("zwischen dem 1. März 2026 und dem 1.6.2026", ["2026-03-01", "2026-06-01"]),
        ("le 15 avril 2026", ["2026-04-15"]),
        ("el 1 de mayo de 2026", ["2026-05-01"]),
        ("31 February 2026, 2026-13-01", []),  # no such dates
        ("12 mal 7, version 1.2.3", []),
    ],
)
def test_dates_written_in_a_text(text: str, found: list) -> None:
    assert [d.isoformat() for _, _, d in dates_in(text)] == found


@pytest.mark.parametrize(
    "written, unit",
    [
        ("g of flour", "g"),
        ("G network", None),
        ("kg", "kg"),
        ("KG", "kg"),
        ("K outside", "k"),
        ("k run", None),
        ("m tall", "m"),
        ("M people", None),
        ("D film", None),
        ("L of water", "l"),
        ("l of water", "l"),
        ("F today", "f"),
        ("GB", "gb"),
        ("Minuten", "minuten"),
    ],
)
def test_a_one_letter_symbol_is_a_unit_only_in_its_own_case(written: str, unit: str | None) -> None:
    assert unit_written_at(written) == unit


@pytest.mark.parametrize(
    "text, found",
    [
        ("Em que dia da semana cai o Natal de 2027?", ["2027-12-25"]),
        ("2027年のクリスマスは何曜日？", ["2027-12-25"]),
        ("2027년 크리스마스는 무슨 요일이에요?", ["2027-12-25"]),
        ("Christmas Eve 2027", ["2027-12-24"]),
        ("How many days until Christmas?", ["2026-12-25"]),  # the next one from today
        ("How many days until New Year's Day?", ["2027-01-01"]),
        ("Сколько дней до Рождества?", ["2027-01-07"]),  # Russian's is the Orthodox one
        ("¿Cuántos días faltan para volver a mi ciudad natal?", []),  # natal is Christmas in Portuguese only
    ],
)
def test_a_day_named_is_a_date(text: str, found: list) -> None:
    today = dt.date(2026, 12, 5)
    assert [d.isoformat() for _, _, d in dates_in(text, today)] == found


def test_a_day_named_without_its_year_is_no_date_without_today() -> None:
    assert dates_in("How many days until Christmas?") == []


def test_search_docs_shows_the_words_ranking_and_answers_from_the_phrases_one(tmp_path: Path) -> None:
    # The pages shown are ranked by the question's words; the sentence that answers is chosen
    # among passages ranked with its phrases too ("current working directory" said together).
    docs = tmp_path / "docs"
    for i in range(30):
        (docs / "misc").mkdir(parents=True, exist_ok=True)
        (docs / "misc" / f"note{i}.txt").write_text(f"meeting notes {i}\nnothing much was said\n")
    (docs / "plans.md").write_text(
        "# Working plans\n\nThe current plans of the working group: directory listings, what is current.\n"
    )
    (docs / "os.md").write_text("# os\n\n## getcwd\n\nReturn a string representing the current working directory.\n")
    search, _ = docs_tools([docs], cache_dir=tmp_path / "cache")
    data = search("current working directory").data
    assert data["passages"][0]["path"] == "plans.md"
    # Both sentences hold every word asked, and the phrases' ranking puts os.md's first: it is
    # the best, but not by enough to answer alone (documents/answers.AMBIGUOUS), so both are
    # quoted, the best first. (Said together, the words did not tell the two apart on the
    # development sets any better: counted in the sentence's rank, 2 more right and 4 more wrong.)
    assert data["found"] is False
    assert data["answer"].startswith(
        "The documents do not say this plainly; the closest: os.md:3-5 (getcwd): "
        '"Return a string representing the current working directory."; plans.md:'
    )
    assert all(set(r) == {"path", "lines", "heading", "score", "excerpt", "particular"} for r in data["passages"])


@pytest.mark.parametrize("written", ["смотри", "млн рублей", "кгб"])
def test_a_cyrillic_unit_name_ends_where_its_word_does(written: str) -> None:
    assert unit_at_start(written) is None


def test_when_nothing_answers_the_closest_sources_are_quoted() -> None:
    # "Not found" named two places and their headings; a reader then had to open each to learn
    # that one of them was what they wanted (shutil.which's "Return the path to an executable
    # ..." for "where is an executable on the PATH"). Each is quoted: its sentence closest to
    # the question, one sentence, and the statement still says the documents do not answer.
    from localagent.documents.answers import Passage, closest_sentence
    from localagent.tools.docs import QUOTED, found_passages

    entry = Passage(
        "library/shutil.html", "shutil > shutil.which(cmd)",
        "Return the path to an executable which would be run.\nWhen no path is given, os.environ() is used.",
        [589, 590], 10.0,
    )  # fmt: skip
    wanted = {"execut": 3.0, "path": 2.0, "locat": 4.0, "program": 4.0}
    said = closest_sentence(entry, wanted)
    assert said is not None and said.sentence == "Return the path to an executable which would be run."
    assert said.line == 589 and said.share < 0.5  # too little of the question to answer it
    results = [
        {"path": "library/shutil.html", "lines": "588-590", "heading": "shutil > shutil.which(cmd)", "score": 10.0,
         "excerpt": "", "particular": True, "closest": said.sentence},
        {"path": "library/sys.html", "lines": "734-735", "heading": "sys > sys.executable", "score": 8.0,
         "excerpt": "", "particular": True, "closest": "A string giving the absolute path " + "of it " * 60},
        {"path": "notes.md", "lines": "1-2", "heading": "", "score": 7.0, "excerpt": "", "particular": False},
    ]  # fmt: skip
    out = found_passages(results, None)
    statement = out.data["answer"]
    assert out.data["found"] is False
    assert statement.startswith(
        "The documents do not say this plainly; the closest: library/shutil.html:588-590 (shutil.which(cmd)): "
        '"Return the path to an executable which would be run."; library/sys.html:734-735 (sys.executable): '
        '"A string giving the absolute path of it'
    )
    quoted = statement.rsplit(': "', 1)[1]
    assert len(quoted) == QUOTED + 1 and quoted.endswith('..."')  # a long sentence is cut
    assert "notes.md" not in statement  # two sources, as before
    assert [c["path"] for c in out.data["cited"]] == ["library/shutil.html", "library/sys.html"]


def _network_notes(root: Path) -> None:
    root.mkdir(parents=True, exist_ok=True)
    (root / "network.md").write_text(
        "# Network\n\nThe guest Wi-Fi network is Harbor-Guest. Its password is tidepool-4821.\n\n"
        "Backups run every night at 2 am.\n"
    )
    (root / "x.html").write_text("<html><body><p>Backup tapes are in the safe.</p></body></html>")
    (root / "rechner.md").write_text("# Rechner\n\nDen Rechnernamen ändern Sie in /etc/hostname.\n")


@pytest.mark.parametrize(
    "question, answer",
    [
        # Asked about what the notes never speak of: no sentence answers (the Wi-Fi password held
        # "is" and "the", and a word the notes lack weighed nothing).
        ("What is the capital of France?", None),
        ("Who won the football match yesterday?", None),
        # Asked about nothing (the words a question is built with): no sentence answers.
        ("How are you?", None),
        ("What is it?", None),
        # What they do say is still answered, a word in another form of it included.
        ("What is the guest Wi-Fi password?", "Its password is tidepool-4821."),
        ("When do backups run?", "Backups run every night at 2 am."),
        ("Where are the backup tapes?", "Backup tapes are in the safe."),
        ("Wie ändere ich den Rechnernamen?", "Den Rechnernamen ändern Sie in /etc/hostname."),
        # Asked in another language: answered when at least half its words are understood (said
        # in the notes, or given in English by the glossary), not by the one word it shares.
        ("Wi-Fi 信号为什么在厨房里特别弱？", None),
        ("¿Por qué el Wi-Fi va tan lento en la cocina?", None),
        ("¿Cuál es la contraseña del Wi-Fi de invitados?", "Its password is tidepool-4821."),
        ("访客 Wi-Fi 的密码是什么？", "Its password is tidepool-4821."),
        ("ゲストWi-Fiのパスワードは？", "Its password is tidepool-4821."),
        ("メモにあるゲストWi-Fiのパスワードは？", "Its password is tidepool-4821."),  # hiragana between words: grammar
        ("我的笔记里访客 Wi-Fi 密码是什么？", "Its password is tidepool-4821."),  # function words left out
        # A language the glossary does not read: only the words it shares can find anything, and
        # what they find is not judged.
        ("Какой пароль гостевого Wi-Fi в моих заметках?", "Its password is tidepool-4821."),
    ],
)
def test_search_docs_answers_only_what_the_documents_speak_of(
    tmp_path: Path, question: str, answer: str | None
) -> None:
    _network_notes(tmp_path / "notes")
    search, _ = docs_tools([tmp_path / "notes"], cache_dir=tmp_path / "cache")
    data = search(question).data
    if answer is None:
        assert data["found"] is False and data["answer"].startswith("The documents do not say this plainly")
    else:
        assert answer in data["answer"] and data.get("found") is not False


def test_a_query_names_something_particular_when_any_passage_shown_has_it() -> None:
    # argparse's one-line "Beyond sys.argv" ranked first for "How do I parse command-line
    # arguments?" sharing none of its rare words; the four below it named them. The retrieve
    # policy did not search, and the model asked read_doc for a file it made up.
    from localagent.tools.docs import found_passages

    def result(score: float, particular: bool) -> dict:
        return {"path": "library/argparse.html", "lines": "1-2", "heading": "argparse", "score": score,
                "excerpt": "", "particular": particular, "closest": ""}  # fmt: skip

    assert found_passages([result(10.0, False), result(9.0, True)], None).data["particular"] is True
    assert found_passages([result(10.0, False), result(9.0, False)], None).data["particular"] is False
    # A passage too far below the best one to be shown does not count.
    assert found_passages([result(10.0, False), result(1.0, True)], None).data["particular"] is False


def test_two_notes_that_say_about_as_much_are_both_quoted_not_one_answered(tmp_path: Path) -> None:
    # The best sentence came a little above another section's, and was given as the answer (the
    # decimal module's sum for "why is 0.1 + 0.2 not equal to 0.3"): now neither is given, and
    # both are quoted with their places.
    notes = tmp_path / "notes"
    notes.mkdir()
    (notes / "office.md").write_text("# Office printer\n\nThe office printer queue is named laser-2.\n")
    (notes / "home.md").write_text("# Home printer\n\nThe home printer queue is named inkjet-7.\n")
    search, _ = docs_tools([notes], cache_dir=tmp_path / "cache")
    data = search("printer queue name").data
    assert data["found"] is False
    assert "laser-2" in data["answer"] and "inkjet-7" in data["answer"]
    assert sorted(c["path"] for c in data["cited"]) == ["home.md", "office.md"]
