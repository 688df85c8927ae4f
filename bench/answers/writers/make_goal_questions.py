#!/usr/bin/env python3
"""Evaluation set: 'how many periods until a total is reached at a fixed rate'.

Part A: positive questions (answer = ceil(total / rate)).
Part B: negative questions (answer is something else, or nothing to compute).
Usage: make_goal_questions.py OUTPUT.jsonl
"""
import json
import math
import re
import sys
from collections import Counter

# ---------------------------------------------------------------- Part A
# (language, question, rate, total)  -> expect number = ceil(total / rate)
POSITIVE = [
    # en (10)
    ("en", "I'm saving $50 a week. How many weeks until I have $1,200?", 50, 1200),
    ("en", "If I put away £150 every month, how many months will it take to save up £2,000?", 150, 2000),
    ("en", "how many days to finish a 320 page book if i read 25 pages a day", 25, 320),
    ("en", "I owe $3,000 and pay $250 per month. How many months to pay it off?", 250, 3000),
    ("en", "A tank holds 900 litres and fills at 40 litres per hour. How many hours until it's full?", 40, 900),
    ("en", "need $5,500 for a car, can save 400 a month, how many months", 400, 5500),
    ("en", "How many years will it take to save 10,000 dollars if I save 1,800 a year?", 1800, 10000),
    ("en", "walking 6 km a day, how many days to reach 100 km?", 6, 100),
    ("en", "My goal is 60 books. I read 4 books a month. How many months do I need?", 4, 60),
    ("en", "How many weeks do I need to save up $750 at $35 per week?", 35, 750),
    # de (5)
    ("de", "Ich spare jeden Monat 200 €. Wie viele Monate brauche ich, bis ich 2.800 € zusammen habe?", 200, 2800),
    ("de", "Wie viele Wochen dauert es, 1.500 Euro zu sparen, wenn ich pro Woche 45 Euro zurücklege?", 45, 1500),
    ("de", "Mein Buch hat 450 Seiten und ich lese 30 Seiten am Tag – wie viele Tage, bis ich durch bin?", 30, 450),
    ("de", "Ich habe 4.200 € Schulden und zahle monatlich 350 € ab. Wie viele Monate dauert die Rückzahlung?", 350, 4200),
    ("de", "pool fasst 12.000 liter, pumpe schafft 700 liter pro stunde. wie viele stunden bis er voll ist", 700, 12000),
    # fr (5)
    ("fr", "J'économise 150 € par mois. Combien de mois me faut-il pour atteindre 2 000 € ?", 150, 2000),
    ("fr", "Combien de semaines pour mettre de côté 1\u00a0500 € si je mets 60 € de côté chaque semaine ?", 60, 1500),
    ("fr", "Je lis 20 pages par jour, mon roman fait 350 pages. Combien de jours pour le finir ?", 20, 350),
    ("fr", "Il me reste 2 400 € à rembourser et je paie 180 € par mois, combien de mois avant d'avoir fini ?", 180, 2400),
    ("fr", "une cuve de 5000 litres se remplit à 250 litres par heure, en combien d'heures elle sera pleine ?", 250, 5000),
    # es (5)
    ("es", "Ahorro 80 € a la semana. ¿Cuántas semanas necesito para juntar 1.000 €?", 80, 1000),
    ("es", "¿Cuántos meses tardaré en ahorrar 3.600 euros si guardo 300 euros al mes?", 300, 3600),
    ("es", "leo 15 páginas al día y el libro tiene 280, en cuántos días lo termino?", 15, 280),
    ("es", "Debo 5.000 € y pago 450 € mensuales. ¿Cuántos meses me faltan para saldar la deuda?", 450, 5000),
    ("es", "Quiero juntar $12,000 pesos y ahorro $1,500 cada quincena, ¿cuántas quincenas necesito?", 1500, 12000),
    # it (4)
    ("it", "Metto da parte 100 € al mese. Quanti mesi mi servono per arrivare a 1.750 €?", 100, 1750),
    ("it", "Quante settimane ci vogliono per risparmiare 900 euro mettendo via 40 euro a settimana?", 40, 900),
    ("it", "leggo 35 pagine al giorno, il libro ne ha 420. quanti giorni per finirlo?", 35, 420),
    ("it", "Ho un debito di 3.000 € e pago una rata di 220 € al mese: in quanti mesi lo estinguo?", 220, 3000),
    # pt (3)
    ("pt", "Guardo R$ 300 por mês. Quantos meses até juntar R$ 5.000?", 300, 5000),
    ("pt", "Quantas semanas preciso para poupar 1.200 € se poupar 75 € por semana?", 75, 1200),
    ("pt", "Leio 40 páginas por dia. Em quantos dias termino um livro de 610 páginas?", 40, 610),
    # ru (3)
    ("ru", "Откладываю 5 000 рублей в месяц. Сколько месяцев нужно, чтобы накопить 120 000 рублей?", 5000, 120000),
    ("ru", "Сколько недель понадобится, чтобы накопить 25 000 ₽, если откладывать по 1 500 ₽ в неделю?", 1500, 25000),
    ("ru", "Бак на 800 литров наполняется со скоростью 60 литров в час. За сколько часов он наполнится?", 60, 800),
]

# ---------------------------------------------------------------- Part B
# (language, kind, question, calc)
# calc: ("mul", a, b) -> a*b ; ("div", total, n) -> total/n (must be whole) ;
#       None -> {"no_computation": true}
NEGATIVE = [
    # en (6)
    ("en", "product", "If I save $40 a week, how much will I have after 26 weeks?", ("mul", 40, 26)),
    ("en", "opinion", "Is saving $100 a month toward a $5,000 emergency fund realistic?", None),
    ("en", "required_rate", "How much do I need to save per month to reach $6,000 in 12 months?", ("div", 6000, 12)),
    ("en", "unrelated_age", "I'm 34 and I put away $200 a month. Any tips for sticking with it?", None),
    ("en", "asks_date", "I pay $300 a month on a $2,400 loan. On what date will it be paid off?", None),
    ("en", "product", "reading 12 pages a day, how many pages will i have read in 3 weeks", ("mul", 12, 3 * 7)),
    # de (3)
    ("de", "product", "Wenn ich 150 € im Monat spare, wie viel habe ich nach 18 Monaten?", ("mul", 150, 18)),
    ("de", "opinion", "Ist es sinnvoll, 50 € im Monat für ein Ziel von 3.000 € zurückzulegen?", None),
    ("de", "required_rate", "Wie viel muss ich pro Woche sparen, um in 20 Wochen 1.000 € zu haben?", ("div", 1000, 20)),
    # fr (3)
    ("fr", "unrelated_year", "Je mets 75 € de côté chaque mois depuis 2021, est-ce que c'est suffisant ?", None),
    ("fr", "product", "Si je lis 25 pages par jour, combien de pages aurai-je lues en 14 jours ?", ("mul", 25, 14)),
    ("fr", "required_rate", "Combien dois-je épargner par mois pour avoir 4 800 € dans 2 ans ?", ("div", 4800, 2 * 12)),
    # es (3)
    ("es", "product", "Si ahorro 250 € al mes, ¿cuánto tendré ahorrado en 9 meses?", ("mul", 250, 9)),
    ("es", "unrelated_age", "Tengo 29 años y ahorro 300 € al mes, ¿me recomiendas invertir en fondos indexados?", None),
    ("es", "required_rate", "¿Cuánto tengo que ahorrar cada semana para juntar 1.300 € en 26 semanas?", ("div", 1300, 26)),
    # it (2)
    ("it", "product", "Se metto da parte 60 € a settimana, quanto avrò dopo 15 settimane?", ("mul", 60, 15)),
    ("it", "opinion", "Risparmiare 80 € al mese per arrivare a 10.000 € ha senso secondo te?", None),
    # pt (2)
    ("pt", "product", "Se eu guardar R$ 500 por mês, quanto terei depois de 14 meses?", ("mul", 500, 14)),
    ("pt", "required_rate", "Quanto preciso poupar por mês para juntar R$ 9.000 em 18 meses?", ("div", 9000, 18)),
    # ru (1)
    ("ru", "product", "Если откладывать по 3 000 рублей в месяц, сколько будет через 10 месяцев?", ("mul", 3000, 10)),
]

POS_COUNTS = {"en": 10, "de": 5, "fr": 5, "es": 5, "it": 4, "pt": 3, "ru": 3}
NEG_COUNTS = {"en": 6, "de": 3, "fr": 3, "es": 3, "it": 2, "pt": 2, "ru": 1}

# Integers, optionally with thousands groups separated by . , space, NBSP, NNBSP.
NUM_RE = re.compile(r"\d{1,3}(?:[.,\u0020\u00a0\u202f]\d{3})+(?!\d)|\d+")


def numbers_in(text):
    return [int(re.sub(r"[.,\u0020\u00a0\u202f]", "", m)) for m in NUM_RE.findall(text)]


def build():
    rows = []
    seq = Counter()
    for lang, q, rate, total in POSITIVE:
        seq[lang] += 1
        nums = numbers_in(q)
        assert len(nums) == 2, (q, nums)
        assert sorted(nums) == sorted([rate, total]), (q, nums, rate, total)
        assert 0 < rate < total, q
        rows.append({
            "id": f"goal-{lang}-{seq[lang]}",
            "language": lang,
            "question": q,
            "expect": {"number": math.ceil(total / rate)},
        })
    # sanity: a mix of even and uneven divisions
    even = sum(1 for _, _, r, t in POSITIVE if t % r == 0)
    assert 8 <= even <= len(POSITIVE) - 8, even

    seq = Counter()
    for lang, kind, q, calc in NEGATIVE:
        seq[lang] += 1
        if calc is None:
            expect = {"no_computation": True}
        else:
            op, a, b = calc
            if op == "mul":
                value = a * b
            elif op == "div":
                assert a % b == 0, (q, a, b)
                value = a // b
            else:
                raise AssertionError(op)
            # the operands (or their sources) must appear in the question
            nums = numbers_in(q)
            assert a in nums or b in nums, (q, nums)
            expect = {"number": value}
        rows.append({
            "id": f"goalneg-{lang}-{seq[lang]}",
            "language": lang,
            "question": q,
            "expect": expect,
            "kind": kind,
        })
    return rows


def check(rows):
    pos = [r for r in rows if r["id"].startswith("goal-")]
    neg = [r for r in rows if r["id"].startswith("goalneg-")]
    assert len(pos) == 35 and len(neg) == 20 and len(rows) == 55
    assert Counter(r["language"] for r in pos) == Counter(POS_COUNTS)
    assert Counter(r["language"] for r in neg) == Counter(NEG_COUNTS)
    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids)), "duplicate ids"
    qs = [r["question"] for r in rows]
    assert len(qs) == len(set(qs)), "duplicate questions"
    for r in pos:
        assert set(r) == {"id", "language", "question", "expect"}, r
        assert r["id"] == f"goal-{r['language']}-{r['id'].rsplit('-', 1)[1]}"
        assert set(r["expect"]) == {"number"} and isinstance(r["expect"]["number"], int)
        assert r["expect"]["number"] > 0
    for r in neg:
        assert set(r) == {"id", "language", "question", "expect", "kind"}, r
        assert r["id"] == f"goalneg-{r['language']}-{r['id'].rsplit('-', 1)[1]}"
        assert isinstance(r["kind"], str) and r["kind"]
        e = r["expect"]
        assert e == {"no_computation": True} or (
            set(e) == {"number"} and isinstance(e["number"], int)), r
    for r in rows:
        assert isinstance(r["question"], str) and r["question"].strip() == r["question"]
        assert re.search(r"\d", r["question"]), r["id"]


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make_goal_questions.py OUTPUT.jsonl")
    rows = build()
    check(rows)
    with open(sys.argv[1], "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    # read back and re-check
    with open(sys.argv[1], encoding="utf-8") as f:
        back = [json.loads(line) for line in f]
    assert back == rows
    check(back)
    pos = Counter(r["language"] for r in rows if r["id"].startswith("goal-"))
    neg = Counter(r["language"] for r in rows if r["id"].startswith("goalneg-"))
    print(f"wrote {len(rows)} rows to {sys.argv[1]}")
    print("positive:", dict(pos))
    print("negative:", dict(neg))


if __name__ == "__main__":
    main()
