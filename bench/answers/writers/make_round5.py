#!/usr/bin/env python3
"""Write the round-5 fresh evaluation sets.

* fresh_round5.jsonl    100 single-value questions (10 languages x 10)
* fresh_negative5.jsonl  80 sentences with numbers that ask for no computation

Every number that appears in a question is formatted from the same value the
expected answer is computed from (exact Fractions, datetime for dates), so the
text and the answer cannot drift apart.  Standard library only.
"""

import json
import os
from datetime import date, timedelta
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)  # bench/answers
OUT_POS = os.path.join(OUT_DIR, "fresh_round5.jsonl")
OUT_NEG = os.path.join(OUT_DIR, "fresh_negative5.jsonl")

LANGS = ["en", "de", "fr", "es", "it", "pt", "zh", "ja", "ko", "ru"]

# exact conversion factors
MILE_KM = Fraction("1.609344")
LB_KG = Fraction("0.45359237")
GAL_L = Fraction("3.785411784")
INCH_CM = Fraction("2.54")
FOOT_IN = 12
OZ_G = Fraction("28.349523125")

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]


def D(s):
    """Exact decimal from a string."""
    return Fraction(s)


def round2(x):
    """Round an exact value to 2 decimals; refuse exact ties."""
    x = Fraction(x)
    y = x * 100
    fl = y // 1
    rem = y - fl
    assert rem != Fraction(1, 2), f"rounding tie for {x}"
    n = fl + (1 if rem > Fraction(1, 2) else 0)
    v = Fraction(n, 100)
    return int(v) if v.denominator == 1 else float(v)


# ---------------------------------------------------------------- formatting
SEPS = {  # (thousands, decimal)
    "en": (",", "."), "zh": (",", "."), "ja": (",", "."), "ko": (",", "."),
    "de": (".", ","), "es": (".", ","), "it": (".", ","), "pt": (".", ","),
    "fr": (" ", ","), "ru": (" ", ","),
}


def fmt(x, lang, dp=0, group=True, thousands=None):
    """Format an exact value with `dp` decimals in the language's style.

    Refuses values that would not be shown exactly."""
    x = Fraction(x)
    scaled = x * 10 ** dp
    assert scaled.denominator == 1, f"{x} not exact with {dp} decimals"
    n = int(scaled)
    sign = "-" if n < 0 else ""
    n = abs(n)
    ip, fp = divmod(n, 10 ** dp)
    tsep, dsep = SEPS[lang]
    if thousands is not None:
        tsep = thousands
    s = str(ip)
    if group and ip >= 1000:
        parts = []
        while s:
            parts.insert(0, s[-3:])
            s = s[:-3]
        s = tsep.join(parts)
    if dp:
        s += dsep + str(fp).rjust(dp, "0")
    return sign + s


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


def d_en(d):
    return f"{EN_M[d.month - 1]} {d.day}, {d.year}"


def d_de(d):
    return f"{d.day}. {DE_M[d.month - 1]} {d.year}"


def d_de_num(d):
    return f"{d.day:02d}.{d.month:02d}.{d.year}"


def d_fr(d):
    day = "1er" if d.day == 1 else str(d.day)
    return f"{day} {FR_M[d.month - 1]} {d.year}"


def d_es(d):
    return f"{d.day} de {ES_M[d.month - 1]} de {d.year}"


def d_it(d):
    day = "1°" if d.day == 1 else str(d.day)
    return f"{day} {IT_M[d.month - 1]} {d.year}"


def d_pt(d):
    return f"{d.day} de {PT_M[d.month - 1]} de {d.year}"


def d_pt_num(d):
    return f"{d.day:02d}/{d.month:02d}/{d.year}"


def d_cjk(d):
    return f"{d.year}年{d.month}月{d.day}日"


def d_ko(d):
    return f"{d.year}년 {d.month}월 {d.day}일"


def d_ru(d):
    return f"{d.day} {RU_M_GEN[d.month - 1]} {d.year}"


def add_months(d, n):
    assert d.day <= 28, "keep month arithmetic unambiguous"
    m = d.month - 1 + n
    return date(d.year + m // 12, m % 12 + 1, d.day)


def num(x):
    return {"number": round2(x)}


def iso(d):
    return {"date": d.isoformat()}


def wday(d):
    return {"text": WEEKDAYS[d.weekday()]}


# ---------------------------------------------------------------- questions
POS = []
_counter = {}


def add(lang, cat, question, expect):
    key = (lang, cat)
    _counter[key] = _counter.get(key, 0) + 1
    POS.append({
        "id": f"r5-{lang}-{cat}-{_counter[key]}",
        "category": cat,
        "language": lang,
        "question": question,
        "expect": expect,
    })


def build_en():
    L = "en"

    def f(x, dp=0):
        return fmt(x, L, dp)

    # math
    n, p, s = 3, D("4.79"), D("12.35")
    add(L, "math", f"I grabbed {n} packs of printer paper at ${f(p, 2)} each "
        f"plus a stapler for ${f(s, 2)}. What did I spend altogether?",
        num(n * p + s))
    sc = [78, 85, 91, 66, 90]
    add(L, "math", f"my quiz scores this semester were "
        f"{', '.join(f(v) for v in sc[:-1])} and {f(sc[-1])}. whats my average?",
        num(Fraction(sum(sc), len(sc))))
    total, k = D("1247.60"), 7
    add(L, "math", f"We're splitting a ${f(total, 2)} cabin rental between "
        f"{k} people. How much does each person owe?", num(total / k))
    # percent
    pc, base = D("17.5"), 2340
    add(L, "percent", f"What's {f(pc, 1)}% of {f(base)}?", num(pc / 100 * base))
    r, rent = D("4.5"), 1850
    add(L, "percent", f"My landlord says the rent goes up {f(r, 1)}% next "
        f"year. I pay ${f(rent)} a month right now, so what will I be paying?",
        num(rent * (1 + r / 100)))
    a, b = 142, 119
    add(L, "percent", f"Our electric bill was ${f(a)} in January and ${f(b)} "
        f"in February. By what percentage did it go down?",
        num(Fraction(a - b, a) * 100))
    # units
    mi = D("26.2")
    add(L, "units", f"Training for my first marathon - how many km is "
        f"{f(mi, 1)} miles?", num(mi * MILE_KM))
    fah = 375
    add(L, "units", f"The cookie recipe says to bake at {f(fah)}°F. What is "
        f"that in Celsius?", num(Fraction(fah - 32) * 5 / 9))
    # dates
    d0, w = date(2025, 6, 10), 6
    add(L, "dates", f"What was the date {w} weeks before {d_en(d0)}?",
        iso(d0 - timedelta(weeks=w)))
    d1 = date(1976, 7, 4)
    add(L, "dates", f"What day of the week was {d_en(d1)}?", wday(d1))


def build_de():
    L = "de"

    def f(x, dp=0):
        return fmt(x, L, dp)

    items = [D("23.45"), D("8.99"), D("112.30")]
    add(L, "math", f"Ich hab diese Woche {f(items[0], 2)} €, {f(items[1], 2)} € "
        f"und {f(items[2], 2)} € für Einkäufe ausgegeben. Wie viel ist das "
        f"zusammen?", num(sum(items)))
    km, h, m = D("422.5"), 3, 15
    add(L, "math", f"Unser ICE hat für {f(km, 1)} km genau {h} Stunden und "
        f"{m} Minuten gebraucht. Wie schnell ist er im Schnitt gefahren, in "
        f"km/h?", num(km / (h + Fraction(m, 60))))
    a, b = 1284, 16
    add(L, "math", f"Wieviel ist {f(a)} : {f(b)}?", num(Fraction(a, b)))
    # percent
    price, off = D("149.90"), 30
    add(L, "percent", f"Die Winterjacke kostet normalerweise {f(price, 2)} €, "
        f"jetzt gibt's {off} % Rabatt. Was muss ich an der Kasse zahlen?",
        num(price * (100 - off) / 100))
    part, whole = 18, 240
    add(L, "percent", f"Wie viel Prozent sind {f(part)} von {f(whole)}?",
        num(Fraction(part, whole) * 100))
    old, new = 3200, 3392
    add(L, "percent", f"Mein Bruttogehalt steigt von {f(old)} € auf "
        f"{f(new)} €. Um wie viel Prozent ist das mehr?",
        num(Fraction(new - old, old) * 100))
    # units
    gal = 5
    add(L, "units", f"Wie viele Liter sind {gal} US-Gallonen?",
        num(gal * GAL_L))
    lbs = D("7.5")
    add(L, "units", f"Laut dem amerikanischen Onlineshop wiegt mein Paket "
        f"{f(lbs, 1)} lbs – wie viel ist das in Kilogramm?", num(lbs * LB_KG))
    # dates
    d0, n = date(2026, 1, 15), 90
    add(L, "dates", f"Welches Datum ist {n} Tage nach dem {d_de_num(d0)}?",
        iso(d0 + timedelta(days=n)))
    d1 = date(1989, 11, 9)
    add(L, "dates", f"Welcher Wochentag war der {d_de(d1)}?", wday(d1))


def build_fr():
    L = "fr"

    def f(x, dp=0):
        return fmt(x, L, dp)

    lit, pl = D("42.6"), D("1.879")
    add(L, "math", f"J'ai fait le plein : {f(lit, 1)} litres à {f(pl, 3)} € le "
        f"litre. Ca m'a coûté combien en tout ?", num(lit * pl))
    a, b, c = 15, 48, 236
    add(L, "math", f"Combien font {a} × {b} − {c} ?", num(a * b - c))
    g, pers, guests = 250, 4, 10
    add(L, "math", f"Pour ma recette de crêpes il faut {g} g de farine pour "
        f"{pers} personnes. On sera {guests}, il me faut combien de grammes "
        f"de farine ?", num(Fraction(g, pers) * guests))
    # percent
    tva, ht = 20, 1350
    add(L, "percent", f"Quel est le montant de la TVA à {tva} % sur un achat "
        f"de {f(ht)} € HT ?", num(Fraction(tva, 100) * ht))
    old, new = 780, 815
    add(L, "percent", f"Mon propriétaire augmente le loyer de {f(old)} € à "
        f"{f(new)} €. Ça fait une hausse de combien en pourcentage ?",
        num(Fraction(new - old, old) * 100))
    tot, part = 1250, 475
    add(L, "percent", f"Sur les {f(tot)} élèves du collège, {f(part)} mangent "
        f"à la cantine. Quel pourcentage cela représente-t-il ?",
        num(Fraction(part, tot) * 100))
    # units
    ft = 6
    add(L, "units", f"Mon cousin américain mesure {ft} pieds, ça fait combien "
        f"en centimètres ?", num(ft * FOOT_IN * INCH_CM))
    mph = 65
    add(L, "units", f"Aux États-Unis, sur l'autoroute, la limite est souvent "
        f"de {mph} mph. Ça fait combien en km/h ?", num(mph * MILE_KM))
    # dates
    d1, d2 = date(2025, 8, 12), date(2025, 9, 3)
    add(L, "dates", f"On est partis le {d_fr(d1)} et rentrés le {d_fr(d2)}. "
        f"Combien de jours y a-t-il entre ces deux dates ?", num((d2 - d1).days))
    d3 = date(2027, 7, 14)
    add(L, "dates", f"Le {d_fr(d3)}, ça tombe quel jour de la semaine ?",
        wday(d3))


def build_es():
    L = "es"

    def f(x, dp=0):
        return fmt(x, L, dp)

    n1, p1, n2, p2 = 4, D("12.50"), 2, D("29.95")
    add(L, "math", f"Si compro {n1} camisetas a {f(p1, 2)} € y {n2} pantalones "
        f"a {f(p2, 2)} €, ¿cuánto pago en total?", num(n1 * p1 + n2 * p2))
    a, b = D("7.5"), D("18.4")
    add(L, "math", f"cuanto es {f(a, 1)} por {f(b, 1)}", num(a * b))
    t = [21, 23, 19, 25, 24, 22, 20]
    add(L, "math", f"Las máximas de esta semana en Sevilla fueron "
        f"{', '.join(str(v) for v in t[:-1])} y {t[-1]} grados. ¿Cuál fue la "
        f"temperatura media?", num(Fraction(sum(t), len(t))))
    # percent
    pc, base = 12, 3450
    add(L, "percent", f"¿Cuánto es el {pc} % de {f(base)} €?",
        num(Fraction(pc, 100) * base))
    sal, cut = 1680, 5
    add(L, "percent", f"Mi sueldo es de {f(sal)} € netos al mes y me lo van "
        f"a bajar un {cut} %. ¿Cuánto voy a cobrar ahora?",
        num(sal * Fraction(100 - cut, 100)))
    old, new = 8400, 9870
    add(L, "percent", f"El año pasado vendimos {f(old)} unidades y este año "
        f"{f(new)}. ¿En qué porcentaje han aumentado las ventas?",
        num(Fraction(new - old, old) * 100))
    # units
    oz = 16
    add(L, "units", f"La receta americana pide {oz} onzas de queso crema, "
        f"¿cuántos gramos son?", num(oz * OZ_G))
    km = 10
    add(L, "units", f"Me he apuntado a una carrera de {km} km. ¿Cuántas millas "
        f"son?", num(km / MILE_KM))
    # dates
    born, n = date(2019, 4, 23), 2000
    add(L, "dates", f"Mi hija nació el {d_es(born)}. ¿En qué fecha cumple "
        f"{f(n)} días de vida?", iso(born + timedelta(days=n)))
    d1, d2 = date(2025, 9, 15), date(2026, 1, 6)
    add(L, "dates", f"¿Cuántos días hay del {d_es(d1)} al {d_es(d2)}?",
        num((d2 - d1).days))


def build_it():
    L = "it"

    def f(x, dp=0):
        return fmt(x, L, dp)

    s = [D("18.40"), D("32.15"), D("6.70")]
    add(L, "math", f"Stamattina ho speso {f(s[0], 2)} € al mercato, "
        f"{f(s[1], 2)} € al supermercato e {f(s[2], 2)} € dal fornaio. "
        f"Quanto ho speso in tutto?", num(sum(s)))
    a, b, c = 2345, 879, 112
    add(L, "math", f"Quanto fa {f(a)} meno {b} più {c}?", num(a - b + c))
    t = [D("24.3"), D("23.8"), D("25.1"), D("24.0"), D("23.6")]
    add(L, "math", f"Nelle ultime 5 uscite ho corso i 5 km in "
        f"{', '.join(f(v, 1) for v in t[:-1])} e {f(t[-1], 1)} minuti. "
        f"Qual è il mio tempo medio?", num(sum(t) / len(t)))
    # percent
    pc, base = 35, 860
    add(L, "percent", f"Il {pc}% di {base} quanto fa?",
        num(Fraction(pc, 100) * base))
    price, off = 1290, 15
    add(L, "percent", f"Il divano che mi piace costa {f(price)} € ma è "
        f"scontato del {off}%. Quanto lo pago adesso?",
        num(price * Fraction(100 - off, 100)))
    tot, back = 320, 248
    add(L, "percent", f"Abbiamo mandato {tot} questionari e ne sono tornati "
        f"{back}. Che percentuale è?", num(Fraction(back, tot) * 100))
    # units
    inch = 32
    add(L, "units", f"Devo comprare una TV da {inch} pollici, quanti "
        f"centimetri sono di diagonale?", num(inch * INCH_CM))
    fah = 20
    add(L, "units", f"A Chicago ci sono {fah} gradi Fahrenheit, quanti gradi "
        f"Celsius sono?", num(Fraction(fah - 32) * 5 / 9))
    # dates
    d0, n = date(2025, 12, 10), 45
    add(L, "dates", f"Che data sarà {n} giorni dopo il {d_it(d0)}?",
        iso(d0 + timedelta(days=n)))
    d1, d2 = date(2024, 1, 1), date(2024, 12, 25)
    add(L, "dates", f"Quanti giorni passano dal {d_it(d1)} al {d_it(d2)}?",
        num((d2 - d1).days))


def build_pt():
    L = "pt"

    def f(x, dp=0):
        return fmt(x, L, dp)

    kg, p = D("2.5"), D("38.90")
    add(L, "math", f"Comprei {f(kg, 1)} kg de carne a R$ {f(p, 2)} o quilo. "
        f"Quanto deu?", num(kg * p))
    a, b = 144, D("0.6")
    add(L, "math", f"Quanto e {a} dividido por {f(b, 1)}?", num(a / b))
    bill, k = D("287.40"), 6
    add(L, "math", f"A conta do restaurante deu R$ {f(bill, 2)} e vamos "
        f"dividir igualmente entre {k} amigos. Quanto cada um paga?",
        num(bill / k))
    # percent
    pc, base = 8, D("2750")
    add(L, "percent", f"Quanto é {pc}% de R$ {f(base, 2)}?",
        num(Fraction(pc, 100) * base))
    old, new = D("5.89"), D("6.29")
    add(L, "percent", f"O litro da gasolina aqui subiu de R$ {f(old, 2)} para "
        f"R$ {f(new, 2)}. Qual foi o aumento percentual?",
        num((new - old) / old * 100))
    sal, r = 4200, D("7.5")
    add(L, "percent", f"Meu salário é R$ {f(sal)} e vou ter um aumento de "
        f"{f(r, 1)}%. Quanto vou passar a ganhar?",
        num(sal * (1 + r / 100)))
    # units
    mph = 50
    add(L, "units", f"Quantos quilômetros por hora são {mph} milhas por hora?",
        num(mph * MILE_KM))
    h = D("2.75")
    add(L, "units", f"Quantos minutos tem {f(h, 2)} horas?", num(h * 60))
    # dates
    d0, w = date(2026, 3, 5), 8
    add(L, "dates", f"Que data foi {w} semanas antes de {d_pt(d0)}?",
        iso(d0 - timedelta(weeks=w)))
    d1 = date(2020, 12, 25)
    add(L, "dates", f"Que dia da semana foi {d_pt_num(d1)}?", wday(d1))


CN_DIGITS = "零一二三四五六七八九"


def build_zh():
    L = "zh"

    def f(x, dp=0):
        return fmt(x, L, dp)

    j1, p1, j2, p2 = 3, D("6.8"), 2, D("4.5")
    add(L, "math", f"我买了{j1}斤苹果，每斤{f(p1, 1)}元，又买了{j2}斤香蕉，每斤"
        f"{f(p2, 1)}元，一共多少钱？", num(j1 * p1 + j2 * p2))
    a, b, c, d = 125, 375, 4, 8
    add(L, "math", f"帮我算一下 ({a} + {b}) × {c} ÷ {d} 等于多少", num(Fraction((a + b) * c, d)))
    sc = [88, 92, 79, 95, 86]
    add(L, "math", f"小明五次数学考试的成绩分别是{'、'.join(str(v) for v in sc)}，"
        f"平均分是多少？", num(Fraction(sum(sc), len(sc))))
    # percent
    price, zhe = 480, 85
    assert 10 < zhe < 100 and zhe % 10
    zhe_txt = CN_DIGITS[zhe // 10] + CN_DIGITS[zhe % 10]
    add(L, "percent", f"一件外套原价{price}元，现在打{zhe_txt}折，打完折多少钱？",
        num(price * Fraction(zhe, 100)))
    new, old = 1250, 1000  # 万元
    add(L, "percent", f"公司今年营收{f(new)}万元，去年是{f(old)}万元，同比增长了"
        f"百分之几？", num(Fraction(new - old, old) * 100))
    tot, girls = 45, 18
    add(L, "percent", f"我们班一共{tot}人，其中女生{girls}人，女生占全班的百分之"
        f"多少？", num(Fraction(girls, tot) * 100))
    # units
    fah = 100
    add(L, "units", f"{fah}华氏度等于多少摄氏度？", num(Fraction(fah - 32) * 5 / 9))
    ft, inch = 5, 8
    add(L, "units", f"美剧里说他身高{ft}英尺{inch}英寸，换算成厘米是多少？",
        num((ft * FOOT_IN + inch) * INCH_CM))
    # dates
    d1, d2 = date(2025, 10, 1), date(2026, 2, 17)
    add(L, "dates", f"{d_cjk(d1)}到{d_cjk(d2)}之间相隔多少天？", num((d2 - d1).days))
    d3 = date(2024, 2, 29)
    add(L, "dates", f"{d_cjk(d3)}是星期几？", wday(d3))


def build_ja():
    L = "ja"

    def f(x, dp=0):
        return fmt(x, L, dp)

    p1, n1, p2, n2 = 120, 7, 150, 3
    add(L, "math", f"1個{p1}円のおにぎりを{n1}個と、{p2}円のお茶を{n2}本買いました。"
        f"合計でいくらですか？", num(p1 * n1 + p2 * n2))
    a, b = 3600, 48
    add(L, "math", f"{f(a)}を{b}で割るといくつ？", num(Fraction(a, b)))
    bill, k = 23400, 5
    add(L, "math", f"{k}人で飲み会をして、お会計が{f(bill)}円でした。割り勘だと"
        f"1人いくら払えばいいですか？", num(Fraction(bill, k)))
    # percent
    price, off = 12800, 25
    add(L, "percent", f"定価{f(price)}円のスニーカーが{off}%引きになっています。"
        f"いくらで買えますか？", num(price * Fraction(100 - off, 100)))
    tax, incl = 10, 3850
    add(L, "percent", f"消費税{tax}%込みで{f(incl)}円の商品の税抜き価格は"
        f"いくらですか？", num(Fraction(incl) / (1 + Fraction(tax, 100))))
    tot, ok = 80, 68
    add(L, "percent", f"テストで{tot}問中{ok}問正解でした。正答率は何パーセント"
        f"ですか？", num(Fraction(ok, tot) * 100))
    # units
    km = D("42.195")
    add(L, "units", f"フルマラソンの{f(km, 3)}kmは何マイルですか？",
        num(km / MILE_KM))
    lb = D("2.5")
    add(L, "units", f"アメリカのレシピに牛ひき肉{f(lb, 1)}ポンドとあるのですが、"
        f"何グラムですか？", num(lb * LB_KG * 1000))
    # dates
    d0, n = date(2026, 4, 1), 100
    add(L, "dates", f"{d_cjk(d0)}から{n}日後は何月何日ですか？",
        iso(d0 + timedelta(days=n)))
    d1 = date(2030, 1, 1)
    add(L, "dates", f"{d_cjk(d1)}は何曜日ですか？", wday(d1))


def build_ko():
    L = "ko"

    def f(x, dp=0):
        return fmt(x, L, dp)

    c, nc, cake = 4500, 3, 6800
    add(L, "math", f"{f(c)}원짜리 아메리카노 {nc}잔이랑 {f(cake)}원짜리 케이크 "
        f"하나 샀는데 다 해서 얼마야?", num(c * nc + cake))
    a, b = 245, 36
    add(L, "math", f"{a} 곱하기 {b}은 얼마예요?", num(a * b))  # 36 -> 은
    w = [32000, 28500, 35200, 30300]
    add(L, "math", f"이번 달 교통비가 1주차 {f(w[0])}원, 2주차 {f(w[1])}원, "
        f"3주차 {f(w[2])}원, 4주차 {f(w[3])}원 나왔어요. 한 주 평균 얼마 쓴 "
        f"거예요?", num(Fraction(sum(w), len(w))))
    # percent
    base, pc = 250000, 15
    add(L, "percent", f"{f(base)}원의 {pc}%는 얼마예요?",
        num(base * Fraction(pc, 100)))
    old, new = 3100000, 3348000
    add(L, "percent", f"월급이 {f(old)}원에서 {f(new)}원으로 올랐어요. 몇 퍼센트 "
        f"인상된 거예요?", num(Fraction(new - old, old) * 100))
    price, off = 89000, 20
    add(L, "percent", f"정가 {f(price)}원짜리 운동화를 {off}% 할인하면 얼마에 살 "
        f"수 있나요?", num(price * Fraction(100 - off, 100)))
    # units
    cel = 25
    add(L, "units", f"섭씨 {cel}도는 화씨로 몇 도예요?",
        num(Fraction(cel) * 9 / 5 + 32))
    lb = 10
    add(L, "units", f"{lb}파운드면 몇 킬로그램이에요?", num(lb * LB_KG))
    # dates
    d1, d2 = date(2025, 12, 25), date(2026, 3, 1)
    add(L, "dates", f"{d_ko(d1)}부터 {d_ko(d2)}까지 며칠 차이예요?",
        num((d2 - d1).days))
    d3 = date(2027, 5, 5)
    add(L, "dates", f"{d_ko(d3)} 어린이날은 무슨 요일이에요?", wday(d3))


def build_ru():
    L = "ru"

    def f(x, dp=0):
        return fmt(x, L, dp)

    kg, pk, n, pm = 2, D("45.90"), 3, D("89.50")
    add(L, "math", f"Взял в магазине {kg} кг картошки по {f(pk, 2)} ₽ и {n} "
        f"пакета молока по {f(pm, 2)} ₽. Сколько всего вышло?",
        num(kg * pk + n * pm))
    a, b, c = 1000, 387, 2
    add(L, "math", f"Сколько будет ({f(a)} − {b}) × {c}?", num((a - b) * c))
    g = [6420, 5870, 7110, 6200]
    add(L, "math", f"За четыре месяца я потратил на бензин "
        f"{', '.join(f(v) + ' ₽' for v in g[:-1])} и {f(g[-1])} ₽. Сколько в "
        f"среднем выходит в месяц?", num(Fraction(sum(g), len(g))))
    # percent
    pc, sal = 13, 85000
    add(L, "percent", f"НДФЛ {pc} % с зарплаты {f(sal)} рублей — это сколько "
        f"рублей?", num(sal * Fraction(pc, 100)))
    old, new = D("6.5"), D("7.15")  # млн
    add(L, "percent", f"Квартира за год подорожала с {f(old, 1)} млн до "
        f"{f(new, 2)} млн рублей. На сколько процентов выросла цена?",
        num((new - old) / old * 100))
    dep, rate = 200000, 9
    add(L, "percent", f"Кладу {f(dep)} ₽ на вклад под {rate} % годовых без "
        f"капитализации. Сколько будет на счету через год?",
        num(dep * (1 + Fraction(rate, 100))))
    # units
    mi = 120
    add(L, "units", f"Сколько километров в {mi} милях?", num(mi * MILE_KM))
    h = D("2.5")
    add(L, "units", f"Сколько секунд в {f(h, 1)} часах?", num(h * 3600))
    # dates
    d0, m = date(2026, 1, 15), 3
    add(L, "dates", f"Какое число будет через {m} месяца после {d_ru(d0)} "
        f"года?", iso(add_months(d0, m)))
    d1 = date(1961, 4, 12)
    add(L, "dates", f"Какой день недели был {d_ru(d1)} года?", wday(d1))


# ---------------------------------------------------------------- negatives
NEG_TEXT = {
    "en": [
        ("Which plan makes more sense if I mostly stream video: the $35/month "
         "one with 15 GB or the $50 unlimited one?", "price"),
        ("Write a short birthday message for my dad, he's turning 60 on "
         "Saturday and loves fishing.", "age"),
        ("My order #4471 still hasn't shown up after 10 days. What should I "
         "do?", "code"),
        ("Arsenal beat Chelsea 3-1 last night and I'm still buzzing.",
         "score"),
        ("What does the IP68 rating on my phone actually mean?", "code"),
        ("Can you explain what changed between Python 3.11 and 3.12?",
         "version"),
        ("I ran my first 10K in 58 minutes on May 4, 2025. Any tips for "
         "getting faster?", "time"),
        ("How should I word an email asking to move our 9:30 meeting on June 2 "
         "to the afternoon?", "time"),
    ],
    "de": [
        ("Kannst du mir einen schönen Text zur Goldenen Hochzeit meiner Eltern "
         "schreiben? Sie sind seit 50 Jahren verheiratet.", "duration"),
        ("Meine Handynummer hat sich geändert, die neue ist 0171 2345678. Wie "
         "teile ich das meinen Kunden am besten mit?", "phone"),
        ("Lohnt sich ein Tarif für 19,99 € im Monat mit 20 GB, wenn ich "
         "eigentlich nur 5 GB brauche?", "price"),
        ("Bayern hat gestern 2:2 gegen Dortmund gespielt, was für ein Spiel!",
         "score"),
        ("Was bedeutet die Angabe IP54 bei einer Gartenleuchte?", "code"),
        ("Mein Zug um 7:42 fällt schon wieder aus. Welche Rechte hab ich als "
         "Fahrgast?", "time"),
        ("Ich bin 34 und überlege, noch eine Ausbildung zur Pflegefachkraft "
         "anzufangen. Was meinst du dazu?", "age"),
        ("Windows zeigt mir beim Update den Fehlercode 0x80070005 an, woran "
         "kann das liegen?", "code"),
    ],
    "fr": [
        ("Tu peux m'écrire un petit mot pour les 40 ans de ma sœur ? Elle adore "
         "les voyages.", "age"),
        ("Entre le forfait à 9,99 € avec 100 Go et celui à 15,99 € avec 200 Go, "
         "lequel tu me conseilles pour du télétravail ?", "price"),
        ("Le PSG a gagné 4-0 hier soir, la défense était impeccable.",
         "score"),
        ("Que veut dire « Bluetooth 5.3 » sur la fiche technique d'un casque ?",
         "version"),
        ("Ma commande n° 58213 n'est toujours pas arrivée, qu'est-ce que je "
         "dois faire ?", "code"),
        ("J'ai couru le semi-marathon de Paris en 1 h 52 le 9 mars 2025, je "
         "suis trop fière !", "time"),
        ("Comment expliquer à un enfant de 8 ans pourquoi il pleut ?", "age"),
        ("Mon médecin m'a dit que mon taux de cholestérol était à 2,4 g/l. "
         "Qu'est-ce que ça veut dire concrètement ?", "measurement"),
    ],
    "es": [
        ("¿Me escribes un mensaje bonito para los 30 años de mi novia?", "age"),
        ("Tengo una oferta de 1.850 € al mes en Madrid y otra de 1.700 € en "
         "Valencia, ¿cuál me recomiendas?", "price"),
        ("El Madrid le ganó 3 a 1 al Barça el domingo 27 de octubre de 2024.",
         "score"),
        ("¿Que significa que una tele sea 4K?", "resolution"),
        ("Mi vuelo IB3166 sale a las 6:15 de la mañana, ¿qué me recomiendas "
         "para no llegar tarde al aeropuerto?", "code"),
        ("¿Cómo puedo mejorar mi puntuación de crédito si ahora tengo 620?",
         "score"),
        ("Llamé al 900 123 456 y no contesta nadie, ¿hay otra forma de "
         "contactar con la compañía?", "phone"),
        ("Me queda solo un 15 % de batería y tengo que aguantar hasta la noche, "
         "¿algún truco?", "percent"),
    ],
    "it": [
        ("Mi scrivi un biglietto di auguri per i 18 anni di mio nipote?",
         "age"),
        ("Meglio l'iPhone 15 o il Samsung Galaxy S24 per fare foto di notte?",
         "model"),
        ("L'Inter ha pareggiato 1-1 col Milan ieri sera, che delusione.",
         "score"),
        ("Cosa vuol dire \"classe energetica G\" nell'annuncio di una casa "
         "costruita nel 1975?", "date"),
        ("Il mio pacco con codice di tracciamento RR123456789IT è fermo da una "
         "settimana, cosa posso fare?", "code"),
        ("Ho 45 anni e vorrei iniziare a correre, da dove comincio?", "age"),
        ("Spiegami la differenza tra USB 3.0 e USB-C.", "version"),
        ("Il tasso del mio mutuo è al 3,8%: secondo te conviene rinegoziarlo?",
         "percent"),
    ],
    "pt": [
        ("Escreve uma mensagem de parabéns para a minha avó que faz 90 anos?",
         "age"),
        ("Vale mais a pena o plano de R$ 59,90 com 20 GB ou o de R$ 79,90 com "
         "50 GB pra quem trabalha de casa?", "price"),
        ("O Flamengo ganhou de 2 a 0 do Palmeiras no domingo.", "score"),
        ("O que significa \"Wi-Fi 6\" na caixa do roteador?", "version"),
        ("Meu pedido nº 77310 veio com o produto errado, como faço pra trocar?",
         "code"),
        ("Corri 21 km na prova de 15 de junho de 2025 e agora meu joelho está "
         "doendo. O que pode ser?", "distance"),
        ("Como eu explico pro meu chefe que não posso trabalhar no feriado de 7 "
         "de setembro?", "date"),
        ("Meu celular é um Moto G84, vale a pena atualizar para o Android 15?",
         "version"),
    ],
    "zh": [
        ("帮我写一段给妈妈60岁生日的祝福语，温馨一点。", "age"),
        ("月租59元100G流量和月租99元不限量，哪个套餐更适合我？我每天刷视频大概3个小时。",
         "price"),
        ("昨晚国足2比1赢了，太激动了！", "score"),
        ("4K电视和1080P电视到底有什么区别？", "resolution"),
        ("我的快递单号是SF1234567890，三天没更新物流了，怎么办？", "code"),
        ("我今年35岁，想转行做程序员，你觉得还来得及吗？", "age"),
        ("iOS 18有哪些新功能值得升级？", "version"),
        ("体检报告说我的血压是135/88，平时需要注意些什么？", "measurement"),
    ],
    "ja": [
        ("来月70歳になる祖父へのお祝いメッセージを考えてください。", "age"),
        ("月額2,980円のプランと4,480円のプラン、どちらがおすすめですか？動画はあまり見ません。",
         "price"),
        ("昨日の試合、日本が3対1でドイツに勝ちました！", "score"),
        ("スマホの「IPX7」ってどういう意味ですか？", "code"),
        ("注文番号12-3456-7890の商品がまだ届きません。どうすればいいですか？", "code"),
        ("2025年4月から社会人になります。何か心構えはありますか？", "date"),
        ("Windows 10のサポートが終わるらしいけど、11にアップグレードしたほうがいい？",
         "version"),
        ("TOEICで650点でした。800点を目指すにはどんな勉強法がいいですか？", "score"),
    ],
    "ko": [
        ("다음 주에 50세 되시는 부장님께 드릴 생신 축하 문구 좀 써줘.", "age"),
        ("월 33,000원 요금제랑 월 55,000원 무제한 요금제 중에 뭐가 나을까요? 데이터는 "
         "한 달에 10GB 정도 써요.", "price"),
        ("어제 한국이 일본을 2대 0으로 이겼어요!", "score"),
        ("5G랑 LTE 차이가 뭐예요?", "code"),
        ("주문번호 20250314-0087 배송이 아직 안 왔는데 어떻게 해야 돼요?", "code"),
        ("토익 850점이면 대기업 지원할 때 괜찮은 편인가요?", "score"),
        ("갤럭시 S23에서 S25로 바꿀 만한 가치가 있을까요?", "model"),
        ("고객센터 1588-1234에 전화했는데 계속 통화 중이에요. 다른 방법 있을까요?",
         "phone"),
    ],
    "ru": [
        ("Помоги написать поздравление коллеге с 55-летием, что-нибудь "
         "тёплое.", "age"),
        ("Что лучше взять: тариф за 450 ₽ в месяц с 30 ГБ или за 650 ₽ с "
         "безлимитом?", "price"),
        ("Вчера «Зенит» обыграл «Спартак» со счетом 2:1.", "score"),
        ("Что означает маркировка 5W-30 на моторном масле?", "code"),
        ("Мой заказ № 3389127 не пришел уже две недели, куда обращаться?",
         "code"),
        ("Мне 42 года, стоит ли начинать учить английский с нуля?", "age"),
        ("Объясни, чем HDMI 2.1 отличается от 2.0.", "version"),
        ("У ребёнка температура 37,8 уже второй день, что делать?",
         "measurement"),
    ],
}


def build_neg():
    rows = []
    for lang in LANGS:
        for i, (q, kind) in enumerate(NEG_TEXT[lang], 1):
            rows.append({
                "id": f"r5neg-{lang}-{i}",
                "category": "negative",
                "language": lang,
                "question": q,
                "expect": {"no_computation": True},
                "kind": kind,
            })
    return rows


# ---------------------------------------------------------------- checks
def check(pos, neg):
    want = {"math": 3, "percent": 3, "units": 2, "dates": 2}
    assert len(pos) == 100, len(pos)
    assert len(neg) == 80, len(neg)
    ids = [r["id"] for r in pos + neg]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for lang in LANGS:
        for cat, k in want.items():
            got = sum(1 for r in pos if r["language"] == lang
                      and r["category"] == cat)
            assert got == k, (lang, cat, got)
        assert sum(1 for r in neg if r["language"] == lang) == 8, lang
    for r in pos:
        (key, val), = r["expect"].items()
        assert key in ("number", "date", "text"), r
        if key == "text":
            assert val in WEEKDAYS
        if key == "date":
            date.fromisoformat(val)


def main():
    for b in (build_en, build_de, build_fr, build_es, build_it, build_pt,
              build_zh, build_ja, build_ko, build_ru):
        b()
    neg = build_neg()
    check(POS, neg)
    for path, rows in ((OUT_POS, POS), (OUT_NEG, neg)):
        with open(path, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
        print(f"wrote {len(rows)} rows to {path}")


if __name__ == "__main__":
    main()
