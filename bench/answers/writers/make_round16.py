#!/usr/bin/env python3
"""Round 16: questions that are tricky for rule-based readers, plus negatives.

Writes, next to this folder (bench/answers/):
  fresh_round16.jsonl    - 100 questions (10 per language) with exact expected values
  fresh_negative16.jsonl - 60 look-alike sentences that ask for no computation

Every expected value is computed here from the same literals that are rendered
into the question text (fractions / decimal, standard library only).
"""
import datetime
import json
import math
import os
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)

LANGS = ["en", "de", "fr", "es", "it", "pt", "zh", "ja", "ko", "ru"]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

# exact conversion factors
MILE_KM = Fraction("1.609344")
LB_KG = Fraction("0.45359237")
GAL_L = Fraction("3.785411784")

DEC_SEP = {"en": ".", "de": ",", "fr": ",", "es": ",", "it": ",", "pt": ",",
           "zh": ".", "ja": ".", "ko": ".", "ru": ","}
GROUP_SEP = {"en": ",", "de": ".", "fr": "\u202f", "es": ".", "it": ".", "pt": ".",
             "zh": ",", "ja": ",", "ko": ",", "ru": "\u00a0"}


def F(x):
    """Exact fraction from a literal (str / int / Fraction)."""
    if isinstance(x, Fraction):
        return x
    return Fraction(str(x))


def num(x, places=2):
    """Exact value -> int, or float rounded half-up to `places` decimals."""
    x = F(x)
    if x.denominator == 1:
        return int(x)
    d = Decimal(x.numerator) / Decimal(x.denominator)
    d = d.quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP)
    if d == d.to_integral_value():
        return int(d)
    return float(d)


def fmt(lit, lang, group=False):
    """Render a numeric literal (string, as written in the source) in the locale."""
    s = str(lit)
    neg = s.startswith("-")
    if neg:
        s = s[1:]
    if "." in s:
        ip, fp = s.split(".")
    else:
        ip, fp = s, ""
    if group and len(ip) > 3:
        parts = []
        while len(ip) > 3:
            parts.insert(0, ip[-3:])
            ip = ip[:-3]
        parts.insert(0, ip)
        ip = GROUP_SEP[lang].join(parts)
    out = ip + (DEC_SEP[lang] + fp if fp else "")
    return ("-" if neg else "") + out


def minutes(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def span_minutes(start, end):
    """Minutes from start to end clock time, crossing midnight if needed."""
    d = minutes(end) - minutes(start)
    return d if d > 0 else d + 24 * 60


def N(v, places=2):
    return {"number": num(v, places)}


def DATE(d):
    return {"date": d.isoformat()}


def WD(d):
    return {"text": WEEKDAYS[d.weekday()]}


# ---------------------------------------------------------------- English
def q_en():
    out = []
    # 1
    cracked, used = 3, 9
    out.append(("math",
                f"I bought two dozen eggs for the party on the 14th. {cracked} cracked on the way home "
                f"and we used {used} for the cake. How many eggs are left?",
                N(2 * 12 - cracked - used), "number words; distractor date; later change"))
    # 2
    cookies, per_bag = 157, 12
    out.append(("math",
                f"My daughter baked {cookies} cookies for the school fair and packs them into bags of {per_bag}. "
                f"Only full bags get sold. How many cookies are left over for us at home?",
                N(cookies % per_bag), "remainder not quotient"))
    # 3
    weekly, bike, weeks = "45", "600", 8
    out.append(("math",
                f"Sam, 34, from apartment 12B, saves ${weekly} every week for a ${bike} bike. "
                f"After {weeks} weeks, how much more money does he still need?",
                N(F(bike) - F(weekly) * weeks), "missing to goal; distractor age; distractor number"))
    # 4
    rate, start, end = "18", "18:50", "21:30"
    out.append(("math",
                f"Our babysitter charges ${rate} an hour. She arrived at 6:50 pm and left at 9:30 pm. "
                f"How much do we owe her?",
                N(F(rate) * span_minutes(start, end) / 60), "rate x minutes"))
    # 5
    paid, disc = "84", "30"
    out.append(("percent",
                f"A jacket costs ${paid} after a {disc}% discount. What was the price before the discount?",
                N(F(paid) / (1 - F(disc) / 100)), "original before discount"))
    # 6
    total, tax = "92.00", "15"
    out.append(("percent",
                f"My receipt total is ${total}, and that already includes {tax}% sales tax. "
                f"How many dollars of it are tax?",
                N(F(total) - F(total) / (1 + F(tax) / 100)), "tax part; tax included"))
    # 7
    up, down = "20", "20"
    out.append(("percent",
                f"A stock went up {up}% on Monday and then down {down}% on Tuesday. "
                f"By what percentage is it now lower than before Monday?",
                N((1 - (1 + F(up) / 100) * (1 - F(down) / 100)) * 100), "compound percent"))
    # 8
    km, mins = "10", "52"
    out.append(("units",
                f"I ran {km} km in {mins} minutes. What was my average pace in minutes per kilometer?",
                N(F(mins) / F(km)), "pace not conversion"))
    # 9
    mpg = "32"
    out.append(("units",
                f"My car gets {mpg} miles per US gallon. How many liters does it use per 100 km? "
                f"Round to two decimals.",
                N(100 / (F(mpg) * MILE_KM) * GAL_L), "inverse conversion"))
    # 10
    base, days = datetime.date(2025, 1, 20), 45
    out.append(("dates",
                f"I'm 41 and my passport runs until 2031. My visa appointment is {days} days after "
                f"January 20, 2025. On what date is the appointment?",
                DATE(base + datetime.timedelta(days=days)), "distractor age; distractor date; date arithmetic"))
    return out


# ---------------------------------------------------------------- German
def q_de():
    L = "de"
    f = lambda s, g=True: fmt(s, L, g)
    out = []
    broken = 4
    out.append(("math",
                f"Ich habe drei Packungen mit je 12 Eiern gekauft. Beim Auspacken sind {broken} kaputtgegangen, "
                f"und danach habe ich meiner Nachbarin ein halbes Dutzend geschenkt. Wie viele Eier habe ich noch?",
                N(3 * 12 - broken - 6), "number words; later change"))
    pupils, seats = 27, 8
    out.append(("math",
                f"In Raum 214 sitzen {pupils} Schülerinnen und Schüler. Für einen Ausflug werden Kleinbusse mit je "
                f"{seats} Plätzen gemietet. Wie viele Kleinbusse braucht man mindestens?",
                N(math.ceil(Fraction(pupils, seats))), "round up (ceiling); distractor number"))
    rate, start, end = "14", "18:40", "23:10"
    out.append(("math",
                f"Ein Babysitter bekommt {f(rate)} € pro Stunde. Am Samstag hat er von {start} bis {end} Uhr "
                f"aufgepasst. Wie viel Euro bekommt er?",
                N(F(rate) * span_minutes(start, end) / 60), "rate x minutes"))
    cards, more = 48, 3
    out.append(("math",
                f"Anna ist 9 Jahre alt und hat {cards} Sammelkarten. Ihr Bruder hat {more} Karten mehr als doppelt "
                f"so viele wie sie. Wie viele Karten hat der Bruder mehr als Anna?",
                N(2 * cards + more - cards), "difference not total; distractor age"))
    paid, disc = "486", "25"
    out.append(("percent",
                f"Eine Waschmaschine kostet nach {disc} % Rabatt noch {f(paid)} €. Wie viel Euro habe ich gespart?",
                N(F(paid) / (1 - F(disc) / 100) - F(paid)), "saved not paid; original before discount"))
    gross, vat = "238.00", "19"
    out.append(("percent",
                f"Eine Rechnung über {f(gross)} € enthält {vat} % Mehrwertsteuer. Wie hoch ist der Steueranteil in Euro?",
                N(F(gross) - F(gross) / (1 + F(vat) / 100)), "tax part; tax included"))
    rent, r1, r2 = "850", "4", "5"
    out.append(("percent",
                f"Meine Miete von {f(rent)} € steigt zuerst um {r1} % und ein Jahr später noch einmal um {r2} %. "
                f"Wie hoch ist die Miete danach in Euro?",
                N(F(rent) * (1 + F(r1) / 100) * (1 + F(r2) / 100)), "compound percent"))
    bag, price, want = "2.5", "3.75", "4"
    out.append(("units",
                f"Ein {f(bag)}-kg-Sack Kartoffeln kostet {f(price)} €. Wie viel kosten {want} kg Kartoffeln "
                f"zum gleichen Kilopreis?",
                N(F(price) / F(bag) * F(want)), "unit price scaling"))
    km, h, m = "42", 1, 45
    out.append(("units",
                f"Ich bin {km} km mit dem Rad in {h} Stunde {m} Minuten gefahren. Wie hoch war meine "
                f"Durchschnittsgeschwindigkeit in km/h?",
                N(F(km) / (h + Fraction(m, 60))), "pace not conversion; minutes to hours"))
    start, days = datetime.date(2025, 7, 18), 16
    assert WEEKDAYS[start.weekday()] == "Friday"
    out.append(("dates",
                f"Mein Urlaub beginnt am Freitag, dem 18. Juli 2025, und dauert {days} Tage, den ersten Tag "
                f"mitgezählt. Auf welchen Wochentag fällt der letzte Urlaubstag?",
                WD(start + datetime.timedelta(days=days - 1)), "weekday; date arithmetic inclusive"))
    return out


# ---------------------------------------------------------------- French
def q_fr():
    L = "fr"
    f = lambda s, g=True: fmt(s, L, g)
    out = []
    eaten = 5
    out.append(("math",
                f"J'ai acheté une douzaine de croissants et deux baguettes pour un petit-déjeuner à 6 personnes. "
                f"Les enfants ont mangé {eaten} croissants. Combien de croissants reste-t-il ?",
                N(12 - eaten), "number words; distractor people"))
    bottles, per = 250, 12
    out.append(("math",
                f"On range {bottles} bouteilles dans des caisses de {per}. Une fois toutes les caisses possibles "
                f"remplies, combien de bouteilles restent hors des caisses ?",
                N(bottles % per), "remainder not quotient"))
    bike, has, weekly = "389", "142", "35"
    out.append(("math",
                f"Léa, 15 ans, veut s'acheter un vélo à {f(bike)} €. Elle a déjà {f(has)} € et gagne {f(weekly)} € "
                f"par semaine en faisant du baby-sitting. Combien de semaines lui faut-il au minimum pour avoir "
                f"assez d'argent ?",
                N(math.ceil((F(bike) - F(has)) / F(weekly))), "missing to goal; round up (ceiling); distractor age"))
    dep, arr = "23:48", "06:15"
    out.append(("math",
                f"Un train de nuit part à 23 h 48 et arrive le lendemain à 6 h 15. Combien de minutes dure le trajet ?",
                N(span_minutes(dep, arr)), "across midnight"))
    price, d1, d2 = "60", "20", "10"
    out.append(("percent",
                f"Un pull est affiché à {f(price)} € avec −{d1} %, et en caisse on obtient encore {d2} % de remise "
                f"sur le prix déjà réduit. Quel est le pourcentage de réduction total par rapport au prix affiché "
                f"au départ ?",
                N((1 - (1 - F(d1) / 100) * (1 - F(d2) / 100)) * 100), "compound percent; distractor number"))
    ttc, tva = "66", "10"
    out.append(("percent",
                f"Un billet de train coûte {f(ttc)} € TTC, TVA à {tva} % comprise. Quel est son prix hors taxe, "
                f"en euros ?",
                N(F(ttc) / (1 + F(tva) / 100)), "tax included"))
    pupils, sport, swim = 30, "40", "25"
    out.append(("percent",
                f"Dans une classe de {pupils} élèves, {sport} % font du sport en club, et parmi eux {swim} % font "
                f"de la natation. Combien d'élèves font de la natation ?",
                N(pupils * F(sport) / 100 * F(swim) / 100), "percent of percent"))
    bag, price, want = "1.5", "2.70", "4"
    out.append(("units",
                f"Un sac de {f(bag)} kg de pommes coûte {f(price)} €. Combien coûtent {want} kg de pommes au même "
                f"prix au kilo ?",
                N(F(price) / F(bag) * F(want)), "unit price scaling"))
    morning, rise = "12", "9"
    out.append(("units",
                f"Ce matin il faisait {morning} °C et dans l'après-midi la température a augmenté de {rise} °C. "
                f"De combien de degrés Fahrenheit la température a-t-elle augmenté ?",
                N(F(rise) * 9 / 5), "temperature difference; distractor number"))
    start, days = datetime.date(2024, 1, 15), 90
    out.append(("dates",
                f"Le contrat de Paul commence le 15 janvier 2024 et dure {days} jours, premier jour compris. "
                f"Quelle est la date de son dernier jour ?",
                DATE(start + datetime.timedelta(days=days - 1)), "date arithmetic inclusive; leap year"))
    return out


# ---------------------------------------------------------------- Spanish
def q_es():
    L = "es"
    f = lambda s, g=True: fmt(s, L, g)
    out = []
    people, chairs = 23, 6
    out.append(("math",
                f"Para el cumpleaños número 40 de Marta somos {people} personas en total. Cada mesa tiene {chairs} "
                f"sillas y usamos solo las mesas necesarias. ¿Cuántas sillas quedan libres?",
                N(math.ceil(Fraction(people, chairs)) * chairs - people),
                "round up (ceiling); not the obvious quantity; distractor age"))
    photos, per_page, done = 84, 6, 5
    out.append(("math",
                f"Tengo {photos} fotos para un álbum y en cada página caben {per_page}. Ya he llenado {done} páginas. "
                f"¿Cuántas páginas más necesito?",
                N(Fraction(photos, per_page) - done), "missing to goal; boxes not items"))
    rate, start, end = "36", "9:50", "12:05"
    out.append(("math",
                f"Un fontanero cobra {f(rate)} € por hora. Trabajó de {start} a {end}. ¿Cuánto hay que pagarle?",
                N(F(rate) * span_minutes(start, end) / 60), "rate x minutes"))
    luis, ago = 15, 5
    out.append(("math",
                f"Luis tiene quince años y su hermana tiene el doble de la edad que tenía él hace cinco años. "
                f"¿Cuántos años es ella mayor que él?",
                N(2 * (luis - ago) - luis), "number words; difference not total"))
    paid, disc = "51", "15"
    out.append(("percent",
                f"Pagué {f(paid)} € por unas zapatillas con un {disc} % de descuento. ¿Cuánto costaban antes del "
                f"descuento?",
                N(F(paid) / (1 - F(disc) / 100)), "original before discount"))
    total, iva = "145.20", "21"
    out.append(("percent",
                f"Una factura de {f(total)} € incluye el {iva} % de IVA. ¿Cuántos euros son de IVA?",
                N(F(total) - F(total) / (1 + F(iva) / 100)), "tax part; tax included"))
    salary, r1, r2 = "1800", "3", "2"
    out.append(("percent",
                f"Mi sueldo de {f(salary)} € al mes subió un {r1} % en 2023 y otro {r2} % en 2024. ¿Cuántos euros "
                f"más gano ahora al mes que antes de las subidas?",
                N(F(salary) * (1 + F(r1) / 100) * (1 + F(r2) / 100) - F(salary)),
                "compound percent; difference not total; thousands separator; distractor date"))
    km, h, m = "12", 1, 3
    out.append(("units",
                f"Corrí {km} km en {h} h {m} min. ¿Cuál fue mi ritmo medio en minutos por kilómetro?",
                N((h * 60 + m) / F(km)), "pace not conversion"))
    ml, price = "750", "6"
    out.append(("units",
                f"Una botella de {ml} ml de aceite de oliva cuesta {f(price)} €. ¿Cuánto cuesta el litro?",
                N(F(price) / (F(ml) / 1000)), "unit price scaling"))
    start, days = datetime.date(2025, 3, 3), 17
    assert WEEKDAYS[start.weekday()] == "Monday"
    out.append(("dates",
                f"Hoy es lunes 3 de marzo de 2025. Mi cita con el médico es dentro de {days} días. "
                f"¿Qué día de la semana será?",
                WD(start + datetime.timedelta(days=days)), "weekday; date arithmetic"))
    return out


# ---------------------------------------------------------------- Italian
def q_it():
    L = "it"
    f = lambda s, g=True: fmt(s, L, g)
    out = []
    packs, per, drunk, given = 5, 6, 7, 4
    out.append(("math",
                f"Marco ha comprato {packs} confezioni da {per} bottiglie d'acqua. Ne ha già bevute {drunk} e poi "
                f"ne ha regalate {given} al vicino. Quante bottiglie gli restano?",
                N(packs * per - drunk - given), "later change"))
    people, seats = 183, 52
    out.append(("math",
                f"Una scuola deve portare in gita {people} persone con pullman da {seats} posti, usando il minor "
                f"numero possibile di pullman. Quanti posti resteranno vuoti in totale?",
                N(math.ceil(Fraction(people, seats)) * seats - people), "round up (ceiling); not the obvious quantity"))
    pages, read, per_day = 412, 132, 35
    out.append(("math",
                f"Giulia ha 28 anni e abita in via Roma 45. Il suo libro ha {pages} pagine, ne ha già lette {read} "
                f"e ne legge {per_day} al giorno. Quanti giorni le servono ancora per finirlo?",
                N(math.ceil(Fraction(pages - read, per_day))), "missing to goal; distractor age; distractor number"))
    bill = 97
    out.append(("math",
                f"In tre dividiamo un conto di {bill} € in parti uguali, ma ognuno arrotonda la propria quota "
                f"all'euro successivo. Quanti euro restano di mancia al cameriere?",
                N(math.ceil(Fraction(bill, 3)) * 3 - bill), "number words; not the obvious quantity"))
    price, d1, d2 = "750", "20", "5"
    out.append(("percent",
                f"Un televisore costava {f(price)} €. Ora è scontato del {d1} % e con la carta fedeltà ho un "
                f"ulteriore {d2} % sul prezzo già scontato. Quanti euro risparmio in tutto?",
                N(F(price) * (1 - (1 - F(d1) / 100) * (1 - F(d2) / 100))), "saved not paid; compound percent"))
    gross, iva = "122", "22"
    out.append(("percent",
                f"Il prezzo di {f(gross)} € include l'IVA al {iva} %. Qual è il prezzo senza IVA?",
                N(F(gross) / (1 + F(iva) / 100)), "tax included"))
    staff, train, season = 250, "60", "30"
    out.append(("percent",
                f"Il {train} % dei {staff} dipendenti va al lavoro in treno; di questi, il {season} % ha "
                f"l'abbonamento annuale. Quanti dipendenti hanno l'abbonamento annuale?",
                N(staff * F(train) / 100 * F(season) / 100), "percent of percent"))
    km, h, m = "15", 3, 20
    out.append(("units",
                f"Ho percorso {km} km a piedi in {h} ore e {m} minuti. Qual è stata la mia velocità media in km/h?",
                N(F(km) / (h + Fraction(m, 60))), "pace not conversion; minutes to hours"))
    grams, price = "800", "14.40"
    out.append(("units",
                f"Un pezzo di parmigiano da {grams} g costa {f(price)} €. Quanto costa al chilo?",
                N(F(price) / (F(grams) / 1000)), "unit price scaling"))
    dep, nights = datetime.date(2024, 2, 28), 10
    out.append(("dates",
                f"Sono nato nel 1990. Parto il 28 febbraio 2024 e torno dopo {nights} notti. In che data torno?",
                DATE(dep + datetime.timedelta(days=nights)), "leap year; distractor date; date arithmetic"))
    return out


# ---------------------------------------------------------------- Portuguese (Brazil)
def q_pt():
    L = "pt"
    f = lambda s, g=True: fmt(s, L, g)
    out = []
    eaten = 8
    out.append(("math",
                f"Comprei duas dúzias de pães de queijo. Comemos {eaten} no café da manhã e depois dei metade do "
                f"que sobrou para a minha vizinha. Com quantos pães de queijo eu fiquei?",
                N(Fraction(2 * 12 - eaten, 2)), "number words; later change"))
    invites, per_box = 1000, 75
    out.append(("math",
                f"Uma gráfica precisa embalar {f(str(invites))} convites em caixas de {per_box}. Quantas caixas "
                f"completas ela consegue fechar?",
                N(invites // per_box), "boxes not items; thousands separator"))
    bill, paid, rest = "186.00", "60.00", 3
    out.append(("math",
                f"No apartamento 302 a conta de luz de R$ {f(bill)} é dividida entre 4 moradores, mas um deles "
                f"já pagou R$ {f(paid)} sozinho. Quanto cada um dos outros {rest} precisa pagar, em partes iguais, "
                f"para completar a conta?",
                N((F(bill) - F(paid)) / rest), "distractor number; later change"))
    first, extra, start, end = "8.00", "3.00", "21:40", "00:25"
    dur = span_minutes(start, end)
    out.append(("math",
                f"Um estacionamento cobra R$ {f(first)} pela primeira hora e R$ {f(extra)} por meia hora adicional "
                f"ou fração. Fiquei das 21h40 até 0h25. Quanto paguei?",
                N(F(first) + math.ceil(Fraction(dur - 60, 30)) * F(extra)), "across midnight; round up (ceiling)"))
    cash, n, inst = "1250.00", 12, "118.00"
    out.append(("percent",
                f"O celular modelo X200 custa R$ {f(cash)} à vista ou {n} parcelas de R$ {f(inst)}. Quantos por "
                f"cento a mais eu pago no parcelado em relação ao preço à vista?",
                N((n * F(inst) - F(cash)) / F(cash) * 100), "distractor number; thousands separator; difference not total"))
    now, inc = "129.60", "8"
    out.append(("percent",
                f"Depois de um aumento de {inc} %, a mensalidade da academia passou a ser R$ {f(now)}. Qual era o "
                f"valor antes do aumento?",
                N(F(now) / (1 + F(inc) / 100)), "original before increase"))
    price, disc, fee = "200.00", "30", "10"
    out.append(("percent",
                f"Uma loja dá {disc} % de desconto e depois cobra {fee} % de taxa de serviço sobre o valor já com "
                f"desconto. Por quanto sai um produto de R$ {f(price)}?",
                N(F(price) * (1 - F(disc) / 100) * (1 + F(fee) / 100)), "different bases"))
    grams, price, want = "500", "18.90", "1.5"
    out.append(("units",
                f"Um pacote de {grams} g de café custa R$ {f(price)}. Quanto custa {f(want)} kg do mesmo café?",
                N(F(price) / (F(grams) / 1000) * F(want)), "unit price scaling"))
    limit, lbs = "23", "46"
    out.append(("units",
                f"A mala despachada pode ter no máximo {limit} kg. Na balança de casa ela pesa {lbs} libras. "
                f"Quantos quilos ainda posso colocar? Responda com duas casas decimais.",
                N(F(limit) - F(lbs) * LB_KG), "missing to goal; conversion inside"))
    start, days = datetime.date(2025, 11, 10), 120
    out.append(("dates",
                f"Tenho 35 anos e minha licença-maternidade de {days} dias começa em 10 de novembro de 2025, "
                f"contando esse dia. Qual é o último dia da licença?",
                DATE(start + datetime.timedelta(days=days - 1)),
                "date arithmetic inclusive; year change; distractor age"))
    return out


# ---------------------------------------------------------------- Chinese
def q_zh():
    out = []
    broken, used = 5, 8
    out.append(("math",
                f"妈妈买了三盒鸡蛋，每盒十二个。路上打碎了{broken}个，做蛋糕又用了{used}个。还剩几个鸡蛋？",
                N(3 * 12 - broken - used), "number words; later change"))
    students, per_bus = 358, 45
    out.append(("math",
                f"学校有{students}名学生去春游，每辆大巴坐{per_bus}人，前面的车都坐满。最后一辆车上坐了多少名学生？",
                N(students % per_bus), "remainder not quotient"))
    monthly, target, months = "1500", "9800", 4
    out.append(("math",
                f"小王今年26岁，住在1803室。他每月存{monthly}元，想买一台{target}元的电脑，已经存了{months}个月。"
                f"他还差多少元？",
                N(F(target) - F(monthly) * months), "missing to goal; distractor age; distractor number"))
    fill, drain, mins = "12", "4", 45
    out.append(("math",
                f"一个水池，进水管每小时注水{fill}吨，出水管每小时放水{drain}吨。两管同时打开{mins}分钟，"
                f"水池里的水增加了多少吨？",
                N((F(fill) - F(drain)) * Fraction(mins, 60)), "rate x minutes; difference not total"))
    paid = "240"
    out.append(("percent",
                f"一件衣服打八折后卖{paid}元，比原价便宜了多少元？",
                N(F(paid) / Fraction(8, 10) - F(paid)), "saved not paid; local percent notation (八折)"))
    now, up, down = "198", "10", "10"
    out.append(("percent",
                f"某商品先涨价{up}%，再降价{down}%，现价是{now}元。原价是多少元？",
                N(F(now) / ((1 + F(up) / 100) * (1 - F(down) / 100))), "original before discount; compound percent"))
    salary, save, fund = "8000", "15", "40"
    out.append(("percent",
                f"小李月工资{salary}元，其中{save}%存起来，存下的钱里有{fund}%用来买基金。他每月买基金多少元？",
                N(F(salary) * F(save) / 100 * F(fund) / 100), "percent of percent"))
    bag, price, want = "2.5", "20", "4"
    out.append(("units",
                f"一袋{bag}公斤的大米卖{price}元，按同样的单价，买{want}公斤要多少元？",
                N(F(price) / F(bag) * F(want)), "unit price scaling"))
    km, m, s = "5", 27, 30
    out.append(("units",
                f"我跑{km}公里用了{m}分{s}秒，平均每公里用了多少分钟？",
                N((m + Fraction(s, 60)) / F(km)), "pace not conversion"))
    start, days = datetime.date(2024, 12, 20), 15
    assert WEEKDAYS[start.weekday()] == "Friday"
    out.append(("dates",
                f"2024年12月20日是星期五，再过{days}天是星期几？",
                WD(start + datetime.timedelta(days=days)), "weekday; year change"))
    return out


# ---------------------------------------------------------------- Japanese
def q_ja():
    L = "ja"
    f = lambda s, g=True: fmt(s, L, g)
    out = []
    gave, bad = 7, 5
    out.append(("math",
                f"りんごを三ダース買いました。そのうち{gave}個を友達にあげて、{bad}個は傷んでいたので捨てました。"
                f"残りは何個ですか？",
                N(3 * 12 - gave - bad), "number words; later change"))
    cakes, per_box = 50, 6
    out.append(("math",
                f"ケーキが{cakes}個あります。{per_box}個入りの箱に詰めていくと、箱に入らずに余るのは何個ですか？",
                N(cakes % per_box), "remainder not quotient"))
    monthly, target, have = 2, 18, 6  # in 万円
    out.append(("math",
                f"田中さんは45歳で、203号室に住んでいます。毎月{monthly}万円ずつ貯金して、{target}万円の自転車を"
                f"買うつもりです。今{have}万円あります。あと何か月かかりますか？",
                N(math.ceil(Fraction(target - have, monthly))),
                "missing to goal; large number words (万); distractor age; distractor number"))
    start, end, brk = "22:30", "07:00", 45
    out.append(("math",
                f"夜勤は22時30分から翌朝7時までで、途中に{brk}分の休憩があります。実際に働く時間は何分ですか？",
                N(span_minutes(start, end) - brk), "across midnight; later change"))
    paid, wari = "2100", 3
    out.append(("percent",
                f"定価の{wari}割引きで{f(paid)}円で買いました。定価はいくらですか？",
                N(F(paid) / (1 - Fraction(wari, 10))), "original before discount; local percent notation (割)"))
    gross, tax = "1650", "10"
    out.append(("percent",
                f"税込{f(gross)}円の商品があります。消費税が{tax}%のとき、そのうち消費税はいくらですか？",
                N(F(gross) - F(gross) / (1 + F(tax) / 100)), "tax part; tax included"))
    up, down = "25", "20"
    out.append(("percent",
                f"ある株価が1日目に{up}%上がり、2日目に{down}%下がりました。最初と比べて何%変わりましたか？",
                N(((1 + F(up) / 100) * (1 - F(down) / 100) - 1) * 100), "compound percent"))
    big_l, big_p, small_ml, small_p = "2", "180", "500", "120"
    out.append(("units",
                f"{big_l}Lのペットボトルのお茶が{big_p}円、{small_ml}mLのペットボトルが{small_p}円です。"
                f"{small_ml}mLのボトルで{big_l}L分買うと、{big_l}Lボトル1本より何円高くなりますか？",
                N(F(big_l) * 1000 / F(small_ml) * F(small_p) - F(big_p)), "difference not total; unit price scaling"))
    speed, dist = "80", "2.4"
    out.append(("units",
                f"分速{speed}mで歩くと、{dist}km先の駅まで何分かかりますか？",
                N(F(dist) * 1000 / F(speed)), "pace not conversion; mixed units"))
    start, nth = datetime.date(2025, 4, 1), 100
    out.append(("dates",
                f"2025年4月1日を1日目として数えると、{nth}日目は何月何日ですか？",
                DATE(start + datetime.timedelta(days=nth - 1)), "date arithmetic inclusive"))
    return out


# ---------------------------------------------------------------- Korean
def q_ko():
    L = "ko"
    f = lambda s, g=True: fmt(s, L, g)
    out = []
    out.append(("math",
                "사과 다섯 상자를 샀는데 한 상자에 열두 개씩 들어 있어요. 그중 여덟 개를 이웃에게 주었어요. "
                "남은 사과는 몇 개예요?",
                N(5 * 12 - 8), "number words; later change"))
    students, per_row = 47, 6
    out.append(("math",
                f"학생 {students}명이 앞줄부터 한 줄에 {per_row}명씩 앉아요. 마지막 줄에 앉는 학생은 몇 명이에요?",
                N(students % per_row), "remainder not quotient"))
    weekly, target, weeks = 3, 45, 8  # 만 원
    out.append(("math",
                f"저는 32살이고 1204호에 살아요. 매주 {weekly}만 원씩 모아서 {target}만 원짜리 자전거를 사려고 해요. "
                f"지금까지 {weeks}주 동안 모았다면 앞으로 몇 원이 더 필요해요?",
                N((target - weekly * weeks) * 10000),
                "missing to goal; large number words (만); distractor age; distractor number"))
    wage, start, end = "10030", "15:40", "20:10"
    out.append(("math",
                f"아르바이트 시급이 {f(wage)}원이에요. 오늘 오후 3시 40분부터 저녁 8시 10분까지 쉬지 않고 일했어요. "
                f"오늘 번 돈은 얼마예요?",
                N(F(wage) * span_minutes(start, end) / 60), "rate x minutes"))
    paid, disc = "42000", "30"
    out.append(("percent",
                f"{disc}% 할인해서 {f(paid)}원에 샀어요. 원래 가격보다 얼마를 아낀 거예요?",
                N(F(paid) / (1 - F(disc) / 100) - F(paid)), "saved not paid"))
    gross, vat = "33000", "10"
    out.append(("percent",
                f"부가세 {vat}%가 포함된 가격이 {f(gross)}원이에요. 부가세를 뺀 가격은 얼마예요?",
                N(F(gross) / (1 + F(vat) / 100)), "tax included"))
    eok, growth = 2, "15"
    out.append(("percent",
                f"작년 매출이 {eok}억 원이었는데 올해는 {growth}% 늘었어요. 올해 매출은 몇 원이에요?",
                N(eok * 100000000 * (1 + F(growth) / 100)), "large number words (억)"))
    km, mins = "10", "58"
    out.append(("units",
                f"{km}km를 {mins}분에 달렸어요. 1km당 평균 몇 분 걸렸어요?",
                N(F(mins) / F(km)), "pace not conversion"))
    grams, price = "600", "18000"
    out.append(("units",
                f"삼겹살 {grams}g에 {f(price)}원이에요. 같은 단가라면 1kg에 얼마예요?",
                N(F(price) / (F(grams) / 1000)), "unit price scaling"))
    known, target = datetime.date(2025, 10, 3), datetime.date(2025, 12, 25)
    assert WEEKDAYS[known.weekday()] == "Friday"
    out.append(("dates",
                "2025년 10월 3일 개천절은 금요일이에요. 같은 해 크리스마스(12월 25일)는 무슨 요일이에요?",
                WD(target), "weekday; distractor date"))
    return out


# ---------------------------------------------------------------- Russian
def q_ru():
    L = "ru"
    f = lambda s, g=True: fmt(s, L, g)
    out = []
    broken = 4
    out.append(("math",
                f"Я купил три десятка яиц. {broken} разбились по дороге, а потом я отдал соседке половину "
                f"оставшихся. Сколько яиц у меня осталось?",
                N(Fraction(3 * 10 - broken, 2)), "number words; later change"))
    area, per_can = "95", "12"
    out.append(("math",
                f"В квартире 58 нужно покрасить {area} м² стен. Одной банки краски хватает на {per_can} м². "
                f"Сколько банок нужно купить?",
                N(math.ceil(F(area) / F(per_can))), "boxes not items; round up (ceiling); distractor number"))
    dep, arr = "22:35", "06:10"
    out.append(("math",
                f"Поезд № 742 отправляется в {dep} и прибывает в {arr} следующего дня. Сколько минут он в пути?",
                N(span_minutes(dep, arr)), "across midnight; distractor number"))
    petya = 84
    out.append(("math",
                f"Петя прочитал за неделю {petya} страницы, а Ваня — в полтора раза больше. На сколько страниц "
                f"больше прочитал Ваня?",
                N(petya * Fraction(3, 2) - petya), "number words; difference not total"))
    paid, disc = "5200", "35"
    out.append(("percent",
                f"Куртка со скидкой {disc} % стоит {f(paid)} ₽. Сколько она стоила без скидки?",
                N(F(paid) / (1 - F(disc) / 100)), "original before discount; thousands separator"))
    dep_sum, rate, years = "100000", "8", 2
    out.append(("percent",
                f"Вклад {f(dep_sum)} рублей под {rate} % годовых с капитализацией раз в год. Сколько рублей "
                f"процентов начислят за {years} года?",
                N(F(dep_sum) * ((1 + F(rate) / 100) ** years - 1)), "compound percent; interest part not total"))
    gross, vat = "3600", "20"
    out.append(("percent",
                f"НДС {vat} % уже включён в цену {f(gross)} ₽. Сколько рублей составляет НДС?",
                N(F(gross) - F(gross) / (1 + F(vat) / 100)), "tax part; tax included"))
    per100, dist = "8", "350"
    out.append(("units",
                f"Машина расходует {per100} литров на 100 км. До дачи {dist} км. Сколько литров бензина "
                f"понадобится, чтобы съездить туда и обратно?",
                N(F(per100) / 100 * F(dist) * 2), "round trip"))
    bag, price, grams = "5", "450", "800"
    out.append(("units",
                f"Мешок сахара {bag} кг стоит {price} рублей. Сколько стоят {grams} г такого же сахара?",
                N(F(price) / F(bag) * F(grams) / 1000), "unit price scaling"))
    start, days = datetime.date(2025, 12, 25), 14
    out.append(("dates",
                f"Отпуск начинается 25 декабря 2025 года и длится {days} дней, включая первый день. "
                f"Какого числа последний день отпуска?",
                DATE(start + datetime.timedelta(days=days - 1)), "date arithmetic inclusive; year change"))
    return out


BUILDERS = {"en": q_en, "de": q_de, "fr": q_fr, "es": q_es, "it": q_it,
            "pt": q_pt, "zh": q_zh, "ja": q_ja, "ko": q_ko, "ru": q_ru}


# ---------------------------------------------------------------- negatives
NEGATIVES = {
    "en": [
        ("I ran 10 km in 50 minutes. Is that a good pace for a beginner?", "opinion"),
        ("The jacket is $120 with 30% off. Should I wait for Black Friday instead?", "advice"),
        ("Can you explain why 20% off followed by another 20% off is not the same as 40% off?", "explanation"),
        ("My flight lands on March 14 at 6 am and I have a 3-hour layover. Write a short message to my boss "
         "saying I'll be late.", "writing"),
        ("Recommend a 5 km running plan for someone who weighs 90 kg and has 3 evenings a week.", "recommendation"),
        ("I just paid off a $12,000 car loan at 6% interest after 4 years!", "statement"),
    ],
    "de": [
        ("Ich habe in 2 Wochen 3 kg abgenommen – ist das noch gesund?", "opinion"),
        ("Der Fernseher kostet 899 € mit 15 % Rabatt. Lohnt sich der Kauf, oder sollte ich auf das "
         "Nachfolgemodell warten?", "advice"),
        ("Erklär mir bitte, warum man bei 19 % Mehrwertsteuer nicht einfach 19 % vom Bruttopreis abziehen darf.",
         "explanation"),
        ("Schreib eine kurze Einladung zu meinem 40. Geburtstag am 12. Oktober um 19 Uhr für 25 Gäste.", "writing"),
        ("Welches Fahrrad empfiehlst du für 20 km Arbeitsweg bei einem Budget von 1.500 €?", "recommendation"),
        ("Am 3. Mai bin ich 42,195 km in 4 Stunden gelaufen – mein erster Marathon!", "statement"),
    ],
    "fr": [
        ("J'ai couru 21 km en 2 heures ce matin, est-ce un bon temps pour un premier semi-marathon ?", "opinion"),
        ("Le canapé est à 1\u202f200 € avec 25 % de remise jusqu'au 30 juin : vaut-il mieux attendre les soldes ?",
         "advice"),
        ("Peux-tu m'expliquer pourquoi une hausse de 10 % suivie d'une baisse de 10 % ne ramène pas au prix "
         "de départ ?", "explanation"),
        ("Rédige un message pour prévenir mes 12 collègues que la réunion du 5 mars est décalée de 30 minutes.",
         "writing"),
        ("Quel vin me conseilles-tu pour un dîner de 8 personnes, à moins de 15 € la bouteille ?", "recommendation"),
        ("Mon loyer est passé de 750 € à 780 € le 1er janvier, soit 4 % d'augmentation.", "statement"),
    ],
    "es": [
        ("Peso 85 kg y mido 1,75 m. ¿Qué deporte me recomiendas para empezar?", "recommendation"),
        ("El móvil cuesta 499 € con un 20 % de descuento. ¿Crees que es una buena oferta?", "opinion"),
        ("¿Por qué los bancos anuncian una TAE del 3 % en vez del interés mensual?", "explanation"),
        ("Escribe un correo a mi jefa para pedir 15 días de vacaciones a partir del 1 de agosto.", "writing"),
        ("Tardo 45 minutos en hacer 12 km en bici hasta el trabajo. ¿Me conviene comprar una bici eléctrica?",
         "advice"),
        ("Ayer hice 10 km en 55 minutos y me sentí genial.", "statement"),
    ],
    "it": [
        ("Ho perso 4 kg in un mese: secondo te è troppo veloce?", "opinion"),
        ("Il volo Milano–Roma costa 89 € con il 10 % di sconto: conviene prendere il treno invece?", "advice"),
        ("Spiegami la differenza tra un mutuo a tasso fisso del 3 % e uno variabile su 200.000 €.", "explanation"),
        ("Scrivi un biglietto di auguri per i 50 anni di matrimonio dei miei nonni, il 20 settembre.", "writing"),
        ("Consigliami una pentola da 5 litri per cucinare per 6 persone.", "recommendation"),
        ("Stamattina ho fatto 8 km in 40 minuti, nuovo record personale!", "statement"),
    ],
    "pt": [
        ("Corri 5 km em 30 minutos. Isso é bom para quem está começando?", "opinion"),
        ("A geladeira está R$ 3.200,00 com 15 % de desconto no Pix. Devo comprar agora ou esperar a Black Friday?",
         "advice"),
        ("Me explica por que juros compostos de 1 % ao mês rendem mais do que 12 % ao ano de juros simples.",
         "explanation"),
        ("Escreva uma mensagem de aniversário para minha mãe, que faz 60 anos no dia 8 de maio.", "writing"),
        ("Que tênis você recomenda para quem corre 40 km por semana?", "recommendation"),
        ("Paguei R$ 250,00 na conta de luz em janeiro, 20 % a mais do que em dezembro.", "statement"),
    ],
    "zh": [
        ("我10公里跑了50分钟，对新手来说算快吗？", "opinion"),
        ("这件外套原价800元，现在打七折，要不要等双十一再买？", "advice"),
        ("为什么先涨20%再降20%回不到原价？请解释一下原理。", "explanation"),
        ("帮我写一段通知：5月20日下午3点开会，时长2小时，请30位同事准时参加。", "writing"),
        ("预算5000元，推荐一款适合每天通勤15公里的电动车。", "recommendation"),
        ("我今年体重从75公斤降到了68公斤，减了将近10%。", "statement"),
    ],
    "ja": [
        ("10kmを50分で走りました。初心者としては速いほうですか？", "opinion"),
        ("このコートは2万円で30%オフですが、冬のセールまで待つべきでしょうか？", "advice"),
        ("消費税10%と軽減税率8%の違いを説明してください。", "explanation"),
        ("3月15日の送別会（参加者20名、会費5,000円）の案内文を書いてください。", "writing"),
        ("体重60kgの私に合う、1日30分でできる筋トレを教えてください。", "recommendation"),
        ("先月は1日平均8,000歩、合計で240kmくらい歩きました。", "statement"),
    ],
    "ko": [
        ("5km를 35분에 뛰었는데 초보자치고 괜찮은 기록인가요?", "opinion"),
        ("이 노트북이 150만 원인데 지금 20% 할인 중이에요. 지금 사는 게 좋을까요, 신모델을 기다릴까요?", "advice"),
        ("연 4% 복리와 단리의 차이를 쉽게 설명해 주세요.", "explanation"),
        ("12월 24일 저녁 7시에 10명이 모이는 송년회 초대 문구를 써 주세요.", "writing"),
        ("하루에 물 2리터 마시기에 좋은 텀블러를 추천해 주세요.", "recommendation"),
        ("오늘 3시간 동안 등산하면서 12km를 걸었어요.", "statement"),
    ],
    "ru": [
        ("Я пробежал 10 км за 50 минут — это хороший результат для новичка?", "opinion"),
        ("Телевизор стоит 45\u00a0000 ₽ со скидкой 20 %. Брать сейчас или подождать распродажу?", "advice"),
        ("Объясни, почему при вкладе под 10 % годовых реальный доход может оказаться отрицательным.", "explanation"),
        ("Напиши поздравление коллеге с 30-летием, которое будет 15 апреля.", "writing"),
        ("Посоветуй палатку на 4 человека весом до 5 кг для похода на 3 дня.", "recommendation"),
        ("За 2 часа 30 минут я проехал на велосипеде 60 км.", "statement"),
    ],
}


def main():
    rows = []
    for lang in LANGS:
        items = BUILDERS[lang]()
        assert len(items) == 10, (lang, len(items))
        for i, (cat, question, expect, trick) in enumerate(items, 1):
            assert cat in ("math", "percent", "units", "dates")
            rows.append({"id": f"r16-{lang}-{i}", "category": cat, "language": lang,
                         "question": question, "expect": expect, "trick": trick})
    neg = []
    for lang in LANGS:
        items = NEGATIVES[lang]
        assert len(items) == 6, (lang, len(items))
        for i, (question, kind) in enumerate(items, 1):
            assert kind in ("advice", "opinion", "explanation", "recommendation", "writing", "statement", "other")
            neg.append({"id": f"r16neg-{lang}-{i}", "category": "negative", "language": lang,
                        "question": question, "expect": {"no_computation": True}, "kind": kind})
    assert len(rows) == 100 and len(neg) == 60
    ids = [r["id"] for r in rows + neg]
    assert len(ids) == len(set(ids))
    for name, data in (("fresh_round16.jsonl", rows), ("fresh_negative16.jsonl", neg)):
        path = os.path.join(OUT_DIR, name)
        with open(path, "w", encoding="utf-8") as fh:
            for r in data:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
        print(f"wrote {len(data)} lines to {path}")


if __name__ == "__main__":
    main()
