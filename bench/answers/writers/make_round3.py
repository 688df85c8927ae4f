#!/usr/bin/env python3
# ruff: noqa: E731
"""Write fresh_round3.jsonl (100 single-value questions) and
fresh_negative3.jsonl (80 no-computation sentences) next to this script.

Every expected value is computed here from its definition (datetime,
exact conversion factors as fractions.Fraction); nothing is typed by hand.
Deterministic: no randomness, no clock reads.
"""
import datetime as dt
import json
import os
from collections import Counter
from fractions import Fraction as F

HERE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")  # bench/answers
TODAY = dt.date(2026, 12, 4)  # a Friday; relative answers are written as today+N
assert TODAY.weekday() == 4

LANGS = ["en", "de", "fr", "es", "it", "pt", "zh", "ja", "ko", "ru"]
CATS = ["math", "percent", "units", "dates"]

# ---------------------------------------------------------------- definitions
MILE_KM = F("1.609344")
INCH_CM = F("2.54")
FOOT_IN = 12
LB_KG = F("0.45359237")
USGAL_L = F("3.785411784")
MIN_S = 60
HOUR_S = 60 * MIN_S
DAY_H = 24
WEEK_D = 7


def c_to_f(c):
    return F(c) * F(9, 5) + 32


def f_to_c(f):
    return (F(f) - 32) * F(5, 9)


def kmh_to_ms(v):
    return F(v) * 1000 / HOUR_S


def ms_to_kmh(v):
    return F(v) * HOUR_S / 1000


def pct_of(p, x):
    return F(p) * F(x) / 100


def pct_change(old, new):
    return (F(new) - F(old)) / F(old) * 100


def share(part, whole):
    return F(part) / F(whole) * 100


def mean(*xs):
    return sum(F(x) for x in xs) / len(xs)


def add_months(d, n):
    m0 = d.month - 1 + n
    y, m = d.year + m0 // 12, m0 % 12 + 1
    assert d.day <= 28, "avoid month-end ambiguity"
    return dt.date(y, m, d.day)


WEEKDAY_EN = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
              "Saturday", "Sunday"]


# ---------------------------------------------------------------- expectations
def num(x):
    """Exact value -> int if integral, else float rounded half-up to 2 places."""
    x = F(x)
    if x.denominator == 1:
        return int(x)
    y = abs(x) * 100
    frac = y - int(y)
    assert frac != F(1, 2), f"exact rounding tie for {x}; pick other inputs"
    r = int(y) + (1 if frac > F(1, 2) else 0)
    r = F(r, 100) * (1 if x > 0 else -1)
    return int(r) if r.denominator == 1 else float(r)


def E_num(x):
    return {"number": num(x)}


def E_date(d):
    return {"date": d.isoformat()}


def E_rel(n):
    return {"date": f"today+{n}" if n >= 0 else f"today-{-n}"}


def E_wd(d):
    return {"text": WEEKDAY_EN[d.weekday()]}


# ---------------------------------------------------------------- locale text
SEP = {"en": (",", "."), "zh": (",", "."), "ja": (",", "."), "ko": (",", "."),
       "de": (".", ","), "es": (".", ","), "it": (".", ","), "pt": (".", ","),
       "fr": (" ", ","), "ru": (" ", ",")}


def fmt(lang, s, group=True):
    """Format a decimal string ("1234.5") the way the locale writes it."""
    s = str(s)
    neg = s.startswith("-")
    if neg:
        s = s[1:]
    ip, _, fp = s.partition(".")
    th, dec = SEP[lang]
    min_len = 5 if lang == "es" else 4  # Spanish: no separator in 4-digit numbers
    if group and len(ip) >= min_len:
        parts = []
        while len(ip) > 3:
            parts.insert(0, ip[-3:])
            ip = ip[:-3]
        parts.insert(0, ip)
        ip = th.join(parts)
    return ("-" if neg else "") + ip + (dec + fp if fp else "")


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


def dtext(lang, d, style="long"):
    y, m, day = d.year, d.month, d.day
    if lang == "en":
        return f"{MONTHS['en'][m-1]} {day}, {y}"
    if lang == "de":
        return f"{day:02d}.{m:02d}.{y}" if style == "num" else f"{day}. {MONTHS['de'][m-1]} {y}"
    if lang == "fr":
        dd = "1er" if day == 1 else str(day)
        return f"{dd} {MONTHS['fr'][m-1]} {y}"
    if lang == "es":
        return f"{day} de {MONTHS['es'][m-1]} de {y}"
    if lang == "it":
        dd = "1º" if day == 1 else str(day)
        return f"{dd} {MONTHS['it'][m-1]} {y}"
    if lang == "pt":
        return f"{day:02d}/{m:02d}/{y}" if style == "num" else f"{day} de {MONTHS['pt'][m-1]} de {y}"
    if lang in ("zh", "ja"):
        return f"{y}年{m}月{day}日"
    if lang == "ko":
        return f"{y}년 {m}월 {day}일"
    if lang == "ru":
        return f"{day} {MONTHS['ru'][m-1]} {y}"
    raise ValueError(lang)


# ---------------------------------------------------------------- positive set
ITEMS = []


def add(lang, cat, question, expect):
    ITEMS.append((lang, cat, question, expect))


def build_positive():
    D = dt.date

    # ---------------- English
    L = "en"
    n = lambda s, g=True: fmt(L, s, g)
    a, b = "1248", "16"
    add(L, "math", f"whats {n(a)} divided by {n(b)}", E_num(F(a) / F(b)))
    xs = ["82", "91", "77", "88"]
    add(L, "math", f"Hey, quick one: my test scores this semester were {', '.join(xs[:-1])} and {xs[-1]}. What's my average?",
        E_num(mean(*xs)))
    k, p, pen = 3, "4.75", "1.20"
    add(L, "math", f"If I buy {k} notebooks at ${n(p)} each and a pen for ${n(pen)}, how much do I spend in total?",
        E_num(k * F(p) + F(pen)))
    add(L, "percent", "what is 15% of 240", E_num(pct_of(15, 240)))
    old, new = "1450", "1595"
    add(L, "percent", f"Our landlord just raised the rent from ${n(old)} to ${n(new)} a month. By what percent did it go up?",
        E_num(pct_change(old, new)))
    mi = "26.2"
    add(L, "units", f"how many km is {mi} miles lol", E_num(F(mi) * MILE_KM))
    tf = 350
    add(L, "units", f"The recipe says to bake at {tf} °F. What is that in Celsius, please?", E_num(f_to_c(tf)))
    h = "3.5"
    add(L, "units", f"how many seconds are in {h} hours?", E_num(F(h) * HOUR_S))
    d0, k = D(2027, 3, 15), 90
    add(L, "dates", f"What date is {k} days after {dtext(L, d0)}?", E_date(d0 + dt.timedelta(days=k)))
    d1 = D(1969, 7, 20)
    add(L, "dates", f"what day of the week was {dtext(L, d1)}?", E_wd(d1))

    # ---------------- German
    L = "de"
    n = lambda s, g=True: fmt(L, s, g)
    a, b = "3456", "12"
    add(L, "math", f"Was ist {n(a)} geteilt durch {n(b)}?", E_num(F(a) / F(b)))
    kp, pp, kg, pg = 4, "8.90", 3, "2.50"
    add(L, "math", f"Wir haben {kp} Pizzen zu je {n(pp)} € und {kg} Getränke zu je {n(pg)} € bestellt. Wie viel zahlen wir insgesamt?",
        E_num(kp * F(pp) + kg * F(pg)))
    p, x = "19", "84.90"
    add(L, "percent", f"wieviel sind {p}% von {n(x)}€", E_num(pct_of(p, x)))
    old, new = "250", "215"
    add(L, "percent", f"Der Preis für das Fahrrad ist von {old} € auf {new} € gefallen. Um wie viel Prozent ist er gesunken?",
        E_num(-pct_change(old, new)))
    part, whole = "276", "1200"
    add(L, "percent", f"Von {n(whole)} Mitarbeitern arbeiten {part} überwiegend im Homeoffice. Wie viel Prozent sind das?",
        E_num(share(part, whole)))
    ft, inch = 5, 11
    add(L, "units", f"Wie viel sind {ft} Fuß {inch} Zoll in Zentimetern? Steht so in einem amerikanischen Formular.",
        E_num((ft * FOOT_IN + inch) * INCH_CM))
    v = "120"
    add(L, "units", f"{v} km/h sind wie viel m/s?", E_num(kmh_to_ms(v)))
    d1 = D(1989, 11, 9)
    add(L, "dates", f"Welcher Wochentag war der {dtext(L, d1, 'num')}?", E_wd(d1))
    d0, d1 = D(2027, 2, 1), D(2027, 8, 15)
    add(L, "dates", f"Wie viele Tage liegen zwischen dem {dtext(L, d0, 'num')} und dem {dtext(L, d1, 'num')}?",
        E_num((d1 - d0).days))
    w = 6
    add(L, "dates", f"welches datum ist heute in {w} wochen?", E_rel(w * WEEK_D))

    # ---------------- French
    L = "fr"
    n = lambda s, g=True: fmt(L, s, g)
    a, b = "7", "8.5"
    add(L, "math", f"combien font {a} x {n(b)} ?", E_num(F(a) * F(b)))
    xs = ["12.5", "14", "9.5", "16"]
    add(L, "math", f"Bonjour, vous pouvez me calculer la moyenne de {' ; '.join(n(x) for x in xs[:-1])} et {n(xs[-1])} svp ?",
        E_num(mean(*xs)))
    k, tot = 6, "187.80"
    add(L, "math", f"On est {k} copains au resto, l'addition fait {n(tot)} €. Combien chacun doit payer si on partage à parts égales ?",
        E_num(F(tot) / k))
    p, x = "20", "1250"
    add(L, "percent", f"Combien font {p} % de {n(x)} € ?", E_num(pct_of(p, x)))
    old, new = "2400", "2520"
    add(L, "percent", f"Mon salaire passe de {n(old)} € à {n(new)} € net, ça fait une augmentation de combien de pour cent ?",
        E_num(pct_change(old, new)))
    g = "15"
    add(L, "units", f"Combien de litres dans {g} gallons américains ?", E_num(F(g) * USGAL_L))
    tf = 72
    add(L, "units", f"il fait {tf} °F à New York aujourd'hui, ça fait combien en degrés Celsius ?", E_num(f_to_c(tf)))
    kgv = "2.5"
    add(L, "units", f"{n(kgv)} kg, ça fait combien en livres anglaises (lb) ?", E_num(F(kgv) / LB_KG))
    d1 = D(2027, 7, 14)
    add(L, "dates", f"Quel jour de la semaine tombe le {dtext(L, d1)} ?", E_wd(d1))
    k = 100
    add(L, "dates", f"Quelle sera la date dans {k} jours ?", E_rel(k))

    # ---------------- Spanish
    L = "es"
    n = lambda s, g=True: fmt(L, s, g)
    a, b = "15000", "24"
    add(L, "math", f"¿Cuánto es {n(a)} entre {b}?", E_num(F(a) / F(b)))
    cajas, por, vend = 3, 48, 97
    add(L, "math", f"Tengo {cajas} cajas con {por} botellas cada una y ya vendí {vend} botellas. ¿Cuántas me quedan?",
        E_num(cajas * por - vend))
    p, x = "35", "80"
    add(L, "percent", f"cuanto es el {p}% de {x}", E_num(pct_of(p, x)))
    precio, desc = "120", "25"
    add(L, "percent", f"Un abrigo costaba {precio} € y ahora está rebajado un {desc} %. ¿Cuánto cuesta ahora?",
        E_num(F(precio) - pct_of(desc, precio)))
    bien, total = 42, 56
    add(L, "percent", f"si en el examen contesté bien {bien} de {total} preguntas, ¿qué porcentaje acerté?",
        E_num(share(bien, total)))
    mi = "1.5"
    add(L, "units", f"¿Cuántos metros son {n(mi)} millas?", E_num(F(mi) * MILE_KM * 1000))
    c = "38.5"
    add(L, "units", f"pasar {n(c)} grados centígrados a Fahrenheit porfa", E_num(c_to_f(c)))
    h = "2.75"
    add(L, "units", f"¿Cuántos minutos hay en {n(h)} horas?", E_num(F(h) * 60))
    d0, k = D(2027, 1, 10), 3
    add(L, "dates", f"¿Qué fecha será {k} meses después del {dtext(L, d0)}?", E_date(add_months(d0, k)))
    d0, d1 = D(2027, 3, 1), D(2027, 12, 24)
    add(L, "dates", f"¿Cuántos días faltan desde el {dtext(L, d0)} hasta el {dtext(L, d1)}?", E_num((d1 - d0).days))

    # ---------------- Italian
    L = "it"
    n = lambda s, g=True: fmt(L, s, g)
    a, b, c = "1234", "5678", "999"
    add(L, "math", f"quanto fa {n(a)} + {n(b)} - {c}?", E_num(F(a) + F(b) - F(c)))
    giri, lg, extra = 4, "2.4", "1.8"
    add(L, "math", f"Stamattina ho fatto {giri} giri da {n(lg)} km e poi uno da {n(extra)} km. Quanti km ho corso in tutto?",
        E_num(giri * F(lg) + F(extra)))
    xs = ["7", "8.5", "6.5", "9"]
    add(L, "math", f"mi fai la media dei voti? {' / '.join(n(x) for x in xs)}", E_num(mean(*xs)))
    p, x = "22", "1500"
    add(L, "percent", f"Quanto è il {p}% di {n(x)} euro?", E_num(pct_of(p, x)))
    old, new = "8000", "9400"
    add(L, "percent", f"Gli iscritti al canale sono passati da {n(old)} a {n(new)}. Di che percentuale sono aumentati?",
        E_num(pct_change(old, new)))
    inch = 32
    add(L, "units", f"Quanti centimetri sono {inch} pollici?", E_num(inch * INCH_CM))
    v = "90"
    add(L, "units", f"Un'auto va a {v} km/h: quanti metri al secondo sono?", E_num(kmh_to_ms(v)))
    d1 = D(2000, 12, 25)
    add(L, "dates", f"Che giorno della settimana era il {dtext(L, d1)}?", E_wd(d1))
    w = 3
    add(L, "dates", f"Scusa, che data sarà tra {w} settimane?", E_rel(w * WEEK_D))
    d0, d1 = D(2027, 4, 15), D(2027, 6, 30)
    add(L, "dates", f"Quanti giorni ci sono tra il {dtext(L, d0)} e il {dtext(L, d1)}?", E_num((d1 - d0).days))

    # ---------------- Portuguese (Brazil)
    L = "pt"
    n = lambda s, g=True: fmt(L, s, g)
    a, b = "2500", "0.08"
    add(L, "math", f"quanto é {n(a)} vezes {n(b)}", E_num(F(a) * F(b)))
    kg, pk, pac, pp = 2, "39.90", 3, "6.50"
    add(L, "math", f"Comprei {kg} kg de carne a R$ {n(pk)} o quilo e {pac} pacotes de arroz a R$ {n(pp)} cada. Quanto gastei?",
        E_num(kg * F(pk) + pac * F(pp)))
    p, x = "12.5", "640"
    add(L, "percent", f"Quanto é {n(p)}% de {x}?", E_num(pct_of(p, x)))
    old, new = "5.80", "6.09"
    add(L, "percent", f"A gasolina aqui subiu de R$ {n(old)} para R$ {n(new)}. Qual foi o aumento percentual?",
        E_num(pct_change(old, new)))
    mi = "60"
    add(L, "units", f"Quantos quilômetros são {mi} milhas?", E_num(F(mi) * MILE_KM))
    lb = "180"
    add(L, "units", f"Uma amiga americana disse que pesa {lb} libras, quanto é isso em quilos?", E_num(F(lb) * LB_KG))
    c = 25
    add(L, "units", f"Converta {c} °C para Fahrenheit, por favor.", E_num(c_to_f(c)))
    d1 = D(2027, 9, 7)
    add(L, "dates", f"Que dia da semana vai ser {dtext(L, d1)}?", E_wd(d1))
    d0, k = D(2027, 1, 5), 120
    add(L, "dates", f"Qual a data {k} dias depois de {dtext(L, d0, 'num')}?", E_date(d0 + dt.timedelta(days=k)))
    k = 30
    add(L, "dates", f"Qual era a data há {k} dias?", E_rel(-k))

    # ---------------- Chinese
    L = "zh"
    a, b = 125, 48
    add(L, "math", f"{a}乘以{b}等于多少", E_num(a * b))
    hs = [160, 172, 168, 175, 165]
    add(L, "math", f"我们小组5个人的身高是{'、'.join(map(str, hs))}厘米，平均身高是多少？", E_num(mean(*hs)))
    price, jin, paid = "8.5", 3, 50
    add(L, "math", f"苹果一斤{price}元，买了{jin}斤，给了老板{paid}元，应该找回多少钱？", E_num(paid - jin * F(price)))
    wan, p = 3, 15
    add(L, "percent", f"{wan}万的{p}%是多少？", E_num(pct_of(p, wan * 10000)))
    old_w, new_w = 1200, 1380
    add(L, "percent", f"公司去年营收{old_w}万，今年{new_w}万，增长了百分之几？", E_num(pct_change(old_w * 10000, new_w * 10000)))
    mi = 5
    add(L, "units", f"{mi}英里等于多少公里", E_num(mi * MILE_KM))
    tf = "98.6"
    add(L, "units", f"华氏{tf}度是多少摄氏度？", E_num(f_to_c(tf)))
    h = "1.5"
    add(L, "units", f"请问{h}小时是多少秒？", E_num(F(h) * HOUR_S))
    d0, k = D(2027, 2, 1), 100
    add(L, "dates", f"{dtext(L, d0)}再过{k}天是几月几号？", E_date(d0 + dt.timedelta(days=k)))
    d1 = D(2028, 1, 1)
    add(L, "dates", f"{dtext(L, d1)}是星期几？", E_wd(d1))

    # ---------------- Japanese
    L = "ja"
    n = lambda s, g=True: fmt(L, s, g)
    a_man, a_rest, b = 1, 2000, 16
    add(L, "math", f"{a_man}万{a_rest}を{b}で割るといくつ？", E_num(F(a_man * 10000 + a_rest) / b))
    ppl, tot = 3, "8400"
    add(L, "math", f"{ppl}人で{n(tot)}円を割り勘すると一人いくらになりますか？", E_num(F(tot) / ppl))
    man, p = 5, 8
    add(L, "percent", f"{man}万円の{p}%っていくら？", E_num(pct_of(p, man * 10000)))
    list_p, sale = "3200", "2400"
    add(L, "percent", f"定価{n(list_p)}円の商品が{n(sale)}円で売られています。何パーセント引きですか？",
        E_num(-pct_change(list_p, sale)))
    tot_q, ok = 50, 38
    add(L, "percent", f"テストで{tot_q}問中{ok}問正解でした。正答率は何％ですか？", E_num(share(ok, tot_q)))
    ft, inch = 5, 6
    add(L, "units", f"身長{ft}フィート{inch}インチって何センチ？", E_num((ft * FOOT_IN + inch) * INCH_CM))
    v = 100
    add(L, "units", f"時速{v}キロは秒速何メートルですか", E_num(kmh_to_ms(v)))
    g = 10
    add(L, "units", f"{g}ガロン（米ガロン）は何リットル？", E_num(g * USGAL_L))
    d0, d1 = D(2027, 4, 1), D(2027, 12, 25)
    add(L, "dates", f"{dtext(L, d1)}は{dtext(L, d0)}の何日後ですか？", E_num((d1 - d0).days))
    k = 200
    add(L, "dates", f"今日から{k}日後は何月何日？", E_rel(k))

    # ---------------- Korean
    L = "ko"
    n = lambda s, g=True: fmt(L, s, g)
    a, b = 345, 27
    add(L, "math", f"{a} 곱하기 {b}은?", E_num(a * b))
    sc = [85, 92, 78]
    add(L, "math", f"이번 시험 국어 {sc[0]}점, 영어 {sc[1]}점, 수학 {sc[2]}점 나왔는데 평균이 몇 점이야?", E_num(mean(*sc)))
    per, boxes, given = 24, 7, 30
    add(L, "math", f"사과 한 상자에 {per}개씩 들어 있는데 {boxes}상자를 사서 친구한테 {given}개 줬어. 남은 사과는 몇 개야?",
        E_num(per * boxes - given))
    won, p = "45000", 30
    add(L, "percent", f"{n(won)}원의 {p}%는 얼마예요?", E_num(pct_of(p, won)))
    old_m, new_m = 280, 301
    add(L, "percent", f"월급이 {old_m}만 원에서 {new_m}만 원으로 올랐는데 몇 퍼센트 오른 거야?",
        E_num(pct_change(old_m * 10000, new_m * 10000)))
    c = -10
    add(L, "units", f"섭씨 {c}도는 화씨로 몇 도야?", E_num(c_to_f(c)))
    km = "42.195"
    add(L, "units", f"마라톤 {km}km는 몇 마일이에요?", E_num(F(km) / MILE_KM))
    wk = 2
    add(L, "units", f"{wk}주는 몇 분인가요?", E_num(wk * WEEK_D * DAY_H * 60))
    d1 = D(2027, 5, 5)
    add(L, "dates", f"{dtext(L, d1)} 어린이날은 무슨 요일이야?", E_wd(d1))
    k = 50
    add(L, "dates", f"오늘부터 {k}일 후가 몇 월 며칠이야?", E_rel(k))

    # ---------------- Russian
    L = "ru"
    n = lambda s, g=True: fmt(L, s, g)
    a, b = "7865", "2978"
    add(L, "math", f"сколько будет {n(a)} минус {n(b)}", E_num(F(a) - F(b)))
    ts = ["-3", "-1", "2", "4", "0", "-5", "-4"]
    add(L, "math", f"Температура за неделю была {', '.join(ts)} градусов. Какая средняя температура?", E_num(mean(*ts)))
    p, x = "18", "2500"
    add(L, "percent", f"Сколько будет {p}% от {n(x)} рублей?", E_num(pct_of(p, x)))
    old, new = "80", "92"
    add(L, "percent", f"Хлеб подорожал с {old} до {new} рублей. На сколько процентов?", E_num(pct_change(old, new)))
    ft = 6
    add(L, "units", f"Сколько будет {ft} футов в метрах?", E_num(ft * FOOT_IN * INCH_CM / 100))
    tf = 0
    add(L, "units", f"Переведи {tf} °F в градусы Цельсия, пожалуйста", E_num(f_to_c(tf)))
    v = "15"
    add(L, "units", f"Скорость ветра {v} м/с — это сколько км/ч?", E_num(ms_to_kmh(v)))
    d1 = D(2030, 1, 1)
    add(L, "dates", f"Какой день недели будет {dtext(L, d1)} года?", E_wd(d1))
    d0, k = D(2027, 3, 15), 2
    add(L, "dates", f"Какое число будет через {k} месяца после {dtext(L, d0)} года?", E_date(add_months(d0, k)))
    d0, d1 = D(2027, 9, 1), D(2027, 12, 31)
    add(L, "dates", f"Сколько дней между {dtext(L, d0)} и {dtext(L, d1)} года?", E_num((d1 - d0).days))


# ---------------------------------------------------------------- negative set
NEG = {
    "en": [
        ("My flight lands at 6:45 pm on Dec 18 — can you suggest what to pack for a weekend in Chicago?", "time"),
        ("I just ran my first 10k in 58 minutes!! so happy", "distance"),
        ("Write a short poem about turning 40 next Tuesday.", "age"),
        ("Please order 3 of item B-200 and 2 of item C-15 for the office.", "code"),
        ("Can you rephrase this more politely: \"Your invoice #4471 for $1,250 is 30 days overdue.\"", "price"),
        ("Lakers beat the Celtics 112-108 last night, what a game!", "score"),
        ("fyi the plumber's number is 555-0142 and he's coming thursday at 9, so I'll be working from home", "phone"),
        ("I'm upgrading our servers from Python 3.11 to 3.12 — any tips for making it go smoothly?", "version"),
    ],
    "de": [
        ("Wir ziehen am 1. März in die Hauptstraße 27 um – hast du Tipps, wie man so einen Umzug gut plant?", "address"),
        ("Übersetze bitte ins Englische: „Der Zug um 7:15 Uhr fällt heute leider aus.“", "time"),
        ("Meine Tochter wird am Samstag 6 Jahre alt, hast du Ideen für ein Motto für die Party?", "age"),
        ("Fass das kurz zusammen: Das Meeting am 12.05. wurde auf 14 Uhr verschoben, Raum 3.07, bitte Laptop mitbringen.", "date"),
        ("Bayern hat 3:1 gegen Dortmund gewonnen, endlich mal wieder!", "score"),
        ("Bitte bestell mir 2 Packungen von Artikel 40-117 nach.", "code"),
        ("Ich wiege 82 kg und will bis zum Sommer fitter werden – welche Sportart würdest du mir empfehlen?", "weight"),
        ("schreib mir ne nette sms an oma, dass wir am 24.12. so gegen 16 uhr kommen", "date"),
    ],
    "fr": [
        ("Écris-moi un petit poème pour les 30 ans de mon frère.", "age"),
        ("Mon numéro a changé, c'est maintenant le 06 12 34 56 78 : tu peux m'aider à rédiger un message pour prévenir mes amis ?", "phone"),
        ("Le PSG a gagné 2-0 hier soir, quel match !", "score"),
        ("Traduis en espagnol : « Le magasin ouvre à 9 h 30 et ferme à 19 h. »", "time"),
        ("J'habite au 12 rue des Lilas, 75011 Paris. Tu me conseilles un bon resto pas trop cher dans le coin ?", "address"),
        ("j'ai couru 5 km ce matin en 28 minutes, t'as des conseils pour progresser ?", "distance"),
        ("Peux-tu reformuler ce mail de façon plus chaleureuse : « Votre commande n° 58213 sera livrée le 15 janvier. »", "code"),
        ("Je viens de passer à la version 17.2 de l'appli et tout est plus lent, c'est agaçant.", "version"),
    ],
    "es": [
        ("Mañana a las 8:30 tengo una entrevista de trabajo, ¿algún consejo para no ponerme nervioso?", "time"),
        ("Escríbeme un poema corto para el 50 aniversario de boda de mis padres.", "anniversary"),
        ("El Madrid ganó 3-2 en el último minuto, ¡qué locura!", "score"),
        ("Por favor, pide 4 unidades del artículo ZX-310 para la tienda.", "code"),
        ("Mi número nuevo es el 612 345 678, guárdalo como contacto de Laura.", "phone"),
        ("¿Me recomiendas una novela para un vuelo de 12 horas?", "duration"),
        ("Resume en una frase: la reunión del 3 de febrero se pasa a la sala 204 a las 10:00.", "date"),
        ("vivo en la calle Mayor 15, 3.º B y quiero contratar fibra, ¿cómo lo hago?", "address"),
    ],
    "it": [
        ("Ho 35 anni e vorrei iniziare a suonare il pianoforte, secondo te è troppo tardi?", "age"),
        ("Traduci in inglese: «Il volo AZ 610 parte alle 10:20 dal terminal 1.»", "code"),
        ("La Juve ha pareggiato 1-1 in casa, che delusione.", "score"),
        ("Scrivimi un messaggio di auguri per Marta, che compie 18 anni il 3 maggio.", "age"),
        ("Il mio numero è 347 123 4567: me lo impagini in modo elegante per un biglietto da visita?", "phone"),
        ("Ho comprato un monitor da 27 pollici a 249 €, dici che ho fatto un buon acquisto?", "price"),
        ("aggiungi 2 confezioni del prodotto cod. 8052 al carrello", "code"),
        ("Ieri ho fatto 15 km in bici lungo il lago, che panorama!", "distance"),
    ],
    "pt": [
        ("Meu voo sai às 23h40 do dia 10/02, o que você sugere levar na bagagem de mão?", "time"),
        ("Escreve um poema curto sobre os meus 60 anos?", "age"),
        ("O Flamengo ganhou de 2 a 1 ontem, que jogaço!", "score"),
        ("Moro na Rua das Flores, 123, apto 42 – como faço para atualizar meu endereço no banco?", "address"),
        ("Pode traduzir para o inglês: 'A reunião foi marcada para as 15h do dia 20 de março.'", "date"),
        ("Por favor, encomenda 5 unidades do item PX-900.", "code"),
        ("Atualizei o celular para a versão 14.1 e a bateria está durando menos, tem alguma dica?", "version"),
        ("Comprei um sofá de R$ 2.300 e tô na dúvida sobre a cor das almofadas, cinza ou azul?", "price"),
    ],
    "zh": [
        ("我明天早上7点半的航班，帮我写一条请假的微信给老板。", "time"),
        ("帮我写一首诗，庆祝我奶奶80岁生日。", "age"),
        ("昨晚湖人112比108赢了，太精彩了！", "score"),
        ("我的新手机号是138 0013 8000，帮我写一条通知朋友换号的短信。", "phone"),
        ("请把这句话翻译成英文：“会议改到3月15日下午2点，在5楼会议室。”", "date"),
        ("帮我下单2件商品编号A-305的T恤。", "code"),
        ("我身高175厘米，体重70公斤，平时适合练什么运动？", "measurement"),
        ("我住在北京市朝阳区建国路88号，附近有什么好吃的推荐吗？", "address"),
    ],
    "ja": [
        ("明日15時から会議なので、資料をうまくまとめるコツを教えてください。", "time"),
        ("娘が来月3歳になります。誕生日プレゼントのおすすめある？", "age"),
        ("昨日の試合、巨人が5対3で勝ったよ！", "score"),
        ("この文を英語に訳して：「荷物は12月20日の午前中に届きます。」", "date"),
        ("営業時間変更のお知らせ文を書いてください。平日は10時〜19時、土日は11時〜18時になります。", "time"),
        ("商品番号K-220を3個注文しておいてください。", "code"),
        ("iOS 18.2にアップデートしたら動作が重くなった気がする…", "version"),
        ("42.195kmのフルマラソンに初挑戦します！応援メッセージをください。", "distance"),
    ],
    "ko": [
        ("내일 오후 2시에 면접이 있는데 긴장 안 하는 방법 좀 알려줘.", "time"),
        ("다음 주 토요일에 아빠가 60번째 생신을 맞으셔. 축하 편지 좀 써 줄래?", "age"),
        ("어제 토트넘이 3대 1로 이겼어! 진짜 멋있었어.", "score"),
        ("이 문장 영어로 번역해 줘: '택배는 12월 10일 오후 6시 전에 도착합니다.'", "date"),
        ("제품번호 SK-7700 두 개 장바구니에 담아 줘.", "code"),
        ("서울시 강남구 테헤란로 152로 이사 왔는데 근처 맛집 추천해 줄래?", "address"),
        ("5km 달리기 대회에 처음 나가는데 준비 팁 좀 알려줘.", "distance"),
        ("회사 대표번호가 02-123-4567로 바뀌었다는 공지 문구 좀 써 줘.", "phone"),
    ],
    "ru": [
        ("У меня завтра в 10:30 собеседование, посоветуй, что надеть.", "time"),
        ("Напиши короткое поздравление коллеге с 45-летием.", "age"),
        ("Вчера «Зенит» выиграл 2:0, вот это была игра!", "score"),
        ("Переведи на английский: «Поезд № 752 отправляется с третьего пути в 18:05».", "code"),
        ("Закажи, пожалуйста, 3 штуки товара с артикулом 10-4452.", "code"),
        ("Я живу на улице Ленина, дом 25, квартира 14 — подскажи хорошую пиццерию поблизости.", "address"),
        ("обновился до версии 2.4.1 и теперь приложение вылетает. бесит", "version"),
        ("Купил телевизор за 54 990 рублей, как думаешь, стоит брать расширенную гарантию?", "price"),
    ],
}


# ---------------------------------------------------------------- main
def main():
    build_positive()

    pos = []
    seq = Counter()
    for lang, cat, q, exp in ITEMS:
        assert lang in LANGS and cat in CATS, (lang, cat)
        seq[(lang, cat)] += 1
        pos.append({"id": f"r3-{lang}-{cat}-{seq[(lang, cat)]}", "category": cat,
                    "language": lang, "question": q, "expect": exp})

    per_lang = Counter(r["language"] for r in pos)
    assert len(pos) == 100, len(pos)
    for lang in LANGS:
        assert per_lang[lang] == 10, (lang, per_lang[lang])
        for cat in CATS:
            assert seq[(lang, cat)] >= 2, (lang, cat)

    neg = []
    for lang in LANGS:
        rows = NEG[lang]
        assert len(rows) == 8, (lang, len(rows))
        for i, (q, kind) in enumerate(rows, 1):
            neg.append({"id": f"r3neg-{lang}-{i}", "category": "negative", "language": lang,
                        "question": q, "expect": {"no_computation": True}, "kind": kind})
    assert len(neg) == 80

    allq = [r["question"] for r in pos + neg]
    assert len(allq) == len(set(allq)), "duplicate question string"
    ids = [r["id"] for r in pos + neg]
    assert len(ids) == len(set(ids)), "duplicate id"

    for r in pos:
        e = r["expect"]
        assert len(e) == 1 and next(iter(e)) in ("number", "date", "text"), e
        if "number" in e:
            v = e["number"]
            assert isinstance(v, int) or round(v, 2) == v, v

    for name, rows in (("fresh_round3.jsonl", pos), ("fresh_negative3.jsonl", neg)):
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")

    # re-read and report
    for name in ("fresh_round3.jsonl", "fresh_negative3.jsonl"):
        with open(os.path.join(HERE, name), encoding="utf-8") as f:
            rows = [json.loads(line) for line in f]
        print(f"{name}: {len(rows)} lines")
        c = Counter((r["language"], r["category"]) for r in rows)
        for lang in LANGS:
            cats = {k[1]: v for k, v in c.items() if k[0] == lang}
            print(f"  {lang}: {sum(cats.values()):3d}  {dict(sorted(cats.items()))}")
        print("  by category:", dict(sorted(Counter(r["category"] for r in rows).items())))
        if name.startswith("fresh_negative"):
            print("  by kind:", dict(sorted(Counter(r["kind"] for r in rows).items())))


if __name__ == "__main__":
    main()
