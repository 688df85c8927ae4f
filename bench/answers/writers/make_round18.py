#!/usr/bin/env python3
"""Round 18 evaluation set: value questions (fresh_round18.jsonl) and
no-computation sentences with numbers (fresh_negative18.jsonl), ten languages.

Every expected answer is computed below with Python arithmetic (Decimal for
money/decimals, datetime for dates).  Rounding is only applied where the
question asks for it (or for money to cents, where the result is already exact).
"""

import json
import os
from collections import Counter
from datetime import date, timedelta
from decimal import Decimal as D, ROUND_HALF_UP

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)  # bench/answers
POS_PATH = os.path.join(OUT_DIR, "fresh_round18.jsonl")
NEG_PATH = os.path.join(OUT_DIR, "fresh_negative18.jsonl")

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def num(x):
    """Decimal/int -> int if integral else float."""
    x = D(x)
    if x == x.to_integral_value():
        return int(x)
    return float(x)


def cents(x):
    """Money to cents; asserts no actual rounding was needed (no tie ambiguity)."""
    q = D(x).quantize(D("0.01"), rounding=ROUND_HALF_UP)
    assert q == D(x), (x, q)
    return q


def rnd(x, places):
    return D(x).quantize(D(1).scaleb(-places), rounding=ROUND_HALF_UP)


def N(x):
    return {"number": num(x)}


def DATE(d):
    return {"date": d.isoformat()}


def WD(d):
    return {"text": WEEKDAYS[d.weekday()]}


# (language, category, question, expect)   -- comment: O = ordinary, T = tricky
POS = [
    # ---------------------------------------------------------------- English
    (
        "en",
        "math",
        "I bought 3 notebooks at $2.75 each and a pen for $1.40. How much did I spend in total?",
        N(cents(3 * D("2.75") + D("1.40"))),
    ),  # O
    (
        "en",
        "math",
        "My daughter is 9 and she's saving up for a bike. She puts away twelve dollars every week. How much will she have after 15 weeks?",
        N(12 * 15),
    ),  # T (age, count as word)
    (
        "en",
        "math",
        "We ordered 5 pizzas, 8 slices each, for 13 people and everyone ate 3 slices. How many slices are left over?",
        N(5 * 8 - 13 * 3),
    ),  # T (two steps)
    (
        "en",
        "math",
        "we're in room 318, six of us, and the hotel bill is $1,287 split evenly. how much does each person pay?",
        N(cents(D(1287) / 6)),
    ),  # T (room number, count as word)
    ("en", "percent", "What's a 15% tip on a $68.40 bill?", N(cents(D("68.40") * D(15) / 100))),  # O
    (
        "en",
        "percent",
        "A jacket was $120 and now it's $84. What percent off is that?",
        N((D(120) - D(84)) / D(120) * 100),
    ),  # O
    (
        "en",
        "percent",
        "I earn $3,250 a month and put 12% of it into savings, I've done this every month since 2021. How much do I save per year?",
        N(D(3250) * D(12) / 100 * 12),
    ),  # T (year)
    ("en", "units", "How many ounces are in 2.5 pounds?", N(D("2.5") * 16)),  # O
    (
        "en",
        "units",
        "My running route is 5 laps of a 400 m track and then 1.2 km back home. How many km is that in total?",
        N(5 * D(400) / 1000 + D("1.2")),
    ),  # T (m -> km mid problem)
    ("en", "dates", "What day of the week is July 4, 2026?", WD(date(2026, 7, 4))),  # O
    # ---------------------------------------------------------------- German
    (
        "de",
        "math",
        "Ich kaufe 4 Brötchen zu je 0,45 € und einen Kaffee für 2,80 €. Was zahle ich insgesamt?",
        N(cents(4 * D("0.45") + D("2.80"))),
    ),  # O
    (
        "de",
        "math",
        "Meine Oma ist 82 und strickt für ihre sieben Enkel je 2 Paar Socken. Wie viele Paar Socken strickt sie?",
        N(7 * 2),
    ),  # T (age, count word)
    ("de", "math", "Stromabschlag 1.234,80 € im Jahr – wie viel ist das pro Monat?", N(cents(D("1234.80") / 12))),  # O
    (
        "de",
        "math",
        "Wir sind 3 Erwachsene und 2 Kinder. Der Zoo kostet für Erwachsene 18 €, Kinder zahlen die Hälfte. Was kostet der Eintritt für uns alle?",
        N(3 * D(18) + 2 * (D(18) / 2)),
    ),  # T (two steps)
    ("de", "percent", "Wie viel sind 19 % MwSt. auf 250 €?", N(cents(D(250) * 19 / 100))),  # O
    (
        "de",
        "percent",
        "Mein Gehalt steigt ab dem 1. März 2025 um 3,5 %. Aktuell sind es 2.800 € brutto. Wie viel bekomme ich dann?",
        N(cents(D(2800) * (1 + D("3.5") / 100))),
    ),  # T (date)
    (
        "de",
        "percent",
        "Von 24 Schülern haben 18 die Prüfung bestanden. Wie viel Prozent sind das?",
        N(D(18) / D(24) * 100),
    ),  # O
    ("de", "units", "Wie viele Milliliter sind 2,5 Liter?", N(D("2.5") * 1000)),  # O
    (
        "de",
        "units",
        "Für einen Kuchen brauche ich 750 g Mehl. Ich habe eine 1,5-kg-Packung. Für wie viele Kuchen reicht das?",
        N(D("1.5") * 1000 / 750),
    ),  # T (kg -> g)
    (
        "de",
        "dates",
        "Welches Datum ist 45 Tage nach dem 20.11.2025?",
        DATE(date(2025, 11, 20) + timedelta(days=45)),
    ),  # O
    # ---------------------------------------------------------------- French
    (
        "fr",
        "math",
        "J'ai acheté 3 baguettes à 1,20 € et 2 croissants à 1,35 €. Ça fait combien en tout ?",
        N(cents(3 * D("1.20") + 2 * D("1.35"))),
    ),  # O
    (
        "fr",
        "math",
        "On habite au 5e étage, appartement 52. On a 36 bouteilles à ranger dans des caisses de 6. Il faut combien de caisses ?",
        N(D(36) / 6),
    ),  # T (floor, flat number)
    ("fr", "math", "Un plein de 45 litres à 1,89 € le litre, ça coûte combien ?", N(cents(45 * D("1.89")))),  # O
    (
        "fr",
        "math",
        "Douze amis se partagent une location à 1 530 € pour la semaine. Combien paie chacun ?",
        N(cents(D(1530) / 12)),
    ),  # T (count word)
    (
        "fr",
        "percent",
        "20 % de réduction sur un manteau à 89,90 €, il me coûte combien au final ?",
        N(cents(D("89.90") * (1 - D(20) / 100))),
    ),  # O
    ("fr", "percent", "quel pourcentage représente 45 sur 180 ?", N(D(45) / D(180) * 100)),  # O
    (
        "fr",
        "percent",
        "Mon livret rapporte 3 % par an et j'y ai 4 000 € depuis 2023. Combien d'intérêts je touche sur une année ?",
        N(D(4000) * 3 / 100),
    ),  # T (year)
    ("fr", "units", "Combien de centimètres dans 3,75 mètres ?", N(D("3.75") * 100)),  # O
    (
        "fr",
        "units",
        "Ma recette demande 250 ml de lait pour 4 personnes. On sera 10 à table. Il me faut combien de litres de lait ?",
        N(D(250) / 4 * 10 / 1000),
    ),  # T (ml -> L, two steps)
    ("fr", "dates", "Le 25 décembre 2025, c'est quel jour de la semaine ?", WD(date(2025, 12, 25))),  # O
    # ---------------------------------------------------------------- Spanish
    (
        "es",
        "math",
        "Compré 2 kilos de tomates a 2,40 € el kilo y una barra de pan de 1,10 €. ¿Cuánto pagué?",
        N(cents(2 * D("2.40") + D("1.10"))),
    ),  # O
    (
        "es",
        "math",
        "Trabajo 7,5 horas al día, 5 días a la semana. ¿Cuántas horas trabajo en 4 semanas?",
        N(D("7.5") * 5 * 4),
    ),  # O
    (
        "es",
        "math",
        "Mi hijo de 14 años lee 35 páginas al día y el libro tiene 420 páginas. ¿En cuántos días lo termina?",
        N(D(420) / 35),
    ),  # T (age)
    (
        "es",
        "math",
        "En casa somos cinco. La factura de la luz fue de 96,50 € y la del agua de 38,25 €. Si lo pagamos todo a partes iguales, ¿cuánto pone cada uno?",
        N(cents((D("96.50") + D("38.25")) / 5)),
    ),  # T (count word, two steps)
    ("es", "percent", "¿Cuánto es el 21 % de IVA sobre 1.500 €?", N(cents(D(1500) * 21 / 100))),  # O
    (
        "es",
        "percent",
        "En 2024 pagaba 650 € de alquiler y ahora me lo suben un 4 %. ¿Cuánto pagaré al mes?",
        N(cents(D(650) * (1 + D(4) / 100))),
    ),  # T (year)
    ("es", "percent", "Saqué 42 de 60 en el examen, ¿qué porcentaje es eso?", N(D(42) / D(60) * 100)),  # O
    ("es", "units", "¿Cuántos gramos son 3,2 kg?", N(D("3.2") * 1000)),  # O
    (
        "es",
        "units",
        "Corro 4 vueltas de 2,5 km y luego camino 800 metros hasta casa. ¿Cuántos metros hago en total?",
        N(4 * D("2.5") * 1000 + 800),
    ),  # T (km -> m)
    (
        "es",
        "dates",
        "¿Cuántos días pasan del 1 de marzo de 2024 al 1 de junio de 2024?",
        N((date(2024, 6, 1) - date(2024, 3, 1)).days),
    ),  # O
    # ---------------------------------------------------------------- Italian
    (
        "it",
        "math",
        "Ho comprato 6 uova a 0,35 € l'una e un litro di latte a 1,29 €. Quanto ho speso?",
        N(cents(6 * D("0.35") + D("1.29"))),
    ),  # O
    (
        "it",
        "math",
        "Abito al civico 27 e devo piastrellare il bagno, che è 3 m per 2,5 m, con piastrelle da 0,25 m². Quante piastrelle servono, senza contare gli sfridi?",
        N(D(3) * D("2.5") / D("0.25")),
    ),  # T (house number)
    (
        "it",
        "math",
        "Bolletta del gas di 186,60 € da dividere tra 3 coinquilini, quanto a testa?",
        N(cents(D("186.60") / 3)),
    ),  # O
    (
        "it",
        "math",
        "Per la festa di mio figlio, che compie 10 anni, ho comprato quattro confezioni da 24 bicchieri. Ne abbiamo usati 71. Quanti ne restano?",
        N(4 * 24 - 71),
    ),  # T (age, count word, two steps)
    ("it", "percent", "Quanto fa il 15% di 240?", N(D(240) * 15 / 100)),  # O
    (
        "it",
        "percent",
        "Scarpe da 79,90 € scontate del 30 %. Quanto le pago?",
        N(cents(D("79.90") * (1 - D(30) / 100))),
    ),  # O
    (
        "it",
        "percent",
        "Nel 2023 il mio stipendio era di 1.850 €, nel 2024 è salito a 1.998 €. Di che percentuale è aumentato?",
        N((D(1998) - D(1850)) / D(1850) * 100),
    ),  # T (years)
    ("it", "units", "Quanti minuti sono 2 ore e 45 minuti?", N(2 * 60 + 45)),  # O
    (
        "it",
        "units",
        "Per il risotto calcolo 80 g di riso a persona e siamo in 12. Quanti kg di riso devo comprare?",
        N(D(80) * 12 / 1000),
    ),  # T (g -> kg)
    ("it", "dates", "Che giorno della settimana era il 2 giugno 1946?", WD(date(1946, 6, 2))),  # O
    # ---------------------------------------------------------------- Portuguese
    ("pt", "math", "Comprei 3 pacotes de café a R$ 18,90 cada. Quanto deu?", N(cents(3 * D("18.90")))),  # O
    (
        "pt",
        "math",
        "Tenho 35 anos e corro 6 km por dia, de segunda a sábado. Quantos km eu corro por semana?",
        N(6 * 6),
    ),  # T (age, days Mon-Sat)
    (
        "pt",
        "math",
        "A conta do restaurante deu R$ 247,80 e vamos dividir entre 6 pessoas. Quanto fica pra cada um?",
        N(cents(D("247.80") / 6)),
    ),  # O
    (
        "pt",
        "math",
        "Ganho R$ 25 por hora. Essa semana trabalhei 8 horas na segunda, 6 na terça e nove na quarta. Quanto vou receber?",
        N(25 * (8 + 6 + 9)),
    ),  # T (count word, two steps)
    ("pt", "percent", "Quanto é 12% de R$ 3.500,00?", N(cents(D(3500) * 12 / 100))),  # O
    (
        "pt",
        "percent",
        "A TV custava R$ 2.400 e na Black Friday de 2025 está com 15% de desconto. Qual o preço final?",
        N(cents(D(2400) * (1 - D(15) / 100))),
    ),  # T (year)
    (
        "pt",
        "percent",
        "Acertei 27 de 31 questões na prova. Qual foi minha porcentagem de acertos, arredondando para uma casa decimal?",
        N(rnd(D(27) / D(31) * 100, 1)),
    ),  # O (asks rounding)
    ("pt", "units", "Quantos metros tem 4,5 km?", N(D("4.5") * 1000)),  # O
    (
        "pt",
        "units",
        "Preciso de 1,75 m de tecido para cada cortina e vou fazer 4 cortinas. Quantos centímetros de tecido no total?",
        N(D("1.75") * 4 * 100),
    ),  # T (m -> cm)
    (
        "pt",
        "dates",
        "Que data cai 100 dias depois de 10 de janeiro de 2026?",
        DATE(date(2026, 1, 10) + timedelta(days=100)),
    ),  # O
    # ---------------------------------------------------------------- Chinese
    ("zh", "math", "买了3斤苹果，每斤6.5元，又买了一瓶12元的酸奶，一共多少钱？", N(cents(3 * D("6.5") + 12))),  # O
    (
        "zh",
        "math",
        "我家住18楼，每天走楼梯锻炼。每两层之间有16级台阶，从1楼走到18楼一共要走多少级台阶？",
        N((18 - 1) * 16),
    ),  # T (floors vs flights)
    ("zh", "math", "月薪8500元，房租每月2800元，一年下来扣掉房租还剩多少钱？", N((8500 - 2800) * 12)),  # O
    (
        "zh",
        "math",
        "女儿今年8岁，每天练琴四十五分钟，周六周日每天再多练半小时。她一周一共练多少分钟？",
        N(45 * 7 + 2 * 30),
    ),  # T (age, number words, half hour)
    ("zh", "percent", "一件衣服原价480元，打八折后多少钱？", N(cents(D(480) * D("0.8")))),  # O
    ("zh", "percent", "存款5万元，年利率2.5%，一年利息是多少元？", N(cents(D(50000) * D("2.5") / 100))),  # O
    (
        "zh",
        "percent",
        "我们班一共45人，我的学号是23号。这次考试有36人及格，及格率是百分之多少？",
        N(D(36) / D(45) * 100),
    ),  # T (student number)
    ("zh", "units", "3.6公里等于多少米？", N(D("3.6") * 1000)),  # O
    ("zh", "units", "一桶水18.9升，我每天喝2100毫升，一桶正好够喝几天？", N(D("18.9") * 1000 / 2100)),  # T (L -> ml)
    ("zh", "dates", "2025年10月1日是星期几？", WD(date(2025, 10, 1))),  # O
    # ---------------------------------------------------------------- Japanese
    ("ja", "math", "1個150円のおにぎりを4個と、280円のお茶を1本買いました。合計いくらですか？", N(150 * 4 + 280)),  # O
    ("ja", "math", "家賃3万5千円を2人でシェアしてます。1人いくら？", N(D(35000) / 2)),  # O (locale number)
    (
        "ja",
        "math",
        "時給1,200円で1日6時間、月に18日働いたら月給はいくらになりますか？",
        N(1200 * 6 * 18),
    ),  # T (two steps)
    (
        "ja",
        "math",
        "305会議室に椅子を並べています。1列に8脚ずつ並べたら九列できて、3脚余りました。椅子は全部で何脚ありますか？",
        N(8 * 9 + 3),
    ),  # T (room number, count word)
    ("ja", "percent", "5,800円の商品が2割引きだといくらになりますか？", N(D(5800) * (1 - D("0.2")))),  # O
    ("ja", "percent", "消費税10%込みで3,300円の商品、税抜きだといくら？", N(D(3300) / (1 + D(10) / 100))),  # O
    (
        "ja",
        "percent",
        "今年で30歳になりました。貯金が120万円あって、そのうち15%を投資に回したいです。いくら投資することになりますか？",
        N(D(1200000) * 15 / 100),
    ),  # T (age, 万)
    ("ja", "units", "1.8リットルは何ミリリットル？", N(D("1.8") * 1000)),  # O
    (
        "ja",
        "units",
        "毎朝、1周750mの公園を4周してから駅まで1.2km歩きます。合計で何キロ歩いていますか？",
        N((4 * D(750)) / 1000 + D("1.2")),
    ),  # T (m -> km)
    ("ja", "dates", "2026年3月15日から60日後は何月何日ですか？", DATE(date(2026, 3, 15) + timedelta(days=60))),  # O
    # ---------------------------------------------------------------- Korean
    ("ko", "math", "4,500원짜리 커피 3잔이랑 6,800원짜리 케이크 하나 샀어요. 총 얼마예요?", N(4500 * 3 + 6800)),  # O
    (
        "ko",
        "math",
        "월세 55만원에 관리비 8만 5천원이에요. 1년 동안 내는 돈은 총 얼마예요?",
        N((550000 + 85000) * 12),
    ),  # T (만/천, two steps)
    ("ko", "math", "한 반에 학생이 28명이고 6개 반이 있어요. 전체 학생 수는?", N(28 * 6)),  # O
    (
        "ko",
        "math",
        "저는 1995년생이고 302호에 살아요. 택배 상자 다섯 개가 왔는데 각각 3.2kg이에요. 전부 몇 kg이에요?",
        N(5 * D("3.2")),
    ),  # T (year, room, count word)
    ("ko", "percent", "3만원짜리 책을 15% 할인받으면 얼마예요?", N(D(30000) * (1 - D(15) / 100))),  # O
    ("ko", "percent", "120의 35%는?", N(D(120) * 35 / 100)),  # O
    (
        "ko",
        "percent",
        "작년 매출이 2억 4천만원이었고 올해는 2억 7천만원이에요. 몇 퍼센트 증가했나요?",
        N((D(270000000) - D(240000000)) / D(240000000) * 100),
    ),  # T (억/천만)
    ("ko", "units", "5.5킬로그램은 몇 그램이에요?", N(D("5.5") * 1000)),  # O
    (
        "ko",
        "units",
        "페인트 한 통이 4리터인데 벽 1㎡당 250ml가 필요하대요. 한 통으로 몇 ㎡를 칠할 수 있어요?",
        N(D(4) * 1000 / 250),
    ),  # T (L -> ml)
    (
        "ko",
        "dates",
        "2024년 2월 29일에서 365일 후는 몇 년 몇 월 며칠이에요?",
        DATE(date(2024, 2, 29) + timedelta(days=365)),
    ),  # T (leap day)
    # ---------------------------------------------------------------- Russian
    (
        "ru",
        "math",
        "Купил 2 кг картошки по 45 руб. и молоко за 89,90 руб. Сколько всего заплатил?",
        N(cents(2 * D(45) + D("89.90"))),
    ),  # O
    (
        "ru",
        "math",
        "Мне 40 лет, живу в квартире 117. Хочу положить плитку в комнате 4 на 3,5 метра, одна упаковка покрывает 1,4 м². Сколько упаковок нужно?",
        N(D(4) * D("3.5") / D("1.4")),
    ),  # T (age, flat number)
    ("ru", "math", "Зарплата 65 000 руб., за квартиру плачу 22 500. Сколько остаётся?", N(65000 - 22500)),  # O
    (
        "ru",
        "math",
        "Двенадцать человек скинулись по 350 рублей на подарок, подарок стоил 3 900. Сколько денег осталось?",
        N(12 * 350 - 3900),
    ),  # T (count word, two steps)
    ("ru", "percent", "Сколько будет 13 % от 48 000?", N(D(48000) * 13 / 100)),  # O
    (
        "ru",
        "percent",
        "Положил 200 000 руб. на вклад под 16 % годовых. Какой доход в рублях получу за год?",
        N(D(200000) * 16 / 100),
    ),  # O
    (
        "ru",
        "percent",
        "В 2024 году абонемент в бассейн стоил 1 250 руб., в 2025 уже 1 400. На сколько процентов подорожал?",
        N((D(1400) - D(1250)) / D(1250) * 100),
    ),  # T (years)
    ("ru", "units", "Сколько сантиметров в 2,35 м?", N(D("2.35") * 100)),  # O
    (
        "ru",
        "units",
        "На варенье берут 1,5 кг сахара на 2 кг ягод. У меня 5 кг ягод. Сколько граммов сахара нужно?",
        N(D("1.5") / 2 * 5 * 1000),
    ),  # T (kg -> g, proportion)
    ("ru", "dates", "Какой день недели был 9 мая 2025 года?", WD(date(2025, 5, 9))),  # O
]

# (language, kind, question)
NEG = [
    # English
    (
        "en",
        "writing",
        "Write a short poem for my grandma who turns 90 on March 12, 2026. She has 7 grandchildren and loves roses.",
    ),
    (
        "en",
        "statement",
        "I bought 3 kg of apples for $4.50 at the farmers market this morning and they were the sweetest I've ever had.",
    ),
    ("en", "advice", "I have 2 kids aged 5 and 8, what board games can the whole family play together?"),
    ("en", "advice", "How much does sleep matter before an exam at 9 am?"),
    ("en", "chat", "Ugh, I worked 52 hours this week and still have 14 emails to answer. Just needed to vent."),
    ("en", "other", "Remind me: dentist appointment on November 18, 2025 at 2:30 pm, room 204."),
    # German
    (
        "de",
        "writing",
        "Schreib mir eine kurze Einladung zu meinem 40. Geburtstag am Samstag, 14. Juni 2025, ab 19:00 Uhr im Gartenhaus.",
    ),
    ("de", "statement", "Ich habe heute 3 kg Kartoffeln für 2,49 € gekauft und danach 2 Stunden im Garten gearbeitet."),
    ("de", "advice", "Ich habe in 4 Wochen 2,5 kg abgenommen – wie bleibe ich motiviert, ohne aufzugeben?"),
    ("de", "lookup", "Wer hat 2014 die Fußball-WM in Brasilien gewonnen?"),
    ("de", "chat", "Puh, 35 Grad heute und die Klimaanlage im 3. Stock ist seit 2 Wochen kaputt."),
    ("de", "other", "Erinnere mich am 03.10.2025 um 8:30 daran, 2 Liter Milch und 500 g Quark zu kaufen."),
    # French
    (
        "fr",
        "writing",
        "Écris un petit mot pour remercier ma voisine qui a arrosé mes 12 plantes pendant mes 3 semaines de vacances.",
    ),
    (
        "fr",
        "statement",
        "Mon fils a eu 15,5 sur 20 en maths et 12 sur 20 en français ce trimestre, je suis fière de lui.",
    ),
    (
        "fr",
        "advice",
        "J'ai mis 250 g de farine, 3 œufs et 50 cl de lait dans ma pâte à crêpes : elle est trop liquide, qu'est-ce que je peux faire ?",
    ),
    ("fr", "lookup", "Quel pays a gagné la Coupe du monde de football en 1998 ?"),
    ("fr", "chat", "J'ai couru 8 km ce matin en 45 minutes, je suis crevé mais trop content 😅"),
    (
        "fr",
        "writing",
        "Fais-moi un planning de révisions pour le bac qui commence le 16 juin 2025 : j'ai 4 matières et 2 heures par soir.",
    ),
    # Spanish
    ("es", "writing", "Escríbeme un mensaje para felicitar a mi hermana, que cumple 30 años el 5 de mayo."),
    (
        "es",
        "advice",
        "Tengo 3 hijos de 4, 7 y 11 años, ¿qué película podemos ver todos juntos este sábado a las 18:00?",
    ),
    ("es", "statement", "Ayer pagué 1.250 € de alquiler y 85,40 € de luz, este mes va a ser duro."),
    ("es", "lookup", "¿Quién pintó el Guernica en 1937?"),
    ("es", "advice", "¿Cuánto importa estirar antes de correr 10 km?"),
    ("es", "other", "Recuérdame el 12/09/2025 a las 18:00 que tengo que pagar la cuota del gimnasio de 39,90 €."),
    # Italian
    (
        "it",
        "writing",
        "Scrivi una poesia per i 50 anni di matrimonio dei miei nonni: si sono sposati il 20 settembre 1975.",
    ),
    ("it", "statement", "Ho comprato 2 kg di pomodori a 3,20 € al chilo e ne ho fatto 6 barattoli di sugo."),
    (
        "it",
        "advice",
        "Ho 45 anni e cammino 8.000 passi al giorno, che sport mi consigli di aggiungere 2 volte a settimana?",
    ),
    ("it", "lookup", "Chi ha vinto il Festival di Sanremo nel 2021?"),
    ("it", "chat", "Il treno delle 7:42 era di nuovo in ritardo di 25 minuti, che nervi!"),
    ("it", "other", "Promemoria: riunione di condominio il 15/10/2025 alle 21:00, scala B, interno 12."),
    # Portuguese
    (
        "pt",
        "writing",
        "Escreve uma mensagem de boas-vindas para os 25 novos funcionários que começam no dia 3 de fevereiro de 2026.",
    ),
    ("pt", "statement", "Paguei R$ 89,90 na conta de internet e R$ 156,30 na de luz esse mês."),
    ("pt", "advice", "Tenho 2 gatos, um de 3 e outro de 10 anos. Qual tipo de ração serve para os dois?"),
    ("pt", "lookup", "Em que estádio foi a final da Copa do Mundo de 2014?"),
    ("pt", "advice", "Quanto o café depois das 16h atrapalha o sono?"),
    ("pt", "chat", "Corri 5 km em 28 minutos hoje, no mês passado eu fazia em 31 minutos, tô muito feliz!"),
    # Chinese
    ("zh", "writing", "帮我写一条朋友圈，庆祝我们结婚10周年，我们是2015年5月20日领的证。"),
    ("zh", "statement", "今天买了3斤苹果花了19.5元，还买了一瓶12元的酸奶，感觉挺划算的。"),
    ("zh", "advice", "我家两个孩子分别5岁和8岁，周末有什么适合一起玩的亲子活动？"),
    ("zh", "lookup", "2008年的夏季奥运会是在哪个城市举办的？"),
    ("zh", "advice", "明天早上9点考试，睡眠对考试发挥到底有多重要？"),
    ("zh", "other", "提醒我2025年12月1日下午3点去交物业费，一共1280元。"),
    # Japanese
    ("ja", "writing", "来月の3日から7日まで休みを取りたいので、上司にお願いするメールを書いてください。"),
    ("ja", "statement", "今日はスーパーで1個150円のおにぎりを4個買って、公園で食べました。"),
    ("ja", "advice", "5歳と8歳の子どもがいます。雨の日に家でできる遊びを教えてください。"),
    ("ja", "lookup", "1964年の東京オリンピックで聖火リレーの最終ランナーを務めたのは誰ですか？"),
    ("ja", "chat", "3万5千円のイヤホン買っちゃった…ちょっと後悔してる。"),
    ("ja", "other", "2025年11月20日の14時に歯医者の予約があるので覚えておいて。"),
    # Korean
    ("ko", "writing", "2025년 6월 14일 토요일 오후 6시에 하는 동창회 초대 문자 써줘. 20명 정도 올 것 같아."),
    ("ko", "statement", "월세 55만원에 관리비 8만 5천원 내고 나니까 통장이 텅 비었어요."),
    ("ko", "advice", "하루에 커피를 3잔씩 마시는데 너무 많은 걸까요?"),
    ("ko", "lookup", "2002년 월드컵에서 한국 대표팀 감독은 누구였어?"),
    ("ko", "chat", "오늘 10km를 55분에 뛰었어요! 작년보다 5분이나 빨라졌어요."),
    ("ko", "advice", "시험이 오전 9시인데, 전날 잠을 얼마나 자는 게 중요할까요?"),
    # Russian
    ("ru", "writing", "Напиши поздравление коллеге: он работает в нашей компании с 2000 года, 25 лет."),
    ("ru", "statement", "Купил 2 кг картошки по 45 рублей и пакет молока за 89,90, вот такой сегодня ужин."),
    ("ru", "advice", "У меня двое детей, 6 и 9 лет. Куда лучше поехать летом на 10 дней?"),
    ("ru", "lookup", "Кто полетел в космос 12 апреля 1961 года?"),
    ("ru", "chat", "Сегодня минус 25, а автобус номер 43 опять опоздал на 20 минут."),
    ("ru", "other", "Напомни мне 15.01.2026 в 9:00 оплатить коммуналку, 6 450 руб."),
]

LANGS = ["en", "de", "fr", "es", "it", "pt", "zh", "ja", "ko", "ru"]
PER_LANG = {"math": 4, "percent": 3, "units": 2, "dates": 1}
KINDS = {"writing", "statement", "advice", "lookup", "chat", "other"}


def build():
    pos, counters = [], Counter()
    for lang, cat, q, exp in POS:
        counters[(lang, cat)] += 1
        pos.append(
            {
                "id": f"r18-{lang}-{cat}-{counters[(lang, cat)]}",
                "category": cat,
                "language": lang,
                "question": q,
                "expect": exp,
            }
        )
    neg, ncount = [], Counter()
    for lang, kind, q in NEG:
        assert kind in KINDS, kind
        ncount[lang] += 1
        neg.append(
            {
                "id": f"r18neg-{lang}-{ncount[lang]}",
                "category": "negative",
                "language": lang,
                "question": q,
                "expect": {"no_computation": True},
                "kind": kind,
            }
        )
    # checks
    assert len(pos) == 100 and len(neg) == 60
    for lang in LANGS:
        for cat, n in PER_LANG.items():
            assert counters[(lang, cat)] == n, (lang, cat, counters[(lang, cat)])
        assert ncount[lang] == 6, (lang, ncount[lang])
    assert len({r["id"] for r in pos}) == 100 and len({r["id"] for r in neg}) == 60
    assert len({r["question"] for r in pos + neg}) == 160
    for r in pos:
        ((k, v),) = r["expect"].items()
        assert k in ("number", "date", "text")
        if k == "number":
            assert isinstance(v, (int, float)) and not isinstance(v, bool)
    return pos, neg


def write(path, rows):
    with open(path, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    pos, neg = build()
    write(POS_PATH, pos)
    write(NEG_PATH, neg)
    print(f"wrote {len(pos)} -> {POS_PATH}")
    print(f"wrote {len(neg)} -> {NEG_PATH}")
    for r in pos:
        print(r["id"], json.dumps(r["expect"], ensure_ascii=False))
    print(Counter(r["kind"] for r in neg))
