#!/usr/bin/env python3
"""Round 27 blind evaluation set: positive (computation) and negative (no computation) rows.

Usage: python3 make_round27.py POSITIVE.jsonl NEGATIVE.jsonl
"""
import json
import math
import re
import sys
from collections import Counter
from datetime import date, timedelta

D = date
TD = timedelta


def wd(x):
    return x.strftime("%A")


def days(a, b):
    return (b - a).days


def add_months(x, m):
    y, mo = divmod(x.month - 1 + m, 12)
    return x.replace(year=x.year + y, month=mo + 1)


MI = 1.609344          # km per mile
LB = 0.45359237        # kg per lb
OZ = 28.349523125      # g per oz (avoirdupois)
FT = 0.3048            # m per foot
INCH = 2.54            # cm per inch
USCUP = 236.5882365    # ml per US cup
USGAL = 3.785411784    # l per US gallon
USFLOZ = 29.5735295625  # ml per US fl oz


def f2c(f):
    return (f - 32) * 5 / 9


def c2f(c):
    return c * 9 / 5 + 32


# Each row: (lang, category, question, expect, check)
# check() recomputes the expected value (number or weekday string).
POS = [
    # ---------------- English (20) ----------------
    ("en", "math", "me and 3 friends got pizza, total was $47.60 and we left an $8 tip on top. if we split it evenly how much does each of us owe?",
     {"number": 13.90, "tolerance": 0.01}, lambda: (47.60 + 8) / 4),
    ("en", "math", "Road trip next week, it's 312 miles each way and my car gets about 28 mpg. How many gallons for one way?",
     {"number": 11.14, "tolerance": 0.05}, lambda: 312 / 28),
    ("en", "math", "i bought 3 packs of socks at $7.99 each and a shirt for $24.50, whats the total before tax",
     {"number": 48.47, "tolerance": 0.01}, lambda: 3 * 7.99 + 24.50),
    ("en", "math", "My test scores this semester are 88, 92, 79, 95 and 84. What's my average?",
     {"number": 87.6, "tolerance": 0.01}, lambda: (88 + 92 + 79 + 95 + 84) / 5),
    ("en", "math", "If I put away $125 every week, how many weeks until I have 3,000 dollars saved up?",
     {"number": 24}, lambda: 3000 / 125),

    ("en", "percent", "this jacket is $89.99 and it's 30% off, what do i actually pay?",
     {"number": 62.99, "tolerance": 0.01}, lambda: 89.99 * 0.70),
    ("en", "percent", "Dinner bill came to $64.20. What's an 18% tip on that?",
     {"number": 11.56, "tolerance": 0.01}, lambda: 64.20 * 0.18),
    ("en", "percent", "sales tax where I live is 8.25%. how much tax would I pay on a $1,249 laptop?",
     {"number": 103.04, "tolerance": 0.01}, lambda: 1249 * 0.0825),
    ("en", "percent", "Landlord just raised my rent from $1,450 to $1,595 a month. By what percent did it go up??",
     {"number": 10, "tolerance": 0.01}, lambda: (1595 - 1450) / 1450 * 100),
    ("en", "percent", "we surveyed 240 people at the event and 66 said yes. what percentage is that",
     {"number": 27.5, "tolerance": 0.01}, lambda: 66 / 240 * 100),

    ("en", "units", "Training for my first marathon - how many km is 26.2 miles?",
     {"number": 42.16, "tolerance": 0.02}, lambda: 26.2 * MI),
    ("en", "units", "european recipe says bake at 180 C, what is that in fahrenheit",
     {"number": 356, "tolerance": 0.5}, lambda: c2f(180)),
    ("en", "units", "Recipe needs 2 and a half US cups of milk, how many ml is that?",
     {"number": 591.5, "rel_tolerance": 0.01}, lambda: 2.5 * USCUP),
    ("en", "units", "I weigh 172 lbs, whats that in kilos?",
     {"number": 78.02, "tolerance": 0.05}, lambda: 172 * LB),
    ("en", "units", "How many minutes is 3.75 hours? Trying to fill in my timesheet",
     {"number": 225}, lambda: 3.75 * 60),

    ("en", "dates", "How many days are there between March 3, 2025 and July 19, 2025?",
     {"number": 138}, lambda: days(D(2025, 3, 3), D(2025, 7, 19))),
    ("en", "dates", "what day of the week was July 4, 1976?",
     {"text": "Sunday"}, lambda: wd(D(1976, 7, 4))),
    ("en", "dates", "If I add 18 months to January 15, 2024, what day of the week do I land on?",
     {"text": "Tuesday"}, lambda: wd(add_months(D(2024, 1, 15), 18))),
    ("en", "dates", "My doctor said 280 days from Feb 2, 2025. What weekday will that be?",
     {"text": "Sunday"}, lambda: wd(D(2025, 2, 2) + TD(days=280))),
    ("en", "dates", "how many weeks are there from Sept 1 2025 to Dec 15 2025?",
     {"number": 15}, lambda: days(D(2025, 9, 1), D(2025, 12, 15)) / 7),

    # ---------------- German (15) ----------------
    ("de", "math", "Wir waren zu fünft essen, die Rechnung war 143,50 €. Wie viel zahlt jeder, wenn wir gleich teilen?",
     {"number": 28.70, "tolerance": 0.01}, lambda: 143.50 / 5),
    ("de", "math", "Ich kaufe 2,5 kg Äpfel, das Kilo kostet 2,39 €. Was muss ich zahlen?",
     {"number": 5.98, "tolerance": 0.01}, lambda: 2.5 * 2.39),
    ("de", "math", "Mein Auto braucht 6,8 Liter auf 100 km. Wieviel Sprit brauch ich für 450 km?",
     {"number": 30.6, "tolerance": 0.01}, lambda: 6.8 * 450 / 100),
    ("de", "math", "Das Rezept ist für 4 Personen mit 300 g Mehl, ich koche aber für sechs. Wie viel Mehl brauche ich?",
     {"number": 450, "tolerance": 0.5}, lambda: 300 / 4 * 6),

    ("de", "percent", "Der Fernseher kostet 1.299 € und ist um 15 % reduziert. Was kostet er jetzt?",
     {"number": 1104.15, "tolerance": 0.01}, lambda: 1299 * 0.85),
    ("de", "percent", "Wie viel sind 19 % MwSt. auf 2.350,00 €?",
     {"number": 446.50, "tolerance": 0.01}, lambda: 2350 * 0.19),
    ("de", "percent", "Mein Gehalt steigt von 3.200 auf 3.344 Euro brutto – um wie viel Prozent ist das?",
     {"number": 4.5, "tolerance": 0.01}, lambda: (3344 - 3200) / 3200 * 100),
    ("de", "percent", "10 Prozent Trinkgeld auf 68,40 €, wieviel ist das?",
     {"number": 6.84, "tolerance": 0.01}, lambda: 68.40 * 0.10),

    ("de", "units", "Wie viele Meter sind 5,5 Fuß?",
     {"number": 1.68, "tolerance": 0.01}, lambda: 5.5 * FT),
    ("de", "units", "Im Urlaub in Florida sind 75 Grad Fahrenheit angesagt, wie viel ist das in Celsius?",
     {"number": 23.9, "tolerance": 0.1}, lambda: f2c(75)),
    ("de", "units", "Ich fahre 130 km/h, wieviel ist das in Meilen pro Stunde?",
     {"number": 80.78, "tolerance": 0.1}, lambda: 130 / MI),
    ("de", "units", "Wie viele Unzen sind 500 Gramm?",
     {"number": 17.64, "tolerance": 0.05}, lambda: 500 / OZ),

    ("de", "dates", "Wie viele Tage sind es vom 24.12.2025 bis zum 6.1.2026?",
     {"number": 13}, lambda: days(D(2025, 12, 24), D(2026, 1, 6))),
    ("de", "dates", "Welcher Wochentag war der 9. November 1989?",
     {"text": "Thursday"}, lambda: wd(D(1989, 11, 9))),
    ("de", "dates", "Welcher Wochentag ist 6 Wochen nach dem 14.03.2026?",
     {"text": "Saturday"}, lambda: wd(D(2026, 3, 14) + TD(weeks=6))),

    # ---------------- French (15) ----------------
    ("fr", "math", "On est 6 à partager la location d'un gîte à 1 230 € pour la semaine, ça fait combien chacun ?",
     {"number": 205, "tolerance": 0.01}, lambda: 1230 / 6),
    ("fr", "math", "J'ai pris 3 baguettes à 1,15 € et un fromage à 7,80 €, ça fait combien en tout ?",
     {"number": 11.25, "tolerance": 0.01}, lambda: 3 * 1.15 + 7.80),
    ("fr", "math", "Si je cours 10 km en 52 minutes, ça fait quelle vitesse moyenne en km/h ?",
     {"number": 11.54, "tolerance": 0.05}, lambda: 10 / (52 / 60)),
    ("fr", "math", "J'économise 85 € par mois, combien j'aurai mis de côté au bout de deux ans ?",
     {"number": 2040, "tolerance": 0.01}, lambda: 85 * 24),

    ("fr", "percent", "Soldes : -40 % sur un manteau à 189,90 €, je paie combien au final ?",
     {"number": 113.94, "tolerance": 0.01}, lambda: 189.90 * 0.60),
    ("fr", "percent", "Quel est le montant TTC d'une facture de 850 € HT avec une TVA à 20 % ?",
     {"number": 1020, "tolerance": 0.01}, lambda: 850 * 1.20),
    ("fr", "percent", "Ma facture d'électricité est passée de 92 € à 104,88 € par mois, ça fait quel pourcentage d'augmentation ?",
     {"number": 14, "tolerance": 0.01}, lambda: (104.88 - 92) / 92 * 100),
    ("fr", "percent", "Combien font 15 % de 2 400 ?",
     {"number": 360, "tolerance": 0.01}, lambda: 2400 * 0.15),

    ("fr", "units", "Le refuge est à 3 200 mètres d'altitude, ça fait combien en pieds ?",
     {"number": 10498.7, "rel_tolerance": 0.005}, lambda: 3200 / FT),
    ("fr", "units", "Le thermomètre américain affiche 98,6 °F, c'est combien en Celsius ?",
     {"number": 37, "tolerance": 0.1}, lambda: f2c(98.6)),
    ("fr", "units", "Combien de litres dans 5 gallons américains ?",
     {"number": 18.93, "tolerance": 0.02}, lambda: 5 * USGAL),

    ("fr", "dates", "Combien de jours entre le 14 juillet 2025 et le 25 décembre 2025 ?",
     {"number": 164}, lambda: days(D(2025, 7, 14), D(2025, 12, 25))),
    ("fr", "dates", "Le 1er mai 2026, ça tombe quel jour de la semaine ?",
     {"text": "Friday"}, lambda: wd(D(2026, 5, 1))),
    ("fr", "dates", "Quel jour de la semaine sera-t-on 100 jours après le 1er janvier 2026 ?",
     {"text": "Saturday"}, lambda: wd(D(2026, 1, 1) + TD(days=100))),
    ("fr", "dates", "C'est quel jour de la semaine, trois semaines avant le 20 mars 2026 ?",
     {"text": "Friday"}, lambda: wd(D(2026, 3, 20) - TD(weeks=3))),

    # ---------------- Spanish (15) ----------------
    ("es", "math", "Somos 4 en el piso y la factura de la luz fue de 86,40 €, ¿cuánto pone cada uno?",
     {"number": 21.60, "tolerance": 0.01}, lambda: 86.40 / 4),
    ("es", "math", "compre 1,5 kg de carne a 12,90 € el kilo y 2 kg de papas a 1,20 €/kg, cuanto gaste en total?",
     {"number": 21.75, "tolerance": 0.01}, lambda: 1.5 * 12.90 + 2 * 1.20),
    ("es", "math", "Cobro 1.850 € por paga y tengo 14 pagas al año, ¿cuánto cobro en un año?",
     {"number": 25900, "tolerance": 0.01}, lambda: 1850 * 14),
    ("es", "math", "Tengo que hacer un viaje de 540 km y voy a una media de 90 km/h, ¿cuántas horas tardo?",
     {"number": 6, "tolerance": 0.01}, lambda: 540 / 90),

    ("es", "percent", "¿Cuánto es el 21 % de IVA de 350 €?",
     {"number": 73.50, "tolerance": 0.01}, lambda: 350 * 0.21),
    ("es", "percent", "unas zapatillas de 120€ con un 25% de descuento, en cuanto se quedan?",
     {"number": 90, "tolerance": 0.01}, lambda: 120 * 0.75),
    ("es", "percent", "Mi sueldo pasó de 1.600 a 1.720 euros, ¿qué porcentaje me lo subieron?",
     {"number": 7.5, "tolerance": 0.01}, lambda: (1720 - 1600) / 1600 * 100),

    ("es", "units", "¿Cuántas pulgadas son 65 cm? Es para una tele",
     {"number": 25.59, "tolerance": 0.02}, lambda: 65 / INCH),
    ("es", "units", "¿Cuántos kilómetros por hora son 60 millas por hora?",
     {"number": 96.56, "tolerance": 0.05}, lambda: 60 * MI),
    ("es", "units", "La receta dice horno a 350 °F, ¿a cuántos grados Celsius lo pongo?",
     {"number": 176.7, "tolerance": 0.1}, lambda: f2c(350)),
    ("es", "units", "¿Cuántas onzas líquidas estadounidenses hay en un litro?",
     {"number": 33.81, "tolerance": 0.05}, lambda: 1000 / USFLOZ),

    ("es", "dates", "¿Cuántos días hay del 15 de agosto de 2025 al 31 de diciembre de 2025?",
     {"number": 138}, lambda: days(D(2025, 8, 15), D(2025, 12, 31))),
    ("es", "dates", "¿Qué día de la semana fue el 20 de julio de 1969?",
     {"text": "Sunday"}, lambda: wd(D(1969, 7, 20))),
    ("es", "dates", "¿Qué día de la semana cae 45 días después del 3 de febrero de 2026?",
     {"text": "Friday"}, lambda: wd(D(2026, 2, 3) + TD(days=45))),
    ("es", "dates", "¿Cuántas semanas hay entre el 5 de enero de 2026 y el 30 de marzo de 2026?",
     {"number": 12}, lambda: days(D(2026, 1, 5), D(2026, 3, 30)) / 7),

    # ---------------- Russian (10) ----------------
    ("ru", "math", "Купил 3 кг картошки по 45 рублей и 2 литра молока по 89 ₽ за литр, сколько всего потратил?",
     {"number": 313, "tolerance": 0.01}, lambda: 3 * 45 + 2 * 89),
    ("ru", "math", "Нас 7 человек, за аренду дома заплатили 24 500 рублей. Сколько с каждого?",
     {"number": 3500, "tolerance": 0.01}, lambda: 24500 / 7),
    ("ru", "math", "У сына оценки за четверть: 5, 4, 4, 3, 5, 5 — какой средний балл?",
     {"number": 4.33, "tolerance": 0.01}, lambda: (5 + 4 + 4 + 3 + 5 + 5) / 6),

    ("ru", "percent", "Сколько будет 13% НДФЛ с зарплаты 85 000 рублей?",
     {"number": 11050, "tolerance": 0.01}, lambda: 85000 * 0.13),
    ("ru", "percent", "Телефон стоил 32 990 ₽, сейчас на него скидка 20%. Какая цена со скидкой?",
     {"number": 26392, "tolerance": 0.01}, lambda: 32990 * 0.80),
    ("ru", "percent", "Положу 200 000 рублей на вклад под 12% годовых без капитализации, сколько будет на счёте через год?",
     {"number": 224000, "tolerance": 0.01}, lambda: 200000 * 1.12),

    ("ru", "units", "Сколько метров в 2,5 милях?",
     {"number": 4023.36, "tolerance": 1}, lambda: 2.5 * MI * 1000),
    ("ru", "units", "Сколько это по Фаренгейту, −15 °C?",
     {"number": 5, "tolerance": 0.1}, lambda: c2f(-15)),

    ("ru", "dates", "Сколько дней между 1 марта 2025 года и 9 мая 2025 года?",
     {"number": 69}, lambda: days(D(2025, 3, 1), D(2025, 5, 9))),
    ("ru", "dates", "какой день недели будет 12 июня 2026 года?",
     {"text": "Friday"}, lambda: wd(D(2026, 6, 12))),

    # ---------------- Japanese (10) ----------------
    ("ja", "math", "飲み会の会計が23,400円で、6人で割り勘にすると一人いくら？",
     {"number": 3900, "tolerance": 0.01}, lambda: 23400 / 6),
    ("ja", "math", "1個120円のおにぎりを5個と、150円のお茶を2本買ったら合計いくらですか",
     {"number": 900, "tolerance": 0.01}, lambda: 120 * 5 + 150 * 2),
    ("ja", "math", "時速80kmで240km走ると何時間かかりますか？",
     {"number": 3, "tolerance": 0.01}, lambda: 240 / 80),

    ("ja", "percent", "定価4,980円の服が3割引きだといくらになりますか？",
     {"number": 3486, "tolerance": 0.5}, lambda: 4980 * 0.7),
    ("ja", "percent", "税抜き2,800円の商品、消費税10%込みだといくら？",
     {"number": 3080, "tolerance": 0.5}, lambda: 2800 * 1.10),

    ("ja", "units", "5フィート8インチって何センチですか？",
     {"number": 172.72, "tolerance": 0.1}, lambda: (5 * 12 + 8) * INCH),
    ("ja", "units", "華氏100度は摂氏だと何度？",
     {"number": 37.78, "tolerance": 0.1}, lambda: f2c(100)),

    ("ja", "dates", "2025年4月1日から2025年12月25日まで何日ありますか？",
     {"number": 268}, lambda: days(D(2025, 4, 1), D(2025, 12, 25))),
    ("ja", "dates", "2026年2月14日は何曜日ですか？",
     {"text": "Saturday"}, lambda: wd(D(2026, 2, 14))),
    ("ja", "dates", "2025年11月20日の90日後は何曜日？",
     {"text": "Wednesday"}, lambda: wd(D(2025, 11, 20) + TD(days=90))),

    # ---------------- Italian (10) ----------------
    ("it", "math", "Siamo in 5 e il conto della pizzeria è di 97,50 €, quanto paga ciascuno?",
     {"number": 19.50, "tolerance": 0.01}, lambda: 97.50 / 5),
    ("it", "math", "Ho fatto il pieno: 42 litri a 1,859 € al litro. Quanto ho speso?",
     {"number": 78.08, "tolerance": 0.01}, lambda: 42 * 1.859),

    ("it", "percent", "Quanto viene un divano da 1.200 € con lo sconto del 35%?",
     {"number": 780, "tolerance": 0.01}, lambda: 1200 * 0.65),
    ("it", "percent", "Con l'IVA al 22%, quant'è l'IVA su 450 euro?",
     {"number": 99, "tolerance": 0.01}, lambda: 450 * 0.22),
    ("it", "percent", "la bolletta è passata da 80 a 92 euro, di che percentuale è aumentata?",
     {"number": 15, "tolerance": 0.01}, lambda: (92 - 80) / 80 * 100),

    ("it", "units", "Quante miglia sono 42,195 km?",
     {"number": 26.22, "tolerance": 0.01}, lambda: 42.195 / MI),
    ("it", "units", "La ricetta americana dice 8 once di burro, quanti grammi sono?",
     {"number": 226.8, "tolerance": 0.1}, lambda: 8 * OZ),
    ("it", "units", "Quanti minuti sono due ore e tre quarti?",
     {"number": 165}, lambda: 2.75 * 60),

    ("it", "dates", "Quanti giorni ci sono tra il 2 giugno 2025 e il 15 agosto 2025?",
     {"number": 74}, lambda: days(D(2025, 6, 2), D(2025, 8, 15))),
    ("it", "dates", "Che giorno della settimana è il 25 aprile 2026?",
     {"text": "Saturday"}, lambda: wd(D(2026, 4, 25))),

    # ---------------- Portuguese (5) ----------------
    ("pt", "math", "Comprei um celular de R$ 1.280,00 em 8 parcelas sem juros, quanto fica cada parcela?",
     {"number": 160, "tolerance": 0.01}, lambda: 1280 / 8),
    ("pt", "percent", "Quanto dá 10% de gorjeta numa conta de R$ 236,50?",
     {"number": 23.65, "tolerance": 0.01}, lambda: 236.50 * 0.10),
    ("pt", "units", "Quantos quilos são 150 libras?",
     {"number": 68.04, "tolerance": 0.05}, lambda: 150 * LB),
    ("pt", "dates", "Quantos dias tem entre 7 de setembro de 2025 e 15 de novembro de 2025?",
     {"number": 69}, lambda: days(D(2025, 9, 7), D(2025, 11, 15))),
    ("pt", "dates", "Em que dia da semana cai o Natal de 2026, dia 25 de dezembro de 2026?",
     {"text": "Friday"}, lambda: wd(D(2026, 12, 25))),
]

# Each row: (lang, kind, sentence)
NEG = [
    ("en", "advice", "My flight leaves at 6:45 am on March 12, 2026 — any tips for sleeping at the airport the night before?"),
    ("en", "poem", "Write a short funny poem for my husband who's turning 40 next week."),
    ("en", "reminder", "Remind me to call mom at 7pm on Sunday."),
    ("en", "score", "Arsenal won 3-1 last night, what a game!"),
    ("en", "version", "I just updated to iOS 17.4 and my battery seems to drain faster, is that a known thing?"),
    ("en", "phone", "My number is 555-0143 if the delivery guy needs it."),
    ("en", "recommendation", "Can you recommend a good 2-person tent under $200 for car camping?"),
    ("en", "name", "What's a cute name for a 3 month old golden retriever puppy?"),
    ("en", "explanation", "Explain why the year 1066 was so important in English history."),
    ("en", "statement", "The meeting got moved to room 4B on the 2nd floor."),

    ("de", "advice", "Mein Sohn wird am 3. Mai 8 Jahre alt – hast du ein paar Geschenkideen?"),
    ("de", "poem", "Schreib mir ein kurzes Gedicht über den ersten Schnee im Dezember 2025."),
    ("de", "reminder", "Erinnere mich bitte morgen um 9:30 an den Zahnarzttermin."),
    ("de", "score", "Bayern hat gestern 2:0 gegen Dortmund gewonnen."),
    ("de", "version", "Seit dem Update auf Windows 11 23H2 ruckelt mein Laptop, was kann ich da machen?"),
    ("de", "phone", "Meine Festnetznummer ist 030 1234567, falls jemand danach fragt."),
    ("de", "recommendation", "Welcher Rotwein passt zu einem Steakabend für 2 Personen?"),
    ("de", "explanation", "Warum hat ein Jahr eigentlich 12 Monate und nicht 10?"),
    ("de", "name", "Ich habe schon 3 Katzen und suche einen Namen für die vierte."),
    ("de", "statement", "Der ICE um 17:12 nach Köln fällt heute aus."),

    ("fr", "advice", "J'ai 35 ans et je veux changer de métier, tu as des conseils ?"),
    ("fr", "poem", "Écris-moi un haïku sur le 14 juillet."),
    ("fr", "reminder", "Rappelle-moi d'arroser les plantes samedi à 10 h."),
    ("fr", "score", "Le PSG a perdu 1-2 contre Lyon, quelle déception."),
    ("fr", "version", "Python 3.12 est sorti, qu'est-ce qui change par rapport à la 3.11 ?"),
    ("fr", "phone", "Mon numéro c'est le 06 12 34 56 78, tu peux le noter quelque part ?"),
    ("fr", "recommendation", "Tu me conseilles quel film pour une soirée à 4 entre amis ?"),
    ("fr", "explanation", "Pourquoi la tour Eiffel a-t-elle été construite pour l'Exposition de 1889 ?"),
    ("fr", "name", "Trouve-moi un joli prénom pour des jumelles qui vont naître en 2026."),
    ("fr", "statement", "Le colis de 2 kg est enfin arrivé ce matin."),

    ("es", "advice", "Tengo una entrevista el 15 de octubre a las 10:00, ¿qué me pongo?"),
    ("es", "poem", "Escríbeme un poema para el 50 cumpleaños de mi padre."),
    ("es", "reminder", "Recuérdame pagar el alquiler el día 1 de cada mes."),
    ("es", "score", "El Madrid ganó 4 a 0, ¡qué partidazo!"),
    ("es", "version", "¿Qué novedades trae Android 15?"),
    ("es", "phone", "Mi WhatsApp es +34 612 345 678, escríbeme cuando llegues."),
    ("es", "recommendation", "Recomiéndame un libro de menos de 300 páginas para leer en verano."),
    ("es", "explanation", "¿Por qué el maratón mide 42,195 km?"),
    ("es", "opinion", "¿Qué opinas de cenar a las 22:00 como se hace en España?"),
    ("es", "statement", "Mi abuela cumplió noventa años el domingo."),

    ("ru", "advice", "Мне 28 лет, стоит ли идти учиться на программиста?"),
    ("ru", "poem", "Напиши короткое стихотворение к 8 Марта для коллег."),
    ("ru", "reminder", "Напомни мне в 18:00 купить хлеб."),
    ("ru", "score", "Зенит выиграл 2:1, отличный матч!"),
    ("ru", "version", "Что нового в Minecraft 1.21?"),
    ("ru", "phone", "Мой телефон +7 912 345-67-89, запиши, пожалуйста."),
    ("ru", "recommendation", "Посоветуй фильм на вечер для 3 человек."),
    ("ru", "explanation", "Почему в сутках 24 часа, а не 10?"),
    ("ru", "name", "Как назвать котёнка, который родился 1 апреля?"),
    ("ru", "statement", "Поезд прибывает на 5-й путь в 14:20."),

    ("pt", "advice", "Vou correr minha primeira meia maratona de 21 km em junho, alguma dica?"),
    ("pt", "poem", "Faz um poema pros 25 anos de casamento dos meus pais."),
    ("pt", "reminder", "Me lembra de tomar o remédio às 8h."),
    ("pt", "score", "O Flamengo empatou 1 a 1 ontem com o Palmeiras."),
    ("pt", "version", "Vale a pena atualizar pro Ubuntu 24.04 ou espero mais um pouco?"),
    ("pt", "phone", "Meu telefone é (11) 98765-4321, pode passar pro entregador."),
    ("pt", "recommendation", "Me indica um restaurante bom pra levar 2 crianças no domingo?"),
    ("pt", "explanation", "Por que o Brasil tem 26 estados e um Distrito Federal?"),
    ("pt", "name", "Que nome eu dou pro meu cachorro de 2 anos que acabei de adotar?"),
    ("pt", "statement", "Minha avó fez oitenta anos no sábado."),
]

POS_LANG = {"en": 20, "de": 15, "fr": 15, "es": 15, "ru": 10, "ja": 10, "it": 10, "pt": 5}
NEG_LANG = {"en": 10, "de": 10, "fr": 10, "es": 10, "ru": 10, "pt": 10}
CATS = ("math", "percent", "units", "dates")
WEEKDAYS = {"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}

NUMBER_WORDS = re.compile(
    r"\b(one|two|three|four|five|six|seven|eight|nine|ten|twenty|forty|fifty|hundred|"
    r"eins|zwei|drei|vier|fünf|zehn|ersten|"
    r"un|deux|trois|quatre|cinq|dix|"
    r"uno|dos|tres|cuatro|cinco|diez|noventa|"
    r"один|два|три|четыре|пять|десять|"
    r"um|dois|três|quatro|dez|oitenta)\b",
    re.IGNORECASE,
)


def build():
    pos, neg = [], []
    errors = []
    per_lang_cat = Counter()
    for lang, cat, q, expect, check in POS:
        per_lang_cat[(lang, cat)] += 1
        rid = f"r27-{lang}-{cat}-{per_lang_cat[(lang, cat)]}"
        got = check()
        if "number" in expect:
            x = expect["number"]
            if "tolerance" in expect:
                ok = abs(got - x) <= expect["tolerance"]
            elif "rel_tolerance" in expect:
                ok = abs(got - x) <= expect["rel_tolerance"] * abs(got)
            else:
                ok = math.isclose(got, x, rel_tol=0, abs_tol=1e-9)
                if ok and float(x).is_integer():
                    expect = dict(expect, number=int(x))
            if not ok:
                errors.append(f"{rid}: expect {x} but computed {got}")
            if cat == "dates" and not float(x).is_integer():
                errors.append(f"{rid}: date answer not whole")
        elif "text" in expect:
            if expect["text"] not in WEEKDAYS:
                errors.append(f"{rid}: text is not a weekday")
            if expect["text"] != got:
                errors.append(f"{rid}: expect {expect['text']} but computed {got}")
        else:
            errors.append(f"{rid}: expect has neither number nor text")
        if cat not in CATS:
            errors.append(f"{rid}: bad category")
        if cat == "dates" and not re.search(r"(19|20)\d\d", q):
            errors.append(f"{rid}: date question without explicit year")
        pos.append({"id": rid, "category": cat, "language": lang, "question": q, "expect": expect})

    per_lang = Counter()
    for lang, kind, q in NEG:
        per_lang[lang] += 1
        rid = f"n27-{lang}-{per_lang[lang]}"
        if not (re.search(r"\d", q) or NUMBER_WORDS.search(q)):
            errors.append(f"{rid}: no digit or number word")
        neg.append({"id": rid, "language": lang, "question": q,
                    "expect": {"no_computation": True}, "kind": kind})

    # counts
    lang_counts = Counter(r["language"] for r in pos)
    if dict(lang_counts) != POS_LANG:
        errors.append(f"positive language counts {dict(lang_counts)} != {POS_LANG}")
    for lang, n in POS_LANG.items():
        cats = Counter(r["category"] for r in pos if r["language"] == lang)
        if set(cats) != set(CATS):
            errors.append(f"{lang}: missing categories {set(CATS) - set(cats)}")
        elif max(cats.values()) - min(cats.values()) > 1:
            errors.append(f"{lang}: categories not evenly spread {dict(cats)}")
    if len(pos) != 100:
        errors.append(f"{len(pos)} positives, want 100")
    nlang = Counter(r["language"] for r in neg)
    if dict(nlang) != NEG_LANG:
        errors.append(f"negative language counts {dict(nlang)} != {NEG_LANG}")
    if len(neg) != 60:
        errors.append(f"{len(neg)} negatives, want 60")

    # uniqueness and fields
    ids = [r["id"] for r in pos + neg]
    dup = [i for i, c in Counter(ids).items() if c > 1]
    if dup:
        errors.append(f"duplicate ids {dup}")
    qs = [r["question"] for r in pos + neg]
    dq = [q for q, c in Counter(qs).items() if c > 1]
    if dq:
        errors.append(f"duplicate questions {dq}")
    for r in pos:
        for f in ("id", "category", "language", "question", "expect"):
            if not r.get(f):
                errors.append(f"{r.get('id')}: missing {f}")
    for r in neg:
        for f in ("id", "language", "question", "expect", "kind"):
            if not r.get(f):
                errors.append(f"{r.get('id')}: missing {f}")
    return pos, neg, errors


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: make_round27.py POSITIVE.jsonl NEGATIVE.jsonl")
    pos, neg, errors = build()
    if errors:
        for e in errors:
            print("ERROR:", e, file=sys.stderr)
        sys.exit(1)
    for path, rows in ((sys.argv[1], pos), (sys.argv[2], neg)):
        with open(path, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("positive:", len(pos), dict(Counter(r["language"] for r in pos)))
    print("negative:", len(neg), dict(Counter(r["language"] for r in neg)))


if __name__ == "__main__":
    main()
