#!/usr/bin/env python3
"""Write bench/answers/fresh_round14.jsonl.

100 everyday word problems (10 per language: en de fr es it pt zh ja ko ru),
each asking for ONE number and built to trip up shape-matching solvers
(distractor numbers, asking for an intermediate quantity, rates that add,
discount saving vs price, tip on the pre-tax amount, clock times vs durations,
times that do not scale, unit conversions, recipe scaling, averages with a
value counted twice, differences of totals, ...).

Every expected value is computed from the same variables that are rendered
into the question text (exact Fractions; round half up to 2 decimals only
when the result is not exact).  A table of hand-computed answers is checked
against the computed ones at the end as a second opinion.

Standard library only.  Run:  python3 make_round14.py
"""
import json
import os
from decimal import Decimal, ROUND_HALF_UP, getcontext
from fractions import Fraction

getcontext().prec = 60

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, "..", "fresh_round14.jsonl"))

NBSP = "\u00a0"    # no-break space
NNBSP = "\u202f"   # narrow no-break space (French typography)

# (thousands separator, decimal mark) as each locale writes them
SEP = {
    "en": (",", "."),
    "de": (".", ","),
    "fr": (NNBSP, ","),
    "es": (".", ","),
    "it": (".", ","),
    "pt": (".", ","),
    "ru": (NBSP, ","),
    "zh": (",", "."),
    "ja": (",", "."),
    "ko": (",", "."),
}


def D(s):
    """Decimal from a string literal (keeps trailing zeros such as 3.50)."""
    return Decimal(s)


def F(x):
    """Exact Fraction from an int, Decimal, str or Fraction."""
    if isinstance(x, Fraction):
        return x
    return Fraction(str(x))


def num(lang, x, places=None):
    """Render a number the way the locale writes it (years: do not use this)."""
    d = Decimal(str(x))
    if places is None:
        places = max(0, -d.as_tuple().exponent)
    s = f"{abs(d):,.{places}f}"
    ip, _, fp = s.partition(".")
    th, dp = SEP[lang]
    ip = ip.replace(",", th)
    out = ip + (dp + fp if fp else "")
    return ("-" if d < 0 else "") + out


def pct(lang, p):
    p = num(lang, p)
    if lang in ("de", "fr", "es", "it", "ru"):
        return p + NBSP + "%"
    return p + "%"


def eur(lang, x):
    return num(lang, x) + NBSP + "€"


def usd(x, lang="en"):
    return "$" + num(lang, x)


def brl(x):
    return "R$" + NBSP + num("pt", x)


def rub(x):
    return num("ru", x) + NBSP + "₽"


def mins(h, m):
    return h * 60 + m


def hhmm(h, m, sep=":"):
    return f"{h}{sep}{m:02d}"


def cjk_wan(n):
    """12000 -> '1.2万' (Chinese style)."""
    q = (Decimal(n) / Decimal(10000)).normalize()
    s = format(q, "f")
    return s + "万"


def ja_man_sen(n):
    """85000 -> '8万5千' (Japanese style)."""
    man, rest = divmod(n, 10000)
    assert rest % 1000 == 0
    s = f"{man}万" if man else ""
    if rest:
        s += f"{rest // 1000}千"
    return s


def ko_man(n):
    """2500000 -> '250만'."""
    assert n % 10000 == 0
    return f"{n // 10000}만"


ZH_DIGIT = "零一二三四五六七八九"


def zh_zhe(pay_percent):
    """Chinese discount notation: pay 85% -> '八五折', pay 80% -> '八折'."""
    a, b = divmod(pay_percent, 10)
    return ZH_DIGIT[a] + (ZH_DIGIT[b] if b else "") + "折"


def final(x):
    """Exact integer, or value rounded half up to 2 decimals."""
    x = F(x)
    if x.denominator == 1:
        return int(x)
    q = (Decimal(x.numerator) / Decimal(x.denominator)).quantize(
        Decimal("0.01"), rounding=ROUND_HALF_UP)
    if q == q.to_integral_value():
        return int(q)
    return float(q)


ITEMS = []


def add(lang, question, answer, trap):
    n = sum(1 for it in ITEMS if it["language"] == lang) + 1
    ITEMS.append({
        "id": f"r14-{lang}-{n}",
        "category": "math",
        "language": lang,
        "question": question,
        "expect": {"number": final(answer)},
        "trap": trap,
    })


# --------------------------------------------------------------------- en
def build_en():
    L = "en"
    # 1 rates add, age distractor
    age, a, b, weeks = 83, 4, 3, 5
    add(L, f"My grandmother, who is {age}, knits {a} scarves a week, and my aunt knits "
           f"{b} scarves a week. Together, how many scarves do the two of them knit in "
           f"{weeks} weeks?",
        (a + b) * weeks, "rates-add+distractor-age")
    # 2 clock interval
    h1, m1, h2, m2 = 9, 40, 12, 10
    add(L, f"Liam left his car in a garage that charges by the minute. He drove in at "
           f"{hhmm(h1, m1)} a.m. and drove out at {hhmm(h2, m2)} p.m. the same day. "
           f"For how many minutes was the car parked?",
        mins(h2, m2) - mins(h1, m1), "clock-interval")
    # 3 tip on pre-tax amount
    food, tax, tip = D("64.00"), 8, 20
    add(L, f"Our diner bill is {usd(food)} before tax. Sales tax is {tax}%, and we leave a "
           f"{tip}% tip calculated on the pre-tax amount only. How many dollars do we pay "
           f"in total, tax and tip included?",
        F(food) * (1 + F(tax) / 100) + F(food) * F(tip) / 100, "tip-on-pretax")
    # 4 asks the given count
    kids, packs, per = 27, 14, 8
    add(L, f"For her class of {kids} students, Ms. Ortiz orders {packs} packs of markers "
           f"with {per} markers in each pack. How many packs does she order?",
        packs, "asks-given-count+distractor-people")
    # 5 change
    jars, jar_p, bread, bill = 3, D("6.75"), D("4.20"), 50
    add(L, f"At the farmers' market I buy {jars} jars of honey at {usd(jar_p)} each and a "
           f"loaf of bread for {usd(bread)}. I pay with a {usd(bill)} bill. How much change "
           f"do I get, in dollars?",
        F(bill) - (jars * F(jar_p) + F(bread)), "change-given")
    # 6 average where one value counts twice
    q1, q2, q3, fin = 72, 85, 90, 94
    add(L, f"Mia's three quiz scores were {q1}, {q2} and {q3}, and she scored {fin} on the "
           f"final exam. The final exam counts twice in her average. What is her average "
           f"score?",
        F(q1 + q2 + q3 + 2 * fin) / 5, "average-double-count")
    # 7 unit conversion g -> kg
    g_per, bag, loaves = 750, 2, 6
    add(L, f"A bread recipe uses {g_per} g of flour per loaf. Flour is sold in {bag} kg "
           f"bags. How many kilograms of flour are needed to bake {loaves} loaves?",
        F(g_per * loaves) / 1000, "unit-conversion+distractor-bag-size")
    # 8 piecewise sum
    p1, n1, p2, n2 = 45, 8, 30, 4
    add(L, f"Jordan paid ${p1} a month for his phone plan for the first {n1} months of "
           f"the year and ${p2} a month for the remaining {n2} months. How many dollars "
           f"did he pay for the whole year?",
        p1 * n1 + p2 * n2, "piecewise-sum")
    # 9 difference of totals (fewer)
    ba, pa, bb, pb = 18, 24, 25, 16
    add(L, f"For the fundraiser, Team A sold {ba} boxes of {pa} candy bars each, and Team B "
           f"sold {bb} boxes of {pb} candy bars each. How many fewer candy bars did Team B "
           f"sell than Team A?",
        ba * pa - bb * pb, "how-many-fewer+difference-of-totals")
    # 10 date and house-number distractors
    house, pizzas, slices, people, eaten = 1208, 3, 8, 5, 19
    add(L, f"On March 14, the Parker family at {house} Oak Street ordered {pizzas} pizzas, "
           f"each cut into {slices} slices. The {people} of them ate {eaten} slices. How "
           f"many slices were left over?",
        pizzas * slices - eaten, "distractor-house-number+distractor-date")


# --------------------------------------------------------------------- de
def build_de():
    L = "de"
    # 1 cooking time does not scale
    ppl, t, ppl2 = 4, 9, 12
    add(L, f"Spaghetti für {ppl} Personen brauchen {t} Minuten im sprudelnd kochenden "
           f"Wasser. Heute kocht Jonas in einem großen Topf auf einmal Spaghetti für "
           f"{ppl2} Personen. Wie viele Minuten müssen die Spaghetti kochen?",
        t, "fixed-time-no-scaling")
    # 2 discount saving
    price, disc = D("189.90"), 30
    add(L, f"Ein Wintermantel kostet {eur(L, price)}. Im Schlussverkauf gibt es darauf "
           f"{pct(L, disc)} Rabatt. Wie viel Euro spart man?",
        F(price) * disc / 100, "discount-saving")
    # 3 durations add
    d1, d2 = 8, D("6.5")
    add(L, f"Herr Vogel hat am Montag {d1} Stunden und am Dienstag {num(L, d2)} Stunden "
           f"gearbeitet. Wie viele Stunden hat er an den beiden Tagen insgesamt gearbeitet?",
        d1 + F(d2), "duration-sum")
    # 4 broken items
    rows, per, broken = 12, 15, 7
    add(L, f"In der Turnhalle stehen {rows} Reihen mit je {per} Stühlen. {broken} Stühle "
           f"sind kaputt. Wie viele Stühle kann man benutzen?",
        rows * per - broken, "broken-items")
    # 5 year distractor + closed day
    year, rolls, open_days = 1962, 340, 6
    add(L, f"Die Bäckerei Schulz wurde {year} gegründet. Sie backt an jedem Öffnungstag "
           f"{num(L, rolls)} Brötchen, ist aber sonntags geschlossen (an den anderen "
           f"Tagen geöffnet). Wie viele Brötchen backt sie in einer Woche?",
        rolls * open_days, "distractor-year+closed-day")
    # 6 ml and litres
    bottle_l, ml = D("0.7"), 35
    add(L, f"Eine Flasche Holundersirup enthält {num(L, bottle_l)} Liter. Für ein Glas "
           f"Limonade braucht man {ml} ml Sirup. Für wie viele Gläser reicht eine Flasche?",
        F(bottle_l) * 1000 / ml, "unit-conversion")
    # 7 price before discount (thousands separator)
    after, disc = D("2124.15"), 15
    add(L, f"Nach {pct(L, disc)} Rabatt kostet ein E-Bike nur noch {eur(L, after)}. Wie "
           f"viel Euro hat es vor dem Rabatt gekostet?",
        F(after) / (1 - F(disc) / 100), "price-before-discount")
    # 8 split the bill after the tip
    bill, tip, friends = D("86.40"), 10, 4
    add(L, f"Vier Freunde gehen zusammen essen; die Rechnung beträgt {eur(L, bill)}. Sie "
           f"geben {pct(L, tip)} Trinkgeld auf die Rechnung und teilen den Gesamtbetrag "
           f"gleichmäßig. Wie viel Euro zahlt jeder?",
        F(bill) * (1 + F(tip) / 100) / friends, "split-bill-after-tip")
    # 9 how many more, weeks -> days
    a, b, weeks = 25, 18, 2
    add(L, f"Lena liest jeden Tag {a} Seiten, ihr Bruder jeden Tag {b} Seiten. Wie viele "
           f"Seiten mehr als ihr Bruder hat Lena nach {weeks} Wochen gelesen?",
        (a - b) * 7 * weeks, "how-many-more+unit-conversion")
    # 10 people distractor, ask one of two products
    guests, np, nper, bp, bper = 23, 5, 40, 3, 25
    add(L, f"Zu Maras Geburtstagsfeier kommen {guests} Gäste. Sie kauft {np} Packungen "
           f"Servietten zu je {nper} Stück und {bp} Tüten Luftballons zu je {bper} Stück. "
           f"Wie viele Luftballons hat sie gekauft?",
        bp * bper, "distractor-people+asks-other-quantity")


# --------------------------------------------------------------------- fr
def build_fr():
    L = "fr"
    q = NBSP + "?"
    # 1 clock interval
    h1, m1, h2, m2 = 7, 48, 9, 27
    add(L, f"Le train part de Lyon à {h1} h {m1:02d} et arrive à Marseille à {h2} h "
           f"{m2:02d} le même jour. Combien de minutes dure le trajet{q}",
        mins(h2, m2) - mins(h1, m1), "clock-interval")
    # 2 age distractor + g/kg
    age, kg, p_apple, g, p_cherry = 34, 3, D("2.40"), 500, D("9.80")
    add(L, f"Chloé, {age} ans, achète {kg} kg de pommes à {eur(L, p_apple)} le kilo et "
           f"{g} g de cerises à {eur(L, p_cherry)} le kilo. Combien paie-t-elle en tout, "
           f"en euros{q}",
        kg * F(p_apple) + F(g) / 1000 * F(p_cherry), "distractor-age+unit-conversion")
    # 3 rates add
    r1, r2, t = 12, 8, 6
    add(L, f"On remplit une baignoire vide avec deux robinets : le premier débite {r1} "
           f"litres par minute, le second {r2} litres par minute. On les ouvre en même "
           f"temps. Combien de litres d'eau y a-t-il dans la baignoire au bout de {t} "
           f"minutes{q}",
        (r1 + r2) * t, "rates-add")
    # 4 recipe scaling
    base, flour, eggs, milk, target = 6, 250, 4, D("0.5"), 15
    add(L, f"Une recette de crêpes pour {base} personnes demande {flour} g de farine, "
           f"{eggs} œufs et {num(L, milk)} litre de lait. Combien de grammes de farine "
           f"faut-il pour {target} personnes{q}",
        F(flour) * target / base, "recipe-scaling")
    # 5 piecewise sum (thousands with narrow no-break space)
    r_a, n_a, r_b, n_b = 1150, 7, 1230, 5
    add(L, f"Julien a payé un loyer de {eur(L, r_a)} par mois pendant {n_a} mois, puis, "
           f"après une hausse, {eur(L, r_b)} par mois pendant {n_b} mois. Combien a-t-il "
           f"payé en tout sur ces {n_a + n_b} mois, en euros{q}",
        r_a * n_a + r_b * n_b, "piecewise-sum")
    # 6 difference of totals, fewer
    s1, c1, s2, c2 = 27, 4, 31, 3
    add(L, f"La classe de CM1 compte {s1} élèves et celle de CM2 {s2} élèves. Chaque "
           f"élève de CM1 a {c1} cahiers et chaque élève de CM2 en a {c2}. Combien de "
           f"cahiers la classe de CM2 a-t-elle de moins que la classe de CM1{q}",
        s1 * c1 - s2 * c2, "how-many-fewer+difference-of-totals")
    # 7 change
    nb, pb, nc, pc, note = 2, D("1.15"), 4, D("1.30"), 20
    add(L, f"À la boulangerie, j'achète {nb} baguettes à {eur(L, pb)} l'une et {nc} "
           f"croissants à {eur(L, pc)} l'un. Je paie avec un billet de {eur(L, note)}. "
           f"Combien d'euros me rend-on{q}",
        note - (nb * F(pb) + nc * F(pc)), "change-given")
    # 8 house number distractor + empty flats
    house, floors, per, empty = 47, 6, 4, 5
    add(L, f"Au {house}, rue des Lilas, l'immeuble compte {floors} étages de {per} "
           f"appartements chacun. {empty} appartements sont vides. Combien d'appartements "
           f"sont occupés{q}",
        floors * per - empty, "distractor-house-number+broken-items")
    # 9 durations, minutes -> hours
    a = (1, 45)
    b = (2, 20)
    c = 55
    add(L, f"Une randonnée comporte trois étapes qui durent {a[0]} h {a[1]:02d}, {b[0]} h "
           f"{b[1]:02d} et {c} minutes. Quelle est la durée totale de marche, en heures{q}",
        F(mins(*a) + mins(*b) + c) / 60, "duration-sum+unit-conversion")
    # 10 tip on pre-tax amount (Québec)
    food, tax, tip = D("80.00"), D("14.975"), 15
    add(L, f"Dans un restaurant de Montréal, l'addition est de {num(L, food)}{NBSP}$ avant "
           f"taxes. Les taxes sont de {pct(L, tax)} et l'on laisse un pourboire de "
           f"{pct(L, tip)} calculé sur le montant avant taxes. Combien de dollars paie-t-on "
           f"au total (arrondi au cent près){q}",
        F(food) * (1 + F(tax) / 100) + F(food) * tip / 100, "tip-on-pretax")


# --------------------------------------------------------------------- es
def build_es():
    L = "es"
    # 1 price before discount
    after, disc = D("52.00"), 35
    add(L, f"Unas zapatillas cuestan {eur(L, after)} después de aplicarles un descuento del "
           f"{pct(L, disc)}. ¿Cuál era su precio original, en euros?",
        F(after) / (1 - F(disc) / 100), "price-before-discount")
    # 2 date distractor, seats free
    day, year, seats, pax, off, on = 12, 2023, 48, 39, 7, 12
    add(L, f"El {day} de octubre de {year}, un autobús de {seats} asientos salió con {pax} "
           f"pasajeros sentados. En la primera parada bajaron {off} y subieron {on}, y "
           f"todos se sentaron. ¿Cuántos asientos quedaron libres?",
        seats - (pax - off + on), "distractor-date+intermediate")
    # 3 cooking time fixed
    t, eggs = 10, 6
    add(L, f"Un huevo duro tarda {t} minutos en cocerse en agua hirviendo. ¿Cuántos minutos "
           f"tardan en cocerse {eggs} huevos si se cuecen todos a la vez en la misma olla?",
        t, "fixed-time-no-scaling")
    # 4 average with a value counted twice by mistake
    k1, k2, k3 = 5, 8, 6
    add(L, f"Lucía corrió {k1} km el lunes, {k2} km el martes y {k3} km el miércoles. Por "
           f"error, apuntó dos veces el dato del martes en su lista. ¿Cuál es la media "
           f"correcta de kilómetros por día de esos tres días? (redondea a dos decimales)",
        F(k1 + k2 + k3) / 3, "average-double-count")
    # 5 g -> kg price
    g, price = 250, D("3.40")
    add(L, f"Un paquete de {g} g de café cuesta {eur(L, price)}. ¿Cuánto cuesta un kilo de "
           f"ese café, en euros?",
        F(price) * 1000 / g, "unit-conversion")
    # 6 split after tip
    bill, tip, n = D("137.50"), 8, 5
    add(L, f"Cinco amigos cenan juntos y la cuenta asciende a {eur(L, bill)}. Dejan una "
           f"propina del {pct(L, tip)} sobre la cuenta y pagan el total a partes iguales. "
           f"¿Cuánto paga cada uno, en euros?",
        F(bill) * (1 + F(tip) / 100) / n, "split-bill-after-tip")
    # 7 difference of totals, more
    r1, c1, r2, c2 = 14, 22, 17, 19
    add(L, f"El huerto de Ana tiene {r1} filas de {c1} lechugas y el de Pablo tiene {r2} "
           f"filas de {c2} lechugas. ¿Cuántas lechugas más tiene el huerto de Pablo que el "
           f"de Ana?",
        r2 * c2 - r1 * c1, "how-many-more+difference-of-totals")
    # 8 clock times minus break
    h1, m1, h2, m2, brk = 8, 15, 14, 45, 30
    add(L, f"Marta entra a trabajar a las {hhmm(h1, m1)} y sale a las {hhmm(h2, m2)}, con "
           f"{brk} minutos de descanso para comer que no cuentan como trabajo. ¿Cuántas "
           f"horas trabaja realmente ese día?",
        F(mins(h2, m2) - mins(h1, m1) - brk) / 60, "clock-interval+unit-conversion")
    # 9 people distractor
    pupils, teachers, boxes, per = 58, 4, 9, 24
    add(L, f"Para una excursión de {pupils} alumnos y {teachers} profesores, el colegio "
           f"compra {boxes} cajas de {per} botellas de agua. ¿Cuántas botellas de agua "
           f"compra en total?",
        boxes * per, "distractor-people")
    # 10 rates add (thousands separator)
    m1_, m2_, h = 1250, 980, 8
    add(L, f"Una fábrica tiene dos máquinas: una llena {num(L, m1_)} botellas por hora y "
           f"la otra {num(L, m2_)} botellas por hora. Si funcionan a la vez durante {h} "
           f"horas, ¿cuántas botellas llenan entre las dos?",
        (m1_ + m2_) * h, "rates-add")


# --------------------------------------------------------------------- it
def build_it():
    L = "it"
    # 1 change
    nc, pc, nk, pk, note = 3, D("1.20"), 2, D("1.50"), 10
    add(L, f"Al bar prendo {nc} caffè a {eur(L, pc)} l'uno e {nk} cornetti a {eur(L, pk)} "
           f"l'uno. Pago con una banconota da {eur(L, note)}. Quanti euro di resto ricevo?",
        note - (nc * F(pc) + nk * F(pk)), "change-given")
    # 2 discount saving (thousands separator)
    price, disc = 1249, 15
    add(L, f"Un televisore costa {eur(L, price)}. Con lo sconto del {pct(L, disc)}, quanti "
           f"euro si risparmiano?",
        F(price) * disc / 100, "discount-saving")
    # 3 recipe scaling down
    base, masc, sav, target = 8, 500, 300, 6
    add(L, f"Per un tiramisù da {base} porzioni servono {masc} g di mascarpone e {sav} g "
           f"di savoiardi. Quanti grammi di mascarpone servono per {target} porzioni?",
        F(masc) * target / base, "recipe-scaling")
    # 4 age distractor, months -> year
    age, kids, monthly = 78, 3, 25
    add(L, f"Nonno Giuseppe ha {age} anni e {kids} nipoti. Regala a ciascun nipote "
           f"{eur(L, monthly)} al mese. Quanti euro regala in tutto ai nipoti in un anno?",
        kids * monthly * 12, "distractor-age+unit-conversion")
    # 5 clock interval across midnight
    h1, m1, h2, m2 = 22, 30, 6, 15
    add(L, f"Il turno di notte di un'infermiera inizia alle {hhmm(h1, m1)} e finisce alle "
           f"{hhmm(h2, m2)} del giorno dopo. Quanti minuti dura il turno?",
        mins(24, 0) - mins(h1, m1) + mins(h2, m2), "clock-interval+midnight")
    # 6 asks the given count
    boxes, per, vol = 35, 12, D("0.75")
    add(L, f"Un magazzino riceve {boxes} scatoloni, ciascuno con {per} bottiglie d'olio da "
           f"{num(L, vol)} litri. Quanti scatoloni ha ricevuto il magazzino?",
        boxes, "asks-given-count")
    # 7 litres -> ml, full glasses only
    bottle, glass = D("1.5"), 200
    full = (F(bottle) * 1000) // glass
    add(L, f"Una bottiglia d'acqua da {num(L, bottle)} litri viene versata in bicchieri "
           f"da {glass} ml. Quanti bicchieri si riempiono completamente?",
        full, "unit-conversion+floor")
    # 8 piecewise sum
    p1, p2 = 80, 95
    add(L, f"Per l'affitto del box auto Paolo ha pagato {eur(L, p1)} al mese da gennaio a "
           f"giugno e {eur(L, p2)} al mese da luglio a dicembre. Quanti euro ha pagato in "
           f"tutto nell'anno?",
        p1 * 6 + p2 * 6, "piecewise-sum")
    # 9 how many fewer
    sa, ba, sb, bb = 4, 120, 5, 90
    add(L, f"Nella biblioteca A ci sono {sa} scaffali da {ba} libri, nella biblioteca B "
           f"{sb} scaffali da {bb} libri. Quanti libri in meno ha la biblioteca B rispetto "
           f"alla A?",
        sa * ba - sb * bb, "how-many-fewer+difference-of-totals")
    # 10 house number distractor
    house, floors, per, fee = 112, 5, 3, 45
    add(L, f"Nel condominio di via Roma {house} ci sono {floors} piani con {per} "
           f"appartamenti ciascuno. Ogni appartamento paga {eur(L, fee)} di spese "
           f"condominiali al mese. Quanti euro incassa l'amministratore in un mese?",
        floors * per * fee, "distractor-house-number")


# --------------------------------------------------------------------- pt
def build_pt():
    L = "pt"
    # 1 split after service charge (Brazil)
    bill, svc, n = D("184.00"), 10, 4
    add(L, f"A conta do restaurante deu {brl(bill)}, sem contar a taxa de serviço de "
           f"{pct(L, svc)}. Quatro amigos vão pagar a conta com a taxa e dividir o total "
           f"igualmente. Quantos reais cada um paga?",
        F(bill) * (1 + F(svc) / 100) / n, "split-bill-after-tip")
    # 2 year distractor
    year, jars, price, weeks = 1948, 6, D("15.00"), 4
    add(L, f"Minha avó nasceu em {year}. Ela faz {jars} potes de doce de leite por semana "
           f"e vende cada pote por {brl(price)}. Quantos reais ela recebe em {weeks} "
           f"semanas, vendendo tudo?",
        jars * weeks * F(price), "distractor-year")
    # 3 rates add
    a, b, t = 45, 38, 20
    add(L, f"Carla digita {a} palavras por minuto e Bruno digita {b} palavras por minuto. "
           f"Se os dois digitarem ao mesmo tempo durante {t} minutos, quantas palavras "
           f"digitam juntos?",
        (a + b) * t, "rates-add")
    # 4 price before discount (thousands separator)
    after, disc = D("1399.20"), 20
    add(L, f"Na Black Friday, um celular saiu por {brl(after)} com {pct(L, disc)} de "
           f"desconto. Qual era o preço original, em reais?",
        F(after) / (1 - F(disc) / 100), "price-before-discount")
    # 5 clock interval
    h1, m1, h2, m2 = 19, 35, 21, 50
    add(L, f"A sessão de cinema começou às {h1}h{m1:02d} e terminou às {h2}h{m2:02d}. "
           f"Quantos minutos durou a sessão?",
        mins(h2, m2) - mins(h1, m1), "clock-interval")
    # 6 g -> kg
    g, loaves = 350, 24
    add(L, f"Uma padaria usa {g} g de farinha em cada pão. Quantos quilos de farinha ela "
           f"usa para fazer {loaves} pães?",
        F(g * loaves) / 1000, "unit-conversion")
    # 7 broken items
    trays, per, broken = 8, 30, 13
    add(L, f"Uma caixa tem {trays} bandejas com {per} ovos cada. Na entrega, {broken} ovos "
           f"quebraram. Quantos ovos inteiros sobraram?",
        trays * per - broken, "broken-items")
    # 8 weighted average, last test counts twice, half-up rounding
    t1, t2, t3 = D("6.5"), D("8.0"), D("7.5")
    add(L, f"Nas três provas do bimestre, Pedro tirou {num(L, t1)}; {num(L, t2)} e "
           f"{num(L, t3)}. A última prova tem peso 2 (conta duas vezes). Qual é a média "
           f"final dele? (arredonde para duas casas decimais)",
        (F(t1) + F(t2) + 2 * F(t3)) / 4, "average-double-count")
    # 9 change (Portugal, euros)
    nt, pt_, pastel, note = 2, D("3.10"), D("1.40"), 20
    add(L, f"Em Lisboa, a Inês compra {nt} bilhetes de elétrico a {eur(L, pt_)} cada e um "
           f"pastel de nata por {eur(L, pastel)}. Paga com uma nota de {eur(L, note)}. "
           f"Quantos euros recebe de troco?",
        note - (nt * F(pt_) + F(pastel)), "change-given")
    # 10 durations add, answer in hours
    a_h, a_m, b_h, b_m = 7, 40, 5, 50
    add(L, f"Rafael trabalhou {a_h} horas e {a_m} minutos na segunda-feira e {b_h} horas e "
           f"{b_m} minutos na terça-feira. Quantas horas trabalhou ao todo nos dois dias? "
           f"(responda em horas, com decimais)",
        F(mins(a_h, a_m) + mins(b_h, b_m)) / 60, "duration-sum+unit-conversion")


# --------------------------------------------------------------------- zh
def build_zh():
    L = "zh"
    # 1 age distractor
    age, km, days = 52, D("3.5"), 6
    add(L, f"王阿姨今年{age}岁，她每天早上跑步{num(L, km)}公里，每周跑{days}天。"
           f"她一周一共跑多少公里？",
        F(km) * days, "distractor-age")
    # 2 万 notation, intermediate
    salary, rent = 12000, 3500
    add(L, f"小李月薪{cjk_wan(salary)}元，每月房租{num(L, rent)}元，交完房租后剩下的钱"
           f"每月存一半。他一年（12个月）一共存下多少元？",
        F(salary - rent) / 2 * 12, "wan-notation+intermediate")
    # 3 drying time does not scale
    t, shirts = 3, 5
    add(L, f"在阳台上晾干一件衬衫需要{t}小时。把{shirts}件衬衫同时晾在阳台上，"
           f"全部晾干需要多少小时？",
        t, "fixed-time-no-scaling")
    # 4 折 discount, ask the saving
    price, pay = 880, 85
    add(L, f"一件羽绒服原价{price}元，现在打{zh_zhe(pay)}出售。买这件羽绒服比原价省多少元？",
        F(price) * (100 - pay) / 100, "discount-saving+zhe-notation")
    # 5 clock interval
    h1, m1, h2, m2 = 9, 47, 13, 12
    add(L, f"一列火车{hhmm(h1, m1)}从车站出发，当天{hhmm(h2, m2)}到达终点站。"
           f"全程用了多少分钟？",
        mins(h2, m2) - mins(h1, m1), "clock-interval")
    # 6 ml -> L
    boxes, per, ml = 24, 16, 250
    add(L, f"学校买了{boxes}箱牛奶，每箱{per}盒，每盒{ml}毫升。这些牛奶一共有多少升？",
        F(boxes * per * ml) / 1000, "unit-conversion")
    # 7 how many more (difference of totals)
    ga, pa, gb, pb = 6, 7, 5, 9
    add(L, f"甲班分成{ga}个小组，每组{pa}人；乙班分成{gb}个小组，每组{pb}人。"
           f"乙班比甲班多多少人？",
        gb * pb - ga * pa, "how-many-more+difference-of-totals")
    # 8 change
    kg, p, eggs, note = D("2.5"), D("8.4"), 12, 100
    add(L, f"妈妈买了{num(L, kg)}千克苹果，每千克{num(L, p)}元，又买了一盒{eggs}元的鸡蛋。"
           f"她付了一张{note}元的纸币，应找回多少元？",
        note - (F(kg) * F(p) + eggs), "change-given")
    # 9 piecewise sum
    p1, n1, p2 = 58, 6, 38
    add(L, f"小张的手机套餐前{n1}个月每月{p1}元，之后改成每月{p2}元。"
           f"他这一年（12个月）一共交了多少元话费？",
        p1 * n1 + p2 * (12 - n1), "piecewise-sum")
    # 10 date + house number distractors, fuel left
    house, tank, per100, dist = 128, 45, D("7.5"), 320
    add(L, f"2024年5月1日，住在幸福路{house}号的刘先生开车出游。出发时油箱里有{tank}升油，"
           f"汽车每百公里耗油{num(L, per100)}升。开了{dist}公里后，油箱里还剩多少升油？",
        tank - F(per100) * dist / 100, "distractor-date+distractor-house-number")


# --------------------------------------------------------------------- ja
def build_ja():
    L = "ja"
    # 1 割引 price before discount
    wari, after = 2, 6400
    add(L, f"セールで{wari}割引になったスニーカーを{num(L, after)}円で買いました。"
           f"元の値段は何円ですか。",
        F(after) / (1 - F(wari) / 10), "price-before-discount+wari-notation")
    # 2 age distractor, minutes add, -> hours
    age, am, pm = 40, 30, 15
    add(L, f"今年{age}歳の田中さんは、毎朝{am}分、毎晩{pm}分ウォーキングをしています。"
           f"1週間（7日間）で合計何時間歩きますか。小数で答えてください。",
        F((am + pm) * 7) / 60, "distractor-age+rates-add+unit-conversion")
    # 3 waiting time does not scale
    t, ppl = 3, 4
    add(L, f"カップラーメンはお湯を注いでから{t}分で食べられます。{ppl}人がそれぞれ自分の"
           f"カップに同時にお湯を注ぐと、全員が食べられるようになるまで何分かかりますか。",
        t, "fixed-time-no-scaling")
    # 4 万 notation, years -> months
    rent, fee, years = 85000, 5000, 2
    add(L, f"家賃は月{ja_man_sen(rent)}円、管理費は月{ja_man_sen(fee)}円です。"
           f"{years}年間で家賃と管理費を合わせていくら払いますか（円）。",
        (rent + fee) * 12 * years, "man-notation+unit-conversion")
    # 5 clock interval
    h1, m1, h2, m2 = 13, 50, 16, 12
    add(L, f"映画は{h1}時{m1}分に始まり、{h2}時{m2:02d}分に終わりました。"
           f"上映時間は何分ですか。",
        mins(h2, m2) - mins(h1, m1), "clock-interval")
    # 6 broken (damaged) items
    per, boxes, bad = 24, 5, 9
    add(L, f"八百屋さんが、りんごが{per}個ずつ入った箱を{boxes}箱仕入れましたが、"
           f"そのうち{bad}個は傷んでいて売れませんでした。売れるりんごは何個ですか。",
        per * boxes - bad, "broken-items")
    # 7 average with a value counted twice by mistake
    s = [72, 85, 64, 90, 79]
    add(L, f"5人のテストの点数は{s[0]}点、{s[1]}点、{s[2]}点、{s[3]}点、{s[4]}点です。"
           f"先生は集計のときに{s[1]}点を2回数えてしまい、6人分として平均を出しました。"
           f"5人の正しい平均点は何点ですか。",
        F(sum(s)) / len(s), "average-double-count")
    # 8 how many fewer
    a, b, days = D("2.4"), D("3.1"), 25
    add(L, f"Aさんは毎日{num(L, a)}km、Bさんは毎日{num(L, b)}km自転車に乗ります。"
           f"{days}日間で、AさんはBさんより何km少なく乗りますか。",
        (F(b) - F(a)) * days, "how-many-fewer")
    # 9 kg -> g
    kg, g = D("1.2"), 150
    add(L, f"砂糖が{num(L, kg)}kgあります。クッキーを1回作るのに砂糖を{g}g使います。"
           f"クッキーは何回分作れますか。",
        F(kg) * 1000 / g, "unit-conversion")
    # 10 people distractor, change
    staff, np_, pp, ns, ps, note = 12, 15, 130, 4, 298, 5000
    add(L, f"社員{staff}人の会社で、1本{pp}円のお茶を{np_}本と、1袋{ps}円のお菓子を{ns}袋"
           f"買いました。{num(L, note)}円札で払うと、おつりはいくらですか（円）。",
        note - (np_ * pp + ns * ps), "change-given+distractor-people")


# --------------------------------------------------------------------- ko
def build_ko():
    L = "ko"
    # 1 만 notation
    salary, save = 2500000, 20
    add(L, f"월급이 {ko_man(salary)} 원인 지수는 매달 월급의 {pct(L, save)}를 저축합니다. "
           f"1년(12개월) 동안 저축하는 돈은 모두 몇 원입니까?",
        F(salary) * save / 100 * 12, "man-notation")
    # 2 tip on pre-tax amount (US trip)
    food, tax, tip = D("56.00"), 9, 18
    add(L, f"미국 여행 중 식당에서 세금 전 음식값이 {usd(food, L)}, 세금은 {pct(L, tax)}입니다. "
           f"팁은 세금 전 금액의 {pct(L, tip)}로 계산합니다. 세금과 팁을 포함해 모두 몇 달러를 "
           f"내야 합니까?",
        F(food) * (1 + F(tax) / 100) + F(food) * tip / 100, "tip-on-pretax")
    # 3 clock interval
    h1, m1, h2, m2 = 7, 52, 9, 17
    add(L, f"지하철이 오전 {h1}시 {m1}분에 출발해서 오전 {h2}시 {m2}분에 도착했습니다. "
           f"몇 분 걸렸습니까?",
        mins(h2, m2) - mins(h1, m1), "clock-interval")
    # 4 recipe scaling
    base, rice_cake, spoons, target = 2, 400, 3, 5
    add(L, f"떡볶이 {base}인분에 떡 {rice_cake}g과 고추장 {spoons}큰술이 들어갑니다. "
           f"{target}인분을 만들려면 떡은 몇 g 필요합니까?",
        F(rice_cake) * target / base, "recipe-scaling")
    # 5 year distractor
    year, km, days = 2019, 38, 22
    add(L, f"민호는 {year}년에 산 자동차로 출퇴근하며 하루에 왕복 {km}km를 달립니다. "
           f"한 달에 {days}일 출근한다면 한 달 출퇴근 거리는 모두 몇 km입니까?",
        km * days, "distractor-year")
    # 6 discount saving
    price, disc = 42000, 30
    add(L, f"정가 {num(L, price)}원짜리 코트를 {pct(L, disc)} 할인받아 샀습니다. "
           f"할인받은 금액은 몇 원입니까?",
        F(price) * disc / 100, "discount-saving")
    # 7 asks the given count
    per, boxes, price_box = 15, 36, 25000
    add(L, f"과수원에서 사과를 한 상자에 {per}개씩 담아 {boxes}상자를 만들었고, 한 상자를 "
           f"{num(L, price_box)}원에 팝니다. 사과 상자는 모두 몇 상자입니까?",
        boxes, "asks-given-count")
    # 8 rates add
    a, b, h = 24, 17, 3
    add(L, f"민수는 한 시간에 종이학을 {a}마리, 동생은 한 시간에 {b}마리 접습니다. "
           f"둘이 함께 {h}시간 동안 접으면 종이학은 모두 몇 마리입니까?",
        (a + b) * h, "rates-add")
    # 9 split the bill including delivery fee
    chick, pc, cola, fee, n = 2, 19000, 2500, 3500, 4
    add(L, f"친구 {n}명이 치킨 {chick}마리(한 마리에 {num(L, pc)}원)와 콜라 1병"
           f"({num(L, cola)}원)을 배달시켰고, 배달비는 {num(L, fee)}원이었습니다. "
           f"배달비까지 똑같이 나누어 내면 한 사람당 몇 원입니까?",
        F(chick * pc + cola + fee) / n, "split-bill-after-fee")
    # 10 L -> mL
    milk, cup, cups = D("1.8"), 250, 3
    add(L, f"우유 {num(L, milk)}L가 있었는데 아침에 {cup}mL짜리 컵으로 {cups}잔을 "
           f"마셨습니다. 남은 우유는 몇 mL입니까?",
        F(milk) * 1000 - cup * cups, "unit-conversion")


# --------------------------------------------------------------------- ru
def build_ru():
    L = "ru"
    # 1 clock interval
    h1, m1, h2, m2 = 10, 47, 12, 5
    add(L, f"Электричка отправляется в {hhmm(h1, m1)} и прибывает на конечную станцию в "
           f"{hhmm(h2, m2)} того же дня. Сколько минут она находится в пути?",
        mins(h2, m2) - mins(h1, m1), "clock-interval")
    # 2 age distractor
    age, rows, per, kg = 71, 9, 14, D("0.8")
    add(L, f"Бабушке {age} год. Она посадила {rows} рядов картошки по {per} кустов в "
           f"каждом. С каждого куста она собрала в среднем {num(L, kg)} кг. Сколько "
           f"килограммов картошки она собрала?",
        rows * per * F(kg), "distractor-age")
    # 3 change
    nb, pb, milk, note = 2, D("48.50"), D("89.90"), 500
    add(L, f"В магазине купили {nb} батона по {rub(pb)} и пакет молока за {rub(milk)}. "
           f"Заплатили купюрой {rub(note)}. Сколько рублей сдачи должны дать?",
        note - (nb * F(pb) + F(milk)), "change-given")
    # 4 multi-step remainder (thousands with spaces)
    salary, util, rent, months = 65000, 7400, 28000, 3
    add(L, f"Зарплата Игоря — {rub(salary)} в месяц. Каждый месяц он платит {rub(rent)} за "
           f"аренду квартиры и {rub(util)} за коммунальные услуги. Сколько рублей у него "
           f"остаётся после этих платежей за {months} месяца?",
        (salary - rent - util) * months, "difference-of-totals+intermediate")
    # 5 cooking time does not scale
    small, t, big = 20, 7, 60
    add(L, f"Порция из {small} пельменей варится {t} минут после того, как они всплывут. "
           f"Сколько минут после всплытия будут вариться {big} пельменей, если сварить их "
           f"все сразу в большой кастрюле?",
        t, "fixed-time-no-scaling")
    # 6 recipe scaling with g -> kg
    sugar_g, berries = 600, D("3.5")
    add(L, f"Для варенья на 1 кг ягод берут {sugar_g} г сахара. Сколько килограммов сахара "
           f"нужно на {num(L, berries)} кг ягод?",
        F(sugar_g) / 1000 * F(berries), "recipe-scaling+unit-conversion")
    # 7 average with a value counted twice by mistake (negative value)
    temps = [-2, 3, 5, 6]
    shown = ", ".join(("−" + str(-x)) if x < 0 else str(x) for x in temps[:-1])
    add(L, f"Температура воздуха в полдень четыре дня подряд была {shown} и {temps[-1]} "
           f"градусов. В отчёте значение за второй день по ошибке записали дважды. Какова "
           f"правильная средняя температура за эти четыре дня (в градусах)?",
        F(sum(temps)) / len(temps), "average-double-count")
    # 8 how many more (difference of totals)
    r1, d1, r2, d2 = 4, 7, 5, 6
    add(L, f"В первом кабинете {r1} ряда по {d1} парт, во втором — {r2} рядов по {d2} "
           f"парт. На сколько парт больше во втором кабинете, чем в первом?",
        r2 * d2 - r1 * d1, "how-many-more+difference-of-totals")
    # 9 piecewise sum with month counting
    p1, p2 = 2400, 2700
    add(L, f"Абонемент в бассейн стоил {rub(p1)} в месяц с января по апрель, а с мая по "
           f"декабрь — {rub(p2)} в месяц. Сколько рублей заплачено за весь год?",
        p1 * 4 + p2 * 8, "piecewise-sum")
    # 10 split the bill after the tip
    bill, tip, n = 3450, 10, 3
    add(L, f"Счёт в кафе — {rub(bill)}. Трое друзей оставляют {pct(L, tip)} чаевых сверх "
           f"счёта и делят всю сумму поровну. Сколько рублей платит каждый?",
        F(bill) * (1 + F(tip) / 100) / n, "split-bill-after-tip")


# Hand-computed answers (second opinion; the file uses the computed ones).
HAND = {
    "en": [35, 150, 81.92, 14, 25.55, 87, 4.5, 480, 32, 5],
    "de": [9, 56.97, 14.5, 173, 2040, 20, 2499, 23.76, 98, 75],
    "fr": [99, 12.1, 120, 625, 14200, 15, 12.5, 19, 5, 103.98],
    "es": [80, 4, 10, 6.33, 13.6, 29.7, 15, 6, 216, 17840],
    "it": [3.4, 187.35, 375, 900, 465, 35, 7, 1050, 30, 675],
    "pt": [50.6, 360, 1660, 1749, 135, 8.4, 227, 7.38, 12.4, 13.5],
    "zh": [21, 51000, 3, 132, 205, 96, 3, 67, 576, 21],
    "ja": [8000, 5.25, 3, 2160000, 142, 111, 78, 17.5, 8, 1858],
    "ko": [6000000, 71.12, 85, 1000, 836, 12600, 36, 123, 11000, 1050],
    "ru": [78, 100.8, 313.1, 88800, 7, 2.1, 3, 2, 31200, 1265],
}

LANGS = ["en", "de", "fr", "es", "it", "pt", "zh", "ja", "ko", "ru"]


def main():
    for lang in LANGS:
        globals()["build_" + lang]()

    ids = [it["id"] for it in ITEMS]
    assert len(ITEMS) == 100, len(ITEMS)
    assert len(set(ids)) == len(ids)
    for lang in LANGS:
        got = [it["expect"]["number"] for it in ITEMS if it["language"] == lang]
        assert len(got) == 10, (lang, len(got))
        for i, (g, h) in enumerate(zip(got, HAND[lang]), 1):
            assert abs(g - h) < 1e-9, (f"r14-{lang}-{i}", g, h)

    with open(OUT, "w", encoding="utf-8") as f:
        for it in ITEMS:
            f.write(json.dumps(it, ensure_ascii=False) + "\n")
    print(f"wrote {len(ITEMS)} items to {OUT}")


if __name__ == "__main__":
    main()
