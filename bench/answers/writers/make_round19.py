#!/usr/bin/env python3
"""Round 19 evaluation questions: value questions and no-computation negatives.

Answers are computed here with Python arithmetic (Decimal for money and
non-integer values); rounding happens only where a question asks for it or
for money to cents.
"""

import json
import math
import os
from collections import Counter
from datetime import date, timedelta
from decimal import Decimal as D, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def num(x):
    """Exact value -> JSON number (int when integral)."""
    if isinstance(x, int):
        return x
    x = D(x)
    if x == x.to_integral_value():
        return int(x)
    return float(x)


def q(x, places="0.01"):
    """Round half-up to the given places (money: cents)."""
    return D(x).quantize(D(places), rounding=ROUND_HALF_UP)


def N(x):
    return {"number": num(x)}


def DT(d):
    return {"date": d.isoformat()}


def WD(d):
    return {"text": WEEKDAYS[d.weekday()]}


F2C = lambda f: (D(f) - 32) * 5 / 9

# (lang, category, question, expect)
Q = [
    # ---------------- English ----------------
    (
        "en",
        "math",
        "I bought 3 bags of apples at $4.50 each and a loaf of bread for $2.79. How much did I spend in total?",
        N(q(3 * D("4.50") + D("2.79"))),
    ),
    (
        "en",
        "math",
        "Rent for our 3-bedroom is $1,950 a month. I have the big room so I pay $150 more than each of my two roommates, who pay equal shares. How much is my share?",
        N((D(1950) - 150) / 3 + 150),
    ),
    (
        "en",
        "math",
        "my car gets 32 miles per gallon and my commute is 18 miles each way. how many gallons do i burn in a 5 day work week",
        N(D(18 * 2 * 5) / 32),
    ),
    (
        "en",
        "math",
        "My daughter is 9 and saving up for a bike that costs $240. She already has $87 and gets $12 a week allowance. How many weeks of allowance until she has enough?",
        N(math.ceil((D(240) - 87) / 12)),
    ),
    ("en", "percent", "whats a 15% tip on a $64.80 dinner bill", N(q(D("64.80") * D("0.15")))),
    (
        "en",
        "percent",
        "I'm 41, been at the same company 6 years, and my salary just went from $52,000 to $55,900. What percent raise is that?",
        N((D(55900) - 52000) / 52000 * 100),
    ),
    (
        "en",
        "percent",
        "A jacket was $120, marked 35% off, and then the register took another 10% off the sale price. What did I end up paying?",
        N(q(D(120) * D("0.65") * D("0.90"))),
    ),
    ("en", "units", "How many cups are in 3 quarts? (US measurements)", N(3 * 4)),
    (
        "en",
        "units",
        "Recipe says bake at 350°F. What's that in Celsius, rounded to the nearest degree?",
        N(q(F2C(350), "1")),
    ),
    ("en", "dates", "What date is 45 days after February 20, 2024?", DT(date(2024, 2, 20) + timedelta(days=45))),
    # ---------------- German ----------------
    (
        "de",
        "math",
        "Ich kaufe 2,5 kg Kartoffeln für 1,20 € das Kilo und 6 Eier zu je 0,35 €. Was zahl ich insgesamt?",
        N(q(D("2.5") * D("1.20") + 6 * D("0.35"))),
    ),
    (
        "de",
        "math",
        "Wir sind zu viert, die Ferienwohnung kostet 1.240 € für die Woche plus 80 € Endreinigung. Wie viel zahlt jeder?",
        N(q((D(1240) + 80) / 4)),
    ),
    (
        "de",
        "math",
        "Unser Hund ist 7 Jahre alt und frisst jeden Tag 350 g Trockenfutter. Ein Sack hat 12 kg. Wie viele volle Tage reicht der Sack?",
        N(D(12000) // 350),
    ),
    (
        "de",
        "math",
        "Meine Noten im Halbjahr: 2, 3, 1, 2, 4 und 2. Was ist mein Durchschnitt? Bitte auf zwei Nachkommastellen runden.",
        N(q(D(2 + 3 + 1 + 2 + 4 + 2) / 6)),
    ),
    (
        "de",
        "percent",
        "Mein Bruttogehalt ist 3.450 € im Monat und steigt um 4,2 %. Wie viel brutto krieg ich dann?",
        N(q(D(3450) * (1 + D("0.042")))),
    ),
    (
        "de",
        "percent",
        "Der Strompreis ist von 32 Cent auf 40 Cent pro kWh gestiegen – um wie viel Prozent ist das?",
        N((D(40) - 32) / 32 * 100),
    ),
    ("de", "percent", "Wie viel sind 19 % Mehrwertsteuer auf 249,00 €?", N(q(D("249.00") * D("0.19")))),
    (
        "de",
        "units",
        "Im Rezept stehen 0,75 l Milch, mein Messbecher zeigt aber nur ml an. Wie viel ml sind das?",
        N(D("0.75") * 1000),
    ),
    (
        "de",
        "units",
        "Bin heute 12,5 km in 1 Std. 15 Min. gelaufen, was war mein Schnitt in km/h?",
        N(D("12.5") / (1 + D(15) / 60)),
    ),
    ("de", "dates", "Welcher Wochentag war der 3. Oktober 1990?", WD(date(1990, 10, 3))),
    # ---------------- French ----------------
    (
        "fr",
        "math",
        "J'achète 3 baguettes à 1,15 € et un camembert à 6,90 €, je paie avec un billet de 20 €. Combien on doit me rendre ?",
        N(q(20 - 3 * D("1.15") - D("6.90"))),
    ),
    (
        "fr",
        "math",
        "Ma recette de crêpes pour 4 personnes demande 250 g de farine. Il m'en faut combien pour 10 personnes ?",
        N(D(250) / 4 * 10),
    ),
    (
        "fr",
        "math",
        "J'habite au 14 rue des Lilas et je fais 23 km aller-retour pour aller au boulot, 5 jours par semaine. Ça fait combien de km par mois si je compte 4 semaines ?",
        N(23 * 5 * 4),
    ),
    (
        "fr",
        "math",
        "ma voiture consomme 6,5 L aux 100 km, combien de litres il me faut pour faire Paris-Lyon, soit 465 km ?",
        N(D("6.5") * 465 / 100),
    ),
    ("fr", "percent", "Un pull à 45 € soldé à -30 %, il me coûte combien au final ?", N(q(D(45) * D("0.70")))),
    (
        "fr",
        "percent",
        "Sur les 40 élèves de la classe, 26 ont eu la moyenne. Ça représente quel pourcentage ?",
        N(D(26) / 40 * 100),
    ),
    (
        "fr",
        "percent",
        "Bonjour, mon loyer de 780 € augmente de 3,5 % au 1er janvier. Combien vais-je payer par mois ?",
        N(q(D(780) * (1 + D("0.035")))),
    ),
    (
        "fr",
        "units",
        "Mon cousin canadien dit qu'il mesure 6 pieds, ça fait combien en centimètres ?",
        N(6 * D("30.48")),
    ),
    ("fr", "units", "combien de minutes dans 3,75 heures ?", N(D("3.75") * 60)),
    (
        "fr",
        "dates",
        "Quelle date serons-nous 100 jours après le 1er septembre 2025 ?",
        DT(date(2025, 9, 1) + timedelta(days=100)),
    ),
    # ---------------- Spanish ----------------
    (
        "es",
        "math",
        "Compré 1,5 kg de tomates a 2,40 € el kilo y 2 kg de naranjas a 1,85 €/kg. ¿Cuánto pagué en total?",
        N(q(D("1.5") * D("2.40") + 2 * D("1.85"))),
    ),
    (
        "es",
        "math",
        "la factura de la luz vino de 87,60 € y somos 3 en el piso, cuanto paga cada uno",
        N(q(D("87.60") / 3)),
    ),
    (
        "es",
        "math",
        "Tengo que pintar una pared de 4,5 m por 2,6 m. Un litro de pintura cubre 9 m². ¿Cuántos litros necesito si le doy dos manos?",
        N(D("4.5") * D("2.6") * 2 / 9),
    ),
    (
        "es",
        "math",
        "Mi abuela tiene 82 años y toma 2 pastillas al día. Cada caja trae 28 pastillas. ¿Cuántas cajas necesita para 8 semanas?",
        N(math.ceil(D(2 * 7 * 8) / 28)),
    ),
    ("es", "percent", "¿Cuánto es el 21 % de IVA sobre 350 €?", N(q(D(350) * D("0.21")))),
    (
        "es",
        "percent",
        "Pesaba 92 kg y ahora peso 85,1 kg. ¿Qué porcentaje de mi peso he bajado?",
        N((D(92) - D("85.1")) / 92 * 100),
    ),
    (
        "es",
        "percent",
        "Si pido un préstamo de 12.000 € al 5 % de interés simple anual, ¿cuánto pago de intereses en 3 años?",
        N(q(D(12000) * D("0.05") * 3)),
    ),
    (
        "es",
        "units",
        "Una receta americana pide 8 onzas de queso. ¿Cuántos gramos son? Redondea al gramo.",
        N(q(8 * D("28.349523125"), "1")),
    ),
    ("es", "units", "Acabo de correr una media maratón, 21,0975 km. ¿Cuántos metros son?", N(D("21.0975") * 1000)),
    ("es", "dates", "¿Qué día de la semana cae el 25 de diciembre de 2026?", WD(date(2026, 12, 25))),
    # ---------------- Italian ----------------
    (
        "it",
        "math",
        "Al mercato ho preso 3 etti di prosciutto a 24 € al kg e mezzo chilo di pane a 3,80 €/kg. Quanto ho speso?",
        N(q(D("0.3") * 24 + D("0.5") * D("3.80"))),
    ),
    ("it", "math", "Le spese condominiali sono 1.560 € l'anno, quanto fanno al mese?", N(q(D(1560) / 12))),
    (
        "it",
        "math",
        "Mio figlio ha 15 anni e nelle verifiche di matematica ha preso 6, 7,5, 8 e 6,5. Che media ha?",
        N((6 + D("7.5") + 8 + D("6.5")) / 4),
    ),
    (
        "it",
        "math",
        "Devo piastrellare un bagno di 2,4 m x 3 m con piastrelle 30x30 cm. Quante piastrelle servono, senza contare lo sfrido?",
        N(D("2.4") * 3 / (D("0.3") * D("0.3"))),
    ),
    (
        "it",
        "percent",
        "Prendo 1.850 € netti al mese e spendo il 35 % per l'affitto. Quanto pago di affitto?",
        N(q(D(1850) * D("0.35"))),
    ),
    ("it", "percent", "un divano da 899 € scontato del 20%, quanto lo pago??", N(q(D(899) * D("0.80")))),
    (
        "it",
        "percent",
        "Nell'orto avevo 40 piantine di pomodoro e 6 sono seccate. Che percentuale è sopravvissuta?",
        N(D(40 - 6) / 40 * 100),
    ),
    ("it", "units", "Quanti litri sono 2.500 ml?", N(D(2500) / 1000)),
    ("it", "units", "Quanti secondi ci sono in 2 ore e 15 minuti?", N((2 * 60 + 15) * 60)),
    (
        "it",
        "dates",
        "Se oggi è il 10 gennaio 2025, quanti giorni mancano al 15 marzo 2025?",
        N((date(2025, 3, 15) - date(2025, 1, 10)).days),
    ),
    # ---------------- Portuguese ----------------
    (
        "pt",
        "math",
        "Comprei 4 pacotes de café a R$ 18,90 cada e paguei com uma nota de R$ 100. Quanto recebo de troco?",
        N(q(100 - 4 * D("18.90"))),
    ),
    (
        "pt",
        "math",
        "Meu carro faz 12 km por litro e a gasolina tá R$ 5,89. Quanto vou gastar numa viagem de 420 km?",
        N(q(D(420) / 12 * D("5.89"))),
    ),
    (
        "pt",
        "math",
        "Tenho 34 anos, corro 3 vezes por semana e cada corrida tem 7,5 km. Quantos km corro em 6 semanas?",
        N(3 * D("7.5") * 6),
    ),
    (
        "pt",
        "math",
        "O aluguel é R$ 2.400 e a gente divide entre 3, e o condomínio de R$ 450 também é dividido. Quanto cada um paga?",
        N(q((D(2400) + 450) / 3)),
    ),
    ("pt", "percent", "Quanto dá os 10% do garçom numa conta de R$ 187,50?", N(q(D("187.50") * D("0.10")))),
    (
        "pt",
        "percent",
        "O pão francês aqui na padaria passou de R$ 0,75 para R$ 0,90. Foi um aumento de quantos por cento?",
        N((D("0.90") - D("0.75")) / D("0.75") * 100),
    ),
    ("pt", "percent", "Tive 14 em 20 no teste de Físico-Química. Que percentagem é isso?", N(D(14) / 20 * 100)),
    ("pt", "units", "Quantos quilos são 3.500 gramas de carne?", N(D(3500) / 1000)),
    ("pt", "units", "Uma TV tem 139,7 cm de diagonal. Quantas polegadas são?", N(D("139.7") / D("2.54"))),
    (
        "pt",
        "dates",
        "Que data cai 30 dias depois de 20 de novembro de 2025?",
        DT(date(2025, 11, 20) + timedelta(days=30)),
    ),
    # ---------------- Chinese ----------------
    ("zh", "math", "买了3斤苹果，每斤6.5元，还买了一箱牛奶48元，一共多少钱？", N(q(3 * D("6.5") + 48))),
    ("zh", "math", "房租每月4500元，押一付三，第一次要交多少钱？", N(4500 * (1 + 3))),
    ("zh", "math", "我今年28岁，每天早上跳绳，一分钟跳120下，每天跳15分钟，一周一共跳多少下？", N(120 * 15 * 7)),
    ("zh", "math", "一本书320页，我每天看25页，几天能看完？", N(math.ceil(D(320) / 25))),
    ("zh", "percent", "月薪1.2万，公积金按12%扣，每个月扣多少钱？", N(q(D(12000) * D("0.12")))),
    ("zh", "percent", "原价399的鞋打八五折是多少钱", N(q(D(399) * D("0.85")))),
    ("zh", "percent", "数学满分150，我考了123分，得分率是百分之多少？", N(D(123) / 150 * 100)),
    ("zh", "units", "2.5公斤是多少斤？", N(D("2.5") * 2)),
    (
        "zh",
        "units",
        "跑了个半马21.0975公里，用时1小时45分钟，平均每公里多少秒？四舍五入到整数",
        N(q(D((60 + 45) * 60) / D("21.0975"), "1")),
    ),
    ("zh", "dates", "2025年春节是1月29日，那天是星期几？", WD(date(2025, 1, 29))),
    # ---------------- Japanese ----------------
    ("ja", "math", "1個120円のおにぎりを3個と、150円のお茶を2本買ったらいくら？", N(120 * 3 + 150 * 2)),
    ("ja", "math", "家賃8万5千円、管理費5千円です。年間でいくらになりますか？", N((85000 + 5000) * 12)),
    (
        "ja",
        "math",
        "うちの猫は5歳で、毎日キャットフードを60g食べます。2kgの袋だとまるまる何日分ありますか？",
        N(D(2000) // 60),
    ),
    ("ja", "math", "ガソリンが1リットル172円で、45リットル入れたらいくらになる？", N(172 * 45)),
    ("ja", "percent", "税抜き2,980円の商品、消費税10%込みだといくらですか？", N(q(D(2980) * D("1.10"), "1"))),
    (
        "ja",
        "percent",
        "月給25万円で手取りが19万8千円なんだけど、引かれてる割合って何％？",
        N((D(250000) - 198000) / 250000 * 100),
    ),
    ("ja", "percent", "TOEICが600点から720点に上がりました。何％アップですか？", N((D(720) - 600) / 600 * 100)),
    ("ja", "units", "身長5フィート6インチって何センチ？", N((5 * 12 + 6) * D("2.54"))),
    ("ja", "units", "華氏77度は摂氏何度ですか？", N(F2C(77))),
    (
        "ja",
        "dates",
        "2026年の元日を1日目として数えると、100日目は何月何日ですか？",
        DT(date(2026, 1, 1) + timedelta(days=99)),
    ),
    # ---------------- Korean ----------------
    ("ko", "math", "삼겹살 600g 사려는데 100g당 2,800원이면 얼마예요?", N(D(600) / 100 * 2800)),
    ("ko", "math", "월세 55만원에 관리비 8만원이면 1년에 총 얼마 나가요?", N((550000 + 80000) * 12)),
    (
        "ko",
        "math",
        "저 서울 마포구 사는 30살 직장인인데요, 출퇴근 지하철이 편도 1,450원이에요. 한 달에 22일 출근하면 교통비 얼마 나와요?",
        N(1450 * 2 * 22),
    ),
    ("ko", "math", "수학 점수가 85, 92, 78, 89점인데 평균 몇 점이에요?", N(D(85 + 92 + 78 + 89) / 4)),
    ("ko", "percent", "3만 9천원짜리 티셔츠 25% 할인하면 얼마야?", N(D(39000) * D("0.75"))),
    ("ko", "percent", "연봉 4,200만원에서 5% 오르면 얼마가 돼요?", N(D(42000000) * D("1.05"))),
    ("ko", "percent", "적금 1,000만원 넣고 연 3.5% 이자면 1년 이자가 세전으로 얼마예요?", N(D(10000000) * D("0.035"))),
    ("ko", "units", "30평은 몇 제곱미터예요? 1평=3.3058㎡로 계산해 주세요", N(30 * D("3.3058"))),
    ("ko", "units", "10마일은 몇 킬로미터야? 소수 첫째 자리까지", N(q(10 * D("1.609344"), "0.1"))),
    ("ko", "dates", "2025년 3월 1일부터 60일 후는 몇 월 며칠이에요?", DT(date(2025, 3, 1) + timedelta(days=60))),
    # ---------------- Russian ----------------
    (
        "ru",
        "math",
        "Купил 2 кг гречки по 89,90 ₽ и 3 пакета молока по 76,50 ₽. Сколько всего заплатил?",
        N(q(2 * D("89.90") + 3 * D("76.50"))),
    ),
    ("ru", "math", "Квартплата 6 480 ₽ в месяц, сколько выйдет за полгода?", N(6480 * 6)),
    (
        "ru",
        "math",
        "Мне 45 лет, живу на даче под Тверью. Хочу сделать грядку 3,2 м на 1,5 м и засыпать землёй слоем 20 см. Сколько кубометров земли нужно?",
        N(D("3.2") * D("1.5") * D("0.20")),
    ),
    ("ru", "math", "Поезд проходит 680 км со средней скоростью 85 км/ч. Сколько часов он в пути?", N(D(680) / 85)),
    ("ru", "percent", "Зарплата 85 000 ₽, НДФЛ 13 %. Сколько получу на руки?", N(q(D(85000) * D("0.87")))),
    (
        "ru",
        "percent",
        "Положил 200 000 ₽ на вклад под 16 % годовых без капитализации. Сколько рублей процентов получу за год?",
        N(q(D(200000) * D("0.16"))),
    ),
    ("ru", "percent", "из 25 вопросов теста ответил правильно на 21, это скока процентов?", N(D(21) / 25 * 100)),
    ("ru", "units", "Температура 98,6 °F — это сколько по Цельсию?", N(F2C("98.6"))),
    ("ru", "units", "Сколько километров в 26,2 мили? Округли до десятых.", N(q(D("26.2") * D("1.609344"), "0.1"))),
    ("ru", "dates", "Какой день недели будет 9 мая 2027 года?", WD(date(2027, 5, 9))),
]

# (lang, kind, sentence)
NEG = [
    # English
    ("en", "writing", "Can you write a short birthday card message for my dad? He turns 60 on March 3rd."),
    ("en", "statement", "We won 3-1 last night and I scored two of the goals!"),
    (
        "en",
        "advice",
        "My recipe needs 2 cups of flour and 3 eggs — what can I use instead of the eggs to make it vegan?",
    ),
    ("en", "lookup", "How many players does a soccer team have on the field?"),
    ("en", "other", "Remind me to pay the $120 electric bill on June 5, 2025."),
    (
        "en",
        "chat",
        '"A train leaves Chicago at 3:15 pm going 60 mph..." lol that\'s what my math homework looks like every night. do you hate word problems too?',
    ),
    # German
    (
        "de",
        "writing",
        "Schreib mir bitte eine kurze Einladung zu meinem 40. Geburtstag am 14.06.2025 um 19 Uhr im Gasthaus Linde.",
    ),
    ("de", "statement", "Hab heute 10 km in 52 Minuten geschafft, neuer persönlicher Rekord!"),
    ("de", "advice", "Ich verdiene 2.800 € netto – lohnt sich für mich eher ein ETF-Sparplan oder ein Tagesgeldkonto?"),
    ("de", "lookup", "Wie viel Zucker steckt ungefähr in einer 0,33-l-Dose Cola?"),
    ("de", "other", "Notiz: Zahnarzttermin am 22. Mai 2025 um 8:30 Uhr, Praxis Dr. Weber, Raum 3."),
    (
        "de",
        "chat",
        "„Peter hat 5 Äpfel und gibt Anna 2…“ – so fingen früher alle Textaufgaben an, oder? Was war eigentlich dein Lieblingsfach?",
    ),
    # French
    ("fr", "writing", "Rédige un petit mot pour remercier ma voisine qui a gardé mes 2 chats du 3 au 10 août."),
    ("fr", "statement", "Mon fils a eu 17,5/20 à son contrôle de maths, je suis trop fière !"),
    (
        "fr",
        "advice",
        "J'ai 35 ans et je cours 3 fois par semaine, 8 km à chaque fois. Vaut-il mieux s'étirer avant ou après ?",
    ),
    ("fr", "lookup", "Combien de temps faut-il faire cuire un œuf mollet ?"),
    ("fr", "other", "Note : rendez-vous chez le vétérinaire le 12/09/2025 à 14 h 30 pour le vaccin du chien."),
    (
        "fr",
        "chat",
        "« Un robinet remplit une baignoire de 150 litres en 12 minutes… » pourquoi les profs adorent ce genre d'énoncé ? Ça sert vraiment dans la vie ?",
    ),
    # Spanish
    ("es", "writing", "Escríbeme un anuncio para vender mi bici: 3 años, 21 velocidades, 150 €, recogida en Valencia."),
    ("es", "statement", "El Madrid ganó 4-0 ayer, qué partidazo."),
    (
        "es",
        "advice",
        "Tengo 1.200 € ahorrados y quiero viajar 10 días por Portugal en octubre, ¿qué ciudades me recomiendas?",
    ),
    ("es", "lookup", "¿Cuántos habitantes tiene más o menos Sevilla?"),
    ("es", "other", "Recuérdame que el 30 de junio de 2025 vence el seguro del coche (póliza n.º 48213)."),
    (
        "es",
        "advice",
        '"Si Juan tiene 3 naranjas y María tiene 5 más que él..." mi hijo de 8 años llora con estos problemas, ¿cómo lo puedo motivar?',
    ),
    # Italian
    (
        "it",
        "writing",
        "Scrivimi una mail al padrone di casa per dire che l'affitto di marzo, 650 €, glielo pago il 5 aprile 2025.",
    ),
    ("it", "statement", "Ho preso 28 all'esame di diritto privato, finalmente!"),
    ("it", "advice", "Ho un balcone di 6 m² esposto a nord, che piante mi consigli?"),
    ("it", "lookup", "Quante calorie ha più o meno una porzione da 100 g di pasta secca?"),
    ("it", "other", "Promemoria: revisione auto il 18/11/2025 alle 9:00, officina in via Roma 27."),
    (
        "it",
        "advice",
        '"Un grossista compra 20 kg di mele a 1,50 € al kg..." mia figlia non sa cosa sia un grossista e non riesce nemmeno a iniziare il problema. Come glielo spiego con parole semplici?',
    ),
    # Portuguese
    (
        "pt",
        "writing",
        "Escreve uma mensagem para o grupo da família a dizer que o jantar de Natal é no dia 24 às 20h em casa da avó, rua das Flores 12.",
    ),
    ("pt", "statement", "Paguei R$ 45 num açaí de 500 ml, tá tudo caro demais."),
    ("pt", "advice", "Tenho 2 cachorros de 10 kg cada, qual ração você recomenda?"),
    ("pt", "lookup", "Quantos estados tem o Brasil?"),
    ("pt", "other", "Lembrete: consulta no dentista dia 07/03/2026 às 10h30."),
    (
        "pt",
        "other",
        '"Um carro sai de São Paulo a 80 km/h e outro sai do Rio a 100 km/h..." não precisa resolver, só me explica com palavras simples o que quer dizer velocidade média.',
    ),
    # Chinese
    ("zh", "writing", "帮我写一段朋友圈文案，庆祝我们结婚5周年，我们是2020年5月20日领的证。"),
    ("zh", "statement", "今天称了一下65.3公斤，比上周轻了一点，开心。"),
    ("zh", "advice", "月薪8000，在北京租房合适吗？有什么建议？"),
    ("zh", "lookup", "长城大概有多长？"),
    ("zh", "other", "提醒我2025年10月1日早上7点半出发去机场，航班CA1234。"),
    ("zh", "lookup", "“鸡兔同笼，头35个，脚94只”——这道题最早出自哪本古书？"),
    # Japanese
    ("ja", "writing", "3月15日（土）18時から送別会をやります、という案内文を書いてください。会費は4,000円です。"),
    ("ja", "statement", "今日は1万歩歩いた！"),
    ("ja", "advice", "築30年の中古マンションを買うのってどう思う？予算は3000万円くらい。"),
    ("ja", "lookup", "富士山の高さは何メートル？"),
    ("ja", "other", "メモ：2025年12月20日 14時 歯医者、保険証を忘れずに。"),
    (
        "ja",
        "chat",
        "「太郎くんは分速80mで家を出ました…」みたいな問題、小学生の頃すごく苦手だったなあ。みんなそうなのかな？",
    ),
    # Korean
    ("ko", "writing", "친구 결혼식 축사 좀 써 줘. 결혼식은 2025년 10월 11일이고 우리는 20년 지기야."),
    ("ko", "statement", "오늘 토익 점수 나왔는데 850점이에요!"),
    ("ko", "advice", "월급 300만원인데 적금이랑 주식 중에 뭐가 나을까요?"),
    ("ko", "lookup", "한라산 높이가 몇 미터예요?"),
    ("ko", "other", "내일 오전 9시 30분에 3층 회의실에서 회의 있다고 메모해 줘."),
    ("ko", "lookup", '"철수는 사과 5개를 가지고 있었는데 영희에게 2개를 주었습니다" 같은 문제를 영어로 뭐라고 불러요?'),
    # Russian
    ("ru", "writing", "Напиши поздравление коллеге с 25-летием работы в компании, юбилей 15 апреля 2025 года."),
    ("ru", "statement", "Сдал ЕГЭ по математике на 86 баллов!"),
    ("ru", "advice", "У меня участок 6 соток, что лучше посадить в первый год?"),
    ("ru", "lookup", "Сколько примерно длится перелёт из Москвы в Сочи?"),
    ("ru", "other", "Напомни 1 марта 2026 года оплатить интернет, 650 ₽."),
    (
        "ru",
        "chat",
        "«Из пункта А в пункт Б выехал велосипедист со скоростью 15 км/ч…» — почему в задачах всегда пункт А и пункт Б? Откуда это пошло?",
    ),
]

LANGS = ["en", "de", "fr", "es", "it", "pt", "zh", "ja", "ko", "ru"]
PER_LANG = {"math": 4, "percent": 3, "units": 2, "dates": 1}
KINDS = {"writing", "statement", "advice", "lookup", "chat", "other"}


def main():
    rows, seen = [], Counter()
    for lang, cat, text, expect in Q:
        seen[(lang, cat)] += 1
        rows.append(
            {
                "id": f"r19-{lang}-{cat}-{seen[(lang, cat)]}",
                "category": cat,
                "language": lang,
                "question": text,
                "expect": expect,
            }
        )
    for lang in LANGS:
        for cat, n in PER_LANG.items():
            assert seen[(lang, cat)] == n, (lang, cat, seen[(lang, cat)])
    assert len(rows) == 100

    neg, nseen = [], Counter()
    for lang, kind, text in NEG:
        assert kind in KINDS, kind
        nseen[lang] += 1
        neg.append(
            {
                "id": f"r19neg-{lang}-{nseen[lang]}",
                "category": "negative",
                "language": lang,
                "question": text,
                "expect": {"no_computation": True},
                "kind": kind,
            }
        )
    assert all(nseen[l] == 6 for l in LANGS) and len(neg) == 60

    ids = [r["id"] for r in rows + neg]
    assert len(ids) == len(set(ids))
    assert len({r["question"] for r in rows + neg}) == 160

    for name, data in (("fresh_round19.jsonl", rows), ("fresh_negative19.jsonl", neg)):
        with open(os.path.join(OUT_DIR, name), "w", encoding="utf-8") as f:
            for r in data:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        print(f"wrote {len(data)} rows to {os.path.join(OUT_DIR, name)}")

    print("per language/category:", dict(sorted(Counter((r["language"], r["category"]) for r in rows).items())))
    print("negatives per language:", dict(Counter(r["language"] for r in neg)))
    for r in rows:
        print(r["id"], r["expect"])


if __name__ == "__main__":
    main()
