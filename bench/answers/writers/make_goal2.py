#!/usr/bin/env python3
"""Build goal2 eval set: periods-to-reach-a-total (Part A) and near misses (Part B)."""
import json
import math
import re
import sys
from collections import Counter

# Part A: (language, question, rate, total); expected = ceil(total / rate)
A = [
    ("en", "how many months to save 2,400 if I put aside 150 a month", 150, 2400),
    ("en", "I can pay back $250 per month. How many months until my $4,000 credit card debt is gone?", 250, 4000),
    ("en", "My book has 420 pages and I read 30 pages a day, how many days will it take me to finish it?", 30, 420),
    ("en", "how many weeks to run 100 miles at 12 miles a week", 12, 100),
    ("en", "If I save £75 every week, how many weeks will it take to reach £1,000?", 75, 1000),
    ("en", "i collect 15 stamps a week how many weeks till i have 500 stamps", 15, 500),
    ("en", "Car loan of $12,500, I pay it back in equal installments of $450 a month. How many months until it's paid off?", 450, 12500),
    ("en", "We're filling a 1,000 gallon pond with rainwater, about 60 gallons a week. How many weeks until it's full?", 60, 1000),
    ("de", "Wie viele Monate brauche ich, um 3.000 € zu sparen, wenn ich jeden Monat 250 € zurücklege?", 250, 3000),
    ("de", "Ich lese 25 Seiten am Tag. Wie viele Tage brauche ich für ein Buch mit 380 Seiten?", 25, 380),
    ("de", "Kredit über 7.500 Euro, Rate 400 Euro im Monat – wie viele Monate bis er abbezahlt ist?", 400, 7500),
    ("de", "wie viele wochen brauch ich um 60 km zu laufen wenn ich 8 km pro woche schaffe", 8, 60),
    ("de", "Unsere Regentonne fasst 200 Liter und es kommen etwa 15 Liter pro Tag dazu. Nach wie vielen Tagen ist sie voll?", 15, 200),
    ("fr", "Combien de mois faut-il pour économiser 1 500 € si je mets 120 € de côté par mois ?", 120, 1500),
    ("fr", "Je rembourse 300 euros par mois, combien de mois pour rembourser un prêt de 4 800 euros ?", 300, 4800),
    ("fr", "mon livre fait 560 pages je lis 40 pages par jour combien de jours pour le finir", 40, 560),
    ("fr", "Je marche 6 km par jour. En combien de jours j'aurai fait 100 km ?", 6, 100),
    ("fr", "Je collectionne les cartes Pokémon et j'en achète 12 par semaine, il me faut combien de semaines pour en avoir 150 ?", 12, 150),
    ("es", "¿Cuántos meses necesito para ahorrar 2.000 € si guardo 180 € al mes?", 180, 2000),
    ("es", "Le debo 1.200 euros a mi hermana y le pago 100 euros cada mes, ¿en cuántos meses termino de pagarle?", 100, 1200),
    ("es", "Leo 18 páginas al día. ¿Cuántos días tardaré en terminar un libro de 450 páginas?", 18, 450),
    ("es", "cuantas semanas para caminar 90 km si camino 15 km por semana", 15, 90),
    ("es", "Si ahorro 3.000 € al año, ¿cuántos años tardaré en juntar 20.000 € para la entrada de un piso?", 3000, 20000),
    ("it", "Quanti mesi ci vogliono per risparmiare 5.000 € mettendo da parte 350 € al mese?", 350, 5000),
    ("it", "Leggo 20 pagine al giorno, in quanti giorni finisco un libro di 320 pagine?", 20, 320),
    ("it", "devo restituire un prestito di 2.400 euro a rate da 150 euro al mese quanti mesi ci metto", 150, 2400),
    ("pt", "Quantos meses vou levar para juntar R$ 6.000 se eu guardar R$ 450 por mês?", 450, 6000),
    ("pt", "Corro 20 km por semana. Em quantas semanas completo 250 km?", 20, 250),
    ("ru", "Сколько месяцев нужно, чтобы накопить 150 000 рублей, если откладывать по 12 000 в месяц?", 12000, 150000),
    ("ru", "Я читаю 35 страниц в день. За сколько дней я прочитаю книгу в 700 страниц?", 35, 700),
]

# Part B: (language, kind, question, expected value or None for no_computation, numbers that must appear)
B = [
    ("en", "product", "If I save $200 a month, how much will I have after 18 months?", 200 * 18, [200, 18]),
    ("en", "rate_needed", "How much do I need to put away each week to have $1,300 in 26 weeks?", 1300 // 26, [1300, 26]),
    ("en", "remaining", "I borrowed $5,000 and have made 8 monthly payments of $350. How much do I still owe?", 5000 - 8 * 350, [5000, 8, 350]),
    ("en", "advice", "I'm 25 and save 100 a month, is that enough or should I be investing it?", None, [25, 100]),
    ("de", "age_year", "Meine Tochter ist 8 Jahre alt und bekommt 5 € Taschengeld pro Woche. Wie viel Taschengeld bekommt sie in 4 Wochen?", 5 * 4, [8, 5, 4]),
    ("de", "product", "Wenn ich jeden Tag 12 Seiten lese, wie viele Seiten habe ich nach 30 Tagen gelesen?", 12 * 30, [12, 30]),
    ("de", "remaining", "Ich habe einen Kredit über 6.000 € und schon 10 Raten zu 250 € bezahlt. Wie viel fehlt noch?", 6000 - 10 * 250, [6000, 10, 250]),
    ("fr", "rate_needed", "Combien dois-je épargner par mois pour avoir 3 600 € dans 12 mois ?", 3600 // 12, [3600, 12]),
    ("fr", "advice", "Je mets 150 € de côté chaque mois, vaut-il mieux un livret A ou une assurance vie ?", None, [150]),
    ("es", "product", "Si camino 5 km al día, ¿cuántos km habré caminado en 3 semanas?", 5 * 7 * 3, [5, 3]),
    ("es", "age_year", "Nací en 1990 y ahorro 50 € al mes, ¿cuánto ahorro en un año?", 50 * 12, [1990, 50]),
    ("it", "remaining", "Ho un prestito di 3.000 euro e ho già pagato 6 rate da 200 euro, quanto mi resta da pagare?", 3000 - 6 * 200, [3000, 6, 200]),
    ("it", "rate_needed", "Quanto devo mettere da parte ogni mese per avere 2.400 € tra 8 mesi?", 2400 // 8, [2400, 8]),
    ("pt", "advice", "Guardo R$ 300 por mês, é melhor deixar na poupança ou no Tesouro Direto?", None, [300]),
    ("ru", "product", "Если откладывать по 5 000 рублей в месяц, сколько я накоплю за 2 года?", 5000 * 24, [5000, 2]),
]

NUM = re.compile(r"\d{1,3}(?:[.,  ]\d{3})+(?!\d)|\d+")


def numbers(q):
    return [int(re.sub(r"\D", "", m)) for m in NUM.findall(q)]


def main(out):
    want_a = {"en": 8, "de": 5, "fr": 5, "es": 5, "it": 3, "pt": 2, "ru": 2}
    want_b = {"en": 4, "de": 3, "fr": 2, "es": 2, "it": 2, "pt": 1, "ru": 1}
    assert len(A) == 30 and len(B) == 15
    assert Counter(r[0] for r in A) == Counter(want_a), Counter(r[0] for r in A)
    assert Counter(r[0] for r in B) == Counter(want_b), Counter(r[0] for r in B)

    rows, n = [], Counter()
    nondiv = 0
    for lang, q, rate, total in A:
        n[lang] += 1
        exp = -(-total // rate)
        assert exp == math.ceil(total / rate)
        assert (exp - 1) * rate < total <= exp * rate
        nondiv += total % rate != 0
        nums = numbers(q)
        assert sorted(nums) == sorted([rate, total]), (q, nums)
        rows.append({"id": f"goal2-{lang}-{n[lang]}", "language": lang, "question": q,
                     "expect": {"number": exp}})
    assert nondiv >= 8, nondiv

    n = Counter()
    kinds = {"product", "rate_needed", "remaining", "advice", "age_year"}
    for lang, kind, q, val, must in B:
        n[lang] += 1
        assert kind in kinds
        nums = numbers(q)
        assert sorted(nums) == sorted(must), (q, nums)
        if val is None:
            assert kind == "advice"
            exp = {"no_computation": True}
        else:
            assert isinstance(val, int) and kind != "advice"
            # the near miss must not equal a naive "bigger / smaller" ceiling division
            # (rate_needed is total / N by design, so it is exempt)
            big, small = max(must), min(must)
            if kind != "rate_needed":
                assert val != -(-big // small), q
            else:
                assert val * small == big, q
            exp = {"number": val}
        rows.append({"id": f"goal2neg-{lang}-{n[lang]}", "language": lang, "question": q,
                     "expect": exp, "kind": kind})
    assert set(r[1] for r in B) == kinds

    ids = [r["id"] for r in rows]
    assert len(ids) == len(set(ids))
    for r in rows:
        for f in ("id", "language", "question", "expect"):
            assert r.get(f) not in (None, ""), (r, f)
        assert re.search(r"\d", r["question"]), r
        if r["id"].startswith("goal2neg"):
            assert r.get("kind")

    with open(out, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} rows ({len(A)} goal, {len(B)} near-miss) to {out}")


if __name__ == "__main__":
    main(sys.argv[1])
