#!/usr/bin/env python3
"""Round 24 blind evaluation set: 100 computation questions + 60 negatives.

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
OUT_POS = os.path.join(OUT_DIR, "fresh_round24.jsonl")
OUT_NEG = os.path.join(OUT_DIR, "fresh_negative24.jsonl")

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]

# exact conversion factors
INCH_CM = D("2.54")
FOOT_IN = D(12)
YARD_M = D("0.9144")
MILE_KM = D("1.609344")
LB_G = D("453.59237")
OZ_G = LB_G / D(16)                 # avoirdupois ounce
US_GAL_L = D("3.785411784")
US_CUP_ML = D("236.5882365")
KNOT_KMH = D("1.852")


def f_to_c(f):
    return (D(f) - 32) * 5 / 9


def c_to_f(c):
    return D(c) * 9 / 5 + 32


def ceil(x):
    return int(D(x).to_integral_value(rounding=ROUND_CEILING))


def num(v, rel=False):
    """Expect object for a numeric answer."""
    d = v if isinstance(v, D) else D(str(v))
    if d == d.to_integral_value():
        return {"number": int(d)}
    q = d.quantize(D("0.01"), rounding=ROUND_HALF_UP)
    n = int(q) if q == q.to_integral_value() else float(q)
    e = {"number": n}
    if rel:
        e["rel_tolerance"] = 0.01
    else:
        e["tolerance"] = 0.01
    return e


def unit(v):
    return num(v, rel=True)


def wd(d):
    return {"text": WEEKDAYS[d.weekday()]}


# (language, category, question, expect)
Q = []


def add(lang, cat, question, expect):
    Q.append((lang, cat, question, expect))


# ---------------------------------------------------------------- English (20)
add("en", "math",
    "Dinner with the gang came to $187.40 on the bill. There's 5 of us — Jake "
    "paid for the wine separately ($20, it's not on the bill). We're splitting "
    "the bill evenly, what does each person owe?",
    num(D("187.40") / 5))
add("en", "math",
    "grabbed 3 bags of coffee beans at $12.99 each, 2 oat milks at $4.49 and a "
    "pack of filters for $3.25. what's that come to before tax",
    num(3 * D("12.99") + 2 * D("4.49") + D("3.25")))
add("en", "math",
    "cashier rang me up for $23.67 and i handed over a $50 bill. how much change "
    "am I supposed to get back?",
    num(D(50) - D("23.67")))
add("en", "math",
    "my last four electric bills: $84.20, $91.75, $78.10, $102.35. whats my avg "
    "per month?",
    num((D("84.20") + D("91.75") + D("78.10") + D("102.35")) / 4))
add("en", "math",
    "Costco has a 24-pack of sparkling water for $11.76 — how much is that per can?",
    num(D("11.76") / 24))
add("en", "math",
    "Field trip next week: 47 kids plus 6 chaperones. The shuttle company's vans "
    "have 8 passenger seats each (a driver comes with every van). How many vans "
    "do we need at minimum?",
    num(ceil(D(47 + 6) / 8)))
add("en", "math",
    "Planning a road trip Denver → Moab, it's 355 miles each way. My car does 28 "
    "mpg and gas is $3.59/gal. What's gas gonna cost me for the whole round trip?",
    num(D(355 * 2) / 28 * D("3.59")))
add("en", "math",
    "pancake recipe is for 4 people and uses 1 1/2 cups of flour. I've got 10 ppl "
    "coming for brunch, how many cups of flour do I need?",
    num(D("1.5") / 4 * 10))

add("en", "percent",
    "lunch for the team came to $64.80. I wanna tip 18% — how much is the tip "
    "by itself?",
    num(D("64.80") * D("0.18")))
add("en", "percent",
    "that jacket I've been eyeing is $149 and it's 35% off this weekend 🙌 what "
    "would I actually pay (before tax)?",
    num(D(149) * (1 - D("0.35"))))
add("en", "percent",
    "got 42 out of 56 on my chem midterm... what's that as a percentage 😬",
    num(D(42) / 56 * 100))
add("en", "percent",
    "landlord says rent goes from $1,850 to $2,035 a month at renewal. what % "
    "increase is that??",
    num((D(2035) - D(1850)) / D(1850) * 100))
add("en", "percent",
    "The receipt total is $86.40 and that already includes 8% sales tax. What "
    "was the price before tax?",
    num(D("86.40") / D("1.08")))

add("en", "units",
    "filling out a form that wants my height in cm. I'm 5 ft 9 in, what do I put?",
    unit((5 * FOOT_IN + 9) * INCH_CM))
add("en", "units",
    "British recipe says bake at 180°C but my oven only does Fahrenheit lol. "
    "what temp do i set it to",
    unit(c_to_f(180)))
add("en", "units",
    "Our baby was 7 lb 6 oz at birth!! My in-laws in Germany are asking for it in "
    "grams, how much is that?",
    unit(7 * LB_G + 6 * OZ_G))
add("en", "units",
    "driving in Canada next month — the highway limit there is 110 km/h, what's "
    "that in mph?",
    unit(D(110) / MILE_KM))

add("en", "dates",
    "Wedding is on July 19, 2025 and I started the countdown on March 3, 2025. "
    "How many days are there between those two dates?",
    num((date(2025, 7, 19) - date(2025, 3, 3)).days))
add("en", "dates",
    "I handed in my notice on January 15, 2026 and it's a 90-day notice period. "
    "What weekday is exactly 90 days after Jan 15, 2026?",
    wd(date(2026, 1, 15) + timedelta(days=90)))
add("en", "dates",
    "random trivia q: what day of the week was November 9, 1989?",
    wd(date(1989, 11, 9)))

# ----------------------------------------------------------------- German (15)
add("de", "math",
    "Hab diesen Monat 37,5 Stunden im Café gejobbt, Stundenlohn ist 13,90 €. "
    "Wie viel krieg ich brutto?",
    num(D("37.5") * D("13.90")))
add("de", "math",
    "Unsere Urlaubskasse hat 1.200 €. Flug war 389 €, die Ferienwohnung 465 € "
    "und der Mietwagen 178,50 €. Wieviel bleibt uns noch für vor Ort?",
    num(D(1200) - D(389) - D(465) - D("178.50")))
add("de", "math",
    "Wir waren gestern zu sechst beim Griechen, Rechnung 213,60 €, der Ouzo ging "
    "aufs Haus 😄 Wir teilen alles gleichmäßig – was zahlt jeder?",
    num(D("213.60") / 6))
add("de", "math",
    "Für unsere Hochzeit haben wir 83 Gäste, an einen runden Tisch passen 10 "
    "Leute. Wie viele Tische brauchen wir mindestens?",
    num(ceil(D(83) / 10)))
add("de", "math",
    "Ich hab der Kassiererin nen Hunderter gegeben, der Einkauf war 57,83 €. "
    "Was muss ich zurückbekommen?",
    num(D(100) - D("57.83")))
add("de", "math",
    "Joghurt im 4er-Pack kostet 2,36 €. Was kostet da ein einzelner Becher?",
    num(D("2.36") / 4))

add("de", "percent",
    "Mein Chef bietet mir 4,5 % mehr Gehalt an, im Moment hab ich 3.850 € "
    "brutto im Monat. Wie viel wär das dann brutto?",
    num(D(3850) * D("1.045")))
add("de", "percent",
    "Angebot vom Maler: 2.340 € netto zzgl. 19 % MwSt. Was kostet das brutto?",
    num(D(2340) * D("1.19")))
add("de", "percent",
    "Auf dem Kassenbon stehen 59,50 € inkl. 19 % MwSt. Wie viel Euro davon sind "
    "die Mehrwertsteuer?",
    num(D("59.50") - D("59.50") / D("1.19")))
add("de", "percent",
    "Unser Strom hat letztes Jahr 0,42 € pro kWh gekostet, jetzt nur noch 0,35 €. "
    "Um wieviel Prozent ist der Preis gesunken?",
    num((D("0.42") - D("0.35")) / D("0.42") * 100))

add("de", "units",
    "Die Amis im Forum reden von ner Strecke von 350 Meilen, wie viele km sind das?",
    unit(350 * MILE_KM))
add("de", "units",
    "US-Rezept will 2 cups Milch (amerikanische Cups). Wie viel ml sind das?",
    unit(2 * US_CUP_ML))
add("de", "units",
    "Meine Freundin in Texas schreibt, es hat 104 °F 🥵 wie viel Grad Celsius "
    "sind das?",
    unit(f_to_c(104)))

add("de", "dates",
    "OP ist am 14.02.2025, danach bin ich 6 Wochen krankgeschrieben. Welcher "
    "Wochentag ist genau 6 Wochen nach dem 14.02.2025?",
    wd(date(2025, 2, 14) + timedelta(weeks=6)))
add("de", "dates",
    "Wie viele Tage sind es vom 1. Oktober 2024 bis zum 24. Dezember 2024?",
    num((date(2024, 12, 24) - date(2024, 10, 1)).days))

# ----------------------------------------------------------------- French (15)
add("fr", "math",
    "Je sors de chez le fromager-boulanger : 4 baguettes à 1,15 €, 2 camemberts "
    "à 3,80 € et une bouteille de cidre à 4,90 €. Ça fait combien en tout ?",
    num(4 * D("1.15") + 2 * D("3.80") + D("4.90")))
add("fr", "math",
    "Mes notes de maths ce trimestre : 12 ; 15,5 ; 9 ; 14 et 13 (toutes coeff 1). "
    "C'est quoi ma moyenne ?",
    num((D(12) + D("15.5") + D(9) + D(14) + D(13)) / 5))
add("fr", "math",
    "On fait Lyon-Marseille en voiture, 315 km. Ma caisse consomme 6,2 L aux 100 "
    "et le gazole est à 1,72 €/L. Combien ça va coûter en carburant, juste "
    "l'aller ?",
    num(D(315) * D("6.2") / 100 * D("1.72")))
add("fr", "math",
    "Je déménage et j'ai 130 livres, un carton en prend 25 max. Il me faut "
    "combien de cartons pour les livres ?",
    num(ceil(D(130) / 25)))
add("fr", "math",
    "Ma recette de pâte à crêpes c'est pour 6 personnes avec 250 g de farine. "
    "On sera 9 dimanche, je mets combien de grammes de farine ?",
    num(D(250) / 6 * 9))
add("fr", "math",
    "Budget courses du mois : 450 €. J'ai déjà fait trois passages au supermarché "
    "à 127,35 €, 98,60 € et 76,15 €. Il me reste combien ?",
    num(D(450) - D("127.35") - D("98.60") - D("76.15")))

add("fr", "percent",
    "Les soldes 😍 un manteau à 180 € affiché -40 %, et en caisse encore -10 % "
    "en plus sur le prix déjà soldé. Je paie combien au final ?",
    num(D(180) * D("0.60") * D("0.90")))
add("fr", "percent",
    "Sur mes 1 250 € de salaire net, je mets 300 € de côté chaque mois. Ça "
    "représente quel pourcentage ?",
    num(D(300) / D(1250) * 100))
add("fr", "percent",
    "Devis du plombier : 850 € HT, TVA à 20 %. Ça fait combien TTC ?",
    num(D(850) * D("1.20")))
add("fr", "percent",
    "Mon proprio m'annonce que le loyer passe de 720 € à 756 €… ça fait une "
    "hausse de combien en pourcentage ?",
    num((D(756) - D(720)) / D(720) * 100))

add("fr", "units",
    "Une recette anglaise demande 8 oz de beurre, ça fait combien en grammes ?",
    unit(8 * OZ_G))
add("fr", "units",
    "Mon pote américain dit qu'il fait 6'2\", ça donne quoi en mètres ?",
    unit((6 * FOOT_IN + 2) * INCH_CM / 100))
add("fr", "units",
    "Le voilier file à 18 nœuds d'après le skipper, c'est combien en km/h ?",
    unit(18 * KNOT_KMH))

add("fr", "dates",
    "Le 14 juillet 2026, ça tombe quel jour de la semaine ?",
    wd(date(2026, 7, 14)))
add("fr", "dates",
    "Mon départ est le 3 mars 2025 et je dois envoyer le dossier de visa 45 jours "
    "avant. Ça tombe quel jour de la semaine, cette date limite ?",
    wd(date(2025, 3, 3) - timedelta(days=45)))

# ---------------------------------------------------------------- Spanish (15)
add("es", "math",
    "Esta semana curré 28 horas a 9,75 € la hora, ¿cuánto me toca cobrar?",
    num(28 * D("9.75")))
add("es", "math",
    "Cena de cumple: la cuenta fueron 246,80 € y somos 8, pero la cumpleañera no "
    "paga 🎂 ¿Cuánto pone cada uno de los otros?",
    num(D("246.80") / 7))
add("es", "math",
    "Pago con un billete de 20 € un café de 1,60 € y dos cruasanes a 1,85 € cada "
    "uno. ¿Cuanto me tienen que devolver?",
    num(D(20) - D("1.60") - 2 * D("1.85")))
add("es", "math",
    "Para la excursión del cole somos 118 en total y cada autobús tiene 55 plazas. "
    "¿Cuántos autobuses hacen falta?",
    num(ceil(D(118) / 55)))
add("es", "math",
    "Goles de mi equipo en los últimos cinco partidos: 3, 1, 0, 4 y 2. ¿Qué media "
    "de goles por partido llevamos?",
    num(D(3 + 1 + 0 + 4 + 2) / 5))
add("es", "math",
    "En el súper un pack de 12 latas de atún cuesta 14,28 €, ¿a cuánto sale cada "
    "lata?",
    num(D("14.28") / 12))

add("es", "percent",
    "Estoy en Nueva York y la cuenta del restaurante son $58.40. Quiero dejar un "
    "15% de propina, ¿cuánto pago en total con la propina incluida?",
    num(D("58.40") * D("1.15")))
add("es", "percent",
    "Unas zapatillas de 89,95 € tienen un 25 % de descuento. ¿Cuánto me ahorro?",
    num(D("89.95") * D("0.25")))
add("es", "percent",
    "Pagué 145,20 € con el IVA incluido (21 %). ¿Cuál era la base imponible?",
    num(D("145.20") / D("1.21")))
add("es", "percent",
    "De los 360 alumnos del insti, 81 vienen en bici. ¿Qué porcentaje es eso?",
    num(D(81) / 360 * 100))

add("es", "units",
    "El domingo voy a correr 10 millas con un amigo yanqui, ¿cuántos km son?",
    unit(10 * MILE_KM))
add("es", "units",
    "Mi prima de EE. UU. dice que mide 5 pies y 4 pulgadas, ¿cuánto es en "
    "centímetros?",
    unit((5 * FOOT_IN + 4) * INCH_CM))
add("es", "units",
    "El depósito de la camioneta es de 15 galones (estadounidenses), ¿cuántos "
    "litros son?",
    unit(15 * US_GAL_L))

add("es", "dates",
    "¿Cuántos días pasan entre el 15 de agosto de 2025 y el 6 de enero de 2026?",
    num((date(2026, 1, 6) - date(2025, 8, 15)).days))
add("es", "dates",
    "Empiezo un tratamiento el 10 de abril de 2025 y la revisión es justo 100 "
    "días después de esa fecha. ¿Qué día de la semana cae?",
    wd(date(2025, 4, 10) + timedelta(days=100)))

# ---------------------------------------------------------------- Russian (10)
add("ru", "math",
    "Скинулись коллеге на подарок, всего собрали 7 500 ₽, нас 12 человек. "
    "Сколько сдал каждый, если поровну?",
    num(D(7500) / 12))
add("ru", "math",
    "купила 3 кг яблок по 129 ₽ за кило и 2 пачки творога по 94,50 ₽. сколько "
    "всего вышло?",
    num(3 * D(129) + 2 * D("94.50")))
add("ru", "math",
    "На ремонт выделили 150 000 ₽, уже ушло 48 700 на плитку и 63 250 на работу "
    "мастеров. Сколько осталось?",
    num(D(150000) - D(48700) - D(63250)))
add("ru", "math",
    "Едем на дачу, 85 км в одну сторону, расход 8 л на сотню, бензин 56,40 ₽ за "
    "литр. Во сколько обойдётся бензин туда и обратно?",
    num(D(85 * 2) * 8 / 100 * D("56.40")))

add("ru", "percent",
    "Пылесос стоит 18 990 ₽, на него скидка 15%. Сколько он будет стоить со "
    "скидкой?",
    num(D(18990) * D("0.85")))
add("ru", "percent",
    "Положил 200 000 ₽ на вклад под 16% годовых на один год, без капитализации. "
    "Сколько рублей процентов я получу за год?",
    num(D(200000) * D("0.16")))

add("ru", "units",
    "Сколько будет 75 градусов по Фаренгейту в Цельсиях?",
    unit(f_to_c(75)))
add("ru", "units",
    "В американском рецепте 1,5 фунта говядины — это сколько грамм?",
    unit(D("1.5") * LB_G))

add("ru", "dates",
    "Какой день недели будет 1 января 2027 года?",
    wd(date(2027, 1, 1)))
add("ru", "dates",
    "Сколько дней прошло с 12 апреля 2024 года до 9 мая 2025 года?",
    num((date(2025, 5, 9) - date(2024, 4, 12)).days))

# --------------------------------------------------------------- Japanese (10)
add("ja", "math",
    "飲み会の会計が23,400円で、6人で割り勘。1人いくら？",
    num(D(23400) / 6))
add("ja", "math",
    "コンビニで3,280円の買い物して一万円札で払ったんだけど、おつりっていくら？",
    num(D(10000) - D(3280)))
add("ja", "math",
    "時給1,150円で今月は62時間働きました。今月のバイト代はいくらになりますか？",
    num(D(1150) * 62))
add("ja", "math",
    "引っ越しで本が230冊あって、段ボール1箱に40冊まで入る。何箱いる？📦",
    num(ceil(D(230) / 40)))

add("ja", "percent",
    "税抜き2,480円の商品、消費税10%込みだといくらになる？",
    num(D(2480) * D("1.10")))
add("ja", "percent",
    "定価6,800円のスニーカーが3割引きになってた！いくらで買える？",
    num(D(6800) * D("0.7")))

add("ja", "units",
    "アメリカのレシピに350°Fって書いてあるんだけど、摂氏だと何度？",
    unit(f_to_c(350)))
add("ja", "units",
    "ゴルフでキャディさんに「残り150ヤード」って言われたけど、何メートル？",
    unit(150 * YARD_M))

add("ja", "dates",
    "2025年12月25日って何曜日だっけ？",
    wd(date(2025, 12, 25)))
add("ja", "dates",
    "2025年6月10日の100日後って何曜日になりますか？",
    wd(date(2025, 6, 10) + timedelta(days=100)))

# ---------------------------------------------------------------- Italian (10)
add("it", "math",
    "Al mercato ho preso 2 kg di pomodori a 2,40 €/kg, 1,5 kg di zucchine a "
    "1,90 €/kg e un mazzo di basilico a 1 €. Quanto ho speso in tutto?",
    num(2 * D("2.40") + D("1.5") * D("1.90") + 1))
add("it", "math",
    "La confezione da 10 uova costa 3,20 €, quanto mi viene un uovo?",
    num(D("3.20") / 10))
add("it", "math",
    "Per la festa mi servono almeno 40 litri d'acqua e le bottiglie sono da 1,5 "
    "litri. Quante bottiglie devo comprare?",
    num(ceil(D(40) / D("1.5"))))
add("it", "math",
    "Ho misurato la febbre a mio figlio quattro volte oggi: 37,8 – 38,2 – 38,5 – "
    "37,9. Qual è la media?",
    num((D("37.8") + D("38.2") + D("38.5") + D("37.9")) / 4))

add("it", "percent",
    "Il divano costa 1.290 € e col codice promo ho il 12% di sconto. Quanto pago?",
    num(D(1290) * D("0.88")))
add("it", "percent",
    "Al quiz della patente ne ho azzeccate 27 su 30, che percentuale è?",
    num(D(27) / 30 * 100))
add("it", "percent",
    "Il preventivo dell'idraulico è 3.500 € + IVA al 22%. Quanto viene il totale?",
    num(D(3500) * D("1.22")))

add("it", "units",
    "Negli USA il limite in autostrada è 65 miglia orarie, quanti km/h sono?",
    unit(65 * MILE_KM))
add("it", "units",
    "Mio zio ha pescato un pesce di 12 libbre 🎣 quanti chili sono?",
    unit(12 * LB_G / 1000))

add("it", "dates",
    "Devo disdire l'abbonamento 30 giorni prima del 15 marzo 2026. Che giorno "
    "della settimana è quella scadenza?",
    wd(date(2026, 3, 15) - timedelta(days=30)))

# ------------------------------------------------------------- Portuguese (5)
add("pt", "math",
    "Fiz 4 diárias de freela a R$ 350,00 cada e gastei R$ 212,40 de Uber no "
    "total. Quanto sobrou?",
    num(4 * D(350) - D("212.40")))
add("pt", "math",
    "A receita de bolo leva 3 ovos e rende 12 fatias. Quero fazer 20 fatias, "
    "quantos ovos vou usar?",
    num(D(3) / 12 * 20))
add("pt", "percent",
    "A conta do bar deu R$ 187,00 e ainda tem os 10% do garçom. Quanto fica o "
    "total?",
    num(D(187) * D("1.10")))
add("pt", "units",
    "A TV que eu quero é de 30 polegadas, quanto é isso em centímetros?",
    unit(30 * INCH_CM))
add("pt", "dates",
    "Em que dia da semana cai o Natal de 2026 (25/12/2026)?",
    wd(date(2026, 12, 25)))

# ------------------------------------------------------------ negatives (60)
NEG = {
    "en": [
        ("advice", "Dinner was $240 for the 6 of us and the service was honestly "
         "really slow. Should I still leave a tip or would skipping it be rude?"),
        ("translation", "Can you translate 'the meeting is at 3:30 pm on March "
         "14th in room 204' into Spanish?"),
        ("reminder", "remind me to call the dentist at 555-0142 tomorrow "
         "morning, appointment stuff"),
        ("story", "Write a short bedtime story about a 300-year-old dragon who "
         "lives at 42 Maple Street and is scared of cats"),
        ("small_talk", "We lost 3-2 in extra time last night, I'm still gutted 😩"),
        ("opinion", "Is 20% off a $1,200 laptop actually a good deal or should "
         "I hold out for Black Friday?"),
        ("thanks", "thanks!! your tip about using 2.5 kg of flour for the big "
         "batch of bread worked perfectly"),
        ("explanation", "What's the difference between Python 3.11 and 3.12 "
         "in terms of new features?"),
        ("recommendation", "Can you recommend a running shoe for someone doing "
         "5k three times a week? I'm a size 10.5 with flat feet"),
        ("advice", "I make $85,000 a year and have about $4,000 in credit card "
         "debt. What are some habits that help people stop overspending?"),
    ],
    "de": [
        ("advice", "Die Rechnung war 84,60 € für uns vier, aber der Kellner war "
         "echt unfreundlich – ist es okay, gar kein Trinkgeld zu geben?"),
        ("translation", "Übersetz mal bitte 'Abfahrt um 7:45 Uhr von Gleis 12, "
         "Wagen 3' ins Englische."),
        ("reminder", "Erinner mich dran, dass ich am 3.11. um 14 Uhr nen "
         "Zahnarzttermin hab."),
        ("recommendation", "Unser Sohn ist 1,12 m groß und 6 Jahre alt – "
         "welche Fahrradmarke würdest du uns für den Anfang empfehlen?"),
        ("small_talk", "Bayern hat 4:1 gegen Dortmund gewonnen, was für ein "
         "Spiel gestern!"),
        ("explanation", "Kannst du mir erklären, wie die Postleitzahlen in "
         "Deutschland aufgebaut sind, also warum Berlin mit 10115 anfängt?"),
        ("thanks", "Danke für den Tipp mit den 200 g Zucker statt 300, der "
         "Kuchen war super 🍰"),
        ("story", "Schreib mir ein kurzes Gedicht für Omas 80. Geburtstag am "
         "12. Mai, sie liebt ihren Garten."),
        ("opinion", "Ich verdiene 3.200 netto und zahle 950 Miete für 2 Zimmer "
         "in Leipzig – findest du die Wohnung zu teuer für die Lage?"),
        ("explanation", "Was bedeutet der Fehlercode E:24 bei meiner "
         "Bosch-Spülmaschine?"),
    ],
    "fr": [
        ("advice", "On était 5 au resto, l'addition faisait 152 €. Tu penses que "
         "c'est poli de proposer d'inviter tout le monde pour mon anniv ?"),
        ("translation", "Traduis en anglais : « Le train de 18h42 part du quai 7, "
         "voiture 12. »"),
        ("reminder", "Rappelle-moi d'appeler le 06 12 34 56 78 vendredi à 10h "
         "pour l'appart."),
        ("story", "Raconte-moi une petite histoire sur un chat qui habite au 3e "
         "étage du 17 rue des Lilas."),
        ("small_talk", "Le PSG a perdu 2-0 hier soir, j'y crois plus 😢"),
        ("recommendation", "Tu me conseilles quel vin pour un gigot de 2 kg, "
         "on sera 8 à table ?"),
        ("thanks", "Merci beaucoup, grâce à toi j'ai réussi ma sauce avec les "
         "50 cl de crème !"),
        ("explanation", "C'est quoi la différence entre l'USB 3.0 et l'USB 3.2, "
         "concrètement ?"),
        ("opinion", "Un smartphone à 899 € avec 15 % de réduc, ça vaut le coup "
         "ou j'attends la sortie du prochain modèle en septembre ?"),
        ("recommendation", "Je gagne 2 400 € net par mois, tu connais de bons "
         "livres pour apprendre à gérer son budget ?"),
    ],
    "es": [
        ("explanation", "La cena salió 96 € para 4 y el camarero fue un encanto, "
         "¿en España es costumbre dejar propina o no?"),
        ("translation", "¿Cómo se dice en inglés 'mi vuelo sale a las 6:15 "
         "desde la terminal 4'?"),
        ("reminder", "Recuérdame que el 22 de junio tengo que renovar el DNI."),
        ("story", "Cuéntame un cuento corto sobre una tortuga de 150 años que "
         "vive en las Galápagos."),
        ("small_talk", "El Madrid ganó 3-1 y Vini metió dos, ¡qué partidazo!"),
        ("recommendation", "Tengo unos 600 € y 10 días libres en octubre, ¿me "
         "recomiendas ir a Portugal o a Marruecos?"),
        ("thanks", "Gracias por la receta, con los 300 g de arroz la paella "
         "salió perfecta 🥘"),
        ("explanation", "¿Qué significa que un móvil tenga 8 GB de RAM y 256 GB "
         "de almacenamiento? No lo entiendo bien."),
        ("opinion", "Me ofrecen 32.000 € brutos al año en Valencia como "
         "programador junior, ¿te parece un buen sueldo?"),
        ("request", "Mi código postal es 28013 y mi teléfono 612 345 678. "
         "¿Me redactas una carta de reclamación formal para la compañía de la "
         "luz?"),
    ],
    "it": [
        ("opinion", "Il conto era 120 € in 4, secondo te è brutto chiedere agli "
         "amici di pagare alla romana se io ho preso solo un'insalata?"),
        ("translation", "Come si dice in tedesco 'il treno delle 8:20 è in "
         "ritardo di 15 minuti'?"),
        ("reminder", "Ricordami di pagare la bolletta da 87,50 € entro il 30 "
         "novembre."),
        ("story", "Scrivimi una poesia per i 50 anni di matrimonio dei miei "
         "nonni, si sono sposati nel 1975 a Bari."),
        ("small_talk", "L'Inter ha vinto 2-1 al 93', che emozione ragazzi!"),
        ("recommendation", "Mi consigli che tipo di pizza ordinare per 6 "
         "persone, due delle quali sono vegetariane?"),
        ("thanks", "Grazie mille, con 500 g di farina e 300 ml d'acqua la pizza "
         "è venuta benissimo!"),
        ("explanation", "Mi spieghi cosa vuol dire classe energetica A+++ e "
         "150 kWh/anno sull'etichetta del frigo?"),
        ("opinion", "Lo smartwatch costa 249 € con il 20% di sconto fino a "
         "domenica, secondo te ne vale la pena per uno che corre poco?"),
        ("explanation", "Il mio codice fiscale finisce con 84H501Z, cosa "
         "significano quelle lettere e numeri?"),
    ],
    "ru": [
        ("advice", "Счёт в ресторане был 6 400 ₽ на четверых, я заплатил за "
         "всех. Как вежливо напомнить другу, что он мне должен?"),
        ("translation", "Переведи на английский: «Встреча переносится на 15:30, "
         "кабинет 412»."),
        ("reminder", "Напомни мне 5 декабря в 9:00 оплатить интернет."),
        ("story", "Придумай сказку про кота, у которого 9 жизней и 3 хвоста."),
        ("small_talk", "Спартак опять проиграл 0:2, сезон насмарку 😞"),
        ("recommendation", "Посоветуй ноутбук до 80 000 ₽ для учёбы, чтобы было "
         "16 ГБ оперативки."),
        ("thanks", "Спасибо, борщ на 3 литра по твоему рецепту получился "
         "отличный!"),
        ("explanation", "Объясни, чем отличается Android 13 от Android 14."),
        ("opinion", "Мне предлагают зарплату 150 тысяч и 20% годовой премии, "
         "сейчас получаю 130. Стоит ли менять работу, если коллектив нравится?"),
        ("request", "Мой номер +7 916 123-45-67, составь, пожалуйста, короткое "
         "объявление о продаже велосипеда за 12 000 ₽."),
    ],
}


def main():
    # ---- positives
    rows = []
    per = Counter()
    for lang, cat, question, expect in Q:
        per[(lang, cat)] += 1
        rows.append({
            "id": f"r24-{lang}-{cat}-{per[(lang, cat)]}",
            "category": cat,
            "language": lang,
            "question": question,
            "expect": expect,
        })
    neg_rows = []
    for lang, items in NEG.items():
        for i, (kind, question) in enumerate(items, 1):
            neg_rows.append({
                "id": f"r24neg-{lang}-{i}",
                "category": "negative",
                "language": lang,
                "question": question,
                "expect": {"no_computation": True},
                "kind": kind,
            })

    # ---- checks
    want_lang = {"en": 20, "de": 15, "fr": 15, "es": 15, "ru": 10, "ja": 10,
                 "it": 10, "pt": 5}
    want_cat = {"math": 40, "percent": 25, "units": 20, "dates": 15}
    lc = Counter(r["language"] for r in rows)
    cc = Counter(r["category"] for r in rows)
    assert len(rows) == 100, len(rows)
    assert dict(lc) == want_lang, lc
    assert dict(cc) == want_cat, cc
    assert len(neg_rows) == 60
    assert Counter(r["language"] for r in neg_rows) == Counter(
        {k: 10 for k in ["en", "de", "fr", "es", "it", "ru"]})
    allrows = rows + neg_rows
    assert len({r["id"] for r in allrows}) == len(allrows), "dup id"
    assert len({r["question"] for r in allrows}) == len(allrows), "dup question"
    for r in rows:
        e = r["expect"]
        assert ("number" in e) != ("text" in e)
        if "text" in e:
            assert r["category"] == "dates" and e["text"] in WEEKDAYS
        if r["category"] == "units":
            assert "tolerance" not in e

    with open(OUT_POS, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(OUT_NEG, "w", encoding="utf-8") as fh:
        for r in neg_rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} -> {OUT_POS}")
    print(f"wrote {len(neg_rows)} -> {OUT_NEG}")


if __name__ == "__main__":
    main()
