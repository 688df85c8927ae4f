"""reading/travel.py: a distance from a speed and a time, or a time from a distance and a speed,
read only when the data is those two measures and the request asks a unit of the missing kind."""

from __future__ import annotations

import pytest

from localagent.policies.asked import stated_expression
from localagent.reading.travel import travel

READ = [
    ("A car goes at 80 km/h for 2 hours 30 minutes. How many km does it travel?", "80 * 150 / 60"),
    ("Il treno fa 240 km a 120 km/h: quante ore ci mette?", "240 / 120"),
    ("I drive 300 miles at 60 miles an hour. How many hours will it take?", "300 / 60"),
    ("时速60公里，走了3小时，一共走了多少公里？", "60 * 3"),
    ("Le TGV roule à 300 km/h pendant 45 minutes. Combien de kilomètres parcourt-il ?", "300 * 45 / 60"),
    ("Ich fahre 150 km mit 100 km/h. Wie viele Minuten brauche ich?", "150 / 100 * 60"),
    ("汽车以每小时75公里的速度行驶了2.4小时，一共走了多少公里？", "75 * 2.4"),  # 每小时 before the length
    # the average speed asked of a distance and a time
    ("On a fait 340 km en 4 h 15 min. Quelle a été notre vitesse moyenne en km/h ?", "340 / (255 / 60)"),
    ("We drove 300 miles in 5 hours. What was our average speed in mph?", "round(482.8032 / (5) * 0.621371192, 6)"),
    # the request holds the distance or the time itself
    ("Поезд идёт со скоростью 80 км/ч. За сколько часов он проедет 520 км?", "520 / 80"),
    ("A car goes 80 km/h. How many km in 3 hours?", "80 * 3"),
    # the average speed asked with no unit: in the data's length per hour; a length asked per hour
    ("I drove 300 km in 4 hours. What was my average speed?", "300 / (4)"),
    ("東京から新大阪まで新幹線で515km、2時間30分かかります。平均時速は何kmですか？", "515 / (150 / 60)"),
    # a request that points back at what the data named by its possessive, in any person ("its",
    # "su", "у него"): the lexicons' `refers` had held only "my" and "our" in most languages
    ("A train covers 540 km in 6 hours. What is its average speed in km/h?", "540 / (6)"),
    ("Поезд проехал 540 км за 6 часов. Какая у него средняя скорость в км/ч?", "540 / (6)"),
    ("El tren recorre 540 km en 6 horas. ¿Cuál es su velocidad media?", "540 / (6)"),
    ("Il treno percorre 540 km in 6 ore. Qual è la sua velocità media?", "540 / (6)"),
    ("O trem percorre 540 km em 6 horas. Qual é a sua velocidade média?", "540 / (6)"),
    ("Der Zug fährt 540 km in 6 Stunden. Wie hoch ist seine Durchschnittsgeschwindigkeit?", "540 / (6)"),
    # a time asked per a length: the pace
    ("I ran 10 km in 58 minutes. How many minutes per km on average?", "58 / 10"),
    ("I walked 5 km in 1 hour 15 minutes. How many minutes per km?", "75 / 5"),
    ("10km를 58분에 달렸어요. 1km당 평균 몇 분 걸렸어요?", "58 / 10"),
    ("10kmを58分で走りました。1kmあたり何分ですか？", "58 / 10"),
    # a Japanese condition ends its clause by a verb's と or ば ("走ると", "走れば": if I drive)
    ("時速80kmで240km走ると何時間かかりますか？", "240 / 80"),
    ("時速60kmで150km走れば何時間かかりますか", "150 / 60"),
]

LEFT_ALONE = [
    "We walked 12 km in 3 hours. Nice trip, how many photos did we take?",  # asks no unit
    "My car does 80 km/h and I drove for 2 hours. How many minutes is that?",  # the time again, not travel
    "I drove 300 km and 200 km. How many hours will it take?",  # no speed
    "At 80 km/h for 2 hours, is that fast?",  # no value asked
    "The 3 cars go at 80 km/h for 2 hours. How many km do they travel?",  # a number with no unit
    "A car goes 80 km/h. How far in 3 hours?",  # "in" is no unit asked
    "We drove 300 miles in 5 hours and 2 days. What was our average speed in mph?",  # two times
    "We drove 300 miles. What was our average speed in mph in 5 cities?",  # a count, no time
    "I ran 10 km in 58 minutes. How many km per minute?",  # a length per a time is no pace
    "I ran 400 m in 80 seconds. What was my average speed?",  # metres: which speed unit is not said
    "I ran 10 km and 5 km in 58 minutes. How many minutes per km?",  # two lengths
    "Ein Zug fährt 540 km in 6 Stunden. Wie findet ihr seine Farbe?",  # a possessive, and nothing asked
    "時速80kmで240km走るとどんな景色が見えますか？",  # a condition, then nothing of a unit asked
]


@pytest.mark.parametrize("question,expression", READ)
def test_travel_is_read(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_other_measures_are_left_to_the_model(question: str) -> None:
    assert travel(question) is None
