"""policies/asked.py: whether a question asks for a value computed from its numbers, and when
the whole question is one arithmetic request. Two corpora, as Duckling keeps them: what must be
read, and what must be left alone (sentences with numbers that ask for nothing)."""

from __future__ import annotations

import pytest

from localagent.policies.asked import asks_value, computation_asked, stated_expression
from localagent.reading.data_request import split

ASKED = [
    "What is 17 * 23?", "whats 17x23", "How many miles is 10 km?", "Was ist 2,5 mal 4?",
    "Quanto fa 12 diviso per 4?", "Quanto é 12 vezes 3?", "17 곱하기 23은 얼마예요?", "100除以4是多少？",
    "120を8で割るといくつ？", "Сколько будет 5% от 400?", "How many days are there between 2026-01-01 and 2026-03-01?",
    "I have 5 boxes of 24 pens, how many pens is that?", "What is the average of 4, 8 and 15?",
    "My rent is 850 and goes up by 4%. What will I pay?", "17*23", "Combien font 9 fois 8 ?",
    "Welcher Wochentag war der 09.11.1989?", "Wie viele Tage liegen zwischen dem 01.02.2027 und dem 15.08.2027?",
    "What is 5 g minus 4 g?", "Convert 300 K to Celsius", "How many minutes is 3 h?",
    # Data, then a request for a value, by what it asks for when its phrase asks for anything.
    "My rent is 1,850 and goes up 4.5% next year. What will I be paying per month?",
    "I bought 3 boxes of 12 eggs and 2 of 6. What's the total?", "I walked 5 km and then 3 km. What is that in miles?",
    # A word that may ask for a text, beside a phrase that asks for values only
    "Explain how many minutes are in 3.5 hours", "Переведи 5 миль в километры",
]  # fmt: skip

NOT_ASKED = [
    "We won 4-2 yesterday!", "Call me at 555-1234 after lunch", "Our library supports Python 3.8 to 3.12.",
    "I'm 34 and my sister is 31, any gift ideas for her?", "Write a short poem about the summer of 1999",
    "I paid 1.299,00 € for this bike and I love it", "Wir haben 3:1 gewonnen!", "Ich bin heute 10,5 km gelaufen.",
    "Reserve 3 units of product A-100, please", "Le rendez-vous est à 14h30 au bureau 212.",
    "Mi hermano tiene 12 años y le encanta el fútbol.", "Ho comprato 2 biglietti per il concerto di sabato.",
    "Comprei 3 livros ontem na feira.", "我家有3只猫。", "今日は3時に友達と会います。", "저는 서울에 3년 살았어요.",
    "Мне 25 лет, и я люблю читать.",
    # A one-letter symbol in the case that names no unit is a name: a network, a thousand, a film.
    "What is the difference between 5G and 4G?", "Was ist der Unterschied zwischen 3D und 2D?",
    "Our team ran 10k and 5k races, what is the best shoe?",
    # Data, then a request for a thing, not a value: what is asked decides, not the numbers.
    "It's our 25th wedding anniversary on 12/12. What's the traditional gift for that one?",
    "I paid 1/3 of the rent and my flatmate 2/3. What is the fairest way to split chores?",
    "Meine Tochter wird am 3.5. sieben. Was ist ein gutes Geschenk?",
    "5km 달리기 대회에 처음 나가는데 준비 팁 좀 알려줘.",  # -는데: data, then a request for tips
    # A text asked (the lexicon's asks_other), with no phrase that asks for values only.
    "Can you explain what a 3.5% mortgage rate means for a 200,000 loan?", "Erkläre mir bitte, was 0,5 % Zinsen heißt.",
    "Переведи на английский: «Скидка 30 % на всё до 15 марта».", "请解释一下“利率3%”是什么意思。",
    "금요일 오전 10시에 02-555-0123으로 전화하라고 알려줘.",
    # a name asked: "Qual é o nome da ponte de 13 km ...?" (SmolLM2 had answered "13." from the calculator)
    "Qual é o nome do túnel de 15 km que passa sob a serra?", "What's the name of the 8 km bridge in Lisbon?",
    "Wie heißt der 9 km lange Tunnel am Gotthard?", "Как называется гора высотой 5 642 м на Кавказе?",
    # Korean: a reminder ("so I don't forget") and a reason asked ("why", "the reason")
    "모레 오전 9시 반에 병원 예약 있는 거 잊지 않게 알려줘", "3월 1일이 공휴일이 된 이유가 뭐야?",
]  # fmt: skip


@pytest.mark.parametrize("question", ASKED)
def test_a_question_that_asks_for_a_value_is_read_as_asking(question: str) -> None:
    assert computation_asked(question)


@pytest.mark.parametrize("question", NOT_ASKED)
def test_a_sentence_with_numbers_that_asks_for_nothing_is_left_alone(question: str) -> None:
    assert not computation_asked(question)
    assert stated_expression(question) is None


EXPRESSIONS = [
    ("What is 17 * 23?", "17 * 23"),
    ("Was ist 2,5 mal 4?", "2.5 * 4"),
    ("Quanto fa 12 diviso per 4?", "12 / 4"),
    ("¿Cuánto es 30 dividido por 5?", "30 / 5"),
    ("Quanto é 12 vezes 3?", "12 * 3"),
    ("17 곱하기 23은 얼마예요?", "17 * 23"),
    ("What is the average of 4, 8 and 15?", "mean(4, 8, 15)"),
    ("We won 4-2 yesterday", None),
    ("Reserve 3 units of A-100", None),
    ("I got 18 out of 24 on the test. What percentage is that?", "18 / 24 * 100"),  # data, then a request
    ("I got 18 out of 24 on the test. Is that a good score?", None),  # data, then no value asked
]


@pytest.mark.parametrize("question,expression", EXPRESSIONS)
def test_a_call_is_written_only_for_a_question_that_is_wholly_arithmetic(question: str, expression: str | None) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize(
    "question, asks",
    [
        ("У меня 3 кошки. Какой корм лучше?", False),  # "м" of "меня" is no metre
        ("I walked 5 km and then 3 km. What is that in miles?", True),
        ("가방 두 개가 20파운드예요. 몇 kg이에요?", True),  # a Latin unit before a Korean particle
    ],
)
def test_a_request_after_data_asks_a_value_by_what_it_names(question: str, asks: bool) -> None:
    parts = split(question)
    assert parts is not None and asks_value(parts) is asks


@pytest.mark.parametrize(
    "question",
    [
        "How much does it matter that my laptop battery is down to 82% after 3 years?",
        "Combien ça compte vraiment, un 14 sur 20 au bac de français, pour entrer en prépa ?",
        "¿Cuánto me debería preocupar que mi coche tenga 180.000 km si solo tiene 8 años?",
        "Quanto conta davvero un 110 alla laurea rispetto a un 95 quando si cerca lavoro?",
        "Quanto devo me preocupar se meu cachorro de 12 anos emagreceu 2 kg em um mês?",
    ],
)
def test_how_much_it_matters_asks_no_value(question: str) -> None:
    """ "How much" asking how important or worrying something is (round 17's negatives the model
    computed) asks a text: no tool that computes is offered."""
    assert not computation_asked(question)


@pytest.mark.parametrize(
    "question",
    [
        "今天买了3斤苹果花了19.5元，还买了一瓶12元的酸奶，感觉挺划算的。",  # "划算" (a good deal) holds "算"
        "预算5000元，推荐一款适合每天通勤15公里的电动车。",  # a recommendation asked
        "Can you recommend a laptop under $800 with 16 GB of RAM?",
    ],
)
def test_a_recommendation_or_a_word_holding_calculate_asks_no_value(question: str) -> None:
    assert not computation_asked(question)


@pytest.mark.parametrize(
    ("question", "expression"),
    [
        # where the rate holds says nothing of the computation: the lexicons' filler
        ("Sales tax here is 8.25%. How much tax will I pay on a $1,249.99 laptop?", "1249.99 * 8.25 / 100"),
        ("sales tax where I live is 8.25%. how much tax would I pay on a $1,249 laptop?", "1249 * 8.25 / 100"),
        ("Sales tax is 8.25%. How much tax will I pay on a $1,249.99 laptop?", "1249.99 * 8.25 / 100"),
    ],
)
def test_a_remark_of_place_beside_a_rate_leaves_the_computation_as_it_is(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize(
    "question",
    [
        "I'm here for 3 days with 2 kids, what should we see?",
        "Prices here went up 8% this year, is it still a good place to live?",
        "Where I live the sales tax is 8.25%, is that high compared to other states?",
        "Hier sind es heute 31 Grad, was soll ich anziehen?",
    ],
)
def test_a_remark_of_place_asks_nothing_by_itself(question: str) -> None:
    assert stated_expression(question) is None
    assert not computation_asked(question)


@pytest.mark.parametrize(
    ("question", "expression"),
    [
        # "in the end" says when the amount is paid, nothing of how it is computed: filler
        ("Soldes : -30 % sur un manteau à 149,90 €. Il me coûtera combien au final ?", "149.9 * (1 - 30 / 100)"),
        ("Soldes : -30 % sur un manteau à 149,90 €. Il me coûtera combien ?", "149.9 * (1 - 30 / 100)"),
        ("20 % de réduction sur un manteau à 89,90 €, il me coûte combien au final ?", "89.9 * (1 - 20 / 100)"),
        ("A coat at $149.90 with 30% off, how much will I pay in the end?", "149.9 * (1 - 30 / 100)"),
    ],
)
def test_in_the_end_leaves_the_computation_as_it_is(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize(
    "question",
    [
        "Au final on a gagné 3-1, tu peux écrire un petit message pour l'équipe ?",
        "Am Ende waren es 42 km, ich bin total fertig. Wie erhole ich mich am besten?",
        "In the end we paid $300 for the tickets, was that worth it for 2 hours?",
    ],
)
def test_in_the_end_asks_nothing_by_itself(question: str) -> None:
    assert stated_expression(question) is None
