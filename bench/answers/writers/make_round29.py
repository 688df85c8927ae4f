#!/usr/bin/env python3
"""Round 29 evaluation set generator.

Usage: python3 make_round29.py POSITIVE.jsonl NEGATIVE.jsonl

Every positive row carries a stated expected value and an independent check
(plain Python arithmetic / datetime).  Nothing is written unless every stated
value agrees with its check and all counts / uniqueness rules hold.
"""
import json
import math
import re
import sys
from collections import Counter
from datetime import date, timedelta

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]

MI_KM = 1.609344
LB_KG = 0.45359237
OZ_G = 28.349523125
IN_CM = 2.54
US_GAL_L = 3.785411784
US_CUP_ML = 236.5882365


def wd(d):
    return WEEKDAYS[d.weekday()]


def iso(d):
    return d.isoformat()


def days_between(a, b):
    return (b - a).days


def add_months(d, n):
    m = d.month - 1 + n
    y = d.year + m // 12
    m = m % 12 + 1
    return date(y, m, d.day)  # raises if the day does not exist (no clamping)


def f2c(f):
    return (f - 32) * 5 / 9


def c2f(c):
    return c * 9 / 5 + 32


POS_QUOTA = {"en": 20, "de": 15, "fr": 15, "es": 15, "ru": 10, "ja": 10,
             "it": 10, "pt": 5}
NEG_QUOTA = {"en": 10, "de": 10, "fr": 10, "es": 10, "ru": 10, "pt": 10}
CATEGORIES = ("math", "percent", "units", "dates")

POS = []


def P(lang, cat, question, check, num=None, tol=None, text=None):
    POS.append(dict(lang=lang, cat=cat, question=question, check=check,
                    num=num, tol=tol, text=text))


# ---------------------------------------------------------------- English 20
P("en", "math", "me and 3 friends got dinner last night, bill was $187.40 total. if we split it evenly how much does each of us owe?",
  lambda: 187.40 / 4, num=46.85, tol=0.01)
P("en", "math", "I'm mailing out 250 books and each shipping box fits 12. How many boxes do I need to buy?",
  lambda: math.ceil(250 / 12), num=21, tol=0)
P("en", "math", "filled up today. drove 412 miles on 11.5 gallons since the last fill up, whats my mpg",
  lambda: 412 / 11.5, num=35.826, tol=0.05)
P("en", "math", "My test scores this semester were 78, 85, 92, 67 and 88. What's my average?",
  lambda: (78 + 85 + 92 + 67 + 88) / 5, num=82, tol=0.01)
P("en", "math", "If I put away $35 every week, how many weeks will it take before I have at least $1,000 saved?",
  lambda: math.ceil(1000 / 35), num=29, tol=0)

P("en", "percent", "what's an 18% tip on $64.50",
  lambda: 64.50 * 0.18, num=11.61, tol=0.01)
P("en", "percent", "The jacket I wanted was $120 and now it's 35% off. What do I actually pay?",
  lambda: 120 * (1 - 0.35), num=78, tol=0.01)
P("en", "percent", "Got my raise letter! Going from $52,000 to $55,900 a year. What percent raise is that?",
  lambda: (55900 - 52000) / 52000 * 100, num=7.5, tol=0.01)
P("en", "percent", "what percent is 27 out of 180?",
  lambda: 27 / 180 * 100, num=15, tol=0.01)
P("en", "percent", "Eggs went from $2.89 a dozen to $4.25 at my store. By what percentage did the price go up?",
  lambda: (4.25 - 2.89) / 2.89 * 100, num=47.059, tol=0.05)

P("en", "units", "how many kilometers is a marathon if its 26.2 miles",
  lambda: 26.2 * MI_KM, num=42.165, tol=0.3)
P("en", "units", "European recipe says bake at 220 C. What's that in Fahrenheit for my oven?",
  lambda: c2f(220), num=428, tol=2)
P("en", "units", "Recipe calls for 3/4 cup of milk (US cup). How many ml is that?",
  lambda: 0.75 * US_CUP_ML, num=177.44, tol=1.5)
P("en", "units", "I weigh 168 lbs. what is that in kg?",
  lambda: 168 * LB_KG, num=76.204, tol=0.5)
P("en", "units", "quick one - how many seconds are in 3 and a half hours?",
  lambda: 3.5 * 3600, num=12600, tol=0)

P("en", "dates", "How many days are there between March 3, 2025 and July 19, 2025?",
  lambda: days_between(date(2025, 3, 3), date(2025, 7, 19)), num=138, tol=0)
P("en", "dates", "What day of the week was July 4, 1976?",
  lambda: wd(date(1976, 7, 4)), text="Sunday")
P("en", "dates", "The store has a 90 day return window and I bought it on Sept 15 2024. What's the last date I can return it (90 days after)?",
  lambda: iso(date(2024, 9, 15) + timedelta(days=90)), text="2024-12-14")
P("en", "dates", "what day of the week does christmas fall on in 2026",
  lambda: wd(date(2026, 12, 25)), text="Friday")
P("en", "dates", "My doctor counted 40 weeks from January 8, 2025 for the due date. What date is that?",
  lambda: iso(date(2025, 1, 8) + timedelta(weeks=40)), text="2025-10-15")

# ----------------------------------------------------------------- German 15
P("de", "math", "Wir waren gestern zu sechst essen, die Rechnung war 214,80 €. Wie viel zahlt jeder, wenn wir gleichmäßig teilen?",
  lambda: 214.80 / 6, num=35.80, tol=0.01)
P("de", "math", "Ich hab 1.250 Fliesen und in einen Karton passen 48 Stück. Wie viele Kartons brauch ich?",
  lambda: math.ceil(1250 / 48), num=27, tol=0)
P("de", "math", "Hab 43,5 Liter getankt und bin damit 620 km gefahren. Wie viel Liter sind das auf 100 km?",
  lambda: 43.5 / 620 * 100, num=7.016, tol=0.02)
P("de", "math", "Stundenlohn 14,25 € und ich arbeite 37,5 Std. die Woche – was verdien ich pro Woche brutto?",
  lambda: 14.25 * 37.5, num=534.375, tol=0.01)

P("de", "percent", "Was sind 19 % MwSt. auf 849 € netto?",
  lambda: 849 * 0.19, num=161.31, tol=0.01)
P("de", "percent", "Auf der Rechnung stehen 119,00 € inkl. 19 % MwSt. Wie hoch ist der Nettobetrag?",
  lambda: 119 / 1.19, num=100, tol=0.01)
P("de", "percent", "Unsere Miete steigt von 780 € auf 842,40 €. Um wie viel Prozent ist das eigentlich?",
  lambda: (842.40 - 780) / 780 * 100, num=8, tol=0.01)
P("de", "percent", "wieviel prozent sind 45 von 360",
  lambda: 45 / 360 * 100, num=12.5, tol=0.01)

P("de", "units", "Im Dating-Profil steht 5 Fuß 11 Zoll. Wie groß ist das in cm?",
  lambda: (5 * 12 + 11) * IN_CM, num=180.34, tol=1)
P("de", "units", "Das Thermometer aus den USA zeigt 98,6 °F. Wie viel Grad Celsius sind das?",
  lambda: f2c(98.6), num=37, tol=0.2)
P("de", "units", "Ein Marathon hat 42,195 km. Wie viele Meilen sind das?",
  lambda: 42.195 / MI_KM, num=26.219, tol=0.2)
P("de", "units", "130 km/h sind wie viel Meter pro Sekunde?",
  lambda: 130 * 1000 / 3600, num=36.111, tol=0.2)

P("de", "dates", "Welcher Wochentag ist der 3. Oktober 2027?",
  lambda: wd(date(2027, 10, 3)), text="Sunday")
P("de", "dates", "Wie viele Tage sind es vom 24.12.2025 bis zum 01.03.2026?",
  lambda: days_between(date(2025, 12, 24), date(2026, 3, 1)), num=67, tol=0)
P("de", "dates", "Meine Kündigungsfrist beträgt 3 Monate ab dem 15.01.2026. An welchem Datum endet sie?",
  lambda: iso(add_months(date(2026, 1, 15), 3)), text="2026-04-15")

# ----------------------------------------------------------------- French 15
P("fr", "math", "On est 5 à se partager un Airbnb à 1 235 € la semaine, ça fait combien par personne ?",
  lambda: 1235 / 5, num=247, tol=0.01)
P("fr", "math", "Je dois ranger 340 bouteilles dans des caisses de 6. Il me faut combien de caisses ?",
  lambda: math.ceil(340 / 6), num=57, tol=0)
P("fr", "math", "C'est quoi ma moyenne avec ces notes : 12,5 ; 14 ; 9,5 ; 16 et 11 ?",
  lambda: (12.5 + 14 + 9.5 + 16 + 11) / 5, num=12.6, tol=0.01)
P("fr", "math", "Un robinet débite 18 litres en 4 minutes. Il faut combien de minutes pour remplir une baignoire de 171 litres ?",
  lambda: 171 / (18 / 4), num=38, tol=0.05)

P("fr", "percent", "pourboire de 15 % sur une addition de 86,40 €, ça fait combien ?",
  lambda: 86.40 * 0.15, num=12.96, tol=0.01)
P("fr", "percent", "Soldes à -30 % sur un manteau affiché 159,90 €. Je vais payer combien en caisse ?",
  lambda: 159.90 * 0.70, num=111.93, tol=0.01)
P("fr", "percent", "Mon salaire net passe de 2 150 € à 2 279 €. Ça fait une augmentation de combien de pourcents ?",
  lambda: (2279 - 2150) / 2150 * 100, num=6, tol=0.01)
P("fr", "percent", "Quel pourcentage représente 18 sur 240 ?",
  lambda: 18 / 240 * 100, num=7.5, tol=0.01)

P("fr", "units", "Ma recette américaine dit 350 °F, ça fait combien en degrés Celsius ?",
  lambda: f2c(350), num=176.67, tol=1)
P("fr", "units", "6 pieds 2 pouces, ça fait combien en mètres ?",
  lambda: (6 * 12 + 2) * IN_CM / 100, num=1.8796, tol=0.01)
P("fr", "units", "Combien de litres dans 2 gallons américains ?",
  lambda: 2 * US_GAL_L, num=7.5708, tol=0.05)

P("fr", "dates", "Le 14 juillet 2026 tombe quel jour de la semaine ?",
  lambda: wd(date(2026, 7, 14)), text="Tuesday")
P("fr", "dates", "Combien de jours entre le 1er septembre 2025 et le 20 décembre 2025 ?",
  lambda: days_between(date(2025, 9, 1), date(2025, 12, 20)), num=110, tol=0)
P("fr", "dates", "Le vendeur m'a dit livraison 45 jours après la commande, j'ai commandé le 20/11/2025. Ça tombe quelle date ?",
  lambda: iso(date(2025, 11, 20) + timedelta(days=45)), text="2026-01-04")
P("fr", "dates", "Si je pars le 28 février 2028 et que je reviens exactement 3 semaines plus tard, je rentre à quelle date ?",
  lambda: iso(date(2028, 2, 28) + timedelta(weeks=3)), text="2028-03-20")

# ---------------------------------------------------------------- Spanish 15
P("es", "math", "Somos 7 y el asado salió 3.850 pesos en total... ¿cuánto pone cada uno?",
  lambda: 3850 / 7, num=550, tol=0.01)
P("es", "math", "Un paquete de pañales trae 44 y el bebé usa 8 al día. ¿Para cuántos días completos me alcanzan 3 paquetes?",
  lambda: (3 * 44) // 8, num=16, tol=0)
P("es", "math", "Compré 2,5 kg de carne a 9,80 € el kilo y 3 botellas de vino a 6,45 € cada una. ¿Cuánto gasté en total?",
  lambda: 2.5 * 9.80 + 3 * 6.45, num=43.85, tol=0.01)
P("es", "math", "si un coche recorre 315 km en 3 horas y media, cual es su velocidad media en km/h",
  lambda: 315 / 3.5, num=90, tol=0.05)

P("es", "percent", "¿Cuánto es el 21 % de IVA sobre 1.240 €?",
  lambda: 1240 * 0.21, num=260.40, tol=0.01)
P("es", "percent", "En la tienda me hacen un 15% de descuento sobre 68,00 €. ¿Cuánto pago al final?",
  lambda: 68 * 0.85, num=57.80, tol=0.01)
P("es", "percent", "El alquiler me pasó de 950 € a 1.007 € este año. ¿Qué porcentaje subió?",
  lambda: (1007 - 950) / 950 * 100, num=6, tol=0.01)
P("es", "percent", "qué porcentaje es 39 de 156?",
  lambda: 39 / 156 * 100, num=25, tol=0.01)

P("es", "units", "Mi hijo tiene 37,5 °C de fiebre, ¿cuántos grados Fahrenheit son? es para decírselo al pediatra de EE. UU.",
  lambda: c2f(37.5), num=99.5, tol=0.5)
P("es", "units", "¿Cuántas libras son 2,3 kilos?",
  lambda: 2.3 / LB_KG, num=5.0706, tol=0.04)
P("es", "units", "La receta pide 600 ml de caldo y solo tengo una taza medidora de 240 ml. ¿Cuántas tazas son?",
  lambda: 600 / 240, num=2.5, tol=0.02)

P("es", "dates", "¿Qué día de la semana fue el 20 de julio de 1969?",
  lambda: wd(date(1969, 7, 20)), text="Sunday")
P("es", "dates", "¿Cuántos días hay del 15 de mayo de 2026 al 12 de octubre de 2026?",
  lambda: days_between(date(2026, 5, 15), date(2026, 10, 12)), num=150, tol=0)
P("es", "dates", "Mi contrato empieza el 10 de agosto de 2026 y dura 6 meses. ¿En qué fecha termina?",
  lambda: iso(add_months(date(2026, 8, 10), 6)), text="2027-02-10")
P("es", "dates", "¿Qué fecha era 100 días antes del 1 de marzo de 2025?",
  lambda: iso(date(2025, 3, 1) - timedelta(days=100)), text="2024-11-21")

# ---------------------------------------------------------------- Russian 10
P("ru", "math", "Нас было 4 человека, счёт в ресторане 7 380 ₽. Сколько с каждого?",
  lambda: 7380 / 4, num=1845, tol=0.01)
P("ru", "math", "Переезжаем, нужно перевезти 95 коробок, а в машину влезает только 18. Сколько рейсов придётся сделать?",
  lambda: math.ceil(95 / 18), num=6, tol=0)
P("ru", "math", "температура за неделю была -3, -5, 0, 2, -1, -4, -3. какая средняя?",
  lambda: (-3 - 5 + 0 + 2 - 1 - 4 - 3) / 7, num=-2, tol=0.01)

P("ru", "percent", "Сколько будет 13% НДФЛ с зарплаты 85 000 рублей?",
  lambda: 85000 * 0.13, num=11050, tol=0.01)
P("ru", "percent", "Телевизор стоит 47 990 ₽, на него скидка 25%. Сколько он будет стоить со скидкой?",
  lambda: 47990 * 0.75, num=35992.5, tol=0.01)
P("ru", "percent", "Цена на хлеб выросла со 120 до 150 рублей — на сколько процентов?",
  lambda: (150 - 120) / 120 * 100, num=25, tol=0.01)

P("ru", "units", "60 миль в час — это сколько км/ч?",
  lambda: 60 * MI_KM, num=96.56, tol=0.5)
P("ru", "units", "Переведи 5 футов 9 дюймов в сантиметры",
  lambda: (5 * 12 + 9) * IN_CM, num=175.26, tol=1)

P("ru", "dates", "Какой день недели будет 9 мая 2030 года?",
  lambda: wd(date(2030, 5, 9)), text="Thursday")
P("ru", "dates", "Сколько дней от 1 января 2026 до 8 марта 2026?",
  lambda: days_between(date(2026, 1, 1), date(2026, 3, 8)), num=66, tol=0)

# --------------------------------------------------------------- Japanese 10
P("ja", "math", "飲み会の会計が３万２千円で、８人で割り勘したら一人いくら？",
  lambda: 32000 / 8, num=4000, tol=0.01)
P("ja", "math", "1日15ページずつ読むと、420ページの本は何日で読み終わりますか？",
  lambda: math.ceil(420 / 15), num=28, tol=0)
P("ja", "math", "時給1,150円で1日6時間、月18日働いたら月収はいくらになる？",
  lambda: 1150 * 6 * 18, num=124200, tol=0.01)

P("ja", "percent", "本体価格2,980円で消費税10%だと税込いくらですか",
  lambda: 2980 * 1.10, num=3278, tol=0.01)
P("ja", "percent", "バイト代が月12万円から13万2千円に上がった。何パーセントアップ？",
  lambda: (132000 - 120000) / 120000 * 100, num=10, tol=0.01)

P("ja", "units", "華氏75度って摂氏だと何度？",
  lambda: f2c(75), num=23.89, tol=0.2)
P("ja", "units", "５マイルは何キロメートルですか？",
  lambda: 5 * MI_KM, num=8.0467, tol=0.05)
P("ja", "units", "お米3合って何ミリリットル？1合180mlで計算して",
  lambda: 3 * 180, num=540, tol=0)

P("ja", "dates", "2026年2月11日は何曜日ですか？",
  lambda: wd(date(2026, 2, 11)), text="Wednesday")
P("ja", "dates", "2025年12月25日から2026年4月1日まで何日ある？",
  lambda: days_between(date(2025, 12, 25), date(2026, 4, 1)), num=97, tol=0)

# ---------------------------------------------------------------- Italian 10
P("it", "math", "Siamo in 3 e il conto della pizzeria è 73,50 €, quanto paga ciascuno?",
  lambda: 73.50 / 3, num=24.50, tol=0.01)
P("it", "math", "Devo spedire 1.000 inviti e le buste si vendono in confezioni da 75. Quante confezioni devo comprare?",
  lambda: math.ceil(1000 / 75), num=14, tol=0)

P("it", "percent", "Le scarpe costavano 80 € e adesso 62 €: che sconto è in percentuale?",
  lambda: (80 - 62) / 80 * 100, num=22.5, tol=0.01)
P("it", "percent", "il 22% di iva su 450 euro quant'è?",
  lambda: 450 * 0.22, num=99, tol=0.01)
P("it", "percent", "Quanto lascio di mancia se voglio dare il 10% su un conto di 57,80 €?",
  lambda: 57.80 * 0.10, num=5.78, tol=0.01)

P("it", "units", "La ricetta inglese dice 8 once di farina, quanti grammi sono?",
  lambda: 8 * OZ_G, num=226.8, tol=2)
P("it", "units", "100 gradi Fahrenheit quanti Celsius sono?",
  lambda: f2c(100), num=37.78, tol=0.3)

P("it", "dates", "Che giorno della settimana era il 2 giugno 1946?",
  lambda: wd(date(1946, 6, 2)), text="Sunday")
P("it", "dates", "Quanti giorni ci sono dal 1° agosto 2026 a Natale 2026 (25 dicembre)?",
  lambda: days_between(date(2026, 8, 1), date(2026, 12, 25)), num=146, tol=0)
P("it", "dates", "Se al 5 novembre 2025 aggiungo 10 settimane, che data viene fuori?",
  lambda: iso(date(2025, 11, 5) + timedelta(weeks=10)), text="2026-01-14")

# -------------------------------------------------------------- Portuguese 5
P("pt", "math", "Somos 6 amigos e o churrasco deu R$ 540,00. Quanto fica pra cada um?",
  lambda: 540 / 6, num=90, tol=0.01)
P("pt", "math", "quantas caixas de 24 latas eu preciso comprar pra ter pelo menos 300 latas?",
  lambda: math.ceil(300 / 24), num=13, tol=0)
P("pt", "percent", "Quanto eu economizo com 12% de desconto num celular de R$ 1.899,90?",
  lambda: 1899.90 * 0.12, num=227.988, tol=0.01)
P("pt", "units", "Quantos metros são 1.500 pés?",
  lambda: 1500 * 12 * IN_CM / 100, num=457.2, tol=3)
P("pt", "dates", "Em que dia da semana cai o 7 de setembro de 2026?",
  lambda: wd(date(2026, 9, 7)), text="Monday")

# ------------------------------------------------------------ NEGATIVE (60)
NEG_SRC = {
    "en": [
        ("poem", "I'm turning 40 on March 12 — can you write me a short funny poem about it?"),
        ("advice", "My work phone number changed to 555-0143, how do I let my coworkers know without a big awkward email?"),
        ("translation", "Translate into Spanish: 'the train leaves at 7:45 from platform 3'"),
        ("smalltalk", "We lost 3-2 in overtime last night, I still can't believe it."),
        ("opinion", "Is it worth upgrading from an iPhone 12 to the iPhone 15, or should I wait another year?"),
        ("reminder", "Help me word a friendly reminder for my roommates: the $1,200 rent is due on the 1st and the landlord charges a 5% late fee."),
        ("explanation", "Why do so many recipes say bake at 350°F for 25 minutes instead of hotter and shorter?"),
        ("story", "Write a bedtime story about a 300-year-old dragon with 2 heads who is afraid of the dark."),
        ("smalltalk", "ran 5 km in 28 minutes today for the first time ever!! feeling great"),
        ("advice", "I make about $3,000 a month. Any tips for actually sticking to saving 20% of it?"),
    ],
    "de": [
        ("advice", "Ich werde am 14. Mai 30 – hast du Ideen für eine kleine Feier mit ungefähr 20 Leuten?"),
        ("poem", "Schreib mir ein kurzes Gedicht über den 1. Advent und die 4 Kerzen am Kranz."),
        ("translation", "Übersetz bitte ins Englische: „Der Zug hat 15 Minuten Verspätung.“"),
        ("reminder", "Wie formuliere ich höflich eine Erinnerung, dass die Miete von 850 € bis zum 3. des Monats überwiesen sein muss?"),
        ("explanation", "Warum wurde in Python 3.12 eigentlich das distutils-Modul entfernt?"),
        ("smalltalk", "Bayern hat gestern 4:1 gewonnen, was für ein Spiel!"),
        ("opinion", "Lohnt sich ein E-Bike für 2.500 €, wenn ich jeden Tag 12 km zur Arbeit fahre?"),
        ("advice", "Meine Oma wird nächste Woche 90, was kann ich ihr schenken?"),
        ("story", "Erzähl mir eine kurze Geschichte über eine Katze, die im 3. Stock wohnt und nie rausdarf."),
        ("opinion", "Im Laden stand „Alles 50 % reduziert“ und zusätzlich 2 für 1 – ist das seriös oder eher Abzocke?"),
    ],
    "fr": [
        ("poem", "Écris-moi un petit poème pour les 25 ans de mariage de mes parents."),
        ("reminder", "J'ai rendez-vous chez le dentiste le 12 mars à 14 h 30, tu peux m'aider à rédiger un rappel pour mon agenda ?"),
        ("translation", "Traduis en anglais : « j'ai 2 chats et 1 chien »."),
        ("smalltalk", "Le PSG a gagné 3 à 0 hier soir, quel match !"),
        ("recommendation", "Tu me conseilles quel vin pour un dîner à 6 avec un budget d'environ 15 € la bouteille ?"),
        ("explanation", "Pourquoi l'eau bout à 100 °C au niveau de la mer mais à moins en montagne ?"),
        ("story", "Raconte une histoire courte sur un robot de 7 ans qui habite au 42 rue des Lilas."),
        ("advice", "Mon loyer augmente de 3,5 % en janvier, est-ce que mon propriétaire a le droit de faire ça ?"),
        ("advice", "Je cours 10 km en 55 minutes, comment progresser pour passer sous les 50 ?"),
        ("opinion", "Sur un CV, c'est mieux d'écrire 06 12 34 56 78 ou +33 6 12 34 56 78 ?"),
    ],
    "es": [
        ("poem", "Escríbeme un poema para mi abuela, que cumple 85 años el 3 de junio."),
        ("recommendation", "¿Qué me recomiendas ver en Madrid si tengo 2 días y unos 150 € de presupuesto?"),
        ("translation", "Traduce al inglés: 'la reunión es el martes a las 10:30 en la sala 4'."),
        ("smalltalk", "Ayer el Barça ganó 2-1 con un gol en el minuto 93, ¡qué locura!"),
        ("explanation", "¿Por qué los aviones comerciales vuelan a unos 10.000 metros de altura?"),
        ("reminder", "Ayúdame a redactar un recordatorio para el grupo: la cuota de 25 € del gimnasio vence el día 5."),
        ("story", "Cuéntame un cuento corto sobre un gato que tenía 9 vidas y ya gastó 8."),
        ("opinion", "¿Vale la pena pagar un 10 % más por un portátil con 16 GB de RAM en vez de 8?"),
        ("advice", "Tengo 17 años y quiero empezar a ahorrar para un coche, ¿por dónde empiezo?"),
        ("advice", "Mi vuelo sale a las 6:15 y tengo que estar 2 horas antes, ¿es buena idea ir en metro a esa hora o mejor taxi?"),
    ],
    "ru": [
        ("poem", "Напиши стихотворение к 8 Марта для коллег по отделу."),
        ("advice", "Мне 35 лет, стоит ли начинать учить программирование с нуля?"),
        ("translation", "Переведи на английский: «Поезд отправляется в 18:40 с третьего пути»."),
        ("smalltalk", "Вчера «Спартак» сыграл 1:1, обидно, весь матч были сильнее."),
        ("explanation", "Почему после Windows 8.1 сразу вышла Windows 10, а не 9?"),
        ("reminder", "Помоги сформулировать напоминание: оплатить интернет 650 ₽ до 20 числа."),
        ("recommendation", "Посоветуй книгу на выходные, желательно до 400 страниц."),
        ("story", "Расскажи короткую сказку про ёжика, который прошёл 100 километров, чтобы увидеть море."),
        ("opinion", "Инфляция 9 % в год — это много или нормально для экономики?"),
        ("smalltalk", "Купили квартиру 54 квадратных метра на 5 этаже, наконец-то свой угол!"),
    ],
    "pt": [
        ("poem", "Escreve um poema curto para o aniversário de 18 anos da minha filha."),
        ("advice", "Meu voo pra Lisboa é dia 22 de abril às 23h50, o que vale a pena levar na mala de mão?"),
        ("translation", "Traduz pro inglês: 'comprei 3 quilos de tomate por 12 reais'."),
        ("smalltalk", "O Flamengo ganhou de 2 a 0 ontem, que jogo!"),
        ("explanation", "Por que o Brasil tem 27 unidades federativas?"),
        ("reminder", "Me ajuda a escrever um lembrete: reunião de condomínio dia 15 às 19h, taxa extra de R$ 350."),
        ("opinion", "Vale a pena trocar um carro 2015 com 120 mil km por um zero?"),
        ("story", "Conta uma historinha sobre um menino de 6 anos que encontrou 3 moedas mágicas."),
        ("recommendation", "Qual celular você recomenda até R$ 2.000 com câmera boa?"),
        ("smalltalk", "Hoje pedalei 10 km em 40 minutos, tô feliz demais!"),
    ],
}


def fail(msg):
    sys.stderr.write("REFUSING TO WRITE: " + msg + "\n")
    sys.exit(1)


def norm(q):
    return re.sub(r"\s+", " ", q.strip().lower())


def build_positive():
    rows, errors = [], []
    counters = Counter()
    for r in POS:
        lang, cat = r["lang"], r["cat"]
        if lang not in POS_QUOTA:
            errors.append("unknown language %r" % lang)
            continue
        if cat not in CATEGORIES:
            errors.append("unknown category %r" % cat)
            continue
        counters[(lang, cat)] += 1
        rid = "r29-%s-%s-%d" % (lang, cat, counters[(lang, cat)])
        got = r["check"]()
        if r["text"] is not None:
            if r["num"] is not None:
                errors.append("%s: both number and text given" % rid)
            if got != r["text"]:
                errors.append("%s: stated %r, check gives %r" % (rid, r["text"], got))
            expect = {"text": r["text"]}
        else:
            if r["num"] is None or r["tol"] is None:
                errors.append("%s: number or tolerance missing" % rid)
                continue
            # stated value may be rounded, but only well inside the tolerance
            allowed = max(1e-6, 0.1 * r["tol"])
            if abs(float(got) - r["num"]) > allowed:
                errors.append("%s: stated %r, check gives %r" % (rid, r["num"], got))
            expect = {"number": float(r["num"]), "tolerance": float(r["tol"])}
        rows.append({"id": rid, "category": cat, "language": lang,
                     "question": r["question"], "expect": expect})
    return rows, errors


def build_negative():
    rows, errors = [], []
    for lang, items in NEG_SRC.items():
        for i, (kind, q) in enumerate(items, 1):
            if not kind or not re.search(r"\d", q):
                errors.append("n29-%s-%d: missing kind or no digits" % (lang, i))
            rows.append({"id": "n29-%s-%d" % (lang, i), "language": lang,
                         "question": q, "expect": {"no_computation": True},
                         "kind": kind})
    return rows, errors


def validate(pos, neg, errors):
    lc = Counter(r["language"] for r in pos)
    if dict(lc) != POS_QUOTA:
        errors.append("positive per-language counts %s != %s" % (dict(lc), POS_QUOTA))
    if len(pos) != 100:
        errors.append("positive total %d != 100" % len(pos))
    for lang in POS_QUOTA:
        cats = {r["category"] for r in pos if r["language"] == lang}
        if cats != set(CATEGORIES):
            errors.append("%s does not cover all four categories: %s" % (lang, sorted(cats)))
    nc = Counter(r["language"] for r in neg)
    if dict(nc) != NEG_QUOTA:
        errors.append("negative per-language counts %s != %s" % (dict(nc), NEG_QUOTA))
    if len(neg) != 60:
        errors.append("negative total %d != 60" % len(neg))
    ids = [r["id"] for r in pos + neg]
    dup_ids = [k for k, v in Counter(ids).items() if v > 1]
    if dup_ids:
        errors.append("duplicate ids: %s" % dup_ids)
    qs = [norm(r["question"]) for r in pos + neg]
    dup_qs = [k for k, v in Counter(qs).items() if v > 1]
    if dup_qs:
        errors.append("duplicate questions: %s" % dup_qs)
    for r in pos:
        if not re.fullmatch(r"r29-(en|de|fr|es|ru|ja|it|pt)-(math|percent|units|dates)-\d+", r["id"]):
            errors.append("bad id %s" % r["id"])
        if r["id"].split("-")[1] != r["language"] or r["id"].split("-")[2] != r["category"]:
            errors.append("id/field mismatch %s" % r["id"])
        e = r["expect"]
        if "text" in e:
            t = e["text"]
            if t not in WEEKDAYS and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", t):
                errors.append("%s: text expect must be weekday or YYYY-MM-DD" % r["id"])
        elif e["tolerance"] < 0:
            errors.append("%s: negative tolerance" % r["id"])


def main():
    if len(sys.argv) != 3:
        sys.stderr.write("usage: python3 make_round29.py POSITIVE.jsonl NEGATIVE.jsonl\n")
        sys.exit(2)
    pos, e1 = build_positive()
    neg, e2 = build_negative()
    errors = e1 + e2
    validate(pos, neg, errors)
    if errors:
        fail("\n  " + "\n  ".join(errors))
    for path, rows in ((sys.argv[1], pos), (sys.argv[2], neg)):
        with open(path, "w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print("wrote %d positive rows to %s" % (len(pos), sys.argv[1]))
    print("wrote %d negative rows to %s" % (len(neg), sys.argv[2]))


if __name__ == "__main__":
    main()
