#!/usr/bin/env python3
"""Write round-13 fresh evaluation sets (standard library only).

Outputs (next to this script's parent folder):
  fresh_round13.jsonl     100 questions asking for one computed value
  fresh_negative13.jsonl   60 sentences with numbers that ask for no computation

Every number in a question is written once as a string literal; the same
literal is rendered into the question (in the locale's number style) and
turned into an exact Fraction for computing the expected value.
"""
import datetime
import json
import math
import os
from decimal import Decimal, ROUND_HALF_UP
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)
OUT_Q = os.path.join(OUT_DIR, "fresh_round13.jsonl")
OUT_NEG = os.path.join(OUT_DIR, "fresh_negative13.jsonl")

LANGS = ["en", "de", "fr", "es", "it", "pt", "zh", "ja", "ko", "ru"]

# exact conversion factors
MILE_KM = Fraction("1.609344")
LB_KG = Fraction("0.45359237")
INCH_CM = Fraction("2.54")
GAL_L = Fraction("3.785411784")
OZ_G = Fraction("28.349523125")
FT_M = Fraction("0.3048")


def isqrt_exact(s):
    """Square root of a perfect-square integer literal (None if not exact)."""
    n = int(s)
    r = math.isqrt(n)
    return Fraction(r) if r * r == n else None


def N(s):
    """Exact value of a number literal ('1234.5', '-15')."""
    return Fraction(s)


GROUP = {"en": ",", "zh": ",", "ja": ",", "ko": ",",
         "de": ".", "es": ".", "it": ".", "pt": ".",
         "fr": " ", "ru": " "}
DECSEP = {"en": ".", "zh": ".", "ja": ".", "ko": ".",
          "de": ",", "es": ",", "it": ",", "pt": ",", "fr": ",", "ru": ","}


def fmt(s, lang, group=None):
    """Render a number literal the way the locale writes it."""
    g = GROUP[lang] if group is None else group
    neg = s.startswith("-")
    if neg:
        s = s[1:]
    if "." in s:
        ip, fp = s.split(".")
    else:
        ip, fp = s, ""
    parts = []
    while len(ip) > 3:
        parts.insert(0, ip[-3:])
        ip = ip[:-3]
    parts.insert(0, ip)
    out = g.join(parts)
    if fp:
        out += DECSEP[lang] + fp
    return ("-" if neg else "") + out


FW = str.maketrans("0123456789.,%+-", "０１２３４５６７８９．，％＋－")


ZH_DIGIT = dict(zip("0123456789", "零一二三四五六七八九"))


def fw(s):
    """Full-width digits (as some CJK users type them)."""
    return s.translate(FW)


def num(x, places=2):
    """Expected number: exact if it is, else rounded half up to `places`."""
    x = Fraction(x)
    if x.denominator == 1:
        return int(x)
    d = Decimal(x.numerator) / Decimal(x.denominator)
    q = d.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    if q == q.to_integral_value():
        return int(q)
    return float(q)


WEEKDAYS = {
    "en": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "de": ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"],
    "fr": ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
    "es": ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
    "it": ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"],
    "pt": ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira",
           "sábado", "domingo"],
    "zh": ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日"],
    "ja": ["月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日", "日曜日"],
    "ko": ["월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일"],
    "ru": ["понедельник", "вторник", "среда", "четверг", "пятница", "суббота", "воскресенье"],
}


def weekday(lang, d):
    i = d.weekday()
    return {"text": [WEEKDAYS[lang][i], WEEKDAYS["en"][i]]}


def iso(d):
    return {"date": d.isoformat()}


QUESTIONS = []
_counter = {}


def add(lang, cat, question, expect):
    key = (lang, cat)
    _counter[key] = _counter.get(key, 0) + 1
    if not isinstance(expect, dict):
        expect = {"number": num(expect)}
    QUESTIONS.append({
        "id": "r13-%s-%s-%d" % (lang, cat, _counter[key]),
        "category": cat,
        "language": lang,
        "question": question,
        "expect": expect,
    })


# ---------------------------------------------------------------- English
L = "en"
f = lambda s: fmt(s, L)
a, b, c = "3", "4.75", "2.30"
add(L, "math", f"I bought {a} notebooks at ${f(b)} each and a pen for ${f(c)}. How much did I spend altogether?",
    N(a) * N(b) + N(c))
a, b = "6", "247.80"
add(L, "math", f"we're {a} people splitting a dinner bill of ${f(b)} evenly, how much does each person owe",
    N(b) / N(a))
a, b = "34", "578"
add(L, "math", f"My car gets about {a} miles per gallon. How many gallons will I burn on a {b}-mile road trip?",
    N(b) / N(a))
v = ["82", "91", "77", "88", "95"]
add(L, "math", "average of " + ", ".join(v[:-1]) + " and " + v[-1] + "?",
    sum(N(x) for x in v) / len(v))
a, b = "18", "64.50"
add(L, "percent", f"Leaving an {a}% tip on a ${f(b)} tab — how much is the tip?", N(a) / 100 * N(b))
a, b = "1450", "1595"
add(L, "percent", f"Our rent just went from ${f(a)} to ${f(b)} a month. By what percent did it go up?",
    (N(b) - N(a)) / N(a) * 100)
a, b, c = "120", "25", "10"
add(L, "percent", f"A jacket is ${f(a)}, marked down {b}%, and then I get an extra {c}% off at the register. "
    f"What's the final price?", N(a) * (1 - N(b) / 100) * (1 - N(c) / 100))
a = "26.2"
add(L, "units", f"How many kilometers is a marathon of {f(a)} miles? Round to 2 decimals.", N(a) * MILE_KM)
a = "180"
add(L, "units", f"The recipe says bake at {a}°C but my oven is in Fahrenheit. What temperature should I set?",
    N(a) * Fraction(9, 5) + 32)
n, d0 = 90, datetime.date(2025, 3, 15)
add(L, "dates", f"What date is {n} days after March {d0.day}, {d0.year}?", iso(d0 + datetime.timedelta(days=n)))

# ---------------------------------------------------------------- German
L = "de"
f = lambda s: fmt(s, L)
a, b, c = "4", "38.5", "16.80"
add(L, "math", f"Ich hab im Juni {a} Wochen lang jeweils {f(b)} Stunden gearbeitet, Stundenlohn {f(c)} €. "
    f"Wie viel ist das brutto insgesamt?", N(a) * N(b) * N(c))
a, b, c = "4", "250", "10"
add(L, "math", f"Das Rezept ist für {a} Personen und braucht {b} g Mehl. Wie viel Gramm Mehl brauche ich für {c} Personen?",
    N(b) / N(a) * N(c))
a, b = "175", "2800"
add(L, "math", f"Wenn wir jeden Monat {a} € zur Seite legen – wie viele Monate dauert es, bis wir {f(b)} € zusammenhaben?",
    N(b) / N(a))
a, b = "1234", "56"
add(L, "math", f"was ist {f(a)} mal {b}", N(a) * N(b))
a, b = "1250.00", "19"
add(L, "percent", f"Rechnung: netto {f(a)} €, zzgl. {b} % MwSt. Wie hoch ist der Bruttobetrag?",
    N(a) * (1 + N(b) / 100))
a, b = "3.5", "3400"
add(L, "percent", f"Ab Januar bekomme ich {f(a)} % mehr Gehalt. Derzeit verdiene ich {f(b)} € brutto im Monat. "
    f"Wie viel sind es dann?", N(b) * (1 + N(a) / 100))
a, b = "45", "180"
add(L, "percent", f"Wie viel Prozent sind {a} von {b}?", N(a) / N(b) * 100)
a = "12"
add(L, "units", f"Wie viele Liter sind {a} US-Gallonen? Bitte auf zwei Nachkommastellen runden.", N(a) * GAL_L)
a, b = "5", "11"
add(L, "units", f"Mein Austauschpartner sagt, er ist {a} Fuß {b} Zoll groß. Wie viel ist das in Zentimetern?",
    (N(a) * 12 + N(b)) * INCH_CM)
d0 = datetime.date(1990, 10, 3)
add(L, "dates", f"Welcher Wochentag war der {d0.day}. Oktober {d0.year}?", weekday(L, d0))

# ---------------------------------------------------------------- French
L = "fr"
f = lambda s: fmt(s, L)
a, b, c = "2.5", "3.20", "1.35"
add(L, "math", f"J'ai pris {f(a)} kg de pommes à {f(b)} € le kilo et une baguette à {f(c)} €. Ça me fait combien en tout ?",
    N(a) * N(b) + N(c))
a, h, m = "340", "4", "15"
add(L, "math", f"On a fait {a} km en {h} h {m} min. Quelle a été notre vitesse moyenne en km/h ?",
    N(a) / (N(h) + N(m) / 60))
a, b = "1248", "24"
add(L, "math", f"Bonjour, nous devons ranger {fmt(a, L, group=chr(0xa0))} bouteilles dans des cartons de {b}. "
    f"Combien de cartons nous faut-il ?", N(a) / N(b))
add(L, "math", "Combien font 3/8 + 5/12 ? Donnez le résultat en nombre décimal arrondi au centième.",
    Fraction(3, 8) + Fraction(5, 12))
a, b = "899", "30"
add(L, "percent", f"Soldes : le canapé à {a} € est à -{b} %. Il revient à combien ?", N(a) * (1 - N(b) / 100))
a, b = "1.72", "1.89"
add(L, "percent", f"Le gazole est passé de {f(a)} € à {f(b)} € le litre en deux mois. "
    f"Ça fait une hausse de combien de pourcents (arrondi à 0,01) ?", (N(b) - N(a)) / N(a) * 100)
a, b = "20", "349.90"
add(L, "percent", f"Quel est le montant de la TVA à {a} % sur un article à {f(b)} € HT ?", N(a) / 100 * N(b))
a = "68"
add(L, "units", f"je fais {a} kg, ça fait combien en livres ? (2 décimales)", N(a) / LB_KG)
a = "350"
add(L, "units", f"La recette américaine dit {a} °F. C'est combien en degrés Celsius ?", (N(a) - 32) * Fraction(5, 9))
d1, d2 = datetime.date(2024, 7, 14), datetime.date(2024, 12, 25)
add(L, "dates", f"Combien de jours y a-t-il entre le {d1.day} juillet {d1.year} et le {d2.day} décembre {d2.year} ?",
    (d2 - d1).days)

# ---------------------------------------------------------------- Spanish
L = "es"
f = lambda s: fmt(s, L)
a, b = "42", "68.46"
add(L, "math", f"Llené el depósito con {a} litros y me cobraron {f(b)} €. ¿A cuánto me salió el litro?", N(b) / N(a))
a, b = "320", "18"
add(L, "math", f"Si ahorro {a} € al mes, ¿cuánto tendré ahorrado en año y medio?", N(a) * N(b))
a, b, c = "4", "12", "7"
add(L, "math", f"compré {a} cajas de {b} huevos y se me rompieron {c} en el camino, cuantos huevos me quedan?",
    N(a) * N(b) - N(c))
a = "1764"
add(L, "math", f"¿Cuál es la raíz cuadrada de {f(a)}?", isqrt_exact(a))
a, b = "86.40", "10"
add(L, "percent", f"La cuenta del restaurante ha sido de {f(a)} € y queremos dejar un {b} % de propina. "
    f"¿Cuánto pagamos en total?", N(a) * (1 + N(b) / 100))
a, b = "42", "60"
add(L, "percent", f"En el examen acerté {a} de {b} preguntas. ¿Qué porcentaje es eso?", N(a) / N(b) * 100)
a, b, c = "450", "8", "15"
add(L, "percent", f"Un móvil costaba {a} €; primero subió un {b} % y luego lo rebajaron un {c} %. "
    f"¿Cuál es el precio final?", N(a) * (1 + N(b) / 100) * (1 - N(c) / 100))
a = "1200"
add(L, "units", f"El piso tiene {f(a)} pies cuadrados según el anuncio americano. "
    f"¿Cuántos metros cuadrados son? (con dos decimales)", N(a) * FT_M * FT_M)
a = "8"
add(L, "units", f"una receta pide {a} oz de mantequilla, cuantos gramos son?", N(a) * OZ_G)
n, d0 = 6, datetime.date(2025, 11, 20)
add(L, "dates", f"¿Qué fecha cae {n} semanas después del {d0.day} de noviembre de {d0.year}?",
    iso(d0 + datetime.timedelta(weeks=n)))

# ---------------------------------------------------------------- Italian
L = "it"
f = lambda s: fmt(s, L)
a, b = "312", "4"
add(L, "math", f"In {b} settimane abbiamo speso {a} € di spesa. Quanto spendiamo in media a settimana?", N(a) / N(b))
a, b = "6.4", "375"
add(L, "math", f"La mia macchina consuma {f(a)} litri ogni 100 km. Quanti litri mi servono per fare {b} km?",
    N(a) / 100 * N(b))
h1, m1, h2, m2, p = "8", "45", "17", "15", "30"
add(L, "math", f"Oggi ho lavorato dalle {h1}:{m1} alle {h2}:{m2} con {p} minuti di pausa pranzo. "
    f"Quante ore ho lavorato in tutto?", (N(h2) * 60 + N(m2) - N(h1) * 60 - N(m1) - N(p)) / 60)
a, b = "15.6", "0.24"
add(L, "math", f"quanto fa {f(a)} diviso {f(b)}?", N(a) / N(b))
a, b = "79.90", "40"
add(L, "percent", f"Prezzo di listino {f(a)} €, sconto del {b} %. Quanto pago alla cassa?", N(a) * (1 - N(b) / 100))
a, b = "1200", "22"
add(L, "percent", f"Devo emettere una fattura da {f(a)} € più IVA al {b} %. A quanto ammonta l'IVA?",
    N(a) * N(b) / 100)
a, b = "8500", "7820"
add(L, "percent", f"In dieci anni gli abitanti del paese sono passati da {f(a)} a {f(b)}. "
    f"Di che percentuale sono diminuiti?", (N(a) - N(b)) / N(a) * 100)
a = "25"
add(L, "units", f"Quanti km/h sono {a} m/s?", N(a) * 3600 / 1000)
a = "3.75"
add(L, "units", f"{f(a)} ore quanti minuti sono?", N(a) * 60)
d0 = datetime.date(2026, 12, 25)
add(L, "dates", f"Che giorno della settimana sarà Natale, il {d0.day} dicembre {d0.year}?", weekday(L, d0))

# ---------------------------------------------------------------- Portuguese
L = "pt"
f = lambda s: fmt(s, L)
a, b, c, d = "3", "42.90", "2", "18.50"
add(L, "math", f"Pro churrasco comprei {a} kg de picanha a R$ {f(b)} o quilo e {c} sacos de carvão a R$ {f(d)} cada. "
    f"Quanto deu tudo?", N(a) * N(b) + N(c) * N(d))
a, b = "450", "90"
add(L, "math", f"Quantas horas leva uma viagem de {a} km a uma velocidade média de {b} km/h?", N(a) / N(b))
add(L, "math", "Quanto é 2 elevado a 12?", Fraction(2) ** 12)
a, b, c = "7", "36", "58"
add(L, "math", f"Tenho {a} caixas com {b} parafusos cada e já gastei {c}. Quantos parafusos sobraram?",
    N(a) * N(b) - N(c))
a, b = "3200.00", "6.5"
add(L, "percent", f"Meu salário de R$ {f(a)} vai ter um reajuste de {f(b)}%. Quanto vou passar a ganhar?",
    N(a) * (1 + N(b) / 100))
a, b = "18", "240"
add(L, "percent", f"Na escola, {a} dos {b} alunos faltaram hoje. Qual é a percentagem de faltas?", N(a) / N(b) * 100)
a, b = "250", "200"
add(L, "percent", f"O casaco custava {a} € e agora está a {b} €. De quanto por cento foi o desconto?",
    (N(a) - N(b)) / N(a) * 100)
a = "140"
add(L, "units", f"Uma TV com {a} cm de diagonal tem quantas polegadas? (duas casas decimais)", N(a) / INCH_CM)
a, b = "3", "240"
add(L, "units", f"A receita pede {a} xícaras de leite. Considerando 1 xícara = {b} ml, quantos mililitros são?",
    N(a) * N(b))
n, d0 = 100, datetime.date(2024, 1, 1)
add(L, "dates", f"Que data cai {n} dias depois de {d0.day} de janeiro de {d0.year}?",
    iso(d0 + datetime.timedelta(days=n)))

# ---------------------------------------------------------------- Chinese
L = "zh"
f = lambda s: fmt(s, L)
a, b, c = "24", "3.5", "5"
add(L, "math", f"一箱牛奶有{a}盒，每盒{b}元，买{c}箱一共多少钱？", N(a) * N(b) * N(c))
w1, q1, q2, b2 = "1", "2", "3", "5"
add(L, "math", f"小王月薪{w1}万{q1}千元，每月房租{q2}千{b2}百元，交完房租还剩多少元？",
    N(w1) * 10000 + N(q1) * 1000 - (N(q2) * 1000 + N(b2) * 100))
a, b = "75", "2.4"
add(L, "math", f"汽车以每小时{a}公里的速度行驶了{b}小时，一共走了多少公里？", N(a) * N(b))
a, b, c = "125", "375", "16"
add(L, "math", f"（{a} + {b}）× {c} = ？", (N(a) + N(b)) * N(c))
a, z = "680", "8"
add(L, "percent", f"这件大衣原价¥{a}，现在打{ZH_DIGIT[z]}折，现价多少钱？", N(a) * N(z) / 10)
a, b = "250", "310"
add(L, "percent", f"公司去年营业额{a}万元，今年{b}万元，增长了百分之几？", (N(b) - N(a)) / N(a) * 100)
a, r = "20", "4.35"
add(L, "percent", f"我贷款{a}万元，年利率{r}%，一年的利息是多少元？", N(a) * 10000 * N(r) / 100)
a = "5"
add(L, "units", f"跑了{a}公里，换算成英里是多少？（保留两位小数）", N(a) / MILE_KM)
a, b = "3", "500"
add(L, "units", f"{a}斤等于多少克？（1斤={b}克）", N(a) * N(b))
n, d0 = 45, datetime.date(2025, 2, 10)
add(L, "dates", f"{d0.year}年{d0.month}月{d0.day}日再过{n}天是哪一天？", iso(d0 + datetime.timedelta(days=n)))

# ---------------------------------------------------------------- Japanese
L = "ja"
f = lambda s: fmt(s, L)
a, b, c, d = "120", "8", "98", "3"
add(L, "math", f"1個{a}円のりんごを{b}個と、1本{c}円のジュースを{d}本買いました。合計でいくらですか？",
    N(a) * N(b) + N(c) * N(d))
a, h, m = "60", "2", "30"
add(L, "math", f"時速{a}kmで{h}時間{m}分走ると、何km進みますか。", N(a) * (N(h) + N(m) / 60))
p, man, sen = "3", "1", "5"
add(L, "math", f"{fw(p)}人で{fw(man)}万{fw(sen)}千円を割り勘したら一人いくら？",
    (N(man) * 10000 + N(sen) * 1000) / N(p))
a, b, c = "48", "36", "7"
add(L, "math", f"（{fw(a)}＋{fw(b)}）÷{fw(c)}は？", (N(a) + N(b)) / N(c))
a, b = "2980", "10"
add(L, "percent", f"税抜き{f(a)}円の商品って、消費税{b}%込みだといくらになりますか？", N(a) * (1 + N(b) / 100))
man, sen, wari = "1", "2", "3"
add(L, "percent", f"定価{man}万{sen}千円のバッグが{wari}割引きになっていました。いくらで買えますか？",
    (N(man) * 10000 + N(sen) * 1000) * (1 - N(wari) / 10))
a, b = "80", "68"
add(L, "percent", f"テスト、{a}点満点中{b}点だった。何パーセント？", N(b) / N(a) * 100)
a = "98.6"
add(L, "units", f"華氏{a}度は摂氏何度ですか？", (N(a) - 32) * Fraction(5, 9))
a, b = "6", "1.62"
add(L, "units", f"{a}畳の部屋は何平方メートルですか。1畳＝{b}㎡として計算してください。", N(a) * N(b))
n, d0 = 120, datetime.date(2024, 8, 1)
add(L, "dates", f"{d0.year}年{d0.month}月{d0.day}日の{n}日後は何年何月何日ですか？", iso(d0 + datetime.timedelta(days=n)))

# ---------------------------------------------------------------- Korean
L = "ko"
f = lambda s: fmt(s, L)
a, b, c = "38000", "2500", "4"
add(L, "math", f"치킨 두 마리 합쳐서 {f(a)}원이랑 콜라 {f(b)}원 시켰는데 {c}명이서 나누면 1인당 얼마야?",
    (N(a) + N(b)) / N(c))
a, b, c = "8", "5", "4"
add(L, "math", f"하루 {a}시간씩 주 {b}일 일하면 {c}주 동안 총 몇 시간 일하는 건가요?", N(a) * N(b) * N(c))
m1, c1, m2 = "3", "5", "5"
add(L, "math", f"{m1}만 {c1}천 원짜리 케이크를 사고 {m2}만 원을 냈어요. 거스름돈은 얼마예요?",
    N(m2) * 10000 - (N(m1) * 10000 + N(c1) * 1000))
a, b = "144", "7"
add(L, "math", f"{a}의 제곱근에 {b}을 곱하면?", isqrt_exact(a) * N(b))
a, b = "250", "15"
add(L, "percent", f"월급이 {a}만 원인데 매달 {b}%를 저축하면 한 달에 얼마를 저축하는 거죠?", N(a) * 10000 * N(b) / 100)
a, b = "12000", "15000"
add(L, "percent", f"가격이 {f(a)}원에서 {f(b)}원으로 올랐는데 몇 % 오른 거예요?", (N(b) - N(a)) / N(a) * 100)
a, b, c = "89000", "20", "10"
add(L, "percent", f"정가 {f(a)}원 운동화가 {b}% 할인에 추가로 {c}% 더 할인된대요. 최종 가격은?",
    N(a) * (1 - N(b) / 100) * (1 - N(c) / 100))
a, b = "30", "3.3058"
add(L, "units", f"{a}평은 몇 제곱미터인가요? (1평 = {b}㎡로 계산, 소수점 둘째 자리까지)", N(a) * N(b))
a = "175"
add(L, "units", f"제 키가 {a}cm인데 피트로 하면 얼마예요? 소수점 둘째 자리까지 알려주세요.", N(a) / 100 / FT_M)
d0 = datetime.date(2026, 3, 1)
add(L, "dates", f"{d0.year}년 {d0.month}월 {d0.day}일은 무슨 요일이에요?", weekday(L, d0))

# ---------------------------------------------------------------- Russian
L = "ru"
f = lambda s: fmt(s, L)
a, b, c = "2", "45.50", "89.90"
add(L, "math", f"В магазине взял {a} кг картошки по {f(b)} ₽ за кг и молоко за {f(c)} ₽. Сколько всего заплатил?",
    N(a) * N(b) + N(c))
a, b = "80", "520"
add(L, "math", f"Поезд идёт со скоростью {a} км/ч. За сколько часов он проедет {b} км?", N(b) / N(a))
a, b = "7", "43"
add(L, "math", f"сколько будет {a} в кубе минус {b}", N(a) ** 3 - N(b))
a, b, c = "85000", "32000", "18500"
add(L, "math", f"Зарплата {f(a)} ₽ в месяц, на аренду уходит {f(b)} ₽, на продукты {f(c)} ₽. Сколько остаётся?",
    N(a) - N(b) - N(c))
a, b = "20", "1200"
add(L, "percent", f"В цену {f(b)} ₽ уже включён НДС {a} %. Какова сумма НДС в рублях?", N(b) * N(a) / (100 + N(a)))
a, b = "150000", "12"
add(L, "percent", f"Положил {f(a)} ₽ на вклад под {b} % годовых. Сколько будет на счёте через год?",
    N(a) * (1 + N(b) / 100))
a, b = "36", "480"
add(L, "percent", f"Сколько процентов составляет {a} от {b}?", N(a) / N(b) * 100)
a = "-15"
add(L, "units", f"На улице {f(a)} °C. Сколько это по Фаренгейту?", N(a) * Fraction(9, 5) + 32)
a = "5"
add(L, "units", f"Сколько литров в {a} американских галлонах? Округлите до сотых.", N(a) * GAL_L)
d1, d2 = datetime.date(2023, 5, 9), datetime.date(2023, 9, 1)
add(L, "dates", f"Сколько дней прошло с {d1.day} мая {d1.year} года по {d2.day} сентября {d2.year} года "
    f"(не считая первый день)?", (d2 - d1).days)


# ================================================================ negatives
NEG = {
    "en": [
        ("writing", "Can you write a short birthday message for my grandma? She turns 90 on May 4th and still gardens every day."),
        ("advice", "Our team won 3-1 last night!! Any tips for throwing a celebration for about 20 people on a budget?"),
        ("explanation", "How many moons does Jupiter have? My 8-year-old asked after we watched a 45-minute documentary."),
        ("opinion", "Honestly, is the T-800 in Terminator 2 the best movie robot ever? I first saw it in 1991."),
        ("reminder", "Remind me to call the dentist at 555-0142 before 5:30 pm on Friday."),
        ("explanation", "When a store gives a 20% discount code, is it usually applied to the order total or per item?"),
    ],
    "de": [
        ("writing", "Kannst du mir eine kurze E-Mail an meinen Chef formulieren, dass ich am 03.04. krankheitsbedingt ausfalle?"),
        ("advice", "Mein iPhone 13 läuft noch mit iOS 17.5 – soll ich auf 18 updaten oder lieber noch warten?"),
        ("translation", "Übersetz bitte ins Englische: „Die Lieferung kommt zwischen 8 und 12 Uhr an Tor 5-8.“"),
        ("explanation", "Was ist eigentlich der Unterschied zwischen brutto und netto beim Gehalt? Ich fange nächsten Monat mit 3.200 € an."),
        ("opinion", "Ich finde, das 2:0 gestern war ein verdienter Sieg für Freiburg. Wie siehst du das?"),
        ("reminder", "Erinnere mich daran, dass die Rechnung Nr. 2024-117 bis zum 15. Juni bezahlt sein muss."),
    ],
    "fr": [
        ("recommendation", "Tu peux me conseiller un bon roman pour un ado de 14 ans ? Il a dévoré les tomes 1 à 7 de Harry Potter."),
        ("writing", "Rédige un message pour prévenir l'équipe que la réunion du 12/05 est décalée à 14 h 30."),
        ("explanation", "Pourquoi la limite d'alcoolémie est-elle de 0,5 g/l en France et de 0,2 g/l pour les jeunes conducteurs ?"),
        ("statement", "Le PSG a gagné 4-2 hier soir, franchement quel match !"),
        ("translation", "Comment on traduit « soldes jusqu'à -50 % sur tout le magasin » en anglais ?"),
        ("advice", "J'ai 28 ans, je gagne 2 400 € net par mois et je vis à Lyon : vaut-il mieux louer ou acheter ?"),
    ],
    "es": [
        ("recommendation", "¿Me recomiendas una peli para ver este finde con mis hijos de 6 y 9 años?"),
        ("writing", "Escríbeme una felicitación para mi jefe, que cumple 50 años el 15/08."),
        ("opinion", "El Madrid perdió 0-3 en casa. ¿Crees que deberían cambiar de entrenador?"),
        ("advice", "Tengo una entrevista a las 9:30 en la calle Alcalá 245, 2.º B. ¿Qué me pongo para causar buena impresión?"),
        ("explanation", "¿Qué significa exactamente «IVA incluido» en un tique de 24,90 €?"),
        ("reminder", "Recuérdame tomar el antibiótico cada 8 horas durante 7 días."),
    ],
    "it": [
        ("writing", "Mi scrivi un biglietto di auguri per le nozze d'argento dei miei genitori? Sono 25 anni il 18 giugno."),
        ("recommendation", "Ho 35 anni e corro 3 volte a settimana, circa 10 km: che scarpe mi consigli?"),
        ("translation", "Come si dice in inglese \"sconto del 30% su tutti i prodotti, uno per cliente\"?"),
        ("explanation", "Perché la Fiat 500 si chiama proprio così?"),
        ("opinion", "Secondo te il 2-2 di ieri sera tra Roma e Lazio è stato un risultato giusto?"),
        ("reminder", "Ricordami che il volo AZ 1234 parte alle 6:50 dal Terminal 1 il 12/09."),
    ],
    "pt": [
        ("writing", "Me ajuda a escrever um convite para o aniversário de 7 anos do meu filho, dia 20/10 às 15h?"),
        ("explanation", "Qual é a diferença entre juros simples e compostos? Estou pensando em investir R$ 5.000,00."),
        ("advice", "Vale a pena comprar um notebook com 8 GB de RAM em 2025 ou é melhor ir direto para 16 GB?"),
        ("statement", "O Benfica ganhou 2-1 no sábado. Que jogão!"),
        ("translation", "Traduz para inglês: \"a média da turma foi de 7,5 este semestre\"."),
        ("explanation", "Quantos estados tem o Brasil? É para um trabalho de escola de 5 páginas que entrego dia 3."),
    ],
    "zh": [
        ("writing", "帮我写一段生日祝福给我妈妈，她下个月就满60岁了。"),
        ("reminder", "提醒我明天下午3点给138-0013-8000回个电话。"),
        ("advice", "这次数学考试满分150分，我考了128分，你觉得我还需要报补习班吗？"),
        ("translation", "请把“全场商品八折，每人限购2件”翻译成英文。"),
        ("recommendation", "iPhone 15和iPhone 16哪个更值得买？预算大概6000元左右。"),
        ("statement", "昨天的比赛中国队2比0赢了，太激动了！"),
    ],
    "ja": [
        ("writing", "3/15（土）の飲み会の案内文を作ってください。会費は1人4,000円、19時開始です。"),
        ("recommendation", "身長170cm、体重65kgです。週2回できるおすすめの筋トレメニューを教えてください。"),
        ("translation", "「お一人様1点限り、合計3,000円以上で送料無料」を英語に訳してください。"),
        ("opinion", "Windows 10と11、どっちが使いやすいと思いますか？"),
        ("statement", "明日の午前9時〜12時に〒150-0001の住所へ荷物が届く予定です。"),
        ("explanation", "天気予報の「降水確率30%」って、どういう意味ですか？"),
    ],
    "ko": [
        ("writing", "엄마 환갑(60세) 축하 카드 문구 좀 써 줘. 잔치는 5월 12일이야."),
        ("advice", "토익 850점인데 이직할 때 이 정도면 충분할까요?"),
        ("translation", "'1+1 행사'를 영어로 어떻게 말해요?"),
        ("reminder", "내일 오전 10시 30분에 010-1234-5678로 전화하라고 알려 줘."),
        ("statement", "어제 경기 3 대 2로 이겼어! 진짜 짜릿했다."),
        ("recommendation", "갤럭시 S24랑 S25 중에 뭐가 더 나아요? 카메라를 제일 많이 써요."),
    ],
    "ru": [
        ("writing", "Напиши, пожалуйста, поздравление коллеге с 10-летием работы в компании."),
        ("explanation", "Что на самом деле означает «скидки до 70 %» — на все товары или только на некоторые?"),
        ("recommendation", "Посоветуй ноутбук для учёбы до 80 000 ₽, чтобы весил не больше 1,5 кг."),
        ("translation", "Переведи на английский: «Встреча переносится с 14:00 на 16:30»."),
        ("opinion", "Спартак сыграл 1:1 с Зенитом — как тебе игра?"),
        ("reminder", "Напомни мне оплатить квартиру до 10.06, счёт № 45-872."),
    ],
}


def main():
    for qq in QUESTIONS:
        e = qq["expect"]
        if "number" in e and e["number"] is None:
            raise SystemExit("missing expected value: " + qq["id"])
    negs = []
    for lang in LANGS:
        for i, (kind, text) in enumerate(NEG[lang], 1):
            negs.append({
                "id": "r13neg-%s-%d" % (lang, i),
                "category": "negative",
                "language": lang,
                "question": text,
                "expect": {"no_computation": True},
                "kind": kind,
            })
    # sanity: shape of the set
    want = {"math": 4, "percent": 3, "units": 2, "dates": 1}
    for lang in LANGS:
        for cat, k in want.items():
            got = sum(1 for qq in QUESTIONS if qq["language"] == lang and qq["category"] == cat)
            assert got == k, (lang, cat, got)
    assert len(QUESTIONS) == 100 and len(negs) == 60
    ids = [x["id"] for x in QUESTIONS + negs]
    assert len(ids) == len(set(ids))
    with open(OUT_Q, "w", encoding="utf-8") as fh:
        for qq in QUESTIONS:
            fh.write(json.dumps(qq, ensure_ascii=False) + "\n")
    with open(OUT_NEG, "w", encoding="utf-8") as fh:
        for x in negs:
            fh.write(json.dumps(x, ensure_ascii=False) + "\n")
    print("wrote %d questions to %s" % (len(QUESTIONS), OUT_Q))
    print("wrote %d negatives to %s" % (len(negs), OUT_NEG))


if __name__ == "__main__":
    main()
