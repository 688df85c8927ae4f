#!/usr/bin/env python3
"""Fresh evaluation set E: short multi-turn chats for a small offline assistant
(calculator, unit converter, date calculator, clock).

The LAST user turn is scored:
  * value follow-ups  -> {"number": X} or {"date": "YYYY-MM-DD"}
  * no-computation    -> {"no_computation": true}

Every expected value is recomputed below from explicit arithmetic.
Exact rational arithmetic (fractions.Fraction on decimal strings) is used and only
converted to float at the very end, so no rounding is applied beyond the final
float representation.  Integers stay ints.

Conversion constants (exact definitions):
  1 mile = 1.609344 km, 1 ft = 0.3048 m, 1 in = 2.54 cm, 1 lb = 0.45359237 kg,
  F = C * 9/5 + 32, half marathon = 21.0975 km.

Run:  python3 make_fresh_e.py   -> writes ../fresh_e.jsonl (bench/followups/).
"""

import json
import os
from collections import Counter
from datetime import date, timedelta
from fractions import Fraction as F

MILE_KM = F("1.609344")
FT_M = F("0.3048")
IN_CM = F("2.54")
LB_KG = F("0.45359237")


def num(x):
    """Fraction/int -> int if whole, else float (full precision, no rounding)."""
    x = F(x)
    if x.denominator == 1:
        return {"number": int(x)}
    return {"number": float(x)}


def d(y, m, dd):
    return date(y, m, dd)


def day(dt):
    return {"date": dt.isoformat()}


def days_between(a, b):
    return (b - a).days


NOCOMP = {"no_computation": True}

rows = []


def add(lang, turns, expect):
    rows.append({"language": lang, "turns": turns, "expect": expect})


# ============================ ENGLISH (30: 20 value + 10 no) ==================
# en-1: tip 15% on 84.50 was turn 1; follow-up 20% -> 84.50 * 0.20 = 16.90
add("en", ["what's a 15% tip on $84.50", "and 20%?"], num(F("84.50") * F("0.20")))

# en-2: 237.60 * 0.18 = 42.768 tip; total 237.60 + 42.768 = 280.368; / 6 = 46.728
add(
    "en",
    ["dinner came to $237.60, what's an 18% tip", "ok so total with the tip?", "split 6 ways"],
    num((F("237.60") + F("237.60") * F("0.18")) / 6),
)

# en-3: 13.1 mi * 1.609344 = 21.0824064 km
add("en", ["convert 5 miles to km", "ok and 13.1 miles"], num(F("13.1") * MILE_KM))

# en-4: 2025-07-19 + 14 days = 2025-08-02
add(
    "en",
    ["how many days between march 3 2025 and july 19 2025?", "and 2 weeks after july 19?"],
    day(d(2025, 7, 19) + timedelta(days=14)),
)

# en-5: 2.5 cups per 12 cookies -> 2.5 * 30 / 12 = 6.25 cups
add(
    "en",
    ["recipe says 2.5 cups of flour makes 12 cookies. how much flour per cookie?", "how much for 30 cookies then"],
    num(F("2.5") * 30 / 12),
)

# en-6: 342 mi / 5.5 h = 62.1818.. mph; * 1.609344 = 100.0720.. km/h
add(
    "en",
    ["drove 342 miles in 5.5 hours, what was my average speed", "whats that in km/h"],
    num(F(342) / F("5.5") * MILE_KM),
)

# en-7: 58 kg / 0.45359237 = 127.8679.. lb
add("en", ["what is 72 kg in pounds", "and my wife's 58 kg?"], num(F(58) / LB_KG))

# en-8: 1450 * 1.04 = 1508 per month; * 12 = 18096 per year
add(
    "en",
    ["my rent is 1450 a month, how much is that per year", "ok and the yearly total if it goes up 4%"],
    num(F(1450) * F("1.04") * 12),
)

# en-9: 1200 - 345.75 = 854.25; 854.25 - 89.99 = 764.26
add(
    "en",
    [
        "I have a $1200 budget this month and spent 345.75 on groceries, how much is left",
        "then 89.99 on gas. so what's left?",
    ],
    num(F(1200) - F("345.75") - F("89.99")),
)

# en-10: 3/8 of 640 = 240; double it = 480
add("en", ["what's 3/8 of 640", "double it"], num(F(3, 8) * 640 * 2))

# en-11: 2024-11-20 + 60 days = 2025-01-19  (Nov:10, Dec:31 -> 41, Jan 19 -> 60)
add("en", ["what date is 45 days after nov 20 2024", "and 60 days?"], day(d(2024, 11, 20) + timedelta(days=60)))

# en-12: 68000 * (1 - 0.22) = 53040 per year; / 12 = 4420 per month
add(
    "en",
    ["68k salary, how much is 22% tax on that", "how much is left per month after tax"],
    num(F(68000) * (1 - F("0.22")) / 12),
)

# en-13: (425 - 32) * 5/9 = 393*5/9 = 218.333.. C
add("en", ["convert 350 F to celsius", "and 425"], num((F(425) - 32) * F(5, 9)))

# en-14: 1.65 m / 0.3048 = 5.41338582677.. ft
add("en", ["how many feet is 1.83 m", "and 1.65m"], num(F("1.65") / FT_M))

# en-15: 18500 / 60 = 308.333.. per month
add(
    "en",
    ["car costs 18,500, 0% financing over 48 months, whats the monthly payment", "what if i stretch it to 60 months"],
    num(F(18500) / 60),
)

# en-16: days 1990-06-14 -> 2025-03-01 = 12679; / 7 = 1811.2857.. weeks
add(
    "en",
    ["how many days from june 14 1990 to march 1 2025", "lol ok how many weeks is that"],
    num(F(days_between(d(1990, 6, 14), d(2025, 3, 1))) / 7),
)

# en-17: 1225 sq ft * 2 coats / 350 sq ft per gallon = 7 gallons
add(
    "en",
    ["1 gallon of paint covers 350 sq ft and my walls are 1225 sq ft. how many gallons do i need", "with 2 coats?"],
    num(F(1225) * 2 / 350),
)

# en-18: 2340 + 2340 * 0.175 = 2340 + 409.5 = 2749.5
add("en", ["whats 17.5% of 2,340", "and add that to 2340"], num(F(2340) + F(2340) * F("0.175")))

# en-19: 27.5 min / 5 km = 5.5 min/km; * 21.0975 km = 116.03625 min
add(
    "en",
    ["i ran a 5k in 27:30, what's my pace per km", "at that pace how long would a half marathon take, in minutes"],
    num(F("27.5") / 5 * F("21.0975")),
)

# en-20: 500 USD / 1.09 (USD per EUR) = 458.7155963.. EUR
add(
    "en",
    [
        "how much is 250 euros in dollars if the rate is 1.09",
        "and 400?",
        "ok now the other way, how many euros is 500 dollars",
    ],
    num(F(500) / F("1.09")),
)

# ---- English no-computation (10) ----
add("en", ["what's 18% of 250", "thanks!"], NOCOMP)
add("en", ["how many days from oct 2 2025 to christmas 2025?", "wow 84 is not a lot lol"], NOCOMP)
add("en", ["convert 100 km to miles", "why does the US still use miles anyway?"], NOCOMP)
add(
    "en",
    [
        "we spent $180 on the cabin, split between 3 friends how much each",
        "can you write a short friendly message asking them to send me their share?",
    ],
    NOCOMP,
)
add("en", ["what is 1 stone in kg", "is stone still actually used in the UK?"], NOCOMP)
add("en", ["how much is 2.5 kg in lbs", "perfect, that's what I needed"], NOCOMP)
add("en", ["25 * 48", "how do you do that in your head quickly?"], NOCOMP)
add(
    "en",
    ["how many days between 2024-02-01 and 2024-03-01", "oh right leap year. why do we even have leap years?"],
    NOCOMP,
)
add(
    "en",
    ["recipe for 4 needs 300g pasta, how much for 10 people", "any tips for cooking that much pasta at once?"],
    NOCOMP,
)
add("en", ["what's 15% off 79.99", "and 25% off?", "ok cool, i'll wait for the bigger sale then"], NOCOMP)

# ============================ GERMAN (5: 4 value + 1 no) =====================
# de-1: 249 * 1.19 = 296.31
add("de", ["Was sind 19 % MwSt. auf 249 €?", "und der Bruttopreis dann?"], num(F(249) * F("1.19")))

# de-2: 2025-08-15 + 100 Tage = 2025-11-23
add(
    "de",
    ["Wie viele Tage sind es vom 1.3.2025 bis zum 15.8.2025?", "und welches Datum ist 100 Tage nach dem 15.8.?"],
    day(d(2025, 8, 15) + timedelta(days=100)),
)

# de-3: 500 g / 4 = 125 g pro Person; * 7 = 875 g
add(
    "de",
    ["Rezept für 4 Personen braucht 500 g Hackfleisch, wie viel ist das pro Person?", "und für 7 Leute"],
    num(F(500) / 4 * 7),
)

# de-4: 3.5 h * 110 km/h = 385 km; 385 * 6.8/100 = 26.18 l; 26.18 * 1.79 = 46.8622 €
add(
    "de",
    [
        "Ich fahr 3,5 Stunden mit durchschnittlich 110 km/h, wie weit komm ich?",
        "und wie viel Sprit brauch ich da bei 6,8 l auf 100 km",
        "was kostet das bei 1,79 € pro Liter",
    ],
    num(F("3.5") * 110 * F("6.8") / 100 * F("1.79")),
)

# de no-computation
add("de", ["Was sind 3,5 kg in Pfund (lbs)?", "danke dir!"], NOCOMP)

# ============================ FRENCH (5: 3 value + 2 no) =====================
# fr-1: 1240 * 0.40 = 496
add("fr", ["Combien font 35 % de 1 240 € ?", "et 40 % ?"], num(F(1240) * F("0.40")))

# fr-2: 187.50 / 6 = 31.25
add("fr", ["On est 5 pour un resto à 187,50 €, ça fait combien chacun ?", "finalement on sera 6"], num(F("187.50") / 6))

# fr-3: 2026-01-10 + 90 j = 2026-04-10; + 42 j (6 semaines) = 2026-05-22
add(
    "fr",
    ["Quelle date on sera 90 jours après le 10 janvier 2026 ?", "et 6 semaines après ça ?"],
    day(d(2026, 1, 10) + timedelta(days=90) + timedelta(weeks=6)),
)

add(
    "fr",
    ["Combien de litres dans 3 gallons américains ?", "pourquoi les Américains utilisent encore les gallons en fait ?"],
    NOCOMP,
)
add("fr", ["Ça fait combien 12 × 17,5 ?", "super merci, c'est exactement ce que je cherchais"], NOCOMP)

# ============================ SPANISH (5: 3 value + 2 no) ====================
# es-1: 6 ft = 72 in * 2.54 = 182.88 cm
add("es", ["¿Cuánto es 5 pies 10 pulgadas en cm?", "y 6 pies?"], num(F(6) * 12 * IN_CM))

# es-2: 1850 * 12 = 22200 al año; * 1.03 = 22866
add("es", ["gano 1.850 € al mes, cuánto es al año?", "y al año si me suben un 3%"], num(F(1850) * 12 * F("1.03")))

# es-3: días 2025-06-20 -> 2025-12-31 = 194
add(
    "es",
    [
        "Cuántos días hay entre el 5 de mayo de 2025 y el 20 de junio de 2025?",
        "y entre el 20 de junio y el 31 de diciembre",
    ],
    num(days_between(d(2025, 6, 20), d(2025, 12, 31))),
)

add("es", ["cuánto es el 21% de IVA de 300 €", "gracias!! me salvaste"], NOCOMP)
add("es", ["Cuántas millas son 42 km", "¿por qué el maratón mide 42 km y no 40?"], NOCOMP)

# ============================ ITALIAN (5: 3 value + 2 no) ====================
# it-1: 85 / 1.22 = 69.6721311.. (prezzo senza IVA 22%)
add("it", ["Quanto fa il 22% di 85 euro?", "e il prezzo senza iva se 85 è già ivato?"], num(F(85) / F("1.22")))

# it-2: 450 g per 6 -> 450 / 6 * 9 = 675 g
add("it", ["Ho una ricetta per 6 persone con 450 g di farina, quanta ne serve per 4?", "e per 9"], num(F(450) / 6 * 9))

# it-3: 26.2 * 1.609344 = 42.1648128 km; / 4.5 h = 9.3699584 km/h
add(
    "it",
    ["Quanti km sono 26,2 miglia?", "e se li corro in 4 ore e mezza che media è in km/h"],
    num(F("26.2") * MILE_KM / F("4.5")),
)

add("it", ["quanti giorni mancano dal 1 dicembre 2025 al 6 gennaio 2026?", "perfetto, grazie mille!"], NOCOMP)
add("it", ["Quanto fa il 15% di sconto su 120 euro?", "secondo te conviene aspettare i saldi?"], NOCOMP)

# ============================ PORTUGUESE (5: 4 value + 1 no) =================
# pt-1: 156.00 * 0.15 = 23.40
add("pt", ["Quanto é 10% de gorjeta numa conta de R$ 156,00?", "e com 15%?"], num(F("156.00") * F("0.15")))

# pt-2: dias 2025-03-12 -> 2026-12-25 = 288 + 365 = 653
add(
    "pt",
    ["Quantos dias tem entre 12/03/2025 e 25/12/2025?", "e se fosse até 25/12/2026"],
    num(days_between(d(2025, 3, 12), d(2026, 12, 25))),
)

# pt-3: 3 * 42.90 = 128.70; / 4 = 32.175
add(
    "pt",
    ["Comprei 3 kg de carne a R$ 42,90 o kg, quanto deu?", "dividindo por 4 pessoas dá quanto pra cada"],
    num(F(3) * F("42.90") / 4),
)

# pt-4: -5 C * 9/5 + 32 = -9 + 32 = 23 F
add("pt", ["Quanto é 30 °C em Fahrenheit?", "e 38,5?", "e -5?"], num(F(-5) * F(9, 5) + 32))

add("pt", ["quanto é 2,5 libras em kg?", "valeu! e por que os ingleses usam libras?"], NOCOMP)

# ============================ RUSSIAN (5: 3 value + 2 no) ====================
# ru-1: 4800 * 0.12 = 576
add("ru", ["Сколько будет 15% от 4 800 рублей?", "а 12%?"], num(F(4800) * F("0.12")))

# ru-2: 2025-09-01 + 200 дней = 2026-03-20
add(
    "ru",
    ["Какая дата будет через 120 дней после 1 сентября 2025?", "а через 200?"],
    day(d(2025, 9, 1) + timedelta(days=200)),
)

# ru-3: 150 г муки на 8 блинов -> 150 * 20 / 8 = 375 г
add(
    "ru",
    [
        "У меня рецепт на 8 блинов, там 250 мл молока. Сколько молока надо на 20 блинов?",
        "а муки там 150 г, сколько её на 20?",
    ],
    num(F(150) * 20 / 8),
)

add("ru", ["сколько будет 3,5 фута в сантиметрах", "спасибо большое!"], NOCOMP)
add("ru", ["Сколько дней между 1 января и 8 марта 2026?", "а почему 8 марта вообще праздник?"], NOCOMP)

# ============================ HAND-CHECKED VALUES ============================
# Independent spot checks of the expected values (worked by hand).
HAND = {
    ("en", 0): 16.9,
    ("en", 1): 46.728,
    ("en", 2): 21.0824064,
    ("en", 3): "2025-08-02",
    ("en", 4): 6.25,
    ("en", 7): 18096,
    ("en", 8): 764.26,
    ("en", 9): 480,
    ("en", 10): "2025-01-19",
    ("en", 11): 4420,
    ("en", 15): 12679 / 7,
    ("en", 16): 7,
    ("en", 17): 2749.5,
    ("en", 18): 116.03625,
    ("en", 19): 500 / 1.09,
    ("de", 0): 296.31,
    ("de", 1): "2025-11-23",
    ("de", 2): 875,
    ("de", 3): 46.8622,
    ("fr", 0): 496,
    ("fr", 1): 31.25,
    ("fr", 2): "2026-05-22",
    ("es", 0): 182.88,
    ("es", 1): 22866,
    ("es", 2): 194,
    ("it", 0): 85 / 1.22,
    ("it", 1): 675,
    ("it", 2): 9.3699584,
    ("pt", 0): 23.4,
    ("pt", 1): 653,
    ("pt", 2): 32.175,
    ("pt", 3): 23,
    ("ru", 0): 576,
    ("ru", 1): "2026-03-20",
    ("ru", 2): 375,
}

# ============================ IDS, CHECKS, OUTPUT ============================
per_lang = Counter()
for r in rows:
    per_lang[r["language"]] += 1
    r["id"] = f"fe-{r['language']}-{per_lang[r['language']]}"

for (lang, idx), want in HAND.items():
    r = [x for x in rows if x["language"] == lang][idx]
    if isinstance(want, str):
        assert r["expect"] == {"date": want}, (r["id"], r["expect"], want)
    else:
        got = r["expect"]["number"]
        assert abs(got - want) < 1e-9 * max(1, abs(want)), (r["id"], got, want)

assert len(rows) == 60, len(rows)
kinds = Counter("none" if "no_computation" in r["expect"] else "value" for r in rows)
assert kinds == {"value": 40, "none": 20}, kinds
assert per_lang == {"en": 30, "de": 5, "fr": 5, "es": 5, "it": 5, "pt": 5, "ru": 5}, per_lang
for r in rows:
    assert 2 <= len(r["turns"]) <= 3, r["id"]
    e = r["expect"]
    assert len(e) == 1 and (set(e) <= {"number", "date", "no_computation"}), r["id"]
assert len({r["id"] for r in rows}) == 60
assert len({tuple(r["turns"]) for r in rows}) == 60

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "fresh_e.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for r in rows:
        f.write(
            json.dumps(
                {"id": r["id"], "language": r["language"], "turns": r["turns"], "expect": r["expect"]},
                ensure_ascii=False,
            )
            + "\n"
        )

summary = Counter((r["language"], "none" if "no_computation" in r["expect"] else "value") for r in rows)
print("wrote", out, len(rows), "rows")
for lang in ["en", "de", "fr", "es", "it", "pt", "ru"]:
    print(f"  {lang}: value={summary[(lang, 'value')]} none={summary[(lang, 'none')]}")
