#!/usr/bin/env python3
"""Write fresh_round4.jsonl: 100 single-value questions in ten languages.

Every expected value is computed here from definitions (exact fractions,
datetime); nothing is typed in by hand.  Numbers shown in the questions are
rendered from the same strings that feed the computation, so text and answer
cannot drift apart.
"""
import collections
import datetime as dt
import json
import os
from fractions import Fraction as F

OUT_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")  # bench/answers
OUT_PATH = os.path.join(OUT_DIR, "fresh_round4.jsonl")

TODAY = dt.date(2026, 12, 4)
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]
assert WEEKDAYS[TODAY.weekday()] == "Friday"

# Exact conversion factors.
MILE_KM = F("1.609344")
LB_KG = F("0.45359237")
GAL_L = F("3.785411784")
INCH_CM = F("2.54")
FOOT_CM = 12 * INCH_CM


def c_to_f(c):
    return F(c) * F(9, 5) + 32


def f_to_c(f):
    return (F(f) - 32) * F(5, 9)


# ---------------------------------------------------------------- numbers
def num(x):
    """Exact value -> int, or float rounded to 2 decimals (no ties allowed)."""
    x = F(x)
    if x.denominator == 1:
        return int(x)
    assert x > 0, x
    scaled = x * 100
    floor = scaled.numerator // scaled.denominator
    rem = scaled - floor
    if rem == F(1, 2):
        raise ValueError(f"rounding tie for {x}")
    r = F(floor + (1 if rem > F(1, 2) else 0), 100)
    return int(r) if r.denominator == 1 else float(r)


# thousands separator, decimal mark
SEP = {
    "en": (",", "."), "zh": (",", "."), "ja": (",", "."), "ko": (",", "."),
    "de": (".", ","), "es": (".", ","), "it": (".", ","), "pt": (".", ","),
    "fr": (" ", ","), "ru": (" ", ","),
}


def N(lang, s, group=True):
    """Render canonical decimal string s ('1250.50') the way lang writes it."""
    thou, dec = SEP[lang]
    ip, _, dp = s.partition(".")
    if group and len(ip) > 3:
        parts = []
        while len(ip) > 3:
            parts.insert(0, ip[-3:])
            ip = ip[:-3]
        parts.insert(0, ip)
        ip = thou.join(parts)
    return ip + (dec + dp if dp else "")


def MAN(lang, n):
    """Integer n written with 万 (zh/ja) or 만 (ko): 45600 -> 4万5600."""
    unit = "만" if lang == "ko" else "万"
    q, r = divmod(int(n), 10000)
    assert q > 0
    return f"{q}{unit}{r}" if r else f"{q}{unit}"


# ---------------------------------------------------------------- dates
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
           "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho",
           "agosto", "setembro", "outubro", "novembro", "dezembro"],
    "ru": ["января", "февраля", "марта", "апреля", "мая", "июня", "июля",
           "августа", "сентября", "октября", "ноября", "декабря"],
}


def D(lang, d, style="long"):
    m = d.month
    if lang == "en":
        if style == "lower":
            return f"{MONTHS['en'][m - 1].lower()} {d.day} {d.year}"
        return f"{MONTHS['en'][m - 1]} {d.day}, {d.year}"
    if lang == "de":
        if style == "num":
            return f"{d.day:02d}.{d.month:02d}.{d.year}"
        return f"{d.day}. {MONTHS['de'][m - 1]} {d.year}"
    if lang == "fr":
        day = "1er" if d.day == 1 else str(d.day)
        return f"{day} {MONTHS['fr'][m - 1]} {d.year}"
    if lang == "es":
        return f"{d.day} de {MONTHS['es'][m - 1]} de {d.year}"
    if lang == "it":
        return f"{d.day} {MONTHS['it'][m - 1]} {d.year}"
    if lang == "pt":
        if style == "num":
            assert d.day > 12  # keep dd/mm unmistakable
            return f"{d.day:02d}/{d.month:02d}/{d.year}"
        day = "1º" if d.day == 1 else str(d.day)
        return f"{day} de {MONTHS['pt'][m - 1]} de {d.year}"
    if lang in ("zh", "ja"):
        return f"{d.year}年{d.month}月{d.day}日"
    if lang == "ko":
        return f"{d.year}년 {d.month}월 {d.day}일"
    if lang == "ru":
        return f"{d.day} {MONTHS['ru'][m - 1]} {d.year}"
    raise KeyError(lang)


def add_months(d, k):
    assert d.day <= 28, "stay clear of month ends"
    y, m = divmod(d.month - 1 + k, 12)
    return dt.date(d.year + y, m + 1, d.day)


# ---------------------------------------------------------------- expects
def E_num(x):
    return {"number": num(x)}


def E_date(d):
    return {"date": d.isoformat()}


def E_rel(days):
    assert days != 0
    return {"date": f"today+{days}" if days > 0 else f"today-{-days}"}


def E_wd(d):
    return {"text": WEEKDAYS[d.weekday()]}


def pct_of(amount, p):
    return F(amount) * F(p) / 100


def pct_up(amount, p):
    return F(amount) * (100 + F(p)) / 100


def pct_down(amount, p):
    return F(amount) * (100 - F(p)) / 100


def pct_change(old, new):
    return abs(F(new) - F(old)) / F(old) * 100


def share(part, whole):
    return F(part) / F(whole) * 100


# ---------------------------------------------------------------- questions
ITEMS = []


def add(lang, category, question, expect):
    ITEMS.append((lang, category, question, expect))


# ======== English
L = "en"
a, p = "64.50", "18"
add(L, "percent", f"whats {p}% of ${N(L, a)}? trying to work out the tip lol",
    E_num(pct_of(a, p)))
a, p = "1850", "4.5"
add(L, "percent", f"Landlord just told me my rent of ${N(L, a)}/month is going up "
    f"{p}% next year. What will I be paying per month?", E_num(pct_up(a, p)))
o, n = "142", "171"
add(L, "percent", f"my electric bill went from ${o} in october to ${n} in november. "
    f"whats that as a percent increase", E_num(pct_change(o, n)))
x, y = "43", "55"
add(L, "percent", f"Got {x} out of {y} on my stats midterm, what's that as a percentage?",
    E_num(share(x, y)))
a, b = "1847", "36"
add(L, "math", f"{N(L, a)} x {b} = ?", E_num(F(a) * F(b)))
scores = ["82", "91", "77", "88", "95"]
add(L, "math", f"My five quiz scores were {', '.join(scores[:-1])} and {scores[-1]}. "
    f"What's my average?", E_num(sum(F(s) for s in scores) / len(scores)))
ft, inch = 5, 10
add(L, "units", f"hey quick one, how tall is {ft} ft {inch} in in centimeters?",
    E_num(ft * FOOT_CM + inch * INCH_CM))
t = "350"
add(L, "units", f"recipe says bake at {t}°F, whats that in celcius", E_num(f_to_c(t)))
d1, d2 = dt.date(2027, 3, 9), dt.date(2027, 8, 21)
add(L, "dates", f"How many days are there between {D(L, d1)} and {D(L, d2)}?",
    E_num((d2 - d1).days))
d = dt.date(2027, 7, 4)
add(L, "dates", f"what day of the week is {D(L, d, 'lower')}", E_wd(d))

# ======== German
L = "de"
a, p = "2340", "19"
add(L, "percent", f"Wie viel sind {p} % MwSt. von {N(L, a)} € netto?", E_num(pct_of(a, p)))
a, p = "129.99", "30"
add(L, "percent", f"Die Jacke kostet normal {N(L, a)} € und ist gerade um {p}% reduziert. "
    f"Was zahl ich dann?", E_num(pct_down(a, p)))
o, n = "3200", "3450"
add(L, "percent", f"hab ne gehaltserhöhung bekommen, von {N(L, o)} auf {N(L, n)} brutto. "
    f"wieviel prozent mehr ist das?", E_num(pct_change(o, n)))
x, y = "387", "1250"
add(L, "percent", f"Bei unserer Umfrage haben {x} von {N(L, y)} Leuten mit Ja geantwortet. "
    f"Wie viel Prozent sind das?", E_num(share(x, y)))
bill, k = "187.80", 6
add(L, "math", f"Wir waren zu sechst essen, die Rechnung war {N(L, bill)} €. "
    f"Wieviel muss jeder zahlen, wenn wir gleich teilen?", E_num(F(bill) / k))
a, b, c = "4725", "1389", "264"
add(L, "math", f"Was ergibt {N(L, a)} − {N(L, b)} + {c}?", E_num(F(a) - F(b) + F(c)))
mi = "26.2"
add(L, "units", f"Ein Marathon hat {N(L, mi)} Meilen – wie viele Kilometer sind das?",
    E_num(F(mi) * MILE_KM))
h = "3.5"
add(L, "units", f"wie viele minten sind {N(L, h)} stunden", E_num(F(h) * 60))
k = 100
add(L, "dates", f"Welches Datum haben wir heute in {k} Tagen?", E_rel(k))
d1, d2 = dt.date(2027, 1, 15), dt.date(2027, 4, 30)
add(L, "dates", f"Wie viele Tage liegen zwischen dem {D(L, d1, 'num')} und dem "
    f"{D(L, d2, 'num')}?", E_num((d2 - d1).days))

# ======== French
L = "fr"
a, p = "86", "15"
add(L, "percent", f"Combien font {p} % de {a} € ?", E_num(pct_of(a, p)))
a, p = "780", "3.5"
add(L, "percent", f"Bonjour, mon loyer de {a} € va augmenter de {N(L, p)} % en janvier. "
    f"Combien vais-je payer par mois ?", E_num(pct_up(a, p)))
o, n = "1.89", "1.72"
add(L, "percent", f"le gazole est passé de {N(L, o)} € à {N(L, n)} € le litre, ça fait "
    f"une baisse de combien en pourcentage ?", E_num(pct_change(o, n)))
x, y = "420", "2100"
add(L, "percent", f"Sur un budget mensuel de {N(L, y)} €, je dépense {x} € en courses. "
    f"Ça représente quel pourcentage ?", E_num(share(x, y)))
notes = ["12.5", "14", "9", "16.5"]
add(L, "math", f"mes notes ce trimestre : {' ; '.join(N(L, s) for s in notes[:-1])} et "
    f"{N(L, notes[-1])}. c'est quoi ma moyenne ?",
    E_num(sum(F(s) for s in notes) / len(notes)))
packs, per, drunk = 3, 24, 17
add(L, "math", f"J'avais {packs} packs de {per} bouteilles d'eau et on en a bu {drunk}. "
    f"Il en reste combien ?", E_num(packs * per - drunk))
lb = "150"
add(L, "units", f"Ma balance américaine affiche {lb} lb, ça fait combien de kg ?",
    E_num(F(lb) * LB_KG))
v = "90"
add(L, "units", f"{v} km/h c'est combien en mètres par seconde ?",
    E_num(F(v) * 1000 / 3600))
d = dt.date(2027, 7, 14)
add(L, "dates", f"Le {D(L, d)}, ça tombe quel jour de la semaine ?", E_wd(d))
d, k = dt.date(2027, 2, 15), 6
add(L, "dates", f"Quelle sera la date {k} mois après le {D(L, d)} ?",
    E_date(add_months(d, k)))

# ======== Spanish
L = "es"
a, p = "1450", "21"
add(L, "percent", f"¿Cuánto es el {p}% de IVA de una factura de {N(L, a)} €?",
    E_num(pct_of(a, p)))
a, p = "89.95", "40"
add(L, "percent", f"en rebajas las zapatillas tienen un {p}% de descuento, costaban "
    f"{N(L, a)}. cuanto me quedan??", E_num(pct_down(a, p)))
o, n = "12400", "13950"
add(L, "percent", f"La población del pueblo pasó de {N(L, o)} a {N(L, n)} habitantes en "
    f"diez años. ¿En qué porcentaje creció?", E_num(pct_change(o, n)))
x, y = "27", "38"
add(L, "percent", f"mi equipo ganó {x} de los {y} partidos de la liga, q porcentaje es eso",
    E_num(share(x, y)))
a, b = "15.75", "8"
add(L, "math", f"cuanto es {N(L, a)} por {b}", E_num(F(a) * F(b)))
w, weeks = "45", 52
add(L, "math", f"Si gasto {w} € a la semana en comida, ¿cuánto gasto en {weeks} semanas?",
    E_num(F(w) * weeks))
g = "15"
add(L, "units", f"Mi coche tiene un depósito de {g} galones (de EE. UU.). "
    f"¿Cuántos litros son?", E_num(F(g) * GAL_L))
t = "38.5"
add(L, "units", f"el niño tiene {N(L, t)} °C de fiebre, cuanto es eso en fahrenheit?",
    E_num(c_to_f(t)))
d, k = dt.date(2027, 3, 3), 8
add(L, "dates", f"¿Qué fecha será {k} semanas después del {D(L, d)}?",
    E_date(d + dt.timedelta(weeks=k)))
xmas = dt.date(2026, 12, 25)
add(L, "dates", "cuantos dias faltan pa navidad?", E_num((xmas - TODAY).days))

# ======== Italian
L = "it"
a, p = "1280", "22"
add(L, "percent", f"quanto fa il {p}% di {N(L, a)} euro?", E_num(pct_of(a, p)))
a, p = "1499", "25"
add(L, "percent", f"C'è uno sconto del {p}% su un divano da {N(L, a)} €, quanto lo pago "
    f"alla fine?", E_num(pct_down(a, p)))
o, n = "95", "138"
add(L, "percent", f"la bolletta del gas è passata da {o} a {n} euro... di quanto è "
    f"aumentata in percentuale?", E_num(pct_change(o, n)))
x, y = "650", "2300"
add(L, "percent", f"Guadagno {N(L, y)} € al mese e ne spendo {x} di affitto. "
    f"Che percentuale dello stipendio è?", E_num(share(x, y)))
voti = ["7.5", "8", "6.5", "9"]
add(L, "math", f"Mi fai la media di questi voti? {'; '.join(N(L, s) for s in voti)}",
    E_num(sum(F(s) for s in voti) / len(voti)))
r, k = "249.90", 3
add(L, "math", f"ho comprato una lavatrice in {k} rate da {N(L, r)} euro, quanto ho "
    f"speso in tutto?", E_num(F(r) * k))
inch = "65"
add(L, "units", f"Un televisore da {inch} pollici, quanti centimetri sono di diagonale?",
    E_num(F(inch) * INCH_CM))
v = "120"
add(L, "units", f"{v} km/h quante miglia orarie sono?", E_num(F(v) / MILE_KM))
k = 30
add(L, "dates", f"che data era {k} giorni fa?", E_rel(-k))
d = dt.date(2027, 6, 2)
add(L, "dates", f"Il {D(L, d)} che giorno della settimana cade?", E_wd(d))

# ======== Portuguese
L = "pt"
a, p = "3500", "12"
add(L, "percent", f"quanto e {p}% de R$ {N(L, a)}", E_num(pct_of(a, p)))
a, p = "4280.00", "6.5"
add(L, "percent", f"Meu salário é R$ {N(L, a)} e vai ter reajuste de {N(L, p)}%. "
    f"Com quanto vou ficar?", E_num(pct_up(a, p)))
o, n = "5.49", "6.19"
add(L, "percent", f"A gasolina foi de R$ {N(L, o)} pra R$ {N(L, n)} o litro. Isso é um "
    f"aumento de quantos por cento?", E_num(pct_change(o, n)))
x, y = "240", "320"
add(L, "percent", f"Dos {y} alunos da escola, {x} foram aprovados. Qual a porcentagem "
    f"de aprovação?", E_num(share(x, y)))
a, b = "1250", "8"
add(L, "math", f"Quanto é {N(L, a)} dividido por {b}?", E_num(F(a) / F(b)))
n1, p1, n2, p2 = 4, "29.90", 2, "79.90"
add(L, "math", f"comprei {n1} camisetas de {N(L, p1)} e {n2} bermudas de {N(L, p2)}, "
    f"deu quanto no total?", E_num(n1 * F(p1) + n2 * F(p2)))
v = "70"
add(L, "units", f"{v} mph dá quantos km/h?", E_num(F(v) * MILE_KM))
kg = "2.5"
add(L, "units", f"minha mala de mão pesa {N(L, kg)} kg, quanto é isso em libras?",
    E_num(F(kg) / LB_KG))
d, k = dt.date(2027, 5, 17), 75
add(L, "dates", f"Qual a data {k} dias depois de {D(L, d, 'num')}?",
    E_date(d + dt.timedelta(days=k)))
d1, d2 = dt.date(2027, 1, 1), dt.date(2027, 9, 7)
add(L, "dates", f"Quantos dias há entre {D(L, d1)} e {D(L, d2)}?", E_num((d2 - d1).days))

# ======== Chinese
L = "zh"
w, p = "3.8", "15"
add(L, "percent", f"{N(L, w)}万的{p}%是多少？", E_num(pct_of(F(w) * 10000, p)))
a, p = "4200", "8"
add(L, "percent", f"房租现在每月{N(L, a)}元，房东说明年涨{p}%，那我以后每个月要交多少？",
    E_num(pct_up(a, p)))
o, n = 1200000, 1500000
add(L, "percent", f"我们店去年营业额{MAN(L, o)}，今年{MAN(L, n)}，增长了百分之多少",
    E_num(pct_change(o, n)))
x, y = "18", "45"
add(L, "percent", f"班上一共{y}个人，女生{x}个，女生占百分之几？", E_num(share(x, y)))
a, b = "345", "27"
add(L, "math", f"{a}×{b}=?", E_num(F(a) * F(b)))
sc = ["88", "92", "79"]
add(L, "math", f"三次月考分别考了{'、'.join(sc)}分，平均分多少",
    E_num(sum(F(s) for s in sc) / len(sc)))
ft = "6"
add(L, "units", f"身高{ft}英尺是多少厘米", E_num(F(ft) * FOOT_CM))
t = "100"
add(L, "units", f"华氏{t}度等于摄氏多少度？", E_num(f_to_c(t)))
d = dt.date(2027, 10, 1)
add(L, "dates", f"{D(L, d)}是星期几？", E_wd(d))
weeks = 6
add(L, "dates", f"从今天算起{weeks}周以后是几月几号？", E_rel(7 * weeks))

# ======== Japanese
L = "ja"
a, p = 5200000, "20"
add(L, "percent", f"年収{MAN(L, a)}円の{p}%っていくらですか？", E_num(pct_of(a, p)))
a, p = "12800", "30"
add(L, "percent", f"定価{N(L, a)}円のコートが{p}%オフになってた。いくらになる？",
    E_num(pct_down(a, p)))
o, n = "78", "72"
add(L, "percent", f"ダイエットで体重が{o}kgから{n}kgになりました。何%減ったことになりますか？",
    E_num(pct_change(o, n)))
x, y = "163", "200"
add(L, "percent", f"模試で{y}問中{x}問正解だった、正答率なん%？", E_num(share(x, y)))
total, people = 45600, 12
add(L, "math", f"飲み会{people}人で合計{MAN(L, total)}円でした。割り勘だと1人いくら？",
    E_num(F(total) / people))
litre, days = "1.5", 7
add(L, "math", f"毎日{litre}リットル水を飲むと、1週間で何リットル？", E_num(F(litre) * days))
t = "75"
add(L, "units", f"華氏{t}度って摂氏だと何度？", E_num(f_to_c(t)))
km = "21.0975"
add(L, "units", f"ハーフマラソン（{km}km）ってマイルにするとどのくらい？",
    E_num(F(km) / MILE_KM))
d1, d2 = dt.date(2027, 4, 1), dt.date(2027, 12, 25)
add(L, "dates", f"{D(L, d1)}から数えて、{D(L, d2)}は何日後？", E_num((d2 - d1).days))
d, k = dt.date(2027, 9, 20), 3
add(L, "dates", f"{D(L, d)}の{k}か月前って何月何日？", E_date(add_months(d, -k)))

# ======== Korean
L = "ko"
a, p = 3500000, "15"
add(L, "percent", f"{MAN(L, a)}원의 {p}%는 얼마예요?", E_num(pct_of(a, p)))
a, p = 850000, "5"
add(L, "percent", f"월세 {MAN(L, a)}원인데 집주인이 {p}% 올린대요 ㅠㅠ 얼마 내야 돼요?",
    E_num(pct_up(a, p)))
o, n = "52000", "47300"
add(L, "percent", f"주가가 {N(L, o)}원에서 {N(L, n)}원으로 떨어졌는데 몇 퍼센트 하락한 거야?",
    E_num(pct_change(o, n)))
x, y = 2760000, 12000000
add(L, "percent", f"총 예산 {MAN(L, y)}원 중에 광고비가 {MAN(L, x)}원이면 몇 %야?",
    E_num(share(x, y)))
sal, rent, food = 3200000, 750000, 600000
add(L, "math", f"월급 {MAN(L, sal)}원에서 월세 {MAN(L, rent)}원이랑 식비 {MAN(L, food)}원 "
    f"빼면 얼마 남아?", E_num(sal - rent - food))
rt = ["4.2", "3.8", "4.5"]
add(L, "math", f"평점이 {', '.join(rt)} 이면 평균 몇이야", E_num(sum(F(s) for s in rt) / len(rt)))
lb = "180"
add(L, "units", f"{lb}파운드는 몇 kg이에요?", E_num(F(lb) * LB_KG))
t = -10
add(L, "units", f"섭씨 영하 {-t}도는 화씨로 몇 도?", E_num(c_to_f(t)))
weeks = 3
add(L, "dates", f"오늘 기준으로 {weeks}주 뒤는 몇 월 며칠이야?", E_rel(7 * weeks))
d = dt.date(2027, 5, 5)
add(L, "dates", f"{D(L, d)} 어린이날은 무슨 요일이에요?", E_wd(d))

# ======== Russian
L = "ru"
a, p = "85000", "13"
add(L, "percent", f"сколько будет {p}% от {N(L, a)}", E_num(pct_of(a, p)))
a, p = "64990", "15"
add(L, "percent", f"Холодильник стоит {N(L, a)} руб., сейчас скидка {p}%. Сколько он "
    f"будет стоить со скидкой?", E_num(pct_down(a, p)))
o, n = "1200", "1380"
add(L, "percent", f"цена на кофе выросла с {N(L, o)} до {N(L, n)} рублей за пачку, на "
    f"сколько процентов подорожало?", E_num(pct_change(o, n)))
x, y = "1835", "2500"
add(L, "percent", f"Из {N(L, y)} заявок одобрили {N(L, x)}. Какой это процент?",
    E_num(share(x, y)))
a, b = "7856", "2979"
add(L, "math", f"{N(L, a)} − {N(L, b)} = ?", E_num(F(a) - F(b)))
litres, price = "42", "56.40"
add(L, "math", f"залил {litres} литра бензина по {N(L, price)} руб., сколько заплатил?",
    E_num(F(litres) * F(price)))
ft = "30000"
add(L, "units", f"Самолёт летит на высоте {N(L, ft)} футов. Это сколько метров?",
    E_num(F(ft) * FOOT_CM / 100))
v = "100"
add(L, "units", f"{v} км/ч — это сколько метров в секунду?", E_num(F(v) * 1000 / 3600))
d1, d2 = dt.date(2027, 9, 1), dt.date(2027, 12, 31)
add(L, "dates", f"Сколько дней между {D(L, d1)} и {D(L, d2)}?", E_num((d2 - d1).days))
d, k = dt.date(2027, 3, 8), 60
add(L, "dates", f"Какое число было за {k} дней до {D(L, d)} года?",
    E_date(d - dt.timedelta(days=k)))


# ---------------------------------------------------------------- checks + write
LANGS = ["en", "de", "fr", "es", "it", "pt", "zh", "ja", "ko", "ru"]
PER_LANG = {"percent": 4, "math": 2, "units": 2, "dates": 2}


def main():
    counts = collections.Counter((lang, cat) for lang, cat, _, _ in ITEMS)
    for lang in LANGS:
        for cat, k in PER_LANG.items():
            assert counts[(lang, cat)] == k, (lang, cat, counts[(lang, cat)])
    assert len(ITEMS) == 100, len(ITEMS)
    questions = [q for _, _, q, _ in ITEMS]
    assert len(set(questions)) == len(questions), "duplicate question"

    rows, seq = [], collections.Counter()
    for lang, cat, q, exp in ITEMS:
        assert q == q.strip() and q
        assert len(exp) == 1 and next(iter(exp)) in ("number", "date", "text")
        seq[(lang, cat)] += 1
        rows.append({"id": f"r4-{lang}-{cat}-{seq[(lang, cat)]}", "category": cat,
                     "language": lang, "question": q, "expect": exp})
    assert len({r["id"] for r in rows}) == len(rows)

    with open(OUT_PATH, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} lines to {OUT_PATH}")


if __name__ == "__main__":
    main()
