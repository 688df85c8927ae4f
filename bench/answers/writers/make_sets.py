#!/usr/bin/env python3
"""Build three evaluation sets for the offline assistant.

negative.jsonl              200 sentences with numbers that ask for no computation
fresh_new_languages.jsonl   120 value questions in it / pt / ko
fresh_mixed.jsonl            60 value questions in en / de / fr / es / zh / ja / ru

All expected values are computed here from definitions (datetime, exact factors,
Fraction arithmetic); nothing is typed in by hand.
Today's date for the set: 2026-12-04 (a Friday).
"""
import calendar
import json
import os
import unicodedata
from collections import Counter
from datetime import date, timedelta
from fractions import Fraction as F

OUT = os.path.dirname(os.path.abspath(__file__))
TODAY = date(2026, 12, 4)
assert TODAY.weekday() == 4  # Friday

# ---------------------------------------------------------------- exact factors
MILE_KM = F("1.609344")
LB_KG = F("0.45359237")
GAL_L = F("3.785411784")
FT_M = F("0.3048")
IN_CM = F("2.54")
OZ_G = F("28.349523125")


def c_to_f(c):
    return F(c) * 9 / 5 + 32


def f_to_c(f):
    return (F(f) - 32) * 5 / 9


def pct(p, x):
    return F(p) / 100 * F(x)


def mean(*xs):
    xs = [F(x) for x in xs]
    return sum(xs) / len(xs)


def add_months(d, n):
    m0 = d.month - 1 + n
    y, m = d.year + m0 // 12, m0 % 12 + 1
    return date(y, m, min(d.day, calendar.monthrange(y, m)[1]))


def days_between(a, b):
    return abs((b - a).days)


# ---------------------------------------------------------------- expect helpers
def num(x):
    x = F(x)
    if x.denominator == 1:
        return {"number": int(x)}
    v = round(float(x), 10)
    return {"number": v}


def dt(d):
    return {"date": d.isoformat()}


WEEKDAYS = {
    "en": [["monday"], ["tuesday"], ["wednesday"], ["thursday"], ["friday"], ["saturday"], ["sunday"]],
    "it": [["lunedì", "lunedi"], ["martedì", "martedi"], ["mercoledì", "mercoledi"],
           ["giovedì", "giovedi"], ["venerdì", "venerdi"], ["sabato"], ["domenica"]],
    "pt": [["segunda-feira", "segunda"], ["terça-feira", "terça", "terca-feira", "terca"],
           ["quarta-feira", "quarta"], ["quinta-feira", "quinta"], ["sexta-feira", "sexta"],
           ["sábado", "sabado"], ["domingo"]],
    "ko": [["월요일"], ["화요일"], ["수요일"], ["목요일"], ["금요일"], ["토요일"], ["일요일"]],
    "de": [["montag"], ["dienstag"], ["mittwoch"], ["donnerstag"], ["freitag"],
           ["samstag", "sonnabend"], ["sonntag"]],
    "fr": [["lundi"], ["mardi"], ["mercredi"], ["jeudi"], ["vendredi"], ["samedi"], ["dimanche"]],
    "es": [["lunes"], ["martes"], ["miércoles", "miercoles"], ["jueves"], ["viernes"],
           ["sábado", "sabado"], ["domingo"]],
    "zh": [["星期一", "周一", "礼拜一"], ["星期二", "周二", "礼拜二"], ["星期三", "周三", "礼拜三"],
           ["星期四", "周四", "礼拜四"], ["星期五", "周五", "礼拜五"], ["星期六", "周六", "礼拜六"],
           ["星期日", "星期天", "周日", "周天", "礼拜日", "礼拜天"]],
    "ja": [["月曜日", "月曜"], ["火曜日", "火曜"], ["水曜日", "水曜"], ["木曜日", "木曜"],
           ["金曜日", "金曜"], ["土曜日", "土曜"], ["日曜日", "日曜"]],
    "ru": [["понедельник"], ["вторник"], ["среда", "среду"], ["четверг"], ["пятница", "пятницу"],
           ["суббота", "субботу"], ["воскресенье"]],
}


def wd(d, lang):
    i = d.weekday()
    names = list(WEEKDAYS["en"][i])
    if lang != "en":
        names += WEEKDAYS[lang][i]
    return {"text": names}


D = date  # short alias

# =============================================================================
# 1. NEGATIVE: numbers present, no computation requested
# =============================================================================
NEG = {
    "en": [
        ("We won 4-2 yesterday!! Best game of the season honestly", "score"),
        ("My grandma turns 85 and grandpa 88 next month, plus they just moved into a smaller flat. Any gift ideas for them?", "ages"),
        ("The package says it supports Python 3.8 to 3.12 — what does 'supported' usually mean in practice for a library?", "version"),
        ("I paid $1,200 for this laptop and honestly I kinda regret it. Is that a normal feeling?", "price"),
        ("I'm over 40 and thinking about learning the piano. Is it too late?", "age_word"),
        ("Three times a week I get up at 5:30 to run and I'm wrecked by noon. Any tips for better sleep?", "frequency_word"),
        ("Is 1920x1080 good enough for a 27 inch monitor or should i go 1440p", "resolution"),
        ("What's the meaning behind John 3:16?", "verse"),
        ("I have a call with a new client at 3:30 pm tomorrow and I'm nervous. Any tips to sound confident?", "time"),
        ("Can you recommend songs similar to '22' by Taylor Swift?", "title"),
        ("got 95/100 on my chem final!!! how should I celebrate lol", "exam_score"),
        ("What is a Form 1040 and who actually needs to file one?", "form_code"),
        ("My cat is 15 and sleeping a lot more lately. Should I be worried?", "pet_age"),
        ("Our office hours are 9-5, Mon-Fri. Can you help me word that nicely for our website", "range"),
        ("Our book club has 12 members and we meet once per month. Can you suggest a fun name for it?", "per_word"),
        ("It's minus 20 outside and my car won't start, what should I check first?", "temperature"),
        ("Make me a playlist of 80s synth-pop, like 10 songs", "decade"),
        ("It's our 25th wedding anniversary on 12/12. What's the traditional gift for that one?", "anniversary"),
        ("my new number is 555-0142, can u write a short msg telling my friends", "phone"),
        ("I live at 221B Baker Street, flat 3, and the neighbours blast music at 2am. How do I complain politely?", "address"),
    ],
    "de": [
        ("Wir haben gestern 3:1 gegen Bayern gewonnen, was für ein Spiel!", "score"),
        ("Ich habe 2,5 kg Äpfel auf dem Markt gekauft, was kann ich daraus backen?", "decimal_comma"),
        ("Schreib mir bitte ein kurzes Gedicht über den Herbst 2026.", "year"),
        ("Die Miete in Zürich liegt bei CHF 2'450 für 3,5 Zimmer. Lohnt es sich eher, aufs Land zu ziehen?", "thousands"),
        ("Bin heute 21,1 km gelaufen, also meinen ersten Halbmarathon!! 🎉", "race_distance"),
        ("Was regelt eigentlich § 242 BGB? Erklär mal in einfachen Worten", "law_code"),
        ("Ich hab ne 5 in der Mathearbeit, wie bring ich das meinen Eltern bei?", "grade"),
        ("Das Meeting ist am 12.05. um 14 Uhr, kannst du eine freundliche Einladung formulieren?", "date"),
        ("Unsere Wohnung hat 78 m² und 3 Zimmer, wie kann ich sie gemütlicher einrichten?", "area"),
        ("Was ist eigentlich der Unterschied zwischen einer A100 und einer H100?", "model"),
        ("Mein Golf hat 210.000 km runter und der Auspuff ist durch. Lohnt sich die Reparatur noch oder lieber verkaufen?", "mileage"),
        ("Im Rezept stehen 0,5 l Sahne und 200 g Butter – wird das nicht viel zu mächtig?", "recipe"),
        ("Wir fahren nächste Woche 800 km nach Kroatien, was muss ich wegen Maut und Vignette beachten?", "road_trip"),
        ("Zimmer 214 im Hotel war super, wie schreib ich eine nette Bewertung?", "room"),
        ("heute nur -5 Grad draußen brr, was soll ich zum Joggen anziehen", "temperature"),
        ("Kapitel 12 hat 40 Seiten und endet mit einem Verrat. Fällt dir ein guter Titel ein?", "pages"),
        ("Nach 10 Jahren verlasse ich die Firma. Kannst du mir eine Abschiedsmail an die Kollegen schreiben?", "years"),
        ("Ich bin über 50 und will mit dem Klettern anfangen. Hast du Tipps für den Einstieg?", "age_word"),
        ("Die A7 ist zwischen Kassel und Göttingen gesperrt. Kennst du eine schöne Nebenstrecke?", "road_name"),
        ("Unser Sohn ist heute mit 3,4 kg und 52 cm auf die Welt gekommen!! Hilfst du mir bei der Geburtsanzeige?", "birth"),
    ],
    "fr": [
        ("Pourquoi le numéro 10 est si mythique au foot ?", "jersey"),
        ("J'ai payé 1 450 € pour ce canapé et je le trouve déjà moche… tu me conseilles quoi ?", "price"),
        ("Mes parents ont 62 et 65 ans, une idée de cadeau pour leur anniversaire de mariage ?", "ages"),
        ("Mon fils a eu 18,5/20 à son contrôle de maths, je lui offre quoi pour le féliciter ?", "exam_score"),
        ("Mon code postal est 69003 mais le colis est parti au 69300, je fais quoi ?", "postcode"),
        ("Le vol AF 1234 pour Rome a été annulé, comment je rédige une réclamation ?", "flight"),
        ("Je fais du vélo trois fois par semaine, environ 40 km à chaque sortie. Quel type de selle me recommandes-tu ?", "frequency_word"),
        ("Rédige un rappel pour mon rendez-vous chez le dentiste le 15/01 à 9h30.", "date"),
        ("Mon numéro c'est le 06 12 34 56 78, tu peux m'écrire un message pour prévenir mes collègues que je change de poste ?", "phone"),
        ("Ce mod marche sur Minecraft 1.16 à 1.20, c'est quoi les grosses nouveautés entre ces versions ?", "version"),
        ("J'ai plus de 60 ans et je voudrais apprendre l'espagnol, par où commencer ?", "age_word"),
        ("Je suis enceinte de 20 semaines et on cherche encore un prénom de fille, des idées originales ?", "pregnancy"),
        ("Ça veut dire quoi exactement UTC+2 sur mon billet ?", "timezone"),
        ("Traduis en anglais : « Le magasin est ouvert de 9h à 19h, du lundi au samedi »", "translation"),
        ("c quoi la différence entre une huile 5W30 et une 5W40 pour ma voiture ?", "product_code"),
        ("Pourquoi le CO2 est un gaz à effet de serre et pas le O2 ?", "chemistry"),
        ("On sera 120 invités au mariage le 14 juin, j'ai trop hâte !!", "guests"),
        ("Un resto noté 3,5/5 sur Google, ça vaut le coup d'essayer ou pas ?", "rating"),
        ("Tu peux me conseiller des films français des années 70 ?", "decade"),
        ("J'ai dormi que 4 h cette nuit, des astuces pour tenir la journée au boulot ?", "sleep"),
    ],
    "es": [
        ("¡Ganamos 3-1 el clásico ayer! Todavía no me lo creo", "score"),
        ("Mi hermana cumple 30 y mi sobrino 7 el mismo día, ¿qué les puedo regalar?", "ages"),
        ("Escríbeme un poema corto sobre la Navidad de 2026", "year"),
        ("Pagué 2.300 € por las vacaciones en Menorca y fue lo mejor del año.", "price"),
        ("Hoy corrí 5 km por primera vez sin parar, ¿cómo sigo mejorando?", "race_distance"),
        ("El capítulo 9 tiene 18 páginas y trata de un reencuentro entre hermanos, ¿me sugieres un título?", "pages"),
        ("Me tomé la tensión y me dio 14/9, ¿debería ir al médico?", "health"),
        ("Calzo un 43 y siempre me aprietan las zapatillas, ¿qué marcas son más anchas?", "size"),
        ("Llevo 10 años con mi pareja y quiero escribirle una carta bonita, ¿me ayudas?", "anniversary"),
        ("Vivo en la calle Mayor 14, 3.º B, 28013 Madrid. ¿Hay buenos sitios para desayunar por la zona?", "address"),
        ("La receta lleva 1,5 kg de harina y solo 3 huevos, ¿no quedará la masa muy seca?", "recipe"),
        ("Hace 40 grados en Sevilla y no hay quien duerma jaja", "temperature"),
        ("¿Qué significa el código de error P0420 en mi coche? ¿Es grave?", "code"),
        ("El vuelo IB 3456 sale de la puerta 22 con retraso, ¿qué puedo hacer en Barajas mientras espero?", "flight"),
        ("Traduce al inglés: «Abrimos de lunes a viernes de 9 a 14 h»", "translation"),
        ("Este plugin funciona con WordPress 5.8 a 6.4, ¿lo recomiendas para una tienda online?", "version"),
        ("vamos a hacer 600 km en coche hasta valencia con el perro, algun consejo??", "road_trip"),
        ("Me compré un portátil con 16 GB de RAM y 512 GB de disco, ¿qué programas de dibujo me recomiendas?", "specs"),
        ("La habitación 112 del hotel olía a tabaco, ¿cómo escribo una queja educada?", "room"),
        ("Tengo una entrevista por videollamada a las 16:30, ¿qué me pongo y cómo preparo el fondo?", "time"),
    ],
    "it": [
        ("Abbiamo vinto 2 a 1 nel derby, che emozione!", "score"),
        ("Mia madre compie 70 anni domenica, mi scrivi un biglietto di auguri che la faccia commuovere?", "birthday"),
        ("Scrivimi una poesia breve sull'estate del 1982", "year"),
        ("Ho un budget di 1.800 € per una bici, meglio una gravel o una bici da corsa per iniziare?", "thousands"),
        ("Ieri ho corso 12,5 km lungo il Tevere, che percorso mi consigli per la prossima volta?", "race_distance"),
        ("Il capitolo 4 è lungo 30 pagine e racconta un naufragio, mi suggerisci un titolo?", "pages"),
        ("Il mio numero è 347 123 4567, puoi scrivere un messaggio per dire ai colleghi che sarò in ferie?", "phone"),
        ("Il mio cane ha 12 anni e fa fatica a salire le scale, cosa posso fare per aiutarlo?", "pet_age"),
        ("Vado in piscina tre volte a settimana, di solito 2 km a sessione, che costume mi consigli?", "frequency_word"),
        ("La riunione è il 12/05 alle 15:00, scrivi un promemoria per il team", "date"),
        ("Devo spedire una lettera a Via Roma 25, 20121 Milano, dall'estero: come si scrive bene l'indirizzo sulla busta?", "address"),
        ("Nella ricetta ci sono 0,5 l di latte e 2 cucchiai di zucchero, verrà troppo dolce?", "recipe"),
        ("Il 64 è sempre pieno zeppo la mattina, come scrivo un reclamo all'ATAC?", "bus_line"),
        ("Traduci in inglese: «Il treno delle 8:15 parte dal binario 3»", "translation"),
        ("Il volo AZ 610 per New York è in ritardo, cosa posso fare a Fiumicino nel frattempo?", "flight"),
        ("Meglio una RTX 4070 o una RX 7800 XT per giocare in 1440p?", "model"),
        ("Per un monitor da gaming è meglio il 16:9 o il 21:9?", "ratio"),
        ("La stanza 407 era bellissima, aiutami a scrivere una recensione", "room"),
        ("Consigliami qualche canzone italiana degli anni '60", "decade"),
        ("Il codice della spedizione è IT-2026-X15, come faccio a tracciarla?", "code"),
    ],
    "pt": [
        ("O Brasil foi penta em 2002, me conta como foi aquela final?", "year_history"),
        ("Minha avó faz 90 anos no sábado, me ajuda a escrever um discurso curto pra festa?", "birthday"),
        ("Vou fazer 30 anos amanhã e tô meio deprê, é normal isso?", "birthday_self"),
        ("Meu carro tem 200.000 km rodados, ainda vale a pena trocar o motor?", "mileage"),
        ("Perdi 5,5 kg desde janeiro!! me escreve uma frase motivacional pra continuar", "weight"),
        ("Meu TCC tem 60 páginas sobre energia solar no semiárido, sugere um título chamativo?", "pages"),
        ("Moro na Rua das Flores, 120, CEP 01310-100. Tem algum parque bom pra correr perto da Paulista?", "postcode"),
        ("Tenho uma reunião às 14h com o chefe pra pedir aumento, como eu começo a conversa?", "time"),
        ("Meu filho tem 2 anos e meio e ainda fala pouco, devo me preocupar?", "child_age"),
        ("Tô com 32 semanas de gravidez e não consigo dormir direito, alguma dica?", "pregnancy"),
        ("A minha senha é 123456, é muito fraca? Que tipo de senha devo usar?", "password"),
        ("O forno tá em 180 °C e o bolo sempre afunda no meio, o que pode ser?", "oven"),
        ("5G ou 4G, qual a diferença na prática?", "network"),
        ("O que significa 24/7 numa placa de loja?", "slash_code"),
        ("Vou no assento 23F, será que é janela?", "seat"),
        ("Vale a pena comprar um iPhone 15 agora ou esperar?", "model"),
        ("Vamos fazer 1.200 km de carro até o Nordeste, dicas pra viagem?", "road_trip"),
        ("Hotel 4 estrelas em Portugal costuma ter pequeno-almoço incluído?", "stars"),
        ("Qual é a história da Route 66?", "road_name"),
        ("O código de rastreio é BR-123456789-X, o que quer dizer 'objeto postado'?", "code"),
    ],
    "zh": [
        ("我爸妈分别５８岁和６０岁，过年送什么礼物好？", "ages"),
        ("１９７８年改革开放，能简单讲讲它的意义吗？", "year_history"),
        ("这件大衣花了我２９９９元，穿着很舒服，就是有点心疼", "price"),
        ("今天跑了10公里，膝盖有点疼，怎么办？", "race_distance"),
        ("给我们的3人乐队起个名字吧，我们都是90后", "generation"),
        ("微信群里有２００多人，怎么礼貌地提醒大家不要发广告？", "count"),
        ("今年11.11买了一堆东西，现在有点后悔，怎么控制购物欲？", "date_event"),
        ("我每天工作12个小时，感觉快撑不住了，怎么调整心态？", "hours"),
        ("我一周跑步三次，每次5公里左右，应该买什么样的跑鞋？", "frequency_word"),
        ("我家猫７岁了，最近总掉毛，是不是生病了？", "pet_age"),
        ("菜谱上写着放2勺盐，会不会太咸了？", "recipe"),
        ("今天北京零下10度，冷死了", "temperature"),
        ("把「火车8:30从3号站台出发」翻译成英文", "translation"),
        ("航班CA1234延误了，我该怎么跟公司请假？", "flight"),
        ("RTX 4090和A100有什么区别？哪个适合玩游戏？", "model"),
        ("高铁G１２３次我可能赶不上了，帮我写条消息跟朋友说一声会晚到", "train"),
        ("我的血压是140/90，平时饮食要注意什么？", "health"),
        ("这个APP要求iOS 15以上，我的旧iPad还能用吗？", "version"),
        ("身份证号码18位，最后一位是X是什么意思？", "id_code"),
        ("H2O和H2O2有什么区别？", "chemistry"),
    ],
    "ja": [
        ("背番号１０番って、サッカーではなぜ特別なんですか？", "jersey"),
        ("結婚１０周年なので妻に手紙を書きたいです。手伝ってもらえますか？", "anniversary"),
        ("2026年の冬をテーマに俳句を一句作ってください", "year"),
        ("５０mm F1.8のレンズってポートレートに向いてますか？", "camera"),
        ("３ヶ月で５kg痩せました！自分へのご褒美、何がいいかな", "weight"),
        ("小説の主人公が１７歳の女の子なんですが、名前の候補を出してください", "character_age"),
        ("電話番号が090-1234-5678に変わりました。番号変更のお知らせメールを書いてください", "phone"),
        ("明日の朝９時に上司と1on1があります。何を話せばいいでしょう？", "time"),
        ("身長１７０cm、体重６０kgです。似合う服のスタイルを教えてください", "body"),
        ("震度５弱ってどのくらいの揺れですか？", "scale"),
        ("〒150-0001 東京都渋谷区神宮前1-2-3 に住んでいます。近くにいいカフェありますか？", "postcode"),
        ("オーブン２００度で焼いたら表面だけ焦げました。原因は？", "oven"),
        ("エアコンを２８度設定にしても暑いです。他に涼しくする方法は？", "thermostat"),
        ("「3月3日はひな祭り」について、外国人の友達に送る簡単な英文の説明を書いてください", "date_event"),
        ("のぞみ２０７号で富士山を見たいなら、E席とA席どっちがいいですか？", "seat"),
        ("友達がＪＬＰＴのＮ２に合格しました！お祝いのメッセージを書いてください", "level"),
        ("東京タワーの高さが333mなのはなぜですか？", "height"),
        ("ホテルの1502号室の眺めが最高だったので、レビューを書くのを手伝ってください", "room"),
        ("USB 3.0とUSB-Cの違いって何？", "spec"),
        ("型番X-15の掃除機って評判どうですか？", "model_code"),
    ],
    "ko": [
        ("손흥민 등번호가 7번인 이유가 있나요?", "jersey"),
        ("결혼 30주년을 진주혼이라고 한다던데 맞나요? 어울리는 선물도 추천해 주세요", "anniversary"),
        ("1988년 서울 올림픽 때 분위기는 어땠어요?", "year_history"),
        ("토익 900점 넘으면 영어 잘하는 거예요?", "test_score"),
        ("만보 걷기 3주째인데 무릎이 시큰거려요. 계속해도 될까요?", "steps"),
        ("우리 반이 3학년 2반인데 반티 문구 재밌는 거 추천해 줘", "class"),
        ("카톡 단톡방 인원이 300명이 넘었는데 공지 어떻게 쓰면 좋을까요?", "count"),
        ("다음 달 15일이 남자친구 생일인데 깜짝 이벤트 아이디어 좀 줘", "birthday"),
        ("우리 아기가 생후 6개월인데 잘 때 어떤 음악을 틀어 주면 좋을까요?", "child_age"),
        ("하루에 커피를 4잔씩 마시는데 줄이는 방법 있을까요?", "daily_count"),
        ("서울시 강남구 테헤란로 123에 살아요. 근처에 조용한 카페 있을까요?", "address"),
        ("김치냉장고를 -1도로 해 놨는데 김치가 너무 빨리 시어요. 왜 그럴까요?", "appliance_temp"),
        ("오늘 미세먼지 농도가 150이래요 ㅠㅠ 밖에 나가기 싫다", "air_quality"),
        ("카페 이름에 '24시'를 넣고 싶은데 이름 몇 개 추천해 줘", "name_number"),
        ("KTX 7호차 창가 자리랑 통로 자리 중에 어디가 더 편해요?", "seat"),
        ("아이폰 충전기 20W랑 35W 중에 뭘 사야 돼요?", "wattage"),
        ("7번 국도 따라 동해안 여행 가려는데 꼭 들를 곳 추천해 줘", "road_name"),
        ("우리 집이 24평인데 거실을 넓어 보이게 꾸미는 방법 있을까요?", "area"),
        ("시력이 0.3인데 라식 수술 받을 수 있을까요?", "health"),
        ("우편번호 06236이면 어느 동네예요?", "postcode"),
    ],
    "ru": [
        ("Какие фильмы 90-х посоветуешь посмотреть на выходных?", "decade"),
        ("Сыну исполняется 7, хочу устроить праздник в стиле пиратов — идеи конкурсов?", "birthday"),
        ("Почему 1917 год так важен в истории России? Объясни коротко", "year_history"),
        ("Наконец-то получил зарплату 85 000 ₽, чувствую себя богачом 😄", "thousands"),
        ("Купила 1,5 кг клубники, что можно из неё приготовить кроме варенья?", "decimal_comma"),
        ("Я на 5-м курсе и не знаю, какую тему диплома выбрать по маркетингу. Подскажешь?", "ordinal"),
        ("Позвонил в 112, а там долго не отвечали. Куда можно пожаловаться?", "emergency_number"),
        ("Собрание жильцов 12.05 в 18:00, составь вежливое объявление", "date"),
        ("Мне за 50, стоит ли начинать заниматься йогой?", "age_word"),
        ("Сплю по 5 часов уже месяц, чем это опасно?", "sleep"),
        ("Соседи с 9-го этажа шумят в 2 ночи, как вежливо попросить их не шуметь?", "floor"),
        ("В тесте 0,5 л кефира, а у меня только ряженка — можно заменить?", "substitution"),
        ("У ребёнка 37,2 уже третий день, стоит ли вызывать врача?", "health"),
        ("Что значит надпись «18+» на обложке книги?", "age_rating"),
        ("Маршрутка 45 опять не пришла, напиши жалобу в администрацию города", "bus_line"),
        ("Что такое техпроцесс 3 нм и чем он лучше?", "spec"),
        ("На трассе М-4 летом большие пробки? Какой маршрут на юг посоветуешь?", "road_name"),
        ("Купил квартиру в доме 1975 года постройки, на что обратить внимание при ремонте?", "year_building"),
        ("Установил Windows 11 и всё тормозит, что можно отключить?", "os_version"),
        ("Что означает ошибка 0x80070005 при обновлении Windows?", "code"),
    ],
}

# =============================================================================
# 2. FRESH NEW LANGUAGES (it, pt, ko): value questions
# =============================================================================
NEW = {
    "it": {
        "math": [
            ("Quanto fa 245 più 378?", num(245 + 378)),
            ("quanto fa 17 per 23", num(17 * 23)),
            ("1250 diviso 8?", num(F(1250, 8))),
            ("Qual è la media di 12, 15, 19 e 22?", num(mean(12, 15, 19, 22))),
            ("Ho 6 scatole da 24 matite, quante matite ho in tutto?", num(6 * 24)),
            ("Quanto fa 3,5 × 4?", num(F("3.5") * 4)),
            ("Se divido 90 caramelle tra 6 bambini, quante ne toccano a ciascuno?", num(F(90, 6))),
            ("1000 meno 387 quanto fa", num(1000 - 387)),
        ],
        "percent": [
            ("Quanto è il 15% di 240?", num(pct(15, 240))),
            ("Una giacca costa 120 € ed è scontata del 25%, quanto la pago?", num(120 - pct(25, 120))),
            ("Il mio stipendio è di 1.800 € e mi danno un aumento del 5%. Quanto prenderò al mese?", num(1800 + pct(5, 1800))),
            ("Che percentuale è 45 su 180?", num(F(45, 180) * 100)),
            ("Quanto fa il 7,5% di 2.000?", num(pct("7.5", 2000))),
            ("Un telefono da 599 € con il 20% di sconto: prezzo finale?", num(599 - pct(20, 599))),
            ("Ho risposto giusto a 34 domande su 40, che percentuale è?", num(F(34, 40) * 100)),
            ("L'affitto è di 750 euro e aumenta del 3%, di quanti euro aumenta?", num(pct(3, 750))),
        ],
        "units": [
            ("Quanti chilometri sono 26,2 miglia?", num(F("26.2") * MILE_KM)),
            ("Converti 68 gradi Fahrenheit in Celsius", num(f_to_c(68))),
            ("Quanti secondi ci sono in 5 ore?", num(5 * 3600)),
            ("150 libbre quanti chili sono?", num(150 * LB_KG)),
            ("Quanti minuti ci sono in 3 giorni?", num(3 * 24 * 60)),
            ("Quanti litri sono 10 galloni americani?", num(10 * GAL_L)),
            ("6 piedi quanti metri sono?", num(6 * FT_M)),
            ("100 km/h quante miglia orarie sono?", num(100 / MILE_KM)),
        ],
        "dates": [
            ("Quanti giorni ci sono tra il 3 marzo 2026 e il 15 agosto 2026?", num(days_between(D(2026, 3, 3), D(2026, 8, 15)))),
            ("Che data sarà tra 45 giorni?", dt(TODAY + timedelta(days=45))),
            ("Che giorno della settimana era il 25 aprile 1945?", wd(D(1945, 4, 25), "it")),
            ("Che data sarà 3 mesi dopo il 31 gennaio 2027?", dt(add_months(D(2027, 1, 31), 3))),
            ("Quanti giorni mancano a Natale?", num(days_between(TODAY, D(2026, 12, 25)))),
            ("Che data era 2 settimane fa?", dt(TODAY - timedelta(weeks=2))),
            ("Il 1° gennaio 2027 che giorno della settimana è?", wd(D(2027, 1, 1), "it")),
            ("Che data è 100 giorni dopo il 10 febbraio 2027?", dt(D(2027, 2, 10) + timedelta(days=100))),
        ],
        "two_step": [
            ("Corro 5 miglia al giorno per 6 giorni, quanti km faccio in totale?", num(5 * 6 * MILE_KM)),
            ("Compro 3 kg di mele a 2,40 € al kg e pago con 10 €, quanto resto mi danno?", num(10 - 3 * F("2.40"))),
            ("La mia macchina consuma 6 litri ogni 100 km e la benzina costa 1,80 € al litro: quanto spendo per fare 350 km?",
             num(F(6, 100) * 350 * F("1.80"))),
            ("Quanti minuti ci sono in 2 settimane e 3 giorni?", num((2 * 7 + 3) * 24 * 60)),
            ("Un prodotto da 80 € ha lo sconto del 15%, poi si aggiunge l'IVA del 22% sul prezzo scontato: quanto pago?",
             num(F(80) * F(85, 100) * F(122, 100))),
            ("Ho 3 pacchi da 2,5 libbre ciascuno, quanti kg sono in tutto?", num(3 * F("2.5") * LB_KG)),
            ("Lavoro 7,5 ore al giorno, 5 giorni a settimana. Quanti minuti lavoro in una settimana?", num(F("7.5") * 5 * 60)),
            ("Fai la media di 18, 24 e 30 e poi moltiplicala per 4", num(mean(18, 24, 30) * 4)),
        ],
    },
    "pt": {
        "math": [
            ("Quanto é 356 mais 489?", num(356 + 489)),
            ("quanto dá 48 vezes 12", num(48 * 12)),
            ("Quanto é 2.500 dividido por 4?", num(F(2500, 4))),
            ("Qual a média das minhas notas: 7; 8; 9,5 e 6,5?", num(mean(7, 8, "9.5", "6.5"))),
            ("Comprei 8 caixas com 15 ovos cada, quantos ovos são ao todo?", num(8 * 15)),
            ("Quanto é 1000 menos 275?", num(1000 - 275)),
            ("Quanto dá 12,5 x 8?", num(F("12.5") * 8)),
            ("Se eu dividir 144 balas entre 9 crianças, quantas cada uma recebe?", num(F(144, 9))),
        ],
        "percent": [
            ("Quanto é 20% de 350?", num(pct(20, 350))),
            ("Um tênis custa R$ 280 e está com 15% de desconto, quanto fica?", num(280 - pct(15, 280))),
            ("Meu salário é R$ 3.200 e vou ter 8% de aumento, quanto vou passar a ganhar?", num(3200 + pct(8, 3200))),
            ("30 é quantos por cento de 120?", num(F(30, 120) * 100)),
            ("Quanto é 12,5% de 800?", num(pct("12.5", 800))),
            ("Acertei 27 de 30 questões, qual a minha porcentagem de acerto?", num(F(27, 30) * 100)),
            ("A conta deu R$ 150, quanto é uma gorjeta de 10%?", num(pct(10, 150))),
            ("O aluguel de R$ 1.500 subiu 6%, qual é o novo valor?", num(1500 + pct(6, 1500))),
        ],
        "units": [
            ("Quantos km são 10 milhas?", num(10 * MILE_KM)),
            ("Converte 100 °F para Celsius", num(f_to_c(100))),
            ("Quantos segundos tem 2 horas?", num(2 * 3600)),
            ("Quanto é 5 pés e 10 polegadas em centímetros?", num((5 * 12 + 10) * IN_CM)),
            ("Quantos minutos há em 4 dias?", num(4 * 24 * 60)),
            ("Quantos gramas são 16 onças?", num(16 * OZ_G)),
            ("Converte 30 graus Celsius para Fahrenheit", num(c_to_f(30))),
            ("Quantos litros tem 5 galões americanos?", num(5 * GAL_L)),
        ],
        "dates": [
            ("Quantos dias faltam para 1º de janeiro de 2027?", num(days_between(TODAY, D(2027, 1, 1)))),
            ("Que dia da semana foi 7 de setembro de 1822?", wd(D(1822, 9, 7), "pt")),
            ("Que data vai ser daqui a 90 dias?", dt(TODAY + timedelta(days=90))),
            ("Quantos dias há entre 15/03/2026 e 20/06/2026?", num(days_between(D(2026, 3, 15), D(2026, 6, 20)))),
            ("Qual é a data 6 meses depois de 31/08/2026?", dt(add_months(D(2026, 8, 31), 6))),
            ("Que data foi há 3 semanas?", dt(TODAY - timedelta(weeks=3))),
            ("Em que dia da semana cai o Natal de 2027?", wd(D(2027, 12, 25), "pt")),
            ("Qual a data 10 semanas antes de 1º de março de 2027?", dt(D(2027, 3, 1) - timedelta(weeks=10))),
        ],
        "two_step": [
            ("Meu carro faz 12 km por litro e a gasolina tá R$ 6 o litro. Quanto gasto pra rodar 300 km?", num(F(300, 12) * 6)),
            ("Corri 3 milhas por dia durante 5 dias, quantos km deu no total?", num(3 * 5 * MILE_KM)),
            ("Comprei 4 camisetas de R$ 45 e ganhei 10% de desconto no total, quanto paguei?", num(4 * 45 * F(90, 100))),
            ("Uma receita pede 2 libras de farinha; se eu fizer 3 receitas, quantos kg de farinha preciso?", num(2 * 3 * LB_KG)),
            ("Tirei 6, 8 e 10 nas provas e a média ganha um bônus de 10%. Qual a nota final?", num(mean(6, 8, 10) * F(110, 100))),
            ("Um filme dura 2h15min. Quantos minutos ao todo se eu assistir dois filmes assim?", num(2 * (2 * 60 + 15))),
            ("Se 1 galão americano de tinta custa R$ 90, quanto sai o litro?", num(F(90) / GAL_L)),
            ("Quanto fica 250 reais com 20% de desconto e depois mais 10% de desconto em cima?", num(250 * F(80, 100) * F(90, 100))),
        ],
    },
    "ko": {
        "math": [
            ("345 더하기 678은?", num(345 + 678)),
            ("25 곱하기 16 얼마야?", num(25 * 16)),
            ("1000 나누기 8은 얼마예요?", num(F(1000, 8))),
            ("85, 90, 78, 95의 평균이 뭐야?", num(mean(85, 90, 78, 95))),
            ("연필이 12자루씩 들어 있는 상자가 7개 있으면 연필은 모두 몇 자루예요?", num(12 * 7)),
            ("500 빼기 137은?", num(500 - 137)),
            ("3.5 곱하기 6은 얼마야", num(F("3.5") * 6)),
            ("사과 72개를 8명이 똑같이 나누면 한 명당 몇 개예요?", num(F(72, 8))),
        ],
        "percent": [
            ("300의 15%는 얼마예요?", num(pct(15, 300))),
            ("5만 원짜리 옷을 20% 할인하면 얼마야?", num(50000 - pct(20, 50000))),
            ("월급이 300만 원인데 5% 오르면 얼마가 돼요?", num(3000000 + pct(5, 3000000))),
            ("120 중에서 30은 몇 퍼센트예요?", num(F(30, 120) * 100)),
            ("시험에서 50문제 중 42개 맞혔으면 몇 퍼센트야?", num(F(42, 50) * 100)),
            ("8만 원의 12.5%는?", num(pct("12.5", 80000))),
            ("월세 60만 원이 3% 오르면 얼마 오르는 거예요?", num(pct(3, 600000))),
            ("정가 25,000원인 책을 30% 할인받으면 얼마에 살 수 있어요?", num(25000 - pct(30, 25000))),
        ],
        "units": [
            ("5마일은 몇 킬로미터야?", num(5 * MILE_KM)),
            ("화씨 212도는 섭씨로 몇 도예요?", num(f_to_c(212))),
            ("3시간은 몇 초예요?", num(3 * 3600)),
            ("10파운드는 몇 kg이에요?", num(10 * LB_KG)),
            ("2일은 몇 분이야?", num(2 * 24 * 60)),
            ("6피트는 몇 센티미터예요?", num(6 * FT_M * 100)),
            ("섭씨 25도를 화씨로 바꿔 줘", num(c_to_f(25))),
            ("시속 60마일은 시속 몇 km예요?", num(60 * MILE_KM)),
        ],
        "dates": [
            ("2026년 3월 1일부터 2026년 12월 25일까지 며칠이에요?", num(days_between(D(2026, 3, 1), D(2026, 12, 25)))),
            ("오늘부터 60일 뒤는 몇 월 며칠이야?", dt(TODAY + timedelta(days=60))),
            ("2002년 6월 4일은 무슨 요일이었어요?", wd(D(2002, 6, 4), "ko")),
            ("2027년 1월 31일에서 한 달 뒤는 언제예요?", dt(add_months(D(2027, 1, 31), 1))),
            ("2027년 2월 6일까지 며칠 남았어요?", num(days_between(TODAY, D(2027, 2, 6)))),
            ("오늘로부터 5주 후는 며칠이에요?", dt(TODAY + timedelta(weeks=5))),
            ("2027년 5월 5일 어린이날은 무슨 요일이에요?", wd(D(2027, 5, 5), "ko")),
            ("2026년 8월 15일에서 50일 전은 언제였어요?", dt(D(2026, 8, 15) - timedelta(days=50))),
        ],
        "two_step": [
            ("하루에 3마일씩 7일 걸으면 총 몇 km예요?", num(3 * 7 * MILE_KM)),
            ("1만 2천 원짜리 치킨 3마리를 10% 할인받으면 얼마야?", num(12000 * 3 * F(90, 100))),
            ("시속 80km로 달리는 차가 2시간 30분 동안 가면 몇 km 가요?", num(80 * F(150, 60))),
            ("10파운드짜리 가방 2개면 총 몇 kg이에요?", num(2 * 10 * LB_KG)),
            ("국어 80점, 영어 90점, 수학 85점의 평균에 2를 곱하면?", num(mean(80, 90, 85) * 2)),
            ("하루 8시간씩 5일 일하면 총 몇 분이에요?", num(8 * 5 * 60)),
            ("연비가 리터당 15km인 차로 450km를 가려면 기름값이 얼마 들어요? 휘발유는 리터당 1,700원이에요.",
             num(F(450, 15) * 1700)),
            ("화씨 86도를 섭씨로 바꾸고 거기에 10도를 더하면?", num(f_to_c(86) + 10)),
        ],
    },
}

# =============================================================================
# 3. FRESH MIXED (en, de, fr, es, zh, ja, ru): value questions
# =============================================================================
MIXED = {
    "en": [
        ("math", "I'm baking for 12 people, 3 cookies each, plus 10 extra in case the neighbours drop by. how many cookies do i need to bake?",
         num(12 * 3 + 10)),
        ("math", "quick q: whats the average of 72, 85, 91 and 64", num(mean(72, 85, 91, 64))),
        ("percent", "My rent is 850 and the landlord just raised it by 4%. What am I paying now?", num(850 + pct(4, 850))),
        ("percent", "what percentage is 30 of 120?", num(F(30, 120) * 100)),
        ("units", "how many seconds in 3 hours", num(3 * 3600)),
        ("units", "The recipe says bake at 350 F but my oven is in celsius, what do I set it to?", num(f_to_c(350))),
        ("dates", "whats the date 3 months after March 31, 2027?", dt(add_months(D(2027, 3, 31), 3))),
        ("dates", "My passport expires on 2027-05-20. How many days from today is that?", num(days_between(TODAY, D(2027, 5, 20)))),
        ("two_step", "I drove 240 miles on 8 gallons of gas. How many km per liter is that?",
         num(240 * MILE_KM / (8 * GAL_L))),
    ],
    "de": [
        ("math", "Ich hab 5 Kartons mit je 24 Stiften bestellt, wie viele Stifte sind das insgesamt?", num(5 * 24)),
        ("math", "Was ist 12,5 mal 8?", num(F("12.5") * 8)),
        ("percent", "Wie viel sind 19 % von 249,90 €?", num(pct(19, "249.90"))),
        ("percent", "Die Jacke kostet 129,99 € und ist um 30 % reduziert – was zahl ich jetzt?", num(F("129.99") * F(70, 100))),
        ("units", "Wie viele Stunden sind 135 Minuten?", num(F(135, 60))),
        ("units", "Wie viel sind 3,5 Meilen in Kilometern?", num(F("3.5") * MILE_KM)),
        ("dates", "Welcher Wochentag war der 9. November 1989?", wd(D(1989, 11, 9), "de")),
        ("two_step", "Ich backe für 12 Leute, pro Person 150 g Mehl. Wie viel Kilo Mehl brauch ich?", num(F(12 * 150, 1000))),
        ("two_step", "Mein Auto braucht 6,5 Liter auf 100 km. Was kostet mich die Fahrt über 420 km, wenn der Liter 1,75 € kostet?",
         num(F("6.5") / 100 * 420 * F("1.75"))),
    ],
    "fr": [
        ("math", "Combien font 1 250 divisé par 5 ?", num(F(1250, 5))),
        ("math", "Quelle est la moyenne de mes notes : 14 ; 16,5 ; 11,5 ?", num(mean(14, "16.5", "11.5"))),
        ("percent", "Mon loyer de 720 € augmente de 3,5 %, ça me fait combien de plus par mois ?", num(pct("3.5", 720))),
        ("units", "Combien de minutes dans 2,5 heures ?", num(F("2.5") * 60)),
        ("units", "Il fait 5 °F à New York ce matin, ça fait combien en Celsius ?", num(f_to_c(5))),
        ("dates", "Quelle date on sera dans 3 mois pile ?", dt(add_months(TODAY, 3))),
        ("dates", "Combien de jours entre le 14 juillet 2026 et le 1er janvier 2027 ?", num(days_between(D(2026, 7, 14), D(2027, 1, 1)))),
        ("two_step", "Je cours 4,2 km par jour, 5 jours par semaine. Ça fait combien de km en 4 semaines ?", num(F("4.2") * 5 * 4)),
        ("two_step", "J'ai pris 3 kg de tomates à 2,80 € le kilo avec une réduc de 10 %, je paie combien ?", num(3 * F("2.80") * F(90, 100))),
    ],
    "es": [
        ("math", "Tengo 6 cajas de 36 huevos, ¿cuántos huevos son en total?", num(6 * 36)),
        ("math", "cuanto es 1.500 entre 12", num(F(1500, 12))),
        ("percent", "¿Qué porcentaje es 45 de 300?", num(F(45, 300) * 100)),
        ("percent", "Cobro 2.100 € y me suben el sueldo un 3,5 %, ¿cuánto cobraré ahora?", num(2100 + pct("3.5", 2100))),
        ("units", "¿Cuántos centímetros son 5 pies y 8 pulgadas?", num((5 * 12 + 8) * IN_CM)),
        ("dates", "¿Qué día de la semana cae el 6 de enero de 2027?", wd(D(2027, 1, 6), "es")),
        ("dates", "¿Qué fecha será 3 meses después del 30 de noviembre de 2026?", dt(add_months(D(2026, 11, 30), 3))),
        ("two_step", "Voy a hacer paella para 8 personas, 80 g de arroz por persona, y el paquete trae 1 kg. ¿Cuántos gramos me sobran?",
         num(1000 - 8 * 80)),
        ("two_step", "Peso 165 libras, ¿cuántos kilos me faltan para llegar a 80 kg?", num(80 - 165 * LB_KG)),
    ],
    "zh": [
        ("math", "5箱笔，每箱24支，一共多少支？", num(5 * 24)),
        ("percent", "120的30%是多少？", num(pct(30, 120))),
        ("percent", "一件衣服原价480元，打八折后多少钱？", num(480 * F(80, 100))),
        ("units", "3小时是多少秒？", num(3 * 3600)),
        ("units", "90分钟是几个小时？", num(F(90, 60))),
        ("dates", "2027年春节是2月6日，离今天还有多少天？", num(days_between(TODAY, D(2027, 2, 6)))),
        ("dates", "2027年3月31日再过一个月是几号？", dt(add_months(D(2027, 3, 31), 1))),
        ("two_step", "我跑了个半马，21.0975公里，用了2小时，平均每小时多少英里？", num(F("21.0975") / MILE_KM / 2)),
    ],
    "ja": [
        ("math", "１２、１５、１８、２３の平均は？", num(mean(12, 15, 18, 23))),
        ("math", "６個入りの卵を８パック買いました。卵は全部でいくつ？", num(6 * 8)),
        ("percent", "2万円の商品が15%引きだといくらになりますか", num(20000 * F(85, 100))),
        ("units", "100マイルって何キロ？", num(100 * MILE_KM)),
        ("units", "150分は何時間ですか", num(F(150, 60))),
        ("dates", "2027年3月3日は何曜日？", wd(D(2027, 3, 3), "ja")),
        ("dates", "今日から3ヶ月後は何月何日ですか？", dt(add_months(TODAY, 3))),
        ("two_step", "時給1200円で1日6時間、週5日働いたら1週間でいくら稼げる？", num(1200 * 6 * 5)),
    ],
    "ru": [
        ("math", "Найди среднее арифметическое чисел 4,5; 6 и 7,5", num(mean("4.5", 6, "7.5"))),
        ("percent", "Сколько будет 15% от 2 400?", num(pct(15, 2400))),
        ("percent", "Сколько процентов составляет 18 от 72?", num(F(18, 72) * 100)),
        ("units", "Сколько минут в 2,5 сутках?", num(F("2.5") * 24 * 60)),
        ("dates", "Какое число будет через 3 месяца после 31 мая 2027 года?", dt(add_months(D(2027, 5, 31), 3))),
        ("two_step", "Пачка печенья стоит 89,90 ₽. Сколько заплачу за 4 пачки со скидкой 10%?", num(4 * F("89.90") * F(90, 100))),
        ("two_step", "Еду со скоростью 90 км/ч. За сколько минут я проеду 135 км?", num(F(135, 90) * 60)),
        ("two_step", "Купил 2,5 кг яблок по 120 ₽ за кг и дал 500 ₽. Сколько сдачи мне должны?", num(500 - F("2.5") * 120)),
    ],
}


# =============================================================================
def build():
    neg, new, mixed = [], [], []

    for lang in ["en", "de", "fr", "es", "it", "pt", "zh", "ja", "ko", "ru"]:
        assert len(NEG[lang]) == 20, lang
        for i, (q, kind) in enumerate(NEG[lang], 1):
            # every negative sentence must really hold a number (ASCII or full-width digits)
            assert any(unicodedata.category(c) == "Nd" for c in q), (lang, i, q)
            neg.append({"id": f"neg-{lang}-{i}", "category": "negative", "language": lang,
                        "question": q, "expect": {"no_computation": True}, "kind": kind})

    for lang in ["it", "pt", "ko"]:
        for cat in ["math", "percent", "units", "dates", "two_step"]:
            for i, (q, exp) in enumerate(NEW[lang][cat], 1):
                new.append({"id": f"newlang-{lang}-{cat}-{i}", "category": cat, "language": lang,
                            "question": q, "expect": exp})

    for lang in ["en", "de", "fr", "es", "zh", "ja", "ru"]:
        counters = Counter()
        for cat, q, exp in MIXED[lang]:
            counters[cat] += 1
            mixed.append({"id": f"fresh2-{lang}-{cat}-{counters[cat]}", "category": cat, "language": lang,
                          "question": q, "expect": exp})
    return neg, new, mixed


def write(name, rows):
    path = os.path.join(OUT, name)
    with open(path, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    return path


def check(path):
    ids, rows = set(), []
    with open(path, encoding="utf-8") as fh:
        for ln, line in enumerate(fh, 1):
            r = json.loads(line)  # raises on bad JSON
            assert r["id"] not in ids, f"duplicate id {r['id']} in {path}"
            ids.add(r["id"])
            assert r["question"].strip(), r["id"]
            rows.append(r)
    qs = [r["question"] for r in rows]
    assert len(qs) == len(set(qs)), f"duplicate question text in {path}"
    return rows


if __name__ == "__main__":
    neg, new, mixed = build()
    assert len(neg) == 200 and len(new) == 120 and len(mixed) == 60, (len(neg), len(new), len(mixed))
    all_ids = set()
    for name, rows in [("negative.jsonl", neg), ("fresh_new_languages.jsonl", new), ("fresh_mixed.jsonl", mixed)]:
        path = write(name, rows)
        rows = check(path)
        for r in rows:
            assert r["id"] not in all_ids, r["id"]
            all_ids.add(r["id"])
        print(f"\n== {path}: {len(rows)} lines, all valid JSON, ids unique")
        by_lang = Counter(r["language"] for r in rows)
        print("  per language:", dict(by_lang))
        by_cat = Counter(r["category"] for r in rows)
        print("  per category:", dict(by_cat))
        if name == "negative.jsonl":
            print("  per kind:", dict(Counter(r["kind"] for r in rows).most_common()))
        else:
            cross = Counter((r["language"], r["category"]) for r in rows)
            for lang in by_lang:
                print(f"  {lang}:", {c: cross[(lang, c)] for c in by_cat})
