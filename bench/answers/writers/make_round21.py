#!/usr/bin/env python3
"""Writer for round 21 of the blind evaluation set.

Writes:
  bench/answers/fresh_round21.jsonl     100 questions with one numeric (or weekday) answer
  bench/answers/fresh_negative21.jsonl  60 sentences with numbers that ask for no computation

Every expected value is computed here (Decimal for money / exact arithmetic,
datetime.date for calendar questions).  Standard library only.
"""
import json
import math
import os
from collections import Counter
from datetime import date, timedelta
from decimal import Decimal as D, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)
OUT_MAIN = os.path.join(OUT_DIR, "fresh_round21.jsonl")
OUT_NEG = os.path.join(OUT_DIR, "fresh_negative21.jsonl")

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

# exact conversion factors
MILE_KM = D("1.609344")
INCH_CM = D("2.54")
LB_KG = D("0.45359237")
US_FLOZ_ML = D("29.5735295625")


def f_to_c(f):
    return (D(f) - 32) * 5 / 9


def c_to_f(c):
    return D(c) * 9 / 5 + 32


def days(a, b):
    return D((b - a).days)


def weekday(d):
    return WEEKDAYS[d.weekday()]


def expect_for(category, value):
    if isinstance(value, str):
        assert value in WEEKDAYS
        return {"text": value}
    value = D(value)
    if value == value.to_integral_value():
        return {"number": int(value)}
    q = value.quantize(D("0.01"), rounding=ROUND_HALF_UP)
    if category == "units":
        return {"number": float(q), "rel_tolerance": 0.01}
    return {"number": float(q), "tolerance": 0.01}


ITEMS = []


def add(lang, cat, question, value):
    ITEMS.append((lang, cat, question, value))


# ---------------------------------------------------------------- English (25)
# math 10
add("en", "math", "ok so dinner came to $187.40 and there were 4 of us, we're splitting it evenly. how much does each person owe?",
    D("187.40") / 4)
add("en", "math", "grabbed 3 coffees at $4.75 each and two muffins at $3.20 each for the team meeting. what's the total?",
    3 * D("4.75") + 2 * D("3.20"))
add("en", "math", "Paid with a $50 bill, groceries came to $37.18. How much change should I get back?",
    D("50") - D("37.18"))
add("en", "math", "My last five runs took 32, 29, 35, 31 and 33 minutes. what's my average time in minutes?",
    (D(32) + 29 + 35 + 31 + 33) / 5)
add("en", "math", "A 24-pack of sparkling water is $11.52 at Costco. What's that per can?",
    D("11.52") / 24)
add("en", "math", "I baked 250 cupcakes for the school fair and each box holds 12. How many boxes can I fill completely?",
    D(math.floor(D(250) / 12)))
add("en", "math", "worked 7.5 hours on Saturday at $18.40/hour — how much did I make before taxes?",
    D("7.5") * D("18.40"))
add("en", "math", "Our road trip is 1,260 miles total and the car gets 28 miles per gallon. How many gallons of gas will we need?",
    D(1260) / 28)
add("en", "math", "Painting one wall that's 14 ft wide and 9 ft tall, and I want two coats. How many square feet of coverage do I need in total?",
    D(14) * 9 * 2)
add("en", "math", "Rent is $2,250 a month for the three of us. I have the big room so I pay $150 more than each of the other two (they pay the same). How much do I pay?",
    (D(2250) - 150) / 3 + 150)
# percent 6
add("en", "percent", "that jacket I liked was $120 and it's 35% off today. what's the sale price?",
    D(120) * (1 - D("0.35")))
add("en", "percent", "Bill was $86.50, I want to leave an 18% tip. How much is the tip?",
    D("86.50") * D("0.18"))
add("en", "percent", "The quote says £240 before VAT and VAT is 20%. What's the total I actually pay?",
    D(240) * D("1.20"))
add("en", "percent", "My salary went from $62,000 to $66,340 this year. What percent raise is that?",
    (D(66340) - 62000) / 62000 * 100)
add("en", "percent", "I got 42 out of 56 questions right on my practice test, what percentage is that?",
    D(42) / 56 * 100)
add("en", "percent", "Our electric bill went from $145 in March to $116 in April. By what percentage did it go down?",
    (D(145) - 116) / 145 * 100)
# units 5
add("en", "units", "The recipe says bake at 350°F but my oven is in Celsius. What temperature do I set it to?",
    f_to_c(350))
add("en", "units", "Ran my first 10K yesterday!! How many miles is that?",
    D(10) / MILE_KM)
add("en", "units", "my checked bag weighs 23 kg according to the airline, what's that in pounds?",
    D(23) / LB_KG)
add("en", "units", "Driving in Canada and the sign says 100 km/h. What's that in mph?",
    D(100) / MILE_KM)
add("en", "units", "How many US fluid ounces are in a 2 liter bottle of soda?",
    D(2000) / US_FLOZ_ML)
# dates 4
add("en", "dates", "How many days are there between March 3, 2025 and July 19, 2025?",
    days(date(2025, 3, 3), date(2025, 7, 19)))
add("en", "dates", "I'm mailing my passport renewal on November 20, 2024 and they say it takes exactly 45 days. What day of the week would the 45th day after that be?",
    weekday(date(2024, 11, 20) + timedelta(days=45)))
add("en", "dates", "Our wedding is on June 13, 2026 and the RSVP deadline is 30 days before that. What day of the week is the RSVP deadline?",
    weekday(date(2026, 6, 13) - timedelta(days=30)))
add("en", "dates", "My daughter was born on August 14, 2019. How many days old will she be on January 1, 2025?",
    days(date(2019, 8, 14), date(2025, 1, 1)))

# ---------------------------------------------------------------- German (15)
add("de", "math", "Wir waren gestern zu fünft beim Italiener, die Rechnung war 143,50 €. Wie viel zahlt jeder, wenn wir gleichmäßig teilen?",
    D("143.50") / 5)
add("de", "math", "Hab im Baumarkt 4 Packungen Schrauben à 3,49 € und einen Hammer für 12,99 € gekauft. Was macht das zusammen?",
    4 * D("3.49") + D("12.99"))
add("de", "math", "Ich hab mit einem 100-Euro-Schein bezahlt, der Einkauf kostete 63,27 €. Wie viel Wechselgeld krieg ich zurück?",
    D(100) - D("63.27"))
add("de", "math", "Diesen Monat hab ich 38,5 Stunden im Minijob gearbeitet, Stundenlohn 14,20 €. Wie viel ist das brutto?",
    D("38.5") * D("14.20"))
add("de", "math", "Ein 5-kg-Sack Kartoffeln kostet auf dem Markt 4,45 €. Was kostet dann das Kilo?",
    D("4.45") / 5)
add("de", "math", "Für die Hochzeit haben wir 126 Gäste und an einen Tisch passen 8 Leute. Wie viele Tische brauchen wir mindestens?",
    D(math.ceil(D(126) / 8)))
add("de", "percent", "Die Waschmaschine kostet 649 €, diese Woche gibt's 15 % Rabatt. Was zahl ich dann?",
    D(649) * (1 - D("0.15")))
add("de", "percent", "Netto sind es 1.250 €, dazu kommen noch 19 % MwSt. Wie hoch ist der Bruttobetrag?",
    D(1250) * D("1.19"))
add("de", "percent", "Meine Miete steigt ab Juli von 820 € auf 861 €. Um wie viel Prozent ist das?",
    (D(861) - 820) / 820 * 100)
add("de", "percent", "Bei unserer Umfrage haben von 1.200 Befragten 276 mit Ja gestimmt. Wie viel Prozent sind das?",
    D(276) / 1200 * 100)
add("de", "units", "Der Typ aus der Dating-App schreibt, er ist 6 Fuß 2 Zoll groß 😅 Wie viel ist das in Zentimetern?",
    (6 * 12 + 2) * INCH_CM)
add("de", "units", "Mein Laufband ist ein amerikanisches Modell und zeigt 3,5 Meilen an. Wie viele Kilometer sind das?",
    D("3.5") * MILE_KM)
add("de", "units", "Meine Schwester schreibt aus Florida, es hat 95 Grad Fahrenheit. Wie viel Grad Celsius sind das?",
    f_to_c(95))
add("de", "dates", "Wie viele Tage sind es vom 15. Januar 2026 bis zum 1. Mai 2026?",
    days(date(2026, 1, 15), date(2026, 5, 1)))
add("de", "dates", "Wie viele Wochen liegen zwischen dem 5. Januar 2026 und dem 30. März 2026?",
    days(date(2026, 1, 5), date(2026, 3, 30)) / 7)

# ---------------------------------------------------------------- French (15)
add("fr", "math", "On était 6 au resto hier soir, l'addition fait 214,80 €. Ça fait combien par personne ?",
    D("214.80") / 6)
add("fr", "math", "J'ai pris trois baguettes à 1,15 € et un camembert à 7,90 €, ça fait combien en tout ?",
    3 * D("1.15") + D("7.90"))
add("fr", "math", "Je paie avec un billet de 20 € et mes courses font 13,64 €. On doit me rendre combien ?",
    D(20) - D("13.64"))
add("fr", "math", "Mes notes ce trimestre en anglais : 12, 15, 9, 14 et 16. C'est quoi ma moyenne ?",
    (D(12) + 15 + 9 + 14 + 16) / 5)
add("fr", "math", "Un pack de 6 bouteilles d'eau d'1,5 L coûte 3,30 €. Combien coûte une bouteille ?",
    D("3.30") / 6)
add("fr", "math", "Je fais du baby-sitting 12 heures par semaine à 11,50 € de l'heure. Combien je gagne en 4 semaines ?",
    12 * D("11.50") * 4)
add("fr", "percent", "C'est les soldes : -30 % sur un manteau à 189 €. Il coûte combien du coup ?",
    D(189) * (1 - D("0.30")))
add("fr", "percent", "Mon loyer de 750 € augmente de 3,5 % en janvier. Quel sera le nouveau loyer ?",
    D(750) * (1 + D("0.035")))
add("fr", "percent", "Le devis indique 85 € HT, avec une TVA à 20 %. Ça fait combien TTC ?",
    D(85) * D("1.20"))
add("fr", "percent", "Dans la classe de mon fils, 14 élèves sur 40 ont eu plus de 15 au contrôle. Ça représente quel pourcentage ?",
    D(14) / 40 * 100)
add("fr", "units", "La balance de mon cousin américain dit que ma valise fait 50 livres. Ça fait combien en kilos ?",
    D(50) * LB_KG)
add("fr", "units", "Aux États-Unis je roulais à 65 miles à l'heure sur l'autoroute, ça fait combien en km/h ?",
    D(65) * MILE_KM)
add("fr", "units", "La piscine fait 25 mètres et j'ai nagé 36 longueurs ce matin. Ça fait combien de kilomètres ?",
    D(25) * 36 / 1000)
add("fr", "dates", "Combien de jours y a-t-il entre le 14 juillet 2025 et le 25 décembre 2025 ?",
    days(date(2025, 7, 14), date(2025, 12, 25)))
add("fr", "dates", "Le 14 juillet 2026, ça tombe quel jour de la semaine ? C'est pour savoir si on fait le pont.",
    weekday(date(2026, 7, 14)))

# ---------------------------------------------------------------- Spanish (15)
add("es", "math", "Fuimos 5 a cenar en Guadalajara y la cuenta salió en $1,840 pesos. ¿Cuánto le toca a cada uno si dividimos parejo?",
    D(1840) / 5)
add("es", "math", "Compré 2 kilos de tomates a 2,35 € el kilo y una barra de pan de 1,10 €. ¿Cuánto es en total?",
    2 * D("2.35") + D("1.10"))
add("es", "math", "Pagué con un billete de 50 € y la compra fue de 31,45 €. ¿Cuánto me tienen que devolver?",
    D(50) - D("31.45"))
add("es", "math", "Las facturas de la luz de los últimos cuatro meses fueron de 62, 58, 71 y 65 euros. ¿Cuál es el promedio mensual?",
    (D(62) + 58 + 71 + 65) / 4)
add("es", "math", "Tengo 3 metros de tela y cada funda de cojín necesita 45 cm. ¿Cuántas fundas completas puedo hacer?",
    D(math.floor(D(300) / 45)))
add("es", "math", "Esta semana trabajé 22 horas en la cafetería a 9,50 € la hora. ¿Cuánto cobro?",
    22 * D("9.50"))
add("es", "percent", "Las zapatillas cuestan 85 € y tienen un 20 % de descuento. ¿Cuánto pago al final?",
    D(85) * (1 - D("0.20")))
add("es", "percent", "Quiero dejar un 10 % de propina en una cuenta de 64,50 €. ¿De cuánto es la propina?",
    D("64.50") * D("0.10"))
add("es", "percent", "El presupuesto del sofá es de 350 € sin IVA y el IVA es del 21 %. ¿Cuánto es con IVA?",
    D(350) * D("1.21"))
add("es", "percent", "El alquiler pasó de 900 € a 954 € este año. ¿En qué porcentaje subió?",
    (D(954) - 900) / 900 * 100)
add("es", "units", "Me quiero comprar una tele de 55 pulgadas. ¿Cuántos centímetros de diagonal son?",
    D(55) * INCH_CM)
add("es", "units", "En abril corro mi primer medio maratón, 21,1 km. ¿Cuántas millas son?",
    D("21.1") / MILE_KM)
add("es", "units", "La receta dice horno a 180 °C pero el horno de mi tía en Texas va en Fahrenheit. ¿A cuántos grados lo pongo?",
    c_to_f(180))
add("es", "dates", "Hoy es 10 de octubre de 2025. ¿Cuántos días faltan para el 6 de enero de 2026, día de Reyes?",
    days(date(2025, 10, 10), date(2026, 1, 6)))
add("es", "dates", "¿Qué día de la semana fue el 20 de julio de 1969, cuando llegaron a la Luna?",
    weekday(date(1969, 7, 20)))

# ---------------------------------------------------------------- Russian (15)
add("ru", "math", "Сходили в кафе втроём, счёт 4 350 ₽. Сколько с каждого, если делим поровну?",
    D(4350) / 3)
add("ru", "math", "Купила два пакета молока по 89,90 ₽ и батон за 54 ₽. Сколько всего получилось?",
    2 * D("89.90") + 54)
add("ru", "math", "Дала на кассе 5000 рублей, покупка на 3 276 ₽. Сколько должны дать сдачи?",
    D(5000) - 3276)
add("ru", "math", "Ставка 350 ₽ в час, за месяц отработал 164 часа. Сколько получу до вычета налогов?",
    D(350) * 164)
add("ru", "math", "Десяток яиц стоит 129 ₽. Сколько стоит одно яйцо?",
    D(129) / 10)
add("ru", "math", "Везём 200 школьников на экскурсию, в автобус помещается 45 человек. Сколько автобусов нужно как минимум?",
    D(math.ceil(D(200) / 45)))
add("ru", "percent", "Телевизор стоил 54 990 ₽, сейчас скидка 12 %. Сколько он стоит со скидкой?",
    D(54990) * (1 - D("0.12")))
add("ru", "percent", "Положил 200 000 ₽ на вклад под 16 % годовых без капитализации. Сколько процентов начислят за год в рублях?",
    D(200000) * D("0.16"))
add("ru", "percent", "Бензин подорожал с 52,40 до 55,02 ₽ за литр. На сколько процентов выросла цена?",
    (D("55.02") - D("52.40")) / D("52.40") * 100)
add("ru", "percent", "Из 80 учеников нашей параллели 18 сдали экзамен на пятёрку. Какой это процент?",
    D(18) / 80 * 100)
add("ru", "units", "В анкете рост указан как 5 футов 7 дюймов — это сколько в сантиметрах?",
    (5 * 12 + 7) * INCH_CM)
add("ru", "units", "Американский градусник показывает 98,6 °F. Сколько это по Цельсию?",
    f_to_c(D("98.6")))
add("ru", "units", "Едем по трассе 120 км/ч. Сколько это метров в секунду?",
    D(120) * 1000 / 3600)
add("ru", "dates", "Сколько дней между 1 марта 2024 года и 1 марта 2025 года?",
    days(date(2024, 3, 1), date(2025, 3, 1)))
add("ru", "dates", "На какой день недели выпадает 9 мая 2026 года?",
    weekday(date(2026, 5, 9)))

# ---------------------------------------------------------------- Japanese (15)
add("ja", "math", "昨日の飲み会、会計が18,600円で6人で割り勘にしました。1人いくら払えばいい？",
    D(18600) / 6)
add("ja", "math", "コンビニでおにぎり2個（1個150円、税込）とお茶（138円、税込）を買いました。合計いくらですか？",
    2 * D(150) + 138)
add("ja", "math", "1万円札で7,380円の買い物をしたら、おつりはいくら？",
    D(10000) - 7380)
add("ja", "math", "時給1,150円で1日6時間、週4日バイトしたら1週間でいくらになりますか？",
    D(1150) * 6 * 4)
add("ja", "math", "今回のテスト、国語78点、数学85点、英語92点、理科69点でした。4教科の平均点は？",
    (D(78) + 85 + 92 + 69) / 4)
add("ja", "math", "500mlのペットボトルが24本入りで2,280円でした。1本あたりいくら？",
    D(2280) / 24)
add("ja", "percent", "税抜き3,800円の商品、消費税10%込みだといくらになりますか？",
    D(3800) * D("1.10"))
add("ja", "percent", "定価12,000円のコートがセールで25%オフ。いくらで買える？",
    D(12000) * (1 - D("0.25")))
add("ja", "percent", "うちの店の売上、去年は850万円で今年は935万円でした。何パーセント増えましたか？",
    (D(935) - 850) / 850 * 100)
add("ja", "units", "アメリカのレシピに「華氏400度で焼く」と書いてあるんだけど、摂氏だと何度？",
    f_to_c(400))
add("ja", "units", "フルマラソンは42.195kmですよね。マイルだと何マイル？",
    D("42.195") / MILE_KM)
add("ja", "units", "留学先で身長を5フィート10インチと書かれました。何センチですか？",
    (5 * 12 + 10) * INCH_CM)
add("ja", "dates", "2025年12月24日は、2025年4月1日から数えて何日後ですか？",
    days(date(2025, 4, 1), date(2025, 12, 24)))
add("ja", "dates", "2026年1月1日は何曜日ですか？",
    weekday(date(2026, 1, 1)))
add("ja", "dates", "2025年9月15日から100日後は何曜日になりますか？",
    weekday(date(2025, 9, 15) + timedelta(days=100)))


# ---------------------------------------------------------------- negatives (60)
NEG = {
    "en": [
        ("advice_flight_code", "My flight is AA 2317 on March 4 at 6:45am out of JFK — any tips for getting through security fast?"),
        ("small_talk_score", "We lost 3-2 in overtime last night and I'm honestly still gutted. Say something to cheer me up?"),
        ("story", "Can you write a short bedtime story about a dragon who is 7 and a half years old and scared of 2 cats?"),
        ("recommendation_versions", "Torn between the iPhone 15 and the Pixel 8 — which one would you recommend for taking photos of my kids?"),
        ("explanation", "Explain in plain words what the difference is between 5G and 4G LTE, my dad keeps asking me"),
        ("thanks_date", "Thanks so much for walking me through the 2019 tax forms yesterday, you saved me like 3 hours!"),
        ("translation_address", "How do I say 'I live at 42 Baker Street, flat 3B' in Spanish?"),
        ("advice_range", "My coach says warm up 10 to 15 minutes before a 5K plus 5 minutes of stretching. Is that overkill for a beginner?"),
        ("writing_phone", "My dentist's number is (617) 555-0198 — can you help me write a short text asking to move my appointment from Tuesday 3pm to later in the week?"),
        ("troubleshooting_model", "My TP-Link Archer AX55 v1.0 router drops wifi every 30 min or so. What could be causing that?"),
    ],
    "de": [
        ("small_talk_score", "Wir haben am Samstag 2:1 gegen Bayern gewonnen!! Wie feiert man sowas am besten mit der Mannschaft?"),
        ("poem_date", "Kannst du mir ein kurzes Gedicht zum 60. Geburtstag meiner Mutter schreiben? Sie ist am 3. Mai 1966 geboren."),
        ("recommendation_address", "Ich bin gerade in die Hauptstraße 12, 10115 Berlin gezogen – worauf sollte ich bei der Suche nach einem guten Bäcker achten?"),
        ("explanation_version", "Was ist eigentlich der Unterschied zwischen USB 3.0 und USB-C? Ich blick da echt nicht durch."),
        ("thanks", "Danke nochmal für die Hilfe mit der Steuererklärung 2023, hat alles geklappt!"),
        ("translation_time", "Übersetz mir bitte ins Englische: „Der Zug um 14:35 Uhr von Gleis 7 fällt heute aus.“"),
        ("opinion_range_price", "Ich laufe so 5 bis 10 km pro Woche – lohnt sich da ein Laufschuh für 150 € oder ist das übertrieben?"),
        ("writing_order_code", "Meine Bestellnummer ist 4711-0815-22, wie formuliere ich eine freundliche Reklamation wegen eines kaputten Deckels?"),
        ("advice_measurement", "Ich hab seit gestern 38,5 Fieber – soll ich lieber zu Hause bleiben oder geht Büro noch?"),
        ("reminder", "Erinnere mich bitte daran, dass ich am 12.06. um 9 Uhr den Zahnarzttermin habe."),
    ],
    "fr": [
        ("advice_score", "J'ai eu 14 sur 20 à mon partiel de maths, tu penses que je dois quand même réviser plus pour l'examen final ?"),
        ("story", "Écris-moi une petite histoire pour mon fils de 6 ans, sur un chat qui habite au 3e étage d'un immeuble."),
        ("recommendation_range", "Tu me conseilles quel vin avec un magret de canard ? Budget 15-20 € la bouteille."),
        ("thanks_measurement", "Merci pour ta recette de crêpes avec 250 g de farine et 3 œufs, les enfants ont adoré !"),
        ("translation_phone", "Comment on dit « mon numéro, c'est le 06 12 34 56 78 » en anglais ?"),
        ("opinion_version", "J'ai Windows 10 version 22H2, est-ce que ça vaut le coup de passer à Windows 11 selon toi ?"),
        ("reminder", "Rappelle-moi d'appeler le plombier le 15 mars à 10 h."),
        ("opinion_score", "On a perdu 0-3 contre Lyon hier soir… tu crois que l'entraîneur va sauter ?"),
        ("explanation_measurement", "Explique-moi pourquoi l'eau bout à 100 °C au niveau de la mer mais pas en haut du Mont-Blanc."),
        ("writing_address", "J'habite au 27 rue de la République, 69002 Lyon. Tu peux m'aider à écrire une lettre à mon propriétaire pour une fuite d'eau ?"),
    ],
    "es": [
        ("advice_date", "Mi hija cumple 15 el 8 de agosto, ¿qué ideas tienes para la fiesta?"),
        ("writing_score", "¡Ganamos 4 a 1 el domingo, qué partidazo! ¿Me escribes un mensaje para felicitar al equipo?"),
        ("recommendation_range", "¿Qué debería mirar en un portátil de entre 600 y 800 € para la universidad?"),
        ("thanks_date", "Gracias por ayudarme con el currículum, ¡ya tengo la entrevista el 12 de mayo a las 10:30!"),
        ("translation_code", "¿Cómo se dice «el vuelo IB 3456 sale por la puerta 22» en inglés?"),
        ("explanation_units", "Explícame qué significa que un móvil tenga 8 GB de RAM y 256 GB de almacenamiento, no lo entiendo."),
        ("reminder", "Recuérdame pagar la factura del gas antes del 30 de junio."),
        ("recommendation_address", "Vivo en la calle Alcalá 123, 3º B, en Madrid. ¿Qué tipo de restaurante me recomiendas para una cena de aniversario?"),
        ("joke", "Cuéntame un chiste de un señor que medía 2 metros y tenía 3 perros salchicha."),
        ("opinion_measurement", "Mi coche ya marca 120.000 km, ¿crees que vale la pena cambiar la correa de distribución ya o espero?"),
    ],
    "ru": [
        ("opinion_score", "Наши выиграли 3:2 в овертайме! Как думаешь, есть шансы на плей-офф?"),
        ("writing_date", "Напиши поздравление коллеге с 45-летием, у неё день рождения 14 ноября."),
        ("recommendation_range", "Посоветуй хороший фильм на вечер, у нас есть часа 2–3."),
        ("thanks_measurement", "Спасибо за рецепт борща на 5 литров, получилось просто отлично!"),
        ("translation_address", "Как перевести на английский «Мой адрес: ул. Ленина, д. 15, кв. 42»?"),
        ("explanation_version", "Объясни, чем Android 14 отличается от Android 13 и стоит ли вообще обновляться?"),
        ("reminder_phone", "Напомни мне 3 сентября в 8:00 позвонить в банк по номеру 8 800 555-35-35."),
        ("advice_measurement", "У меня уже три дня температура 37,2 — это нормально или пора к врачу?"),
        ("story", "Расскажи сказку про котёнка, которому 2 года и который живёт на 9 этаже."),
        ("writing_order_code", "Заказ № 58213-07 пришёл с браком, как вежливо написать продавцу?"),
    ],
    "ja": [
        ("small_talk_score", "昨日の試合、3対1で勝ちました！嬉しすぎる〜"),
        ("recommendation_range", "明日の10時から15時まで空いてるんだけど、東京でおすすめの過ごし方ある？"),
        ("opinion_version", "iPhone 13からiPhone 16に買い替えるべきか迷ってます。どう思う？"),
        ("translation_date", "「会議は3月5日の14時からです」を英語に訳してください。"),
        ("advice_measurement", "体重が65キロなんだけど、無理のないダイエットのコツを教えて。"),
        ("writing_phone", "090-1234-5678に折り返しお電話くださいとお願いする、丁寧なメールの文面を考えて。"),
        ("reminder", "8月12日が友達の誕生日だから、前の日に思い出させて。"),
        ("story", "5歳の息子に、100円玉を拾ったうさぎのお話を作ってあげて。"),
        ("opinion_model_code", "型番KX-TG1234の電話機が壊れたんですが、修理と買い替えどっちがいいと思いますか？"),
        ("thanks", "いつも相談に乗ってくれてありがとう。この2年間本当に助かりました。"),
    ],
}

LANG_ORDER = ["en", "de", "fr", "es", "ru", "ja"]
WANT_LANG = {"en": 25, "de": 15, "fr": 15, "es": 15, "ru": 15, "ja": 15}
WANT_CAT = {"math": 40, "percent": 25, "units": 20, "dates": 15}


def build_main():
    counters = Counter()
    rows = []
    for lang, cat, question, value in ITEMS:
        counters[(lang, cat)] += 1
        rows.append({
            "id": f"r21-{lang}-{cat}-{counters[(lang, cat)]}",
            "category": cat,
            "language": lang,
            "question": question,
            "expect": expect_for(cat, value),
        })
    return rows


def build_neg():
    rows = []
    for lang in LANG_ORDER:
        for i, (kind, question) in enumerate(NEG[lang], 1):
            rows.append({
                "id": f"r21neg-{lang}-{i}",
                "category": "negative",
                "language": lang,
                "question": question,
                "expect": {"no_computation": True},
                "kind": kind,
            })
    return rows


def write(path, rows):
    with open(path, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


def check(path, n, want_lang=None, want_cat=None):
    with open(path, encoding="utf-8") as fh:
        rows = [json.loads(line) for line in fh if line.strip()]
    assert len(rows) == n, (path, len(rows))
    ids = [r["id"] for r in rows]
    assert len(set(ids)) == len(ids), "duplicate ids"
    qs = [r["question"] for r in rows]
    assert len(set(qs)) == len(qs), "duplicate questions"
    lang = Counter(r["language"] for r in rows)
    cat = Counter(r["category"] for r in rows)
    if want_lang:
        assert dict(lang) == want_lang, lang
    if want_cat:
        assert dict(cat) == want_cat, cat
    print(path, len(rows))
    print("  by language:", dict(lang))
    print("  by category:", dict(cat))
    by_lc = Counter((r["language"], r["category"]) for r in rows)
    for l in LANG_ORDER:
        print("   ", l, {c: by_lc[(l, c)] for c in sorted(cat)})
    return rows


def main():
    main_rows = build_main()
    neg_rows = build_neg()
    write(OUT_MAIN, main_rows)
    write(OUT_NEG, neg_rows)
    check(OUT_MAIN, 100, WANT_LANG, WANT_CAT)
    check(OUT_NEG, 60, {l: 10 for l in LANG_ORDER}, {"negative": 60})


if __name__ == "__main__":
    main()
