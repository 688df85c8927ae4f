#!/usr/bin/env python3
"""Round 28 blind evaluation rows.

Usage: python3 make_round28.py POSITIVE.jsonl NEGATIVE.jsonl

Every positive row carries a check lambda that recomputes the expected value;
the script refuses to write anything if a check, a count, or uniqueness fails.
"""
import json
import sys
from datetime import date, timedelta

WD = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def wd(y, m, d):
    return WD[date(y, m, d).weekday()]


def days(a, b):
    return (date(*b) - date(*a)).days


def plus(a, n):
    return (date(*a) + timedelta(days=n)).isoformat()


F2C = lambda f: (f - 32) * 5 / 9
C2F = lambda c: c * 9 / 5 + 32
MI = 1.609344      # km per mile
IN = 2.54          # cm per inch
FT = 0.3048        # m per foot
LB = 0.45359237    # kg per pound
OZ = 28.349523125  # g per ounce
USGAL = 3.785411784
USCUP = 236.5882365
NMI = 1.852

POS_COUNTS = {"en": 20, "de": 15, "fr": 15, "es": 15, "ru": 10, "ja": 10, "it": 10, "pt": 5}
NEG_COUNTS = {"en": 10, "de": 10, "fr": 10, "es": 10, "ru": 10, "pt": 10}
CATS = {"math", "percent", "units", "dates"}

# (language, category, question, expect, check)
# expect: number -> {"number": X, "tolerance": T}; text -> {"text": ...}
N = lambda x, t: {"number": x, "tolerance": t}
T = lambda s: {"text": s}

POSITIVE = [
    # ---------------- English (20) ----------------
    ("en", "math", "Dinner for six came to $247.80 and we're throwing a $30 tip on top. If we split it evenly, how much does each person owe?",
     N(46.30, 0.01), lambda: (247.80 + 30) / 6),
    ("en", "percent", "whats an 18% tip on a $64.50 tab", N(11.61, 0.01), lambda: 64.50 * 0.18),
    ("en", "units", "Training for my first marathon lol. How many kilometers is 26.2 miles exactly?", N(42.16, 0.05), lambda: 26.2 * MI),
    ("en", "dates", "How many days are there between March 3, 2025 and November 19, 2025?", N(261, 0), lambda: days((2025, 3, 3), (2025, 11, 19))),
    ("en", "dates", "My grandpa always says he was born on the bicentennial, July 4, 1976. What day of the week was that?", T("Sunday"), lambda: wd(1976, 7, 4)),
    ("en", "math", "drove 312 miles on 9.6 gallons of gas, what mpg did i get", N(32.5, 0.01), lambda: 312 / 9.6),
    ("en", "percent", "The jacket I wanted was $120 and it's now marked down to $84. What percent off is that?", N(30, 0.01), lambda: (120 - 84) / 120 * 100),
    ("en", "units", "Oven recipe from the US says 350 degrees Fahrenheit, what's that in Celsius?", N(176.67, 0.1), lambda: F2C(350)),
    ("en", "math", "My cookie recipe makes 12 cookies and uses 2 1/4 cups of flour. I need 30 cookies for the bake sale, how many cups of flour should I use?",
     N(5.625, 0.01), lambda: 2.25 / 12 * 30),
    ("en", "dates", "Bought a blender on August 15, 2025 with a 90-day return window. What's the date 90 days after the purchase?", T("2025-11-13"), lambda: plus((2025, 8, 15), 90)),
    ("en", "percent", "Sales tax here is 8.25%. How much tax will I pay on a $1,249.99 laptop?", N(103.12, 0.01), lambda: 1249.99 * 0.0825),
    ("en", "math", "If I put away $175 every paycheck and get paid every two weeks, how much will I have saved after 26 paychecks?", N(4550, 0.01), lambda: 175 * 26),
    ("en", "units", "how many ounces in two and a half pounds", N(40, 0.01), lambda: 2.5 * 16),
    ("en", "math", "Got my grades back: 88, 92, 79, 95 and 84. What's my average?", N(87.6, 0.01), lambda: (88 + 92 + 79 + 95 + 84) / 5),
    ("en", "percent", "Landlord just raised our rent from $1,850 to $2,035 a month. By what percentage did it go up?", N(10, 0.01), lambda: (2035 - 1850) / 1850 * 100),
    ("en", "units", "A pace of 5:00 per kilometer is how many minutes per mile?", N(8.05, 0.02), lambda: 5 * MI),
    ("en", "dates", "How many weeks is it from January 6, 2026 to June 30, 2026?", N(25, 0.01), lambda: days((2026, 1, 6), (2026, 6, 30)) / 7),
    ("en", "math", "The train leaves at 2:15 pm and gets in at 5:45 pm, and the trip is 273 km. What's the average speed in km/h?", N(78, 0.01), lambda: 273 / 3.5),
    ("en", "units", "Soup recipe needs 750 ml of stock but my measuring cups are US cups. How many cups is that?", N(3.17, 0.05), lambda: 750 / USCUP),
    ("en", "percent", "What percentage of 640 is 48?", N(7.5, 0.01), lambda: 48 / 640 * 100),

    # ---------------- German (15) ----------------
    ("de", "math", "Wir waren zu viert essen, die Rechnung liegt bei 134,60 €. Wie viel zahlt jeder, wenn wir gleichmäßig teilen?", N(33.65, 0.01), lambda: 134.60 / 4),
    ("de", "percent", "Ein Fernseher kostet 899 € und ist um 15 % reduziert. Was kostet er jetzt?", N(764.15, 0.01), lambda: 899 * 0.85),
    ("de", "percent", "Angebot vom Handwerker: 2.450,00 € netto zzgl. 19 % MwSt. Wie hoch ist der Bruttobetrag?", N(2915.50, 0.01), lambda: 2450 * 1.19),
    ("de", "units", "Wieviel Zoll sind 65 cm?", N(25.59, 0.02), lambda: 65 / IN),
    ("de", "dates", "Welcher Wochentag war der 9. November 1989?", T("Thursday"), lambda: wd(1989, 11, 9)),
    ("de", "dates", "Wie viele Tage liegen zwischen dem 1. Februar 2024 und dem 15. März 2024?", N(43, 0), lambda: days((2024, 2, 1), (2024, 3, 15))),
    ("de", "math", "Mein Arbeitsweg ist einfach 23 km. Ich fahr hin und zurück, an 220 Tagen im Jahr. Wie viele Kilometer kommen da zusammen?", N(10120, 0.01), lambda: 23 * 2 * 220),
    ("de", "units", "Im Rezept stehen 120 ml Öl, ich hab aber nur einen Esslöffel (15 ml). Wie viele Esslöffel sind das?", N(8, 0.01), lambda: 120 / 15),
    ("de", "percent", "Mein Bruttogehalt steigt von 3.200 € auf 3.360 €. Um wie viel Prozent ist das gestiegen?", N(5, 0.01), lambda: (3360 - 3200) / 3200 * 100),
    ("de", "math", "Das Rezept ist für 4 Personen und braucht 500 g Nudeln. Wie viel Gramm brauche ich für sieben Leute?", N(875, 0.01), lambda: 500 / 4 * 7),
    ("de", "dates", "Welches Datum ist sechs Wochen nach dem 20. Dezember 2025?", T("2026-01-31"), lambda: plus((2025, 12, 20), 42)),
    ("de", "units", "Wie viel Grad Celsius sind 98,6 °F?", N(37, 0.05), lambda: F2C(98.6)),
    ("de", "math", "Meine letzten drei Tankfüllungen waren 42,3 l, 38,9 l und 45,1 l. Wie viel hab ich im Schnitt getankt?", N(42.1, 0.01), lambda: (42.3 + 38.9 + 45.1) / 3),
    ("de", "percent", "Wir geben meistens 10 % Trinkgeld. Die Rechnung ist 57,80 € – wie viel Trinkgeld wäre das?", N(5.78, 0.01), lambda: 57.80 * 0.10),
    ("de", "units", "Wie viel sind 120 km/h in Meilen pro Stunde?", N(74.56, 0.05), lambda: 120 / MI),

    # ---------------- French (15) ----------------
    ("fr", "math", "On est 5 en colocation et la facture d'électricité fait 187,45 €. Ça fait combien par personne ?", N(37.49, 0.01), lambda: 187.45 / 5),
    ("fr", "percent", "Soldes : -30 % sur un manteau à 149,90 €. Il me coûtera combien au final ?", N(104.93, 0.01), lambda: 149.90 * 0.70),
    ("fr", "percent", "Un artisan me facture 1 250 € HT. Avec une TVA à 20 %, je paie combien TTC ?", N(1500, 0.01), lambda: 1250 * 1.20),
    ("fr", "units", "Mon correspondant américain mesure 5 pieds 10 pouces, ça fait combien en centimètres ?", N(177.8, 0.1), lambda: (5 * 12 + 10) * IN),
    ("fr", "dates", "Le 14 juillet 2026 tombe quel jour de la semaine ?", T("Tuesday"), lambda: wd(2026, 7, 14)),
    ("fr", "dates", "Combien de jours entre le 15 septembre 2025 et le 25 décembre 2025 ?", N(101, 0), lambda: days((2025, 9, 15), (2025, 12, 25))),
    ("fr", "math", "J'ai couru 10 km en 52 minutes ce matin. C'est quoi ma vitesse moyenne en km/h ?", N(11.54, 0.01), lambda: 10 / (52 / 60)),
    ("fr", "units", "Il fait 72 °F à New York d'après mon appli, ça donne combien en degrés Celsius ?", N(22.22, 0.1), lambda: F2C(72)),
    ("fr", "math", "Ma recette de crêpes pour 6 personnes demande 250 g de farine, mais on sera quinze. Il me faut combien de farine ?", N(625, 0.01), lambda: 250 / 6 * 15),
    ("fr", "percent", "Je gagne 2 400 € net et mon loyer est de 780 €. Quel pourcentage de mon salaire part dans le loyer ?", N(32.5, 0.01), lambda: 780 / 2400 * 100),
    ("fr", "dates", "Quelle date sera-t-il 100 jours après le 12 mars 2025 ?", T("2025-06-20"), lambda: plus((2025, 3, 12), 100)),
    ("fr", "math", "Si je mets de côté 85 € par mois, il me faudra combien de mois pour avoir 1 700 € ?", N(20, 0.01), lambda: 1700 / 85),
    ("fr", "units", "Combien de litres dans 3 gallons américains ?", N(11.36, 0.02), lambda: 3 * USGAL),
    ("fr", "percent", "Le gazole est passé de 1,72 € à 1,89 € le litre à ma station. Ça fait une hausse de combien en pourcentage ?", N(9.88, 0.02), lambda: (1.89 - 1.72) / 1.72 * 100),
    ("fr", "math", "Un billet de train coûte 47,50 €. On prend trois allers-retours, donc six billets en tout. Total ?", N(285, 0.01), lambda: 47.50 * 6),

    # ---------------- Spanish (15) ----------------
    ("es", "math", "Somos 8 amigos y la cena salió en $3,480 pesos, ¿cuánto pone cada uno?", N(435, 0.01), lambda: 3480 / 8),
    ("es", "percent", "¿Cuánto es el IVA del 21 % sobre 340 €?", N(71.4, 0.01), lambda: 340 * 0.21),
    ("es", "percent", "Unas zapatillas valen 89,95 € y tienen un 25 % de descuento. ¿Cuánto pago al final?", N(67.46, 0.01), lambda: 89.95 * 0.75),
    ("es", "units", "Peso 68 kilos, ¿cuántas libras son?", N(149.91, 0.05), lambda: 68 / LB),
    ("es", "dates", "¿Qué día de la semana cayó el 25 de diciembre de 2000?", T("Monday"), lambda: wd(2000, 12, 25)),
    ("es", "dates", "¿Cuántos días hay del 10 de abril de 2025 al 2 de agosto de 2025?", N(114, 0), lambda: days((2025, 4, 10), (2025, 8, 2))),
    ("es", "math", "En los últimos cinco meses pagué de luz 45, 52, 61, 38 y 49 euros. ¿Cuál es el promedio mensual?", N(49, 0.01), lambda: (45 + 52 + 61 + 38 + 49) / 5),
    ("es", "units", "Mañana dan 35 grados centígrados, ¿cuánto es eso en Fahrenheit?", N(95, 0.05), lambda: C2F(35)),
    ("es", "math", "si voy a 90 km/h cuantas horas tardo en hacer 405 km", N(4.5, 0.01), lambda: 405 / 90),
    ("es", "percent", "quiero dejar 15% de propina en una cuenta de $1,260 pesos, cuanto seria la propina?", N(189, 0.01), lambda: 1260 * 0.15),
    ("es", "dates", "¿Qué fecha será 45 días después del 20 de noviembre de 2025?", T("2026-01-04"), lambda: plus((2025, 11, 20), 45)),
    ("es", "units", "La receta pide 2 tazas de leche y solo tengo una jarra medidora en mililitros. Si una taza son 240 ml, ¿cuántos ml necesito?", N(480, 0.01), lambda: 2 * 240),
    ("es", "math", "Cobro 12,50 € la hora y este mes trabajé 86 horas. ¿Cuánto me toca cobrar?", N(1075, 0.01), lambda: 12.50 * 86),
    ("es", "percent", "En mi clase somos 28 alumnos y aprobaron 21. ¿Qué porcentaje aprobó?", N(75, 0.01), lambda: 21 / 28 * 100),
    ("es", "units", "¿Cuántos metros son 1.500 pies?", N(457.2, 0.1), lambda: 1500 * FT),

    # ---------------- Russian (10) ----------------
    ("ru", "math", "Скидываемся на подарок коллеге: нас 7 человек, подарок стоит 12 600 ₽. Сколько с каждого?", N(1800, 0.01), lambda: 12600 / 7),
    ("ru", "percent", "Беру кредит 250 000 рублей под 12% годовых. Сколько переплачу за год, если проценты простые?", N(30000, 0.01), lambda: 250000 * 0.12),
    ("ru", "units", "Сколько градусов по Цельсию будет минус 4 по Фаренгейту?", N(-20, 0.05), lambda: F2C(-4)),
    ("ru", "dates", "Какой день недели был 12 апреля 1961 года?", T("Wednesday"), lambda: wd(1961, 4, 12)),
    ("ru", "dates", "Сколько дней между 1 сентября 2025 и 31 декабря 2025?", N(121, 0), lambda: days((2025, 9, 1), (2025, 12, 31))),
    ("ru", "percent", "Молоко подорожало с 80 до 92 рублей за литр. На сколько процентов выросла цена?", N(15, 0.01), lambda: (92 - 80) / 80 * 100),
    ("ru", "math", "Велосипедист проехал 36 км за полтора часа. Какая у него средняя скорость в км/ч?", N(24, 0.01), lambda: 36 / 1.5),
    ("ru", "units", "Сколько километров в 50 морских милях?", N(92.6, 0.05), lambda: 50 * NMI),
    ("ru", "math", "на 1 кг теста нужно 15 г соли, сколько соли положить на 2,4 кг теста?", N(36, 0.01), lambda: 15 * 2.4),
    ("ru", "dates", "Какое число будет через 200 дней после 1 марта 2026 года?", T("2026-09-17"), lambda: plus((2026, 3, 1), 200)),

    # ---------------- Japanese (10) ----------------
    ("ja", "math", "飲み会の会計が28,600円だった。11人で割り勘すると1人いくら？", N(2600, 0.01), lambda: 28600 / 11),
    ("ja", "percent", "税抜き3,980円の商品って、消費税10%込みだといくらになりますか？", N(4378, 0.01), lambda: 3980 * 1.10),
    ("ja", "percent", "定価12,000円のバッグが2割引きになってた。いくらで買える？", N(9600, 0.01), lambda: 12000 * 0.8),
    ("ja", "units", "華氏100度って摂氏だと何度？", N(37.78, 0.1), lambda: F2C(100)),
    ("ja", "dates", "2026年2月11日は何曜日ですか？", T("Wednesday"), lambda: wd(2026, 2, 11)),
    ("ja", "dates", "2025年4月1日から数えて、2025年12月25日は何日後？", N(268, 0), lambda: days((2025, 4, 1), (2025, 12, 25))),
    ("ja", "math", "毎月3万5千円ずつ貯金したら、2年で合計いくらたまる？", N(840000, 0.01), lambda: 35000 * 24),
    ("ja", "units", "5フィートは何センチですか", N(152.4, 0.1), lambda: 5 * FT * 100),
    ("ja", "math", "時速4kmで歩くと、6kmの道のりは何分かかりますか？", N(90, 0.01), lambda: 6 / 4 * 60),
    ("ja", "percent", "テストで50問中43問正解でした。正答率は何パーセント？", N(86, 0.01), lambda: 43 / 50 * 100),

    # ---------------- Italian (10) ----------------
    ("it", "math", "Siamo in tre e il conto della pizzeria è 58,50 €. Quanto paga ciascuno?", N(19.5, 0.01), lambda: 58.50 / 3),
    ("it", "percent", "Un divano costa 1.290 € e c'è uno sconto del 20%. Quanto lo pago?", N(1032, 0.01), lambda: 1290 * 0.8),
    ("it", "percent", "Fattura con imponibile di 750 €: a quanto ammonta l'IVA al 22%?", N(165, 0.01), lambda: 750 * 0.22),
    ("it", "units", "quante once sono 250 grammi?", N(8.82, 0.02), lambda: 250 / OZ),
    ("it", "dates", "Che giorno della settimana era il 2 giugno 1946?", T("Sunday"), lambda: wd(1946, 6, 2)),
    ("it", "dates", "Quanti giorni ci sono dal 1° gennaio 2026 al 6 aprile 2026?", N(95, 0), lambda: days((2026, 1, 1), (2026, 4, 6))),
    ("it", "math", "La mia macchina fa 18 km con un litro. Per un viaggio di 630 km quanti litri di benzina mi servono?", N(35, 0.01), lambda: 630 / 18),
    ("it", "units", "60 miglia orarie quanti km/h sono?", N(96.56, 0.05), lambda: 60 * MI),
    ("it", "math", "Nelle verifiche di matematica ho preso 7; 8,5; 6 e 9. Che media ho?", N(7.625, 0.01), lambda: (7 + 8.5 + 6 + 9) / 4),
    ("it", "dates", "Che data è tre settimane dopo il 15 ottobre 2025?", T("2025-11-05"), lambda: plus((2025, 10, 15), 21)),

    # ---------------- Portuguese (5) ----------------
    ("pt", "math", "Vou dividir o aluguel de R$ 2.350,00 com mais 4 amigos. Quanto fica pra cada um?", N(470, 0.01), lambda: 2350 / 5),
    ("pt", "percent", "Quanto dá os 10% do garçom numa conta de R$ 186,40?", N(18.64, 0.01), lambda: 186.40 * 0.10),
    ("pt", "units", "Quantos graus Celsius são 212 °F?", N(100, 0.05), lambda: F2C(212)),
    ("pt", "dates", "Que dia da semana vai cair o 7 de setembro de 2026?", T("Monday"), lambda: wd(2026, 9, 7)),
    ("pt", "percent", "A conta de luz passou de R$ 210 para R$ 252. Qual foi o aumento em porcentagem?", N(20, 0.01), lambda: (252 - 210) / 210 * 100),
]

# (language, kind, question)
NEGATIVE = [
    # English
    ("en", "advice", "I'm turning 40 on March 12th and I want something low-key. Any ideas for a party that doesn't scream midlife crisis?"),
    ("en", "poem", "Write a short poem about the 6:45 train I take every morning."),
    ("en", "chitchat", "We lost 3-1 last night and I'm still annoyed, the ref was honestly terrible."),
    ("en", "opinion", "Is Python 3.12 worth upgrading to from 3.9 for a small hobby project?"),
    ("en", "recommendation", "Recommend a couple of novels under 300 pages for a 10-hour flight."),
    ("en", "explain", "Explain why the 1929 stock market crash led to the Great Depression."),
    ("en", "advice", "I live at 221 Oak Street, apt 4B, and my neighbors blast music at 2 a.m. every Friday. How should I bring it up with them?"),
    ("en", "story", "Tell me a bedtime story about a 1,000-year-old dragon who is afraid of the dark."),
    ("en", "plan", "Help me plan 3 days in Lisbon in May, budget is roughly €600 and I love food markets."),
    ("en", "writing", "My new number is (555) 014-2236, can you help me word a text letting my friends know?"),
    # German
    ("de", "advice", "Ich werde am 3. Oktober 30 – hast du Ideen, wie ich den Tag feiern könnte?"),
    ("de", "poem", "Schreib mir ein kurzes Gedicht über den Herbst 2024 in Hamburg."),
    ("de", "chitchat", "Unser Verein hat am Samstag 2:2 gespielt, war eigentlich ein richtig gutes Spiel."),
    ("de", "opinion", "Lohnt sich der Umstieg von Windows 10 auf Windows 11 bei einem Laptop von 2019?"),
    ("de", "explain", "Kannst du mir erklären, warum die Mauer am 9. November 1989 gefallen ist?"),
    ("de", "writing", "Meine neue Adresse ist Lindenstraße 17, 10969 Berlin. Formulier mir bitte eine kurze Nachricht an meine Bank."),
    ("de", "recommendation", "Empfiehl mir ein paar Wanderwege im Allgäu, so um die 10 bis 15 km."),
    ("de", "story", "Erzähl mir eine Geschichte über einen Hund, der allein im ICE 612 nach München fährt."),
    ("de", "advice", "Ich hab seit 3 Wochen Rückenschmerzen nach dem Joggen, was könnte ich dagegen tun?"),
    ("de", "plan", "Plan mir ein Wochenende in Wien für 2 Personen, Anreise Freitag um 18 Uhr."),
    # French
    ("fr", "advice", "J'ai 25 ans et j'ai envie de changer de métier, des conseils ?"),
    ("fr", "poem", "Écris-moi un petit poème sur le 1er mai et le muguet."),
    ("fr", "chitchat", "Le PSG a gagné 4-0 hier soir, quel match !"),
    ("fr", "opinion", "Tu penses que l'iPhone 15 vaut encore le coup en 2025 ?"),
    ("fr", "explain", "Explique-moi pourquoi on change d'heure le dernier dimanche de mars."),
    ("fr", "story", "Raconte une histoire courte sur un chat qui habite au 12 rue des Lilas."),
    ("fr", "recommendation", "Conseille-moi 3 films des années 90 à regarder en famille."),
    ("fr", "writing", "Mon numéro c'est le 06 12 34 56 78, tu peux m'aider à rédiger une annonce pour vendre mon vélo ?"),
    ("fr", "plan", "Je prépare un marathon dans 16 semaines, comment organiser mes entraînements ?"),
    ("fr", "statement", "Il a fait 38 °C à Lyon aujourd'hui, c'était insupportable."),
    # Spanish
    ("es", "recommendation", "Cumplo 50 años el 8 de junio, ¿qué me recomiendas para celebrarlo?"),
    ("es", "poem", "Escríbeme un poema sobre las 3 de la madrugada y el insomnio."),
    ("es", "chitchat", "El Betis empató 1-1 ayer, qué rabia me da."),
    ("es", "opinion", "¿Qué opinas de Android 14 comparado con iOS 17?"),
    ("es", "explain", "Explícame qué pasó el 11 de septiembre de 1973 en Chile."),
    ("es", "story", "Cuéntame un cuento de un niño de 7 años que encuentra un mapa del tesoro."),
    ("es", "advice", "Vivo en la calle Mayor 23, 3º B, y el casero no me devuelve la fianza de 900 €. ¿Qué hago?"),
    ("es", "plan", "Organízame un menú saludable de una semana para 2 personas."),
    ("es", "recommendation", "Recomiéndame series cortas, de unos 6 episodios como mucho."),
    ("es", "statement", "Mi vuelo IB3170 sale a las 7:05 de Barajas, ya estoy en la puerta de embarque."),
    # Russian
    ("ru", "advice", "Мне 35, хочу начать бегать. С чего лучше начать?"),
    ("ru", "poem", "Напиши стихотворение про 31 декабря и ожидание Нового года."),
    ("ru", "chitchat", "Вчера Зенит выиграл 2:0, отличная была игра."),
    ("ru", "opinion", "Как думаешь, стоит ли переходить с Ubuntu 20.04 на 24.04?"),
    ("ru", "explain", "Объясни, почему 12 апреля отмечают День космонавтики."),
    ("ru", "story", "Расскажи сказку про кота, который жил на 5 этаже."),
    ("ru", "recommendation", "Посоветуй 3 книги для подростка 14 лет."),
    ("ru", "plan", "Составь план поездки в Казань на 4 дня в июле."),
    ("ru", "writing", "Мой номер +7 912 345-67-89, напиши объявление о продаже дивана."),
    ("ru", "statement", "На улице −25 °C, сижу дома с чаем."),
    # Portuguese
    ("pt", "advice", "Faço 18 anos no dia 2 de outubro, que presente eu peço pros meus pais?"),
    ("pt", "poem", "Escreve um poema sobre o verão de 2025 no Rio."),
    ("pt", "chitchat", "O Flamengo ganhou de 3 a 0 ontem, que jogaço!"),
    ("pt", "opinion", "Vale a pena comprar um notebook com 8 GB de RAM em 2025?"),
    ("pt", "explain", "Explica por que o Brasil tem feriado no dia 15 de novembro."),
    ("pt", "story", "Conta uma história de um menino que mora no apartamento 302."),
    ("pt", "recommendation", "Me recomenda umas 5 músicas de MPB dos anos 70."),
    ("pt", "plan", "Monta um roteiro de 5 dias em Portugal saindo de Lisboa."),
    ("pt", "writing", "Meu CEP é 01310-100, moro na Avenida Paulista, 1578. Pode me ajudar a escrever uma reclamação pra transportadora?"),
    ("pt", "statement", "Corri 10 km hoje em 58 minutos, tô muito feliz!"),
]


def build():
    problems = []
    pos_rows, neg_rows = [], []
    per_lang = {}
    for lang, cat, q, exp, check in POSITIVE:
        per_lang[lang] = per_lang.get(lang, 0) + 1
        rid = f"r28-{lang}-{cat}-{per_lang[lang]}"
        if cat not in CATS:
            problems.append(f"{rid}: bad category {cat}")
        try:
            got = check()
        except Exception as e:  # noqa: BLE001
            problems.append(f"{rid}: check raised {e!r}")
            got = None
        if "number" in exp:
            tol = exp["tolerance"]
            if tol < 0:
                problems.append(f"{rid}: negative tolerance")
            if not isinstance(got, (int, float)) or abs(got - exp["number"]) > tol + 1e-9:
                problems.append(f"{rid}: expected {exp['number']} ± {tol}, computed {got}")
        elif "text" in exp:
            if got != exp["text"]:
                problems.append(f"{rid}: expected {exp['text']!r}, computed {got!r}")
        else:
            problems.append(f"{rid}: expect has neither number nor text")
        pos_rows.append({"id": rid, "category": cat, "language": lang, "question": q, "expect": exp})

    neg_lang = {}
    for lang, kind, q in NEGATIVE:
        neg_lang[lang] = neg_lang.get(lang, 0) + 1
        rid = f"n28-{lang}-{neg_lang[lang]}"
        if not kind:
            problems.append(f"{rid}: empty kind")
        neg_rows.append({"id": rid, "language": lang, "question": q,
                         "expect": {"no_computation": True}, "kind": kind})

    if per_lang != POS_COUNTS:
        problems.append(f"positive counts {per_lang} != {POS_COUNTS}")
    if len(pos_rows) != 100:
        problems.append(f"positive total {len(pos_rows)} != 100")
    if neg_lang != NEG_COUNTS:
        problems.append(f"negative counts {neg_lang} != {NEG_COUNTS}")
    if len(neg_rows) != 60:
        problems.append(f"negative total {len(neg_rows)} != 60")

    all_rows = pos_rows + neg_rows
    seen_id, seen_q = set(), set()
    for r in all_rows:
        if r["id"] in seen_id:
            problems.append(f"duplicate id {r['id']}")
        seen_id.add(r["id"])
        key = " ".join(r["question"].split()).casefold()
        if key in seen_q:
            problems.append(f"duplicate question in {r['id']}")
        seen_q.add(key)
        if not r["question"].strip():
            problems.append(f"{r['id']}: empty question")
    return pos_rows, neg_rows, per_lang, neg_lang, problems


def main(argv):
    if len(argv) != 3:
        print("usage: make_round28.py POSITIVE.jsonl NEGATIVE.jsonl", file=sys.stderr)
        return 2
    pos_rows, neg_rows, per_lang, neg_lang, problems = build()
    if problems:
        print("REFUSING TO WRITE; problems:", file=sys.stderr)
        for p in problems:
            print("  - " + p, file=sys.stderr)
        return 1
    for path, rows in ((argv[1], pos_rows), (argv[2], neg_rows)):
        with open(path, "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    cats = {}
    for r in pos_rows:
        cats[r["category"]] = cats.get(r["category"], 0) + 1
    print(f"positive: {len(pos_rows)} rows -> {argv[1]}")
    print("  by language: " + ", ".join(f"{k}={v}" for k, v in per_lang.items()))
    print("  by category: " + ", ".join(f"{k}={v}" for k, v in sorted(cats.items())))
    print(f"negative: {len(neg_rows)} rows -> {argv[2]}")
    print("  by language: " + ", ".join(f"{k}={v}" for k, v in neg_lang.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
