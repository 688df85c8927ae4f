#!/usr/bin/env python3
"""Round 26 fresh evaluation set (written blind).

Writes, next to this script's parent folder (bench/answers/):
  fresh_round26.jsonl     100 value questions (math / percent / units / dates)
  fresh_negative26.jsonl   60 questions with numbers that ask for no computation

Every expected value is computed from the same variables used to format the
question text. Standard library only. Exits non-zero on any failed check.
"""
import datetime as dt
import json
import os
import re
import sys
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)
OUT_VALUES = os.path.join(OUT_DIR, "fresh_round26.jsonl")
OUT_NEG = os.path.join(OUT_DIR, "fresh_negative26.jsonl")

# --------------------------------------------------------------------------
# constants
# --------------------------------------------------------------------------
MILE_KM = 1.609344
INCH_CM = 2.54
FOOT_M = 0.3048
LB_KG = 0.45359237
OZ_G = 28.349523125
US_CUP_ML = 236.5882365
US_GAL_L = 3.785411784
SQFT_PER_M2 = 1 / (FOOT_M ** 2)
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]


def c_to_f(c):
    return c * 9 / 5 + 32


def f_to_c(f):
    return (f - 32) * 5 / 9


# --------------------------------------------------------------------------
# number formatting per language
# --------------------------------------------------------------------------
def num(x, lang, dec=2, group=True):
    s = f"{x:,.{dec}f}" if group else f"{x:.{dec}f}"
    if lang in ("en", "ja"):
        return s
    if lang in ("de", "es", "it", "pt"):
        return s.replace(",", "\x00").replace(".", ",").replace("\x00", ".")
    if lang in ("fr", "ru"):
        return s.replace(",", " ").replace(".", ",")
    raise ValueError(lang)


def n0(x, lang, group=True):
    return num(x, lang, 0, group)


WORDS = {
    "en": {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 10: "ten"},
    "de": {4: "vier", 5: "fünf", 12: "zwölf", 3: "drei"},
    "fr": {4: "quatre", 6: "six", 3: "trois", 16: "seize"},
    "es": {6: "seis", 8: "ocho", 3: "tres"},
    "ru": {3: "три", 6: "шесть", 2: "два"},
    "it": {6: "sei", 3: "tre"},
    "pt": {4: "quatro", 2: "dois"},
}

# --------------------------------------------------------------------------
# dates
# --------------------------------------------------------------------------
MONTHS = {
    "en": ["January", "February", "March", "April", "May", "June", "July",
           "August", "September", "October", "November", "December"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli",
           "August", "September", "Oktober", "November", "Dezember"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet",
           "août", "septembre", "octobre", "novembre", "décembre"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
           "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    "ru": ["января", "февраля", "марта", "апреля", "мая", "июня", "июля",
           "августа", "сентября", "октября", "ноября", "декабря"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno",
           "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho",
           "agosto", "setembro", "outubro", "novembro", "dezembro"],
}


def dlong(d, lang):
    m = MONTHS.get(lang)
    if lang == "en":
        return f"{m[d.month - 1]} {d.day}, {d.year}"
    if lang == "de":
        return f"{d.day}. {m[d.month - 1]} {d.year}"
    if lang == "fr":
        day = "1er" if d.day == 1 else str(d.day)
        return f"{day} {m[d.month - 1]} {d.year}"
    if lang in ("es", "pt"):
        return f"{d.day} de {m[d.month - 1]} de {d.year}"
    if lang == "ru":
        return f"{d.day} {m[d.month - 1]} {d.year} г."
    if lang == "it":
        day = "1º" if d.day == 1 else str(d.day)
        return f"{day} {m[d.month - 1]} {d.year}"
    if lang == "ja":
        return f"{d.year}年{d.month}月{d.day}日"
    raise ValueError(lang)


def ddot(d):
    return f"{d.day:02d}.{d.month:02d}.{d.year}"


def diso(d):
    return d.isoformat()


def add_months(d, n):
    assert d.day <= 28, "keep month arithmetic unambiguous"
    y, m = divmod(d.month - 1 + n, 12)
    return dt.date(d.year + y, m + 1, d.day)


def wd(d):
    return WEEKDAYS[d.weekday()]


D = dt.date

# --------------------------------------------------------------------------
# value questions
# --------------------------------------------------------------------------
Q = []
_counters = Counter()


def add(lang, cat, question, number=None, tol=None, rel=None, text=None):
    _counters[(lang, cat)] += 1
    qid = f"r26-{lang}-{cat}-{_counters[(lang, cat)]}"
    if text is not None:
        assert number is None and text in WEEKDAYS
        expect = {"text": text}
    else:
        assert isinstance(number, (int, float)), (qid, number)
        expect = {"number": round(number, 6)}
        if tol is not None:
            expect["tolerance"] = tol
        if rel is not None:
            expect["rel_tolerance"] = rel
    Q.append({"id": qid, "category": cat, "language": lang,
              "question": question, "expect": expect})


# ============================== EN (20) ====================================
L = "en"
# --- math (5)
people, elec, net = 4, 187.40, 59.99
add(L, "math",
    f"Me and {WORDS[L][people - 1]} roommates split the electric bill "
    f"(${num(elec, L)}) and the internet (${num(net, L)}) evenly. "
    f"how much does each of us owe?",
    round((elec + net) / people, 2), tol=0.01)

runs = [6.2, 4.8, 7.5, 5.0, 10.1]
add(L, "math",
    f"Logged {WORDS[L][len(runs)]} runs this week: "
    f"{', '.join(num(r, L, 1) for r in runs[:-1])} and {num(runs[-1], L, 1)} "
    f"miles. What's my average distance per run?",
    sum(runs) / len(runs), tol=0.01)

mulch_n, mulch_p, soil_n, soil_p = 3, 4.97, 2, 12.49
add(L, "math",
    f"At the garden center grabbing {mulch_n} bags of mulch at "
    f"${num(mulch_p, L)} each and {soil_n} bags of potting soil at "
    f"${num(soil_p, L)} each. Whats the total before tax?",
    mulch_n * mulch_p + soil_n * soil_p, tol=0.01)

miles, gallons = 412, 13.6
add(L, "math",
    f"Filled up after a road trip: we drove {miles} miles on "
    f"{num(gallons, L, 1)} gallons. What mpg did the car get?",
    miles / gallons, tol=0.1)

serves, flour_g, guests = 6, 450, 10
add(L, "math",
    f"This recipie serves {serves} and calls for {flour_g} g of flour. "
    f"I'm cooking for {guests} people, how many grams of flour do I need?",
    flour_g * guests / serves, tol=0.5)

# --- percent (5)
bill, tip = 86.50, 18
add(L, "percent",
    f"Dinner came to ${num(bill, L)}, I want to leave an {tip}% tip. "
    f"How much is the tip?",
    round(bill * tip / 100, 2), tol=0.01)

price, off = 129.99, 35
add(L, "percent",
    f"The jacket I've been eyeing was ${num(price, L)} and it's now "
    f"{off}% off. what's the sale price?",
    round(price * (1 - off / 100), 2), tol=0.01)

old_sal, new_sal = 52000, 56680
add(L, "percent",
    f"Got my review today — salary goes from ${n0(old_sal, L)} to "
    f"${n0(new_sal, L)}. What percentage raise is that?",
    (new_sal - old_sal) / old_sal * 100, tol=0.01)

raised, goal = 3420, 4500
add(L, "percent",
    f"Our class has raised ${n0(raised, L)} of the ${n0(goal, L)} we need for "
    f"the school trip. What percent of the goal have we reached so far?",
    raised / goal * 100, tol=0.01)

tax, pre = 8.25, 240
add(L, "percent",
    f"Sales tax here is {num(tax, L)}%. If the TV stand is ${pre} before tax, "
    f"what will I pay in total?",
    round(pre * (1 + tax / 100), 2), tol=0.01)

# --- units (5)
hm = 13.1
add(L, "units",
    f"Signed up for a half marathon ({num(hm, L, 1)} miles). How many "
    f"kilometers is that?",
    hm * MILE_KM, rel=0.01)

oven_c = 200
add(L, "units",
    f"British baking recipe says {oven_c} °C (not fan). What do I set my "
    f"oven to in Fahrenheit?",
    c_to_f(oven_c), tol=1)

w_lb = 172
add(L, "units", f"i weigh {w_lb} lbs, what's that in kg?",
    w_lb * LB_KG, rel=0.01)

stock_ml = 750
add(L, "units",
    f"The soup recipe wants {stock_ml} ml of stock but my measuring cups are "
    f"US cups. How many cups is that?",
    stock_ml / US_CUP_ML, rel=0.02)

c_h, c_m, c_days = 1, 45, 5
add(L, "units",
    f"My commute is {c_h} hour {c_m} minutes each way, {WORDS[L][c_days]} "
    f"days a week. How many hours a week am I commuting in total?",
    (c_h * 60 + c_m) * 2 * c_days / 60, tol=0.01)

# --- dates (5)
a, b = D(2025, 3, 3), D(2025, 7, 19)
add(L, "dates",
    f"How many days are there between {dlong(a, L)} and {dlong(b, L)}?",
    (b - a).days)

d = D(1976, 7, 4)
add(L, "dates", f"What day of the week was {dlong(d, L)}?", text=wd(d))

a, months = D(2024, 11, 20), 18
b = add_months(a, months)
add(L, "dates",
    f"The warranty on my laptop runs {months} months from the purchase date, "
    f"{diso(a)}, so it ends on {diso(b)}. How many days of coverage is that "
    f"in total?",
    (b - a).days)

a, n = D(2025, 10, 6), 45
add(L, "dates",
    f"Project kickoff is {dlong(a, L)} and the deadline is {n} days later. "
    f"What weekday does the deadline land on?",
    text=wd(a + dt.timedelta(days=n)))

born, on = D(2019, 8, 27), D(2025, 8, 27)
add(L, "dates",
    f"my daughter was born on {diso(born)}. how many days old will she be "
    f"on {diso(on)}?",
    (on - born).days)

# ============================== DE (15) ====================================
L = "de"
# --- math (4)
ppl, rech = 5, 143.50
add(L, "math",
    f"Wir waren gestern zu {WORDS[L][ppl]}t essen, die Rechnung war "
    f"{num(rech, L)} €. Wieviel zahlt jeder, wenn wir gleichmäßig teilen?",
    round(rech / ppl, 2), tol=0.01)

abschlag, monate, jahr = 78.40, 12, 1012.30
add(L, "math",
    f"Ich habe {WORDS[L][monate]} Monate lang einen Stromabschlag von "
    f"{num(abschlag, L)} € gezahlt. Laut Jahresabrechnung kostet der Strom "
    f"{num(jahr, L)} €. Wie viel muss ich nachzahlen?",
    round(jahr - abschlag * monate, 2), tol=0.01)

km_einfach, tage = 23, 220
add(L, "math",
    f"Für die Steuererklärung: Mein Arbeitsweg ist {km_einfach} km einfach, "
    f"ich fahre an {tage} Arbeitstagen hin und zurück. Wie viele Kilometer "
    f"sind das im Jahr insgesamt?",
    km_einfach * 2 * tage)

noten = [2, 3, 1, 2, 4]
add(L, "math",
    f"Meine Noten in Mathe dieses Halbjahr: "
    f"{', '.join(str(x) for x in noten[:-1])} und {noten[-1]}. "
    f"Was ist mein Notendurchschnitt?",
    sum(noten) / len(noten), tol=0.01)

# --- percent (4)
alt, neu = 850, 901
add(L, "percent",
    f"Unser Vermieter erhöht die Kaltmiete von {alt} € auf {neu} €. "
    f"Um wie viel Prozent steigt die Miete?",
    (neu - alt) / alt * 100, tol=0.01)

netto, mwst = 1250.00, 19
add(L, "percent",
    f"Rechnung an einen Kunden: {num(netto, L)} € netto zzgl. {mwst} % MwSt. "
    f"Wie hoch ist der Bruttobetrag?",
    round(netto * (1 + mwst / 100), 2), tol=0.01)

brutto = 59.50
add(L, "percent",
    f"Auf dem Beleg steht {num(brutto, L)} € inkl. {mwst} % MwSt. "
    f"Wie viel Mehrwertsteuer ist da drin?",
    round(brutto / (1 + mwst / 100) * mwst / 100, 2), tol=0.01)

jacke, rabatt = 89.90, 30
add(L, "percent",
    f"Im Schlussverkauf gibt's auf die Winterjacke ({num(jacke, L)} €) "
    f"{rabatt} % Rabatt. Was kostet sie dann noch?",
    round(jacke * (1 - rabatt / 100), 2), tol=0.01)

# --- units (4)
mara = 42.195
add(L, "units",
    f"Wie viele Meilen ist ein Marathon mit {num(mara, L, 3)} km?",
    mara / MILE_KM, rel=0.01)

f_temp = 350
add(L, "units",
    f"Das Backrezept ist aus den USA und sagt {f_temp} °F. Auf wie viel Grad "
    f"Celsius stelle ich den Ofen?",
    f_to_c(f_temp), tol=1)

m2 = 100
add(L, "units",
    f"Ein Freund aus Kanada fragt nach unserer Wohnung: {m2} m². "
    f"Wie viele Quadratfuß sind das?",
    m2 * SQFT_PER_M2, rel=0.01)

kmh = 130
add(L, "units",
    f"Auf der Autobahn fahre ich meistens {kmh} km/h. Wie viel ist das in "
    f"Meilen pro Stunde?",
    kmh / MILE_KM, rel=0.01)

# --- dates (3)
a, b = D(2025, 12, 24), D(2026, 1, 6)
add(L, "dates",
    f"Wie viele Tage liegen zwischen dem {ddot(a)} und dem {ddot(b)}?",
    (b - a).days)

d = D(1989, 11, 9)
add(L, "dates", f"Welcher Wochentag war der {dlong(d, L)}?", text=wd(d))

a, n = D(2026, 3, 1), 100
add(L, "dates",
    f"Ich will ab dem {dlong(a, L)} eine 100-Tage-Challenge machen. Auf "
    f"welchen Wochentag fällt der Tag genau {n} Tage nach dem Start?",
    text=wd(a + dt.timedelta(days=n)))

# ============================== FR (15) ====================================
L = "fr"
# --- math (4)
amis, prix_l, litres = 4, 1.89, 48
add(L, "math",
    f"On part en week-end à {WORDS[L][amis]}, l'essence est à {num(prix_l, L)} € "
    f"le litre et on va consommer environ {litres} litres. Ça fait combien "
    f"par personne ?",
    round(prix_l * litres / amis, 2), tol=0.01)

notes_fr = [14, 11.5, 16, 9]
add(L, "math",
    f"J'ai eu {num(notes_fr[0], L, 0)}, {num(notes_fr[1], L, 1)}, "
    f"{num(notes_fr[2], L, 0)} et {num(notes_fr[3], L, 0)} à mes contrôles de "
    f"maths ce trimestre (tous même coefficient). C'est quoi ma moyenne ?",
    sum(notes_fr) / len(notes_fr), tol=0.01)

abo = 29.90
add(L, "math",
    f"Mon abonnement à la salle de sport est à {num(abo, L)} € par mois. "
    f"Combien je paie sur une année complète ?",
    round(abo * 12, 2), tol=0.01)

fuite_lh = 3
add(L, "math",
    f"Le robinet de la cuisine fuit et perd environ {WORDS[L][fuite_lh]} litres "
    f"par heure. Combien de litres perdus en une semaine si je ne fais rien ?",
    fuite_lh * 24 * 7)

# --- percent (4)
canape, remise = 1299, 40
add(L, "percent",
    f"Pendant les soldes il y a -{remise} % sur un canapé à {n0(canape, L)} €. "
    f"Quel est le prix final ?",
    round(canape * (1 - remise / 100), 2), tol=0.01)

loyer, salaire = 780, 2400
add(L, "percent",
    f"Mon loyer est de {loyer} € et mon salaire net de {n0(salaire, L)} €. "
    f"Quel pourcentage de mon salaire part dans le loyer ?",
    loyer / salaire * 100, tol=0.01)

t_old, t_new = 2.80, 3.50
add(L, "percent",
    f"Au marché, le kilo de tomates est passé de {num(t_old, L)} € à "
    f"{num(t_new, L)} €. Ça fait une hausse de combien en pourcentage ?",
    (t_new - t_old) / t_old * 100, tol=0.01)

ht, tva = 450, 20
add(L, "percent",
    f"Le devis du plombier est de {ht} € HT, TVA à {tva} %. Combien je vais "
    f"payer TTC ?",
    round(ht * (1 + tva / 100), 2), tol=0.01)

# --- units (4)
ft, inch = 5, 9
add(L, "units",
    f"Sur un site américain ils disent qu'il mesure {ft} pieds {inch} pouces. "
    f"Ça fait combien en centimètres ?",
    (ft * 12 + inch) * INCH_CM, rel=0.01)

cups = 2
add(L, "units",
    f"Une recette américaine demande {cups} cups de lait, c'est combien en "
    f"millilitres ?",
    cups * US_CUP_ML, rel=0.02)

miami_f = 86
add(L, "units",
    f"Ma sœur m'écrit qu'il fait {miami_f} °F à Miami. Ça donne combien en "
    f"degrés Celsius ?",
    f_to_c(miami_f), tol=0.5)

gal = 15
add(L, "units",
    f"Le réservoir du camping-car fait {gal} gallons américains. Combien de "
    f"litres ?",
    gal * US_GAL_L, rel=0.01)

# --- dates (3)
a, b = D(2025, 7, 14), D(2025, 12, 25)
add(L, "dates",
    f"Combien de jours entre le {dlong(a, L)} et le {dlong(b, L)} ?",
    (b - a).days)

d = D(2027, 1, 1)
add(L, "dates", f"Le {dlong(d, L)}, ça tombe quel jour de la semaine ?",
    text=wd(d))

a, n = D(2026, 1, 27), 45
add(L, "dates",
    f"J'ai passé commande le {dlong(a, L)} et la livraison est annoncée "
    f"{n} jours plus tard. Ce sera quel jour de la semaine ?",
    text=wd(a + dt.timedelta(days=n)))

# ============================== ES (15) ====================================
L = "es"
# --- math (4)
kg_nar, p_nar, panes, p_pan = 2.5, 1.80, 3, 0.95
add(L, "math",
    f"En el mercado compré {num(kg_nar, L, 1)} kg de naranjas a "
    f"{num(p_nar, L)} € el kilo y {WORDS[L][panes]} barras de pan a "
    f"{num(p_pan, L)} € cada una. ¿Cuánto pagué en total?",
    round(kg_nar * p_nar + panes * p_pan, 2), tol=0.01)

piso, agua = 6, 96.60
add(L, "math",
    f"Somos {WORDS[L][piso]} en el piso y la factura del agua es de "
    f"{num(agua, L)} €. ¿Cuánto pone cada uno?",
    round(agua / piso, 2), tol=0.01)

ahorro, meta = 175, 2800
add(L, "math",
    f"Si ahorro {ahorro} € al mes, ¿cuantos meses necesito para juntar "
    f"{n0(meta, L)} € para el viaje?",
    meta / ahorro)

bajada, p_km, km = 2.50, 1.20, 14
add(L, "math",
    f"El taxi cobra {num(bajada, L)} € de bajada de bandera más "
    f"{num(p_km, L)} € por kilómetro. ¿Cuánto cuesta un trayecto de {km} km?",
    round(bajada + p_km * km, 2), tol=0.01)

# --- percent (4)
cuenta, prop = 64, 10
add(L, "percent",
    f"La cuenta del restaurante fue de {cuenta} € y quiero dejar un {prop} % "
    f"de propina. ¿Cuánto dejo en total, cuenta más propina?",
    round(cuenta * (1 + prop / 100), 2), tol=0.01)

s_old, s_new = 1850, 1961
add(L, "percent",
    f"Me subieron el sueldo de {n0(s_old, L)} € a {n0(s_new, L)} € al mes. "
    f"¿Qué porcentaje de subida es?",
    (s_new - s_old) / s_old * 100, tol=0.01)

alumnos, aprob = 28, 21
add(L, "percent",
    f"En mi clase somos {alumnos} alumnos y aprobaron el examen {aprob}. "
    f"¿Qué porcentaje aprobó?",
    aprob / alumnos * 100, tol=0.01)

zap, d1, d2 = 120, 25, 10
add(L, "percent",
    f"Unas zapatillas de {zap} € tienen un {d1} % de descuento y, en caja, "
    f"otro {d2} % adicional sobre el precio ya rebajado. ¿Precio final?",
    round(zap * (1 - d1 / 100) * (1 - d2 / 100), 2), tol=0.01)

# --- units (4)
peso = 68
add(L, "units", f"¿Cuántas libras son {peso} kg?", peso / LB_KG, rel=0.01)

vel = 12
add(L, "units",
    f"Si corro a {vel} km/h constantes, ¿a cuántos minutos por kilómetro "
    f"voy?",
    60 / vel, tol=0.01)

m2_es = 85
add(L, "units",
    f"Mi piso tiene {m2_es} metros cuadrados. Un amigo de EE. UU. me pregunta "
    f"cuántos pies cuadrados son, ¿cuántos?",
    m2_es * SQFT_PER_M2, rel=0.01)

choc = 250
add(L, "units",
    f"La receta inglesa está en onzas. ¿Cuántas onzas son {choc} gramos de "
    f"chocolate?",
    choc / OZ_G, rel=0.01)

# --- dates (3)
a, b = D(2025, 9, 1), D(2025, 12, 24)
add(L, "dates",
    f"¿Cuántos días hay desde el {dlong(a, L)} hasta el {dlong(b, L)}?",
    (b - a).days)

d = D(1969, 7, 20)
add(L, "dates", f"¿Qué día de la semana fue el {dlong(d, L)}?", text=wd(d))

a, meses = D(2026, 1, 10), 8
b = add_months(a, meses)
add(L, "dates",
    f"Mi contrato empieza el {dlong(a, L)} y dura exactamente "
    f"{WORDS[L][meses]} meses, hasta el {dlong(b, L)}. ¿Cuántos días son en "
    f"total entre esas dos fechas?",
    (b - a).days)

# ============================== RU (10) ====================================
L = "ru"
# --- math (3)
kart_kg, kart_p, mol_n, mol_p = 3, 45.90, 2, 89.50
add(L, "math",
    f"Купил {kart_kg} кг картошки по {num(kart_p, L)} ₽ за кило и "
    f"{WORDS[L][mol_n]} пакета молока по {num(mol_p, L)} ₽. Сколько всего "
    f"заплатил?",
    round(kart_kg * kart_p + mol_n * mol_p, 2), tol=0.01)

kv = [5430, 6120, 4980]
add(L, "math",
    f"За квартал платил коммуналку: {n0(kv[0], L)} ₽, {n0(kv[1], L)} ₽ и "
    f"{n0(kv[2], L)} ₽. Сколько в среднем выходит в месяц?",
    sum(kv) / len(kv), tol=0.01)

dist, hrs = 540, 6
add(L, "math",
    f"Поезд проехал {dist} км за {WORDS[L][hrs]} часов. Какая у него средняя "
    f"скорость в км/ч?",
    dist / hrs)

# --- percent (3)
vklad, stavka = 150000, 12
add(L, "percent",
    f"Положил {n0(vklad, L)} ₽ на вклад под {stavka}% годовых без "
    f"капитализации. Сколько рублей процентов получу за год?",
    vklad * stavka / 100, tol=0.01)

tv_old, tv_new = 45000, 38250
add(L, "percent",
    f"Телевизор подешевел с {n0(tv_old, L)} до {n0(tv_new, L)} рублей. "
    f"На сколько процентов снизилась цена?",
    (tv_old - tv_new) / tv_old * 100, tol=0.01)

zp, ndfl = 87500, 13
add(L, "percent",
    f"Зарплата {n0(zp, L)} ₽ до вычета НДФЛ {ndfl}%. Скока получу на руки?",
    zp * (1 - ndfl / 100), tol=0.01)

# --- units (2)
diag = 55
add(L, "units",
    f"Выбираю телевизор с диагональю {diag} дюймов — это сколько "
    f"сантиметров?",
    diag * INCH_CM, rel=0.01)

ru_f = 14
add(L, "units",
    f"В прогнозе для Чикаго {ru_f} градусов по Фаренгейту. Сколько это по "
    f"Цельсию?",
    f_to_c(ru_f), tol=0.5)

# --- dates (2)
a, b = D(2025, 9, 1), D(2026, 5, 31)
add(L, "dates",
    f"Сколько дней от {dlong(a, L).replace(' г.', '')} до "
    f"{dlong(b, L)}?",
    (b - a).days)

d = D(2026, 6, 12)
add(L, "dates", f"Какой день недели будет {dlong(d, L)}?", text=wd(d))

# ============================== JA (10) ====================================
L = "ja"
# --- math (3)
ja_ppl, ja_total = 4, 6480
add(L, "math",
    f"友達{ja_ppl}人でランチして、合計{n0(ja_total, L)}円でした。割り勘だと一人いくら？",
    ja_total / ja_ppl)

oni_p, oni_n, tea_p, tea_n = 120, 7, 150, 2
add(L, "math",
    f"コンビニで1個{oni_p}円のおにぎりを{oni_n}個と、{tea_p}円のお茶を{tea_n}本"
    f"買いました。合計はいくらですか？",
    oni_p * oni_n + tea_p * tea_n)

mins, weeks = 30, 2
add(L, "math",
    f"毎日{mins}分ずつ英語の勉強をしたら、{weeks}週間で合計何時間になりますか？",
    mins * 7 * weeks / 60, tol=0.01)

# --- percent (2)
zeinuki, shohi = 3800, 10
add(L, "percent",
    f"税抜き{n0(zeinuki, L)}円の商品、消費税{shohi}%込みだといくらになりますか？",
    zeinuki * (1 + shohi / 100), tol=0.5)

mon, sei = 80, 68
add(L, "percent",
    f"模試で{mon}問中{sei}問正解でした。正答率は何パーセント？",
    sei / mon * 100, tol=0.01)

# --- units (2)
ja_ft, ja_in = 5, 4
add(L, "units",
    f"アメリカの友達の身長が{ja_ft}フィート{ja_in}インチだそうです。何センチですか？",
    (ja_ft * 12 + ja_in) * INCH_CM, rel=0.01)

mph = 65
add(L, "units",
    f"アメリカでレンタカーを運転します。制限速度{mph}マイルは時速何キロですか？",
    mph * MILE_KM, rel=0.01)

# --- dates (3)
a, b = D(2026, 4, 1), D(2026, 7, 20)
add(L, "dates", f"{dlong(a, L)}から{dlong(b, L)}まで何日ありますか？",
    (b - a).days)

d = D(2027, 2, 14)
add(L, "dates", f"{dlong(d, L)}って何曜日？", text=wd(d))

a, n = D(2026, 1, 5), 100
add(L, "dates", f"{dlong(a, L)}から{n}日後は何曜日ですか？",
    text=wd(a + dt.timedelta(days=n)))

# ============================== IT (10) ====================================
L = "it"
# --- math (2)
casa, amici = 2340.00, 6
add(L, "math",
    f"Abbiamo preso una casa al mare per {num(casa, L)} € in tutto, siamo in "
    f"{WORDS[L][amici]}. Quanto paga ognuno?",
    round(casa / amici, 2), tol=0.01)

uova, farina, farina_new = 3, 250, 750
add(L, "math",
    f"Per la torta della nonna servono {WORDS[L][uova]} uova ogni {farina} g "
    f"di farina. Se uso {farina_new} g di farina, quante uova mi servono?",
    uova * farina_new / farina)

# --- percent (3)
scontrino, fed = 47.80, 5
add(L, "percent",
    f"Lo scontrino del supermercato fa {num(scontrino, L)} € e con la carta "
    f"fedeltà ho il {fed}% di sconto. Quanto pago alla fine?",
    round(scontrino * (1 - fed / 100), 2), tol=0.01)

iscritti, nuovi = 240, 36
add(L, "percent",
    f"La mia newsletter aveva {iscritti} iscritti, questo mese ne sono "
    f"arrivati {nuovi} nuovi. Di che percentuale sono cresciuto?",
    nuovi / iscritti * 100, tol=0.01)

spese, alim = 1250.50, 312.60
add(L, "percent",
    f"Il mese scorso ho speso {num(spese, L)} € in tutto, di cui "
    f"{num(alim, L)} € per la spesa alimentare. Che percentuale del totale "
    f"è?",
    alim / spese * 100, tol=0.1)

# --- units (3)
libbre = 12
add(L, "units",
    f"Il mio cane pesa {libbre} libbre secondo la bilancia americana, quanti "
    f"chili sono?",
    libbre * LB_KG, rel=0.01)

v_h, v_m = 7, 40
add(L, "units",
    f"Il volo per New York dura {v_h} ore e {v_m} minuti. Quanti minuti sono "
    f"in tutto?",
    v_h * 60 + v_m)

it_kmh = 100
add(L, "units", f"Quanti metri al secondo sono {it_kmh} km/h?",
    it_kmh / 3.6, rel=0.01)

# --- dates (2)
a, b = D(2026, 8, 15), D(2027, 1, 6)
add(L, "dates",
    f"Quanti giorni ci sono dal {dlong(a, L)} al {dlong(b, L)}?",
    (b - a).days)

d = D(2026, 4, 25)
add(L, "dates", f"Che giorno della settimana è il {dlong(d, L)}?",
    text=wd(d))

# ============================== PT (5) =====================================
L = "pt"
# --- math (2)
cafe_n, cafe_p, nota = 4, 18.90, 100
add(L, "math",
    f"Comprei {WORDS[L][cafe_n]} pacotes de café a R$ {num(cafe_p, L)} cada e "
    f"paguei com uma nota de R$ {nota}. Quanto recebo de troco?",
    round(nota - cafe_n * cafe_p, 2), tol=0.01)

kml, viagem = 12, 438
add(L, "math",
    f"Meu carro faz {kml} km por litro. Quantos litros vou precisar para uma "
    f"viagem de {viagem} km?",
    viagem / kml, tol=0.01)

# --- percent (1)
luz_old, luz_new = 236.00, 283.20
add(L, "percent",
    f"Minha conta de luz passou de R$ {num(luz_old, L)} para "
    f"R$ {num(luz_new, L)}. Foi um aumento de quantos por cento?",
    (luz_new - luz_old) / luz_old * 100, tol=0.01)

# --- units (1)
pes = 300
add(L, "units", f"Quantos metros são {pes} pés?", pes * FOOT_M, rel=0.01)

# --- dates (1)
a, b = D(2025, 9, 7), D(2025, 11, 15)
add(L, "dates",
    f"Quantos dias há entre {dlong(a, L)} e {dlong(b, L)}?",
    (b - a).days)

# --------------------------------------------------------------------------
# negative questions (no computation)
# --------------------------------------------------------------------------
NEG = {
    "en": [
        ("writing", "My landlord is raising the rent from $1,400 to $1,550 "
         "starting June 1. Can you help me word a polite email asking if "
         "there's any room to negotiate?"),
        ("recommendation", "I have around $300 for running shoes and a "
         "marathon in 12 weeks — which brands or models would you suggest?"),
        ("translation", "How do you say \"the train leaves at 7:45 from "
         "platform 3\" in Spanish?"),
        ("statement", "Just finished my 5k in 27:14, new personal best!!"),
        ("naming", "What was the name of the 1969 mission that first "
         "landed people on the moon?"),
        ("summary", "Summarize this in one sentence for my boss: Q3 revenue "
         "was $4.2M, up 12% from Q2, and we signed 35 new clients."),
        ("opinion", "Is a 2018 Honda Civic with 95,000 miles for $14,500 "
         "worth considering, or should I keep looking? Just your gut "
         "feeling."),
        ("reminder", "Write me a short reminder text: dentist on Oct 14 at "
         "3:30pm, 221 Maple Street, call 555-0142 if running late."),
        ("advice", "my kid got 68 out of 100 on her fractions test, any "
         "tips for helping her study without making it a fight?"),
        ("recommendation", "Should I install Python 3.12 or stick with 3.11 "
         "on Ubuntu 22.04 for a small Flask app?"),
    ],
    "de": [
        ("advice", "Mein Sohn ist 14 und will für 89 € ein Handy-Spiel "
         "kaufen. Wie rede ich am besten mit ihm darüber?"),
        ("translation", "Wie sagt man auf Englisch „Der Zug hat 20 Minuten "
         "Verspätung“?"),
        ("statement", "Wir sind am 3. Oktober in die Hauptstraße 12 "
         "umgezogen, endlich mehr Platz."),
        ("recommendation", "Ich suche einen Rotwein bis 15 € zu Rinderbraten "
         "für 6 Personen – was passt gut?"),
        ("naming", "Wie heißt das Modell von Bosch mit der Nummer "
         "WAN28K40? Ist das ein Trockner oder eine Waschmaschine?"),
        ("writing", "Formulier mir bitte eine kurze Absage: Ich kann am "
         "Freitag, 14.11., um 18 Uhr leider nicht zum Elternabend."),
        ("opinion", "Findest du, dass 3 Tage Homeoffice und 2 Tage Büro "
         "ein guter Kompromiss sind?"),
        ("planning", "Wir haben 2 Wochen Urlaub im August und etwa 2.000 € "
         "Budget – Ostsee oder Gardasee, was würdest du empfehlen?"),
        ("summary", "Fass kurz zusammen: Der Verein hat 2024 120 neue "
         "Mitglieder gewonnen, die Beiträge bleiben bei 60 € im Jahr."),
        ("advice", "Mein Laptop hat nur 8 GB RAM und 256 GB SSD, lohnt sich "
         "da noch Windows 11 oder lieber Linux?"),
    ],
    "fr": [
        ("translation", "Comment on dit « j'ai rendez-vous à 9 h 30 au 2e "
         "étage » en allemand ?"),
        ("recommendation", "Je cherche un roman à offrir à ma nièce de 12 "
         "ans, budget 20 €, tu as des idées ?"),
        ("statement", "Le PSG a gagné 3 à 1 hier soir, quel match !"),
        ("advice", "J'ai 2 entretiens d'embauche le même jour, à 10 h et à "
         "15 h. Comment bien me préparer ?"),
        ("writing", "Peux-tu rédiger un petit mot pour la voisine du 4e : "
         "on fait une fête samedi 21 juin jusqu'à minuit environ."),
        ("naming", "Comment s'appelle le train qui relie Paris à Londres en "
         "2 h 16 ?"),
        ("opinion", "Un forfait mobile à 9,99 € avec 100 Go, c'est une "
         "bonne offre selon toi ou c'est un piège ?"),
        ("recipe", "J'ai 6 œufs, 200 g de farine et du lait, qu'est-ce que "
         "je peux cuisiner ce soir ?"),
        ("summary", "Résume-moi ce message : la réunion du 12 mars est "
         "déplacée au 19 mars, même salle, 14 h."),
        ("planning", "On a 3 jours à Lisbonne fin avril avec 2 enfants de "
         "5 et 8 ans, qu'est-ce qu'on ne doit pas rater ?"),
    ],
    "es": [
        ("recommendation", "Tengo 500 € para un portátil para la "
         "universidad, ¿qué marca me recomiendas?"),
        ("translation", "¿Cómo se dice en inglés «mi vuelo sale a las 6:40 "
         "de la terminal 4»?"),
        ("statement", "Ayer el Betis ganó 2-0 y mi hermano cumplió 30 "
         "años, día redondo."),
        ("advice", "Mi perro tiene 11 años y pesa 25 kilos, ¿qué tipo de "
         "paseos le convienen ahora?"),
        ("writing", "Escríbeme un mensaje para el grupo: la reunión de "
         "vecinos es el jueves 9 a las 20:00 en el portal 3."),
        ("naming", "¿Cómo se llama el estadio del Real Madrid donde caben "
         "unas 80.000 personas?"),
        ("opinion", "¿Crees que vale la pena pagar 12,99 € al mes por "
         "Netflix si solo veo 2 series?"),
        ("recipe", "Tengo 4 tomates, 1 cebolla y medio kilo de pasta, ¿qué "
         "receta rápida me sugieres?"),
        ("planning", "Llegamos a Madrid el 15 de julio a las 10 de la "
         "mañana, ¿qué museo visitamos primero?"),
        ("advice", "Mi hijo sacó un 4,5 en matemáticas, ¿cómo le ayudo a "
         "organizarse mejor?"),
    ],
    "ru": [
        ("translation", "Как перевести на английский «поезд отправляется в "
         "7:15 с 5-го пути»?"),
        ("recommendation", "Посоветуй смартфон до 30 000 рублей с хорошей "
         "камерой."),
        ("statement", "Вчера «Зенит» выиграл 2:1, отличная игра была."),
        ("advice", "Мне 35 лет, хочу начать бегать 3 раза в неделю — с "
         "чего лучше начать?"),
        ("writing", "Напиши объявление для соседей: 12 апреля с 9:00 до "
         "17:00 в подъезде 2 отключат воду."),
        ("naming", "Как называется самая высокая гора в России высотой "
         "5642 метра?"),
        ("opinion", "Как думаешь, стоит ли брать ипотеку под 18% или лучше "
         "подождать?"),
        ("recipe", "У меня 500 г фарша и 2 картофелины, что приготовить на "
         "ужин?"),
        ("summary", "Перескажи коротко: собрание перенесли с 10 на 17 "
         "марта, начало в 19:00, кабинет 204."),
        ("advice", "Ребёнку 7 лет, он спит по 8 часов — как наладить режим "
         "сна перед школой?"),
    ],
    "pt": [
        ("recommendation", "Tenho R$ 2.000 para comprar um celular, qual "
         "modelo você indica?"),
        ("translation", "Como se diz em inglês \"a reunião é às 15h na "
         "sala 302\"?"),
        ("statement", "O Flamengo ganhou de 3 a 0 ontem, foi lindo!"),
        ("advice", "Meu filho de 16 anos quer trabalhar 20 horas por "
         "semana, o que você acha que devo considerar?"),
        ("writing", "Escreve uma mensagem para o condomínio: mudança no "
         "sábado, dia 8, das 8h às 12h, apartamento 41."),
        ("naming", "Qual é o nome da ponte de 13 km que liga o Rio a "
         "Niterói?"),
        ("opinion", "Vale a pena comprar um carro 2015 com 120 mil km por "
         "R$ 45.000, na sua opinião?"),
        ("recipe", "Tenho 3 ovos, 2 xícaras de farinha e bananas, que bolo "
         "posso fazer?"),
        ("planning", "Vou passar 5 dias em Lisboa em maio, quais bairros "
         "devo visitar?"),
        ("summary", "Resume isto: a loja da Rua Augusta, 120, abre das 9h "
         "às 19h e fecha aos domingos."),
    ],
}

NEG_ITEMS = []
for lang, items in NEG.items():
    for i, (kind, q) in enumerate(items, 1):
        NEG_ITEMS.append({"id": f"r26neg-{lang}-{i}", "category": "negative",
                          "language": lang, "question": q,
                          "expect": {"no_computation": True}, "kind": kind})

# --------------------------------------------------------------------------
# checks
# --------------------------------------------------------------------------
EXPECT_LANG = {"en": 20, "de": 15, "fr": 15, "es": 15, "ru": 10, "ja": 10,
               "it": 10, "pt": 5}
EXPECT_CAT = {  # (math, percent, units, dates) per language
    "en": (5, 5, 5, 5), "de": (4, 4, 4, 3), "fr": (4, 4, 4, 3),
    "es": (4, 4, 4, 3), "ru": (3, 3, 2, 2), "ja": (3, 2, 2, 3),
    "it": (2, 3, 3, 2), "pt": (2, 1, 1, 1),
}
CATS = ("math", "percent", "units", "dates")
NEG_LANG = {"en": 10, "de": 10, "fr": 10, "es": 10, "ru": 10, "pt": 10}


def check():
    errors = []
    if len(Q) != 100:
        errors.append(f"value questions: {len(Q)} != 100")
    lang_c = Counter(q["language"] for q in Q)
    if dict(lang_c) != EXPECT_LANG:
        errors.append(f"language counts {dict(lang_c)} != {EXPECT_LANG}")
    for lang, want in EXPECT_CAT.items():
        got = tuple(sum(1 for q in Q if q["language"] == lang
                        and q["category"] == c) for c in CATS)
        if got != want:
            errors.append(f"{lang} category counts {got} != {want}")
        if max(got) - min(got) > 1 and lang != "pt":
            errors.append(f"{lang} categories not even: {got}")
    ids = [q["id"] for q in Q] + [q["id"] for q in NEG_ITEMS]
    dup = [i for i, c in Counter(ids).items() if c > 1]
    if dup:
        errors.append(f"duplicate ids: {dup}")
    texts = [q["question"] for q in Q] + [q["question"] for q in NEG_ITEMS]
    dupt = [t for t, c in Counter(texts).items() if c > 1]
    if dupt:
        errors.append(f"duplicate questions: {dupt}")
    for q in Q:
        e = q["expect"]
        if q["category"] not in CATS:
            errors.append(f"{q['id']}: bad category")
        if "text" in e:
            if q["category"] != "dates" or e["text"] not in WEEKDAYS:
                errors.append(f"{q['id']}: bad text expectation")
        else:
            x = e.get("number")
            if not isinstance(x, (int, float)) or x != x:
                errors.append(f"{q['id']}: bad number")
            for k in ("tolerance", "rel_tolerance"):
                if k in e and not (0 < e[k] < 1 or (k == "tolerance" and
                                                     e[k] <= 1)):
                    errors.append(f"{q['id']}: odd {k}")
        # numbers in decimal-comma languages must not contain a decimal point
        if q["language"] in ("de", "fr", "es", "it", "pt", "ru"):
            if re.search(r"\d\.\d{1,2}(?!\d)", q["question"]) and \
                    q["category"] != "dates":
                errors.append(f"{q['id']}: English-style decimal point")
    neg_c = Counter(q["language"] for q in NEG_ITEMS)
    if dict(neg_c) != NEG_LANG or len(NEG_ITEMS) != 60:
        errors.append(f"negative counts {dict(neg_c)} != {NEG_LANG}")
    for q in NEG_ITEMS:
        if not any(ch.isdigit() for ch in q["question"]):
            errors.append(f"{q['id']}: negative has no number")
        if not q["kind"]:
            errors.append(f"{q['id']}: missing kind")
    return errors


def main():
    errors = check()
    if errors:
        for e in errors:
            print("ERROR:", e, file=sys.stderr)
        return 1
    with open(OUT_VALUES, "w", encoding="utf-8") as f:
        for q in Q:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    with open(OUT_NEG, "w", encoding="utf-8") as f:
        for q in NEG_ITEMS:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    # re-read and verify
    for path, n in ((OUT_VALUES, 100), (OUT_NEG, 60)):
        with open(path, encoding="utf-8") as f:
            rows = [json.loads(line) for line in f if line.strip()]
        if len(rows) != n:
            print(f"ERROR: {path} has {len(rows)} rows, want {n}",
                  file=sys.stderr)
            return 1
    print(f"wrote {OUT_VALUES}: {len(Q)} value questions")
    print("  per language:", dict(Counter(q["language"] for q in Q)))
    print("  per category:", dict(Counter(q["category"] for q in Q)))
    print("  weekday (text) expectations:",
          sum(1 for q in Q if "text" in q["expect"]))
    for lang in EXPECT_LANG:
        got = {c: sum(1 for q in Q if q["language"] == lang
                      and q["category"] == c) for c in CATS}
        print(f"  {lang}: {got}")
    print(f"wrote {OUT_NEG}: {len(NEG_ITEMS)} negative questions")
    print("  per language:", dict(Counter(q["language"] for q in NEG_ITEMS)))
    print("  kinds:", dict(Counter(q["kind"] for q in NEG_ITEMS)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
