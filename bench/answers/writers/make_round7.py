#!/usr/bin/env python3
"""Write bench/answers/fresh_round7.jsonl: 100 single-value questions,
10 per language (3 math, 3 percent, 2 units, 2 dates).

Every expected value is computed here from exact definitions, and the
numbers shown in each question are formatted from the same values.
Standard library only.
"""
import datetime
import json
import os
from fractions import Fraction as F

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(os.path.dirname(HERE), "fresh_round7.jsonl")

# ---- exact unit definitions -------------------------------------------
MILE_KM = F("1.609344")
LB_KG = F("0.45359237")
GAL_L = F("3.785411784")
INCH_CM = F("2.54")
FOOT_IN = 12
OZ_G = F("28.349523125")


def f_to_c(f):
    return (F(f) - 32) * F(5, 9)


# ---- rounding ----------------------------------------------------------
def r2(x):
    """Exact integer stays int; otherwise round to 2 decimals (no ties)."""
    x = F(x)
    if x.denominator == 1:
        return int(x)
    y = x * 100
    frac = y - (y.numerator // y.denominator)
    assert frac != F(1, 2), ("rounding tie", x)
    n = (y + F(1, 2)).numerator // (y + F(1, 2)).denominator
    return round(n / 100, 2)


# ---- number formatting in each language's own style -------------------
SEP = {  # (thousands, decimal)
    "en": (",", "."), "zh": (",", "."), "ja": (",", "."), "ko": (",", "."),
    "de": (".", ","), "es": (".", ","), "it": (".", ","), "pt": (".", ","),
    "fr": (" ", ","), "ru": (" ", ","),
}


def num(x, lang, dec=None, group=True, thou=None):
    """Format value x for language lang with `dec` decimals.

    The shown text must represent x exactly (asserted), so the question
    and its answer cannot drift apart.
    """
    x = F(x)
    if dec is None:
        dec = 0
        while (x * 10 ** dec).denominator != 1:
            dec += 1
            assert dec <= 6, x
    scaled = x * 10 ** dec
    assert scaled.denominator == 1, ("not exactly representable", x, dec)
    n = abs(scaled.numerator)
    ip, fp = divmod(n, 10 ** dec)
    t, d = SEP[lang]
    if thou is not None:
        t = thou
    s = str(ip)
    if group and ip >= 1000:
        parts = []
        while s:
            parts.append(s[-3:])
            s = s[:-3]
        s = t.join(reversed(parts))
    if dec:
        s += d + str(fp).rjust(dec, "0")
    return ("-" if x < 0 else "") + s


# ---- dates -------------------------------------------------------------
D = datetime.date
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]
MONTHS = {
    "en": ["January", "February", "March", "April", "May", "June", "July",
           "August", "September", "October", "November", "December"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli",
           "August", "September", "Oktober", "November", "Dezember"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet",
           "août", "septembre", "octobre", "novembre", "décembre"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
           "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno",
           "luglio", "agosto", "settembre", "ottobre", "novembre",
           "dicembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho",
           "julho", "agosto", "setembro", "outubro", "novembro",
           "dezembro"],
    "ru": ["января", "февраля", "марта", "апреля", "мая", "июня", "июля",
           "августа", "сентября", "октября", "ноября", "декабря"],
}


def dname(d, lang, style="long"):
    m = d.month
    if lang == "en":
        return f"{MONTHS['en'][m - 1]} {d.day}, {d.year}"
    if lang == "de":
        if style == "num":
            return f"{d.day:02d}.{m:02d}.{d.year}"
        return f"{d.day}. {MONTHS['de'][m - 1]} {d.year}"
    if lang == "fr":
        day = "1er" if d.day == 1 else str(d.day)
        return f"{day} {MONTHS['fr'][m - 1]} {d.year}"
    if lang in ("es", "pt"):
        return f"{d.day} de {MONTHS[lang][m - 1]} de {d.year}"
    if lang == "it":
        day = "1°" if d.day == 1 else str(d.day)
        return f"{day} {MONTHS['it'][m - 1]} {d.year}"
    if lang == "ru":
        return f"{d.day} {MONTHS['ru'][m - 1]} {d.year} года"
    if lang in ("zh", "ja"):
        return f"{d.year}年{m}月{d.day}日"
    if lang == "ko":
        return f"{d.year}년 {m}월 {d.day}일"
    raise ValueError(lang)


def add_months(d, k):
    y, m = divmod(d.month - 1 + k, 12)
    return D(d.year + y, m + 1, d.day)  # raises if the day does not exist


def weekday(d):
    return WEEKDAYS[d.weekday()]


# ---- question list -----------------------------------------------------
ROWS = []


def q(lang, cat, question, **expect):
    assert len(expect) == 1
    (k, v), = expect.items()
    if k == "number":
        v = r2(v)
    elif k == "date":
        v = v.isoformat()
    elif k == "text":
        assert v in WEEKDAYS
    ROWS.append({"language": lang, "category": cat, "question": question,
                 "expect": {k: v}})


# ======================= English =======================================
L = "en"
total, people = F("137.60"), 4
q(L, "math", f"Dinner for {people} came to ${num(total, L, 2)}. If we split "
  f"it evenly, how much does each of us owe?", number=total / people)
n, p = 7, F("3.85")
q(L, "math", f"{n} notebooks at ${num(p, L, 2)} each — what's the total?",
  number=n * p)
scores = [182, 197, 164, 211]
q(L, "math", f"My last four bowling scores were {scores[0]}, {scores[1]}, "
  f"{scores[2]} and {scores[3]}. What's my average?",
  number=F(sum(scores), len(scores)))
sold, tickets = 245, 700
q(L, "percent", f"Our school sold {sold} of the {tickets} raffle tickets. "
  f"What percentage of the tickets did we sell?",
  number=F(sold, tickets) * 100)
pct, amt = 18, 1250
q(L, "percent", f"What's {pct}% of ${num(amt, L)}?", number=F(pct, 100) * amt)
rent, pct = 1480, F("4.5")
q(L, "percent", f"My rent is ${num(rent, L)} a month and the landlord is "
  f"raising it by {num(pct, L)}%. What will I pay per month after the "
  f"increase?", number=rent * (1 + pct / 100))
mi = F("26.2")
q(L, "units", f"How many kilometers is a {num(mi, L)}-mile marathon?",
  number=mi * MILE_KM)
deg = 375
q(L, "units", f"The recipe says to bake at {deg}°F. What's that in Celsius?",
  number=f_to_c(deg))
a, b = D(2025, 3, 3), D(2025, 8, 19)
q(L, "dates", f"How many days are there between {dname(a, L)} and "
  f"{dname(b, L)}?", number=(b - a).days)
d = D(1969, 7, 20)
q(L, "dates", f"what day of the week was {dname(d, L)}", text=weekday(d))

# ======================= German ========================================
L = "de"
total, people = F("186.45"), 5
q(L, "math", f"Wir waren zu fünft essen, die Rechnung beträgt "
  f"{num(total, L, 2)} €. Wie viel zahlt jeder, wenn wir gleichmäßig "
  f"teilen?", number=total / people)
start, s1, s2 = 500, F("127.90"), F("48.35")
q(L, "math", f"Ich hatte {start} € auf dem Konto und habe davon "
  f"{num(s1, L, 2)} € und {num(s2, L, 2)} € ausgegeben. Wie viel ist noch "
  f"übrig?", number=start - s1 - s2)
n, p = 12, F("0.89")
q(L, "math", f"{n} Flaschen Apfelschorle zu je {num(p, L, 2)} € – was kostet "
  f"das zusammen?", number=n * p)
price, pct = 849, 15
q(L, "percent", f"Der Fernseher hat {price} € gekostet und ist jetzt um "
  f"{pct} % reduziert. Was kostet er jetzt?",
  number=price * (1 - F(pct, 100)))
old, new = F("32.4"), F("38.9")
q(L, "percent", f"Unser Strompreis ist von {num(old, L)} auf {num(new, L)} "
  f"Cent pro kWh gestiegen. Um wie viel Prozent ist er gestiegen?",
  number=(new - old) / old * 100)
tot, yes = 1250, 430
q(L, "percent", f"Von {num(tot, L)} Befragten haben {yes} mit „Ja“ "
  f"geantwortet. Wie hoch ist der Anteil in Prozent?",
  number=F(yes, tot) * 100)
ft, inch = 5, 11
q(L, "units", f"Mein amerikanischer Austauschschüler sagt, er sei {ft} Fuß "
  f"{inch} Zoll groß. Wie viele Zentimeter sind das?",
  number=(ft * FOOT_IN + inch) * INCH_CM)
mins = 2700
q(L, "units", f"Wie viele Stunden sind {num(mins, L)} Minuten?",
  number=F(mins, 60))
a, k = D(2024, 11, 15), 90
q(L, "dates", f"Welches Datum ist {k} Tage nach dem {dname(a, L, 'num')}?",
  date=a + datetime.timedelta(days=k))
d = D(2026, 12, 24)
q(L, "dates", f"Auf welchen Wochentag fällt Heiligabend, der {dname(d, L)}?",
  text=weekday(d))

# ======================= French ========================================
L = "fr"
total, people = 1314, 6
q(L, "math", f"On part à {people} en week-end et la location coûte "
  f"{num(total, L, thou=chr(0xA0))} €. Combien chacun doit-il payer ?",
  number=F(total, people))
n1, p1, n2, p2 = 3, F("1.15"), 2, F("1.35")
q(L, "math", f"J'achète {n1} baguettes à {num(p1, L, 2)} € et {n2} "
  f"croissants à {num(p2, L, 2)} €. Ça me fait combien en tout ?",
  number=n1 * p1 + n2 * p2)
notes = [F("12.5"), 14, F("9.5"), 16]
q(L, "math", f"J'ai eu {num(notes[0], L)} ; {num(notes[1], L)} ; "
  f"{num(notes[2], L)} et {num(notes[3], L)} à mes contrôles de maths, tous "
  f"au même coefficient. Quelle est ma moyenne ?",
  number=sum(notes, F(0)) / len(notes))
pct, ht = 20, 345
q(L, "percent", f"Quel est le montant de la TVA à {pct} % sur une facture "
  f"de {ht} € HT ?", number=F(pct, 100) * ht)
old, new = F("1.89"), F("1.74")
q(L, "percent", f"Le litre de gazole est passé de {num(old, L, 2)} € à "
  f"{num(new, L, 2)} €. De combien de pour cent a-t-il baissé ?",
  number=(old - new) / old * 100)
tot, part = 28, 21
q(L, "percent", f"Sur les {tot} élèves de la classe, {part} ont eu leur bac "
  f"avec mention. Cela représente quel pourcentage ?",
  number=F(part, tot) * 100)
gal = 3
q(L, "units", f"Combien de litres font {gal} gallons américains ?",
  number=gal * GAL_L)
mph = 65
q(L, "units", f"Aux États-Unis, la vitesse est souvent limitée à {mph} mph. "
  f"Ça fait combien en km/h ?", number=mph * MILE_KM)
a, b = D(2025, 7, 14), D(2026, 1, 1)
q(L, "dates", f"Combien de jours y a-t-il entre le {dname(a, L)} et le "
  f"{dname(b, L)} ?", number=(b - a).days)
a, w = D(2025, 3, 20), 6
q(L, "dates", f"Quelle date serons-nous {w} semaines après le "
  f"{dname(a, L)} ?", date=a + datetime.timedelta(weeks=w))

# ======================= Spanish =======================================
L = "es"
total, people = F("74.85"), 3
q(L, "math", f"Somos {people} amigos y la cena salió por {num(total, L, 2)} €. "
  f"¿Cuánto pone cada uno?", number=total / people)
kg, p, bill = 4, F("1.65"), 20
q(L, "math", f"Compré {kg} kilos de naranjas a {num(p, L, 2)} € el kilo y "
  f"pagué con un billete de {bill} €. ¿Cuánto me devolvieron?",
  number=bill - kg * p)
gastos = [F("45.20"), F("132.75"), F("18.90"), 260]
q(L, "math", "Suma estos gastos del mes: " +
  ", ".join(f"{num(g, L, 2)} €" for g in gastos[:-1]) +
  f" y {num(gastos[-1], L)} €.", number=sum(gastos, F(0)))
pct, amt = F("7.5"), 3200
q(L, "percent", f"¿Cuánto es el {num(pct, L)} % de {num(amt, L)}?",
  number=pct / 100 * amt)
old, new = 1850, 1980
q(L, "percent", f"Mi sueldo era de {num(old, L)} € y ahora es de "
  f"{num(new, L)} €. ¿En qué porcentaje me lo han subido?",
  number=F(new - old, old) * 100)
price, pct = 120, 35
q(L, "percent", f"Un abrigo de {price} € tiene un {pct} % de descuento. "
  f"¿Cuál es el precio final?", number=price * (1 - F(pct, 100)))
lb = 165
q(L, "units", f"¿Podría decirme cuántos kilos son {lb} libras?",
  number=lb * LB_KG)
deg = F("98.6")
q(L, "units", f"Si el termómetro marca {num(deg, L)} °F, ¿cuántos grados "
  f"Celsius son?", number=f_to_c(deg))
d = D(1992, 10, 12)
q(L, "dates", f"¿Qué día de la semana fue el {dname(d, L)}?",
  text=weekday(d))
a, b = D(2024, 2, 1), D(2024, 3, 1)
q(L, "dates", f"¿Cuántos días hay del {dname(a, L)} al {dname(b, L)}?",
  number=(b - a).days)

# ======================= Italian =======================================
L = "it"
total, people = 96, 8
q(L, "math", f"Il conto della pizzeria è di {num(total, L, 2)} € e siamo in "
  f"{people}. Quanto paga ciascuno?", number=F(total, people))
n, p = 5, F("23.40")
q(L, "math", f"Ho comprato {n} biglietti del treno a {num(p, L, 2)} € l'uno. "
  f"Quanto ho speso in tutto?", number=n * p)
spese = [F("68.50"), F("74.20"), F("59.90"), F("81.40")]
q(L, "math", "Nelle ultime quattro settimane ho speso al supermercato " +
  ", ".join(f"{num(s, L, 2)} €" for s in spese[:-1]) +
  f" e {num(spese[-1], L, 2)} €. Qual è la spesa media settimanale?",
  number=sum(spese, F(0)) / len(spese))
tot, tax = 240, 54
q(L, "percent", f"Su una bolletta di {tot} €, {tax} € sono imposte e oneri. "
  f"Che percentuale rappresentano?", number=F(tax, tot) * 100)
pct, amt = 22, 1580
q(L, "percent", f"Quanto fa il {pct}% di {num(amt, L)} euro?",
  number=F(pct, 100) * amt)
old, new = F("1.50"), F("2.20")
q(L, "percent", f"Il biglietto dell'autobus è passato da {num(old, L, 2)} € "
  f"a {num(new, L, 2)} €. Di quanto è aumentato in percentuale?",
  number=(new - old) / old * 100)
ft = 1000
q(L, "units", f"Potrebbe dirmi a quanti metri corrispondono {num(ft, L)} "
  f"piedi?", number=ft * FOOT_IN * INCH_CM / 100)
oz = 12
q(L, "units", f"Al ristorante americano la bistecca è da {oz} once. Quanti "
  f"grammi sono?", number=oz * OZ_G)
a, k = D(2026, 1, 1), 100
q(L, "dates", f"Che data è {k} giorni dopo il {dname(a, L)}?",
  date=a + datetime.timedelta(days=k))
d = D(2025, 6, 2)
q(L, "dates", f"In che giorno della settimana cade il {dname(d, L)}?",
  text=weekday(d))

# ======================= Portuguese (Brazil) ===========================
L = "pt"
total, people = F("452.40"), 12
q(L, "math", f"A conta do churrasco deu R$ {num(total, L, 2)} para {people} "
  f"pessoas. Quanto cada um paga?", number=total / people)
sal, rent, bills = 2300, 1150, F("387.65")
q(L, "math", f"Recebi R$ {num(sal, L, 2)} de salário. Já paguei "
  f"R$ {num(rent, L, 2)} de aluguel e R$ {num(bills, L, 2)} de contas. "
  f"Quanto sobrou?", number=sal - rent - bills)
n, p = 15, F("2.40")
q(L, "math", f"Quanto custam {n} pães de queijo a R$ {num(p, L, 2)} cada?",
  number=n * p)
pct, amt = 12, 4750
q(L, "percent", f"Quanto é {pct}% de R$ {num(amt, L, 2)}?",
  number=F(pct, 100) * amt)
old, new = F("5.89"), F("6.29")
q(L, "percent", f"O litro da gasolina passou de R$ {num(old, L, 2)} para "
  f"R$ {num(new, L, 2)}. Qual foi o aumento percentual?",
  number=(new - old) / old * 100)
price, pct = 320, 8
q(L, "percent", f"O produto custava R$ {num(price, L, 2)} e teve um reajuste "
  f"de {pct}%. Quanto custa agora?", number=price * (1 + F(pct, 100)))
mph = 50
q(L, "units", f"{mph} milhas por hora equivalem a quantos km/h?",
  number=mph * MILE_KM)
h, m = 3, 25
q(L, "units", f"Quantos segundos há em {h} horas e {m} minutos?",
  number=(h * 60 + m) * 60)
a, b = D(2025, 6, 10), D(2025, 12, 25)
q(L, "dates", f"Quantos dias há entre {dname(a, L)} e {dname(b, L)}?",
  number=(b - a).days)
a, k = D(2025, 11, 15), 3
q(L, "dates", f"Qual será a data {k} meses depois de {dname(a, L)}?",
  date=add_months(a, k))

# ======================= Chinese =======================================
L = "zh"
total, people = 586, 4
q(L, "math", f"我们{people}个人吃火锅一共花了{total}元，AA的话每人付多少钱？",
  number=F(total, people))
p, n = F("3.5"), 24
q(L, "math", f"一支笔{num(p, L)}元，买{n}支一共多少钱？", number=n * p)
sc = [88, 92, 79, 95, 86]
q(L, "math", f"小明这学期五次数学测验的成绩分别是{'、'.join(map(str, sc))}，"
  f"平均分是多少？", number=F(sum(sc), len(sc)))
price, zhe = 480, 8  # 打八折 = pay 80 %
q(L, "percent", f"一件外套原价{price}元，现在打八折，现在要多少钱？",
  number=price * F(zhe, 10))
old, new = 1000, 1250
q(L, "percent", f"公司去年营业额是{old}万元，今年是{new}万元。今年比去年增长了"
  f"百分之多少？", number=F(new - old, old) * 100)
tot, part = 45, 18
q(L, "percent", f"全班{tot}人中有{part}人戴眼镜，戴眼镜的人占全班的百分之几？",
  number=F(part, tot) * 100)
ft = 6
q(L, "units", f"{ft}英尺等于多少厘米？", number=ft * FOOT_IN * INCH_CM)
deg = 100
q(L, "units", f"华氏{deg}度是摄氏多少度？", number=f_to_c(deg))
a, b = D(2025, 5, 1), D(2025, 10, 1)
q(L, "dates", f"从{dname(a, L)}到{dname(b, L)}一共相差多少天？",
  number=(b - a).days)
d = D(2024, 2, 29)
q(L, "dates", f"{dname(d, L)}是星期几？", text=weekday(d))

# ======================= Japanese ======================================
L = "ja"
total, people = 23400, 6
q(L, "math", f"飲み会の会計が{num(total, L)}円でした。{people}人で割り勘にすると"
  f"1人いくらですか？", number=F(total, people))
p, n = 180, 7
q(L, "math", f"1個{p}円のおにぎりを{n}個買うと、合計いくらになりますか？",
  number=n * p)
wallet, book, lunch = 10000, 3280, 1450
q(L, "math", f"財布に{num(wallet, L)}円入っていました。{num(book, L)}円の本と"
  f"{num(lunch, L)}円のランチを買ったら、残りはいくらですか？",
  number=wallet - book - lunch)
price, tax = 8500, 10
q(L, "percent", f"税抜き{num(price, L)}円の商品に消費税{tax}%がかかると、"
  f"税込みでいくらになりますか？", number=price * (1 + F(tax, 100)))
sal_man, rent_man = 28, 7
q(L, "percent", f"月給{sal_man}万円のうち家賃が{rent_man}万円です。家賃は月給の"
  f"何パーセントですか？", number=F(rent_man, sal_man) * 100)
old, new = 72, F("68.4")
q(L, "percent", f"体重が{old}kgから{num(new, L)}kgに減りました。何パーセント"
  f"減ったことになりますか？", number=(old - new) / old * 100)
mi = 10
q(L, "units", f"{mi}マイルは何キロメートルですか？", number=mi * MILE_KM)
gal = F("2.5")
q(L, "units", f"アメリカのレシピに牛乳{num(gal, L)}ガロンとあります。"
  f"何リットルですか？", number=gal * GAL_L)
d = D(2025, 12, 25)
q(L, "dates", f"{dname(d, L)}は何曜日ですか？", text=weekday(d))
a, k = D(2026, 1, 10), 45
q(L, "dates", f"{dname(a, L)}の{k}日前は何月何日ですか？",
  date=a - datetime.timedelta(days=k))

# ======================= Korean ========================================
L = "ko"
total, people = 54000, 3
q(L, "math", f"점심값이 총 {num(total, L)}원 나왔는데 {people}명이서 똑같이 "
  f"나누면 한 사람당 얼마예요?", number=F(total, people))
p, n = 4500, 6
q(L, "math", f"커피 한 잔에 {num(p, L)}원인데 {n}잔 사면 얼마예요?",
  number=n * p)
steps = [8200, 10500, 7800, 9900, 12100]
days = ["월", "화", "수", "목", "금"]
q(L, "math", "이번 주 걸음 수가 " +
  ", ".join(f"{dd} {num(s, L)}" for dd, s in zip(days, steps)) +
  "걸음이었어요. 하루 평균 몇 걸음이에요?", number=F(sum(steps), len(steps)))
man, pct = 120, 15  # 120만 원
q(L, "percent", f"{man}만 원의 {pct}%는 얼마예요?",
  number=man * 10000 * F(pct, 100))
old = 3 * 10 ** 8 + 2000 * 10 ** 4  # 3억 2,000만 원
new = 2 * 10 ** 8 + 8800 * 10 ** 4  # 2억 8,800만 원
q(L, "percent", f"작년 매출이 3억 2,000만 원이었는데 올해는 2억 8,800만 원으로 "
  f"줄었습니다. 몇 퍼센트 감소했나요?", number=F(old - new, old) * 100)
tot, right = 50, 43
q(L, "percent", f"시험에서 {tot}문제 중 {right}문제를 맞혔어요. 정답률은 몇 "
  f"퍼센트예요?", number=F(right, tot) * 100)
deg = 50
q(L, "units", f"화씨 {deg}도는 섭씨로 몇 도예요?", number=f_to_c(deg))
km = F("42.195")
q(L, "units", f"마라톤 풀코스 {num(km, L)}km는 몇 마일인가요?",
  number=km / MILE_KM)
a, b = D(2025, 3, 1), D(2025, 6, 6)
q(L, "dates", f"{dname(a, L)}부터 {dname(b, L)}까지 며칠 차이예요?",
  number=(b - a).days)
a, w = D(2025, 9, 17), 8
q(L, "dates", f"{dname(a, L)}에서 {w}주 후는 몇 월 며칠이에요?",
  date=a + datetime.timedelta(weeks=w))

# ======================= Russian =======================================
L = "ru"
total, people = 3870, 3
q(L, "math", f"Счёт в кафе — {num(total, L)} ₽, нас трое. Сколько платит "
  f"каждый?", number=F(total, people))
n, p = 4, F("489.90")
q(L, "math", f"Купил {n} пачки кофе по {num(p, L, 2)} ₽. Сколько всего "
  f"заплатил?", number=n * p)
start, s1, s2 = 15000, 6340, F("2175.50")
q(L, "math", f"Было {num(start, L)} рублей. Потратил {num(s1, L)} на продукты "
  f"и {num(s2, L, 2)} на бензин. Сколько осталось?",
  number=start - s1 - s2)
pct, amt = 13, 85000
q(L, "percent", f"Сколько будет {pct} % от {num(amt, L)} ₽?",
  number=F(pct, 100) * amt)
old, new = 92, 115
q(L, "percent", f"Гречка подорожала с {old} до {new} рублей за килограмм. "
  f"На сколько процентов выросла цена?", number=F(new - old, old) * 100)
dep, pct = 200000, F("8.5")
q(L, "percent", f"Положил {num(dep, L)} ₽ на вклад под {num(pct, L)} % "
  f"годовых без капитализации. Сколько будет на счёте через год?",
  number=dep * (1 + pct / 100))
inch = 32
q(L, "units", f"Сколько сантиметров в {inch} дюймах?", number=inch * INCH_CM)
ms = 25
q(L, "units", f"{ms} м/с — это сколько км/ч?", number=F(ms * 3600, 1000))
d = D(1945, 5, 9)
q(L, "dates", f"Какой день недели был {dname(d, L)}?", text=weekday(d))
a, w = D(2025, 12, 25), 2
q(L, "dates", f"Какое число будет через две недели после "
  f"{dname(a, L)}?",
  date=a + datetime.timedelta(weeks=w))


# ---- ids, checks, output ----------------------------------------------
def main():
    langs = ["en", "de", "fr", "es", "it", "pt", "zh", "ja", "ko", "ru"]
    want = {"math": 3, "percent": 3, "units": 2, "dates": 2}
    counter = {}
    out = []
    for r in ROWS:
        key = (r["language"], r["category"])
        counter[key] = counter.get(key, 0) + 1
        rid = f"r7-{r['language']}-{r['category']}-{counter[key]}"
        out.append({"id": rid, "category": r["category"],
                    "language": r["language"], "question": r["question"],
                    "expect": r["expect"]})
    assert len(out) == 100, len(out)
    assert len({r["id"] for r in out}) == 100
    for lg in langs:
        for cat, k in want.items():
            assert counter.get((lg, cat)) == k, (lg, cat, counter.get((lg, cat)))
    with open(OUT, "w", encoding="utf-8") as fh:
        for r in out:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(out)} questions to {OUT}")


if __name__ == "__main__":
    main()
