"""Policy `quantities`: a conversion (one number, its unit, one other unit of the same kind) or a
date span (two ISO dates, or one and a number of days or weeks) stated whole becomes the call;
anything less or more is the model's."""

from __future__ import annotations

import datetime as dt

import pytest

from localagent.policies.quantities import counted, stated_conversion, stated_span


@pytest.mark.parametrize(
    "question, call",
    [
        ("How many miles is 10 km?", {"value": 10, "from_unit": "km", "to_unit": "miles"}),
        ("What is 1.5 km in meters?", {"value": 1.5, "from_unit": "km", "to_unit": "meters"}),  # "in" is a word
        ("Convert 60 mph to km/h", {"value": 60, "from_unit": "mph", "to_unit": "km/h"}),
        ("Wie viele Meilen sind 42 Kilometer?", {"value": 42, "from_unit": "kilometer", "to_unit": "meilen"}),
        ("Quantas horas tem 3 dias?", {"value": 3, "from_unit": "dias", "to_unit": "horas"}),  # "tem": has
        ("10公里是多少英里？", {"value": 10, "from_unit": "公里", "to_unit": "英里"}),
        # German's separable verb: the "um" of "rechne ... um" is not micrometres
        ("Rechne 8 Unzen in Gramm um", {"value": 8, "from_unit": "unzen", "to_unit": "gramm"}),
        ("Wie viel sind 12 Zoll in Zentimetern?", {"value": 12, "from_unit": "zoll", "to_unit": "zentimetern"}),
        ("¿Cuántos centímetros son 3 pulgadas?", {"value": 3, "from_unit": "pulgadas", "to_unit": "centímetros"}),
        # a scale written before its number, as Chinese and Japanese write temperatures
        ("華氏212度を摂氏に変換して", {"value": 212, "from_unit": "華氏", "to_unit": "摂氏"}),
        ("摄氏30度是华氏多少度？", {"value": 30, "from_unit": "摄氏", "to_unit": "华氏"}),
        (
            "Сколько будет 40 градусов Цельсия по Фаренгейту?",
            {"value": 40, "from_unit": "градусов цельсия", "to_unit": "по фаренгейту"},
        ),
        # a name inside a longer one found ("meilen" in "meilen pro stunde") is that one
        (
            "50 Kilometer pro Stunde in Meilen pro Stunde umrechnen",
            {"value": 50, "from_unit": "kilometer pro stunde", "to_unit": "meilen pro stunde"},
        ),
        # a number as its language writes it: "26,2" in Italian is one number, not 26 and 2
        ("Quanti chilometri sono 26,2 miglia?", {"value": 26.2, "from_unit": "miglia", "to_unit": "chilometri"}),
        ("Wie viele Kilometer sind 3,5 Meilen?", {"value": 3.5, "from_unit": "meilen", "to_unit": "kilometer"}),
        # one character of a script without spaces names a unit ("초", "秒"); one Latin letter does not
        ("3시간은 몇 초예요?", {"value": 3, "from_unit": "시간", "to_unit": "초"}),
        ("2時間は何秒ですか", {"value": 2, "from_unit": "時間", "to_unit": "秒"}),
        ("3 hours in s", None),
        # a value below zero; Russian's "в метрах" names the unit wanted in the prepositional case
        ("섭씨 -10도는 화씨로 몇 도야?", {"value": -10, "from_unit": "섭씨", "to_unit": "화씨"}),
        ("What is -40 °C in °F?", {"value": -40, "from_unit": "°c", "to_unit": "°f"}),
        # a word that makes the number negative (the lexicon's below_zero)
        (
            "Минус 20 градусов Цельсия — это сколько по Фаренгейту?",
            {"value": -20, "from_unit": "градусов цельсия", "to_unit": "по фаренгейту"},
        ),
        ("零下5摄氏度是多少华氏度？", {"value": -5, "from_unit": "摄氏度", "to_unit": "华氏度"}),
        # "градус" after a number ending in 1, the scale asked before the value (it had been read the other way)
        (
            "Сколько по Цельсию 71 градус по Фаренгейту?",
            {"value": 71, "from_unit": "градус по фаренгейту", "to_unit": "по цельсию"},
        ),
        ("섭씨 영하 8도면 화씨로 몇 도예요?", {"value": -8, "from_unit": "섭씨", "to_unit": "화씨"}),
        ("Сколько будет 6 футов в метрах?", {"value": 6, "from_unit": "футов", "to_unit": "метрах"}),
        # a unit of Latin letters with a Korean particle after it; speeds as French and Russian name them
        ("180파운드는 몇 kg이에요?", {"value": 180, "from_unit": "파운드", "to_unit": "kg"}),
        # the unit wanted named in the data, before the request, where Korean and Japanese put it;
        # a sentence that only says "tell me" beside the request is no second request
        ("제 키가 175cm인데 피트로 하면 얼마예요? 알려주세요.", {"value": 175, "from_unit": "cm", "to_unit": "피트"}),
        ("体重70kgですが、ポンドだと何ポンドですか？", {"value": 70, "from_unit": "kg", "to_unit": "ポンド"}),
        ("제 키가 175cm인데 농구 선수로 하면 얼마예요?", None),
        # one measure, and the unit asked right after how many: the words about the measure are
        # context ("a marathon of", "de diagonal"); not a unit named elsewhere, a count in words
        (
            "How many kilometers is a marathon of 26.2 miles?",
            {"value": 26.2, "from_unit": "miles", "to_unit": "kilometers"},
        ),
        (
            "TV de 55 polegadas tem quantos centímetros de diagonal?",
            {"value": 55, "from_unit": "polegadas", "to_unit": "centímetros"},
        ),
        ("How much should I pay for a 5 kg bag of rice in pounds?", None),
        ("Um filme dura 2h15min. Quantos minutos ao todo se eu assistir dois filmes assim?", None),
        # a Korean unit name starts a word ("톤" of "마라톤" is no tonne); Japanese "何" before the unit
        ("마라톤 42.195km는 몇 마일이에요?", {"value": 42.195, "from_unit": "km", "to_unit": "마일"}),
        ("フルマラソンの42.195kmは何マイルですか？", {"value": 42.195, "from_unit": "km", "to_unit": "マイル"}),
        ("3ヶ月で５kg痩せました！自分へのご褒美、何がいいかな", None),
        # a temperature, the other scale named in the data, degrees asked: the other scale wanted
        (
            "The recipe says bake at 200°C but my oven is in Fahrenheit. What temperature do I set it to?",
            {"value": 200, "from_unit": "°c", "to_unit": "fahrenheit"},
        ),
        (  # "mi tía": no miles beside a temperature
            "La receta dice 350 °F pero el horno de mi tía va en Celsius. ¿A cuántos grados lo pongo?",
            {"value": 350, "from_unit": "°f", "to_unit": "celsius"},
        ),
        (
            "レシピに「華氏350度で焼く」とあるけど、摂氏だと何度？",
            {"value": 350, "from_unit": "華氏", "to_unit": "摂氏"},
        ),
        ("The recipe says bake at 200°C but my oven is in Fahrenheit. Is that too hot for bread?", None),
        # an emoji ends a sentence; a speed "à l'heure"
        (
            "Mein Date sagt, er ist 5 Fuß 10 Zoll groß 😅 Wie viel ist das in Zentimetern?",
            {"value": 70, "from_unit": "zoll", "to_unit": "zentimetern"},
        ),
        ("Mein Date sagt, er ist 5 Fuß 10 Zoll groß 😅 Ist das groß?", None),
        # cubic metres as German names them; "ça donne quoi" asks
        (
            "Unser Pool fasst 12.000 Liter Wasser. Wie viele Kubikmeter sind das?",
            {"value": 12000, "from_unit": "liter", "to_unit": "kubikmeter"},
        ),
        (
            "Mon coloc a couru 8 miles ce matin, ça donne quoi en km ?",
            {"value": 8, "from_unit": "miles", "to_unit": "km"},
        ),
        # a round trip asks no rounding
        (
            "The lake trail is 8 km round trip. How many miles is that?",
            {"value": 8, "from_unit": "km", "to_unit": "miles"},
        ),
        (
            "Au Canada je roulais à 60 miles à l'heure, ça fait combien en km/h ?",
            {"value": 60, "from_unit": "miles à l'heure", "to_unit": "km/h"},
        ),
        ("Unser Hund frisst pro Woche 2,8 kg Trockenfutter. Wie viel Gramm sind das pro Tag?", None),  # a rate
        # square feet, as each language names them
        (
            "¿Cuántos metros cuadrados son 1.200 pies cuadrados?",
            {"value": 1200, "from_unit": "pies cuadrados", "to_unit": "metros cuadrados"},
        ),
        (
            "90 km/h c'est combien en mètres par seconde ?",
            {"value": 90, "from_unit": "km/h", "to_unit": "mètres par seconde"},
        ),
        (
            "100 км/ч — это сколько метров в секунду?",
            {"value": 100, "from_unit": "км/ч", "to_unit": "метров в секунду"},
        ),
        # the gallon's country said is the same (US) gallon
        (
            "Quanti litri sono 10 galloni americani?",
            {"value": 10, "from_unit": "galloni americani", "to_unit": "litri"},
        ),
        # Italian ounces, read only after a number ("once" is an English word); Russian plurals after "в"
        (
            "La ricetta inglese dice 8 once di farina, quanti grammi sono?",
            {"value": 8, "from_unit": "once", "to_unit": "grammi"},
        ),
        ("quante once sono 250 grammi?", None),
        (
            "I go once a week and walk 3 miles. How many km is that?",  # "once" here no ounces
            {"value": 3, "from_unit": "miles", "to_unit": "km"},
        ),
        ("Переведи 5 футов в сантиметры", {"value": 5, "from_unit": "футов", "to_unit": "сантиметры"}),
        ("What is 17 * 23?", None),
        ("How many miles is 10 km and 5 km?", None),  # two numbers
        ("Convert 5 kg to km", None),  # not of one kind
        ("What is 5 km?", None),  # nothing wanted
    ],
)
def test_a_stated_conversion(question: str, call: dict | None) -> None:
    assert stated_conversion(question) == call


@pytest.mark.parametrize(
    "question, call",
    [
        ("How many days between 2026-01-01 and 2026-03-01?", {"start": "2026-01-01", "end": "2026-03-01"}),
        ("What date is 2 weeks before 2026-07-10?", {"start": "2026-07-10", "days": -14}),
        ("2026-08-10の20日後は何日ですか？", {"start": "2026-08-10", "days": 20}),
        ("Welches Datum ist 45 Tage nach dem 2026-10-01?", {"start": "2026-10-01", "days": 45}),
        ("How many days between 2026-01-01 and 2026-02-01, times 24?", None),  # another number
        ("What is on 2026-05-01 in my notes?", None),
        ("What date is 3 months after 2026-01-31?", {"start": "2026-01-31", "months": 3}),  # a span it does not read
        ("Which weekday was 2026-07-04?", {"start": "2026-07-04"}),
        ("Welcher Wochentag ist der 2026-10-03?", {"start": "2026-10-03"}),
        ("2026-10-03は何曜日ですか？", {"start": "2026-10-03"}),
        # dates written out, spans in the unit asked, and today as a start
        ("how many days from march 1 2026 to april 15 2026", {"start": "2026-03-01", "end": "2026-04-15"}),
        ("Wie viele Tage zwischen dem 1. März 2026 und dem 1.6.2026?", {"start": "2026-03-01", "end": "2026-06-01"}),
        (
            "How many weeks from 2026-03-02 to 2026-04-13?",
            {"start": "2026-03-02", "end": "2026-04-13", "unit": "weeks"},
        ),
        (
            "¿Cuántos meses hay entre 2026-01-15 y 2026-06-15?",
            {"start": "2026-01-15", "end": "2026-06-15", "unit": "months"},
        ),
        ("Сколько лет между 2020-01-01 и 2026-01-01?", {"start": "2020-01-01", "end": "2026-01-01", "unit": "years"}),
        ("Сколько дней до 2026-12-31 от сегодня?", {"start": "today", "end": "2026-12-31"}),  # сегодня holds no год
        ("What date will it be 10 days from today?", {"start": "today", "days": 10}),
        ("从今天起100天后是哪一天？", {"start": "today", "days": 100}),
        ("how many days in 3 weeks", None),  # no date, no today
        # a remark beside the request: "fait" alone asks nothing ("si on fait le pont")
        (
            "Le 11 novembre 2026, ça tombe quel jour de la semaine ? C'est pour savoir si on fait le pont.",
            {"start": "2026-11-11"},
        ),
        ("What was the date on 2026-02-30?", None),  # no such date
    ],
)
def test_a_stated_date_span(question: str, call: dict | None) -> None:
    assert stated_span(question) == call


@pytest.mark.parametrize(
    "question,span",
    [
        ("Welches Datum ist 3 Monate nach dem 2026-01-31?", {"start": "2026-01-31", "months": 3}),
        ("2026-01-31の3か月後は何日ですか？", {"start": "2026-01-31", "months": 3}),
        ("What is the date 2 years after 2026-02-28?", {"start": "2026-02-28", "years": 2}),
    ],
)
def test_a_span_goes_the_way_its_own_sentence_says_in_months_and_years_too(question: str, span: dict) -> None:
    assert stated_span(question) == span


def test_a_before_in_another_sentence_does_not_turn_the_span() -> None:
    from localagent.policies.quantities import read_span

    question = "What date is 10 days after 2026-03-01? I was born before that."
    assert read_span(question) == {"start": "2026-03-01", "days": 10}
    # The other sentence holds no number and asks nothing: a remark beside the request.
    assert stated_span(question) == {"start": "2026-03-01", "days": 10}


@pytest.mark.parametrize(
    "question,span",
    [
        ("Que data foi há 3 semanas?", {"start": "today", "days": -21}),
        ("Che data sarà tra 45 giorni?", {"start": "today", "days": 45}),
        ("Quelle date dans 30 jours ?", {"start": "today", "days": 30}),
        ("Quantos dias faltam para 1º de janeiro de 2027?", {"start": "today", "end": "2027-01-01"}),
        ("Сколько дней осталось до 1 мая 2027 года?", {"start": "today", "end": "2027-05-01"}),
        ("Сколько дней прошло с 3 марта 2025 года до 1 июня 2025 года?", {"start": "2025-03-03", "end": "2025-06-01"}),
        ("2027년 3월 1일까지 며칠 남았어요?", {"start": "today", "end": "2027-03-01"}),
        ("2027年5月5日まであと何日？", {"start": "today", "end": "2027-05-05"}),
        ("Quantos dias há entre 15/03/2026 e 20/06/2026?", {"start": "2026-03-15", "end": "2026-06-20"}),
        ("2026년 12월 25일은 무슨 요일이에요?", {"start": "2026-12-25"}),
        ("Che giorno della settimana era il 25 aprile 1945?", {"start": "1945-04-25"}),
        ("how many days in 3 weeks", None),  # a count, not a date from today
        # Korean asks a date with the word that also asks how many: 몇 월 며칠 (which month, which day)
        ("오늘부터 60일 뒤는 몇 월 며칠이야?", {"start": "today", "days": 60}),
        ("오늘부터 3주 뒤는 며칠이에요?", {"start": "today", "days": 21}),
        ("2026-03-01 到 2026-04-01 之间有多少天？", {"start": "2026-03-01", "end": "2026-04-01"}),
    ],
)
def test_spans_from_today_and_dates_as_each_language_writes_them(question: str, span: dict | None) -> None:
    assert stated_span(question) == span


@pytest.mark.parametrize(
    "question,span",
    [
        # A count written as a word, right before a span's unit, in each language's own words.
        ("What date is one month after 2027-01-31?", {"start": "2027-01-31", "months": 1}),
        ("What is the date a week after 2027-01-01?", {"start": "2027-01-01", "days": 7}),
        ("Welches Datum ist zwei Wochen nach dem 2027-03-01?", {"start": "2027-03-01", "days": 14}),
        ("Che data sarà tre mesi dopo il 31 gennaio 2027?", {"start": "2027-01-31", "months": 3}),
        ("Какое число будет через две недели после 2027-03-01?", {"start": "2027-03-01", "days": 14}),
        ("2027年1月31日の一か月後は何日ですか？", {"start": "2027-01-31", "months": 1}),
        ("2027년 1월 31일에서 한 달 뒤는 언제예요?", {"start": "2027-01-31", "months": 1}),
        ("2027년 1월 31일에서 두 달 뒤는 언제예요?", {"start": "2027-01-31", "months": 2}),
        # A count in digits is the count: the 一 of 哪一天 (which day) is none, nor a count's
        # word away from a unit.
        ("2026-05-20 之后 15 天是哪一天？", {"start": "2026-05-20", "days": 15}),
    ],
)
def test_a_count_written_as_a_word(question: str, span: dict | None) -> None:
    assert stated_span(question) == span


@pytest.mark.parametrize(
    "question",
    ["Someone said one of the days is free", "이 달러는 얼마예요?", "哪一天最好？"],
)
def test_a_count_word_is_read_only_before_a_span_unit(question: str) -> None:
    assert counted(question) == question
    assert stated_span(question) is None


def test_a_frequency_is_no_span() -> None:
    assert stated_span("I go to the gym three times a week, since 2026-01-05") is None


@pytest.mark.parametrize(
    "question,span",
    [
        ("Quanti giorni mancano a Natale?", {"start": "today", "end": "2026-12-25"}),
        ("Em que dia da semana cai o Natal de 2027?", {"start": "2027-12-25"}),
        ("What are you doing for Christmas?", None),
        ("Write a Christmas poem for 2027", None),
    ],
)
def test_a_day_named_in_a_span(question: str, span: dict | None) -> None:
    assert stated_span(question, dt.date(2026, 12, 5)) == span


@pytest.mark.parametrize(
    "question,span",
    [
        # The data in the user's words, then a sentence that asks for a date, a weekday or days.
        ("Der Vertrag endet am 2026-09-30. Welches Datum ist 3 Wochen vorher?", {"start": "2026-09-30", "days": -21}),
        (
            "My passport was issued on March 14, 2019 and my appointment is on November 2, 2025. "
            "How many days are there between these two dates?",
            {"start": "2019-03-14", "end": "2025-11-02"},
        ),
        # "an welchem Datum" asks, as "welches Datum" does
        (
            "Meine Kündigungsfrist beträgt 3 Monate ab dem 15.01.2026. An welchem Datum endet sie?",
            {"start": "2026-01-15", "months": 3},
        ),
        ("Unsere Hochzeit ist am 2026-06-06. Was soll ich anziehen?", None),  # no date asked
        ("Unsere Hochzeit ist am 2026-06-06. An welchem Tag passt euch der Polterabend?", None),  # no span
        ("Our wedding is on 2026-06-06. What date should we send the invitations?", None),  # no span
    ],
)
def test_a_span_in_the_users_words_then_a_date_asked(question: str, span: dict | None) -> None:
    assert stated_span(question, dt.date(2026, 12, 5)) == span


@pytest.mark.parametrize(
    "question,span",
    [
        # The words each language counts a span with ("相差", "차이", "y a-t-il ... 1er", "vai ser",
        # "за ... до").
        ("从2026年1月1日到2026年3月1日相差多少天？", {"start": "2026-01-01", "end": "2026-03-01"}),
        ("2026년 1월 1일부터 2026년 2월 1일까지 며칠 차이예요?", {"start": "2026-01-01", "end": "2026-02-01"}),
        (
            "Combien de jours y a-t-il entre le 1er mars 2026 et le 1er mai 2026 ?",
            {"start": "2026-03-01", "end": "2026-05-01"},
        ),
        ("Que dia vai ser 30 dias depois de 1 de março de 2026?", {"start": "2026-03-01", "days": 30}),
        ("Какая дата была за 10 дней до 1 мая 2026 года?", {"start": "2026-05-01", "days": -10}),
        ("¿Qué día de la semana cayó el 1 de mayo de 2024?", {"start": "2024-05-01"}),
        # A day named twice, by its name and its numbers, is one date.
        ("Auf welchen Wochentag fällt Heiligabend, der 24.12.2027?", {"start": "2027-12-24"}),
        # A weekday asked of the one date a sentence names, with its words around it; a date whose
        # full stop ends the sentence.
        ("2027년 8월 15일 광복절은 무슨 요일이에요?", {"start": "2027-08-15"}),
        ("Mein Flug nach Teneriffa geht am 23.12.2027. Welcher Wochentag ist das?", {"start": "2027-12-23"}),
        # Left to the model: the same words, and no span asked.
        ("Il est né le 1er mars 2020, quel cadeau lui offrir ?", None),
        ("2026년 1월 1일부터 2026년 2월 1일까지 휴가인데 어디 가면 좋을까요?", None),
    ],
)
def test_the_words_a_span_is_asked_in(question: str, span: dict | None) -> None:
    assert stated_span(question, dt.date(2026, 12, 5)) == span


@pytest.mark.parametrize(
    "question,call",
    [
        ("Сколько граммов в 12 унциях?", {"value": 12, "from_unit": "унциях", "to_unit": "граммов"}),
        ("Экран 42 дюйма — это сколько сантиметров?", {"value": 42, "from_unit": "дюйма", "to_unit": "сантиметров"}),
        (
            "pasar 20 grados centígrados a Fahrenheit",
            {"value": 20, "from_unit": "grados centígrados", "to_unit": "fahrenheit"},
        ),
        ("身高6英尺2英寸是多少厘米？", {"value": 74, "from_unit": "英寸", "to_unit": "厘米"}),
        # A measure in two units asked in its smaller one: the sum.
        (
            "Der Flug dauert 3 Stunden und 20 Minuten. Wie viele Minuten sind das?",
            {"value": 200, "from_unit": "minuten", "to_unit": "minuten"},
        ),
        ("Der Flug dauert 3 Stunden und 20 Minuten. Was soll ich mitnehmen?", None),
        # knots as sailors name them; Russian's degrees "по Фаренгейту" and "в Цельсиях"; English "temp"
        (
            "Le bateau avance à 12 nœuds, ça fait combien en km/h ?",
            {"value": 12, "from_unit": "nœuds", "to_unit": "km/h"},
        ),
        ("Wie viel km/h sind 25 Knoten?", {"value": 25, "from_unit": "knoten", "to_unit": "km/h"}),
        (
            "Сколько будет 100 градусов по Фаренгейту в Цельсиях?",
            {"value": 100, "from_unit": "градусов по фаренгейту", "to_unit": "в цельсиях"},
        ),
        ("my oven says 400°F, what temp is that in Celsius?", {"value": 400, "from_unit": "°f", "to_unit": "celsius"}),
        ("Mein Bildschirm hat 42 Zoll, ist das zu groß?", None),
    ],
)
def test_units_in_more_of_their_forms(question: str, call: dict | None) -> None:
    assert stated_conversion(question) == call


@pytest.mark.parametrize(
    "question,call",
    [
        # A measure each day for so many days, then its total asked in a unit.
        (
            "Corro 4 miglia al giorno per 5 giorni, quanti km faccio in totale?",
            {"value": 20, "from_unit": "miglia", "to_unit": "km"},
        ),
        (
            "I walk 2 miles a day for 10 days. How many km is that in total?",
            {"value": 20, "from_unit": "miles", "to_unit": "km"},
        ),
        (
            "Bebo 2 litros por dia durante 7 dias, quantos mililitros no total?",
            {"value": 14, "from_unit": "litros", "to_unit": "mililitros"},
        ),
        # Left to the model: no total asked, another number, no count of days.
        ("I walk 2 miles a day for 10 days. Is that enough exercise?", None),
        ("I walk 2 miles a day for 10 days and 3 miles on Sunday. How many km in total?", None),
        ("I walk 2 miles a day for a week. How many km is that in total?", None),
    ],
)
def test_a_measure_each_day_for_so_many_days(question: str, call: dict | None) -> None:
    assert stated_conversion(question) == call


@pytest.mark.parametrize(
    "question,span",
    [
        # A day written without its year after one written with it: the first such day from it.
        ("How many days from September 1, 2025 to November 13?", {"start": "2025-09-01", "end": "2025-11-13"}),
        ("2025년 9월 1일부터 11월 13일까지 며칠 남았어요?", {"start": "2025-09-01", "end": "2025-11-13"}),
        ("2025年9月1日から11月13日まで何日ですか？", {"start": "2025-09-01", "end": "2025-11-13"}),
        ("Wie viele Tage vom 1. September 2025 bis 13. November?", {"start": "2025-09-01", "end": "2025-11-13"}),
        ("¿Cuántos días hay del 20 de diciembre de 2025 al 6 de enero?", {"start": "2025-12-20", "end": "2026-01-06"}),
        # "vom ... bis zum", "du ... au", "の差": the words of a span between two dates
        ("Wie viele Tage sind es vom 03.02.2026 bis zum 19.07.2026?", {"start": "2026-02-03", "end": "2026-07-19"}),
        ("Combien de jours du 03/02/2026 au 19/07/2026 ?", {"start": "2026-02-03", "end": "2026-07-19"}),
        ("2026年2月3日と2026年7月19日の差は何日ですか？", {"start": "2026-02-03", "end": "2026-07-19"}),
        # the year's "г." after a Russian date; Japanese "(って) ... ありますか", "ある"
        ("Сколько дней от 3 февраля 2026 до 19 июля 2026 г.?", {"start": "2026-02-03", "end": "2026-07-19"}),
        ("2026年2月3日から2026年7月19日まで何日ありますか？", {"start": "2026-02-03", "end": "2026-07-19"}),
        ("2026年2月3日から2026年7月19日までって何日ある？", {"start": "2026-02-03", "end": "2026-07-19"}),
        # Two dates and a weekday asked: the weekday of the date the asking sentence names.
        ("October 3, 2025 is a Friday. What day of the week is December 25?", {"start": "2025-12-25"}),
        (
            "2025년 10월 3일 개천절은 금요일이에요. 같은 해 크리스마스(12월 25일)는 무슨 요일이에요?",
            {"start": "2025-12-25"},
        ),
        # A day without a year and no dated day before it is not read as one.
        ("How many days is it to November 13?", None),
        # One sentence of clauses, the last asking a date: the others are context.
        ("2026년 3월 2일이 개학인데, 개학 45일 전은 몇 월 며칠이에요?", {"start": "2026-03-02", "days": -45}),
        ("My exam is on March 2, 2026, what date is 45 days before the exam?", {"start": "2026-03-02", "days": -45}),
        ("My exam is on March 2, 2026, and I study 45 minutes a day, what date is it?", None),
    ],
)
def test_a_day_without_its_year_after_a_dated_one(question: str, span: dict | None) -> None:
    assert stated_span(question, dt.date(2026, 12, 5)) == span


@pytest.mark.parametrize(
    "question,call",
    [
        # The unit wanted named before the how-many phrase, with the ending that makes it the one wanted.
        (
            "아이가 열이 나서 미국에서 산 체온계로 쟀더니 화씨 104도가 나왔어요. 섭씨로 몇 도예요?",
            {"value": 104, "from_unit": "화씨", "to_unit": "섭씨"},
        ),
        (
            "キッチンの温度計が華氏104度でした。摂氏で何度ですか？",
            {"value": 104, "from_unit": "華氏", "to_unit": "摂氏"},
        ),
        ("키가 6피트면 몇 센티야?", {"value": 6, "from_unit": "피트", "to_unit": "센티"}),
        # A count in words before a measure written as a compound is the model's; one read as
        # groups of the measure once written as digits (reading/spelled.py) is their total.
        ("I bought two 5 pound bags, how many kg is that?", None),
        ("Compré dois sacos de 5 libras, quantos kg?", {"value": 10, "from_unit": "libras", "to_unit": "kg"}),
        ("6피트로 몇 명이 서요?", None),
    ],
)
def test_the_unit_wanted_before_the_how_many_phrase(question: str, call: dict | None) -> None:
    assert stated_conversion(question) == call


def test_a_calendar_date_asked_is_no_conversion_of_its_span() -> None:
    # "今天" holds "天" (days): the weeks are a span from today, the date asked is the date's
    question = "从今天算起6周以后是几月几号？"
    assert stated_conversion(question) is None
    assert stated_span(question, dt.date(2026, 12, 5)) == {"start": "today", "days": 42}


@pytest.mark.parametrize(
    "question,span",
    [
        # a span's count as its language writes it: "2.000" is two thousand in Spanish
        (
            "Mi hija nació el 23 de abril de 2019. ¿En qué fecha cumple 2.000 días de vida?",
            {"start": "2019-04-23", "days": 2000},
        ),
        ("Quelle date sera-t-il 1.5 semaines après le 3 mars 2026 ?", None),  # no whole number of days
    ],
)
def test_a_spans_count_as_its_language_writes_it(question: str, span: dict | None) -> None:
    assert stated_span(question, dt.date(2026, 12, 5)) == span


@pytest.mark.parametrize(
    "question,call",
    [
        # Japanese names of the milli- units, whole ("ミリ" alone is the millimetre)
        ("1.8リットルは何ミリリットル？", {"value": 1.8, "from_unit": "リットル", "to_unit": "ミリリットル"}),
        ("500ミリリットルは何リットル？", {"value": 500, "from_unit": "ミリリットル", "to_unit": "リットル"}),
    ],
)
def test_japanese_milli_units(question: str, call: dict) -> None:
    assert stated_conversion(question) == call


# A speed written as a length per hour on both sides ("시속 60마일은 시속 몇 km"): a speed conversion.
@pytest.mark.parametrize(
    "question, expected",
    [
        ("시속 60마일은 시속 몇 km예요?", (60, "mph", "km/h")),
        ("시속 100km는 시속 몇 마일이에요?", (100, "km/h", "mph")),
        ("时速60英里是时速多少公里？", (60, "mph", "km/h")),
    ],
)
def test_a_speed_per_hour_on_both_sides(question: str, expected: tuple) -> None:
    found = stated_conversion(question)
    assert found is not None and (found["value"], found["from_unit"], found["to_unit"]) == expected


@pytest.mark.parametrize(
    "question",
    [
        "시속 60마일은 몇 분이에요?",  # a time asked of a speed
        "시속 60마일이면 빠른 편이에요?",  # no value asked
    ],
)
def test_a_speed_per_hour_left_alone(question: str) -> None:
    assert stated_conversion(question) is None


# Korean 평 (pyeong, 400/121 m²) is a unit; 평균 ("average") holds it and stays the average.
@pytest.mark.parametrize(
    "question, expected",
    [
        ("84제곱미터는 몇 평이에요?", (84, "제곱미터", "평")),
        ("30평은 몇 제곱미터예요?", (30, "평", "제곱미터")),
    ],
)
def test_pyeong_is_an_area(question: str, expected: tuple) -> None:
    found = stated_conversion(question)
    assert found is not None and (found["value"], found["from_unit"], found["to_unit"]) == expected


def test_the_average_is_no_pyeong() -> None:
    assert stated_conversion("85, 90, 78, 95의 평균이 몇이에요?") is None
    assert stated_conversion("평균 시속 60km로 2시간 가면 몇 km예요?") is None
