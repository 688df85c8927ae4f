"""reading/rates.py: so much each period for so many periods, read only when every number but the
count of periods is marked as each period's and the request asks the total."""

from __future__ import annotations

import pytest

from localagent.policies.asked import stated_expression
from localagent.reading.rates import rates

READ = [
    ("I run 5 km a day for 14 days. How many km in total?", "5 * 14"),
    ("Mi hijo come en el comedor 3 días por semana durante 30 semanas. ¿Cuántos días son en total?", "3 * 30"),
    ("Ich zahle 4,50 € pro Tag für den Parkplatz, 20 Tage. Wie viel ist das insgesamt?", "4.5 * 20"),
    ("時給1,200円で1日6時間、10日働いたら合計いくら？", "1200 * 6 * 10"),
    # a rate after a slash ("/hour") or named before its amount ("Stundenlohn"); hours are not whole;
    # a pay asked before tax where no tax is stated; "1週間で" in the request: per one week
    ("worked 6.5 hours on Sunday at $21.00/hour, how much did I make before taxes?", "6.5 * 21"),
    ("Letzte Woche hab ich 12,5 Stunden gearbeitet, Stundenlohn 13,50 €. Wie viel ist das brutto?", "12.5 * 13.5"),
    ("Ставка 400 ₽ в час, за неделю отработал 30 часов. Сколько получу до вычета налогов?", "400 * 30"),
    ("時給1,100円で1日5時間、週3日働いたら1週間でいくら？", "1100 * 5 * 3"),
    ("Minijob: im Juni hab ich 30 Stunden gearbeitet, Stundenlohn 12,50 €. Wie viel hab ich verdient?", "30 * 12.5"),
    # the rate's name and a verb before the amount ("Stundenlohn ist", "my hourly wage is")
    ("Im Mai hab ich 42 Stunden gearbeitet, Stundenlohn ist 12,80 €. Wie viel hab ich verdient?", "42 * 12.8"),
    ("I worked 32 hours this week and my hourly wage is $18.50. How much did I earn?", "32 * 18.5"),
    ("每天骑车12公里，骑了30天，一共多少公里？", "12 * 30"),
    # one rate, several counts of one period: the rate times their sum
    (
        "I earn $15 an hour. This week I worked 6 hours Monday, 8 hours Tuesday and 5 hours Friday. How much did I earn?",
        "15 * (6 + 8 + 5)",
    ),
    # the count of periods in the request itself; the rate's unit named again
    ("I work 8 hours a day, 5 days a week. How many hours in 4 weeks?", "8 * 5 * 4"),
    (
        "Je sors le vélo 3 fois par semaine pour 42 km à chaque sortie. Combien de km je fais en 6 semaines ?",
        "3 * 42 * 6",
    ),
    ("하루 8시간씩 주 5일 일하면 4주 동안 총 몇 시간 일하는 건가요?", "8 * 5 * 4"),
    # the count's period a whole number of the rate's: converted
    ("I run 5 km a day for 2 weeks. How many km in total?", "5 * 2 * 7"),
    ("Ich spare 50 € im Monat. Wie viel habe ich nach 2 Jahren?", "50 * 2 * 12"),
    ("매달 80만 원씩 저축하면 1년 동안 모두 얼마를 모아요?", "800000 * 1 * 12"),
    ("If I save $300 every month, how much will I have saved in 12 months?", "300 * 12"),
]

LEFT_ALONE = [
    "worked 6.5 hours on Sunday at $21.00/hour, is that a fair wage?",  # no value asked
    "Ставка 400 ₽ в час, за неделю отработал 30 часов. Это нормально?",
    "I walk 2.5 days a week. How many days in total?",  # a count of days is whole: no rate here either
    "I run 5 km a day, 3 days a week. How many km in total?",  # no count of periods
    "I work 8 hours a day, 5 days a week. How many hours in 4 weeks and 2 days?",  # two numbers in the request
    "I run 5 km a day for 14 days. Is that enough for a marathon?",  # no value asked
    "I run 5 km a day and my dog 3 km. How many km in total?",  # a number with no period
    "I save 10% a month for 12 months. How much in total?",  # a percentage
    "I run 5 km a day for 14 days. How many km each day?",  # each one's part
    "I earn $15 an hour and $20 a day. I worked 6 hours and 8 hours. How much?",  # two rates for the counts
    "I earn $15 an hour. I worked 6 hours and 3 days. How much?",  # counts of two periods
    "I run 5 km a day. I ran for 14 days and rested 2 days. How many km?",  # counts summed only at a price
    "I pay 30 € a month for 12 months and 20 € a month for 6 months. How much in total?",  # two rates of one period
    # the periods disagree by no whole number
    "I pay $45 a week for groceries. How much is that in 3 months?",
    "I pay $45 a week for groceries, 3 months. How much in total?",
]


@pytest.mark.parametrize("question,expression", READ)
def test_so_much_each_period_is_read(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_other_rates_are_left_to_the_model(question: str) -> None:
    assert rates(question) is None


# Every number a rate, the value asked per a period the request names: the chain's own period,
# or a whole number of it (a month of a year's, a week of a day's).
READ_PER_PERIOD = [
    ("I make $18 an hour and work 7 hours a day, 5 days a week. How much do I make a week?", "18 * 7 * 5"),
    ("I sleep 7 hours a day. How many hours a week is that?", "7 * 7"),
    ("My rent is $1,400 a month. How much is that a year?", "1400 * 12"),
    ("I walk 35 km a week, how many km a day?", "35 / 7"),
    ("Il mio stipendio è 1.800 € al mese, quanto prendo all'anno?", "1800 * 12"),
    ("Die Versicherung kostet 600 € im Jahr. Wie viel ist das pro Monat?", "600 / 12"),
    ("L'abonnement coûte 12 € par mois. Combien par an ?", "12 * 12"),
    ("O condomínio é R$ 450 por mês. Quanto dá por ano?", "450 * 12"),
    ("Я плачу 500 рублей в день за обед. Сколько это в неделю?", "500 * 7"),
    ("시급 9,860원에 하루 4시간씩 주 3일 일하면 일주일에 얼마 벌어요?", "9860 * 4 * 3"),
    ("時給1,100円で1日5時間、月に12日働いたら月給はいくら？", "1100 * 5 * 12"),
    ("時給1,150円で1日6時間、月18日働いたら月収はいくらになる？", "1150 * 6 * 18"),  # 月収: a month's income
    # one period counted in words ("in one year", "in einem Jahr")
    ("The gym is $39 a month. How much do I spend in one year?", "39 * 12"),
    # a request that asks "what" of a verb of earning, and one that asks what it comes to
    ("My hourly wage is $14.25 and I work 37.5 hours a week. What do I earn per week?", "14.25 * 37.5"),
    (
        "Mein Stundenlohn ist 14,25 € und ich arbeite 37,5 Stunden pro Woche. Was verdiene ich pro Woche?",
        "14.25 * 37.5",
    ),
    ("毎日1.5リットル水を飲むと、1週間で何リットル？", "1.5 * 7"),
    ("Das Fitnessstudio kostet 39 € im Monat. Wie viel zahle ich in einem Jahr?", "39 * 12"),
    ("Mon abonnement est à 29,90 € par mois. Combien je paie sur une année ?", "29.9 * 12"),  # "année", singular
]

LEFT_ALONE_PER_PERIOD = [
    "I earn $20 an hour and work 8 hours a day. What do I do on weekends?",  # "what", asking no amount
    "I earn $4,000 a month. How much should I save a month?",  # one rate asked per its own period
    "I earn $20 an hour, how much a day?",  # a working day is no 24 hours
    "I walk 35 km a week, how many km an hour?",
    "I pay $45 a week for groceries. How much a month?",  # weeks in a month: no whole number
    "I pay $1,200 a month in rent and my roommate pays half. How much do I pay a year?",  # a part in words
    "I earn $3,250 a month. Is that good?",  # no period asked
    "I drink 3 coffees a day, is that too many per week?",  # no value asked
    "I earn $15 an hour and $20 a day. How much a week?",  # two heads
    "I save 10% of my pay a month. How much a year?",  # a percentage
    "Meu filho guarda R$ 15 por semana. Quanto vai ter juntado em um ano?",  # weeks in a year: no whole number
    "The gym is $39 a month. How much do I spend in one year and two months?",  # a count in words besides
]


@pytest.mark.parametrize("question,expression", READ_PER_PERIOD)
def test_rates_asked_per_a_period_are_read(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize("question", LEFT_ALONE_PER_PERIOD)
def test_rates_asked_per_a_period_left_alone(question: str) -> None:
    assert rates(question) is None


# A request per a period is no items at a price nor an amount shared (share.py): left to rates.
@pytest.mark.parametrize(
    "question",
    [
        "I work 40 hours a week at $20 an hour, how much is that per year?",
        "I work 40 hours a week at $20 an hour, how much is that per month?",
    ],
)
def test_a_period_asked_is_no_items_nor_a_share(question: str) -> None:
    assert stated_expression(question) is None
