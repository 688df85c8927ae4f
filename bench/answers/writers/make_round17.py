#!/usr/bin/env python3
"""Round 17 evaluation set for the rule-based answer reader.

Writes, next to this folder's parent:
  fresh_round17.jsonl     100 numeric questions (10 per language), half of them
                          ordinary, half subtly different from the ordinary shape.
  fresh_negative17.jsonl  60 sentences with numbers that ask for no computed value.

Every expected value is computed here from the same literals that are rendered
into the question text (fractions.Fraction, exact conversion factors).
Standard library only.
"""
import json
import math
import os
from collections import Counter
from datetime import date, timedelta
from decimal import Decimal
from fractions import Fraction as F

OUT_DIR = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

# exact factors
KM_PER_MI = F("1.609344")
KG_PER_LB = F("0.45359237")
CM_PER_IN = F("2.54")
L_PER_GAL = F("3.785411784")
G_PER_OZ = F("28.349523125")
M_PER_FT = F("0.3048")

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
LANGS = ["en", "de", "fr", "es", "it", "pt", "zh", "ja", "ko", "ru"]

# (group separator, decimal separator) as each locale writes numbers
SEP = {
    "en": (",", "."), "zh": (",", "."), "ja": (",", "."), "ko": (",", "."),
    "de": (".", ","), "es": (".", ","), "it": (".", ","), "pt": (".", ","),
    "fr": (" ", ","), "ru": (" ", ","),
}


def fmt(lit, lang, dp=None, group=True):
    """Render a decimal literal (string or int) the way `lang` writes it."""
    d = Decimal(str(lit))
    if dp is not None:
        d = d.quantize(Decimal(1).scaleb(-dp))
    s = format(d, "f")
    neg = s.startswith("-")
    s = s.lstrip("-")
    ip, _, fp = s.partition(".")
    gsep, dsep = SEP[lang]
    if group and len(ip) >= 4:
        parts = []
        while len(ip) > 3:
            parts.insert(0, ip[-3:])
            ip = ip[:-3]
        parts.insert(0, ip)
        ip = gsep.join(parts)
    out = ip + (dsep + fp if fp else "")
    return ("-" if neg else "") + out


def num(x):
    """Exact value -> number rounded half-up to 2 decimals (int when whole).
    Refuses exact ties so the expected value never depends on the rounding rule."""
    x = F(x)
    k = x * 100
    assert k - math.floor(k) != F(1, 2), f"rounding tie for {x}"
    r = math.floor(k + F(1, 2))
    if r % 100 == 0:
        return r // 100
    return float(Decimal(r).scaleb(-2))


def iso(d):
    return d.isoformat()


def weekday(d):
    return WEEKDAYS[d.weekday()]


QUESTIONS = []


def q(lang, cat, shape, note, text, expect):
    n = sum(1 for it in QUESTIONS if it["language"] == lang) + 1
    if not isinstance(expect, dict):
        expect = {"number": num(expect)}
    QUESTIONS.append({
        "id": f"r17-{lang}-{n}", "category": cat, "language": lang,
        "question": text, "expect": expect, "shape": shape, "note": note,
    })


# ---------------------------------------------------------------- English
L = "en"
a, b = "2.49", "1.75"
q(L, "math", "ordinary", "shopping total",
  f"I bought 3 notebooks at ${fmt(a, L)} each and a pen for ${fmt(b, L)}. How much did I spend in total?",
  3 * F(a) + F(b))
bill = "138.60"
q(L, "math", "tricky", "split bill, one person pays nothing",
  f"Dinner for five came to ${fmt(bill, L)}. It's my sister's birthday, so she doesn't pay and the other four of us split it evenly. How much does each of us pay?",
  F(bill) / (5 - 1))
mph, miles = 65, 52
q(L, "math", "tricky", "speed given, time in minutes asked",
  f"If I drive at a steady {mph} mph, how many minutes will a {miles}-mile trip take?",
  F(miles) / mph * 60)
EN_WORDS = {"four": 4}
q(L, "math", "tricky", "age distractor, count as word (four dozen)",
  "My grandmother, who is 82, baked four dozen cookies and gave 15 of them to the neighbors. How many cookies does she have left?",
  EN_WORDS["four"] * 12 - 15)
tip, amt = 18, "64.50"
q(L, "percent", "ordinary", "tip",
  f"What's an {tip}% tip on a ${fmt(amt, L)} bill?",
  F(amt) * tip / 100)
sale, off = 84, 30
q(L, "percent", "tricky", "price before discount asked",
  f"A jacket is on sale for ${sale} after {off}% off. What was the original price?",
  F(sale) / (1 - F(off, 100)))
old, new = 1450, 1523
q(L, "percent", "ordinary", "percentage increase",
  f"Our rent is going up from ${fmt(old, L)} to ${fmt(new, L)} a month. By what percentage is it increasing?",
  F(new - old) / old * 100)
mar = "26.2"
q(L, "units", "ordinary", "miles to km",
  f"How many kilometers is a {mar}-mile marathon?",
  F(mar) * KM_PER_MI)
ft, cm = 6, 90
q(L, "units", "tricky", "feet + cm, answer in meters",
  f"I have one board that's {ft} feet long and another that's {cm} cm. Laid end to end, how long are they in meters?",
  ft * M_PER_FT + F(cm, 100))
d0, days = date(2025, 3, 20), 45
q(L, "dates", "ordinary", "date plus days",
  f"What date is {days} days after March 20, 2025?",
  {"date": iso(d0 + timedelta(days=days))})

# ---------------------------------------------------------------- German
L = "de"
kg, pkg, bread = "1.2", "2.39", "3.20"
q(L, "math", "ordinary", "shopping total",
  f"Ich kaufe {fmt(kg, L)} kg Äpfel zu {fmt(pkg, L)} € pro Kilo und ein Brot für {fmt(bread, L)} €. Was muss ich insgesamt bezahlen?",
  F(kg) * F(pkg) + F(bread))
week_kg = "2.8"
q(L, "math", "tricky", "per week given, grams per day asked",
  f"Unser Hund frisst pro Woche {fmt(week_kg, L)} kg Trockenfutter. Wie viel Gramm sind das pro Tag?",
  F(week_kg) * 1000 / 7)
night, nights, people = 95, 6, 4
q(L, "math", "ordinary", "holiday flat split",
  f"Wir sind {people} Personen und die Ferienwohnung kostet {night} € pro Nacht. Wir bleiben {nights} Nächte. Wie viel zahlt jeder?",
  F(night * nights, people))
pieces, sugar, glaze, pieces_new = 8, 200, 100, 12
q(L, "math", "tricky", "recipe scaled, glaze fixed per cake",
  f"Für einen Kuchen mit {pieces} Stücken braucht man {sugar} g Zucker. Die Glasur braucht immer {glaze} g Puderzucker pro Kuchen, egal wie groß er ist. Ich backe einen einzigen Kuchen mit {pieces_new} Stücken in einer größeren Form. Wie viel Gramm Zucker und Puderzucker brauche ich zusammen?",
  F(sugar) * pieces_new / pieces + glaze)
price, off = "59.90", 20
q(L, "percent", "ordinary", "discounted price",
  f"Die Hose kostet {fmt(price, L)} € und ist um {off} % reduziert. Was kostet sie jetzt?",
  F(price) * (1 - F(off, 100)))
gross, vat = "238.00", 19
q(L, "percent", "tricky", "VAT already included, VAT amount asked",
  f"Auf der Rechnung stehen {fmt(gross, L)} € inklusive {vat} % MwSt. Wie viel Euro davon sind Mehrwertsteuer?",
  F(gross) - F(gross) / (1 + F(vat, 100)))
part, happy = 80, 45
q(L, "percent", "tricky", "percentage of a percentage",
  f"{part} % der Belegschaft haben an der Umfrage teilgenommen, und davon waren {happy} % zufrieden. Wie viel Prozent der gesamten Belegschaft waren zufrieden?",
  F(part) * happy / 100)
fahr = 350
q(L, "units", "ordinary", "F to C",
  f"Das amerikanische Rezept sagt {fahr} °F. Wie viel Grad Celsius sind das?",
  (F(fahr) - 32) * 5 / 9)
lbs, usd = 5, "4.50"
q(L, "units", "tricky", "price per kg asked, not weight",
  f"Ein {lbs}-lb-Sack Mehl kostet in den USA {fmt(usd, L)} Dollar. Wie viel Dollar kostet das Mehl pro Kilogramm?",
  F(usd) / (lbs * KG_PER_LB))
d0 = date(2025, 12, 24)
q(L, "dates", "ordinary", "weekday of a date",
  "Auf welchen Wochentag fällt der 24. Dezember 2025?",
  {"text": weekday(d0)})

# ---------------------------------------------------------------- French
L = "fr"
bag, cro = "1.15", "1.30"
q(L, "math", "ordinary", "bakery total",
  f"J'achète 3 baguettes à {fmt(bag, L)} € et un croissant à {fmt(cro, L)} €. Ça me fait combien en tout ?",
  3 * F(bag) + F(cro))
km, d = 18, 5
q(L, "math", "tricky", "one-way distance, round trips over a week",
  f"J'habite à {km} km de mon travail. Combien de kilomètres je fais dans la semaine si j'y vais {d} jours, aller et retour ?",
  km * 2 * d)
FR_WORDS = {"douze": 12}
pz = "9.50"
q(L, "math", "tricky", "count written as a word",
  f"Pour l'anniversaire on a commandé douze pizzas à {fmt(pz, L)} € pièce. On a payé combien ?",
  FR_WORDS["douze"] * F(pz))
litres, ppl = 42, "1.869"
q(L, "math", "ordinary", "fuel fill-up",
  f"J'ai fait un plein de {litres} litres à {fmt(ppl, L)} € le litre. Combien j'ai payé ?",
  litres * F(ppl))
brut, cot = 2600, 22
q(L, "percent", "ordinary", "gross to net salary",
  f"Mon salaire brut est de {fmt(brut, L)} € par mois et les cotisations salariales font {cot} %. Combien je touche en net ?",
  F(brut) * (1 - F(cot, 100)))
sofa, off = 1290, 35
q(L, "percent", "tricky", "saving asked, not sale price",
  f"Un canapé à {fmt(sofa, L)} € est soldé à -{off} %. Combien d'euros est-ce que j'économise ?",
  F(sofa) * off / 100)
rate, cap = 3, 5000
q(L, "percent", "ordinary", "simple interest",
  f"Mon livret rapporte {rate} % par an. Combien d'intérêts j'aurai au bout d'un an sur {fmt(cap, L)} € ?",
  F(cap) * rate / 100)
need, b1, b2 = "1.5", 75, 50
q(L, "units", "tricky", "litres vs cl, missing amount asked",
  f"Ma recette demande {fmt(need, L)} litre de lait. J'ai une bouteille de {b1} cl et une brique de {b2} cl. Combien de centilitres me manque-t-il ?",
  F(need) * 100 - b1 - b2)
inch = 55
q(L, "units", "ordinary", "inches to cm",
  f"Une télé de {inch} pouces, ça fait combien de centimètres de diagonale ?",
  inch * CM_PER_IN)
today, bday = date(2025, 12, 1), date(2026, 3, 14)
q(L, "dates", "tricky", "age distractor, days until a date",
  "Nous sommes le 1er décembre 2025 et ma fille fêtera ses 7 ans le 14 mars 2026. Dans combien de jours est son anniversaire ?",
  (bday - today).days)

# ---------------------------------------------------------------- Spanish
L = "es"
tkg, tp, cans, cp = 2, "1.80", 3, "1.25"
q(L, "math", "ordinary", "shopping total",
  f"Compré {tkg} kg de tomates a {fmt(tp, L)} € el kilo y {cans} latas de atún a {fmt(cp, L)} € cada una. ¿Cuánto pagué en total?",
  tkg * F(tp) + cans * F(cp))
dinner, diners = 156, 6
q(L, "math", "tricky", "split bill, grandfather pays nothing",
  f"La cena de {diners} personas costó {dinner} €, pero invitamos a mi abuelo, que no paga. ¿Cuánto pone cada uno de los demás?",
  F(dinner, diners - 1))
wk, weeks = 40, 52
q(L, "math", "ordinary", "weekly to yearly",
  f"Si gasto {wk} € a la semana en gasolina, ¿cuánto gasto en un año ({weeks} semanas)?",
  wk * weeks)
kmh, dist = 10, "21.1"
q(L, "math", "tricky", "speed given, minutes asked",
  f"Corro a {kmh} km/h. ¿Cuántos minutos tardo en hacer una media maratón de {fmt(dist, L)} km?",
  F(dist) / kmh * 60)
iva, net = 21, 350
q(L, "percent", "ordinary", "VAT on net amount",
  f"¿Cuánto es el IVA del {iva} % de una factura de {net} € sin IVA?",
  F(net) * iva / 100)
paid, off = 68, 15
q(L, "percent", "tricky", "price before discount asked",
  f"Pagué {paid} € por unas zapatillas con un {off} % de descuento. ¿Cuánto costaban antes de la rebaja?",
  F(paid) / (1 - F(off, 100)))
menu, iva2 = "13.31", 10
q(L, "percent", "tricky", "VAT included, net price asked",
  f"Un menú del día cuesta {fmt(menu, L)} € con el {iva2} % de IVA incluido. ¿Cuál es el precio sin IVA?",
  F(menu) / (1 + F(iva2, 100)))
lb = 150
q(L, "units", "ordinary", "pounds to kg",
  f"¿Cuántos kilos son {lb} libras?",
  lb * KG_PER_LB)
gal, per = 2, 30
q(L, "units", "tricky", "gallons per week, litres per 30 days",
  f"El grifo de la cocina pierde {gal} galones (EE. UU.) de agua a la semana. ¿Cuántos litros pierde en {per} días?",
  gal * L_PER_GAL / 7 * per)
d0 = date(2026, 7, 25)
q(L, "dates", "ordinary", "weekday of a date",
  "¿Qué día de la semana cae el 25 de julio de 2026?",
  {"text": weekday(d0)})

# ---------------------------------------------------------------- Italian
L = "it"
caf, cor = "1.20", "1.50"
q(L, "math", "ordinary", "bar total",
  f"Al bar prendo 2 caffè a {fmt(caf, L)} € l'uno e un cornetto a {fmt(cor, L)} €. Quanto spendo?",
  2 * F(caf) + F(cor))
IT_WORDS = {"cinque": 5}
per_year = 50
q(L, "math", "tricky", "age distractor, count as word",
  f"Mio nonno, che ha 87 anni, mi regala {per_year} € per ogni anno di scuola superato. Finora ne ho superati cinque. Quanto mi ha dato in tutto?",
  per_year * IT_WORDS["cinque"])
gym = 39
q(L, "math", "ordinary", "monthly to yearly",
  f"L'abbonamento in palestra costa {gym} € al mese. Quanto spendo in un anno?",
  gym * 12)
daily, bottle = "1.5", "0.5"
q(L, "math", "tricky", "per day given, two weeks of bottles asked",
  f"Bevo {fmt(daily, L)} litri d'acqua al giorno. Quante bottiglie da {fmt(bottle, L)} l mi servono per due settimane?",
  F(daily) * 14 / F(bottle))
pizza, tipp = "8.50", 10
q(L, "percent", "ordinary", "tip",
  f"Su un conto di {fmt(pizza, L)} € per una pizza voglio lasciare il {tipp} % di mancia. Quanto lascio?",
  F(pizza) * tipp / 100)
coat, o1, o2 = 200, 30, 20
q(L, "percent", "tricky", "successive discounts, not summed",
  f"Un cappotto da {coat} € è scontato del {o1} %, e alla cassa c'è un ulteriore {o2} % di sconto sul prezzo già ribassato. Quanto lo pago?",
  coat * (1 - F(o1, 100)) * (1 - F(o2, 100)))
got, tot = 27, 30
q(L, "percent", "ordinary", "score as percentage",
  f"All'esame ho preso {got} punti su {tot}. Che percentuale è?",
  F(got, tot) * 100)
cl, w = 75, "1.3"
q(L, "units", "tricky", "weight converted, volume is a distractor",
  f"Una bottiglia di vino da {cl} cl pesa {fmt(w, L)} kg. Quante once pesa?",
  F(w) * 1000 / G_PER_OZ)
alt = 10000
q(L, "units", "ordinary", "metres to feet",
  f"L'aereo vola a {fmt(alt, L)} metri di quota. Quanti piedi sono?",
  alt / M_PER_FT)
start, wdays = date(2025, 6, 9), 10
assert start.weekday() == 0
d = start
left = wdays
while left:
    d += timedelta(days=1)
    if d.weekday() < 5:
        left -= 1
q(L, "dates", "tricky", "working days, weekends skipped",
  f"Oggi è lunedì 9 giugno 2025 e il pacco arriva fra {wdays} giorni lavorativi (sabato e domenica esclusi). In che data arriva?",
  {"date": iso(d)})

# ---------------------------------------------------------------- Portuguese (Brazil)
L = "pt"
cafe = "18.90"
q(L, "math", "ordinary", "shopping total",
  f"Comprei 3 pacotes de café a R$ {fmt(cafe, L)} cada. Quanto gastei?",
  3 * F(cafe))
oneway, kml = 95, 12
q(L, "math", "tricky", "one-way distance, round trip fuel",
  f"De São Paulo a Campinas são {oneway} km. Meu carro faz {kml} km por litro. Quantos litros eu gasto para ir e voltar?",
  F(oneway * 2, kml))
luz, pes = "240.00", 3
q(L, "math", "ordinary", "split a bill",
  f"A conta de luz deu R$ {fmt(luz, L)} e vamos dividir entre {pes} pessoas. Quanto cada um paga?",
  F(luz) / pes)
wk, weeks = 15, 12
q(L, "math", "tricky", "age distractor",
  f"Meu filho de 9 anos guarda R$ {wk} por semana da mesada. Quanto ele vai ter juntado em {weeks} semanas?",
  wk * weeks)
conta, serv = "187.40", 10
q(L, "percent", "ordinary", "service charge",
  f"Quanto dá os {serv} % do garçom numa conta de R$ {fmt(conta, L)}?",
  F(conta) * serv / 100)
gel, off = "3499.00", 12
q(L, "percent", "tricky", "saving asked, not final price",
  f"Uma geladeira de R$ {fmt(gel, L)} está com {off} % de desconto no Pix. Quanto eu economizo?",
  F(gel) * off / 100)
i0, i1 = 4, 5
q(L, "percent", "tricky", "relative change of a percentage",
  f"A inflação anual passou de {i0} % para {i1} %. Em termos relativos, quantos por cento ela aumentou?",
  F(i1 - i0, i0) * 100)
gal = 5
q(L, "units", "ordinary", "US gallons to litres",
  f"Quantos litros são {gal} galões americanos?",
  gal * L_PER_GAL)
mala, moch = 23, 15
q(L, "units", "tricky", "kg + lb, sum in kg",
  f"Minha mala pesa {mala} kg e a mochila {moch} libras. Quanto as duas pesam juntas, em kg?",
  mala + moch * KG_PER_LB)
d0, days = date(2026, 1, 15), 100
q(L, "dates", "ordinary", "date plus days",
  f"Que data cai {days} dias depois de 15 de janeiro de 2026?",
  {"date": iso(d0 + timedelta(days=days))})

# ---------------------------------------------------------------- Chinese
L = "zh"
jin, pj, soy = 3, "6.5", 12
q(L, "math", "ordinary", "market total",
  f"买了{jin}斤苹果，每斤{fmt(pj, L)}元，又买了一瓶{soy}元的酱油，一共多少钱？",
  jin * F(pj) + soy)
ZH_WORDS = {"三十六": 36, "十五": 15}
q(L, "math", "tricky", "counts written as Chinese numerals",
  "我们班有三十六个同学，每人交十五元班费，一共收了多少元？",
  ZH_WORDS["三十六"] * ZH_WORDS["十五"])
v, dist = 300, 1318
q(L, "math", "tricky", "speed given, hours asked",
  f"高铁时速{v}公里，北京到上海按{fmt(dist, L, group=False)}公里算，坐车需要多少小时？（保留两位小数）",
  F(dist, v))
rent = 2800
q(L, "math", "ordinary", "deposit one, pay three",
  f"房租每月{fmt(rent, L, group=False)}元，押一付三，签合同时一共要交多少钱？",
  rent * (1 + 3))
orig, zhe = 399, "八"
ZH_ZHE = {"八": 8}
q(L, "percent", "ordinary", "八折 discount",
  f"一件衣服原价{orig}元，打{zhe}折，现价多少钱？",
  F(orig) * ZH_ZHE[zhe] / 10)
sale, zhe2 = 300, 75
q(L, "percent", "tricky", "price before 七五折 asked",
  f"一件外套打七五折后卖{sale}元，原价是多少元？",
  F(sale) / F(zhe2, 100))
wan, r = 5, "2.5"
q(L, "percent", "ordinary", "deposit interest, 万 notation",
  f"{wan}万元存一年定期，年利率{fmt(r, L)}%，到期利息是多少元？",
  wan * 10000 * F(r) / 100)
fz = 68
q(L, "units", "ordinary", "F to C",
  f"{fz}华氏度等于多少摄氏度？",
  (F(fz) - 32) * 5 / 9)
m, cm = 2, 150
q(L, "units", "tricky", "m + cm, sum in cm",
  f"一根绳子长{m}米，另一根长{cm}厘米，接在一起一共多少厘米？",
  m * 100 + cm)
d0 = date(2025, 10, 1)
q(L, "dates", "tricky", "birth year and age are distractors",
  "我1990年出生，今年35岁。2025年10月1日是星期几？",
  {"text": weekday(d0)})

# ---------------------------------------------------------------- Japanese
L = "ja"
oni, n_oni, tea = 150, 4, 180
q(L, "math", "ordinary", "convenience store total",
  f"1個{oni}円のおにぎりを{n_oni}個と、{tea}円のお茶を1本買いました。合計いくらですか？",
  oni * n_oni + tea)
bill, grp = 24000, 5
q(L, "math", "tricky", "split bill, guest of honour pays nothing",
  f"飲み会の会計が{fmt(bill, L)}円でした。{grp}人で行きましたが、誕生日の1人は払いません。残りの人で割り勘すると一人いくらですか？",
  F(bill, grp - 1))
wage, hrs, dys = 1200, 6, 4
q(L, "math", "ordinary", "weekly wage",
  f"時給{fmt(wage, L)}円で1日{hrs}時間、週{dys}日働くと、1週間でいくらになりますか？",
  wage * hrs * dys)
wh = 21
q(L, "math", "tricky", "hours per week given, minutes per day asked",
  f"スマホを1週間に{wh}時間使っています。1日あたり平均何分ですか？",
  F(wh * 60, 7))
net, tax = 2500, 10
q(L, "percent", "ordinary", "add consumption tax",
  f"税抜き{fmt(net, L)}円の商品に消費税{tax}%がかかると、税込みでいくらですか？",
  F(net) * (100 + tax) / 100)
incl = 3300
q(L, "percent", "tricky", "tax included, tax amount asked",
  f"税込み{fmt(incl, L)}円（消費税{tax}%）の商品の消費税額はいくらですか？",
  F(incl) - F(incl) / (1 + F(tax, 100)))
girls, glasses = 60, 25
q(L, "percent", "tricky", "percentage of a percentage",
  f"クラスの{girls}%が女子で、女子のうち{glasses}%がメガネをかけています。メガネの女子はクラス全体の何%ですか？",
  F(girls * glasses, 100))
fft, fin = 5, 8
q(L, "units", "ordinary", "feet and inches to cm",
  f"身長{fft}フィート{fin}インチは何センチですか？",
  (fft * 12 + fin) * CM_PER_IN)
mk = "42.195"
q(L, "units", "ordinary", "km to miles",
  f"フルマラソンの{mk}kmは何マイルですか？",
  F(mk) / KM_PER_MI)
reiwa, days = 7, 60
d0 = date(2018 + reiwa, 3, 1)
q(L, "dates", "tricky", "Japanese era year (Reiwa 7 = 2025)",
  f"令和{reiwa}年3月1日から{days}日後は何月何日ですか？",
  {"date": iso(d0 + timedelta(days=days))})

# ---------------------------------------------------------------- Korean
L = "ko"
ame, n_ame, cake = 4500, 3, 6800
q(L, "math", "ordinary", "cafe total",
  f"{fmt(ame, L)}원짜리 아메리카노 {n_ame}잔이랑 {fmt(cake, L)}원짜리 케이크 하나 샀어요. 모두 얼마예요?",
  ame * n_ame + cake)
fare, wd = 1450, 22
q(L, "math", "tricky", "one-way fare, round trips per month",
  f"집에서 회사까지 버스비가 편도 {fmt(fare, L)}원이에요. 한 달에 {wd}일 출근하면 왕복 교통비가 한 달에 얼마예요?",
  fare * 2 * wd)
man = 80
q(L, "math", "ordinary", "monthly saving over a year, 만 notation",
  f"매달 {man}만 원씩 저축하면 1년 동안 모두 얼마를 모아요?",
  man * 10000 * 12)
KO_WORDS = {"두": 2, "열두": 12}
q(L, "math", "tricky", "age distractor, counts as words",
  "올해 서른다섯 살인 형이 사과 두 상자를 샀는데 한 상자에 열두 개씩 들어 있어요. 사과는 모두 몇 개예요?",
  KO_WORDS["두"] * KO_WORDS["열두"])
shirt, off = 30000, 20
q(L, "percent", "ordinary", "discounted price",
  f"{fmt(shirt, L)}원짜리 셔츠를 {off}% 할인하면 얼마예요?",
  F(shirt) * (100 - off) / 100)
before, after = 89000, 62300
q(L, "percent", "tricky", "discount rate asked from two prices",
  f"{fmt(before, L)}원짜리 운동화가 세일해서 {fmt(after, L)}원이에요. 몇 퍼센트 할인된 거예요?",
  F(before - after, before) * 100)
pman, rate, itax = 1000, 4, "15.4"
q(L, "percent", "tricky", "interest after tax on interest",
  f"{fmt(pman, L)}만 원을 연 {rate}% 정기예금에 1년 넣었는데, 이자에서 이자소득세 {itax}%를 떼면 실제로 받는 이자는 얼마예요?",
  pman * 10000 * F(rate, 100) * (1 - F(itax) / 100))
milk = "4.29"
q(L, "units", "tricky", "price per litre asked, not volume",
  f"미국 마트에서 우유 1갤런이 {milk}달러예요. 리터당 몇 달러예요?",
  F(milk) / L_PER_GAL)
fk = 100
q(L, "units", "ordinary", "F to C",
  f"화씨 {fk}도는 섭씨 몇 도예요?",
  (F(fk) - 32) * 5 / 9)
d_from, d_to = date(2025, 9, 1), date(2025, 11, 13)
q(L, "dates", "ordinary", "days between two dates",
  "2025년 9월 1일부터 11월 13일 수능까지 며칠 남았어요?",
  (d_to - d_from).days)

# ---------------------------------------------------------------- Russian
L = "ru"
pkg_, ppk, loaf = 2, 45, 62
q(L, "math", "ordinary", "shopping total",
  f"Купил {pkg_} кг картошки по {ppk} ₽ за кило и батон за {loaf} ₽. Сколько всего заплатил?",
  pkg_ * ppk + loaf)
k1, c1, base, k2 = 10, 430, 150, 15
q(L, "math", "tricky", "fixed fee does not scale with distance",
  f"Поездка на такси на {k1} км стоила {c1} ₽, из них {base} ₽ — это посадка. Сколько будет стоить поездка на {k2} км по тому же тарифу?",
  base + F(c1 - base, k1) * k2)
util, n = 6840, 3
q(L, "math", "ordinary", "split utilities",
  f"Коммуналка за месяц — {fmt(util, L)} ₽, нас {n} человека, делим поровну. Сколько платит каждый?",
  F(util, n))
kmh, km = 18, "7.5"
q(L, "math", "tricky", "speed given, minutes asked",
  f"Велосипедист едет со скоростью {kmh} км/ч. За сколько минут он проедет {fmt(km, L)} км?",
  F(km) / kmh * 60)
ndfl, sal = 13, 85000
q(L, "percent", "ordinary", "income tax amount",
  f"Сколько составит НДФЛ {ndfl} % с зарплаты {fmt(sal, L)} ₽?",
  F(sal) * ndfl / 100)
after, off = 5400, 40
q(L, "percent", "tricky", "price before discount asked",
  f"После скидки {off} % куртка стоит {fmt(after, L)} ₽. Сколько она стоила до скидки?",
  F(after) / (1 - F(off, 100)))
flat, food = 30, 40
q(L, "percent", "tricky", "percentage of the remainder",
  f"{flat} % зарплаты уходит на квартиру, а {food} % от остатка — на еду. Какой процент всей зарплаты уходит на еду?",
  (100 - F(flat)) * food / 100)
flb = 12
q(L, "units", "ordinary", "pounds to kg",
  f"Сколько килограммов в {flb} фунтах?",
  flb * KG_PER_LB)
rlb, roz = 3, 8
q(L, "units", "tricky", "pounds + ounces, answer in grams",
  f"Рыба весила {rlb} фунта {roz} унций. Сколько это в граммах?",
  rlb * KG_PER_LB * 1000 + roz * G_PER_OZ)
d0 = date(2026, 5, 9)
q(L, "dates", "ordinary", "weekday of a date",
  "Какой день недели будет 9 мая 2026 года?",
  {"text": weekday(d0)})


# ================================================================ negatives
NEG = {
    "en": [
        ("advice", "How much does it matter that my laptop battery is down to 82% after 3 years?"),
        ("judgement", "Is 25% off a $1,200 sofa actually a good deal, or should I wait for Black Friday?"),
        ("writing", "Can you write a short note reminding my roommates that the $86.40 electricity bill is due on June 5?"),
        ("explanation", "Why does my recipe say 180°C while the American version says 350°F?"),
        ("statement", "I ran 5 km in 31 minutes this morning and felt great."),
        ("recommendation", "Which is better for a 10-year-old, a 24-inch or a 26-inch bike?"),
    ],
    "de": [
        ("advice", "Wie viel Wert sollte man auf Energieeffizienzklasse A legen, wenn der Kühlschrank dafür 150 € mehr kostet?"),
        ("judgement", "Sind 2,9 % Zinsen für einen Autokredit über 15.000 € gerade ein gutes Angebot?"),
        ("writing", "Schreib mir bitte eine kurze Nachricht an den Vermieter, dass die Miete von 850 € diesmal erst am 3. statt am 1. kommt."),
        ("explanation", "Warum zeigt mein Thermometer auf dem Balkon 28 °C, die Wetter-App aber nur 24 °C?"),
        ("opinion", "Findest du es unhöflich, bei einer Rechnung von 47,30 € nur auf 48 € aufzurunden?"),
        ("statement", "Am Samstag, den 14. Juni, laufe ich um 9:30 Uhr meinen ersten Halbmarathon über 21,1 km."),
    ],
    "fr": [
        ("judgement", "Ça vaut vraiment le coup, une remise de 30 % sur un aspirateur à 499 € ?"),
        ("opinion", "Combien ça compte vraiment, un 14 sur 20 au bac de français, pour entrer en prépa ?"),
        ("writing", "Peux-tu m'écrire un message pour annuler ma réservation du 12 juillet à 20 h pour 4 personnes ?"),
        ("explanation", "Pourquoi le prix du gazole est passé de 1,65 € à 1,89 € le litre en deux mois ?"),
        ("recommendation", "Quel forfait mobile me conseilles-tu entre celui à 9,99 € pour 100 Go et celui à 15,99 € pour 200 Go ?"),
        ("statement", "J'ai payé mon café 3,20 € en terrasse à Paris, ça m'a un peu choqué."),
    ],
    "es": [
        ("advice", "¿Cuánto me debería preocupar que mi coche tenga 180.000 km si solo tiene 8 años?"),
        ("judgement", "¿Es buena idea pedir un préstamo de 6.000 € al 7,5 % TAE para irme de vacaciones?"),
        ("writing", "Escríbeme un mensaje para el grupo diciendo que la cena del sábado 20 a las 21:30 sale a 25 € por cabeza."),
        ("explanation", "¿Por qué el IVA de la luz bajó al 10 % y luego volvió al 21 %?"),
        ("recommendation", "¿Qué me recomiendas para un viaje de 3 días a Lisboa con un presupuesto de unos 400 €?"),
        ("statement", "Ayer me pesé y marqué 72,5 kg, dos kilos menos que en enero."),
    ],
    "it": [
        ("opinion", "Quanto conta davvero un 110 alla laurea rispetto a un 95 quando si cerca lavoro?"),
        ("judgement", "Ti sembra giusto pagare 4,50 € per un cappuccino in Piazza San Marco?"),
        ("writing", "Scrivimi un messaggio per ricordare a tutti la riunione di condominio di giovedì 18 alle 18:30."),
        ("explanation", "Perché si dice che la pasta va cotta in almeno 1 litro d'acqua ogni 100 g?"),
        ("recommendation", "Mi consigli un'auto usata sotto i 10.000 € con meno di 80.000 km?"),
        ("statement", "Quest'estate in Puglia abbiamo avuto 38 °C per due settimane di fila."),
    ],
    "pt": [
        ("advice", "Quanto devo me preocupar se meu cachorro de 12 anos emagreceu 2 kg em um mês?"),
        ("judgement", "Vale a pena parcelar uma TV de R$ 2.999 em 10 vezes sem juros?"),
        ("writing", "Escreva uma mensagem cobrando educadamente os R$ 150,00 que meu amigo me deve desde março."),
        ("explanation", "Por que a conta de luz veio com bandeira vermelha e 15 % mais cara este mês?"),
        ("recommendation", "Que tênis você recomenda para quem corre uns 20 km por semana?"),
        ("statement", "Hoje fez 12 °C em Curitiba às 7h da manhã."),
    ],
    "zh": [
        ("advice", "工资到手8000，每个月多少有点不够花，你觉得我该怎么省钱？"),
        ("judgement", "双十一打七折买一台3999元的电视，划算吗？"),
        ("writing", "帮我写一段通知，告诉大家周五下午3点在5楼会议室开会。"),
        ("explanation", "为什么体温37.3度就算低烧了？"),
        ("recommendation", "预算5000元左右，有什么适合大学生的笔记本电脑推荐吗？"),
        ("statement", "我今天走了12000步，比昨天多了3000步。"),
    ],
    "ja": [
        ("opinion", "このバッグ、3万円もするけど、いくらなんでも高すぎると思いませんか？"),
        ("judgement", "手取り22万円で家賃8万円は、一人暮らしとして妥当でしょうか？"),
        ("writing", "12月20日18時からの忘年会の案内文を書いてください。会費は5,000円です。"),
        ("explanation", "なぜ日本では東日本が50Hz、西日本が60Hzと周波数が分かれているのですか？"),
        ("recommendation", "予算2万円くらいで、母の還暦祝いに何を贈ればいいですか？"),
        ("statement", "今朝の体重は58.4kgで、先月より1kg減りました。"),
    ],
    "ko": [
        ("advice", "노트북 배터리 성능이 78%로 떨어졌는데 얼마나 걱정해야 할까요?"),
        ("judgement", "연봉 4,200만 원이면 서울에서 혼자 살기 괜찮은 편인가요?"),
        ("writing", "5월 8일 어버이날에 부모님께 드릴 감사 카드 문구 좀 써 주세요."),
        ("explanation", "왜 한국에서는 전용면적 84㎡ 아파트를 '국민평수'라고 부르나요?"),
        ("recommendation", "10만 원 이하로 살 수 있는 무선 이어폰 추천해 주세요."),
        ("statement", "오늘 아침 기온이 영하 12도까지 떨어져서 수도관이 얼었어요."),
    ],
    "ru": [
        ("opinion", "Сколько можно терпеть соседа, который сверлит в 8 утра по субботам?"),
        ("judgement", "Стоит ли брать ипотеку под 18 % годовых на 20 лет?"),
        ("writing", "Напиши поздравление коллеге с 50-летием, праздник 15 октября в 19:00."),
        ("explanation", "Почему летом горячую воду отключают на 10–14 дней?"),
        ("recommendation", "Посоветуй хороший пылесос до 15 000 ₽."),
        ("statement", "Вчера на термометре было −27 °C, а автобус опоздал на 40 минут."),
    ],
}

NEGATIVES = []
for lang in LANGS:
    for i, (kind, text) in enumerate(NEG[lang], 1):
        NEGATIVES.append({
            "id": f"r17neg-{lang}-{i}", "category": "negative", "language": lang,
            "question": text, "expect": {"no_computation": True}, "kind": kind,
        })


def check():
    assert len(QUESTIONS) == 100, len(QUESTIONS)
    assert len(NEGATIVES) == 60, len(NEGATIVES)
    ids = [x["id"] for x in QUESTIONS + NEGATIVES]
    assert len(ids) == len(set(ids)), "duplicate ids"
    want = Counter({"math": 4, "percent": 3, "units": 2, "dates": 1})
    for lang in LANGS:
        mine = [x for x in QUESTIONS if x["language"] == lang]
        assert Counter(x["category"] for x in mine) == want, lang
        assert Counter(x["shape"] for x in mine) == Counter({"ordinary": 5, "tricky": 5}), lang
        assert sum(1 for x in NEGATIVES if x["language"] == lang) == 6, lang
    for x in QUESTIONS:
        (k, v), = x["expect"].items()
        assert k in ("number", "date", "text"), x["id"]
        if k == "text":
            assert v in WEEKDAYS
    kinds = {"advice", "opinion", "explanation", "writing", "recommendation", "judgement", "statement"}
    assert all(x["kind"] in kinds for x in NEGATIVES)


def write(name, rows):
    path = os.path.join(OUT_DIR, name)
    with open(path, "w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    return path


if __name__ == "__main__":
    check()
    p1 = write("fresh_round17.jsonl", QUESTIONS)
    p2 = write("fresh_negative17.jsonl", NEGATIVES)
    print(f"wrote {len(QUESTIONS)} -> {p1}")
    print(f"wrote {len(NEGATIVES)} -> {p2}")
