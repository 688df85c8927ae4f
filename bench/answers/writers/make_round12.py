#!/usr/bin/env python3
"""Writes round-12 evaluation sets (standard library only).

Outputs (next to this script's parent folder, i.e. bench/answers/):
  fresh_round12.jsonl    100 questions that each ask for one computed value
  fresh_negative12.jsonl  60 sentences with numbers that ask for no computation

Every expected value is computed here from the same variables that are
rendered into the question text.  Arithmetic uses fractions.Fraction and
results are rounded half-up to 2 decimals (unless the question names a
different precision, e.g. whole grams).
"""
import datetime
import json
import os
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)
OUT_Q = os.path.join(OUT_DIR, "fresh_round12.jsonl")
OUT_N = os.path.join(OUT_DIR, "fresh_negative12.jsonl")

LANGS = ["en", "de", "fr", "es", "it", "pt", "zh", "ja", "ko", "ru"]

# exact conversion factors
MILE_KM = Fraction("1.609344")
LB_KG = Fraction("0.45359237")
INCH_CM = Fraction("2.54")
GAL_L = Fraction("3.785411784")
OZ_G = Fraction("28.349523125")
FT_M = Fraction("0.3048")


def F(x):
    return Fraction(str(x))


# ---------------------------------------------------------------- rounding
def round_half_up(fr, places=2):
    fr = Fraction(fr)
    scale = 10 ** places
    sign = -1 if fr < 0 else 1
    a = abs(fr) * scale
    n = (a.numerator * 2 + a.denominator) // (2 * a.denominator)  # floor(a + 1/2)
    return Fraction(sign * n, scale)


def as_json_number(fr):
    if fr.denominator == 1:
        return int(fr)
    return float(f"{float(fr):.10g}")


def num(fr, places=2):
    return {"number": as_json_number(round_half_up(fr, places))}


# ---------------------------------------------------------------- number formatting
SEP = {  # (thousands separator, decimal separator)
    "en": (",", "."), "zh": (",", "."), "ja": (",", "."), "ko": (",", "."),
    "de": (".", ","), "es": (".", ","), "it": (".", ","), "pt": (".", ","),
    "fr": (" ", ","), "ru": (" ", ","),
}


def fmt(x, lang, group=True):
    """Render a decimal string/int the way the locale writes it."""
    s = str(x)
    neg = s.startswith("-")
    s = s.lstrip("-")
    ip, _, fp = s.partition(".")
    g, d = SEP[lang]
    if group and len(ip) > 3:
        parts = []
        while len(ip) > 3:
            parts.insert(0, ip[-3:])
            ip = ip[:-3]
        parts.insert(0, ip)
        ip = g.join(parts)
    out = ip + (d + fp if fp else "")
    return ("-" if neg else "") + out


# Chinese numerals (for a question written fully in characters); used to
# assert that the rendered words match the value used for the answer.
ZH_DIGIT = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5,
            "六": 6, "七": 7, "八": 8, "九": 9}
ZH_UNIT = {"十": 10, "百": 100, "千": 1000}


def parse_zh(s):
    total, section, digit = 0, 0, 0
    for ch in s:
        if ch in ZH_DIGIT:
            digit = ZH_DIGIT[ch]
        elif ch in ZH_UNIT:
            section += (digit or 1) * ZH_UNIT[ch]
            digit = 0
        elif ch == "万":
            total += (section + digit) * 10000
            section, digit = 0, 0
        else:
            raise ValueError(ch)
    return total + section + digit


def wan(n, lang):
    """36000 -> 3万6千 (zh/ja), 384000 -> 38만 4천 (ko)."""
    w, rest = divmod(n, 10000)
    assert rest % 1000 == 0
    k = rest // 1000
    if lang == "ko":
        return f"{w}만" + (f" {k}천" if k else "")
    return f"{w}万" + (f"{k}千" if k else "")


# ---------------------------------------------------------------- dates
WEEKDAYS = {
    "en": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "de": ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"],
    "fr": ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
    "es": ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
    "it": ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"],
    "pt": ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"],
    "zh": ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日"],
    "ja": ["月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日", "日曜日"],
    "ko": ["월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일"],
    "ru": ["понедельник", "вторник", "среда", "четверг", "пятница", "суббота", "воскресенье"],
}

MONTHS = {
    "en": ["January", "February", "March", "April", "May", "June", "July",
           "August", "September", "October", "November", "December"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli",
           "August", "September", "Oktober", "November", "Dezember"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet",
           "août", "septembre", "octobre", "novembre", "décembre"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
           "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio",
           "agosto", "settembre", "ottobre", "novembre", "dicembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho",
           "agosto", "setembro", "outubro", "novembro", "dezembro"],
    "ru": ["января", "февраля", "марта", "апреля", "мая", "июня", "июля",
           "августа", "сентября", "октября", "ноября", "декабря"],  # genitive
}


def fdate(d, lang):
    if lang == "en":
        return f"{MONTHS['en'][d.month - 1]} {d.day}, {d.year}"
    if lang == "de":
        return f"{d.day}. {MONTHS['de'][d.month - 1]} {d.year}"
    if lang in ("fr", "it"):
        return f"{d.day} {MONTHS[lang][d.month - 1]} {d.year}"
    if lang in ("es", "pt"):
        return f"{d.day} de {MONTHS[lang][d.month - 1]} de {d.year}"
    if lang == "ru":
        return f"{d.day} {MONTHS['ru'][d.month - 1]} {d.year} года"
    if lang in ("zh", "ja"):
        return f"{d.year}年{d.month}月{d.day}日"
    if lang == "ko":
        return f"{d.year}년 {d.month}월 {d.day}일"
    raise ValueError(lang)


def add_months(d, k):
    m0 = d.month - 1 + k
    y, m = d.year + m0 // 12, m0 % 12 + 1
    nxt = datetime.date(y + (m == 12), m % 12 + 1, 1)
    last = (nxt - datetime.timedelta(days=1)).day
    return datetime.date(y, m, min(d.day, last))


def ex_date(d):
    return {"date": d.isoformat()}


def ex_weekday(d, lang):
    i = d.weekday()
    return {"text": [WEEKDAYS[lang][i], WEEKDAYS["en"][i]]}


D = datetime.date
TD = datetime.timedelta

# ---------------------------------------------------------------- questions
QUESTIONS = []


def add(lang, cat, text, expect):
    n = sum(1 for q in QUESTIONS if q["language"] == lang and q["category"] == cat) + 1
    QUESTIONS.append({"id": f"r12-{lang}-{cat}-{n}", "category": cat, "language": lang,
                      "question": text, "expect": expect})


# ======================= English =======================
L = "en"
n = lambda x: fmt(x, "en")
qty, price, pen = 3, "4.75", "2.30"
add(L, "math", f"I grabbed {qty} notebooks at ${n(price)} each and a pen for ${n(pen)}. What did I spend altogether?",
    num(qty * F(price) + F(pen)))
people, cabin, fee = 4, "1284", "96"
add(L, "math", f"{people} of us are renting a cabin for the weekend: ${n(cabin)} plus a ${n(fee)} cleaning fee. "
               f"If we split it evenly, how much does each person pay?",
    num((F(cabin) + F(fee)) / people))
scores = [82, 91, 77, 88]
add(L, "math", f"my quiz scores this semester were {', '.join(map(str, scores[:-1]))} and {scores[-1]}. what's my average?",
    num(Fraction(sum(scores), len(scores))))
a, b, c = 17, 23, 45
add(L, "math", f"what's {a} times {b} minus {c}", num(a * b - c))

bill, tip = "86.40", 18
add(L, "percent", f"Dinner for two came to ${n(bill)}. How much is an {tip}% tip, to the nearest cent?",
    num(F(bill) * tip / 100))
part, whole = 45, 360
add(L, "percent", f"{part} is what percent of {whole}?", num(Fraction(part * 100, whole)))
old, new = 1450, 1595
add(L, "percent", f"Landlord just raised our rent from ${n(old)} to ${n(new)} a month. What's the percentage increase?",
    num(Fraction((new - old) * 100, old)))

miles = "13.1"
add(L, "units", f"How many kilometers is a half marathon ({miles} miles)? Round to 2 decimal places.",
    num(F(miles) * MILE_KM))
tf = 95
add(L, "units", f"My friend in Texas says it's {tf}°F there today. What's that in Celsius?",
    num((tf - 32) * Fraction(5, 9)))

d1, d2 = D(2025, 3, 3), D(2025, 8, 19)
add(L, "dates", f"How many days are there between {fdate(d1, L)} and {fdate(d2, L)}?",
    num((d2 - d1).days))

# ======================= German =======================
L = "de"
n = lambda x: fmt(x, "de")
qty, price, coffee = 6, "1.35", "2.90"
add(L, "math", f"Beim Bäcker: {qty} Brezeln à {n(price)} € und ein Kaffee für {n(coffee)} €. Was macht das zusammen?",
    num(qty * F(price) + F(coffee)))
people, bill, tip = 5, "187.50", "12.50"  # "zu fünft" = 5 people
add(L, "math", f"Wir waren gestern zu fünft beim Italiener. Die Rechnung war {n(bill)} €, dazu {n(tip)} € Trinkgeld. "
               f"Wenn wir alles gleichmäßig aufteilen, wie viel zahlt dann jeder?",
    num((F(bill) + F(tip)) / people))
fills = ["41.2", "38.7", "44.6"]  # "drei" = 3 fills
add(L, "math", f"Meine letzten drei Tankfüllungen waren {n(fills[0])} l, {n(fills[1])} l und {n(fills[2])} l. "
               f"Wie viele Liter hab ich im Schnitt pro Tankfüllung getankt?",
    num(sum(F(x) for x in fills) / len(fills)))
a, b = 2345, 7
add(L, "math", f"Was ist {n(a)} geteilt durch {b}?", num(Fraction(a, b)))

price, disc = 129, 25
add(L, "percent", f"Die Winterjacke kostet {price} €, im Sale gibt's {disc} % Rabatt. Was zahle ich dann?",
    num(price * Fraction(100 - disc, 100)))
net, vat = 840, 19
add(L, "percent", f"Ich hab ein Angebot über {net} € netto bekommen. Was ist das brutto mit {vat} % MwSt.?",
    num(net * Fraction(100 + vat, 100)))
old, new = 3200, 3392
add(L, "percent", f"Mein Bruttogehalt geht von {n(old)} € auf {n(new)} € hoch. Wie viel Prozent Erhöhung ist das?",
    num(Fraction((new - old) * 100, old)))

lb = "2.5"
add(L, "units", f"Im amerikanischen Rezept stehen {n(lb)} lb Mehl. Wie viel Gramm sind das, auf ganze Gramm gerundet?",
    num(F(lb) * LB_KG * 1000, places=0))
kmh = 130
add(L, "units", f"{kmh} km/h sind wie viel Meter pro Sekunde? Bitte auf zwei Nachkommastellen.",
    num(Fraction(kmh * 1000, 3600)))

d = D(1989, 11, 9)
add(L, "dates", f"Welcher Wochentag war der {fdate(d, L)}?", ex_weekday(d, L))

# ======================= French =======================
L = "fr"
n = lambda x: fmt(x, "fr")
nb, pb, nc, pc = 4, "1.15", 2, "1.40"
add(L, "math", f"J'ai pris {nb} baguettes à {n(pb)} € et {nc} croissants à {n(pc)} €, ça fait combien en tout ?",
    num(nb * F(pb) + nc * F(pc)))
rent, nights, people = 2340, 7, 6
add(L, "math", f"On loue un gîte {n(rent)} € la semaine ({nights} nuits) et on est {people}. "
               f"Ça revient à combien par personne et par nuit, arrondi au centime ?",
    num(Fraction(rent, people * nights)))
notes = ["12.5", "14", "9.5", "16", "13"]
add(L, "math", f"Mes notes du trimestre en maths : {' ; '.join(n(x) for x in notes[:-1])} et {n(notes[-1])}. "
               f"C'est quoi ma moyenne ?",
    num(sum(F(x) for x in notes) / len(notes)))
a, b = 1250, 387
add(L, "math", f"Combien font {n(a)} moins {b} ?", num(a - b))

bill, tip = "64.80", 15
add(L, "percent", f"L'addition fait {n(bill)} €, je voudrais laisser {tip} % de pourboire. Ça fait combien, le pourboire ?",
    num(F(bill) * tip / 100))
old, new = "1.72", "1.89"
add(L, "percent", f"Le gazole est passé de {n(old)} € à {n(new)} € le litre en un mois. "
                  f"Ça fait quelle hausse en pourcentage ? (arrondi à deux décimales)",
    num((F(new) - F(old)) * 100 / F(old)))
ttc, tva = 1299, 20
add(L, "percent", f"Un canapé à {n(ttc)} € TTC, avec une TVA à {tva} %, ça fait combien hors taxes ?",
    num(ttc / Fraction(100 + tva, 100)))

hours = "3.75"
add(L, "units", f"{n(hours)} heures, ça fait combien de minutes ?", num(F(hours) * 60))
tc = 28
add(L, "units", f"Il fait {tc} °C à Marseille aujourd'hui, c'est combien en Fahrenheit pour ma cousine américaine ?",
    num(tc * Fraction(9, 5) + 32))

d, k = D(2025, 1, 15), 90
add(L, "dates", f"Quelle date serons-nous {k} jours après le {fdate(d, L)} ?", ex_date(d + TD(days=k)))

# ======================= Spanish =======================
L = "es"
n = lambda x: fmt(x, "es")
kt, pt_, ko, po = 3, "2.40", 2, "1.15"
add(L, "math", f"Compré {kt} kilos de tomates a {n(pt_)} € el kilo y {ko} kilos de cebollas a {n(po)} € el kilo. "
               f"¿Cuánto me gasté en total?",
    num(kt * F(pt_) + ko * F(po)))
people, van, fuel = 7, 315, 84
add(L, "math", f"Vamos {people} amigos de viaje: la furgoneta cuesta {van} € de alquiler y calculamos {fuel} € de gasolina. "
               f"¿Cuánto tiene que poner cada uno?",
    num(Fraction(van + fuel, people)))
pages, per_day = 432, 18
add(L, "math", f"Un libro tiene {pages} páginas y leo {per_day} al día. ¿En cuántos días lo termino?",
    num(Fraction(pages, per_day)))
a, b = "15.6", "4.5"
add(L, "math", f"cuánto es {n(a)} por {n(b)}?", num(F(a) * F(b)))

price, disc = 549, 15
add(L, "percent", f"La tele cuesta {price} € y tiene un {disc} % de descuento. ¿En cuánto se queda?",
    num(price * Fraction(100 - disc, 100)))
base, iva = 1250, 21
add(L, "percent", f"Si la factura sin IVA es de {n(base)} € y el IVA es del {iva} %, ¿cuánto es solo el IVA?",
    num(Fraction(base * iva, 100)))
total, passed = 40, 34
add(L, "percent", f"De los {total} alumnos de la clase aprobaron {passed}. ¿Qué porcentaje aprobó?",
    num(Fraction(passed * 100, total)))

inch = 65
add(L, "units", f"Estoy mirando una tele de {inch} pulgadas, ¿cuántos centímetros son?", num(inch * INCH_CM))
oz = 8
add(L, "units", f"La receta pide {oz} onzas de chocolate. ¿Cuántos gramos son? Redondea a dos decimales.",
    num(oz * OZ_G))

d1, d2 = D(2024, 2, 1), D(2024, 3, 1)
add(L, "dates", f"¿Cuántos días hay entre el {fdate(d1, L)} y el {fdate(d2, L)}?", num((d2 - d1).days))

# ======================= Italian =======================
L = "it"
n = lambda x: fmt(x, "it")
nc, pc, nk, pk = 2, "1.50", 3, "1.20"
add(L, "math", f"Al bar ho preso {nc} cappuccini a {n(pc)} € e {nk} cornetti a {n(pk)} €. Quanto ho speso?",
    num(nc * F(pc) + nk * F(pk)))
budget, nt, pt_ = 250, 3, "19.90"
add(L, "math", f"Ho {budget} € e compro {nt} magliette da {n(pt_)} € l'una. Quanto mi resta?",
    num(budget - nt * F(pt_)))
a, b = 144, 16
add(L, "math", f"Quanto fa {a} diviso {b}?", num(Fraction(a, b)))
fills, litres, pl = 4, 52, "1.78"
add(L, "math", f"Questo mese ho fatto {fills} pieni da {litres} litri e il gasolio stava a {n(pl)} € al litro. "
               f"Quanto ho speso in tutto di carburante?",
    num(fills * litres * F(pl)))

pct, base = 35, 2400
add(L, "percent", f"Quanto è il {pct}% di {n(base)}?", num(Fraction(pct * base, 100)))
old, new = 750, 780
add(L, "percent", f"L'affitto mi passa da {old} € a {new} € al mese. Di quanto per cento è aumentato?",
    num(Fraction((new - old) * 100, old)))
price, disc = "89.90", 30
add(L, "percent", f"Scarpe a {n(price)} € con lo sconto del {disc}%: quanto risparmio?",
    num(F(price) * disc / 100))

gal = 5
add(L, "units", f"Quanti litri sono {gal} galloni americani? Arrotonda a due decimali.", num(gal * GAL_L))
ft = 6
add(L, "units", f"Mio cugino dice di essere alto {ft} piedi. Quanti centimetri sono?", num(ft * FT_M * 100))

d, weeks = D(2025, 12, 20), 6
add(L, "dates", f"Che data sarà {weeks} settimane dopo il {fdate(d, L)}?", ex_date(d + TD(weeks=weeks)))

# ======================= Portuguese =======================
L = "pt"
n = lambda x: fmt(x, "pt")
nq, pq, juice = 5, "3.50", "7.90"
add(L, "math", f"Comprei {nq} pães de queijo a R$ {n(pq)} cada e um suco de R$ {n(juice)}. Quanto deu tudo?",
    num(nq * F(pq) + F(juice)))
market, drinks, people = 480, 150, 9
add(L, "math", f"Gastamos R$ {market} no mercado e R$ {drinks} em bebida pro churrasco. "
               f"Dividindo entre {people} pessoas, quanto fica pra cada um?",
    num(Fraction(market + drinks, people)))
grades = ["7.5", "8.0", "6.5", "9.0"]
add(L, "math", f"Qual a média das notas {'; '.join(n(g) for g in grades[:-1])} e {n(grades[-1])}?",
    num(sum(F(g) for g in grades) / len(grades)))
a, b = 1200, 16
add(L, "math", f"Quanto é {n(a)} dividido por {b}?", num(Fraction(a, b)))

price, disc = "2499.00", 12
add(L, "percent", f"Um celular de R$ {n(price)} com {disc}% de desconto à vista sai por quanto?",
    num(F(price) * (100 - disc) / 100))
pct, base = "7.5", 3800
add(L, "percent", f"Quanto é {n(pct)}% de R$ {n(base)}?", num(F(pct) * base / 100))
old, new = 1100, 1155
add(L, "percent", f"O meu ordenado passou de {n(old)} € para {n(new)} €. Qual foi a percentagem de aumento?",
    num(Fraction((new - old) * 100, old)))

mph = 60
add(L, "units", f"{mph} milhas por hora dá quantos km/h? Arredonda para duas casas decimais.", num(mph * MILE_KM))
cup_ml, milk_l = 240, "1.8"
add(L, "units", f"Quantas xícaras de {cup_ml} ml dá pra encher com {n(milk_l)} litro de leite?",
    num(F(milk_l) * 1000 / cup_ml))

d, months = D(2025, 10, 10), 3
add(L, "dates", f"Que data vai ser {months} meses depois de {fdate(d, L)}?", ex_date(add_months(d, months)))

# ======================= Chinese (simplified) =======================
L = "zh"
n = lambda x: fmt(x, "zh")
jin, pj, yog = 3, "6.5", 12
add(L, "math", f"买了{jin}斤苹果，每斤{n(pj)}元，又买了一瓶{yog}元的酸奶，一共多少钱？",
    num(jin * F(pj) + yog))
people, hotpot, taxi = 4, 586, 54
add(L, "math", f"我们{people}个人吃火锅花了{hotpot}元，来回打车一共{taxi}元，AA的话每人出多少？",
    num(Fraction(hotpot + taxi, people)))
students, diff = 45, 7
add(L, "math", f"一个班{students}个学生，男生比女生多{diff}个，女生有几个？", num(Fraction(students - diff, 2)))
words, divisor = "两万五千", 8
assert parse_zh(words) == 25000
add(L, "math", f"{words}除以{divisor}等于多少？", num(Fraction(parse_zh(words), divisor)))

price, zhe = 399, 8  # 打八折 = pay 80 %
add(L, "percent", f"一件外套原价{price}元，现在打八折，打完多少钱？", num(Fraction(price * zhe, 10)))
salary_wan, raise_pct = "1.2", 8
add(L, "percent", f"月薪{n(salary_wan)}万，今年涨了{raise_pct}%，涨完以后月薪是多少元？",
    num(F(salary_wan) * 10000 * (100 + raise_pct) / 100))
full, got = 120, 102
add(L, "percent", f"满分{full}分，我考了{got}分，得分率是百分之多少？", num(Fraction(got * 100, full)))

tf = "98.6"
add(L, "units", f"华氏{n(tf)}度等于摄氏多少度？", num((F(tf) - 32) * Fraction(5, 9)))
ml, bottles = 750, 6
add(L, "units", f"一瓶红酒{ml}毫升，{bottles}瓶一共多少升？", num(Fraction(ml * bottles, 1000)))

d = D(2025, 12, 25)
add(L, "dates", f"{fdate(d, L)}是星期几？", ex_weekday(d, L))

# ======================= Japanese =======================
L = "ja"
n = lambda x: fmt(x, "ja")
no, po, nt, pt_ = 4, 180, 2, 150
add(L, "math", f"1個{po}円のおにぎりを{no}個と、{pt_}円のお茶を{nt}本買いました。合計いくらですか？",
    num(no * po + nt * pt_))
wage, hours, days = 1150, 6, 4
add(L, "math", f"時給{n(wage)}円で1日{hours}時間、週{days}日働いたら1週間でいくらになる？",
    num(wage * hours * days))
fee, people = 36000, 8
add(L, "math", f"飲み会の会費が全部で{wan(fee, L)}円でした。{people}人で割り勘すると一人いくら？",
    num(Fraction(fee, people)))
marks = [72, 85, 90, 67]
add(L, "math", f"国語{marks[0]}点、数学{marks[1]}点、英語{marks[2]}点、理科{marks[3]}点でした。{len(marks)}教科の平均点は何点？",
    num(Fraction(sum(marks), len(marks))))

net, tax = 2980, 10
add(L, "percent", f"税抜{n(net)}円の商品って、消費税{tax}%込みだといくらですか？",
    num(Fraction(net * (100 + tax), 100)))
price, off = 12800, 30
add(L, "percent", f"定価{n(price)}円のスニーカーが{off}%オフ。いくらになる？",
    num(Fraction(price * (100 - off), 100)))
old_man, new_man = 850, 918
add(L, "percent", f"去年の売上が{old_man}万円、今年は{new_man}万円でした。何パーセント増えましたか？",
    num(Fraction((new_man - old_man) * 100, old_man)))

feet, inches = 5, 8
add(L, "units", f"身長{feet}フィート{inches}インチって何センチですか？", num((feet * 12 + inches) * INCH_CM))
h, m = 2, 45
add(L, "units", f"{h}時間{m}分は何分？", num(h * 60 + m))

d, k = D(2026, 3, 1), 100
add(L, "dates", f"{fdate(d, L)}の{k}日後は何月何日ですか？", ex_date(d + TD(days=k)))

# ======================= Korean =======================
L = "ko"
n = lambda x: fmt(x, "ko")
nc, pc, cake = 3, 4500, 6800
add(L, "math", f"아메리카노 {n(pc)}원짜리 {nc}잔이랑 {n(cake)}원짜리 케이크 하나 샀는데 총 얼마야?",
    num(nc * pc + cake))
rent_man, mgmt_man, people = 65, 7, 3
add(L, "math", f"월세 {rent_man}만원에 관리비 {mgmt_man}만원인데 {people}명이서 똑같이 나눠 내면 한 명당 얼마예요?",
    num(Fraction((rent_man + mgmt_man) * 10000, people)))
marks = [88, 94, 79]
add(L, "math", f"국어 {marks[0]}점, 영어 {marks[1]}점, 수학 {marks[2]}점이면 평균 몇 점이에요?",
    num(Fraction(sum(marks), len(marks))))
a, b = 48, 125
add(L, "math", f"{a} 곱하기 {b}는?", num(a * b))

price, disc = 120000, 35
add(L, "percent", f"{wan(price, L)}원짜리 패딩 {disc}% 할인하면 얼마예요?", num(Fraction(price * (100 - disc), 100)))
sal_man, rise = 4200, 5
add(L, "percent", f"연봉 {n(sal_man)}만원에서 {rise}% 오르면 연봉이 몇 원이 돼요?",
    num(Fraction(sal_man * 10000 * (100 + rise), 100)))
total, yes = 200, 38
add(L, "percent", f"{total}명 중에 {yes}명이 찬성했으면 몇 퍼센트야?", num(Fraction(yes * 100, total)))

below = 10  # 영하 10도 = -10 °C
add(L, "units", f"섭씨 영하 {below}도는 화씨로 몇 도예요?", num(-below * Fraction(9, 5) + 32))
km = 10
add(L, "units", f"{km}km를 마일로 바꾸면 얼마예요? 소수점 둘째 자리까지요.", num(km / MILE_KM))

d, k = D(2025, 3, 10), 45
add(L, "dates", f"{fdate(d, L)}에서 {k}일 뒤는 몇 월 며칠이에요?", ex_date(d + TD(days=k)))

# ======================= Russian =======================
L = "ru"
n = lambda x: fmt(x, "ru")
kg, pk, loaf = 2, "45.50", 62
add(L, "math", f"Купил {kg} кг картошки по {n(pk)} ₽ за кило и батон за {loaf} ₽. Сколько всего потратил?",
    num(kg * F(pk) + loaf))
salary, flat, util = 78500, 32000, 6800
add(L, "math", f"Зарплата {n(salary)} ₽, за квартиру отдаю {n(flat)} ₽ и ещё {n(util)} ₽ за коммуналку. Сколько остаётся?",
    num(salary - flat - util))
temps = [12, 15, 9, 11, 14, 16, 13]
add(L, "math", f"Температура за неделю была: {', '.join(map(str, temps[:-1]))} и {temps[-1]} градусов. "
               f"Какая средняя? Округли до сотых.",
    num(Fraction(sum(temps), len(temps))))
a, b = 3456, 12
add(L, "math", f"Сколько будет {n(a)} разделить на {b}?", num(Fraction(a, b)))

dep, rate = 150000, 16
add(L, "percent", f"Положил {n(dep)} ₽ на вклад под {rate} % годовых. Сколько набежит процентов за год, если без капитализации?",
    num(Fraction(dep * rate, 100)))
old, new = 480, 552
add(L, "percent", f"Сыр подорожал с {old} до {new} рублей. На сколько процентов?",
    num(Fraction((new - old) * 100, old)))
ndfl, gross = 13, 95000
add(L, "percent", f"Сколько составит НДФЛ {ndfl} % с зарплаты {n(gross)} ₽?", num(Fraction(gross * ndfl, 100)))

lbs = 180
add(L, "units", f"{lbs} фунтов — это сколько килограммов? До сотых.", num(lbs * LB_KG))
kmh = 90
add(L, "units", f"{kmh} км/ч — это сколько метров в секунду?", num(Fraction(kmh * 1000, 3600)))

d = D(1961, 4, 12)
add(L, "dates", f"Какой день недели был {fdate(d, L)}?", ex_weekday(d, L))

# ---------------------------------------------------------------- negatives
NEGATIVES = []


def neg(lang, kind, text):
    k = sum(1 for q in NEGATIVES if q["language"] == lang) + 1
    NEGATIVES.append({"id": f"r12neg-{lang}-{k}", "category": "negative", "language": lang,
                      "question": text, "expect": {"no_computation": True}, "kind": kind})


neg("en", "writing", "Can you write a short toast for my dad's 60th birthday? The party's on March 14 at 7 pm.")
neg("en", "statement", "Heads up: the class is divided into 4 groups of 6, and presentations are 10-15 minutes each, starting after the break.")
neg("en", "reminder", "Remind me to call the dentist at (555) 014-2288 on Friday at 9:30 am.")
neg("en", "recommendation", "I'm torn between the X-200 and the X-300 vacuum for a 45 m² apartment. Which one would you pick and why?")
neg("en", "explanation", "What does \"APR 24.99%\" actually mean on a credit card statement? Plain English please.")
neg("en", "translation", "Translate into French: \"The total is 40 dollars per person plus tax, and the tour starts after 10:30.\"")

neg("de", "writing", "Kannst du mir eine kurze E-Mail an meinen Chef schreiben, dass ich am 12.05. um 14:00 Uhr nicht kann?")
neg("de", "translation", "Übersetze bitte ins Englische: „Die Lieferung dauert 3-5 Werktage, Versand plus Verpackung inklusive.“")
neg("de", "advice", "Ich bin 34, wiege 82 kg und will für einen 10-km-Lauf im Oktober trainieren. Wie fange ich am besten an?")
neg("de", "explanation", "Was heißt eigentlich „20 % auf alles außer Tiernahrung“ – gilt das auch für schon reduzierte Artikel?")
neg("de", "statement", "Bayern hat gestern 2:1 gegen Dortmund gewonnen, das Tor in der 89. Minute war der Wahnsinn.")
neg("de", "reminder", "Erinnere mich morgen um 7:45 daran, meine Tabletten zu nehmen – 2 × täglich nach dem Essen.")

neg("fr", "writing", "Tu peux m'écrire un petit mot pour remercier ma voisine qui a arrosé mes plantes du 3 au 17 août ?")
neg("fr", "recommendation", "Quel vin tu me conseilles pour un bœuf bourguignon, dîner à 8 personnes, budget 15-20 € la bouteille ?")
neg("fr", "statement", "Au fait, mon numéro a changé : c'est maintenant le 06 12 34 56 78.")
neg("fr", "explanation", "Tu peux m'expliquer la différence entre un prêt immobilier à taux fixe de 3,5 % et un taux variable ?")
neg("fr", "reminder", "Rappelle-moi de payer la facture d'électricité de 87,40 € avant le 30/06.")
neg("fr", "opinion", "Franchement, tu penses que la 208 est plus fiable que la Clio après 100 000 km ?")

neg("es", "writing", "Escríbeme un mensaje bonito para felicitar a mi abuela, que cumple 90 años el 8 de junio.")
neg("es", "statement", "El Madrid ganó 2-0 anoche y el partido empezó a las 21:00, ¡qué nochecita!")
neg("es", "recommendation", "¿Me recomiendas algún portátil de entre 800 y 1.000 € para programar?")
neg("es", "translation", "Traduce al inglés: «El vuelo IB 3166 sale a las 7:15 de la terminal 4».")
neg("es", "explanation", "¿Por qué dicen que 1 de cada 3 personas tiene insomnio? ¿De dónde sale ese dato?")
neg("es", "reminder", "Recuérdame que el lunes a las 10 tengo la ITV del coche, matrícula 1234 ABC.")

neg("it", "writing", "Mi scrivi una mail per disdire l'abbonamento in palestra (tessera n. 4521) a partire dal 1° settembre?")
neg("it", "opinion", "Che ne pensi dell'iPhone 15 rispetto al 14? Vale la pena cambiarlo?")
neg("it", "advice", "Consigli per un weekend a Firenze con due bambini di 5 e 8 anni?")
neg("it", "explanation", "Mi spieghi in parole semplici cosa vuol dire \"cambio 1 € = 1,08 $\"?")
neg("it", "statement", "La partita è finita 1-1, ma il secondo tempo è stato di una noia mortale.")
neg("it", "reminder", "Ricordami di comprare 2 litri di latte e 500 g di farina dopo il lavoro.")

neg("pt", "writing", "Pode escrever uma legenda divertida pra foto do meu aniversário de 25 anos?")
neg("pt", "statement", "O Flamengo ganhou de 3 x 1 ontem, foi um jogaço!")
neg("pt", "advice", "Qual a melhor forma de guardar uns R$ 500 por mês: poupança ou Tesouro Direto?")
neg("pt", "translation", "Traduz para inglês: «A reunião foi adiada para 15/07 às 16h.»")
neg("pt", "reminder", "Me lembra de renovar a CNH, que vence em 22/11/2025.")
neg("pt", "explanation", "O que significa \"juros de 2% ao mês\" num financiamento de carro?")

neg("zh", "writing", "帮我写一段祝福语，我妈妈下个月过60岁生日。")
neg("zh", "recommendation", "我住在朝阳区建国路88号附近，周末有什么好吃的推荐吗？")
neg("zh", "statement", "昨天的比赛我们3比1赢了，太激动了！")
neg("zh", "reminder", "提醒我明天早上8:30给王经理打电话，号码是138-0013-8000。")
neg("zh", "explanation", "请解释一下“年化收益率4.5%”是什么意思。")
neg("zh", "translation", "把这句话翻译成英文：“总共有三个房间，每个房间20平方米。”")

neg("ja", "writing", "来週金曜19時からの送別会の案内文を書いてください。会費は5,000円です。")
neg("ja", "advice", "身長170cm、体重65kgです。初心者におすすめの筋トレメニューはありますか？")
neg("ja", "statement", "日本代表が2-1で逆転勝ち！最高の試合でした。")
neg("ja", "explanation", "「20%オフ」と「2割引」って同じ意味ですか？言葉の違いを教えてください。")
neg("ja", "reminder", "明日10時半に歯医者の予約があるので、リマインドしてください。")
neg("ja", "translation", "この文を英語に訳してください：「新モデルXR-500は3月15日に発売されます。」")

neg("ko", "writing", "결혼 10주년 기념일 카드에 쓸 문구 좀 써 줘.")
neg("ko", "recommendation", "서울 강남구 테헤란로 152 근처에 조용한 카페 추천해 줄래?")
neg("ko", "statement", "어제 경기 2대1로 이겼어! 진짜 재밌었어.")
neg("ko", "reminder", "내일 오후 3시에 010-1234-5678로 전화하라고 알려줘.")
neg("ko", "explanation", "연 3.5% 고정금리랑 변동금리는 뭐가 달라요?")
neg("ko", "opinion", "갤럭시 S24랑 아이폰 15 중에 뭐가 더 나아요?")

neg("ru", "writing", "Напиши поздравление коллеге с 30-летием, он у нас работает уже 5 лет.")
neg("ru", "recommendation", "Посоветуй, что посмотреть в Санкт-Петербурге за 2-3 дня?")
neg("ru", "statement", "Вчера «Зенит» выиграл 3:0, отличная игра была.")
neg("ru", "reminder", "Напомни мне оплатить интернет (650 ₽) до 25.03.")
neg("ru", "explanation", "Объясни, что значит «ставка 16 % годовых» по вкладу.")
neg("ru", "translation", "Переведи на английский: «Скидка 50 % на второй товар, акция действует до 31 декабря».")


# ---------------------------------------------------------------- checks and output
def check():
    assert len(QUESTIONS) == 100, len(QUESTIONS)
    assert len(NEGATIVES) == 60, len(NEGATIVES)
    ids = [q["id"] for q in QUESTIONS] + [q["id"] for q in NEGATIVES]
    assert len(ids) == len(set(ids)), "duplicate ids"
    want = {"math": 4, "percent": 3, "units": 2, "dates": 1}
    for lang in LANGS:
        for cat, cnt in want.items():
            got = sum(1 for q in QUESTIONS if q["language"] == lang and q["category"] == cat)
            assert got == cnt, (lang, cat, got)
        assert sum(1 for q in NEGATIVES if q["language"] == lang) == 6, lang
    texts = [q["question"] for q in QUESTIONS + NEGATIVES]
    assert len(texts) == len(set(texts)), "duplicate question text"


def write(path, rows):
    with open(path, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    check()
    write(OUT_Q, QUESTIONS)
    write(OUT_N, NEGATIVES)
    print(f"wrote {len(QUESTIONS)} questions to {OUT_Q}")
    print(f"wrote {len(NEGATIVES)} negatives to {OUT_N}")
