#!/usr/bin/env python3
"""Round 23 blind evaluation set: 100 computation questions + 60 negatives.

Every expected value is computed here (Decimal for money/exact arithmetic,
datetime.date for calendar questions). Standard library only.
"""
import json
import math
import os
from collections import Counter
from datetime import date, timedelta
from decimal import Decimal as D, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.normpath(os.path.join(HERE, ".."))
POS_PATH = os.path.join(OUT_DIR, "fresh_round23.jsonl")
NEG_PATH = os.path.join(OUT_DIR, "fresh_negative23.jsonl")

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]

# exact conversion factors
INCH_CM = D("2.54")
MILE_KM = D("1.609344")
FOOT_M = D("0.3048")
LB_KG = D("0.45359237")
OZ_G = D("28.349523125")
USGAL_L = D("3.785411784")


def wd(d):
    return WEEKDAYS[d.weekday()]


def days(a, b):
    return (b - a).days


def f2c(f):
    return (D(f) - 32) * 5 / 9


def c2f(c):
    return D(c) * 9 / 5 + 32


items = []
counters = Counter()


def q(lang, cat, text, value):
    counters[(lang, cat)] += 1
    qid = "r23-%s-%s-%d" % (lang, cat, counters[(lang, cat)])
    if isinstance(value, str):
        assert value in WEEKDAYS, value
        expect = {"text": value}
    else:
        v = D(value)
        if v == v.to_integral_value():
            expect = {"number": int(v)}
        else:
            r = v.quantize(D("0.01"), rounding=ROUND_HALF_UP)
            if cat == "units":
                # rounding to 2 decimals must stay well inside 1 % relative
                assert abs(r - v) / abs(v) < D("0.002"), (qid, v)
                expect = {"number": float(r), "rel_tolerance": 0.01}
            else:
                expect = {"number": float(r), "tolerance": 0.01}
    items.append({"id": qid, "category": cat, "language": lang,
                  "question": text, "expect": expect})


# ---------------------------------------------------------------- English (20)
L = "en"
q(L, "math", "ok so dinner came to $187.60 for the four of us and we're splitting it evenly. how much does each person owe?",
  D("187.60") / 4)
q(L, "math", "grocery run: 3 cartons of eggs at $4.29 each, 2 loaves of bread at $3.49 each and a 12-pack of soda for $7.99. whats the total before tax?",
  3 * D("4.29") + 2 * D("3.49") + D("7.99"))
q(L, "math", "Paid with a $50 bill at the pharmacy and my stuff came to $32.17. How much change should I have gotten back? Pretty sure the cashier shorted me lol",
  D("50") - D("32.17"))
q(L, "math", "Costco has a 24-pack of water bottles for $5.99 🤔 what does that work out to per bottle?",
  D("5.99") / 24)
q(L, "math", "We're taking 143 kids plus 9 teachers to the science museum. Each bus seats 48 people. How many buses do we need to book?",
  math.ceil((143 + 9) / 48))
q(L, "math", "Worked 37.5 hours this week, I make $18.40 an hour. What's my gross pay for the week?",
  D("37.5") * D("18.40"))
q(L, "math", "Driving 420 miles to my parents' place for Thanksgiving. My car gets 28 mpg and gas is $3.59 a gallon right now. How much will the gas cost one way?",
  D(420) / 28 * D("3.59"))
q(L, "math", "My last five bowling scores were 142, 167, 155, 181 and 138. What's my average? trying to see if I'm improving",
  D(142 + 167 + 155 + 181 + 138) / 5)

q(L, "percent", "This jacket is $129.99 and it's 35% off this weekend. What's the sale price?",
  D("129.99") * (1 - D("0.35")))
q(L, "percent", "bill's $86.40, service was great so I want to leave 20%. how much should the tip be?",
  D("86.40") * D("0.20"))
q(L, "percent", "The laptop I want is listed at $899 and sales tax here is 8.25%. What will I actually pay including tax?",
  D(899) * (1 + D("0.0825")))
q(L, "percent", "Got 42 out of 56 on my chem midterm 😬 what percentage is that?",
  D(42) / 56 * 100)
q(L, "percent", "Landlord just raised our rent from $1,450 to $1,595 a month. By what percent did it go up?",
  (D(1595) - D(1450)) / D(1450) * 100)

q(L, "units", "I'm 5'11\" — how tall is that in centimeters? filling out a form abroad",
  (5 * 12 + 11) * INCH_CM)
q(L, "units", "Recipe says bake at 375°F but my oven is in Celsius. What's that in °C?",
  f2c(375))
q(L, "units", "Just finished my first half marathon!! 13.1 miles. How many km is that?",
  D("13.1") * MILE_KM)
q(L, "units", "Airline limit is in pounds and my suitcase weighs 23 kg. How many lbs is that?",
  D(23) / LB_KG)

q(L, "dates", "How many days are there from March 14, 2025 until August 2, 2025?",
  days(date(2025, 3, 14), date(2025, 8, 2)))
q(L, "dates", "My visa appointment is 45 days after June 20, 2026. What day of the week will that be?",
  wd(date(2026, 6, 20) + timedelta(days=45)))
q(L, "dates", "My dad was born on July 4, 1976. What day of the week was that?",
  wd(date(1976, 7, 4)))

# ----------------------------------------------------------------- German (15)
L = "de"
q(L, "math", "Wir waren gestern zu sechst beim Italiener, die Rechnung war 214,80 €. Wie viel muss jeder zahlen, wenn wir gleichmäßig aufteilen?",
  D("214.80") / 6)
q(L, "math", "Einkaufszettel: 4 Packungen Nudeln à 1,29 €, 2 Gläser Pesto à 2,79 € und 1 kg Tomaten für 3,49 €. Was kostet das alles zusammen?",
  4 * D("1.29") + 2 * D("2.79") + D("3.49"))
q(L, "math", "Hab beim Bäcker… ne, im Supermarkt mit nem 100-Euro-Schein bezahlt, Einkauf war 63,47 €. Wie viel Wechselgeld krieg ich zurück?",
  D(100) - D("63.47"))
q(L, "math", "Für den Weihnachtsmarkt muss ich 250 Gläser Marmelade verpacken, in einen Karton passen 12 Gläser. Wie viele Kartons kann ich komplett voll machen?",
  250 // 12)
q(L, "math", "Das Rezept für Kürbissuppe ist für 4 Personen und braucht 300 g Kartoffeln. Ich koche für 10 Leute, wie viel Gramm Kartoffeln brauch ich?",
  D(300) / 4 * 10)
q(L, "math", "Hab diesen Monat 1.200 € netto bekommen (Teilzeit halt). Miete 520 €, Handyvertrag 25 €, Lebensmittel 280 €. Wie viel bleibt mir übrig?",
  D(1200) - 520 - 25 - 280)

q(L, "percent", "Der Fernseher kostet 749 €, heute gibt's 15 % Rabatt drauf. Was zahl ich dann?",
  D(749) * (1 - D("0.15")))
q(L, "percent", "Rechnung an einen Kunden: netto 1.480,00 €, dazu kommen 19 % MwSt. Wie hoch ist der Bruttobetrag?",
  D("1480.00") * D("1.19"))
q(L, "percent", "Mein Bruttogehalt geht von 3.400 € auf 3.570 € hoch 🎉 Um wie viel Prozent ist das gestiegen?",
  (D(3570) - D(3400)) / D(3400) * 100)
q(L, "percent", "Auf die Stelle haben sich 80 Leute beworben, 18 wurden zum Gespräch eingeladen. Wie viel Prozent sind das?",
  D(18) / 80 * 100)

q(L, "units", "Wie viele Meilen sind 250 km? Will das meinem amerikanischen Kumpel erklären 😅",
  D(250) / MILE_KM)
q(L, "units", "Hab ein gebrauchtes Aquarium aus den USA, da steht 20 Gallonen drauf (US-Gallonen). Wie viele Liter sind das?",
  20 * USGAL_L)
q(L, "units", "Bei uns sind grad 23 °C, meine Freundin in Texas fragt, wie viel das in Fahrenheit ist?",
  c2f(23))

q(L, "dates", "Wie viele Tage sind es vom 1. Februar 2028 bis zum 1. März 2028?",
  days(date(2028, 2, 1), date(2028, 3, 1)))
q(L, "dates", "Auf welchen Wochentag fällt der 24.12.2027?",
  wd(date(2027, 12, 24)))

# ----------------------------------------------------------------- French (15)
L = "fr"
q(L, "math", "Resto entre potes hier soir, l'addition fait 156,60 € et on est cinq. Ça fait combien par personne ?",
  D("156.60") / 5)
q(L, "math", "Au marché j'ai pris 2 kg de pommes à 2,45 € le kilo, 3 baguettes à 1,10 € pièce et un comté à 6,80 €. Ça me fait combien au total ?",
  2 * D("2.45") + 3 * D("1.10") + D("6.80"))
q(L, "math", "Le pack de 6 yaourts est à 3,18 €, ça revient à combien le yaourt ?",
  D("3.18") / 6)
q(L, "math", "Pour le mariage de ma sœur on a 134 invités et des tables de 8 places. Il faut prévoir combien de tables au minimum ?",
  math.ceil(134 / 8))
q(L, "math", "La baby-sitter est restée 3 h 30 à 12,50 € de l'heure, je lui dois combien ?",
  D("3.5") * D("12.50"))
q(L, "math", "Mes notes du trimestre en maths : 14 ; 11,5 ; 16 et 9,5. C'est quoi ma moyenne ? (tous les coeffs sont pareils)",
  (D(14) + D("11.5") + D(16) + D("9.5")) / 4)

q(L, "percent", "Soldes ! -30 % sur un manteau à 189 €, il me coûte combien du coup ?",
  D(189) * (1 - D("0.30")))
q(L, "percent", "Mon loyer de 850 € augmente de 3,5 % en janvier 😩 Ça fait combien le nouveau loyer ?",
  D(850) * (1 + D("0.035")))
q(L, "percent", "Le gazole est passé de 1,72 € à 1,89 € le litre en un mois. Ça fait une hausse de combien en pourcentage ?",
  (D("1.89") - D("1.72")) / D("1.72") * 100)
q(L, "percent", "On est à New York, la note fait 64 $ et on veut laisser 15 % de pourboire. Le pourboire fait combien ?",
  D(64) * D("0.15"))

q(L, "units", "Mon correspondant américain fait 6 pieds 2 pouces, ça fait combien en centimètres ?",
  (6 * 12 + 2) * INCH_CM)
q(L, "units", "La limite sur l'autoroute là-bas c'est 65 mph, ça fait combien en km/h ?",
  D(65) * MILE_KM)
q(L, "units", "Le thermomètre de ma fille affiche 98,6 °F (il est réglé en américain…), c'est combien en degrés Celsius ?",
  f2c(D("98.6")))

q(L, "dates", "Combien de jours entre le 15 septembre 2025 et le 25 décembre 2025 ?",
  days(date(2025, 9, 15), date(2025, 12, 25)))
q(L, "dates", "Ma formation de dix semaines démarre le 3 mars 2026 et la soutenance est pile 10 semaines après le 3 mars. Ça tombe quel jour de la semaine ?",
  wd(date(2026, 3, 3) + timedelta(weeks=10)))

# ---------------------------------------------------------------- Spanish (15)
L = "es"
q(L, "math", "Cena de cumple, somos siete y la cuenta fue de 245,70 €. ¿Cuánto pone cada uno?",
  D("245.70") / 7)
q(L, "math", "Compré 3 kg de naranjas a 1,35 €/kg, 2 litros de leche a 0,95 € el litro y una docena de huevos por 2,60 €. ¿Cuánto me gasté en total?",
  3 * D("1.35") + 2 * D("0.95") + D("2.60"))
q(L, "math", "Pagué con un billete de 20 € y la compra eran 13,65 €. ¿Cuánto me tienen que devolver?",
  D(20) - D("13.65"))
q(L, "math", "Me mudo y tengo 95 libros para guardar, en cada caja caben 12. ¿Cuántas cajas necesito como mínimo?",
  math.ceil(95 / 12))
q(L, "math", "Voy de Madrid a Valencia y vuelta, 720 km en total. Mi coche gasta 6,5 litros cada 100 km y la gasolina está a 1,62 €/l. ¿Cuánto me cuesta la gasolina del viaje?",
  D(720) * D("6.5") / 100 * D("1.62"))
q(L, "math", "Esta semana trabajé 22 horas en la cafeteria a 9,80 € la hora. ¿Cuanto cobro?",
  22 * D("9.80"))

q(L, "percent", "Las zapatillas cuestan 86,40 € y hoy tienen un 25% de descuento. ¿Cuál es el precio final?",
  D("86.40") * (1 - D("0.25")))
q(L, "percent", "El presupuesto del fontanero es 350 € sin IVA. Con el IVA del 21%, ¿cuánto me sale?",
  D(350) * D("1.21"))
q(L, "percent", "Saqué 31 de 40 en el examen de inglés, ¿qué porcentaje es eso?",
  D(31) / 40 * 100)
q(L, "percent", "La factura de la luz pasó de 62 € a 48 € este mes 🙌 ¿En qué porcentaje bajó?",
  (D(62) - D(48)) / D(62) * 100)

q(L, "units", "Quiero subir una montaña de 3.000 metros y mi app está en inglés. ¿Cuántos pies son?",
  D(3000) / FOOT_M)
q(L, "units", "Mido 1,65 m, ¿cuánto es eso en pulgadas?",
  D(165) / INCH_CM)
q(L, "units", "La receta gringa pide onzas y yo tengo un paquete de 250 gramos de queso. ¿Cuántas onzas son?",
  D(250) / OZ_G)

q(L, "dates", "¿Qué día de la semana cae el 12 de octubre de 2026? Es festivo y quiero saber si hay puente",
  wd(date(2026, 10, 12)))
q(L, "dates", "¿Cuántos días hay desde el 10 de enero de 2026 hasta el 30 de abril de 2026?",
  days(date(2026, 1, 10), date(2026, 4, 30)))

# ---------------------------------------------------------------- Russian (10)
L = "ru"
q(L, "math", "Сидели в кафе вчетвером, счёт 3 480 ₽. Сколько с каждого, если поровну?",
  D(3480) / 4)
q(L, "math", "Купил 3 пакета молока по 89 ₽, батон за 45 ₽ и сыр за 320 ₽. Сколько вышло всего?",
  3 * 89 + 45 + 320)
q(L, "math", "Зарплата 65 000 ₽. Заплатил за квартиру 28 000, за коммуналку 6 500 и 10 000 отложил. Сколько у меня осталось?",
  65000 - 28000 - 6500 - 10000)
q(L, "math", "В рецепте блинов на 2 порции идёт 250 мл молока. Сколько миллилитров молока нужно на 7 порций?",
  D(250) / 2 * 7)

q(L, "percent", "Куртка стоила 8 990 ₽, сейчас скидка 20%. Сколько она стоит со скидкой?",
  D(8990) * (1 - D("0.20")))
q(L, "percent", "Проезд подорожал с 45 до 54 рублей 😤 На сколько процентов выросла цена?",
  (D(54) - D(45)) / D(45) * 100)

q(L, "units", "Марафон — это 26,2 мили. Сколько это в километрах?",
  D("26.2") * MILE_KM)
q(L, "units", "Сестра пишет из Чикаго, что у них 14 °F. Сколько это по Цельсию?",
  f2c(14))

q(L, "dates", "Какой день недели будет через 100 дней после 1 сентября 2025 года?",
  wd(date(2025, 9, 1) + timedelta(days=100)))
q(L, "dates", "Сколько дней прошло с 9 мая 2025 года по 31 декабря 2025 года?",
  days(date(2025, 5, 9), date(2025, 12, 31)))

# --------------------------------------------------------------- Japanese (10)
L = "ja"
q(L, "math", "昨日の飲み会、会計が18,600円で5人で割り勘。一人いくら払えばいい？",
  D(18600) / 5)
q(L, "math", "りんごを3個（1個128円）とパンを2個（1個165円）買ったら合計いくら？",
  3 * 128 + 2 * 165)
q(L, "math", "コンビニで6,480円の買い物をして1万円札で払ったら、お釣りはいくら？",
  10000 - 6480)
q(L, "math", "時給1,150円のバイトで今週は18時間働いた💪 今週の給料はいくらになる？",
  1150 * 18)

q(L, "percent", "税抜き2,800円のイヤホン、消費税10%込みだといくらになる？",
  D(2800) * D("1.10"))
q(L, "percent", "定価12,000円のコートが3割引きになってた！いくらで買える？",
  D(12000) * (1 - D("0.3")))

q(L, "units", "身長170cmなんだけど、アメリカの友達にインチで伝えたい。何インチ？",
  D(170) / INCH_CM)
q(L, "units", "アメリカの天気予報で華氏50度って出てた。摂氏だと何度？",
  f2c(50))

q(L, "dates", "2026年2月14日って何曜日？",
  wd(date(2026, 2, 14)))
q(L, "dates", "2025年11月3日から2026年3月31日まで何日ある？",
  days(date(2025, 11, 3), date(2026, 3, 31)))

# ------------------------------------------------------------- Portuguese (10)
L = "pt"
q(L, "math", "A conta do rodízio deu R$ 342,00 e a gente é em 6. Quanto fica pra cada um?",
  D("342.00") / 6)
q(L, "math", "Comprei 2 pacotes de café a R$ 18,90 cada e 3 caixas de leite a R$ 5,49. Quanto deu tudo?",
  2 * D("18.90") + 3 * D("5.49"))
q(L, "math", "Vão 230 pessoas na excursão da igreja e cada van leva 15 passageiros. Quantas vans a gente precisa alugar?",
  math.ceil(230 / 15))
q(L, "math", "O fardo com 12 latinhas de refri tá R$ 29,40. Quanto sai cada lata?",
  D("29.40") / 12)

q(L, "percent", "Meu salário é R$ 3.200,00 e vou ter um aumento de 7,5%. Qual vai ser o novo salário?",
  D("3200.00") * (1 + D("0.075")))
q(L, "percent", "Das férias, gastei 1250 € em alojamento de um total de 4000 €. Que percentagem do orçamento foi para o alojamento?",
  D(1250) / 4000 * 100)

q(L, "units", "Quantos litros são 5 galões americanos? Vi num vídeo gringo e fiquei na dúvida",
  5 * USGAL_L)
q(L, "units", "Na autoestrada o limite é 120 km/h. Quanto é isso em milhas por hora?",
  D(120) / MILE_KM)

q(L, "dates", "Que dia da semana vai ser 21 dias antes de 25 de dezembro de 2025?",
  wd(date(2025, 12, 25) - timedelta(days=21)))
q(L, "dates", "Quantos dias tem de 1º de junho de 2026 até 15 de agosto de 2026?",
  days(date(2026, 6, 1), date(2026, 8, 15)))

# ---------------------------------------------------------------- Italian (5)
L = "it"
q(L, "math", "Pizzata con gli amici ieri sera, il conto è 112,50 € e siamo in 5. Quanto a testa?",
  D("112.50") / 5)
q(L, "math", "Ho preso 3 bottiglie d'olio a 7,90 € l'una e 4 pacchi di pasta a 0,89 €. Quanto ho speso in tutto?",
  3 * D("7.90") + 4 * D("0.89"))

q(L, "percent", "Il divano costa 1.299 € e c'è lo sconto del 20%. Quanto lo pago alla fine?",
  D(1299) * (1 - D("0.20")))
q(L, "percent", "Conto al ristorante di 78 €, volevo lasciare una mancia del 10%. Quant'è la mancia?",
  D(78) * D("0.10"))

q(L, "units", "Mio zio in America dice che pesa 180 libbre, quanti chili sono?",
  D(180) * LB_KG)

# ============================================================ negatives (60)
NEG = {
    "en": [
        ("advice", "We were 6 people and the bill was $240, but one friend only had a salad. How do I bring up splitting it fairly without it getting awkward?"),
        ("recommendation", "Can you recommend a good laptop under $800 for college? Ideally 16 GB RAM and at least 512 GB storage."),
        ("thanks", "Thanks a lot!! the 15% code worked and my order of 3 shirts shipped today 🙏"),
        ("reminder", "Remind me to call the dentist at 555-0142 tomorrow at 9:30 am."),
        ("story", "Write a short bedtime story about a 300-year-old dragon who lives at 42 Maple Street."),
        ("explanation", "Can you explain in simple terms the difference between USB 3.0 and USB 3.2 Gen 2x2?"),
        ("opinion", "Lakers won 112-108 last night, do you think they actually have a shot at the playoffs this year?"),
        ("translation", "Translate to Spanish: \"The meeting on March 3rd at 10:00 has been moved to room 204.\""),
        ("advice", "My doctor said my blood pressure of 135/85 is a bit high for a 40 year old. What lifestyle changes usually help?"),
        ("request", "The speed limit on my street is 25 mph and people keep doing 40+. Help me write an email to the city asking for a speed bump."),
    ],
    "de": [
        ("opinion", "Ich verdiene 3.800 € brutto und hab ein Angebot über 4.200 €, aber mein jetziges Team ist echt super. Was meinst du, soll ich wechseln?"),
        ("recommendation", "Kannst du mir ein Rezept für Zimtschnecken empfehlen? Ich hab nur noch 500 g Mehl und 2 Eier da."),
        ("thanks", "Danke dir! Der Tipp mit 20 Minuten bei 180 °C Umluft hat perfekt geklappt 😊"),
        ("reminder", "Erinnere mich bitte am 14.03. an Omas Geburtstag, sie wird 85."),
        ("explanation", "Erklär mir mal, warum auf der Autobahn nur eine Richtgeschwindigkeit von 130 km/h gilt und kein festes Tempolimit."),
        ("translation", "Übersetz das bitte ins Englische: „Ihre Bestellung Nr. 4711-B wird am 12. Juni zwischen 8 und 12 Uhr geliefert.“"),
        ("story", "Schreib mir ein kurzes Gedicht über den 1. FC Köln, der gestern 3:1 gewonnen hat ⚽"),
        ("recommendation", "Wir sind 8 Leute und wollen in Hamburg essen gehen, so 30 € pro Kopf. Welche Art Restaurant würdest du empfehlen?"),
        ("advice", "Meine Wohnung hat 62 m², die Heizung steht auf Stufe 3 und trotzdem ist es nur 17 Grad. Woran kann das liegen?"),
        ("request", "Wie formuliere ich höflich, dass ich die Rechnung Nr. 2024-0387 über 1.250 € erst Ende des Monats bezahlen kann?"),
    ],
    "fr": [
        ("recommendation", "Forfait à 19,99 €/mois avec 100 Go, ou celui à 24,99 € en 5G illimitée : lequel tu me conseilles pour un usage normal ?"),
        ("thanks", "Merci pour ton aide hier soir, j'ai eu 17/20 à mon contrôle de maths !! 🎉"),
        ("reminder", "Rappelle-moi de sortir les poubelles jeudi à 20 h."),
        ("story", "Raconte-moi une petite histoire sur un chat qui habite au 12 rue de la Paix, au 3e étage."),
        ("explanation", "Tu peux m'expliquer pourquoi il y a « TVA 10 % » et « TVA 20 % » sur le même ticket de resto ?"),
        ("translation", "Traduis en anglais : « Le train de 7 h 42 pour Lyon part du quai 3. »"),
        ("opinion", "Le PSG a gagné 4-0 hier, tu penses qu'ils peuvent aller en finale de la Ligue des champions cette année ?"),
        ("advice", "Je cours 5 km en 32 minutes depuis 2 mois, t'as des conseils pour progresser ?"),
        ("advice", "Ma commande n° 58-77214 est arrivée abîmée. Comment je formule ma réclamation au service client ?"),
        ("smalltalk", "Salut ! Il fait 28 degrés à Marseille aujourd'hui, t'as des idées de sorties sympas ?"),
    ],
    "es": [
        ("advice", "Mi jefe me ofrece un 5% de subida o un día más de teletrabajo a la semana. ¿Qué me recomiendas?"),
        ("thanks", "¡Gracias por la receta! Los 200 g de chocolate quedaron perfectos en el bizcocho 😍"),
        ("reminder", "Recuérdame pagar el alquiler de 750 € el día 5 de cada mes."),
        ("story", "Escríbeme un cuento corto sobre un niño de 8 años que encuentra 100 monedas de oro en la playa."),
        ("explanation", "¿Me explicas qué significa que la pantalla de un móvil sea de 120 Hz?"),
        ("translation", "Tradúceme al inglés: «El vuelo IB3166 sale a las 14:35 por la puerta B12.»"),
        ("opinion", "El Barça ganó 3-2 ayer. ¿Crees que Lamine Yamal ya es el mejor jugador joven del mundo?"),
        ("recommendation", "Somos 4 y vamos a Lisboa del 10 al 14 de julio con unos 600 € por persona. ¿Qué barrios nos recomiendas para alojarnos?"),
        ("advice", "Mi hijo de 3 años tiene 38,5 de fiebre desde esta mañana, ¿cuándo debería llevarlo al médico?"),
        ("smalltalk", "¡Hola! Hoy cumplo 30 años y estoy un poco nostálgica jaja, ¿qué tal tu día?"),
    ],
    "pt": [
        ("advice", "Tenho R$ 5.000 guardados e quero começar a investir. Você recomenda Tesouro Direto ou CDB pra quem tá começando?"),
        ("thanks", "Obrigado! Consegui trocar o pneu 205/55 R16 sozinho seguindo as tuas dicas 🙌"),
        ("reminder", "Me lembra de tomar o remédio às 8h e às 20h, por favor."),
        ("story", "Conta uma história curta sobre um farol construído em 1887 numa ilha dos Açores."),
        ("explanation", "O que é esse IPVA de 4% que aparece no boleto do meu carro? Não entendi pra que serve esse imposto."),
        ("translation", "Traduz pro inglês: \"A reunião do dia 15/09 às 14h foi remarcada para a sala 302.\""),
        ("opinion", "O Flamengo ganhou de 2 a 1 ontem, mas jogou mal. Você acha que o técnico deve continuar?"),
        ("recommendation", "Tô pensando numa TV de 55 polegadas por uns R$ 3.000, qual marca você indica?"),
        ("request", "Escreve uma mensagem pro síndico dizendo que o vazamento no apartamento 74 começou dia 3 e até agora ninguém resolveu."),
        ("smalltalk", "Bom dia! Hoje tá fazendo 35 graus aqui em Recife, que calor 🥵 como tá seu dia?"),
    ],
    "ja": [
        ("advice", "来月から時給1,200円のカフェのバイトを始めるんだけど、接客で気をつけることってある？"),
        ("thanks", "ありがとう！教えてもらった170度で15分焼く方法でクッキーうまくいったよ🍪"),
        ("reminder", "明日の10時半に歯医者の予約があるからリマインドして"),
        ("story", "築50年の古い家に住んでいる猫の短いお話を書いて"),
        ("explanation", "スマホのバッテリー容量5,000mAhってどういう意味？"),
        ("translation", "「3月15日の会議は午後2時から会議室Bに変更になりました」を英語に訳して"),
        ("opinion", "昨日の試合、巨人が5対3で勝ったけど、今年は優勝できると思う？"),
        ("recommendation", "予算3万円くらいで、父の60歳の誕生日プレゼントのおすすめある？"),
        ("advice", "体重65kgで週3回ジョギングしてるんだけど、膝が痛くならないためのコツは？"),
        ("advice", "型番KJ-55X85Lのテレビのリモコンが急に効かなくなった。どうしたらいい？"),
    ],
}

neg_items = []
for lang in ["en", "de", "fr", "es", "pt", "ja"]:
    for i, (kind, text) in enumerate(NEG[lang], 1):
        neg_items.append({"id": "r23neg-%s-%d" % (lang, i), "category": "negative",
                          "language": lang, "question": text,
                          "expect": {"no_computation": True}, "kind": kind})


def write(path, rows):
    with open(path, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


def check(path, n, exp_lang, exp_cat=None):
    rows = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            rows.append(json.loads(line))
    assert len(rows) == n, (path, len(rows))
    assert len({r["id"] for r in rows}) == n, "duplicate ids"
    assert len({r["question"] for r in rows}) == n, "duplicate questions"
    lc = Counter(r["language"] for r in rows)
    assert dict(lc) == exp_lang, lc
    cc = Counter(r["category"] for r in rows)
    if exp_cat:
        assert dict(cc) == exp_cat, cc
    return rows, lc, cc


if __name__ == "__main__":
    write(POS_PATH, items)
    write(NEG_PATH, neg_items)
    rows, lc, cc = check(POS_PATH, 100,
                         {"en": 20, "de": 15, "fr": 15, "es": 15, "ru": 10,
                          "ja": 10, "pt": 10, "it": 5},
                         {"math": 40, "percent": 25, "units": 20, "dates": 15})
    print(POS_PATH)
    print("  by language:", dict(lc))
    print("  by category:", dict(cc))
    xc = Counter((r["language"], r["category"]) for r in rows)
    print("  by language x category:", dict(sorted(xc.items())))
    nrows, nlc, _ = check(NEG_PATH, 60, {l: 10 for l in NEG})
    print(NEG_PATH)
    print("  by language:", dict(nlc))
    print("  by kind:", dict(Counter(r["kind"] for r in nrows)))
    if os.environ.get("SHOW"):
        for r in rows:
            print(r["id"], r["expect"])
