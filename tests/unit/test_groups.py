"""reading/groups.py: so many groups of so many each, read only when the whole question is that
request. Two tables: what must be read, and what must be left to the model (the words do not
make one count each group's, the request asks something else, or a number is money)."""

from __future__ import annotations

import pytest

from localagent.policies.asked import stated_expression
from localagent.policies.quantities import stated_conversion
from localagent.reading.groups import groups

READ = [
    ("We ordered 12 crates of 30 bottles. How many bottles is that altogether?", "12 * 30"),
    ("The hall has 25 rows with 18 seats each; how many seats are there in all?", "25 * 18"),
    ("My 4 nephews each want 3 comics, how many comics do I buy?", "4 * 3"),
    ("Wir haben 9 Paletten mit je 40 Säcken. Wie viele Säcke sind das?", "9 * 40"),
    ("J'ai acheté 5 paquets de 8 yaourts. Combien de yaourts en tout ?", "5 * 8"),
    ("Hay 14 mesas con 6 sillas cada una. ¿Cuántas sillas hay en total?", "14 * 6"),
    ("In magazzino ci sono 11 bancali da 50 sacchi: quanti sacchi in totale?", "11 * 50"),
    ("São 7 turmas com 32 alunos cada. Quantos alunos ao todo?", "7 * 32"),
    ("На складе 15 ящиков по 20 банок. Сколько всего банок?", "15 * 20"),
    ("书架有9层，每层放35本书，一共多少本书？", "9 * 35"),
    ("24本ずつ入ったジュースが5箱あります。全部で何本？", "5 * 24"),
    ("사과가 한 봉지에 6개씩 들어 있고 봉지가 9개 있으면 사과는 모두 몇 개예요?", "9 * 6"),
]

LEFT_ALONE = [
    "I have 6 boxes of 24 pencils. Which brand is best?",  # asks no number
    "We have 2 kids aged 5 and 7, how many presents should we buy?",  # no group joins the numbers
    "Our team of 5 played 3 games, how many did we win?",  # the numbers are not groups of each other
    "I bought 3 boxes of 12 eggs. How many eggs are in each box?",  # each one's part asked
    "6 boxes of 24 pencils cost $30. How much is one pencil?",  # a third number, money
    "I bought 4 packs at $6 each, how much did I spend?",  # money: items at a price (share.items)
    "There are 3 kinds of 20% discounts, how many can I use?",  # a percentage
    "Ich habe 6 Kisten. Wie viele Flaschen passen in 24?",  # a number in the request
    "My 3 cups of 250 ml each, how many cups do I have?",  # the groups are measures
    "Call 555 of 1234 each, how many times?",  # the groups have no name
    "There are 5 rows of 8 chairs. How many rows?",  # the groups' own count asked
    "12月25日是星期几？一共几天？",  # no count marked as each group's
    "一个班45个学生，男生比女生多7个，女生有几个？",  # 个 counts anything: no group's size
]


@pytest.mark.parametrize("question,expression", READ)
def test_groups_of_so_many_each_are_read(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_other_numbers_are_left_to_the_model(question: str) -> None:
    assert groups(question) is None


@pytest.mark.parametrize(
    "question,conversion",
    [
        ("I packed 4 bags of 3 pounds each. How many kg is that in total?", (12, "pounds", "kg")),
        ("Tengo 5 botellas de 2 litros cada una, ¿cuántos galones son en total?", (10, "litros", "galones")),
        ("3킬로그램짜리 상자 4개면 총 몇 파운드예요?", (12, "킬로그램", "파운드")),
        ("一瓶牛奶1.5升，我买了4瓶，一共多少毫升？", (6, "升", "毫升")),  # "one bottle" of a measure
        ("I packed 4 bags of 3 pounds each. Is that too heavy?", None),  # no value asked
    ],
)
def test_groups_of_a_measure_each_are_converted_as_their_total(question: str, conversion: tuple | None) -> None:
    found = stated_conversion(question)
    if conversion is None:
        assert found is None
    else:
        assert found is not None and (found["value"], found["from_unit"], found["to_unit"]) == conversion


@pytest.mark.parametrize(
    "question,expression",
    [
        ("My book has 300 pages and I read 25 pages a day. How many days will it take?", "300 / 25"),
        ("这本书有360页，我每天看20页，几天能看完？", "360 / 20"),
        # the last day's few pages are a day of their own
        ("一本书320页，我每天看25页，几天能看完？", "ceil(320 / 25)"),
        ("Ich habe 3 Katzen und 2 Hunde am Tag. Wie viele Tage?", None),  # not the same things
        # the rate first: a day holds 25 pages, as a container does (packing.py, the container asked)
        ("I read 25 pages a day and the book has 300 pages. How many days?", "300 / 25"),
        ("I read 25 pages a day and the book has 310 pages. How many days?", None),  # no rounding said
        ("My book has 300 pages and I read 25 pages a day. Any tips to read faster?", None),  # no value asked
    ],
)
def test_days_needed_at_so_many_a_day(question: str, expression: str | None) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize(
    "question,expression",
    [
        ("compré 4 cajas de 12 huevos y se me rompieron 7 en el camino, cuantos huevos me quedan?", "4 * 12 - 7"),
        ("Tenho 7 caixas com 36 parafusos cada e já gastei 58. Quantos parafusos sobraram?", "7 * 36 - 58"),
        ("I bought 5 packs of 8 batteries and used 13. How many do I have left?", "5 * 8 - 13"),
        ("I bought 5 packs of 8 batteries and used 13. How many packs do I have left?", None),  # the groups asked
        ("Tenho 7 caixas com 36 parafusos cada e já gastei 58. Quantas caixas sobraram?", None),  # nor spending
        ("I bought 5 packs of 8 batteries and used 13. Which brand lasts longest?", None),  # no value asked
        ("I bought 5 packs of 8 batteries and 13 more. How many do I have left?", None),  # nothing taken
    ],
)
def test_groups_with_some_taken_away_leave_the_rest(question: str, expression: str | None) -> None:
    assert stated_expression(question) == expression
