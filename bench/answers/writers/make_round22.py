#!/usr/bin/env python3
"""Round 22 blind evaluation set: 100 computation questions + 60 negatives.

Every expected value is computed here (Decimal for money / exact arithmetic,
datetime.date for calendar questions). Standard library only.
"""
import json
import os
from collections import Counter
from datetime import date, timedelta
from decimal import Decimal as D, ROUND_HALF_UP, ROUND_CEILING

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.normpath(os.path.join(HERE, ".."))
OUT_POS = os.path.join(OUT_DIR, "fresh_round22.jsonl")
OUT_NEG = os.path.join(OUT_DIR, "fresh_negative22.jsonl")

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]

# exact unit constants
INCH_CM = D("2.54")
MILE_KM = D("1.609344")
LB_KG = D("0.45359237")
OZ_G = D("28.349523125")
GAL_L = D("3.785411784")


def f_to_c(f):
    return (D(f) - 32) * 5 / 9


def c_to_f(c):
    return D(c) * 9 / 5 + 32


def ceil_div(a, b):
    return int((D(a) / D(b)).to_integral_value(rounding=ROUND_CEILING))


def days_between(a, b):
    return D((b - a).days)


def weekday(d):
    return WEEKDAYS[d.weekday()]


def pct_change(old, new):
    return (D(new) - D(old)) / D(old) * 100


# sanity checks of the helpers
assert weekday(date(1976, 7, 4)) == "Sunday"
assert f_to_c(212) == 100 and c_to_f(-40) == -40
assert ceil_div(130, 8) == 17 and ceil_div(96, 52) == 2

# ---------------------------------------------------------------------------
# Positive items: (language, category, question, value)
# value: Decimal/int -> number ; str -> weekday text
# ---------------------------------------------------------------------------
P = []


def add(lang, cat, q, val):
    P.append((lang, cat, q, val))


# ============================ ENGLISH (20) =================================
add("en", "math",
    "ok so dinner came to $187.60 for the 4 of us and we're splitting it evenly "
    "(tip was already included on the bill). how much does each person owe?",
    D("187.60") / 4)
add("en", "math",
    "Grabbing stuff for the bbq on Saturday: 3 packs of burger buns at $2.49 each, "
    "2 lbs of ground beef at $8.75 per lb, and one $4.99 bag of chips. What's my total?",
    3 * D("2.49") + 2 * D("8.75") + D("4.99"))
add("en", "math",
    "paid with a $50 bill and the cashier rang me up for $31.47... how much change "
    "should i have gotten back? pretty sure she shorted me lol",
    D(50) - D("31.47"))
add("en", "math",
    "My daughter's math test scores this term were 78, 85, 91, 88 and 70. "
    "What's her average score?",
    D(78 + 85 + 91 + 88 + 70) / 5)
add("en", "math",
    "Costco has a 24-pack of sparkling water for $13.68. what does that come out to per can?",
    D("13.68") / 24)
add("en", "math",
    "We've got 130 guests confirmed for the reception 💍 and each round table seats 8. "
    "How many tables do we need to rent so everyone has a seat?",
    ceil_div(130, 8))
add("en", "math",
    "worked 37.5 hrs this week at $22.40 an hour, what's my pay before taxes?",
    D("37.5") * D("22.40"))
add("en", "math",
    "Trying to get my finances together. Take-home is $2,400 a month. Rent is $1,150, "
    "groceries $380, car payment $295 and my phone plan is $65. How much is left over for everything else?",
    D(2400) - D(1150) - D(380) - D(295) - D(65))
add("en", "percent",
    "That denim jacket I've been eyeing is $120 and it's 35% off this weekend. "
    "What would I actually pay?",
    D(120) * (1 - D("0.35")))
add("en", "percent",
    "Bill at the diner was $64.80 and service was great, I want to tip 18%. "
    "How much is the tip (just the tip, not the total)?",
    D("64.80") * D("0.18"))
add("en", "percent",
    "Just got a 4.5% raise on my $58,000 salary 🎉 what's my new yearly salary?",
    D(58000) * D("1.045"))
add("en", "percent",
    "We surveyed 250 customers at the store and 87 said they'd definitely come back. "
    "What percentage is that?",
    D(87) / 250 * 100)
add("en", "percent",
    "Our electric bill jumped from $142 in June to $187 in July (thanks AC). "
    "By what percent did it go up?",
    pct_change(142, 187))
add("en", "units",
    "Recipie says bake at 350°F but my oven is a European one that only shows Celsius. "
    "What's 350°F in °C?",
    f_to_c(350))
add("en", "units",
    "I'm 5 foot 9, how tall is that in centimeters? filling out a form for a trip abroad",
    (5 * 12 + 9) * INCH_CM)
add("en", "units",
    "The loop trail at the state park is 12 km round trip. How many miles is that?",
    D(12) / MILE_KM)
add("en", "units",
    "my checked bag weighs 23 kg acording to the hotel scale. how many pounds is that?",
    D(23) / LB_KG)
add("en", "dates",
    "How many days are there from March 3, 2025 to July 19, 2025?",
    days_between(date(2025, 3, 3), date(2025, 7, 19)))
add("en", "dates",
    "The passport office said my new passport will be ready 45 days after January 20, 2026. "
    "What day of the week will that be?",
    weekday(date(2026, 1, 20) + timedelta(days=45)))
add("en", "dates",
    "random question but what day of the week was July 4, 1976? my grandpa swears it was a Sunday",
    weekday(date(1976, 7, 4)))

# ============================ GERMAN (15) ==================================
add("de", "math",
    "Wir waren gestern zu fünft Pizza essen, die Rechnung war 96,50 €. "
    "Wie viel zahlt jeder, wenn wir's gleichmäßig aufteilen?",
    D("96.50") / 5)
add("de", "math",
    "Beim Bäcker: 6 Brötchen à 0,45 €, ein Bauernbrot für 3,80 € und zwei Stück "
    "Käsekuchen je 2,90 €. Was macht das zusammen?",
    6 * D("0.45") + D("3.80") + 2 * D("2.90"))
add("de", "math",
    "Hab mit nem 20-€-Schein bezahlt, der Einkauf war 13,76 €. Wieviel Wechselgeld müsste ich bekommen?",
    D(20) - D("13.76"))
add("de", "math",
    "Umzug steht an 📦 Wir haben genau 1.350 Bücher und in eine Bücherkiste passen 40 Stück. "
    "Wie viele Kisten brauchen wir mindestens?",
    ceil_div(1350, 40))
add("de", "math",
    "Minijob: im Mai hab ich 43 Stunden gearbeitet, Stundenlohn 12,82 €. Wie viel hab ich verdient?",
    43 * D("12.82"))
add("de", "math",
    "Die letzten vier Stromabschläge waren 78 €, 84 €, 91 € und 79 €. "
    "Was ist im Schnitt ein Abschlag?",
    D(78 + 84 + 91 + 79) / 4)
add("de", "percent",
    "Der Staubsauger kostet 129,99 € und heute gibt's 20 % Rabatt an der Kasse. Was zahl ich dann?",
    D("129.99") * D("0.80"))
add("de", "percent",
    "Angebot vom Handwerker: 850 € netto, da kommen noch 19 % MwSt. drauf. "
    "Wie hoch ist der Bruttobetrag?",
    D(850) * D("1.19"))
add("de", "percent",
    "Auf dem Kassenbon steht 59,50 € inkl. 19 % MwSt. Wie viel davon ist eigentlich die Mehrwertsteuer?",
    D("59.50") - D("59.50") / D("1.19"))
add("de", "percent",
    "Unser Vermieter erhöht die Kaltmiete von 780 € auf 819 €. Um wie viel Prozent ist das?",
    pct_change(780, 819))
add("de", "units",
    "Im amerikanischen Rezept stehen 8 oz Butter. Wie viel Gramm sind das?",
    8 * OZ_G)
add("de", "units",
    "Wir machen nen Roadtrip in Kalifornien und das Tempolimit ist 65 mph. Wieviel km/h sind das?",
    65 * MILE_KM)
add("de", "units",
    "Unser Aufstellpool fasst 15.000 Liter Wasser. Wie viele Kubikmeter sind das?",
    D(15000) / 1000)
add("de", "dates",
    "Wie viele Tage sind es vom 15.08.2025 bis zum 24.12.2025? Die Kinder fragen schon 🎄",
    days_between(date(2025, 8, 15), date(2025, 12, 24)))
add("de", "dates",
    "Welcher Wochentag ist der 3. Oktober 2026? Will wissen ob's ein Brückentag wird",
    weekday(date(2026, 10, 3)))

# ============================ FRENCH (15) ==================================
add("fr", "math",
    "On était 6 au resto pour l'anniv de Julie, l'addition fait 243,60 €. "
    "Ça fait combien chacun si on partage en parts égales ?",
    D("243.60") / 6)
add("fr", "math",
    "Au marché j'ai pris 2 kg de tomates à 3,20 € le kilo, une barquette de fraises à 4,50 € "
    "et 3 baguettes à 1,15 €. Ça fait combien en tout ?",
    2 * D("3.20") + D("4.50") + 3 * D("1.15"))
add("fr", "math",
    "Je paye avec un billet de 50 € pour 37,85 € de courses, on doit me rendre combien ?",
    D(50) - D("37.85"))
add("fr", "math",
    "Sortie scolaire au zoo : 87 élèves + 9 accompagnateurs, et les cars ont 52 places chacun. "
    "Il faut réserver combien de cars ?",
    ceil_div(87 + 9, 52))
add("fr", "math",
    "Le pack de 6 bouteilles d'eau est à 2,94 €, ça revient à combien la bouteille ?",
    D("2.94") / 6)
add("fr", "math",
    "Budget vacances : 1 800 € au total. Location 950 €, essence 180 €, courses 320 €. "
    "Il me reste combien pour les sorties ?",
    D(1800) - D(950) - D(180) - D(320))
add("fr", "percent",
    "Soldes !! Un manteau à 189 € avec -40 %, il coûte combien après la réduc ?",
    D(189) * D("0.60"))
add("fr", "percent",
    "Le prix TTC est de 96 € avec une TVA à 20 %. Ça fait combien hors taxe ?",
    D(96) / D("1.20"))
add("fr", "percent",
    "J'ai eu 34 bonnes réponses sur 40 au test blanc du code 🚗 ça fait quel pourcentage ?",
    D(34) / 40 * 100)
add("fr", "percent",
    "Mon loyer passe de 650 € à 682,50 € en janvier. C'est une hausse de combien de pourcents ?",
    pct_change(650, D("682.50")))
add("fr", "units",
    "Le thermomètre américain de mon pote affiche 98,6 °F, ça fait combien en degrés Celsius ?",
    f_to_c(D("98.6")))
add("fr", "units",
    "Les roues de mon VTT font 26 pouces de diamètre, ça fait combien en cm ?",
    26 * INCH_CM)
add("fr", "units",
    "Mon coloc a couru 10 miles ce matin (il est anglais 🙄), ça donne quoi en km ?",
    10 * MILE_KM)
add("fr", "dates",
    "Combien de jours y a-t-il entre le 1er février 2024 et le 1er mai 2024 ?",
    days_between(date(2024, 2, 1), date(2024, 5, 1)))
add("fr", "dates",
    "La sage-femme veut me revoir 6 semaines après le 2 septembre 2025. "
    "Ça tombe quel jour de la semaine ?",
    weekday(date(2025, 9, 2) + timedelta(weeks=6)))

# ============================ SPANISH (15) =================================
add("es", "math",
    "Fuimos 3 amigas a cenar y la cuenta fue de 74,85 €. ¿Cuanto pone cada una?",
    D("74.85") / 3)
add("es", "math",
    "Compré 4 botellas de aceite de oliva a 6,75 € cada una y 2 paquetes de arroz de 1,30 €. "
    "¿Cuánto es el total?",
    4 * D("6.75") + 2 * D("1.30"))
add("es", "math",
    "Gano 9,50 € la hora y este mes trabajé 96 horas en la cafetería. ¿Cuánto cobro en bruto?",
    D("9.50") * 96)
add("es", "math",
    "Para el cumple de mi hijo necesito 250 vasos y vienen en paquetes de 30. "
    "¿Cuántos paquetes tengo que comprar como mínimo?",
    ceil_div(250, 30))
add("es", "math",
    "Lo que gasté en gasolina estos tres meses: 112 €, 98 € y 127 €. ¿Cuál es el promedio al mes?",
    D(112 + 98 + 127) / 3)
add("es", "math",
    "Pagué con un billete de $500 en el súper y lo que compré costaba $327.50, "
    "¿cuánto me tienen que dar de cambio?",
    D(500) - D("327.50"))
add("es", "percent",
    "Unas zapatillas de 89,95 € tienen un 25 % de descuento. ¿En cuánto se quedan?",
    D("89.95") * D("0.75"))
add("es", "percent",
    "La cuenta del restaurante fue de 56 € y quiero dejar un 10 % de propina. "
    "¿Cuánto pago en total con la propina incluida?",
    D(56) * D("1.10"))
add("es", "percent",
    "De los 1.200 empleados de mi empresa, 276 teletrabajan. ¿Qué porcentaje es eso?",
    D(276) / 1200 * 100)
add("es", "percent",
    "Me subieron el alquiler de 850 € a 918 € 😤 ¿de qué porcentaje es la subida?",
    pct_change(850, 918))
add("es", "units",
    "La receta gringa dice horno a 400 °F, ¿cuántos grados centígrados son?",
    f_to_c(400))
add("es", "units",
    "Mi sobrino de EE. UU. dice que mide 5 pies y 4 pulgadas, ¿cuánto es eso en centímetros?",
    (5 * 12 + 4) * INCH_CM)
add("es", "units",
    "Compré un galón de leche en Miami, ¿cuántos litros son?",
    GAL_L)
add("es", "dates",
    "¿Cuántos días hay del 10 de enero de 2026 al 30 de junio de 2026?",
    days_between(date(2026, 1, 10), date(2026, 6, 30)))
add("es", "dates",
    "Si hoy fuera 28 de diciembre de 2025, ¿qué día de la semana sería dentro de 100 días?",
    weekday(date(2025, 12, 28) + timedelta(days=100)))

# ============================ RUSSIAN (15) =================================
add("ru", "math",
    "Скинулись впятером на подарок начальнику, подарок стоил 7 450 ₽. Сколько с каждого?",
    D(7450) / 5)
add("ru", "math",
    "Купила 3 кг картошки по 45 ₽ за кило, 2 пачки масла по 189,90 ₽ и хлеб за 62 ₽. "
    "Скольк всего вышло?",
    3 * D(45) + 2 * D("189.90") + D(62))
add("ru", "math",
    "Дала кассиру тысячу рублей, покупка на 684 ₽. Сколько сдачи должны дать?",
    D(1000) - D(684))
add("ru", "math",
    "Нужно отвезти 38 человек на базу отдыха, в микроавтобус влезает 8 пассажиров. "
    "Сколько микроавтобусов заказывать?",
    ceil_div(38, 8))
add("ru", "math",
    "Зарплата 85 000 ₽ в месяц. Коммуналка 7 800, кредит 23 500, на продукты 20 000. "
    "Сколько остаётся на всё остальное?",
    D(85000) - D(7800) - D(23500) - D(20000))
add("ru", "math",
    "Температура на даче за неделю днём: пн 12, вт 15, ср 9, чт 11, пт 13 градусов. "
    "Какая средняя за эти пять дней?",
    D(12 + 15 + 9 + 11 + 13) / 5)
add("ru", "percent",
    "Телевизор стоил 45 990 ₽, сейчас на него скидка 15%. Сколько он стоит со скидкой?",
    D(45990) * D("0.85"))
add("ru", "percent",
    "Положил 200 000 ₽ на вклад под 12% годовых на год, без капитализации. "
    "Сколько рублей процентов я получу через год?",
    D(200000) * D("0.12"))
add("ru", "percent",
    "Зарплату подняли с 60 000 до 66 600 ₽ 🙂 На сколько процентов подняли?",
    pct_change(60000, 66600))
add("ru", "percent",
    "Из 32 учеников в классе 24 написали контрольную на 4 и 5. Какой это процент?",
    D(24) / 32 * 100)
add("ru", "units",
    "В американском рецепте 1,5 фунта говядины. Сколько это в граммах?",
    D("1.5") * LB_KG * 1000)
add("ru", "units",
    "Пригнали машину из США, спидометр в милях. 55 миль в час — это сколько км/ч?",
    55 * MILE_KM)
add("ru", "units",
    "У нас на улице -5 °C, а друг из Америки спрашивает, сколько это по Фаренгейту. Сколько?",
    c_to_f(-5))
add("ru", "dates",
    "Сколько дней с 1 сентября 2025 года до 31 декабря 2025 года?",
    days_between(date(2025, 9, 1), date(2025, 12, 31)))
add("ru", "dates",
    "Какой день недели будет 9 мая 2027 года?",
    weekday(date(2027, 5, 9)))

# ============================ JAPANESE (10) ================================
add("ja", "math",
    "昨日の飲み会、会計が23,400円で6人で割り勘にしたんだけど、一人いくらだった？",
    D(23400) / 6)
add("ja", "math",
    "コンビニでおにぎり2個（1個150円）とお茶1本（130円）を買って1,000円札で払ったら、"
    "おつりはいくら？ 値段は全部税込です",
    D(1000) - (2 * D(150) + D(130)))
add("ja", "math",
    "時給1,150円で週18時間バイトしてる。4週間だといくらになる？",
    D(1150) * 18 * 4)
add("ja", "math",
    "卵10個入りのパックが248円。1個あたりいくら？",
    D(248) / 10)
add("ja", "percent",
    "税抜き3,800円の商品って、消費税10%込みだといくら？",
    D(3800) * D("1.10"))
add("ja", "percent",
    "定価12,000円のバッグが30%オフになってた！いくらで買える？",
    D(12000) * D("0.70"))
add("ja", "units",
    "アメリカ人の友達が身長6フィート2インチなんだって。センチだと何cm？",
    (6 * 12 + 2) * INCH_CM)
add("ja", "units",
    "マラソンの距離って26.2マイルらしいけど、キロに直すと何km？",
    D("26.2") * MILE_KM)
add("ja", "dates",
    "2025年4月1日から2025年12月25日までって何日ある？",
    days_between(date(2025, 4, 1), date(2025, 12, 25)))
add("ja", "dates",
    "2026年2月14日って何曜日？バレンタインの予定立てたくて",
    weekday(date(2026, 2, 14)))

# ============================ ITALIAN (10) =================================
add("it", "math",
    "Siamo in 4 a cena e il conto è 138,40 €. Quanto paga ciascuno se dividiamo alla romana?",
    D("138.40") / 4)
add("it", "math",
    "Ho preso 3 pacchi di pasta a 1,29 € l'uno e 2 barattoli di sugo a 2,35 €. Quanto ho speso in tutto?",
    3 * D("1.29") + 2 * D("2.35"))
add("it", "math",
    "Per la comunione di mia figlia abbiamo 75 invitati e ogni tavolo ne tiene 10. "
    "Quanti tavoli ci servono?",
    ceil_div(75, 10))
add("it", "math",
    "Le bollette della luce degli ultimi tre bimestri: 96 €, 112 € e 88 €. Qual è la media?",
    D(96 + 112 + 88) / 3)
add("it", "percent",
    "Scarpe da 75 € col 20% di sconto, quanto le pago alla fine?",
    D(75) * D("0.80"))
add("it", "percent",
    "Ho pagato 61 € IVA inclusa al 22%. Qual è l'importo senza IVA?",
    D(61) / D("1.22"))
add("it", "units",
    "La ricetta americana dice forno a 425 °F, quanti gradi centigradi sono?",
    f_to_c(425))
add("it", "units",
    "Lo zaino secondo l'etichetta pesa 15 libbre, quanti chili sono?",
    15 * LB_KG)
add("it", "dates",
    "Quanti giorni ci sono dal 25 aprile 2025 al 2 giugno 2025?",
    days_between(date(2025, 4, 25), date(2025, 6, 2)))
add("it", "dates",
    "Il 25 dicembre 2026 che giorno della settimana cade?",
    weekday(date(2026, 12, 25)))


def make_expect(cat, val):
    if isinstance(val, str):
        assert val in WEEKDAYS
        return {"text": val}
    v = D(val)
    if v == v.to_integral_value():
        return {"number": int(v)}
    r = v.quantize(D("0.01"), rounding=ROUND_HALF_UP)
    exp = {"number": float(r)}
    if cat == "units":
        exp["rel_tolerance"] = 0.01
    else:
        exp["tolerance"] = 0.01
    return exp


# ---------------------------------------------------------------------------
# Negative items: (language, kind, question)
# ---------------------------------------------------------------------------
N = [
    # English
    ("en", "advice", "I paid $1,249 for this laptop 3 weeks ago and it's already lagging. Should I return it or just live with it?"),
    ("en", "story", "Can you write a short bedtime story about a 300-year-old dragon who's afraid of the dark? My son is 5."),
    ("en", "reminder", "Remind me to call the dentist at (555) 014-2273 tomorrow around 9:30 am."),
    ("en", "small_talk", "We lost 3-2 in overtime last night and I'm still salty 😩 say something to cheer me up"),
    ("en", "explanation", "What's the actual difference between USB 3.2 Gen 2 and Thunderbolt 4? Both say 10 Gbps+ on the box."),
    ("en", "cooking_advice", "My recipe calls for 2 cups of flour and 1.5 tsp baking soda. Can I swap the baking soda for baking powder?"),
    ("en", "thanks", "Thanks so much for helping me plan the trip for 12 people on the 14th, you're a lifesaver!"),
    ("en", "translation", "Translate into Spanish: \"The meeting on March 5 at 3 pm has been moved to room 204.\""),
    ("en", "opinion", "Got offers for $72,000 at a startup and $65,000 plus a 10% bonus at a big company. Not asking for the math, which one is better for career growth in your opinion?"),
    ("en", "recommendation", "My iPhone 12 is on iOS 17.4.1. Is it worth updating to iOS 18 or will it slow the phone down?"),
    # German
    ("de", "recommendation", "Ich wohne in der Hauptstraße 42, 10115 Berlin – kannst du mir ein nettes italienisches Restaurant in der Nähe empfehlen?"),
    ("de", "advice", "Mein Sohn hat in der Mathearbeit eine 4 geschrieben, 18 von 40 Punkten. Wie kann ich ihn motivieren, ohne Druck zu machen?"),
    ("de", "poem", "Schreib mir ein kurzes Gedicht zum 50. Geburtstag meiner Mutter am 12. Juni."),
    ("de", "explanation", "Was bedeutet eigentlich die Energieeffizienzklasse A bei einer Waschmaschine mit 8 kg und 1.400 Umdrehungen?"),
    ("de", "thanks", "Danke für den Tipp mit 180 Grad Umluft und 25 Minuten, der Kuchen ist super geworden! 😊"),
    ("de", "reminder", "Erinner mich bitte am 3.11. um 14 Uhr daran, die Winterreifen wechseln zu lassen."),
    ("de", "translation", "Übersetze bitte ins Englische: „Die Lieferung von 250 Stück kommt voraussichtlich in KW 23.“"),
    ("de", "opinion", "Bayern hat 5:1 gewonnen – was hältst du von Kane in dieser Saison?"),
    ("de", "advice", "Ich verdiene 2.300 € netto und überlege, mir ein E-Bike für 2.999 € auf Raten zu kaufen. Ist das vernünftig oder eher nicht?"),
    ("de", "troubleshooting", "Unsere FritzBox 7590 verliert ständig die Verbindung, meistens so gegen 20 Uhr. Woran kann das liegen?"),
    # French
    ("fr", "advice", "J'ai payé 45 € pour une coupe et je suis déçue, comment le dire poliment à la coiffeuse ?"),
    ("fr", "story", "Raconte-moi une petite histoire sur un chat qui habite au 7e étage du 12 rue des Lilas."),
    ("fr", "health_advice", "Ma fille de 4 ans a 38,5 de fièvre depuis ce matin, est-ce que je dois m'inquiéter ?"),
    ("fr", "translation", "Traduis en anglais : « Le train de 8 h 15 pour Lyon part du quai 3. »"),
    ("fr", "thanks", "Merci pour la recette, les 200 g de chocolat noir c'était parfait 😍"),
    ("fr", "recommendation", "Tu me conseilles plutôt l'iPhone 15 à 969 € ou le Pixel 8 à 799 € pour quelqu'un qui fait beaucoup de photos ?"),
    ("fr", "reminder", "Rappelle-moi d'appeler le 01 42 68 53 00 vendredi à 10 h."),
    ("fr", "explanation", "C'est quoi la différence entre le Wi-Fi 6 et le Wi-Fi 6E ?"),
    ("fr", "small_talk", "Le PSG a gagné 3-0 hier soir, t'as vu le match ?"),
    ("fr", "advice", "Je cours 5 km en 28 minutes, tu aurais des conseils pour progresser ?"),
    # Spanish
    ("es", "recommendation", "Mi abuela cumple 90 años el 15 de agosto, ¿qué le puedo regalar?"),
    ("es", "writing", "Escríbeme un mensaje para felicitar a mi equipo por cerrar el trimestre con 1,2 millones en ventas."),
    ("es", "explanation", "¿Qué significa el código de error E-04 en mi lavadora Bosch Serie 6?"),
    ("es", "thanks", "Gracias por lo de ayer, al final el vuelo IB3166 salió puntual a las 7:40 ✈️"),
    ("es", "reminder", "Recuérdame pagar el recibo de la luz de 63,20 € antes del día 20."),
    ("es", "translation", "Traduce al inglés: «El piso tiene 85 m², 3 habitaciones y está en la cuarta planta.»"),
    ("es", "opinion", "El Madrid le ganó 2-1 al Barça, ¿crees que este año gana la Liga?"),
    ("es", "advice", "Tengo 35 años y gano 28.000 € al año, ¿me conviene más un plan de pensiones o invertir en fondos indexados?"),
    ("es", "cooking_advice", "La receta dice 500 g de harina y 3 huevos, ¿puedo usar harina integral en vez de la normal?"),
    ("es", "advice", "Vivo en la calle Mayor 14, 3º B, y el vecino hace ruido hasta las 2 de la mañana. ¿Cómo se lo digo sin discutir?"),
    # Russian
    ("ru", "advice", "Купил кроссовки за 12 990 ₽, а они натирают пятку. Как их разносить?"),
    ("ru", "writing", "Напиши короткое поздравление коллеге с 30-летием, она работает у нас уже 5 лет."),
    ("ru", "explanation", "Что означает маркировка 5W-40 на моторном масле?"),
    ("ru", "thanks", "Спасибо! Пирог при 180 градусах 40 минут получился идеальным 🙏"),
    ("ru", "reminder", "Напомни мне 15 марта в 10:00 записаться к врачу по номеру 8 800 555-35-35."),
    ("ru", "translation", "Переведи на английский: «Встреча 12 апреля в 14:30 в кабинете 305»."),
    ("ru", "opinion", "Зенит выиграл 3:1, как думаешь, возьмут чемпионство в этом сезоне?"),
    ("ru", "advice", "Мне предлагают работу за 150 тысяч, но ехать полтора часа в одну сторону. Стоит ли соглашаться?"),
    ("ru", "recommendation", "Посоветуй ноутбук для учёбы до 60 000 рублей, чтобы было 16 ГБ оперативки."),
    ("ru", "story", "Расскажи сказку про ёжика, которому исполнилось 7 лет."),
    # Japanese
    ("ja", "advice", "3,980円で買ったイヤホン、片耳しか聞こえなくなった…どうしたらいい？"),
    ("ja", "writing", "10月12日に友達の結婚式でスピーチするんだけど、3分くらいの例文を考えて！"),
    ("ja", "explanation", "「5G」と「4G LTE」の違いをわかりやすく教えて。"),
    ("ja", "thanks", "ありがとう！教えてもらった通り200℃で15分焼いたら完璧だった😊"),
    ("ja", "reminder", "明日の朝7時半に03-1234-5678に電話するのを思い出させて。"),
    ("ja", "translation", "英語に訳して：「会議は3月5日午後2時から302号室で行います。」"),
    ("ja", "opinion", "昨日の試合、阪神が4対3で勝ったね！今年は優勝できると思う？"),
    ("ja", "advice", "月収25万円で一人暮らししてるんだけど、節約のコツってある？"),
    ("ja", "recommendation", "身長170cm、体重65kgなんだけど、おすすめの筋トレメニューある？"),
    ("ja", "recommendation", "型番KJ-55X85Lのテレビってゲーム用に向いてる？"),
]


def main():
    pos_lines = []
    counters = Counter()
    for lang, cat, q, val in P:
        counters[(lang, cat)] += 1
        pos_lines.append({
            "id": "r22-%s-%s-%d" % (lang, cat, counters[(lang, cat)]),
            "category": cat,
            "language": lang,
            "question": q,
            "expect": make_expect(cat, val),
        })
    neg_lines = []
    ncount = Counter()
    for lang, kind, q in N:
        ncount[lang] += 1
        neg_lines.append({
            "id": "r22neg-%s-%d" % (lang, ncount[lang]),
            "category": "negative",
            "language": lang,
            "question": q,
            "expect": {"no_computation": True},
            "kind": kind,
        })

    # --- checks ---
    want_lang = {"en": 20, "de": 15, "fr": 15, "es": 15, "ru": 15, "ja": 10, "it": 10}
    want_cat = {"math": 40, "percent": 25, "units": 20, "dates": 15}
    assert len(pos_lines) == 100, len(pos_lines)
    assert Counter(x["language"] for x in pos_lines) == Counter(want_lang)
    assert Counter(x["category"] for x in pos_lines) == Counter(want_cat)
    assert len(neg_lines) == 60
    assert Counter(x["language"] for x in neg_lines) == Counter(
        {l: 10 for l in ("en", "de", "fr", "es", "ru", "ja")})
    allq = [x["question"] for x in pos_lines + neg_lines]
    alli = [x["id"] for x in pos_lines + neg_lines]
    assert len(set(allq)) == len(allq), "duplicate question"
    assert len(set(alli)) == len(alli), "duplicate id"

    with open(OUT_POS, "w", encoding="utf-8") as f:
        for x in pos_lines:
            f.write(json.dumps(x, ensure_ascii=False) + "\n")
    with open(OUT_NEG, "w", encoding="utf-8") as f:
        for x in neg_lines:
            f.write(json.dumps(x, ensure_ascii=False) + "\n")
    print("wrote", OUT_POS, len(pos_lines))
    print("wrote", OUT_NEG, len(neg_lines))


if __name__ == "__main__":
    main()
