#!/usr/bin/env python3
"""Write bench/answers/fresh_round9.jsonl: 100 fresh single-value questions.

10 languages x (4 math, 3 percent, 2 units, 1 dates).  Every expected value is
computed here from exact definitions, and every number that appears in a
question is rendered from the same value the answer is computed from.
Standard library only.
"""
import datetime
import json
import os
from fractions import Fraction as F

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, "..", "fresh_round9.jsonl"))

# ---- exact conversion factors -------------------------------------------
MILE_KM = F("1.609344")
LB_KG = F("0.45359237")
GAL_L = F("3.785411784")
INCH_CM = F("2.54")
FOOT_IN = 12
OZ_G = F("28.349523125")
LB_OZ = 16


def f_to_c(f):
    return (F(f) - 32) * F(5, 9)


WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]

# ---- number rendering per language -------------------------------------
# (thousands separator, decimal mark)
STYLE = {
    "en": (",", "."), "zh": (",", "."), "ja": (",", "."), "ko": (",", "."),
    "de": (".", ","), "es": (".", ","), "it": (".", ","), "pt": (".", ","),
    "fr": (" ", ","), "ru": (" ", ","),
}


def num(lang, x, places=0, group=True):
    """Render exact value x with exactly `places` decimals in lang's style."""
    x = F(x)
    scaled = x * 10 ** places
    assert scaled.denominator == 1, (x, places)
    n = int(scaled)
    assert n >= 0
    ip, fp = divmod(n, 10 ** places)
    sep, dec = STYLE[lang]
    s = str(ip)
    if group and len(s) >= 4:
        parts = []
        while len(s) > 3:
            parts.insert(0, s[-3:])
            s = s[:-3]
        parts.insert(0, s)
        s = sep.join(parts)
    if places:
        s += dec + str(fp).zfill(places)
    return s


def ans(x):
    """Exact value -> int, or float rounded to 2 decimals (no ties allowed)."""
    x = F(x)
    if x.denominator == 1:
        return int(x)
    h = x * 100
    assert (h - (h.numerator // h.denominator)) != F(1, 2), ("tie", x)
    r = round(h)
    if r % 100 == 0:
        return r // 100
    return round(r / 100, 2)


def add_months(d, m):
    y, mo = divmod(d.month - 1 + m, 12)
    out = datetime.date(d.year + y, mo + 1, d.day)  # raises if day missing
    return out


QUESTIONS = []
_counter = {}


def add(lang, cat, question, expect):
    key = (lang, cat)
    _counter[key] = _counter.get(key, 0) + 1
    if "number" in expect:
        expect = {"number": ans(expect["number"])}
    QUESTIONS.append({
        "id": "r9-%s-%s-%d" % (lang, cat, _counter[key]),
        "category": cat,
        "language": lang,
        "question": question,
        "expect": expect,
    })


def d_iso(d):
    return {"date": d.isoformat()}


def d_wd(d):
    return {"text": WEEKDAYS[d.weekday()]}


# =========================================================================
# English
# =========================================================================
L = "en"
def n(x, p=0, g=True): return num(L, x, p, g)

a = [F("42.10"), F("37.85"), F("55.30")]
add(L, "math",
    f"I spent ${n(a[0],2)} on groceries Monday, ${n(a[1],2)} Tuesday and "
    f"${n(a[2],2)} Wednesday. What did I average per day?",
    {"number": sum(a) / len(a)})
start, spent = F(1250), F("863.75")
add(L, "math",
    f"I started the month with ${n(start)} and I've spent ${n(spent,2)} so far. "
    f"How much do I have left?",
    {"number": start - spent})
bill, people = F("187.60"), 4
add(L, "math",
    f"Dinner for the {people} of us came to ${n(bill,2)}. If we split it evenly, "
    f"how much does each person owe?",
    {"number": bill / people})
price, qty = F("3.49"), 12
add(L, "math",
    f"Notebooks are ${n(price,2)} each \u2014 how much for {qty} of them?",
    {"number": price * qty})
pct, bill = 18, F("64.50")
add(L, "percent",
    f"What's an {pct}% tip on a ${n(bill,2)} bill?",
    {"number": bill * pct / 100})
total, part = F(1850), F(740)
add(L, "percent",
    f"Rent is ${n(total)} a month and I pay ${n(part)} of it. "
    f"What percent of the rent is that?",
    {"number": part / total * 100})
old, new = F("3.19"), F("3.59")
add(L, "percent",
    f"Gas went up from ${n(old,2)} to ${n(new,2)} a gallon. "
    f"What's that as a percent increase?",
    {"number": (new - old) / old * 100})
miles = F("26.2")
add(L, "units",
    f"How many km is {n(miles,1)} miles?",
    {"number": miles * MILE_KM})
ft, inch = 4, 7
add(L, "units",
    f"My son is {ft} ft {inch} in tall. What's that in centimeters?",
    {"number": (ft * FOOT_IN + inch) * INCH_CM})
d = datetime.date(1969, 7, 20)
add(L, "dates",
    f"What day of the week was July {d.day}, {d.year}?",
    d_wd(d))

# =========================================================================
# German
# =========================================================================
L = "de"
def n(x, p=0, g=True): return num(L, x, p, g)

a = [F("12.50"), F("18.90"), F("7.35"), F("21.00")]
add(L, "math",
    "Kannst du mir den Durchschnitt ausrechnen? "
    + ", ".join(f"{n(v,2)} €" for v in a[:-1]) + f" und {n(a[-1],2)} €.",
    {"number": sum(a) / len(a)})
start, spent = F(2000), F("1436.80")
add(L, "math",
    f"Ich hatte {n(start)} € auf dem Konto und hab {n(spent,2)} € für die "
    f"Autoreparatur bezahlt. Wie viel ist noch übrig?",
    {"number": start - spent})
bill, people = F("213.60"), 6
add(L, "math",
    f"Die Rechnung im Restaurant beträgt {n(bill,2)} € und wir sind zu sechst. "
    f"Wie viel muss jeder zahlen, wenn wir gleichmäßig teilen?",
    {"number": bill / people})
price, qty = F("11.90"), 8
add(L, "math",
    f"Was kosten {qty} Kinokarten zu je {n(price,2)} €?",
    {"number": price * qty})
pct, amount = 19, F(249)
add(L, "percent",
    f"Wie viel sind {pct} % Mehrwertsteuer auf {n(amount)} €?",
    {"number": amount * pct / 100})
total, part = F(3200), F(960)
add(L, "percent",
    f"Von unseren {n(total)} € Nettoeinkommen gehen jeden Monat {n(part)} € "
    f"für die Miete drauf. Wie viel Prozent sind das?",
    {"number": part / total * 100})
old, new = F("14.99"), F("12.49")
add(L, "percent",
    f"Der Kaffee ist im Angebot von {n(old,2)} € auf {n(new,2)} € runtergesetzt. "
    f"Um wie viel Prozent ist er billiger geworden?",
    {"number": (old - new) / old * 100})
fahr = 75
add(L, "units",
    f"Wie viel Grad Celsius sind {fahr} °F?",
    {"number": f_to_c(fahr)})
h, m = 2, 38
add(L, "units",
    f"Der Film dauert {h} Stunden und {m} Minuten. Wie viele Minuten sind das insgesamt?",
    {"number": h * 60 + m})
d, months = datetime.date(2025, 10, 14), 3
add(L, "dates",
    f"Welches Datum ist drei Monate nach dem {d.day}. Oktober {d.year}?",
    d_iso(add_months(d, months)))

# =========================================================================
# French
# =========================================================================
L = "fr"
def n(x, p=0, g=True): return num(L, x, p, g)

a = [F("45.90"), F("12.30"), F("28.75")]
add(L, "math",
    f"J'ai dépensé {n(a[0],2)} € au supermarché, {n(a[1],2)} € à la boulangerie "
    f"et {n(a[2],2)} € à la pharmacie. Ça fait combien en tout ?",
    {"number": sum(a)})
start, spent = F(850), F("312.45")
add(L, "math",
    f"Il me restait {n(start)} € sur mon compte et je viens de payer une facture "
    f"de {n(spent,2)} €. Combien il me reste ?",
    {"number": start - spent})
bill, people = F("167.50"), 5
add(L, "math",
    f"On est cinq et l'addition fait {n(bill,2)} €. Ça fait combien par personne ?",
    {"number": bill / people})
price, qty = F("2.35"), 15
add(L, "math",
    f"Combien coûtent {qty} cahiers à {n(price,2)} € pièce ?",
    {"number": price * qty})
pct, amount = 30, F(189)
add(L, "percent",
    f"Un manteau à {n(amount)} € est soldé à -{pct} %. Ça fait combien de "
    f"réduction en euros ?",
    {"number": amount * pct / 100})
total, part = F(2400), F(540)
add(L, "percent",
    f"Sur un budget mensuel de {n(total)} €, on dépense {n(part)} € en courses. "
    f"Ça représente quel pourcentage ?",
    {"number": part / total * 100})
old, new = F(720), F(765)
add(L, "percent",
    f"Mon loyer est passé de {n(old)} € à {n(new)} €. C'est une augmentation "
    f"de combien en pourcentage ?",
    {"number": (new - old) / old * 100})
gal = 3
add(L, "units",
    f"Combien font {gal} gallons américains en litres ?",
    {"number": gal * GAL_L})
ft, inch = 6, 2
add(L, "units",
    f"Il mesure {ft} pieds {inch} pouces, ça fait combien en centimètres ?",
    {"number": (ft * FOOT_IN + inch) * INCH_CM})
d1, d2 = datetime.date(2024, 9, 1), datetime.date(2025, 2, 14)
add(L, "dates",
    f"Combien de jours y a-t-il entre le 1er septembre {d1.year} et le "
    f"{d2.day} février {d2.year} ?",
    {"number": (d2 - d1).days})

# =========================================================================
# Spanish (Spain)
# =========================================================================
L = "es"
def n(x, p=0, g=True): return num(L, x, p, g)

a = [F("34.20"), F("51.75"), F("28.90"), F("44.15"), F(39)]
add(L, "math",
    "¿Cuál es la media de estos gastos: "
    + ", ".join(f"{n(v,2)} €" for v in a[:-1]) + f" y {n(a[-1])} €?",
    {"number": sum(a) / len(a)})
start, spent = F(1480), F("1126.35")
add(L, "math",
    f"Este mes he cobrado {n(start)} € y ya llevo gastados {n(spent,2)} €. "
    f"¿Cuánto me queda?",
    {"number": start - spent})
bill, people = F("245.70"), 7
add(L, "math",
    f"Somos {people} a cenar y la cuenta sale a {n(bill,2)} €. "
    f"¿Cuánto tiene que poner cada uno?",
    {"number": bill / people})
price, qty = F("8.75"), 9
add(L, "math",
    f"Si cada entrada cuesta {n(price,2)} €, ¿cuánto pagamos por {qty} entradas?",
    {"number": price * qty})
pct, amount = 10, F("86.40")
add(L, "percent",
    f"¿Cuánto es una propina del {pct} % sobre una cuenta de {n(amount,2)} €?",
    {"number": amount * pct / 100})
total, part = F(2150), F(645)
add(L, "percent",
    f"Cobro {n(total)} € al mes y pago {n(part)} € de alquiler. "
    f"¿Qué porcentaje de mi sueldo se me va en el alquiler?",
    {"number": part / total * 100})
old, new = F("16.50"), F("18.15")
add(L, "percent",
    f"La bombona de butano ha pasado de {n(old,2)} € a {n(new,2)} €. "
    f"¿En qué porcentaje ha subido?",
    {"number": (new - old) / old * 100})
lb = 165
add(L, "units",
    f"¿Cuántos kilos son {lb} libras?",
    {"number": lb * LB_KG})
ft, inch = 5, 11
add(L, "units",
    f"Mi primo mide {ft} pies y {inch} pulgadas. ¿Cuánto es eso en metros?",
    {"number": (ft * FOOT_IN + inch) * INCH_CM / 100})
d, weeks = datetime.date(2025, 11, 20), 6
add(L, "dates",
    f"¿Qué fecha será {weeks} semanas después del {d.day} de noviembre de {d.year}?",
    d_iso(d + datetime.timedelta(weeks=weeks)))

# =========================================================================
# Italian
# =========================================================================
L = "it"
def n(x, p=0, g=True): return num(L, x, p, g)

a = [F("23.40"), F("17.85"), F("9.90"), F("46.20")]
add(L, "math",
    "Mi fai la somma di questi scontrini? "
    + ", ".join(f"{n(v,2)} €" for v in a[:-1]) + f" e {n(a[-1],2)} €.",
    {"number": sum(a)})
start, spent = F(600), F("247.60")
add(L, "math",
    f"Avevo {n(start)} € e al mercato ne ho spesi {n(spent,2)}. "
    f"Quanto mi è rimasto?",
    {"number": start - spent})
bill, people = F("98.80"), 4
add(L, "math",
    f"Siamo in {people} e il conto della pizzeria è di {n(bill,2)} €. "
    f"Quanto paga ciascuno?",
    {"number": bill / people})
price, qty = F("7.90"), 6
add(L, "math",
    f"Quanto costano {qty} bottiglie di vino a {n(price,2)} € l'una?",
    {"number": price * qty})
pct, amount = 25, F(129)
add(L, "percent",
    f"Un paio di scarpe costa {n(amount)} € e c'è uno sconto del {pct} %. "
    f"A quanto ammonta lo sconto?",
    {"number": amount * pct / 100})
total, part = F(1250), F(350)
add(L, "percent",
    f"Su una spesa totale di {n(total)} €, {n(part)} € sono per il riscaldamento. "
    f"Che percentuale è?",
    {"number": part / total * 100})
old, new = F("1.50"), F(2)
add(L, "percent",
    f"Il biglietto dell'autobus è passato da {n(old,2)} € a {n(new)} €. "
    f"Di quanto è aumentato in percentuale?",
    {"number": (new - old) / old * 100})
fahr = 100
add(L, "units",
    f"Quanti gradi Celsius sono {fahr} °F?",
    {"number": f_to_c(fahr)})
lb, oz = 7, 8
add(L, "units",
    f"Mio nipote è nato di {lb} libbre e {oz} once. Quanto pesava in chili?",
    {"number": (lb * LB_OZ + oz) * OZ_G / 1000})
d = datetime.date(1946, 6, 2)
add(L, "dates",
    f"Che giorno della settimana era il {d.day} giugno {d.year}?",
    d_wd(d))

# =========================================================================
# Portuguese (Brazil)
# =========================================================================
L = "pt"
def n(x, p=0, g=True): return num(L, x, p, g)

a = [F(150), F("187.40"), F("162.90")]
add(L, "math",
    f"Gastei R$ {n(a[0],2)} em janeiro, R$ {n(a[1],2)} em fevereiro e "
    f"R$ {n(a[2],2)} em março de conta de luz. Qual foi a média por mês?",
    {"number": sum(a) / len(a)})
start, spent = F(3200), F("2475.80")
add(L, "math",
    f"Recebi R$ {n(start,2)} de salário e já paguei R$ {n(spent,2)} em contas. "
    f"Quanto sobrou?",
    {"number": start - spent})
bill, people = F(432), 9
add(L, "math",
    f"O churrasco deu R$ {n(bill,2)} e vamos dividir entre {people} pessoas. "
    f"Quanto fica pra cada um?",
    {"number": bill / people})
price, qty = F("0.85"), 25
add(L, "math",
    f"Quanto dá {qty} pãezinhos a R$ {n(price,2)} cada?",
    {"number": price * qty})
pct, amount = 10, F("238.70")
add(L, "percent",
    f"Quanto fica a taxa de serviço de {pct}% numa conta de R$ {n(amount,2)}?",
    {"number": amount * pct / 100})
total, part = F(4500), F(1170)
add(L, "percent",
    f"Do meu salário de R$ {n(total)}, R$ {n(part)} vão pro aluguel. "
    f"Isso dá quantos por cento?",
    {"number": part / total * 100})
old, new = F("6.29"), F("5.89")
add(L, "percent",
    f"O litro da gasolina caiu de R$ {n(old,2)} para R$ {n(new,2)}. "
    f"Qual foi a queda em porcentagem?",
    {"number": (old - new) / old * 100})
miles = 50
add(L, "units",
    f"Quantos quilômetros são {miles} milhas?",
    {"number": miles * MILE_KM})
ft, inch = 5, 4
add(L, "units",
    f"Quem tem {ft} pés e {inch} polegadas tem quantos centímetros de altura?",
    {"number": (ft * FOOT_IN + inch) * INCH_CM})
d, days = datetime.date(2025, 9, 7), 100
add(L, "dates",
    f"Que dia vai ser {days} dias depois de {d.day} de setembro de {d.year}?",
    d_iso(d + datetime.timedelta(days=days)))

# =========================================================================
# Chinese (simplified)
# =========================================================================
L = "zh"
def n(x, p=0, g=False): return num(L, x, p, g)

a = [F("86.5"), F("213.8"), F("97.2")]
add(L, "math",
    f"这个月交了水费{n(a[0],1)}元、电费{n(a[1],1)}元、燃气费{n(a[2],1)}元，一共多少钱？",
    {"number": sum(a)})
start, spent = F(5000), F(3299)
add(L, "math",
    f"我卡里有{n(start)}元，买手机花了{n(spent)}元，还剩多少钱？",
    {"number": start - spent})
bill, people = F(1268), 8
add(L, "math",
    f"聚餐一共花了{n(bill)}元，{people}个人AA，每人要出多少？",
    {"number": bill / people})
price, qty = F("6.8"), 12
add(L, "math",
    f"苹果{n(price,1)}元一斤，买{qty}斤要多少钱？",
    {"number": price * qty})
pct, amount = 15, F(680)
add(L, "percent",
    f"一件外套原价{n(amount)}元，现在优惠{pct}%，能便宜多少钱？",
    {"number": amount * pct / 100})
total, part = F(12000), F(3300)
add(L, "percent",
    f"我月薪{n(total / 10000, 1)}万，房租{n(part)}，房租占工资的百分之多少？",
    {"number": part / total * 100})
old, new = F(28), F(32)
add(L, "percent",
    f"猪肉从{n(old)}元一斤涨到了{n(new)}元一斤，涨了百分之多少？",
    {"number": (new - old) / old * 100})
fahr = F("98.6")
add(L, "units",
    f"华氏{n(fahr,1)}度是摄氏多少度？",
    {"number": f_to_c(fahr)})
ft, inch = 6, 1
add(L, "units",
    f"{ft}英尺{inch}英寸等于多少厘米？",
    {"number": (ft * FOOT_IN + inch) * INCH_CM})
d1, d2 = datetime.date(2025, 10, 1), datetime.date(2026, 2, 17)
add(L, "dates",
    f"从{d1.year}年{d1.month}月{d1.day}日到{d2.year}年{d2.month}月{d2.day}日相差多少天？",
    {"number": (d2 - d1).days})

# =========================================================================
# Japanese
# =========================================================================
L = "ja"
def n(x, p=0, g=True): return num(L, x, p, g)

a = [F(4800), F(5500), F(3900)]
add(L, "math",
    f"飲み会代の平均を出したいです。{n(a[0])}円、{n(a[1])}円、{n(a[2])}円の"
    f"{len(a)}回分だと、1回あたりいくらですか？",
    {"number": sum(a) / len(a)})
man, spent = 23, F(178600)
add(L, "math",
    f"今月の給料は{man}万円で、もう{n(spent)}円使ってしまいました。"
    f"あといくら残っていますか？",
    {"number": man * 10000 - spent})
bill, people = F(18600), 4
add(L, "math",
    f"会計が{n(bill)}円でした。{people}人で割り勘すると1人いくらですか？",
    {"number": bill / people})
price, qty = F(230), 7
add(L, "math",
    f"1個{n(price)}円のおにぎりを{qty}個買うと、いくらになりますか？",
    {"number": price * qty})
pct, amount = 10, F(8980)
add(L, "percent",
    f"{n(amount)}円の商品に消費税{pct}%がかかると、消費税はいくらですか？",
    {"number": amount * pct / 100})
inc_man, rent_man, rent_sen = 28, 9, 1
add(L, "percent",
    f"月収{inc_man}万円のうち、家賃が{rent_man}万{rent_sen}千円です。"
    f"家賃は収入の何パーセントですか？",
    {"number": F(rent_man * 10000 + rent_sen * 1000) / (inc_man * 10000) * 100})
old, new = F(168), F(182)
add(L, "percent",
    f"ガソリンが1リットル{n(old)}円から{n(new)}円に値上がりしました。"
    f"何パーセント上がったことになりますか？",
    {"number": (new - old) / old * 100})
miles = 10
add(L, "units",
    f"{miles}マイルって何キロですか？",
    {"number": miles * MILE_KM})
h, m = 2, 15
add(L, "units",
    f"{h}時間{m}分は何時間ですか？小数で教えてください。",
    {"number": h + F(m, 60)})
d = datetime.date(2026, 1, 1)
add(L, "dates",
    f"{d.year}年{d.month}月{d.day}日は何曜日ですか？",
    d_wd(d))

# =========================================================================
# Korean
# =========================================================================
L = "ko"
def n(x, p=0, g=True): return num(L, x, p, g)

a = [F(8500), F(9000), F(7500), F(12000), F(6500)]
add(L, "math",
    "이번 주 점심값 합계 좀 계산해 주세요. "
    + ", ".join(f"{n(v)}원" for v in a) + "이요.",
    {"number": sum(a)})
bal_man, rent_man, fee_man, fee_cheon = 150, 65, 12, 3
add(L, "math",
    f"통장에 {bal_man}만 원 있었는데 월세 {rent_man}만 원이랑 관리비 "
    f"{fee_man}만 {fee_cheon}천 원을 냈어요. 얼마 남았어요?",
    {"number": bal_man * 10000 - rent_man * 10000 - (fee_man * 10000 + fee_cheon * 1000)})
bill, people = F(347000), 5
add(L, "math",
    f"회식비가 총 {n(bill)}원 나왔는데 {people}명이서 똑같이 나누면 한 명당 얼마예요?",
    {"number": bill / people})
price, qty = F(1200), 15
add(L, "math",
    f"개당 {n(price)}원짜리 아이스크림 {qty}개 사면 얼마예요?",
    {"number": price * qty})
pct, amount = 20, F(45000)
add(L, "percent",
    f"{n(amount)}원짜리 운동화를 {pct}% 할인받으면 얼마 할인되는 거예요?",
    {"number": amount * pct / 100})
total_man, part_man = 320, 80
add(L, "percent",
    f"월급 {total_man}만 원 중에 {part_man}만 원을 저축하면 몇 퍼센트 저축하는 거예요?",
    {"number": F(part_man, total_man) * 100})
old, new = F(4500), F(5200)
add(L, "percent",
    f"커피값이 {n(old)}원에서 {n(new)}원으로 올랐어요. 몇 퍼센트 오른 거예요?",
    {"number": (new - old) / old * 100})
gal = 5
add(L, "units",
    f"미국 갤런으로 {gal}갤런이면 몇 리터예요?",
    {"number": gal * GAL_L})
ft, inch = 5, 8
add(L, "units",
    f"키가 {ft}피트 {inch}인치면 몇 cm예요?",
    {"number": (ft * FOOT_IN + inch) * INCH_CM})
d1, d2 = datetime.date(2025, 12, 25), datetime.date(2026, 3, 1)
add(L, "dates",
    f"{d1.year}년 {d1.month}월 {d1.day}일에서 {d2.year}년 {d2.month}월 {d2.day}일까지는 "
    f"며칠이에요?",
    {"number": (d2 - d1).days})

# =========================================================================
# Russian
# =========================================================================
L = "ru"
def n(x, p=0, g=True): return num(L, x, p, g)

a = [F(420), F(385), F(510), F(295)]
add(L, "math",
    "За неделю я потратил на такси "
    + ", ".join(f"{n(v)} ₽" for v in a[:-1]) + f" и {n(a[-1])} ₽. "
    "Сколько в среднем выходит за поездку?",
    {"number": sum(a) / len(a)})
start, spent = F(15000), F("8749.90")
add(L, "math",
    f"У меня было {n(start)} рублей, купил куртку за {n(spent,2)} ₽. Сколько осталось?",
    {"number": start - spent})
bill, people = F(4830), 6
add(L, "math",
    f"Счёт в кафе \u2014 {n(bill)} ₽, нас шестеро. Сколько с каждого, если делить поровну?",
    {"number": bill / people})
price, qty = F("289.50"), 4
add(L, "math",
    f"Сколько стоят {qty} пачки корма по {n(price,2)} ₽?",
    {"number": price * qty})
pct, amount = 15, F(3470)
add(L, "percent",
    f"Хочу оставить {pct} % чаевых, счёт {n(amount)} ₽. Сколько это будет?",
    {"number": amount * pct / 100})
total, part = F(85000), F(27200)
add(L, "percent",
    f"Из зарплаты {n(total)} ₽ я отдаю за квартиру {n(part)} ₽. "
    f"Какой это процент от зарплаты?",
    {"number": part / total * 100})
old, new = F(140), F(126)
add(L, "percent",
    f"Билет на электричку подешевел с {n(old)} до {n(new)} рублей. "
    f"На сколько процентов снизилась цена?",
    {"number": (old - new) / old * 100})
oz = 16
add(L, "units",
    f"Сколько граммов в {oz} унциях?",
    {"number": oz * OZ_G})
h, m = 3, 25
add(L, "units",
    f"Перелёт длится {h} часа {m} минут. Сколько это в минутах?",
    {"number": h * 60 + m})
d, days = datetime.date(2026, 3, 1), 45
add(L, "dates",
    f"Какая дата была за {days} дней до {d.day} марта {d.year} года?",
    d_iso(d - datetime.timedelta(days=days)))


# ---- checks and output ---------------------------------------------------
def main():
    ids = [q["id"] for q in QUESTIONS]
    assert len(ids) == len(set(ids)) == 100, len(ids)
    want = {"math": 4, "percent": 3, "units": 2, "dates": 1}
    for lang in STYLE:
        for cat, k in want.items():
            got = sum(1 for q in QUESTIONS
                      if q["language"] == lang and q["category"] == cat)
            assert got == k, (lang, cat, got)
    with open(OUT, "w", encoding="utf-8") as fh:
        for q in QUESTIONS:
            fh.write(json.dumps(q, ensure_ascii=False) + "\n")
    print("wrote %d questions to %s" % (len(QUESTIONS), OUT))


if __name__ == "__main__":
    main()
