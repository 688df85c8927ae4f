#!/usr/bin/env python3
"""Round 6 fresh evaluation sets (written blind, without looking at the assistant's rules).

Writes, next to this script's parent folder (bench/answers/):
  fresh_round6.jsonl     100 single-value questions, 10 per language
                         (3 math, 3 percent, 2 units, 2 dates)
  fresh_negative6.jsonl  80 sentences with numbers that ask for no computed value,
                         8 per language

Every expected value is computed here from exact definitions (Fraction, datetime),
and the numbers printed in each question are formatted from the same values.
Standard library only.
"""
import datetime
import json
import os
from fractions import Fraction as F

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)  # bench/answers
OUT_POS = os.path.join(OUT_DIR, "fresh_round6.jsonl")
OUT_NEG = os.path.join(OUT_DIR, "fresh_negative6.jsonl")

LANGS = ["en", "de", "fr", "es", "it", "pt", "zh", "ja", "ko", "ru"]

# exact conversion factors
MILE_KM = F("1.609344")
LB_KG = F("0.45359237")
GAL_L = F("3.785411784")
INCH_CM = F("2.54")
FOOT_IN = 12
OZ_G = F("28.349523125")


def c_from_f(f):
    return (F(f) - 32) * F(5, 9)


def f_from_c(c):
    return F(c) * F(9, 5) + 32


def pct_change(old, new):
    """Percent change; a decrease is returned as a positive number."""
    old, new = F(old), F(new)
    return abs(new - old) / old * 100


def r2(v):
    """Round an exact value to 2 decimals (half up), refusing exact ties."""
    v = F(v)
    x = v * 100
    assert x.denominator != 2, ("rounding tie", v)
    n = (x + F(1, 2)) // 1
    if n % 100 == 0:
        return int(n // 100)
    return round(float(F(n, 100)), 2)


# ---------------------------------------------------------------- number format
SEPS = {  # (thousands, decimal)
    "en": (",", "."), "zh": (",", "."), "ja": (",", "."), "ko": (",", "."),
    "de": (".", ","), "es": (".", ","), "it": (".", ","), "pt": (".", ","),
    "fr": (" ", ","), "ru": (" ", ","),
}


def fmt(v, lang, dp=0, group=True):
    """Format an exact value with exactly dp decimals in the language's style."""
    v = F(v)
    scaled = v * 10 ** dp
    assert scaled.denominator == 1, ("value not representable with", dp, v)
    n = abs(scaled.numerator)
    ip, fp = divmod(n, 10 ** dp)
    s = str(ip)
    th, dec = SEPS[lang]
    if group and len(s) > 3:
        parts = []
        while len(s) > 3:
            parts.insert(0, s[-3:])
            s = s[:-3]
        parts.insert(0, s)
        s = th.join(parts)
    if dp:
        s += dec + str(fp).zfill(dp)
    if v < 0:
        s = "-" + s
    return s


# ------------------------------------------------------------------ date format
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
           "августа", "сентября", "октября", "ноября", "декабря"],
}


def dfmt(d, lang, style="long"):
    m = d.month - 1
    if lang == "en":
        return f"{MONTHS['en'][m]} {d.day}, {d.year}"
    if lang == "de":
        if style == "num":
            return f"{d.day:02d}.{d.month:02d}.{d.year}"
        return f"{d.day}. {MONTHS['de'][m]} {d.year}"
    if lang == "fr":
        day = "1er" if d.day == 1 else str(d.day)
        return f"{day} {MONTHS['fr'][m]} {d.year}"
    if lang == "es":
        return f"{d.day} de {MONTHS['es'][m]} de {d.year}"
    if lang == "it":
        day = "1°" if d.day == 1 else str(d.day)
        return f"{day} {MONTHS['it'][m]} {d.year}"
    if lang == "pt":
        if style == "num":
            return f"{d.day:02d}/{d.month:02d}/{d.year}"
        return f"{d.day} de {MONTHS['pt'][m]} de {d.year}"
    if lang in ("zh", "ja"):
        return f"{d.year}年{d.month}月{d.day}日"
    if lang == "ko":
        return f"{d.year}년 {d.month}월 {d.day}일"
    if lang == "ru":
        return f"{d.day} {MONTHS['ru'][m]} {d.year} года"
    raise ValueError(lang)


def add_months(d, n):
    assert d.day <= 28, "month arithmetic only on unambiguous days"
    y, m = divmod(d.month - 1 + n, 12)
    return datetime.date(d.year + y, m + 1, d.day)


WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]

D = datetime.date
W = datetime.timedelta

# ------------------------------------------------------------------- positives
POS = []
_counter = {}


def add(lang, cat, question, expect):
    key = (lang, cat)
    _counter[key] = _counter.get(key, 0) + 1
    POS.append({
        "id": f"r6-{lang}-{cat}-{_counter[key]}",
        "category": cat,
        "language": lang,
        "question": question,
        "expect": expect,
    })


def num(v):
    return {"number": r2(v)}


def date(d):
    return {"date": d.isoformat()}


def weekday(d):
    return {"text": WEEKDAYS[d.weekday()]}


def build_en():
    L = "en"
    f = lambda v, dp=0: fmt(v, L, dp)
    # math
    n, total, tip = 6, F("187.50"), 30
    add(L, "math", f"Dinner for our group of {n} came to ${f(total, 2)} and we want to "
        f"leave a ${f(tip)} tip on top. If we split it evenly, how much does each of us pay?",
        num((total + tip) / n))
    k, p = 14, F("2.79")
    add(L, "math", f"I picked up {k} bags of ice for the party at ${f(p, 2)} each. "
        f"How much did I spend on ice?", num(k * p))
    bills = [F("48.20"), F("52.75"), F("47.10"), F("61.95")]
    assert len(bills) == 4
    add(L, "math", f"my phone bills the last four months were ${f(bills[0], 2)}, "
        f"${f(bills[1], 2)}, ${f(bills[2], 2)} and ${f(bills[3], 2)}. "
        f"whats my average per month?", num(sum(bills) / len(bills)))
    # percent
    old, new = 1450, 1537
    add(L, "percent", f"My landlord just told me the rent goes from ${f(old)} to ${f(new)} "
        f"a month starting in March. What percent increase is that?", num(pct_change(old, new)))
    tot, part = 240, 54
    add(L, "percent", f"We got {tot} responses to the staff survey and {part} people said "
        f"they'd like to keep working from home. What percentage of respondents is that?",
        num(F(part, tot) * 100))
    price, off = F("129.99"), 35
    add(L, "percent", f"The winter jacket I want is ${f(price, 2)} and it's {off}% off this "
        f"weekend. What would I pay before tax?", num(price * (100 - off) / 100))
    # units
    mi = F("7.5")
    add(L, "units", f"The trailhead sign says {f(mi, 1)} miles to the summit. "
        f"How far is that in km?", num(mi * MILE_KM))
    c = 200
    add(L, "units", f"A British recipe tells me to bake the bread at {c} °C, but my oven "
        f"only does Fahrenheit. What should I set it to?", num(f_from_c(c)))
    # dates
    a, b = D(2019, 3, 14), D(2025, 11, 2)
    add(L, "dates", f"My passport was issued on {dfmt(a, L)} and my visa appointment is on "
        f"{dfmt(b, L)}. How many days are there between those two dates?",
        num((b - a).days))
    d = D(1969, 7, 20)
    add(L, "dates", f"What day of the week was {dfmt(d, L)}, the day of the moon landing?",
        weekday(d))


def build_de():
    L = "de"
    f = lambda v, dp=0: fmt(v, L, dp)
    n, total = 5, F("143.50")
    add(L, "math", f"Wir waren gestern mit {n} Leuten beim Italiener, die Rechnung lag bei "
        f"{f(total, 2)} €. Wenn wir gleichmäßig aufteilen, wie viel muss jeder zahlen?",
        num(total / n))
    budget, a, b = 250, F("87.40"), F("64.95")
    add(L, "math", f"Ich hatte {f(budget)} € Urlaubsgeld dabei, davon sind {f(a, 2)} € für "
        f"Souvenirs und {f(b, 2)} € fürs Essen draufgegangen. Wieviel hab ich noch übrig?",
        num(budget - a - b))
    k1, p1, k2, p2 = 6, F("5.49"), 3, F("7.99")
    add(L, "math", f"Für unser Gartenfest kaufe ich {k1} Kästen Wasser zu je {f(p1, 2)} € "
        f"und {k2} Kästen Apfelschorle zu je {f(p2, 2)} €. Was kostet das insgesamt?",
        num(k1 * p1 + k2 * p2))
    sal, r = 3240, F("4.5")
    add(L, "percent", f"Laut Gehaltsabrechnung bekomme ich {f(sal)} € brutto im Monat. Ab "
        f"Januar gibt's eine Tariferhöhung von {f(r, 1)} %. Wie hoch ist mein Bruttogehalt dann?",
        num(sal * (100 + r) / 100))
    tot, part = 1250, 275
    add(L, "percent", f"Unser Sportverein hat {f(tot)} Mitglieder, davon sind {part} Kinder "
        f"und Jugendliche. Wie viel Prozent machen die aus?", num(F(part, tot) * 100))
    old, new = F("32.8"), 41
    add(L, "percent", f"Mein Stromanbieter hat den Arbeitspreis von {f(old, 1)} Cent auf "
        f"{new} Cent pro kWh erhöht. Um wie viel Prozent ist der Preis gestiegen?",
        num(pct_change(old, new)))
    inch = 65
    add(L, "units", f"Der neue Fernseher hat eine Bildschirmdiagonale von {inch} Zoll. "
        f"Wie viel sind das in Zentimetern?", num(inch * INCH_CM))
    lb = 2
    add(L, "units", f"In einem amerikanischen Backrezept steht {lb} lbs Mehl. "
        f"Wie viel Gramm sind das?", num(lb * LB_KG * 1000))
    wed, weeks = D(2026, 6, 6), 8
    add(L, "dates", f"Unsere Hochzeit ist am {dfmt(wed, L)}. Die Einladungen sollen {weeks} "
        f"Wochen vorher verschickt werden – an welchem Datum ist das?",
        date(wed - W(weeks=weeks)))
    d = D(2026, 12, 24)
    add(L, "dates", f"Auf welchen Wochentag fällt Heiligabend, der {dfmt(d, L, 'num')}?",
        weekday(d))


def build_fr():
    L = "fr"
    f = lambda v, dp=0: fmt(v, L, dp)
    n, total = 4, F("126.80")
    add(L, "math", f"On était {n} au resto, l'addition fait {f(total, 2)} €. Si on partage "
        f"en parts égales, ça fait combien chacun ?", num(total / n))
    k1, p1, k2, p2 = 3, F("1.15"), 2, F("1.35")
    add(L, "math", f"À la boulangerie j'ai pris {k1} baguettes à {f(p1, 2)} € et {k2} "
        f"croissants à {f(p2, 2)} €. J'en ai eu pour combien au total ?", num(k1 * p1 + k2 * p2))
    notes = [F(12), F("15.5"), F(9), F("14.5")]
    txt = " ; ".join(f(x, 0 if x.denominator == 1 else 1) for x in notes[:-1])
    add(L, "math", f"Mes notes de maths ce trimestre : {txt} et {f(notes[-1], 1)}. "
        f"Quelle est ma moyenne ?", num(sum(notes) / len(notes)))
    net, rent = 2150, 731
    add(L, "percent", f"Je touche {f(net)} € net par mois et mon loyer est de {rent} €. "
        f"Quel pourcentage de mon salaire part dans le loyer ?", num(F(rent, net) * 100))
    price, off = 899, 30
    add(L, "percent", f"Le canapé que je voulais était à {price} €, il est soldé à -{off} %. "
        f"Il coûte combien maintenant ?", num(F(price) * (100 - off) / 100))
    p, base = 15, 2480
    add(L, "percent", f"Bonjour, pourriez-vous me dire à combien correspondent {p} % de "
        f"{f(base)} € ? C'est pour calculer un acompte.", num(F(p, 100) * base))
    fahr = 95
    add(L, "units", f"Mon correspondant américain me dit qu'il fait {fahr} °F chez lui cet "
        f"après-midi. Ça fait combien en degrés Celsius ?", num(c_from_f(fahr)))
    gal = 13
    add(L, "units", f"Le réservoir de la voiture qu'on a louée aux États-Unis contient {gal} "
        f"gallons. Ça fait combien de litres ?", num(gal * GAL_L))
    born, days = D(2025, 2, 3), 100
    add(L, "dates", f"Ma fille est née le {dfmt(born, L)} et on veut fêter ses {days} jours. "
        f"Quelle date tombe {days} jours après sa naissance ?", date(born + W(days=days)))
    a, b = D(2025, 7, 14), D(2025, 12, 25)
    add(L, "dates", f"Combien de jours y a-t-il entre le {dfmt(a, L)} et le {dfmt(b, L)} ?",
        num((b - a).days))


def build_es():
    L = "es"
    f = lambda v, dp=0: fmt(v, L, dp)
    n, gift = 8, 156
    add(L, "math", f"Somos {n} para el regalo de cumpleaños de Lucía, que cuesta {gift} €. "
        f"¿Cuánto tiene que poner cada uno?", num(F(gift, n)))
    q1, p1, q2, p2 = F("2.5"), F("2.40"), F("1.5"), F("3.10")
    add(L, "math", f"En el mercado compré {f(q1, 1)} kg de tomates a {f(p1, 2)} €/kg y "
        f"{f(q2, 1)} kg de pimientos a {f(p2, 2)} €/kg. ¿Cuánto pagué en total?",
        num(q1 * p1 + q2 * p2))
    saved, a, b = 1200, F("349.99"), F("89.50")
    add(L, "math", f"Tenia {f(saved)} € ahorrados y me he gastado {f(a, 2)} € en un movil "
        f"nuevo y {f(b, 2)} € en la funda y unos cascos. cuanto me queda?",
        num(saved - a - b))
    r, gross = 15, 2340
    add(L, "percent", f"En mi nómina me retienen un {r} % de IRPF sobre un sueldo bruto de "
        f"{f(gross)} €. ¿Cuánto me retienen al mes?", num(F(r, 100) * gross))
    old, new = 850, 901
    add(L, "percent", f"Mi casero me ha subido el alquiler de {old} € a {new} € al mes. "
        f"¿Qué porcentaje de subida es?", num(pct_change(old, new)))
    old, new = F("1.68"), F("1.55")
    add(L, "percent", f"La gasolina ha bajado de {f(old, 2)} € a {f(new, 2)} € el litro. "
        f"¿Cuánto ha bajado en porcentaje?", num(pct_change(old, new)))
    mph = 65
    add(L, "units", f"En la autopista de Florida el límite es de {mph} millas por hora. "
        f"¿A cuántos km/h equivale?", num(mph * MILE_KM))
    lb = 50
    add(L, "units", f"La báscula del hotel dice que mi maleta pesa {lb} libras. "
        f"¿Cuántos kilos son?", num(lb * LB_KG))
    signed, months = D(2025, 1, 15), 18
    add(L, "dates", f"Firmé el contrato de alquiler el {dfmt(signed, L)} por {months} meses. "
        f"¿Qué fecha será justo {months} meses después de la firma?",
        date(add_months(signed, months)))
    d = D(2027, 10, 12)
    add(L, "dates", f"¿Qué día de la semana cae el {dfmt(d, L)}? Es para saber si hay puente.",
        weekday(d))


def build_it():
    L = "it"
    f = lambda v, dp=0: fmt(v, L, dp)
    n, a, b, c = 3, F("96.30"), F("142.50"), F("29.90")
    add(L, "math", f"In casa siamo in {n} e dobbiamo dividere le bollette: luce {f(a, 2)} €, "
        f"gas {f(b, 2)} € e internet {f(c, 2)} €. Quanto tocca a ciascuno?",
        num((a + b + c) / n))
    k, p = 12, F("7.80")
    add(L, "math", f"Per la festa ho preso {k} bottiglie di prosecco a {f(p, 2)} € l'una. "
        f"Quanto ho speso?", num(k * p))
    km = [F("6.2"), F(8), F("5.5"), F("7.3"), F(9)]
    assert len(km) == 5
    txt = ", ".join(f(x, 0 if x.denominator == 1 else 1) + " km" for x in km[:-1])
    add(L, "math", f"Questa settimana ho camminato {txt} e {f(km[-1])} km nei cinque giorni "
        f"lavorativi. Quanti km ho fatto in media al giorno?", num(sum(km) / len(km)))
    net, r = 1850, 6
    add(L, "percent", f"Il mio stipendio netto è di {f(net)} € e da marzo avrò un aumento "
        f"del {r} %. Quanto prenderò al mese?", num(F(net) * (100 + r) / 100))
    tot, part = 25, 9
    add(L, "percent", f"Nella classe di mio figlio sono in {tot} e {part} hanno "
        f"preso l'insufficienza in matematica. Che percentuale è?", num(F(part, tot) * 100))
    old, new = 180, 153
    add(L, "percent", f"Dopo aver cambiato fornitore la bolletta è passata da {old} € a "
        f"{new} €. Di quanto è diminuita in percentuale?", num(pct_change(old, new)))
    kg = F("3.2")
    add(L, "units", f"Devo spedire un pacco negli Stati Uniti e sul sito mi chiedono il peso "
        f"in libbre. Il pacco pesa {f(kg, 1)} kg: quante libbre sono?", num(kg / LB_KG))
    oz = 8
    add(L, "units", f"La ricetta americana della cheesecake dice {oz} once di formaggio "
        f"spalmabile. Quanti grammi sono?", num(oz * OZ_G))
    a, b = D(2025, 9, 1), D(2026, 1, 6)
    add(L, "dates", f"Quanti giorni ci sono dal {dfmt(a, L)} al {dfmt(b, L)}? I bambini "
        f"vogliono sapere quanto manca alla Befana.", num((b - a).days))
    visit, weeks = D(2025, 7, 28), 3
    add(L, "dates", f"Il medico mi ha visitato il {dfmt(visit, L)} e mi ha detto di tornare "
        f"per il controllo fra {weeks} settimane. In che data sarà il controllo?",
        date(visit + W(weeks=weeks)))


def build_pt():
    L = "pt"
    f = lambda v, dp=0: fmt(v, L, dp)
    total, n = F("284.40"), 6
    add(L, "math", f"A conta do bar deu R$ {f(total, 2)} e a gente tava em {n}. "
        f"Quanto fica pra cada um?", num(total / n))
    k, p = 4, F("62.90")
    add(L, "math", f"Comprei {k} pacotes de fralda a R$ {f(p, 2)} cada. "
        f"Quanto gastei no total?", num(k * p))
    sal, rent, card = F(3200), F(1150), F("487.35")
    add(L, "math", f"Recebi R$ {f(sal, 2)} de salário, paguei R$ {f(rent, 2)} de aluguel e "
        f"R$ {f(card, 2)} da fatura do cartão. Quanto sobrou?", num(sal - rent - card))
    bill, svc = F("318.70"), 10
    add(L, "percent", f"A conta do restaurante deu R$ {f(bill, 2)} e eles cobram {svc}% de "
        f"serviço. Qual é o total com a taxa de serviço?", num(bill * (100 + svc) / 100))
    old, new = 2800, 3094
    add(L, "percent", f"Meu salário passou de R$ {f(old)} para R$ {f(new)}. De quantos por "
        f"cento foi o aumento?", num(pct_change(old, new)))
    tot, part = 480, 156
    add(L, "percent", f"Dos {tot} alunos da escola, {part} vão de ônibus escolar. "
        f"Qual é a porcentagem?", num(F(part, tot) * 100))
    m = F("1.62")
    add(L, "units", f"O formulário do visto americano pede a altura em polegadas. Eu tenho "
        f"{f(m, 2)} m. Quantas polegadas são?", num(m * 100 / INCH_CM))
    fahr = 23
    add(L, "units", f"Vi no jornal que a mínima em Nova York foi de {fahr} °F. Quanto é isso "
        f"em graus Celsius?", num(c_from_f(fahr)))
    born, day = D(2024, 11, 30), D(2025, 12, 25)
    add(L, "dates", f"Meu filho nasceu em {dfmt(born, L, 'num')}. Quantos dias de vida ele "
        f"vai ter em {dfmt(day, L, 'num')}?", num((day - born).days))
    start, days = D(2025, 10, 20), 45
    add(L, "dates", f"O boleto vence {days} dias depois de {dfmt(start, L, 'num')}. "
        f"Qual é a data de vencimento?", date(start + W(days=days)))


ZH_DIGIT = {1: "一", 2: "二", 3: "三", 4: "四", 5: "五", 6: "六", 7: "七", 8: "八", 9: "九"}


def build_zh():
    L = "zh"
    f = lambda v, dp=0: fmt(v, L, dp, group=False)
    n, total = 4, 586
    add(L, "math", f"我们{n}个人去吃火锅，一共花了{total}元，AA的话每人要出多少钱？",
        num(F(total, n)))
    p, w = F("8.5"), F("3.6")
    add(L, "math", f"超市苹果{f(p, 1)}元一斤，我买了{f(w, 1)}斤，一共要付多少钱？", num(p * w))
    sal, rent, food, trans = 12800, 3500, 2760, 420
    add(L, "math", f"这个月工资到手{f(sal)}元，交了房租{f(rent)}元，吃饭花了{f(food)}元，"
        f"交通{trans}元，还剩多少钱？", num(sal - rent - food - trans))
    price, zhe = 399, 8  # 八折 = pay 80 %
    add(L, "percent", f"这件外套原价{price}元，现在打{ZH_DIGIT[zhe]}折，打完折多少钱？",
        num(F(price) * zhe / 10))
    old, new = 750, 860
    add(L, "percent", f"公司今年营业额{new}万元，去年是{old}万元，同比增长了百分之多少？",
        num(pct_change(old, new)))
    tot, part = 45, 18
    add(L, "percent", f"我们班一共{tot}人，其中女生{part}人，女生占全班的百分之几？",
        num(F(part, tot) * 100))
    ft = 6
    add(L, "units", f"美国朋友说他身高{ft}英尺，换算成厘米是多少？",
        num(ft * FOOT_IN * INCH_CM))
    mph = 60
    add(L, "units", f"在美国租车，限速标志上写着{mph}英里每小时，换算成公里每小时是多少？",
        num(mph * MILE_KM))
    a, b = D(2025, 3, 8), D(2025, 6, 18)
    add(L, "dates", f"从{dfmt(a, L)}到{dfmt(b, L)}一共相差多少天？", num((b - a).days))
    d = D(2026, 2, 17)
    add(L, "dates", f"{d.year}年的春节是{d.month}月{d.day}日，那天是星期几？", weekday(d))


def build_ja():
    L = "ja"
    f = lambda v, dp=0: fmt(v, L, dp)
    total, n = 27600, 8
    add(L, "math", f"飲み会の会費が全部で{f(total)}円でした。{n}人で割り勘すると一人いくらですか？",
        num(F(total, n)))
    p1, k1, p2, k2 = 180, 7, 150, 3
    add(L, "math", f"コンビニで{p1}円のおにぎりを{k1}個と、{p2}円のお茶を{k2}本買いました。"
        f"合計いくらになりますか？", num(p1 * k1 + p2 * k2))
    scores = [72, 85, 90, 64, 79]
    assert len(scores) == 5
    txt = "、".join(f"{s}点" for s in scores)
    add(L, "math", f"小テスト5回の点数が{txt}でした。平均点は何点ですか？",
        num(F(sum(scores), len(scores))))
    price, tax = 2480, 10
    add(L, "percent", f"税抜{f(price)}円の商品に消費税{tax}%がかかると、税込でいくらになりますか？",
        num(F(price) * (100 + tax) / 100))
    old, new = 68000, 71400
    add(L, "percent", f"家賃が{f(old)}円から{f(new)}円に上がりました。何パーセントの値上げですか？",
        num(pct_change(old, new)))
    man, r = 25, 18  # 25万円
    add(L, "percent", f"手取りの月給{man}万円のうち{r}%を毎月貯金しています。"
        f"毎月の貯金額はいくらですか？", num(F(man * 10000) * r / 100))
    fahr = 350
    add(L, "units", f"アメリカのレシピに「{fahr}°Fのオーブンで焼く」と書いてあります。"
        f"摂氏だと何度ですか？", num(c_from_f(fahr)))
    mi = F("26.2")
    add(L, "units", f"フルマラソンは{f(mi, 1)}マイルだそうですが、キロメートルに直すと"
        f"どのくらいですか？", num(mi * MILE_KM))
    a, b = D(2025, 4, 1), D(2025, 12, 26)
    add(L, "dates", f"入社日が{dfmt(a, L)}で、仕事納めが{dfmt(b, L)}です。"
        f"仕事納めは入社日から何日後ですか？", num((b - a).days))
    start, weeks = D(2025, 9, 10), 10
    add(L, "dates", f"{dfmt(start, L)}の{weeks}週間後は何月何日ですか？",
        date(start + W(weeks=weeks)))


def build_ko():
    L = "ko"
    f = lambda v, dp=0: fmt(v, L, dp)
    total, n = 348000, 6
    add(L, "math", f"회식비가 총 {f(total)}원 나왔는데 {n}명이서 나누면 한 사람당 얼마예요?",
        num(F(total, n)))
    p1, k1, p2, k2 = 4500, 5, 6800, 2
    add(L, "math", f"카페에서 {f(p1)}원짜리 아메리카노 {k1}잔이랑 {f(p2)}원짜리 케이크 {k2}조각 "
        f"샀어요. 다 합쳐서 얼마예요?", num(p1 * k1 + p2 * k2))
    allowance, a, b = 500000, 62000, 185000
    add(L, "math", f"이번 달 용돈 {f(allowance)}원 받아서 교통비 {f(a)}원, 식비 {f(b)}원 썼어요. "
        f"얼마 남았어요?", num(allowance - a - b))
    sal, r = 42000000, F("3.5")
    add(L, "percent", f"제 연봉이 {f(sal)}원인데 올해 {f(r, 1)}% 인상된대요. "
        f"인상 후 연봉은 얼마인가요?", num(sal * (100 + r) / 100))
    tot, part = 320, 248
    add(L, "percent", f"자격증 시험 응시자 {tot}명 중 {part}명이 합격했습니다. "
        f"합격률은 몇 퍼센트입니까?", num(F(part, tot) * 100))
    old, new = 54000, 48600
    add(L, "percent", f"작년 전기요금이 월 {f(old)}원이었는데 올해는 {f(new)}원이에요. "
        f"몇 퍼센트 줄어든 거예요?", num(pct_change(old, new)))
    inch = 32
    add(L, "units", f"미국 쇼핑몰에서 청바지 허리 사이즈가 {inch}인치라고 나와 있는데, "
        f"센티미터로 몇이에요?", num(inch * INCH_CM))
    fahr = 104
    add(L, "units", f"아이가 열이 나서 미국에서 산 체온계로 쟀더니 화씨 {fahr}도가 나왔어요. "
        f"섭씨로 몇 도예요?", num(c_from_f(fahr)))
    school, days = D(2026, 3, 2), 45
    add(L, "dates", f"{dfmt(school, L)}이 개학인데, 개학 {days}일 전은 몇 월 며칠이에요?",
        date(school - W(days=days)))
    d = D(2025, 11, 13)
    add(L, "dates", f"{dfmt(d, L)} 수능 날은 무슨 요일이에요?", weekday(d))


def build_ru():
    L = "ru"
    f = lambda v, dp=0: fmt(v, L, dp)
    total, n = 3480, 4
    add(L, "math", f"Счёт в кафе — {f(total)} ₽, нас было {n} человека. Сколько платит "
        f"каждый, если делить поровну?", num(F(total, n)))
    q1, p1, q2, p2 = 3, F("45.90"), 2, F("89.50")
    add(L, "math", f"Купила {q1} кг картошки по {f(p1, 2)} ₽ за кило и {q2} пакета молока "
        f"по {f(p2, 2)} ₽. Сколько всего вышло?", num(q1 * p1 + q2 * p2))
    sal, flat, util = 65000, 28500, 4200
    add(L, "math", f"Зарплата {f(sal)} ₽, из них {f(flat)} ₽ отдаю за квартиру и {f(util)} ₽ "
        f"за коммуналку. Сколько остаётся на жизнь?", num(sal - flat - util))
    r, sal = 13, 87400
    add(L, "percent", f"НДФЛ — {r} %. Сколько налога удержат с зарплаты {f(sal)} ₽?",
        num(F(r, 100) * sal))
    old, new = 96, 112
    add(L, "percent", f"Гречка подорожала с {old} ₽ до {new} ₽ за пачку. На сколько "
        f"процентов выросла цена?", num(pct_change(old, new)))
    price, off = 54990, 15
    add(L, "percent", f"Телевизор стоил {f(price)} ₽, сейчас на него скидка {off} %. "
        f"Сколько он стоит со скидкой?", num(F(price) * (100 - off) / 100))
    gal = 300
    add(L, "units", f"В инструкции к каркасному бассейну написано, что объём {gal} галлонов "
        f"(американских). Сколько это литров?", num(gal * GAL_L))
    kmh = 54
    add(L, "units", f"По прогнозу порывы ветра до {kmh} км/ч. Сколько это в метрах в секунду?",
        num(F(kmh) * 1000 / 3600))
    a, b = D(2025, 9, 1), D(2025, 12, 31)
    add(L, "dates", f"Сколько дней проходит от {dfmt(a, L)} до {dfmt(b, L)}?",
        num((b - a).days))
    start, months = D(2025, 3, 15), 9
    add(L, "dates", f"Взяла кредит {dfmt(start, L)} на {months} месяцев. Какая дата будет "
        f"ровно через {months} месяцев после выдачи?", date(add_months(start, months)))


# ------------------------------------------------------------------- negatives
NEG_RAW = {
    "en": [
        ("time", "My flight leaves at 6:45 am on March 3, 2026 from Terminal 2. What should "
                 "I pack in my carry-on for a 10-hour flight?"),
        ("price", "The Sony headphones are $349 and the Bose ones are $329. Which pair has "
                  "better noise cancelling?"),
        ("measurement", "My blood pressure was 128/84 this morning. Is that normal for a "
                        "52-year-old?"),
        ("age", "Can you write a short birthday card message for my grandma? She turns 90 "
                "on June 12."),
        ("percentage", "I got 78% on my chemistry final. is that considered a good grade in "
                       "college?"),
        ("version", "Could you explain what changed in Python 3.12 compared to 3.11?"),
        ("bus line", "Just so you know, the 42 bus was 20 minutes late again so I'll miss "
                     "the start of the 9:00 meeting."),
        ("phone number", "I keep getting calls from +1 202-555-0173. Should I block it or "
                         "could it actually be my bank?"),
    ],
    "de": [
        ("date", "Ich habe am 14.03.2026 um 9:30 Uhr ein Vorstellungsgespräch in Raum 4.12 "
                 "– was soll ich anziehen?"),
        ("measurement", "Mein Ruhepuls liegt bei 58 Schlägen pro Minute. Ist das gesund?"),
        ("price", "Der Tarif von der Telekom kostet 39,95 € im Monat, der von Vodafone "
                  "34,99 €. Welcher Anbieter hat auf dem Land das bessere Netz?"),
        ("address", "Kannst du mir eine kurze, höfliche Absage für die Wohnungsbesichtigung "
                    "am Samstag um 11 Uhr in der Goethestraße 17 formulieren?"),
        ("score", "Bayern hat gestern 3:1 gegen Dortmund gewonnen – war der Sieg verdient?"),
        ("percentage", "Die Inflationsrate lag zuletzt bei 2,4 %. Ist das viel oder normal?"),
        ("bus line", "Wir fahren mit der Linie 7 bis zum Hauptbahnhof, von da sind es noch "
                     "ca. 500 m zu Fuß."),
        ("code", "Was bedeutet die Fehlermeldung 404 auf meiner Webseite und wie behebe "
                 "ich das?"),
    ],
    "fr": [
        ("temperature", "Mon fils a 39,2 °C de fièvre depuis ce matin, est-ce que je dois "
                        "l'emmener aux urgences ?"),
        ("date", "J'ai rendez-vous à la préfecture le 22 janvier 2026 à 14 h. Quels documents "
                 "dois-je apporter pour renouveler mon titre de séjour ?"),
        ("price", "Le forfait Free est à 19,99 € et celui de Bouygues à 15,99 €, lequel a "
                  "la meilleure couverture en Bretagne ?"),
        ("floor", "Tu peux m'écrire un petit mot pour remercier ma voisine du 3e étage qui a "
                  "arrosé mes plantes pendant 2 semaines ?"),
        ("score", "Le PSG a perdu 2-0 hier soir, c'est la fin pour l'entraîneur à ton avis ?"),
        ("measurement", "Mon taux de cholestérol LDL est à 1,6 g/L. C'est normal ?"),
        ("bus line", "Le bus 38 ne passe plus par la rue Monge jusqu'au 15 mars à cause des "
                     "travaux."),
        ("version", "Explique-moi la différence entre Windows 10 et Windows 11 stp."),
    ],
    "es": [
        ("date", "Mi vuelo a Cancún sale el 5 de agosto de 2026 a las 7:10. ¿Qué me "
                 "recomiendas llevar en la maleta de mano?"),
        ("price", "El iPhone 15 cuesta 959 € y el Samsung S24 899 €. ¿Cuál tiene mejor "
                  "cámara?"),
        ("measurement", "Tengo 34 años, mido 1,75 m y peso 82 kg. ¿Es un peso saludable o "
                        "debería ponerme a dieta?"),
        ("age", "¿Me escribes un mensaje bonito para felicitar a mi abuelo por sus 80 años?"),
        ("score", "El Madrid le ganó 4-2 al Barça, ¿qué te pareció el partido?"),
        ("percentage", "Este año me han subido el sueldo un 2 %. ¿Es lo normal en España o "
                       "debería negociar más?"),
        ("room number", "La consulta es en la planta 3, sala 312, por si alguien llega tarde."),
        ("code", "¿Qué significa el código de error E04 en una lavadora Balay?"),
    ],
    "it": [
        ("date", "Domenica 12 aprile 2026 facciamo una gita in montagna a 2.000 metri: cosa "
                 "mi consigli di portare?"),
        ("measurement", "Ho la glicemia a digiuno a 105 mg/dl, devo preoccuparmi?"),
        ("price", "Il Frecciarossa delle 8:15 costa 49,90 € e l'Italo delle 8:40 costa "
                  "39,90 €: quale è più comodo per andare da Milano a Roma?"),
        ("date", "Scrivimi una mail formale per chiedere all'amministratore di spostare la "
                 "riunione di condominio del 20 novembre alle 18:00."),
        ("score", "La Juve ha pareggiato 1 a 1 con l'Inter, secondo te è un buon risultato?"),
        ("version", "Il mio telefono ha Android 14, conviene aggiornare subito ad Android 15?"),
        ("bus line", "Il 64 passa ogni 10 minuti da Termini, quindi non serve prendere il taxi."),
        ("grade", "Mio figlio di 8 anni ha preso 9 in matematica, come posso premiarlo?"),
    ],
    "pt": [
        ("date", "Minha consulta é dia 18/03/2026 às 10h, no consultório 204. O que eu "
                 "preciso levar?"),
        ("measurement", "Minha pressão deu 14 por 9 hoje de manhã, isso é normal?"),
        ("price", "O plano da Claro custa R$ 59,90 e o da Vivo R$ 64,90. Qual tem sinal "
                  "melhor no interior de Minas?"),
        ("age", "Escreve uma mensagem de parabéns pra minha mãe, que faz 60 anos no dia "
                "2 de maio."),
        ("score", "O Flamengo ganhou de 3 a 0 ontem. Você acha que ele é favorito ao título?"),
        ("grade", "Meu filho tirou 6,5 na prova de português. Vale a pena colocar ele no "
                  "reforço?"),
        ("bus line", "O ônibus 474 sai do terminal a cada 15 minutos, só pra avisar."),
        ("code", "O que significa o erro 0x80070005 no Windows Update?"),
    ],
    "zh": [
        ("date", "我2026年3月11日上午10点要去面试，穿什么比较合适？"),
        ("measurement", "体检报告说我的空腹血糖是6.3 mmol/L，这个正常吗？"),
        ("price", "小米手机2999元，华为手机3499元，哪个拍照效果更好？"),
        ("age", "帮我写一段给奶奶80岁生日的祝福语。"),
        ("score", "国足0比2输了，你怎么看这场比赛？"),
        ("percentage", "今年公司只给涨了3%的工资，我应该跳槽吗？"),
        ("bus line", "我坐15路公交车到人民广场，然后换地铁2号线。"),
        ("code", "请解释一下HTTP状态码503是什么意思。"),
    ],
    "ja": [
        ("date", "2026年1月15日に東京から札幌へ出張します。どんな服装で行けばいいですか？"),
        ("measurement", "健康診断で血圧が138/88でした。これは高いほうですか？"),
        ("price", "iPadは59,800円、Galaxy Tabは54,800円ですが、大学の授業でノートを取るなら"
                  "どちらがおすすめですか？"),
        ("age", "今度30歳になる友人へのお祝いメッセージを考えてください。"),
        ("score", "昨日の試合、巨人が5対3で勝ちましたね。"),
        ("percentage", "第一志望の大学は合格率が25%だと聞きました。浪人するかどうか迷っています。"),
        ("room number", "会議は3階の305号室で14時から始まります。"),
        ("version", "Windows 11の24H2アップデートで何が変わったのか教えてください。"),
    ],
    "ko": [
        ("date", "2026년 2월 14일에 제주도 여행 가는데 옷을 어떻게 챙겨야 할까요?"),
        ("measurement", "키 170cm에 몸무게 68kg인데 건강한 편인가요?"),
        ("price", "갤럭시 S25는 115만원, 아이폰 16은 125만원인데 어떤 게 배터리가 더 오래가요?"),
        ("age", "올해 환갑을 맞으시는 아버지께 드릴 편지 좀 써 줘. 아버지는 1965년생이셔."),
        ("score", "어제 한국이 일본을 2대1로 이겼어요!"),
        ("score", "토익 850점이면 대기업 지원할 때 괜찮은 점수인가요?"),
        ("bus line", "472번 버스 타고 강남역에서 내리면 돼요."),
        ("code", "에어컨에 E5 에러 코드가 뜨는데 무슨 뜻인가요?"),
    ],
    "ru": [
        ("date", "У меня поезд 28 декабря 2025 года в 23:40 из Москвы в Питер. Что взять с "
                 "собой в дорогу?"),
        ("temperature", "У ребёнка температура 37,4 уже третий день, это нормально?"),
        ("price", "Тариф МТС стоит 650 ₽ в месяц, а Билайна — 590 ₽. У кого лучше связь в "
                  "Подмосковье?"),
        ("years", "Напиши поздравление коллеге, который 25 лет проработал в нашей компании."),
        ("score", "Вчера «Зенит» выиграл у «Спартака» 2:1, как тебе игра?"),
        ("percentage", "Мне предлагают вклад под 18 % годовых в банке, о котором я ничего не "
                       "слышал. Стоит рисковать?"),
        ("bus line", "Маршрутка 45 идёт от метро прямо до дома, так что я доберусь сам."),
        ("version", "Объясни, что такое IPv6 и чем он отличается от IPv4."),
    ],
}


def build_neg():
    out = []
    for lang in LANGS:
        items = NEG_RAW[lang]
        assert len(items) == 8, lang
        for i, (kind, q) in enumerate(items, 1):
            out.append({
                "id": f"r6neg-{lang}-{i}",
                "category": "negative",
                "language": lang,
                "question": q,
                "expect": {"no_computation": True},
                "kind": kind,
            })
    return out


def main():
    for lang in LANGS:
        globals()[f"build_{lang}"]()
    want = {"math": 3, "percent": 3, "units": 2, "dates": 2}
    for lang in LANGS:
        for cat, k in want.items():
            assert _counter.get((lang, cat)) == k, (lang, cat, _counter.get((lang, cat)))
    assert len(POS) == 100
    neg = build_neg()
    assert len(neg) == 80
    ids = [r["id"] for r in POS + neg]
    assert len(ids) == len(set(ids))
    with open(OUT_POS, "w", encoding="utf-8") as fh:
        for r in POS:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(OUT_NEG, "w", encoding="utf-8") as fh:
        for r in neg:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(POS)} lines to {OUT_POS}")
    print(f"wrote {len(neg)} lines to {OUT_NEG}")


if __name__ == "__main__":
    main()
