#!/usr/bin/env python3
"""Round 10 of outsider-written test questions.

Writes
  bench/answers/fresh_round10.jsonl     100 single-value questions (10 per language)
  bench/answers/fresh_negative10.jsonl   60 number-bearing requests that ask for no computation

Standard library only.  Every expected value is computed below from the very
numbers that are rendered into the question text.
"""
import datetime as dt
import json
import math
import os
from decimal import Decimal, ROUND_HALF_UP, localcontext
from fractions import Fraction as F

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)  # bench/answers
OUT_Q = os.path.join(OUT_DIR, "fresh_round10.jsonl")
OUT_N = os.path.join(OUT_DIR, "fresh_negative10.jsonl")

D = Decimal

# --------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------
SEPS = {
    "en": (",", "."), "zh": (",", "."), "ja": (",", "."), "ko": (",", "."),
    "de": (".", ","), "it": (".", ","), "pt": (".", ","), "es": (".", ","),
    "fr": (" ", ","), "ru": (" ", ","),
}


def fmt(x, lang, dp=None, group=True):
    """Render a number the way people of `lang` type it."""
    d = D(str(x))
    if dp is not None:
        d = d.quantize(D(1).scaleb(-dp), rounding=ROUND_HALF_UP)
    s = format(d, "f")
    neg = s.startswith("-")
    s = s.lstrip("-")
    ip, _, fp = s.partition(".")
    th, dec = SEPS[lang]
    if group and len(ip) >= 4:
        parts = []
        while len(ip) > 3:
            parts.insert(0, ip[-3:])
            ip = ip[:-3]
        parts.insert(0, ip)
        ip = th.join(parts)
    out = ip + (dec + fp if fp else "")
    return ("-" if neg else "") + out


def rnd(x, nd=2):
    """Exact value -> half-up rounded number (int when integral)."""
    q = F(x)
    with localcontext() as ctx:
        ctx.prec = 60
        d = D(q.numerator) / D(q.denominator)
        d = d.quantize(D(1).scaleb(-nd), rounding=ROUND_HALF_UP)
    if d == d.to_integral_value():
        return int(d)
    return float(d.normalize())


def fr_(x):
    return F(D(str(x)))


ZH_DIGITS = "零一二三四五六七八九"


def zh_small(n, liang=False):
    """1..10 as Chinese number words (两 for 2 before a measure word)."""
    if n == 2 and liang:
        return "两"
    if n == 10:
        return "十"
    return ZH_DIGITS[n]


def ko_amount(n):
    """Korean won amount in 억/만 style, e.g. 420000000 -> '4억 2천만'."""
    eok, rest = divmod(n, 10 ** 8)
    man, won = divmod(rest, 10 ** 4)
    assert won == 0

    def four(v):
        if v < 1000:  # people type 30만, 65만 with digits
            return str(v)
        out = ""
        for unit, val in (("천", 1000), ("백", 100), ("십", 10)):
            dgt, v = divmod(v, val)
            if dgt:
                out += f"{dgt}{unit}"
        if v:
            out += str(v)
        return out

    s = ""
    if eok:
        s += f"{eok}억"
    if man:
        s += (" " if s else "") + four(man) + "만"
    return s


def add_months(d, m):
    y, mo = divmod(d.month - 1 + m, 12)
    return dt.date(d.year + y, mo + 1, d.day)  # only used where the day exists


WEEKDAY = {
    "en": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "es": ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
    "ja": ["月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日", "日曜日"],
}

# exact unit factors
MILE_KM = F("1.609344")
FOOT_M = F("0.3048")
INCH_CM = F("2.54")
LB_KG = F("0.45359237")
OZ_G = F("28.349523125")
US_GAL_L = F("3.785411784")
US_CUP_ML = US_GAL_L * 1000 / 16
NMI_KM = F("1.852")
PYEONG_M2 = F(400, 121)  # 1 평 / 1 坪 = 400/121 m²
MU_M2 = F(2000, 3)       # 1 亩 = 2000/3 m²


def f_to_c(f):
    return (F(f) - 32) * F(5, 9)


Q = []
N = []


def q(lang, cat, text, expect):
    n = sum(1 for x in Q if x["language"] == lang and x["category"] == cat) + 1
    Q.append({"id": f"r10-{lang}-{cat}-{n}", "category": cat, "language": lang,
              "question": text, "expect": expect})


def neg(lang, kind, text):
    n = sum(1 for x in N if x["language"] == lang) + 1
    N.append({"id": f"r10neg-{lang}-{n}", "category": "negative", "language": lang,
              "question": text, "expect": {"no_computation": True}, "kind": kind})


# ==========================================================================
# ENGLISH
# ==========================================================================
L = "en"
# math
n1, p1, n2, p2 = 3, D("4.97"), 2, D("8.49")
q(L, "math", f"Buying {n1} bags of mulch at ${p1} each and {n2} bags of potting soil at ${p2} each. "
             f"What's my total before tax?",
  {"number": rnd(n1 * fr_(p1) + n2 * fr_(p2))})

serves, flour, people = 4, 350, 10
q(L, "math", f"recipe serves {serves} and needs {flour} g flour, how much flour for {people} people",
  {"number": rnd(F(flour) * people / serves)})

# work week: 7:50 -> 16:35, 30 min unpaid lunch, 5 days
start_h, start_m, end_h, end_m, lunch, days = 7, 50, 16, 35, 30, 5
per_day = F((end_h * 60 + end_m) - (start_h * 60 + start_m) - lunch, 60)
q(L, "math", f"I clocked in at {start_h}:{start_m:02d} am and out at {end_h - 12}:{end_m:02d} pm every day "
             f"Monday to Friday, with a {lunch} minute unpaid lunch. How many hours did I actually work "
             f"this week? (decimal hours please)",
  {"number": rnd(per_day * days)})

miles, mpg, gas = 1140, 30, D("3.45")
q(L, "math", f"Road trip is about {fmt(miles, L)} miles total, my car gets {mpg} mpg and gas is around "
             f"${gas} a gallon. How much should I budget for gas?",
  {"number": rnd(F(miles) / mpg * fr_(gas))})

# percent
price, off = D("129.99"), 35
q(L, "percent", f"jacket was ${price}, it's {off}% off now. what do i actually pay (no tax)?",
  {"number": rnd(fr_(price) * (100 - off) / 100)})

bill, tip = D("86.40"), 18
q(L, "percent", f"Our dinner bill came to ${bill}. If we leave an {tip}% tip on that, how much is the tip?",
  {"number": rnd(fr_(bill) * tip / 100)})

old, new = 1450, 1595
q(L, "percent", f"What's the percentage increase if my rent goes from ${fmt(old, L)} to ${fmt(new, L)}?",
  {"number": rnd(F(new - old) * 100 / old)})

# units
hm = D("13.1")
q(L, "units", f"A half marathon is {hm} miles, how many km is that?",
  {"number": rnd(fr_(hm) * MILE_KM)})
ov = 375
q(L, "units", f"convert {ov}°F to celsius, it's for my oven",
  {"number": rnd(f_to_c(ov))})

# dates
d = dt.date(2026, 7, 4)
q(L, "dates", f"What day of the week is July 4th, {d.year}?",
  {"text": [WEEKDAY["en"][d.weekday()]]})

# ==========================================================================
# GERMAN
# ==========================================================================
L = "de"
bill, rounded, ppl = D("143.50"), 150, 4
q(L, "math", f"Wir waren zu viert essen, die Rechnung war {fmt(bill, L)} €. Wir runden auf {rounded} € auf "
             f"und teilen gleichmäßig. Wie viel zahlt jeder?",
  {"number": rnd(F(rounded, ppl))})

a, b, pkg = D("2.40"), D("1.85"), D("1.44")
area = fr_(a) * fr_(b)
q(L, "math", f"Badboden ist {fmt(a, L)} m x {fmt(b, L)} m, ein Paket Fliesen reicht für {fmt(pkg, L)} m². "
             f"Wie viele Pakete muss ich mindestens kaufen (ohne Verschnitt)?",
  {"number": math.ceil(area / fr_(pkg))})

m0, m1, kwh = 23418, 24987, D("0.32")
q(L, "math", f"Stromzähler stand am 1. Januar bei {fmt(m0, L)} kWh, heute bei {fmt(m1, L)} kWh. "
             f"Bei {fmt(kwh, L)} € pro kWh – was hat uns der Strom bisher gekostet?",
  {"number": rnd((m1 - m0) * fr_(kwh))})

runs = [D("8.5"), D("6"), D("12.3"), D("15")]
q(L, "math", f"Diese Woche gelaufen: Montag {fmt(runs[0], L)} km, Mittwoch {fmt(runs[1], L)} km, "
             f"Freitag {fmt(runs[2], L)} km, Sonntag {fmt(runs[3], L)} km. Wie lang war ein Lauf im Schnitt?",
  {"number": rnd(sum(fr_(r) for r in runs) / len(runs))})

sal, raise_ = 3850, D("4.5")
q(L, "percent", f"Ich verdiene {fmt(sal, L)} € brutto und bekomme {fmt(raise_, L)} % mehr. "
                f"Wie hoch ist dann mein neues Bruttogehalt?",
  {"number": rnd(sal * (100 + fr_(raise_)) / 100)})

net, vat = 249, 19
q(L, "percent", f"{net} € netto plus {vat} % MwSt, was ist der Bruttopreis?",
  {"number": rnd(F(net) * (100 + vat) / 100)})

cap, rate, yrs = 12000, D("3.2"), 2
q(L, "percent", f"Wenn ich {fmt(cap, L)} € aufs Tagesgeld lege zu {fmt(rate, L)} % Zinsen im Jahr und die "
                f"Zinsen jährlich mitverzinst werden: wie viel ist nach {yrs} Jahren auf dem Konto?",
  {"number": rnd(cap * (1 + fr_(rate) / 100) ** yrs)})

cups = 2
q(L, "units", f"Im amerikanischen Rezept stehen {cups} cups Milch (US-Cups). Wie viel ml sind das?",
  {"number": rnd(cups * US_CUP_ML)})
mph = 18
q(L, "units", f"Mein Tacho zeigt {mph} mph an – wie viel km/h sind das?",
  {"number": rnd(mph * MILE_KM)})

d0, nd = dt.date(2025, 11, 15), 90
q(L, "dates", f"Welches Datum ist {nd} Tage nach dem {d0.day}.{d0.month}.{d0.year}?",
  {"date": (d0 + dt.timedelta(days=nd)).isoformat()})

# ==========================================================================
# FRENCH
# ==========================================================================
L = "fr"
kg, pkg_, nb, pb = D("2.5"), D("3.20"), 3, D("1.15")
q(L, "math", f"J'ai pris {fmt(kg, L)} kg de tomates à {fmt(pkg_, L)} € le kilo et {nb} baguettes à "
             f"{fmt(pb, L)} € pièce, ça me fait combien en tout ?",
  {"number": rnd(fr_(kg) * fr_(pkg_) + nb * fr_(pb))})

sugar, fruit = 750, D("2.6")
q(L, "math", f"Pour ma confiture il faut {sugar} g de sucre par kilo de fruits. J'ai {fmt(fruit, L)} kg "
             f"d'abricots, je mets combien de sucre en grammes ?",
  {"number": rnd(sugar * fr_(fruit))})

notes = [D("14"), D("11.5"), D("16")]
last = D("9")
q(L, "math", f"Ma fille a eu {fmt(notes[0], L)}, {fmt(notes[1], L)} et {fmt(notes[2], L)} à ses contrôles "
             f"de maths, puis {fmt(last, L)} au dernier qui compte double (coefficient 2, les autres "
             f"coefficient 1). C'est quoi sa moyenne ?",
  {"number": rnd((sum(fr_(x) for x in notes) + 2 * fr_(last)) / (len(notes) + 2))})

outings, km, weeks = 3, 42, 6
q(L, "math", f"Combien de km je fais en {weeks} semaines si je sors le vélo {outings} fois par semaine "
             f"pour {km} km à chaque sortie ?",
  {"number": outings * km * weeks})

coat, r1, r2 = 180, 30, 20
q(L, "percent", f"Manteau à {coat} €, soldé à -{r1} %, et en caisse encore -{r2} % sur le prix soldé. "
                f"Je paie combien au final ?",
  {"number": rnd(F(coat) * (100 - r1) / 100 * (100 - r2) / 100)})

o, n_ = 780, 815
q(L, "percent", f"Mon loyer passe de {o} € à {n_} € au 1er janvier, ça fait une hausse de combien de % ?",
  {"number": rnd(F(n_ - o) * 100 / o)})

tot, ok = 28, 21
q(L, "percent", f"Sur {tot} élèves de la classe, {ok} ont eu le brevet. Quel pourcentage de réussite ?",
  {"number": rnd(F(ok) * 100 / tot)})

alt = 8848
q(L, "units", f"L'Everest fait {fmt(alt, L)} m, ça fait combien en pieds ?",
  {"number": rnd(alt / FOOT_M)})
oz = 8
q(L, "units", f"Recette américaine : {oz} oz de beurre. Ça fait combien de grammes ?",
  {"number": rnd(oz * OZ_G, 1)})

da, db = dt.date(2025, 7, 14), dt.date(2025, 12, 25)
q(L, "dates", "Combien de jours entre le 14 juillet 2025 et le 25 décembre 2025 ?",
  {"number": (db - da).days})

# ==========================================================================
# SPANISH
# ==========================================================================
L = "es"
ppl, luz = 6, D("187.44")
q(L, "math", f"Somos {ppl} en el piso y la factura de la luz ha venido de {fmt(luz, L)} €. ¿Cuánto pone cada uno?",
  {"number": rnd(fr_(luz) / ppl)})

gpp, ppl2, bag = 100, 14, 1
q(L, "math", f"Para la paella calculo {gpp} g de arroz por persona. Vamos a ser {ppl2} y el arroz viene en "
             f"paquetes de {bag} kg, ¿cuántos paquetes compro?",
  {"number": math.ceil(F(gpp * ppl2, bag * 1000))})

wage = D("12.50")
hours = [D("6"), D("7.5"), D("4"), D("8")]
q(L, "math", f"Cobro {fmt(wage, L)} € la hora. Esta semana: lunes {fmt(hours[0], L)} h, martes "
             f"{fmt(hours[1], L)} h, jueves {fmt(hours[2], L)} h y sábado {fmt(hours[3], L)} h. "
             f"¿Cuánto me toca cobrar?",
  {"number": rnd(fr_(wage) * sum(fr_(h) for h in hours))})

w, h, cov, coats = D("4.2"), D("2.7"), 10, 2
q(L, "math", f"Voy a pintar una pared de {fmt(w, L)} m por {fmt(h, L)} m, a dos manos. Si un litro cubre "
             f"{cov} m², ¿cuántos litros de pintura gasto?",
  {"number": rnd(fr_(w) * fr_(h) * coats / cov)})

mob, dsc = 399, 15
q(L, "percent", f"¿En cuánto se queda un móvil de {mob} € con un {dsc} % de descuento?",
  {"number": rnd(F(mob) * (100 - dsc) / 100)})

base, iva = 1250, 21
q(L, "percent", f"Tengo una factura de {fmt(base, L)} € sin IVA. ¿Cuánto es el {iva} % de IVA?",
  {"number": rnd(F(base) * iva / 100)})

inv, now = 5000, 5730
q(L, "percent", f"Metí {fmt(inv, L)} € en un fondo y ahora tengo {fmt(now, L)} €. ¿Qué rentabilidad he "
                f"sacado en porcentaje?",
  {"number": rnd(F(now - inv) * 100 / inv)})

tf = D("98.6")
q(L, "units", f"¿{fmt(tf, L)} °F cuántos grados centígrados son?",
  {"number": rnd(f_to_c(fr_(tf)))})
l100 = D("6.5")
mpg_val = (100 / MILE_KM) / (fr_(l100) / US_GAL_L)
q(L, "units", f"Mi coche gasta {fmt(l100, L)} litros a los 100 km. ¿Eso cuántas millas por galón son "
              f"(galón estadounidense)?",
  {"number": rnd(mpg_val)})

d = dt.date(2024, 10, 12)
q(L, "dates", "¿Qué día de la semana cayó el 12 de octubre de 2024?",
  {"text": [WEEKDAY["es"][d.weekday()], WEEKDAY["en"][d.weekday()]]})

# ==========================================================================
# ITALIAN
# ==========================================================================
L = "it"
npz, ppz, nb, pb, cop, ppl = 3, D("7.50"), 2, 4, 2, 3
q(L, "math", f"Pizzeria: {npz} margherite a {fmt(ppz, L)} €, {nb} birre a {pb} € e il coperto {cop} € a testa, "
             f"eravamo in {ppl}. Quanto abbiamo speso in totale?",
  {"number": rnd(npz * fr_(ppz) + nb * pb + cop * ppl)})

masc, p6, p9 = 500, 6, 9
q(L, "math", f"Per il tiramisù ci vogliono {masc} g di mascarpone per {p6} persone. Quanti grammi ne servono "
             f"per {p9}?",
  {"number": rnd(F(masc) * p9 / p6)})

kml, dist, fuel = 18, 575, D("1.89")
q(L, "math", f"La mia macchina fa {kml} km con un litro. Milano-Roma sono {dist} km e la benzina sta a "
             f"{fmt(fuel, L)} €/l: quanto spendo di benzina?",
  {"number": rnd(F(dist) / kml * fr_(fuel))})

voti = [D("7"), D("6.5"), D("8"), D("5.5"), D("9")]
q(L, "math", "Che media ho con questi voti? " + ", ".join(fmt(v, L) for v in voti[:-1])
  + f" e {fmt(voti[-1], L)}",
  {"number": rnd(sum(fr_(v) for v in voti) / len(voti))})

lordo, rit = 2300, 23
q(L, "percent", f"Se su {fmt(lordo, L)} € lordi mi trattengono il {rit} %, quanto mi resta?",
  {"number": rnd(F(lordo) * (100 - rit) / 100)})

paid, sc = 68, 20
q(L, "percent", f"Ho pagato {paid} € un paio di scarpe scontate del {sc} %. Qual era il prezzo pieno?",
  {"number": rnd(F(paid) * 100 / (100 - sc))})

conto, mancia = D("94.60"), 10
q(L, "percent", f"Conto al ristorante {fmt(conto, L)} €, vorrei lasciare il {mancia} % di mancia. Quant'è?",
  {"number": rnd(fr_(conto) * mancia / 100)})

lb = 165
q(L, "units", f"quanti kg sono {lb} libbre?",
  {"number": rnd(lb * LB_KG)})
kmh = 120
q(L, "units", f"{kmh} km/h in metri al secondo?",
  {"number": rnd(F(kmh * 1000, 3600))})

d0, wk = dt.date(2026, 3, 3), 10
q(L, "dates", f"Che data sarà {wk} settimane dopo il 3 marzo 2026?",
  {"date": (d0 + dt.timedelta(weeks=wk)).isoformat()})

# ==========================================================================
# PORTUGUESE
# ==========================================================================
L = "pt"
parc, val = 12, D("149.90")
q(L, "math", f"Comprei um celular em {parc}x de R$ {fmt(val, L)} sem juros. Quanto paguei no total?",
  {"number": rnd(parc * fr_(val))})

mens, anual = 119, 1190
q(L, "math", f"A academia custa R$ {mens} por mês ou R$ {fmt(anual, L)} no plano anual à vista. "
             f"Quanto eu economizo num ano se fechar o anual?",
  {"number": 12 * mens - anual})

xic, vezes = D("2.5"), 3
q(L, "math", f"A receita do bolo leva 2 xícaras e meia de farinha e vou fazer {vezes} receitas pra festa. "
             f"Quantas xícaras de farinha no total?",
  {"number": rnd(fr_(xic) * vezes)})

k0, inc, wk = 5, D("1.5"), 8
q(L, "math", f"Na planilha de treino eu corro {k0} km na semana 1 e aumento {fmt(inc, L)} km a cada semana. "
             f"Quantos km vou correr na semana {wk}?",
  {"number": rnd(k0 + (wk - 1) * fr_(inc))})

sm0, sm1 = 1412, 1518
q(L, "percent", f"O salário mínimo foi de R$ {fmt(sm0, L)} para R$ {fmt(sm1, L)}. Qual foi o reajuste em %?",
  {"number": rnd(F(sm1 - sm0) * 100 / sm0)})

conta, serv = D("238.70"), 10
q(L, "percent", f"quanto dá os {serv}% do garçom numa conta de R$ {fmt(conta, L)}?",
  {"number": rnd(fr_(conta) * serv / 100)})

dep, tx, meses = 8000, D("2.5"), 18
q(L, "percent", f"Tenho {fmt(dep, L)} € num depósito a prazo a {fmt(tx, L)} % ao ano, juros simples, durante "
                f"{meses} meses. Quanto recebo de juros?",
  {"number": rnd(dep * fr_(tx) / 100 * F(meses, 12))})

tv = 55
q(L, "units", f"TV de {tv} polegadas tem quantos centímetros de diagonal?",
  {"number": rnd(tv * INCH_CM)})
ft, inch = 5, 9
q(L, "units", f"Quanto é {ft} pés e {inch} polegadas em centímetros?",
  {"number": rnd((ft * 12 + inch) * INCH_CM)})

nd = 60
q(L, "dates", f"Que data vai ser daqui a {nd} dias?",
  {"date": f"today+{nd}"})

# ==========================================================================
# CHINESE
# ==========================================================================
L = "zh"
n_ap, p_ap, n_ba, p_ba = 3, D("6.5"), 2, D("4.8")
q(L, "math", f"买了{zh_small(n_ap)}斤苹果，{p_ap}元一斤，还有{zh_small(n_ba, liang=True)}斤香蕉，"
             f"{p_ba}元一斤，一共多少钱？",
  {"number": rnd(n_ap * fr_(p_ap) + n_ba * fr_(p_ba))})

ppl, meal = 5, 836
q(L, "math", f"我们{ppl}个人AA，这顿饭花了{meal}块，每人出多少？",
  {"number": rnd(F(meal, ppl))})

ln, wd, per = D("4.5"), D("3.2"), 128
q(L, "math", f"卧室长{ln}米、宽{wd}米，木地板连安装每平米{per}元，铺满要多少钱？",
  {"number": rnd(fr_(ln) * fr_(wd) * per)})

sc = [D("92"), D("88.5"), D("95")]
q(L, "math", f"孩子期末考试语文{sc[0]}分，数学{sc[1]}分，英语{sc[2]}分，三科平均分是多少？",
  {"number": rnd(sum(fr_(s) for s in sc) / 3)})

orig, zhe = 680, 75
q(L, "percent", f"这件羽绒服原价{orig}元，现在打{ZH_DIGITS[zhe // 10]}{ZH_DIGITS[zhe % 10]}折，要多少钱？",
  {"number": rnd(F(orig) * zhe / 100)})

ms, up = 12000, 15
q(L, "percent", f"月薪{ms}，涨薪{up}%之后是多少？",
  {"number": rnd(F(ms) * (100 + up) / 100)})

wan, yr = 5, D("1.65")
q(L, "percent", f"{wan}万块存一年定期，年利率{yr}%，到期利息有多少？",
  {"number": rnd(wan * 10000 * fr_(yr) / 100)})

mu = 3
q(L, "units", f"{zh_small(mu)}亩地是多少平方米？",
  {"number": rnd(mu * MU_M2)})
hf = 100
q(L, "units", f"华氏{hf}度等于摄氏多少度？",
  {"number": rnd(f_to_c(hf))})

d0, nd = dt.date(2025, 3, 8), 100
q(L, "dates", f"2025年3月8日往后推{nd}天是几月几号？",
  {"date": (d0 + dt.timedelta(days=nd)).isoformat()})

# ==========================================================================
# JAPANESE
# ==========================================================================
L = "ja"
on, p_on, tea, p_tea, bill = 3, 120, 2, 150, 1000
q(L, "math", f"コンビニで{p_on}円のおにぎりを{on}個と{p_tea}円のお茶を{tea}本買って、千円札で払いました。"
             f"おつりはいくら？",
  {"number": bill - on * p_on - tea * p_tea})

jikyu, dpw, hpd, wks = 1150, 4, 5, 4
q(L, "math", f"時給{fmt(jikyu, L)}円で週{dpw}日、1日{hpd}時間のバイトを{wks}週間やったら、"
             f"バイト代はいくらになりますか？",
  {"number": jikyu * dpw * hpd * wks})

go3, water3, go5 = 3, 540, 5
q(L, "math", f"お米{go3}合に水{water3}mlなら、{go5}合だと水は何ml？",
  {"number": rnd(F(water3) * go5 / go3)})

km_sh, hh, mm = 515, 2, 30
q(L, "math", f"東京から新大阪まで新幹線で{km_sh}km、{hh}時間{mm}分かかります。平均時速は何kmですか？",
  {"number": rnd(F(km_sh) / (hh + F(mm, 60)))})

nuki, tax = 2980, 10
q(L, "percent", f"税抜{fmt(nuki, L)}円の商品、消費税{tax}%込みだといくら？",
  {"number": rnd(F(nuki) * (100 + tax) / 100)})

teika, wari = 8000, 2
q(L, "percent", f"定価{fmt(teika, L)}円のスニーカーが{wari}割引きになってます。いくらで買えますか？",
  {"number": rnd(F(teika) * (10 - wari) / 10)})

mon, sei = 50, 43
q(L, "percent", f"テストで{mon}問中{sei}問正解でした。正答率は何パーセント？",
  {"number": rnd(F(sei) * 100 / mon)})

m2 = 100
q(L, "units", f"{m2}平米って何坪？",
  {"number": rnd(m2 / PYEONG_M2)})
mara = D("42.195")
q(L, "units", f"フルマラソンの{mara}kmは何マイルですか？",
  {"number": rnd(fr_(mara) / MILE_KM)})

d = dt.date(2026, 5, 1)
q(L, "dates", "2026年5月1日って何曜日？",
  {"text": [WEEKDAY["ja"][d.weekday()], WEEKDAY["en"][d.weekday()]]})

# ==========================================================================
# KOREAN
# ==========================================================================
L = "ko"
chicken, pizza, ppl = 23000, 31900, 4
q(L, "math", f"치킨 한 마리 {fmt(chicken, L)}원이랑 피자 한 판 {fmt(pizza, L)}원 시켰는데 넷이서 나누면 "
             f"한 사람당 얼마야?",
  {"number": rnd(F(chicken + pizza, ppl))})

pay, rent, food, trans = 320, 65, 80, 12  # 만 원
q(L, "math", f"월급 {pay}만 원에서 월세 {rent}만 원, 식비 {food}만 원, 교통비 {trans}만 원 빼면 얼마 남아?",
  {"number": (pay - rent - food - trans) * 10000})

goal_l, cup_ml = 2, 250
q(L, "math", f"하루에 물 {goal_l}리터 마시려고 하는데 컵이 {cup_ml}ml짜리야. 몇 잔 마셔야 돼?",
  {"number": rnd(F(goal_l * 1000, cup_ml))})

per_wk, h, m, wks = 3, 1, 20, 4
q(L, "math", f"헬스장을 일주일에 {per_wk}번 가서 한 번에 {h}시간 {m}분씩 운동하면 {wks}주 동안 총 몇 시간이야?",
  {"number": rnd(per_wk * wks * (h + F(m, 60)))})

padding, pct = 300000, 40
q(L, "percent", f"{ko_amount(padding)} 원짜리 패딩 {pct}% 할인하면 얼마예요?",
  {"number": rnd(F(padding) * (100 - pct) / 100)})

ly, ty = 420_000_000, 483_000_000
q(L, "percent", f"작년 매출이 {ko_amount(ly)} 원이었고 올해는 {ko_amount(ty)} 원이에요. 몇 퍼센트 늘어난 거예요?",
  {"number": rnd(F(ty - ly) * 100 / ly)})

mid, fin, wm, wf = 80, 92, 40, 60
q(L, "percent", f"중간고사 {mid}점, 기말고사 {fin}점인데 중간 {wm}%, 기말 {wf}% 반영이면 최종 점수는?",
  {"number": rnd(F(mid * wm + fin * wf, 100))})

apt = 84
q(L, "units", f"아파트 {apt}제곱미터면 몇 평이에요?",
  {"number": rnd(apt / PYEONG_M2)})
feet = 6
q(L, "units", f"키가 {feet}피트면 몇 센티야?",
  {"number": rnd(feet * FOOT_M * 100)})

d0, mo = dt.date(2026, 8, 15), 3
q(L, "dates", f"2026년 8월 15일에서 {mo}개월 뒤는 몇 월 며칠이야?",
  {"date": add_months(d0, mo).isoformat()})

# ==========================================================================
# RUSSIAN
# ==========================================================================
L = "ru"
kk, pk, nm, pm = 3, D("45.90"), 2, D("89.99")
q(L, "math", f"Взял {kk} кг картошки по {fmt(pk, L)} ₽ и {nm} пакета молока по {fmt(pm, L)} ₽. "
             f"Сколько всего вышло?",
  {"number": rnd(kk * fr_(pk) + nm * fr_(pm))})

ra, rb, rh, roll = 5, D("3.6"), D("2.7"), D("5.3")
walls = 2 * (ra + fr_(rb)) * fr_(rh)
q(L, "math", f"Клеим обои: комната {ra} на {fmt(rb, L)} м, потолки {fmt(rh, L)} м. Один рулон покрывает "
             f"{fmt(roll, L)} м². Сколько рулонов купить? Окна и двери не вычитаем, запас не нужен.",
  {"number": math.ceil(walls / fr_(roll))})

dacha, shash, ppl = 18600, 4200, 6
q(L, "math", f"Сняли дачу на выходные за {fmt(dacha, L)} ₽, ещё {fmt(shash, L)} ₽ ушло на шашлык, нас "
             f"{ppl} человек. Сколько с каждого?",
  {"number": rnd(F(dacha + shash, ppl))})

pages, ppd = 412, 35
q(L, "math", f"В книге {pages} страниц, сын читает по {ppd} страниц в день. За сколько дней он её дочитает?",
  {"number": math.ceil(F(pages, ppd))})

zp, ndfl = 85000, 13
q(L, "percent", f"Зарплата {fmt(zp, L)} ₽ до вычета НДФЛ {ndfl} %. Сколько получу на руки?",
  {"number": rnd(F(zp) * (100 - ndfl) / 100)})

dep, yr = 300000, 16
q(L, "percent", f"Кладу {fmt(dep, L)} ₽ на вклад под {yr} % годовых с ежемесячной капитализацией. "
                f"Сколько будет на счёте через год?",
  {"number": rnd(dep * (1 + F(yr, 100) / 12) ** 12)})

b0, b1 = D("52.30"), D("56.10")
q(L, "percent", f"Бензин подорожал с {fmt(b0, L)} до {fmt(b1, L)} руб. за литр — на сколько процентов?",
  {"number": rnd((fr_(b1) - fr_(b0)) * 100 / fr_(b0))})

nmi = 15
q(L, "units", f"{nmi} морских миль — это сколько километров?",
  {"number": rnd(nmi * NMI_KM)})
ms_ = 12
q(L, "units", f"Ветер {ms_} м/с, а сколько это в км/ч?",
  {"number": rnd(F(ms_ * 3600, 1000))})

q(L, "dates", "Сколько дней осталось до 1 сентября 2027 года?",
  {"days_until": dt.date(2027, 9, 1).isoformat()})

# ==========================================================================
# NEGATIVES (no computation asked)
# ==========================================================================
neg("en", "advice", "My flight lands at 6:40 am on the 14th and hotel check-in isn't until 3 pm. "
                    "What can I do in Lisbon with just a carry-on?")
neg("en", "writing", "Can you write a short text to my landlord saying the $1,450 rent for March will be "
                     "2 days late because my paycheck got delayed?")
neg("en", "advice", "I'm 42, 5'10\" and about 190 lbs. Should I start with running 3x a week or lifting?")
neg("en", "explain", "What's the difference between USB 3.2 Gen 2 and Thunderbolt 4, and does it matter "
                     "for a 27\" 4K monitor at 60 Hz?")
neg("en", "advice", "We lost 3-1 on Saturday after leading 1-0 at halftime. How do I keep a team of "
                    "10-year-olds motivated for next week?")
neg("en", "translate", "Translate to Spanish: \"The meeting on May 12 at 10:30 has moved to room 204, "
                       "call 555-0148 if you can't make it.\"")

neg("de", "advice", "Mein Sohn (8) hat im Diktat eine 4 geschrieben. Wie kann ich ihn motivieren, ohne "
                    "Druck zu machen?")
neg("de", "writing", "Schreib mir bitte eine freundliche Absage für das Vorstellungsgespräch am 23.10. um "
                     "14 Uhr, Rückfragen gern unter 0171 2345678.")
neg("de", "recommendation", "Wir sind 2 Personen auf 60 m² mit Laminat und einer Katze – reicht ein "
                            "Saugroboter für 299 € oder lohnt sich der für 549 €?")
neg("de", "explain", "Was ist eigentlich der Unterschied zwischen 2,4 GHz und 5 GHz WLAN?")
neg("de", "advice", "Am 2. August fahren wir mit zwei Kindern (3 und 6) rund 800 km nach Kroatien. "
                    "Habt ihr Tipps, damit die Fahrt entspannt bleibt?")
neg("de", "advice", "Mein Blutdruck lag heute früh bei 145 zu 92. Welche Lebensmittel sollte ich eher meiden?")

neg("fr", "writing", "Tu peux m'aider à rédiger un mail pour décaler mon rendez-vous du 5 mars à 9h30 "
                     "chez le dentiste ?")
neg("fr", "plan", "J'ai 3 jours à Rome fin avril avec un budget d'environ 600 €, tu me proposes un programme ?")
neg("fr", "recommendation", "Mon iPhone 12 est sous iOS 17.5, ça vaut le coup de passer au 16 ou j'attends "
                            "encore un an ?")
neg("fr", "explain", "Pourquoi l'eau bout à 100 °C au niveau de la mer mais pas à 2 000 m d'altitude ?")
neg("fr", "writing", "Raconte une petite histoire pour ma fille de 5 ans avec 7 lapins, 3 dragons et un "
                     "château de 100 tours.")
neg("fr", "opinion", "Le PSG menait 2-0 à la 60e et a fini par faire 2-2, tu penses que l'entraîneur a "
                     "eu tort de faire ses 3 changements si tôt ?")

neg("es", "advice", "Tengo una entrevista el jueves 14 a las 11:00 para un puesto de 28.000 € brutos al año. "
                    "¿Qué preguntas suelen hacer?")
neg("es", "writing", "Escríbeme un mensaje para el grupo de vecinos diciendo que la junta es el 3 de junio "
                     "a las 19:30 en el portal 2.")
neg("es", "recommendation", "¿Qué portátil me recomiendas por unos 800 €, con 16 GB de RAM, para programar?")
neg("es", "advice", "Mi hijo de 15 meses tiene 38,2 de fiebre desde esta mañana, ¿cuándo debería llevarlo "
                    "a urgencias?")
neg("es", "explain", "¿Por qué el año 2000 fue bisiesto y el 1900 no?")
neg("es", "translate", "Traduce al inglés: «El vuelo IB3166 sale a las 7:45 desde la T4S, puerta J52».")

neg("it", "advice", "Domani corro la maratona di Firenze, 42 km, e stanotte ho dormito solo 5 ore. "
                    "Cosa mangio a colazione?")
neg("it", "writing", "Mi scrivi un biglietto di auguri per i 90 anni di nonna Lucia? È nata il 12 maggio "
                     "1936 a Bari.")
neg("it", "explain", "Guadagno 1.600 € netti al mese e ho 2 figli: mi spieghi la differenza tra un fondo "
                     "pensione e un PAC?")
neg("it", "plan", "Come organizzo 2 giorni alle Cinque Terre a metà agosto senza macchina?")
neg("it", "explain", "La lavastoviglie Bosch SMS46 mi dà l'errore E15, cosa vuol dire?")
neg("it", "opinion", "Che ne dici se chiamiamo il cucciolo Otto, visto che è nato l'8/8?")

neg("pt", "advice", "Meu voo sai de Guarulhos às 23h50 do dia 20 e chega em Lisboa às 13h20. "
                    "Como lidar com o jet lag?")
neg("pt", "writing", "Escreve uma mensagem pro grupo da família avisando que o churrasco do dia 7 de "
                     "setembro começa ao meio-dia e cada um traz 1 kg de carne.")
neg("pt", "opinion", "Vale a pena trocar meu carro 2015 com 120 mil km por um elétrico usado?")
neg("pt", "advice", "Tenho 35 anos e quero começar a investir R$ 500 por mês. Tesouro Direto ou CDB, o que "
                    "você acha?")
neg("pt", "explain", "O que significa erro 404 e erro 500 num site?")
neg("pt", "howto", "Me passa um treino de 30 minutos pra fazer em casa 3 vezes por semana, sem equipamento.")

neg("zh", "writing", "我下周三下午3点去一家年薪30万的公司面试，帮我想几个自我介绍的开头。")
neg("zh", "advice", "孩子今年6岁，身高115厘米，晚上一般9点半睡，这个作息合理吗？")
neg("zh", "translate", "把这句话翻译成英文：“会议改到3月15日上午10点，在5楼会议室。”")
neg("zh", "recommendation", "2000块左右的手机，拍照好一点的，推荐哪款？")
neg("zh", "explain", "为什么一年是365天，而不是360天？")
neg("zh", "plan", "国庆7天假，想带爸妈去云南玩5天，帮我安排一下行程。")

neg("ja", "recommendation", "来月15日が付き合って3年の彼女の誕生日なんだけど、予算2万円くらいでおすすめの"
                            "プレゼントある？")
neg("ja", "writing", "明日の会議が10時から11時半に変更になった旨を、取引先向けに丁寧な敬語のメールで書いてください。")
neg("ja", "advice", "熱が37.5度あって喉も痛いです。仕事は休んだほうがいいでしょうか？")
neg("ja", "opinion", "iPhone 16とPixel 9、カメラ重視ならどっちがいいと思う？")
neg("ja", "explain", "なんで東日本は50Hzで西日本は60Hzなの？")
neg("ja", "howto", "週3回、1回30分のジョギングを始めたいんですが、初心者が気をつけることを教えてください。")

neg("ko", "writing", "다음 달 5일이 결혼 10주년인데 카드에 쓸 문구 좀 추천해 줘.")
neg("ko", "advice", "연봉 4,500만 원 제안을 받았는데 연봉 협상할 때 어떻게 말하는 게 좋을까요?")
neg("ko", "opinion", "토익 850점이면 대기업 지원할 때 충분한 편인가요?")
neg("ko", "plan", "8월 10일에 부산 도착해서 2박 3일 있을 건데 코스 좀 짜 줘.")
neg("ko", "recommendation", "갤럭시 S24랑 아이폰 15 중에 배터리 오래가는 걸로 뭐 추천해?")
neg("ko", "explain", "에어컨을 26도로 켜 두는 게 껐다 켰다 하는 것보다 전기세가 덜 나온다는데 왜 그래?")

neg("ru", "writing", "Напиши поздравление коллеге с 50-летием, он у нас в отделе уже 20 лет.")
neg("ru", "advice", "У меня ноутбук с 8 ГБ оперативки и SSD на 256 ГБ, ставить Windows 11 или остаться "
                    "на 10?")
neg("ru", "translate", "Переведи на английский: «Встреча переносится на 12 апреля, 15:00, кабинет 305».")
neg("ru", "explain", "Почему в феврале 28 дней, а не 30, как в других месяцах?")
neg("ru", "advice", "Иду в поход на 3 дня, ночью обещают до −5 °C. Что обязательно взять с собой?")
neg("ru", "recommendation", "Посоветуй фильмы про космос, снятые после 2010 года и не длиннее 2 часов.")


# ==========================================================================
# checks & output
# ==========================================================================
def check():
    langs = ["en", "de", "fr", "es", "it", "pt", "zh", "ja", "ko", "ru"]
    want = {"math": 4, "percent": 3, "units": 2, "dates": 1}
    assert len(Q) == 100, len(Q)
    assert len(N) == 60, len(N)
    assert len({x["id"] for x in Q}) == 100
    assert len({x["id"] for x in N}) == 60
    for lg in langs:
        for cat, k in want.items():
            got = sum(1 for x in Q if x["language"] == lg and x["category"] == cat)
            assert got == k, (lg, cat, got)
        assert sum(1 for x in N if x["language"] == lg) == 6, lg
    for x in Q:
        (key, val), = x["expect"].items()
        assert key in ("number", "date", "days_until", "text"), x
        if key == "number":
            assert isinstance(val, (int, float)) and not isinstance(val, bool), x
    assert len({x["question"] for x in Q + N}) == 160


def dump(path, rows):
    with open(path, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    check()
    dump(OUT_Q, Q)
    dump(OUT_N, N)
    print(f"wrote {len(Q)} -> {OUT_Q}")
    print(f"wrote {len(N)} -> {OUT_N}")
