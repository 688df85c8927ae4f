#!/usr/bin/env python3
"""Round 15: fresh held-out questions, written independently of any rules.

Writes, into the parent folder of this writers/ folder:
  fresh_round15.jsonl    100 questions asking for one computed number or date
                         (10 per language: 4 math, 3 percent, 2 units, 1 dates)
  fresh_negative15.jsonl 60 sentences with numbers that ask for no computation
                         (6 per language)

Every expected value is computed here, exactly, from the same literals that are
rendered into the question text (fractions.Fraction / decimal.Decimal / datetime).
Standard library only.
"""
import json
import math
import os
from collections import Counter
from datetime import date, timedelta
from decimal import Decimal as D
from fractions import Fraction as F

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)

LANGS = ["en", "de", "fr", "es", "it", "pt", "zh", "ja", "ko", "ru"]

# Exact conversion factors.
MILE_KM = F("1.609344")
LB_KG = F("0.45359237")
INCH_CM = F("2.54")
GAL_L = F("3.785411784")
OZ_G = F("28.349523125")
FT_M = F("0.3048")

NBSP = "\u00a0"

# ---------------------------------------------------------------- rendering
SEP = {
    "en": (",", "."), "zh": (",", "."), "ja": (",", "."), "ko": (",", "."),
    "de": (".", ","), "es": (".", ","), "it": (".", ","), "pt": (".", ","),
    "fr": (" ", ","), "ru": (" ", ","),
}


def fmt(x, lang, group=True, sep=None):
    """Render a number the way people in `lang` write it (keeps trailing zeros
    of a Decimal such as D('12.50'))."""
    d = x if isinstance(x, D) else D(str(x))
    s = format(d, "f")
    neg = s.startswith("-")
    s = s.lstrip("-")
    ip, _, fp = s.partition(".")
    th, dec = SEP[lang]
    if sep is not None:
        th = sep
    if group and len(ip) > 3:
        parts = []
        while len(ip) > 3:
            parts.insert(0, ip[-3:])
            ip = ip[:-3]
        parts.insert(0, ip)
        ip = th.join(parts)
    return ("-" if neg else "") + ip + (dec + fp if fp else "")


EN_M = ["January", "February", "March", "April", "May", "June", "July",
        "August", "September", "October", "November", "December"]
DE_M = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli",
        "August", "September", "Oktober", "November", "Dezember"]
FR_M = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet",
        "août", "septembre", "octobre", "novembre", "décembre"]
ES_M = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
        "agosto", "septiembre", "octubre", "noviembre", "diciembre"]
IT_M = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno",
        "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"]
PT_M = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho",
        "agosto", "setembro", "outubro", "novembro", "dezembro"]
RU_M_GEN = ["января", "февраля", "марта", "апреля", "мая", "июня", "июля",
            "августа", "сентября", "октября", "ноября", "декабря"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]


def en_date(d):
    return f"{EN_M[d.month - 1]} {d.day}, {d.year}"


def de_date(d):
    return f"{d.day}. {DE_M[d.month - 1]} {d.year}"


def fr_date(d):
    day = "1er" if d.day == 1 else str(d.day)
    return f"{day} {FR_M[d.month - 1]} {d.year}"


def es_date(d):
    return f"{d.day} de {ES_M[d.month - 1]} de {d.year}"


def it_date(d):
    day = "1º" if d.day == 1 else str(d.day)
    return f"{day} {IT_M[d.month - 1]} {d.year}"


def pt_date(d):
    return f"{d.day} de {PT_M[d.month - 1]} de {d.year}"


def zh_date(d):
    return f"{d.year}年{d.month}月{d.day}日"


ja_date = zh_date


def ko_date(d):
    return f"{d.year}년 {d.month}월 {d.day}일"


def ru_date(d):
    return f"{d.day} {RU_M_GEN[d.month - 1]} {d.year} года"


# ---------------------------------------------------------------- expected values
def num(x, dp=2):
    """Exact value -> int if whole, else rounded half-up to `dp` decimals.
    Refuses exact ties so the expected value never depends on a rounding rule."""
    x = F(x)
    if x.denominator == 1:
        return int(x)
    scale = 10 ** dp
    y = abs(x) * scale
    fl = math.floor(y)
    rest = y - fl
    if rest == F(1, 2):
        raise ValueError(f"rounding tie for {x}")
    n = fl + (1 if rest > F(1, 2) else 0)
    r = F(n if x > 0 else -n, scale)
    return int(r) if r.denominator == 1 else float(r)


def add_months(d, n):
    m0 = d.month - 1 + n
    y, m = d.year + m0 // 12, m0 % 12 + 1
    return date(y, m, d.day)  # raises if the day does not exist: no clamping


def age_on(birth, ref):
    return ref.year - birth.year - ((ref.month, ref.day) < (birth.month, birth.day))


def E_num(x, dp=2):
    return {"number": num(x, dp)}


def E_date(d):
    return {"date": d.isoformat()}


def E_weekday(d):
    return {"text": WEEKDAYS[d.weekday()]}


# ---------------------------------------------------------------- questions
ROWS = []
_counter = Counter()


def add(lang, cat, question, expect):
    _counter[(lang, cat)] += 1
    ROWS.append({
        "id": f"r15-{lang}-{cat}-{_counter[(lang, cat)]}",
        "category": cat,
        "language": lang,
        "question": question,
        "expect": expect,
    })


# ===== English =====
L = "en"
bill, n = D("86.40"), 4
add(L, "math", f"Dinner came to ${fmt(bill, L)} for the {n} of us and we're splitting it evenly. How much does each person owe?",
    E_num(F(bill) / n))
nb, pnb, pen = 3, D("2.49"), D("1.75")
add(L, "math", f"Quick one: I grabbed {nb} notebooks at ${pnb} each plus a pen for ${pen}. What's my total before tax?",
    E_num(nb * F(pnb) + F(pen)))
mpg, miles, kids = 34, 238, 2  # kids = distractor
add(L, "math", f"My car gets about {mpg} miles per gallon. Drove {miles} miles last weekend with my {kids} kids in the back seat. How many gallons did I burn?",
    E_num(F(miles, mpg)))
per, need = 24, 150  # "July 4th" = distractor
add(L, "math", f"Sodas come in packs of {per}. For our July 4th block party I figure we need {need} cans — how many packs should I buy?",
    E_num(math.ceil(F(need, per))))
rate, bill = 18, D("64.50")
add(L, "percent", f"What's an {rate}% tip on ${fmt(bill, L)}?",
    E_num(F(bill) * rate / 100))
price, off, tax = 120, 25, D("7.5")
add(L, "percent", f"A jacket is ${price}, it's {off}% off, and then there's {tax}% sales tax on the sale price. What do I actually pay at the register?",
    E_num(price * F(100 - off, 100) * (1 + F(tax) / 100)))
old, new, months = 1450, 1595, 12  # months = distractor
add(L, "percent", f"Our landlord raised the rent from ${fmt(old, L)} to ${fmt(new, L)} when we renewed for another {months} months. By what percent did it go up?",
    E_num(F(new - old, old) * 100))
mi = D("26.2")
add(L, "units", f"How many kilometers is {mi} miles?",
    E_num(F(mi) * MILE_KM))
c = 180
add(L, "units", f"Recipe says bake at {c}°C — what's that in Fahrenheit?",
    E_num(F(c) * 9 / 5 + 32))
start, m = date(2024, 9, 14), 18
add(L, "dates", f"My phone plan started on {en_date(start)}. What date will it be exactly {m} months after that?",
    E_date(add_months(start, m)))

# ===== German =====
L = "de"
bill, n = D("143.50"), 5  # "zu fünft" = 5
add(L, "math", f"Wir waren zu fünft essen, die Rechnung war {fmt(bill, L)} €. Wie viel muss jeder zahlen, wenn wir gleichmäßig teilen?",
    E_num(F(bill) / n))
kg, pkg, nb, pb = D("2.5"), D("2.98"), 6, D("0.45")
add(L, "math", f"Ich kaufe {fmt(kg, L)} kg Äpfel für {fmt(pkg, L)} €/kg und {nb} Brötchen à {fmt(pb, L)} €. Was macht das zusammen?",
    E_num(F(kg) * F(pkg) + nb * F(pb)))
cons, dist = D("6.4"), 350  # "Golf 7", "2016" = distractors
add(L, "math", f"Mein Golf 7 (Baujahr 2016) braucht so {fmt(cons, L)} Liter auf 100 km. Wie viele Liter brauche ich für {dist} km?",
    E_num(F(cons) * dist / 100))
t1, t2, t3 = (1, 20), (0, 45), (2, 10)  # "10-km-Lauf" = distractor
add(L, "math", f"Training letzte Woche für meinen 10-km-Lauf: Montag {t1[0]} h {t1[1]} min, Mittwoch {t2[1]} min, Samstag {t3[0]} h {t3[1]} min. Wie viele Minuten waren das insgesamt?",
    E_num(sum(h * 60 + mm for h, mm in (t1, t2, t3))))
vat, net = 19, 250
add(L, "percent", f"Wie viel sind {vat} % MwSt. auf {net} € netto?",
    E_num(F(net) * vat / 100))
old, new = 899, D("719.20")
add(L, "percent", f"Der Fernseher hat vorher {old} € gekostet, jetzt steht er für {fmt(new, L)} € drin. Um wie viel Prozent ist er reduziert?",
    E_num((old - F(new)) / old * 100))
P, r, yrs = 5000, 3, 2
add(L, "percent", f"Ich lege {fmt(P, L)} € für {yrs} Jahre zu {r} % Zinsen p. a. an, die Zinsen werden jedes Jahr mitverzinst. Wie viel habe ich am Ende auf dem Konto?",
    E_num(P * (1 + F(r, 100)) ** yrs))
age, ft, inch = 16, 5, 11  # age = distractor
add(L, "units", f"Meine Tochter ({age}) hat in ihr US-Austauschformular „{ft} ft {inch} in“ eingetragen. Wie viel ist das in Zentimetern?",
    E_num((ft * 12 + inch) * INCH_CM))
oz = 12
add(L, "units", f"Wie viele Gramm sind {oz} Unzen?",
    E_num(oz * OZ_G))
d = date(1990, 10, 3)
add(L, "dates", f"Welcher Wochentag war der {de_date(d)}?",
    E_weekday(d))

# ===== French =====
L = "fr"
bill, n = D("177.60"), 6
add(L, "math", f"On est {n} au resto et l'addition fait {fmt(bill, L)} €, ça fait combien chacun ?",
    E_num(F(bill) / n))
base, flour, guests = 4, 250, 10
add(L, "math", f"Ma recette de gâteau est prévue pour {base} personnes avec {flour} g de farine. Il me faut combien de farine pour {guests} personnes ?",
    E_num(F(flour * guests, base)))
packs, per, used = 3, 12, 17  # "14 mars" = distractor
add(L, "math", f"J'ai acheté {packs} boîtes de {per} œufs le 14 mars et j'en ai utilisé {used} pour les crêpes. Il m'en reste combien ?",
    E_num(packs * per - used))
liters, p = 42, D("1.879")  # "SP95" = distractor
add(L, "math", f"Je viens de mettre {liters} litres de SP95 à {fmt(p, L)} € le litre, ça fait combien ?",
    E_num(liters * F(p)))
price, off = D("59.90"), 30
add(L, "percent", f"Un pull à {fmt(price, L)} € avec {off} % de réduction, il me revient à combien ?",
    E_num(F(price) * F(100 - off, 100)))
ok, total = 21, 28
add(L, "percent", f"Dans la classe de mon fils, {ok} élèves sur {total} ont eu le brevet. Ça fait quel pourcentage ?",
    E_num(F(ok, total) * 100))
old, new = 2400, 2520  # "janvier 2025", "4 ans" = distractors
add(L, "percent", f"Mon salaire brut est passé de {fmt(old, L)} € à {fmt(new, L)} € en janvier 2025, après 4 ans dans la boîte. Ça fait une augmentation de combien en pourcentage ?",
    E_num(F(new - old, old) * 100))
fahr = 75
add(L, "units", f"{fahr} °F, ça fait combien en degrés Celsius ?",
    E_num((F(fahr) - 32) * 5 / 9))
kmh = 110  # "A7" = distractor
add(L, "units", f"Je vais louer une voiture aux États-Unis. Chez nous, sur l'A7, je roule à {kmh} km/h : ça fait combien en miles par heure ?",
    E_num(F(kmh) / MILE_KM))
d, n = date(2024, 11, 20), 45
add(L, "dates", f"Quelle date on sera {n} jours après le {fr_date(d)} ?",
    E_date(d + timedelta(days=n)))

# ===== Spanish =====
L = "es"
bill, n = D("87.45"), 3
add(L, "math", f"Somos {n} compañeros de piso y la factura de la luz ha venido de {fmt(bill, L)} €. ¿Cuánto pone cada uno?",
    E_num(F(bill) / n))
budget, a, b = 500, D("137.80"), D("64.25")
add(L, "math", f"Tenía {budget} € para el mes y ya me he gastado {fmt(a, L)} € en el súper y {fmt(b, L)} € en gasolina. ¿Cuánto me queda?",
    E_num(budget - F(a) - F(b)))
grades = [D("7"), D("8.5"), D("6"), D("9.5")]  # "12 años" = distractor
add(L, "math", f"Mi hijo de 12 años ha sacado un {fmt(grades[0], L)}, un {fmt(grades[1], L)}, un {fmt(grades[2], L)} y un {fmt(grades[3], L)} en los exámenes de este trimestre. ¿Cuál es su nota media?",
    E_num(sum(F(g) for g in grades) / len(grades)))
nbot, pbot, kg, pkg = 4, D("8.95"), 2, D("2.40")
add(L, "math", f"Compré {nbot} botellas de aceite a {fmt(pbot, L)} € y {kg} kg de tomates a {fmt(pkg, L)} €/kg. ¿Cuánto es en total?",
    E_num(nbot * F(pbot) + kg * F(pkg)))
iva, base = 21, 340
add(L, "percent", f"¿Cuánto es el {iva} % de IVA sobre {base} €?",
    E_num(F(base) * iva / 100))
price, off = 1199, 15
add(L, "percent", f"Buenas, un portátil cuesta {fmt(price, L)} € y tiene un {off} % de descuento. ¿Cuánto pagaría al final?",
    E_num(price * F(100 - off, 100)))
total, tp, car = 40, 18, 12  # car = distractor
add(L, "percent", f"En mi oficina somos {total} personas: {tp} vienen en transporte público, {car} en coche y el resto en bici. ¿Qué porcentaje viene en transporte público?",
    E_num(F(tp, total) * 100))
kg = 68
add(L, "units", f"¿Cuántas libras son {kg} kilos?",
    E_num(kg / LB_KG))
gal = 26  # "F-150" = distractor
add(L, "units", f"Mi primo de Texas tiene una F-150 con un depósito de {gal} galones (de EE. UU.). ¿Cuántos litros son?",
    E_num(gal * GAL_L))
birth, ref = date(1987, 2, 14), date(2025, 2, 1)
add(L, "dates", f"Nací el {es_date(birth)}. ¿Cuántos años tenía el {es_date(ref)}?",
    E_num(age_on(birth, ref)))

# ===== Italian =====
L = "it"
bill, n = D("78.80"), 4
add(L, "math", f"Siamo in {n} e il conto della pizzeria è {fmt(bill, L)} €. Quanto paga ciascuno?",
    E_num(F(bill) / n))
kg, pkg, nb, pb = 3, D("1.89"), 2, D("6.50")
add(L, "math", f"Ho preso {kg} kg di pasta a {fmt(pkg, L)} € al kg e {nb} bottiglie di vino da {fmt(pb, L)} € l'una. Quanto ho speso in tutto?",
    E_num(kg * F(pkg) + nb * F(pb)))
km, h = 570, 3  # "9543", "8:15" = distractors
add(L, "math", f"Il Frecciarossa 9543 parte alle 8:15 e fa {km} km in {h} ore. Qual è la velocità media in km/h?",
    E_num(F(km, h)))
packs, per, vol = 3, 6, D("1.5")  # "2 giugno" = distractor
add(L, "math", f"Per la gita del 2 giugno ho comprato {packs} confezioni da {per} bottiglie d'acqua da {fmt(vol, L)} litri. Quanti litri d'acqua ho in tutto?",
    E_num(packs * per * F(vol)))
r, x = 22, 1350
add(L, "percent", f"Quanto fa il {r}% di {fmt(x, L)} €?",
    E_num(F(x) * r / 100))
paid, off = 85, 15
add(L, "percent", f"Ho pagato {paid} € un paio di scarpe scontate del {off}%. Qual era il prezzo pieno?",
    E_num(F(paid) / F(100 - off, 100)))
P, r, months = 10000, D("2.5"), 18
add(L, "percent", f"Se metto {fmt(P, L)} € su un conto deposito al {fmt(r, L)}% annuo, interesse semplice, quanto guadagno in {months} mesi?",
    E_num(P * F(r) / 100 * F(months, 12)))
mi = 15
add(L, "units", f"Quanti chilometri sono {mi} miglia?",
    E_num(mi * MILE_KM))
fahr = 98
add(L, "units", f"Un mio amico americano mi scrive che da lui ci sono {fahr} gradi Fahrenheit. Quanti sono in Celsius?",
    E_num((F(fahr) - 32) * 5 / 9))
d, w = date(2025, 12, 25), 3
add(L, "dates", f"Che data sarà {w} settimane dopo il {it_date(d)}?",
    E_date(d + timedelta(weeks=w)))

# ===== Portuguese (Brazil) =====
L = "pt"
n, p = 3, D("39.90")
add(L, "math", f"Comprei {n} camisetas de R$ {fmt(p, L)} cada. Quanto deu?",
    E_num(n * F(p)))
kmpl, dist, p = 12, 540, D("5.89")
add(L, "math", f"Meu carro faz {kmpl} km/l. Vou viajar {dist} km e a gasolina tá R$ {fmt(p, L)} o litro. Quanto vou gastar de combustível?",
    E_num(F(dist, kmpl) * F(p)))
kids, per, days = 2, 2, 15  # ages 8 and 11 = distractors
add(L, "math", f"Tenho {kids} filhos, de 8 e 11 anos, e cada um come {per} pães no café da manhã. Quantos pães preciso comprar pra {days} dias?",
    E_num(kids * per * days))
shifts = [(7, 40), (8, 15), (6, 50)]
add(L, "math", f"Trabalhei {shifts[0][0]}h{shifts[0][1]:02d} na segunda, {shifts[1][0]}h{shifts[1][1]:02d} na terça e {shifts[2][0]}h{shifts[2][1]:02d} na quarta. Quantos minutos trabalhei no total?",
    E_num(sum(h * 60 + mm for h, mm in shifts)))
r, bill = 10, D("187.30")
add(L, "percent", f"Quanto dá {r}% de serviço numa conta de R$ {fmt(bill, L)}?",
    E_num(F(bill) * r / 100))
p, off = D("349.90"), 20
add(L, "percent", f"Um tênis de R$ {fmt(p, L)} tá com {off}% de desconto no Pix. Quanto fica?",
    E_num(F(p) * F(100 - off, 100)))
mar, abr = D("248.00"), D("285.20")  # "3" = distractor
add(L, "percent", f"Minha conta de luz de março veio R$ {fmt(mar, L)} e a de abril R$ {fmt(abr, L)}. Moramos em 3 aqui em casa. Aumentou quantos por cento?",
    E_num((F(abr) - F(mar)) / F(mar) * 100))
inch = 55  # model code = distractor
add(L, "units", f"Quantos centímetros tem a diagonal de uma TV de {inch} polegadas? É a Samsung QN55Q60D.",
    E_num(inch * INCH_CM))
lb = 180
add(L, "units", f"Quantos quilos são {lb} libras?",
    E_num(lb * LB_KG))
d = date(2022, 9, 7)
add(L, "dates", f"Que dia da semana foi {pt_date(d)}?",
    E_weekday(d))

# ===== Chinese =====
L = "zh"
jin, p = 3, D("6.5")
add(L, "math", f"超市买了{jin}斤苹果，{fmt(p, L)}元一斤，一共多少钱？",
    E_num(jin * F(p)))
n, total, coupon = 5, 860, 100
add(L, "math", f"我们{n}个人聚餐一共{total}元，用了一张{coupon}元的优惠券，剩下的AA，每人出多少？",
    E_num(F(total - coupon, n)))
age, sets, per, days = 9, 3, 120, 7  # age = distractor
add(L, "math", f"我家孩子今年{age}岁，每天跳绳{sets}组，每组{per}个，一个星期（{days}天）一共跳多少个？",
    E_num(sets * per * days))
per, boxes, drunk = 24, 5, 37  # "11月11日" = distractor
add(L, "math", f"一箱牛奶{per}盒，11月11日买了{boxes}箱，现在已经喝掉{drunk}盒了，还剩多少盒？",
    E_num(per * boxes - drunk))
p, zhe = 399, 8  # 八折 = pay 80 %
add(L, "percent", f"一件衣服原价{p}元，打八折后多少钱？",
    E_num(p * F(zhe, 10)))
P, r, y = 100000, D("2.1"), 2  # 两年 = 2
add(L, "percent", f"{P // 10000}万元存两年定期，年利率{r}%，按单利算，到期利息是多少元？",
    E_num(P * F(r) / 100 * y))
total, passed = 45, 36  # "2024年1月" = distractor
add(L, "percent", f"我们班{total}个人，2024年1月期末考试及格的有{passed}人，及格率是百分之多少？",
    E_num(F(passed, total) * 100))
m = D("1.8")
add(L, "units", f"{m}米等于多少英尺？保留两位小数",
    E_num(F(m) / FT_M, 2))
lb = 165
add(L, "units", f"美国朋友说他体重{lb}磅，换算成公斤是多少？",
    E_num(lb * LB_KG))
a, b = date(2024, 2, 10), date(2024, 5, 1)
add(L, "dates", f"{zh_date(a)}到{zh_date(b)}之间相差多少天？",
    E_num((b - a).days))

# ===== Japanese =====
L = "ja"
p1, n1, p2, n2 = 180, 4, 150, 2
add(L, "math", f"1個{p1}円のおにぎりを{n1}個と、{p2}円のお茶を{n2}本買いました。合計いくらですか？",
    E_num(p1 * n1 + p2 * n2))
total, n = 23400, 6
add(L, "math", f"飲み会の会計が¥{fmt(total, L)}でした。{n}人で割り勘すると一人いくら？",
    E_num(F(total, n)))
people, per = 48, 3  # "305", "10時" = distractors
add(L, "math", f"305会議室で10時から研修があって、参加者は{people}人です。机1つに{per}人座れる場合、机はいくつ必要ですか？",
    E_num(math.ceil(F(people, per))))
km, days = D("2.4"), 30
add(L, "math", f"毎日{km}km歩くと、{days}日で合計何kmになりますか？",
    E_num(F(km) * days))
p, tax = 1280, 10
add(L, "percent", f"税抜き¥{fmt(p, L)}の商品、消費税{tax}%込みだといくらになりますか？",
    E_num(p * F(100 + tax, 100)))
p, wari = 4500, 3  # 3割引き = 30 % off
add(L, "percent", f"定価{fmt(p, L)}円のバッグが{wari}割引きになっていました。いくらで買えますか？",
    E_num(p * F(10 - wari, 10)))
total, ok = 80, 68  # "第2回" = distractor
add(L, "percent", f"第2回のTOEIC模試で、{total}問中{ok}問正解でした。正答率は何％ですか？",
    E_num(F(ok, total) * 100))
ft, inch = 5, 6
add(L, "units", f"{ft}フィート{inch}インチって何センチですか？",
    E_num((ft * 12 + inch) * INCH_CM))
fahr = 350
add(L, "units", f"アメリカのレシピに「オーブンを{fahr}°Fに予熱」とあります。摂氏だと何度ですか？小数第1位まで教えてください。",
    E_num((F(fahr) - 32) * 5 / 9, 1))
d, n = date(2025, 4, 1), 100
add(L, "dates", f"{ja_date(d)}から{n}日後は何月何日ですか？",
    E_date(d + timedelta(days=n)))

# ===== Korean =====
L = "ko"
p, n = 4500, 7
add(L, "math", f"아메리카노 한 잔에 {fmt(p, L)}원인데 {n}잔 사면 얼마예요?",
    E_num(p * n))
total, n = 387000, 9
add(L, "math", f"회식비가 총 ₩{fmt(total, L)} 나왔는데 {n}명이 똑같이 나누면 1인당 얼마예요?",
    E_num(F(total, n)))
ws = [D("2.4"), D("5.1"), D("3.75")]  # "1203호" = distractor
add(L, "math", f"우리 아파트 1203호로 택배 상자 {len(ws)}개가 왔어요. 무게가 각각 {ws[0]}kg, {ws[1]}kg, {ws[2]}kg이면 다 합쳐서 몇 kg이에요?",
    E_num(sum(F(w) for w in ws)))
wage, h, dd = 10030, 6, 5
add(L, "math", f"시급 {fmt(wage, L)}원 받고 하루 {h}시간씩 주 {dd}일 일하면 일주일에 얼마 벌어요? (주휴수당은 빼고요)",
    E_num(wage * h * dd))
p, off = 50000, 20
add(L, "percent", f"{fmt(p, L)}원짜리 옷을 {off}% 할인하면 얼마예요?",
    E_num(p * F(100 - off, 100)))
P, r, y = 10000000, D("3.5"), 2
assert P % 10000 == 0
add(L, "percent", f"{fmt(P // 10000, L)}만 원을 연 {r}% 복리로 {y}년 예금하면 만기에 원금 포함 얼마 돼요? 세금은 생각하지 말고요.",
    E_num(P * (1 + F(r) / 100) ** y))
buy, now, shares = 72000, 81000, 100  # shares, "3월" = distractors
add(L, "percent", f"작년 3월에 주당 {fmt(buy, L)}원에 산 주식이 지금 {fmt(now, L)}원이에요. {shares}주 갖고 있는데, 몇 퍼센트 오른 거예요?",
    E_num(F(now - buy, buy) * 100))
km = D("42.195")
add(L, "units", f"마라톤 풀코스 {km}km는 몇 마일이에요?",
    E_num(F(km) / MILE_KM))
fahr = -4
add(L, "units", f"화씨 {fahr}도는 섭씨 몇 도예요?",
    E_num((F(fahr) - 32) * 5 / 9))
d = date(2025, 8, 15)
add(L, "dates", f"{ko_date(d)}은 무슨 요일이에요?",
    E_weekday(d))

# ===== Russian =====
L = "ru"
n, p, bread = 3, D("89.90"), 54
add(L, "math", f"Купил {n} пачки гречки по {fmt(p, L)} ₽ и батон за {bread} ₽. Сколько всего вышло?",
    E_num(n * F(p) + bread))
rent, n = 45000, 3  # "втроём" = 3
add(L, "math", f"Аренда квартиры {fmt(rent, L)} ₽ в месяц, живём втроём. Сколько платит каждый?",
    E_num(F(rent, n)))
km, v = 1200, 80  # "№112", "23:40" = distractors
add(L, "math", f"Поезд №112 отправляется в 23:40 и проходит {fmt(km, L)} км со средней скоростью {v} км/ч. Сколько часов он в пути?",
    E_num(F(km, v)))
beds, bushes, kg = 5, 12, D("0.4")  # "6 соток" = distractor
add(L, "math", f"На даче (6 соток) у нас {beds} грядок по {bushes} кустов клубники, с каждого куста собрали примерно {fmt(kg, L)} кг. Сколько килограммов всего?",
    E_num(beds * bushes * F(kg)))
r, sal = 13, 85000
add(L, "percent", f"Сколько будет {r}% НДФЛ с зарплаты {fmt(sal, L)} ₽?",
    E_num(F(sal) * r / 100))
P, r, m = 200000, 16, 6
add(L, "percent", f"Вклад {fmt(P, L, sep=NBSP)}{NBSP}₽ под {r}% годовых на {m} месяцев, проценты простые. Какой будет доход?",
    E_num(F(P) * r / 100 * F(m, 12)))
old, new = 80, 92
add(L, "percent", f"Молоко подорожало с {old} до {new} рублей за литр. На сколько процентов?",
    E_num(F(new - old, old) * 100))
gal = 3
add(L, "units", f"Сколько литров в {gal} американских галлонах?",
    E_num(gal * GAL_L))
ft, inch = 6, 2
add(L, "units", f"Рост {ft} футов {inch} дюйма — это сколько в сантиметрах?",
    E_num((ft * 12 + inch) * INCH_CM))
start, n = date(2025, 6, 24), 28
add(L, "dates", f"Отпуск начинается {ru_date(start)} и длится {n} календарных дней. Какое число будет последним днём отпуска?",
    E_date(start + timedelta(days=n - 1)))

# ---------------------------------------------------------------- negatives
NEG = {
    "en": [
        ("writing", "Can you write a short thank-you note to my team for finishing the Q3 report 2 days early?"),
        ("statement", "We won 3-2 last night in extra time, honestly the best game of the season."),
        ("advice", "Should I upgrade from Windows 10 to 11 on a 2017 laptop with 8 GB of RAM?"),
        ("explanation", "What does ISO 9001 certification actually mean for a small company?"),
        ("recommendation", "Can you recommend running shoes for someone who wears a size 10.5 and runs about 20 miles a week?"),
        ("translation", "Translate into Spanish: \"Your flight LH 400 departs at 7:45 from gate B12.\""),
    ],
    "de": [
        ("writing", "Kannst du mir eine kurze E-Mail schreiben, dass ich am 12.05. zwischen 14 und 15 Uhr nicht erreichbar bin?"),
        ("recommendation", "Ich trage Größe 38–40, welche Jeansmarke kannst du mir empfehlen, die nicht zu klein ausfällt?"),
        ("explanation", "Was bedeutet eigentlich die Energieeffizienzklasse A+++ bei einem Kühlschrank mit 250 l?"),
        ("advice", "Meine Tochter ist 3 und schläft erst um 21:30 ein – ist das normal oder sollte ich was ändern?"),
        ("statement", "Bayern hat gestern 4:1 gegen Dortmund gewonnen, war ein verdienter Sieg."),
        ("translation", "Übersetze bitte ins Englische: „Bitte rufen Sie mich unter 0171 2345678 zurück.“"),
    ],
    "fr": [
        ("writing", "Tu peux m'aider à rédiger un message pour annuler mon rendez-vous du 14/03 à 10h30 ?"),
        ("advice", "Je suis à la chambre 12/B et le wifi ne marche plus depuis 2 jours, qu'est-ce que je peux faire ?"),
        ("explanation", "C'est quoi la différence entre un CDD de 6 mois et un CDI ?"),
        ("recommendation", "Tu me conseilles quel vin pour un dîner à 8 avec un budget de 15 à 20 € la bouteille ?"),
        ("opinion", "Franchement, le 2-0 contre l'Espagne, c'était pas mérité à mon avis. T'en penses quoi ?"),
        ("translation", "Traduis en anglais : « Le train de 18h52 est supprimé, prochain départ à 19h22. »"),
    ],
    "es": [
        ("writing", "Escríbeme un mensaje bonito para mi abuela, que cumple 90 años el sábado."),
        ("advice", "¿Qué me conviene más para estudiar, un iPad de 10,9 pulgadas o un portátil de 14?"),
        ("explanation", "Explícame qué significa una TAE del 3,25 % en una hipoteca."),
        ("statement", "Ayer ganamos 2-1 en el último minuto, ¡todavía no me lo creo!"),
        ("recommendation", "Recomiéndame una serie cortita, de 1 o 2 temporadas como mucho."),
        ("translation", "Tradúceme al inglés: «Mi número es 612 34 56 78, llámame entre las 5 y las 6»."),
    ],
    "it": [
        ("writing", "Mi scrivi un annuncio per vendere una Fiat Panda del 2015 con 98.000 km?"),
        ("advice", "Ho 45 anni e vorrei iniziare a correre, da dove comincio?"),
        ("explanation", "Che cos'è l'articolo 18 dello Statuto dei lavoratori (legge 300/1970)?"),
        ("opinion", "Secondo te conviene di più l'iPhone 15 o il 16?"),
        ("statement", "Il volo AZ 610 delle 10:05 è stato spostato alle 11:40, ti volevo solo avvisare."),
        ("translation", "Traduci in francese: \"La camera 214 è al secondo piano, la colazione è dalle 7 alle 10.\""),
    ],
    "pt": [
        ("writing", "Me ajuda a escrever uma mensagem pro grupo da família avisando que o almoço de domingo, dia 8, vai ser às 13h?"),
        ("opinion", "Vale a pena trocar um Galaxy S21 por um S24 em 2025?"),
        ("explanation", "O que significa o CEP 01310-100? Como funciona esse número?"),
        ("statement", "Flamengo 3 x 1 Palmeiras ontem, que jogaço!"),
        ("recommendation", "Me indica um livro de até 200 páginas pra ler nas férias?"),
        ("advice", "Como eu explico pro meu filho de 7 anos o que são frações tipo 1/2 e 3/4?"),
    ],
    "zh": [
        ("writing", "帮我写一段生日祝福，给我妈妈60岁大寿用。"),
        ("advice", "iPhone 13用了3年，电池健康85%，要不要换新的？"),
        ("explanation", "GB/T 19001-2016是什么标准？"),
        ("statement", "昨天国足0比2输了，真的太失望了。"),
        ("recommendation", "推荐几本适合10到12岁孩子看的科普书。"),
        ("translation", "把这句话翻译成英文：“会议改到下午3点到4点，地点在3楼301会议室。”"),
    ],
    "ja": [
        ("writing", "4月1日付けで新しい部署に異動になるので、挨拶メールの文面を考えてください。"),
        ("recommendation", "身長160cm、体重55kgの40代女性ですが、どんな筋トレがおすすめですか？"),
        ("explanation", "JIS規格とISO 9001の違いを簡単に説明してください。"),
        ("statement", "昨日の試合、5対4でサヨナラ勝ちでした！"),
        ("advice", "Windows 10のサポートが2025年10月14日で終わるって本当ですか？どうすればいいですか？"),
        ("translation", "「14時から15時の間にお届けします」を英語にしてください。"),
    ],
    "ko": [
        ("writing", "다음 주 화요일 오후 2시~3시 회의 취소 안내 메일 좀 써줘."),
        ("opinion", "갤럭시 S23이랑 아이폰 15 중에 뭐가 더 나아요?"),
        ("other", "010-1234-5678 번호를 스팸으로 차단하려면 어떻게 해요?"),
        ("statement", "어제 손흥민 골로 2-1 역전승했어요!"),
        ("advice", "30대 초반 직장인인데 월급 300만 원으로 저축을 어떻게 시작하면 좋을까요?"),
        ("translation", "\"3번 출구로 나와서 200m 직진하세요\"를 영어로 번역해 줘."),
    ],
    "ru": [
        ("writing", "Напиши, пожалуйста, поздравление коллеге с 25-летием работы в компании."),
        ("advice", "Что лучше взять для учёбы: ноутбук с 16 ГБ или 32 ГБ оперативки?"),
        ("explanation", "Объясни, что такое ГОСТ 7.32-2017 и зачем он нужен студентам."),
        ("statement", "Вчера «Зенит» выиграл 3:0, я был на стадионе!"),
        ("recommendation", "Посоветуй фильм на вечер, что-нибудь до 2 часов и желательно после 2010 года."),
        ("translation", "Переведи на английский: «Поезд 016А Москва — Санкт-Петербург отправляется в 23:55 с 5-го пути»."),
    ],
}

NEG_ROWS = []
for lang in LANGS:
    for i, (kind, text) in enumerate(NEG[lang], 1):
        NEG_ROWS.append({
            "id": f"r15neg-{lang}-{i}",
            "category": "negative",
            "language": lang,
            "question": text,
            "expect": {"no_computation": True},
            "kind": kind,
        })


# ---------------------------------------------------------------- checks + write
def check():
    assert len(ROWS) == 100, len(ROWS)
    assert len(NEG_ROWS) == 60, len(NEG_ROWS)
    ids = [r["id"] for r in ROWS + NEG_ROWS]
    assert len(ids) == len(set(ids)), "duplicate ids"
    want = {"math": 4, "percent": 3, "units": 2, "dates": 1}
    per = Counter((r["language"], r["category"]) for r in ROWS)
    for lang in LANGS:
        for cat, k in want.items():
            assert per[(lang, cat)] == k, (lang, cat, per[(lang, cat)])
    negs = Counter(r["language"] for r in NEG_ROWS)
    assert all(negs[lang] == 6 for lang in LANGS), negs
    kinds = {"writing", "advice", "explanation", "recommendation",
             "translation", "opinion", "statement", "other"}
    assert all(r["kind"] in kinds for r in NEG_ROWS)
    for r in ROWS:
        e = r["expect"]
        assert len(e) == 1 and next(iter(e)) in ("number", "date", "text"), r
        if "text" in e:
            assert e["text"] in WEEKDAYS
        if "date" in e:
            date.fromisoformat(e["date"])
    qs = [r["question"] for r in ROWS + NEG_ROWS]
    assert len(qs) == len(set(qs)), "duplicate question text"


def write(path, rows):
    with open(path, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


def main():
    check()
    p1 = os.path.join(OUT_DIR, "fresh_round15.jsonl")
    p2 = os.path.join(OUT_DIR, "fresh_negative15.jsonl")
    write(p1, ROWS)
    write(p2, NEG_ROWS)
    print(f"wrote {len(ROWS)} -> {p1}")
    print(f"wrote {len(NEG_ROWS)} -> {p2}")


if __name__ == "__main__":
    main()
