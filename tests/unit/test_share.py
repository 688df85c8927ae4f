"""reading/data_request.py and reading/share.py: a question of data and a request, read only
when the request reads whole and the data gives exactly the numbers the value asked needs.
Two tables, as for every reader: what must be read, and what must be left to the model."""

from __future__ import annotations

import pytest

from localagent.policies.asked import stated_expression
from localagent.policies.quantities import stated_conversion
from localagent.reading.change import change, change_between
from localagent.reading.data_request import split
from localagent.reading.share import average, bill, change_due, each, items, left, percent_of, share, total

READ = [
    ("Qual a média das notas 6,5; 7,0 e 8,5?", "mean(6.5, 7, 8.5)"),  # the list after the request, in one clause
    ("What is the average of my scores 70, 85 and 90?", "mean(70, 85, 90)"),
    ("Calcola la media di 6,5; 7 e 8", "mean(6.5, 7, 8)"),  # operators that make no calculation: the list's shape
    ("我存了2万元一年定期，年利率2%，到期利息是多少钱？", "20000 * 2 / 100"),
    ("국어 88점, 영어 94점, 수학 79점이면 평균 몇 점이에요?", "mean(88, 94, 79)"),
    # the count of the list's values stated beside it; the counter the values share ("分": points)
    ("国語72点、数学85点、英語90点、理科67点でした。4教科の平均点は何点？", "mean(72, 85, 90, 67)"),
    ("我们小组5个人的身高是160、172、168、175、165厘米，平均身高是多少？", "mean(160, 172, 168, 175, 165)"),
    ("孩子期末考试语文92分，数学88.5分，英语95分，三科平均分是多少？", "mean(92, 88.5, 95)"),
    ("My 3 bills were $82, $95 and $77. What's the average?", "mean(82, 95, 77)"),
    # the "a" of "at" is no "per" ("$3.60 at the store" had read as a price per tonne)
    ("a 12 oz bag of coffee is $9.60 at the store. whats that per ounce", "9.6 / 12"),
    # a request apart asking how much more: the change, not the new amount
    ("Meine Miete ist 900 € und steigt um 3 %. Wie viel Euro sind das mehr?", "900 * 3 / 100"),
    ("My salary is $4,000 and goes up 2.5%. How much more is that per month?", "4000 * 2.5 / 100"),
    ("My salary is $4,000 and goes up 2.5%. What will I earn?", "4000 * (1 + 2.5 / 100)"),
    # an amount said net, and the part named in the request: the part
    ("La reparación cuesta 200 € sin IVA. ¿Cuánto es el IVA del 21 %?", "200 * 21 / 100"),
    # "avg" asks an average; a list whose items a spaced dash separates (not "10–12", a range)
    ("water bills: $41.30, $38.90 and $45.20. whats the avg?", "mean(41.3, 38.9, 45.2)"),
    ("Temperature misurate: 21,5 – 23 – 22,5. Qual è la media?", "mean(21.5, 23, 22.5)"),
    ("lap times: 62 — 60 — 64. what is my average?", "mean(62, 60, 64)"),
    # a list's unit named again in the request; requests the lexicons lacked
    ("Questa settimana ho camminato 6,2 km, 8 km, 5,5 km, 7,3 km e 9 km. Quanti km ho fatto in media al giorno?",
     "mean(6.2, 8, 5.5, 7.3, 9)"),
    ("Mi fai la somma di questi scontrini? 23,40 €, 17,85 €, 9,90 € e 46,20 €.", "sum(23.4, 17.85, 9.9, 46.2)"),
    ("I spent $42.10 on groceries Monday, $37.85 Tuesday and $55.30 Wednesday. What did I average per day?",
     "mean(42.1, 37.85, 55.3)"),
    ("Taxi rides cost me $12.30, $8.70 and $15.60. What did I average?", "mean(12.3, 8.7, 15.6)"),
    ("I pay $20 a month for Netflix and $15 a month for Spotify. How much in total a month?", "sum(20, 15)"),
    # "which average do I have" asks a value; the verb of having is filler
    ("Meus tempos foram 12,5; 13 e 11,5 segundos. Que média eu tenho?", "mean(12.5, 13, 11.5)"),
    ("Meine Noten dieses Jahr: 2, 1, 3 und 2. Was ist mein Notendurchschnitt?", "mean(2, 1, 3, 2)"),  # a compound
    ("Los goles de este mes: 2, 0, 3 y 1. ¿Qué promedio llevo?", "mean(2, 0, 3, 1)"),
    ("Le temperature di ieri: 18; 21,5; 19. Che media ha?", "mean(18, 21.5, 19)"),
    # a share asked with the words its request restates
    ("Our school sold 245 of the 700 raffle tickets. What percentage of the tickets did we sell?", "245 / 700 * 100"),
    ("月収28万円のうち、家賃が9万1千円です。家賃は収入の何パーセントですか？", "91000 / 280000 * 100"),
    ("Купил 2 кг картошки по 45,50 ₽ за кило и батон за 62 ₽. Сколько всего потратил?", "2 * 45.5 + 62"),
    # the VAT asked of an amount that includes it ("davon", "eigentlich")
    ("Auf dem Kassenbon steht 119,00 € inkl. 19 % MwSt. Wie viel davon ist eigentlich die Mehrwertsteuer?",
     "119 * 19 / (100 + 19)"),
    # shared evenly as French, Italian and German chats say it
    ("On était 4 au resto, l'addition fait 98,40 €. Ça fait combien chacun si on partage en parts égales ?",
     "98.4 / 4"),
    ("Siamo in 5 a cena e il conto è 112,50 €. Quanto paga ciascuno se dividiamo alla romana?", "112.5 / 5"),
    ("Wir waren zu viert essen, die Rechnung war 88,40 €. Wie viel zahlt jeder, wenn wir's gleichmäßig aufteilen?",
     "88.4 / 4"),
    # a remark after the request; the average named again by the data's word ("scores ... score")
    ("paid with a $20 bill and lunch came to $13.45... how much change should i have gotten back? pretty sure lol",
     "20 - (13.45)"),
    ("My son's test scores this term were 80, 90 and 70. What's his average score?", "mean(80, 90, 70)"),
    # shared evenly, as Mexico and Russia say it; "$1,840" in Mexico is thousands
    ("Fuimos 4 a comer y la cuenta salió en $1,200 pesos. ¿Cuánto le toca a cada uno si dividimos parejo?",
     "1200 / 4"),
    ("Сходили в кино вчетвером, билеты 1 600 ₽. Сколько с каждого, если делим поровну?", "1600 / 4"),
    # a line's count written in words, its price each one's
    ("grabbed 2 teas at $3.10 each and three bagels at $2.25 each. what's the total?", "2 * 3.1 + 3 * 2.25"),
    ("J'ai pris deux croissants à 1,20 € et un café à 2,50 €, ça fait combien en tout ?", "2 * 1.2 + 2.5"),
    ("Купила три пакета кефира по 79,90 ₽ и батон за 54 ₽. Сколько всего получилось?", "3 * 79.9 + 54"),
    # (left to the model until round 21: read as no list of two, $10 and $5, it was not read at all)
    ("I bought two shirts at $10 each and a hat for $5. What's the total?", "2 * 10 + 5"),
    ("Math 82 points, physics 91 points and chemistry 77 points. What is my average?", "mean(82, 91, 77)"),
    # the currency written once, after the last amount; an average asked by "は？" (ja)
    ("Las facturas del agua de los últimos tres meses fueron de 40, 52 y 46 euros. ¿Cuál es el promedio mensual?",
     "mean(40, 52, 46)"),
    ("テスト、国語70点、数学80点、英語90点でした。3教科の平均点は？", "mean(70, 80, 90)"),
    ("I had $100 and bought 3 notebooks at $4.50 each. How much do I have left?", "100 - 3 * 4.5"),
    ("Avevo 80 € e ho comprato 2 libri da 12,50 € l'uno. Quanto mi rimane?", "80 - 2 * 12.5"),
    ("1本120円のジュースを3本と、200円のパンを2個買いました。合計いくら？", "3 * 120 + 2 * 200"),
    ("Comprei 2 cadernos a R$ 12,50 cada e uma caneta de R$ 4,00. Quanto deu tudo?", "2 * 12.5 + 4"),
    ("总分150分，我得了120分，得分率是百分之多少？", "120 / 150 * 100"),
    ("O aluguel passou de R$ 1.500 para R$ 1.590. Qual foi a percentagem de aumento?", "abs(1590 - 1500) / 1500 * 100"),
    ("I got 18 out of 24 on the test. What percentage is that?", "18 / 24 * 100"),
    ("Von 1.200 Mitarbeitern arbeiten 276 im Homeoffice. Wie viel Prozent sind das?", "276 / 1200 * 100"),
    ("Из 2 500 заявок одобрили 1 835. Какой это процент?", "1835 / 2500 * 100"),
    ("Ho risposto giusto a 34 domande su 40, che percentuale è?", "34 / 40 * 100"),
    ("My five quiz scores were 82, 91, 77, 88 and 95. What's my average?", "mean(82, 91, 77, 88, 95)"),
    ("mes notes ce trimestre : 12,5 ; 14 ; 9 et 16,5. c'est quoi ma moyenne ?", "mean(12.5, 14, 9, 16.5)"),
    ("Температура была -3, -1, 2, 4 градусов. Какая средняя?", "mean(-3, -1, 2, 4)"),
    ("三次月考分别考了88、92、79分，平均分多少", "mean(88, 92, 79)"),
    ("Ich hab 23,45 €, 8,99 € und 112,30 € ausgegeben. Wie viel ist das zusammen?", "sum(23.45, 8.99, 112.3)"),
    ("I paid 20, 30 and 50 for the tickets. What is the total?", "sum(20, 30, 50)"),
    ("We're splitting a $1,247.60 cabin rental between 7 people. How much does each person owe?", "1247.6 / 7"),
    ("A conta deu R$ 287,40 e vamos dividir entre 6 amigos. Quanto cada um paga?", "287.4 / 6"),
    ("Счёт в кафе — 3 480 ₽, нас было 4 человека. Сколько платит каждый, если делить поровну?", "3480 / 4"),
    ("7 notebooks at $3.85 each — what's the total?", "7 * 3.85"),
    ("12 Flaschen Apfelschorle zu je 0,89 € – was kostet das zusammen?", "12 * 0.89"),
    ("Купил 4 пачки кофе по 489,90 ₽. Сколько всего заплатил?", "4 * 489.9"),
    ("Ich hatte 500 € und habe 127,90 € und 48,35 € ausgegeben. Wie viel ist noch übrig?", "500 - 127.9 - 48.35"),
    ("Было 15 000 рублей. Потратил 6 340 на продукты и 2 175,50 на бензин. Сколько осталось?", "15000 - 6340 - 2175.5"),
    # A percentage of an amount named by what it is (percent_of).
    ("What's an 18% tip on a $64.50 check?", "64.5 * 18 / 100"),
    ("Wie viel sind 19 % Mehrwertsteuer auf 1.249 €?", "1249 * 19 / 100"),
    ("Сколько составит НДФЛ 13 % с зарплаты 85 000 рублей?", "85000 * 13 / 100"),
    # The request first, then the list it names (request_first).
    ("Could you tell me the average of my last three bills? They were $82.10, $95.45 and $77.30.", "mean(82.1, 95.45, 77.3)"),
    ("Посчитайте, пожалуйста, среднюю цену: 1 290 ₽, 1 450 ₽, 1 175 ₽ и 1 380 ₽.", "mean(1290, 1450, 1175, 1380)"),
    ("Kannst du mir kurz die Summe ausrechnen? 12,35 €, 8,90 €, 23,15 € und 4,60 €.", "sum(12.35, 8.9, 23.15, 4.6)"),
    ("my phone bills were $48.20, $52.75, $47.10 and $61.95. whats my average per month?", "mean(48.2, 52.75, 47.1, 61.95)"),
    ("Unser Verein hat 1.250 Mitglieder, davon sind 275 Kinder. Wie viel Prozent machen die aus?", "275 / 1250 * 100"),
    # A change of one amount, or between two, with the data's own words before the request.
    ("My rent was 900 and went up 4%. What is it now?", "900 * (1 + 4 / 100)"),
    ("Холодильник стоит 64 990 руб., сейчас скидка 15%. Сколько он будет стоить со скидкой?", "64990 * (1 - 15 / 100)"),
    ("la bolletta del gas è passata da 95 a 138 euro... di quanto è aumentata in percentuale?", "abs(138 - 95) / 95 * 100"),
    ("Il mio stipendio è di 2.000 € e mi danno un aumento del 3%. Quanto prenderò al mese?", "2000 * (1 + 3 / 100)"),
    # A Korean clause ends with its connective ending (-면 if), no mark needed.
    ("시험에서 20문제 중 15개 맞혔으면 몇 퍼센트야?", "15 / 20 * 100"),
    # The request names again what the data named ("tickets", "sold"/"sell" aside: "salario").
    ("We printed 400 flyers and handed out 150 flyers. What percentage of the flyers is that?", "150 / 400 * 100"),
    ("Mi salario es 1.800 € y el alquiler 540 €. ¿Qué porcentaje del salario es?", "540 / 1800 * 100"),
    # Requests in the words people use for paying, costing, what remains and each one's share.
    ("Avevamo 120 € e abbiamo speso 45,50 €. Quanto ci è rimasto?", "120 - 45.5"),
    ("Siamo in 5 e la cena costa 142,50 €. Quanto tocca a ciascuno?", "142.5 / 5"),
    ("J'avais 300 € et j'ai payé 86,40 €. Combien il me reste ?", "300 - 86.4"),
    ("L'abonnement passe de 12 € à 15 €. Ça représente une hausse de combien en pourcentage ?", "abs(15 - 12) / 12 * 100"),
    ("Die Miete ist von 800 € auf 880 € gestiegen. Um wie viel Prozent ist sie teurer geworden?", "abs(880 - 800) / 800 * 100"),
    ("Купила 3 тетради по 45 ₽. Сколько всего вышло?", "3 * 45"),
    ("El café ha pasado de 1,20 € a 1,50 €. ¿En qué porcentaje ha subido?", "abs(1.5 - 1.2) / 1.2 * 100"),
    ("我们5个人一共花了400元，AA的话每人出多少钱？", "400 / 5"),
    ("钱包里有300元，买书花了85元，还剩多少钱？", "300 - 85"),
    ("통장에 80만 원 있었는데 30만 원 썼어요. 얼마 남았어요?", "800000 - 300000"),
    ("体重が60kgから57kgに減りました。何%減ったことになりますか？", "abs(57 - 60) / 60 * 100"),
    # A head count in words ("zu viert", "нас пятеро", "on est quatre", "the three of us").
    ("Wir waren zu viert im Kino, die Karten kosteten 46 €. Wie viel zahlt jeder?", "46 / 4"),
    ("Такси стоило 1 200 ₽, нас пятеро. Сколько с каждого?", "1200 / 5"),
    ("On est quatre et le gîte coûte 480 €. Ça fait combien par personne ?", "480 / 4"),
    ("The three of us rented a boat for $150. How much does each of us pay?", "150 / 3"),
    # A Japanese conditional ends a clause; "1人" (per person) is no number of the data.
    ("タクシー代が4,200円でした。3人で割り勘すると1人いくらですか？", "4200 / 3"),
    # A bill of several lines, each at a price each or one item at its price.
    ("I got 4 sandwiches at $6.50 each plus a coffee for $3.25. What did I spend altogether?", "4 * 6.5 + 3.25"),
    ("Compré 3 cuadernos a 2,10 € y 2 bolígrafos a 0,95 €. ¿Cuánto pagué en total?", "3 * 2.1 + 2 * 0.95"),
    ("Ich kaufe 2 Brote zu je 3,20 € und 6 Brötchen zu je 0,45 €. Was kostet das insgesamt?", "2 * 3.2 + 6 * 0.45"),
    ("Взяла 2 кг яблок по 120 ₽ за кило и 3 пачки чая по 89 ₽. Сколько всего вышло?", "2 * 120 + 3 * 89"),
    ("Prendo 1,5 kg di pane a 3,40 € al chilo e 2 litri di latte a 1,20 € l'uno: quanto spendo in tutto?", "1.5 * 3.4 + 2 * 1.2"),
    ("3,000원짜리 김밥 2줄이랑 1,500원짜리 음료 하나 샀는데 다 해서 얼마야?", "2 * 3000 + 1500"),
    ("I started with $200, spent $38.50 on food and $64.99 on shoes. How much do I have left?", "200 - 38.5 - 64.99"),
    # Amounts of money each named, and an average per something.
    ("Gastei R$ 80,00 em abril, R$ 95,50 em maio e R$ 70,00 em junho de gás. Qual foi a média por mês?", "mean(80, 95.5, 70)"),
    ("За месяц я потратил на обеды 2 100 ₽, 1 850 ₽ и 2 300 ₽. Сколько в среднем выходит за неделю?", "mean(2100, 1850, 2300)"),
    # A percentage named in the data, then the request for it.
    ("Lunch for the team came to $120.00. If we leave a 15% tip on that, how much is the tip?", "120 * 15 / 100"),
    ("Conto della cena 80 €, vorrei lasciare il 10 % di mancia. Quant'è?", "80 * 10 / 100"),
    # Several amounts shared out: the head count the one number without a currency, or in words.
    ("치킨 한 마리 18,000원이랑 피자 한 판 22,000원 시켰는데 넷이서 나누면 한 사람당 얼마야?", "(18000 + 22000) / 4"),
    ("Сняли баню за 6 000 ₽, ещё 2 400 ₽ ушло на еду, нас 4 человека. Сколько с каждого?", "(6000 + 2400) / 4"),
    # Installments: a count then "x de" / "rate da" right before the price.
    ("Comprei uma TV em 10x de R$ 199,90 sem juros. Quanto paguei no total?", "10 * 199.9"),
    ("ho pagato il divano in 4 rate da 150 euro, quanto ho speso in tutto?", "4 * 150"),
    # A rate asked by its own noun ("정답률", "taux de réussite").
    ("시험에서 40문제 중 30문제를 맞혔어요. 정답률은 몇 퍼센트예요?", "30 / 40 * 100"),
    ("Sur 30 élèves, 24 ont eu le bac. Quel pourcentage de réussite ?", "24 / 30 * 100"),
    ("quel pourcentage représente 45 sur 180 ?", "(45/180*100)"),
    # What is withheld, and what is left after it.
    ("En mi nómina me retienen un 10 % sobre un sueldo de 2.000 €. ¿Cuánto me retienen al mes?", "2000 * 10 / 100"),
    ("Se su 2.000 € lordi mi trattengono il 20 %, quanto mi resta?", "2000 * (1 - 20 / 100)"),
    ("Зарплата 50 000 ₽ до вычета НДФЛ 13 %. Сколько получу на руки?", "50000 * (1 - 13 / 100)"),
    ("Ich verdiene 3.000 € brutto und bekomme 5 % mehr. Wie hoch ist dann mein neues Bruttogehalt?", "3000 * (1 + 5 / 100)"),
    # Things shared among people: the people after an `among` word or before a person counter.
    ("Se divido 48 biscotti tra 8 amici, quanti ne toccano a ciascuno?", "48 / 8"),
    ("Vou dividir 60 figurinhas entre 5 crianças, quantas cada uma recebe?", "60 / 5"),
    ("귤 36개를 4명이 똑같이 나누면 한 명당 몇 개예요?", "36 / 4"),
    # The change due: a bill and the amount it was paid with.
    ("Compré 2 kilos de tomates a 2,30 € el kilo y pagué con un billete de 10 €. ¿Cuánto me devolvieron?", "10 - (2 * 2.3)"),
    ("I bought 3 coffees at $2.50 each and paid with a $20 bill. How much change do I get?", "20 - (3 * 2.5)"),
    # a note named with its amount in one word ("100-Euro-Schein"), or after it ("1万円札で"); "should"
    ("Ich hab mit einem 50-Euro-Schein bezahlt, der Einkauf kostete 31,40 €. Wie viel krieg ich zurück?",
     "50 - (31.4)"),
    ("5000円札で3,260円の買い物をしたら、おつりはいくら？", "5000 - (3260)"),
    ("2,480円の買い物をして一万円札で払いました。おつりはいくら？", "10000 - (2480)"),  # the note after the purchase
    ("Paid with a $20 bill, lunch came to $13.45. How much change should I get back?", "20 - (13.45)"),
    ("Дал на кассе 1000 рублей, покупка на 640 ₽. Сколько должны дать сдачи?", "1000 - (640)"),
    # a budget: what there was in a sentence of its own, then its lines named without a word of spending
    ("Net pay is $3,100 a month. Rent is $1,400, food $450 and the car $320. How much is left?",
     "3100 - 1400 - 450 - 320"),
    ("Mein Budget sind 900 €. Miete 450 €, Strom 60 €, Essen 250 €. Wie viel bleibt übrig?", "900 - 450 - 60 - 250"),
    # what was paid with said first, the bill right after it with no word to join them
    ("Paguei com uma nota de R$ 50 um almoço de R$ 32,90. Quanto recebo de troco?", "50 - (32.9)"),
    ("Je paie avec un billet de 20 € un livre qui coûte 12,40 €. On doit me rendre combien ?", "20 - (12.4)"),
    ("Paid with a $20 bill for 3 muffins at $2.25 each. How much change am I supposed to get back?",
     "20 - (3 * 2.25)"),
    # Items at a price each asked in one clause: the item named by up to three words.
    ("Was kosten 5 Konzertkarten zu je 39,90 €?", "5 * 39.9"),
    ("Combien coûtent 4 pots de confiture à 3,20 € pièce ?", "4 * 3.2"),
    ("Сколько стоят 3 пакета сока по 120 ₽?", "3 * 120"),
    # A percentage named, of an amount named ("factura", "achat ... HT", "счёт").
    ("¿Cuánto es el 10 % de IVA de una factura de 250 €?", "250 * 10 / 100"),
    ("Quel est le montant de la TVA à 5,5 % sur un achat de 200 € HT ?", "200 * 5.5 / 100"),
    # The discount itself asked, not the price after it.
    ("Una giacca costa 80 € e c'è uno sconto del 20 %. A quanto ammonta lo sconto?", "80 * 20 / 100"),
    # a head count in words is no count of years ("for two"); a quantity and its price each is no list
    ("Dinner for two came to $86.40. How much is an 18% tip?", "86.4 * 18 / 100"),
    ("超市买了3斤苹果，6.5元一斤，一共多少钱？", "3 * 6.5"),
    ("아메리카노 4,500원짜리 3잔이랑 6,800원짜리 케이크 하나 샀는데 총 얼마야?", "3 * 4500 + 6800"),
    ("Quanto dá a soma de R$ 45,90, R$ 19,99 e R$ 134,50?", "sum(45.9, 19.99, 134.5)"),
    # a price "al chilo" is per kilogram ("a" and "l" are no litre)
    ("Prendo 2 kg di mele a 2,30 € al chilo e 3 kg di patate a 1,15 € al chilo: quanto spendo in tutto?",
     "2 * 2.3 + 3 * 1.15"),
]  # fmt: skip

LEFT_ALONE = [
    "I got 43 out of 55 on my midterm, is that good?",  # the request asks no value
    "My scores were 82, 91 and 77. Any tips to improve?",
    "The jacket costs 120 € and is 25% off. Is it a good deal?",
    "Von 1.200 Mitarbeitern arbeiten 276 im Homeoffice. Ist das viel?",
    "My rent went from 850 to 900. Should I move?",
    "I got 18 out of 24 and my sister 20. What percentage is that?",  # three numbers for a share
    "I scored 82 in May and then 3 more tests, 91, 77. What's my average?",  # no one list
    "My rent is 900 and went up 4%, what will the landlord say?",  # a request with words of its own
    "Landlord says my rent of 900 goes up 4%. What percentage is that?",  # the percentage is stated
    "What percentage is that? I got 18 out of 24.",  # the request holds no data after it
    "I drove from 9 to 5 today, what percent of the day is that?",  # hours, and more asked
    "I have 3 cats and 2 dogs. How many pets in total?",  # no list: words between the numbers
    "Temperatures were 10–12, then 14. What is the average?",  # a range, no two items of a list
    # an amount said net and a request apart that does not name the part: the amount with it is asked
    "La reparación cuesta 200 € sin IVA. Con el 21 % de IVA, ¿cuánto me sale?",
    "税抜き2,500円のバッグ、消費税10%だと税込みいくら？",  # "税込みいくら": with the tax (not the tax "included")
    # a half after a unit, in the languages written without spaces: the readers read digits only
    "時速5kmで1時間半歩くと何km？",
    "시속 6km로 1시간 반 달리면 몇 km예요?",
    "We lost 3 – 1 and then 2 – 4. What is the average?",  # scores: words between the pairs
    "I paid 20, 30 and 50 for the tickets. Was the total fair?",  # no value asked
    "Tengo notas de 7, 8 y 9. ¿Qué promedio necesito para la beca?",  # a request with words of its own
    # amounts each a month's, a total asked over a year: how many months each is is the question's
    "Per l'affitto ho pagato 80 € al mese da gennaio a giugno e 95 € al mese da luglio a dicembre. Quanti euro ho pagato in tutto nell'anno?",
    "I pay $20 a month for Netflix and $15 a month for Spotify. How much in total a year?",
    "I have 3 kids aged 4, 7 and 9. What average bedtime do you suggest?",
    "Dinner was 120 € for 4 of us. Who should pay?",
    "We are 4 and dinner was 120 €. What tip per person is fair?",  # a request with words of its own
    "We are 4 and 6 of our friends come. How much does each pay?",  # no amount
    "I bought 3 shirts at 20 € each. How do I return one?",  # no value asked
    "We are 4 and each ticket is 12 €. How much does each pay?",  # each pays the price: nothing to share
    "I had 500 € and spent 120 € on shoes. Was that too much?",
    "I had 500 € and got 100 € more. How much is left?",  # nothing said spent
    "What is a good average? My scores: 70, 80 and 90.",  # words of its own before "average"
    "Can you explain what an average is? 3, 4 and 5 for example.",
    "Could you tell me a joke? I have 3 cats and 2 dogs.",
    "Is a 15% tip on a $50 dinner rude?",  # no value asked
    "Cobro 2.100 € y me suben el sueldo un 3,5 %, ¿cuánto cobraré ahora?",  # no part named: a raise
    "We printed 400 flyers and handed out 150. Which flyers worked best?",  # the data's words, and a request of its own
    "Mi salario es 1.800 € y el alquiler 540 €. ¿Es mucho el alquiler para Madrid?",
    "Siamo in 5 e la cena costa 142,50 €. Chi paga il vino?",
    "我们5个人一共花了400元，这家店好吃吗？",
    "통장에 80만 원 있었는데 30만 원 썼어요. 괜찮을까요?",
    "Wir waren zu viert im Kino, die Karten kosteten 46 €. War der Film gut?",  # no value asked
    "Wir waren zu viert und zu fünft, es kostete 46 €. Wie viel zahlt jeder?",  # two head counts
    "The three of us rented a boat. How much does each of us pay?",  # no amount
    "タクシー代が4,200円でした。3人で乗るとどうですか？",
    "I got 4 sandwiches at $6.50 each plus a coffee for $3.25. Which café is cheaper?",  # no value asked
    "Compré 2 pantalones por 29,95 € y 3 camisas a 10 €. ¿Cuánto pagué en total?",  # "por": the price of both?
    "Was kosten 8 Kinokarten zu je 11,90 € in Berlin und München im Vergleich?",  # words of its own
    "Combien coûtent 15 très jolis cahiers bleus à 2,35 € pièce ?",  # more than an item's name
    "Faut-il payer la TVA à 20 % sur un achat de 1 350 € HT ?",  # no value asked
    "하루에 2마일씩 5일 걸으면 총 몇 km예요?",
    "I bought 3 coffees at $2.50 each and paid with a $5 bill. How much change do I get?",  # paid less than the bill
    "I bought 3 coffees at $2.50 each and paid with a $20 bill. Was that a good deal?",
    "Ich hab mit einem 50-Euro-Schein bezahlt, der Einkauf kostete 31,40 €. War das teuer?",
    "Paguei com uma nota de R$ 50 um almoço de R$ 32,90. Foi caro?",  # no value asked
    "I had 500 €. Got 100 € from mom and 50 € from dad. How much is left?",  # came in: no budget's lines
    # a measure in two units is one value, no list to sum (it had been sum(7, 40): 47)
    "Il volo per New York dura 7 ore e 40 minuti. Quanti minuti sono in tutto?",
    "Net pay is $3,100 a month. Rent is $1,400. How much is left?",  # one line: a word of spending is needed
    "I gave my son 3 apples at $2 each. How much change do I get?",  # what was "paid" is no amount
    "Pago con un billete de 20 € un café de 1,60 € en la calle 12. ¿Cuánto me devuelven?",  # a number of its own
    # a total of monthly amounts over parts of a year names what the data named: no sum of the two
    "Per l'affitto Paolo ha pagato 80 € al mese da gennaio a giugno e 95 € al mese da luglio a dicembre. Quanti euro ha pagato in tutto nell'anno?",
    "5000円札で3,260円の買い物をしたら、店員さんがとても親切でした。",
    "Se divido 48 biscotti tra 8 amici, è abbastanza?",  # no value asked
    "시험에서 40문제 중 30문제를 맞혔어요. 정답률이 높은 편인가요?",
    "Lunch for the team came to $120.00 and we left a 15% tip. Was that too little?",
    "Wir waren zu viert, die Rechnung war 143,50 €. Wir runden auf 150 € auf. Wie viel zahlt jeder?",  # a new amount, not a second
    "Сняли баню за 6 000 ₽, ещё 2 400 ₽ ушло на еду. Сколько с каждого?",  # no head count
    "Ich verdiene 3.000 € brutto und bekomme 5 % mehr. Soll ich den Job wechseln?",
    "Between 3 and 5 kids will come and I have 40 candies. How many does each get?",  # two numbers after "among" words  # a total asked in another unit: no sum of the two
    "I ran 5 km Monday, 8 km Tuesday and 6 km Friday. What is my average pace?",  # measures, and a word of its own
    "I had $100 and spent $20 on 3 notebooks. How much do I have left?",  # a count is no amount spent
    "What is the average of my scores 70, 85 and 90 in maths?",  # words after the list
    # a quantity and a price are no list; a coupon taken off is no amount shared; a head count in
    # words beside a label's number; years counted in words; what is left asked of a price each
    "超市买了3斤苹果，6.5元一斤，还有2斤梨，一共多少钱？",
    "我们5个人聚餐一共860元，用了一张100元的优惠券，剩下的AA，每人出多少？",
    "we're in room 318, six of us, and the hotel bill is $1,287 split evenly. how much does each person pay?",
    "10万元存两年定期，年利率2.1%，按单利算，到期利息是多少元？",
    "Двенадцать человек скинулись по 350 рублей на подарок, подарок стоил 3 900. Сколько денег осталось?",
    "I put $5,000 in a deposit for two years at 3% interest. How much interest do I get?",
    # a price per kilo beside a quantity in a unit not known ("etti") or in words ("mezzo chilo")
    "Al mercato ho preso 3 etti di prosciutto a 24 € al kg e mezzo chilo di pane a 3,80 €/kg. Quanto ho speso?",
    # what is left after a part, not the part ("на руки": take-home)
    "Зарплата 85 000 ₽, НДФЛ 13 %. Сколько получу на руки?",
    "买了三斤苹果，6.5元一斤，还有两斤香蕉，4.8元一斤，一共多少钱？",  # counts in words: no bill of two prices
    # a count of hours is no head count sharing the amount; years are no items of a monthly amount
    "Cobro 15 € la hora y esta semana trabajé 30 horas. ¿Cuánto me toca?",
    "毎月2万円ずつ貯金したら、3年で合計いくらになる？",
]


@pytest.mark.parametrize("question,expression", READ)
def test_data_then_a_request_is_read(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_data_then_something_else_is_left_to_the_model(question: str) -> None:
    assert stated_expression(question) is None
    assert share(question) is None and average(question) is None and total(question) is None
    assert each(question) is None and items(question) is None and left(question) is None
    assert percent_of(question) is None and bill(question) is None and change_due(question) is None
    assert change(question) is None and change_between(question) is None


def test_the_request_is_the_last_clause_and_holds_no_number() -> None:
    parts = split("costaban 89,95 y tienen un 40% de descuento. ¿cuánto cuestan ahora?")
    assert parts is not None and parts.request.strip() == "¿cuánto cuestan ahora"
    assert [n.value for n in parts.numbers] == [89.95, 40]  # a decimal comma ends no clause
    assert split("What is 20% of 50? And 30% of 60?") is None  # numbers in the request
    assert split("18 out of 24") is None  # no request


@pytest.mark.parametrize(
    "question,expression",
    [
        ("What is 15% of 80? Asking for my homework.", "(15/100)*80"),
        ("Wie viel sind 5 Meilen in Kilometern? Steht so in einem Formular.", None),  # a conversion: below
        # not a remark: the request names the computation and the list follows it (share.average)
        ("mi fai la media dei voti? 7 / 8,5 / 6,5 / 9", "mean(7, 8.5, 6.5, 9)"),
        ("What is 17 * 23? Also, what is the capital of France?", None),  # a second request
        ("Call me at 555-1234. Thanks!", None),
    ],
)
def test_a_request_with_a_remark_beside_it(question: str, expression: str | None) -> None:
    assert stated_expression(question) == expression


def test_a_conversion_with_a_remark_beside_it() -> None:
    assert stated_conversion("Wie viel sind 5 Meilen in Kilometern? Steht so in einem Formular.") == {
        "value": 5, "from_unit": "meilen", "to_unit": "kilometern",
    }  # fmt: skip
    assert stated_conversion("Training for my first marathon - how many km is 26.2 miles?") == {
        "value": 26.2, "from_unit": "miles", "to_unit": "km",
    }  # fmt: skip
    assert stated_conversion("Training for my first marathon - any tips for 26.2 miles?") is None


@pytest.mark.parametrize(
    "question,conversion",
    [
        ("Ich wiege 165 Pfund. Wie viel ist das in Kilogramm?", (165, "pfund", "kilogramm")),
        ("The recipe says to bake at 350 °F. What is that in Celsius, please?", (350, "°f", "celsius")),
        ("Самолёт летит на высоте 30 000 футов. Это сколько метров?", (30000, "футов", "метров")),
        ("I weigh 80 kg. Is that a lot?", None),  # no value asked
        ("I weigh 80 kg. How many calories should I eat?", None),  # not a conversion
        ("I weigh 80 kg and my brother 70 kg. How much is that in pounds?", None),  # two measures
        ("Our network is 5G. What is that in MB?", None),  # no unit ("G" is no gram)
    ],
)
def test_a_measure_then_a_request_for_it_in_another_unit(question: str, conversion: tuple | None) -> None:
    found = stated_conversion(question)
    if conversion is None:
        assert found is None
    else:
        assert found == dict(zip(("value", "from_unit", "to_unit"), conversion))


@pytest.mark.parametrize(
    "question,conversion",
    [
        # A measure in two units of one kind is one value in the smaller (tools/units.compound_measures).
        ("How many cm is 5 feet 10 inches?", (70, "inches", "cm")),
        ("Quantos segundos há em 3 horas e 25 minutos?", (205, "minutos", "segundos")),
        ("Er sei 5 Fuß 11 Zoll groß. Wie viele Zentimeter sind das?", (71, "zoll", "zentimeter")),
        ("I ran 10 km and 5 miles. How many km is that?", None),  # the smaller unit first: no one measure
        ("How many °F is 20 °C and 5 °C?", None),  # temperatures are not added
        # a count after feet or stone, ending its clause, is inches or pounds (a height, a weight)
        ("i'm 5 foot 11, how many cm is that", (71, "inches", "cm")),
        ("He weighs 11 stone 4, how many kg is that?", (158, "pounds", "kg")),
        ("The shelf is 6 ft 2 boards high. How many meters is that?", None),  # the count holds boards
        ("She is 5 foot 14, how many cm is that?", None),  # no height: 14 inches make more than a foot
    ],
)
def test_a_measure_in_two_units(question: str, conversion: tuple | None) -> None:
    found = stated_conversion(question)
    assert found == (None if conversion is None else dict(zip(("value", "from_unit", "to_unit"), conversion)))


@pytest.mark.parametrize(
    "question",
    ["¿Podría decirme cuántos kilos son 165 libras?", "Potrebbe dirmi a quanti metri corrispondono 1.000 piedi?",
     "Können Sie mir sagen, wie viel 165 Pfund in Kilo sind?"],
)  # fmt: skip
def test_a_polite_request_for_a_conversion(question: str) -> None:
    assert stated_conversion(question) is not None


@pytest.mark.parametrize(
    "question,expression",
    [
        ("Combien de km je fais en 6 semaines si je sors le vélo 3 fois par semaine pour 42 km à chaque sortie ?",
         "3 * 42 * 6"),
        ("Wie hoch ist der Nettopreis, wenn ein Artikel 59,50 € brutto kostet, inklusive 19 % MwSt?",
         "59.5 / (1 + 19 / 100)"),
        # Spanish "se" is no "if": the question is read whole, as the change it is
        ("¿En cuánto se queda un móvil de 399 € con un 15 % de descuento?", "399 * (1 - 15 / 100)"),
        ("What should I wear if it is 30 degrees?", None),  # no value asked
    ],
)  # fmt: skip
def test_a_condition_after_the_request_is_read_first(question: str, expression: str | None) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize(
    "question,expression",
    [
        ("我买了3斤苹果，每斤6.8元，又买了2斤香蕉，每斤4.5元，一共多少钱？", "3 * 6.8 + 2 * 4.5"),
        ("超市苹果6.8元一斤，我买了3斤，又拿了一瓶12.5元的酱油，一共多少钱？", "3 * 6.8 + 12.5"),
        ("苹果一斤8.5元，买了3斤，给了老板50元，应该找回多少钱？", "50 - (3 * 8.5)"),
        ("买了三斤苹果，6.5元一斤，一共多少钱？", None),  # the count in words: the model's
    ],
)
def test_a_chinese_line_of_a_bill_in_two_clauses(question: str, expression: str | None) -> None:
    assert stated_expression(question) == expression


# Korean and Japanese write a list's counter once, after its last number; Korean asks "what is
# it" with 뭐야/뭐예요 and joins data to a request with the copula's -인데.
@pytest.mark.parametrize(
    "question,expression",
    [
        ("85, 90, 78, 95의 평균이 뭐야?", "mean(85, 90, 78, 95)"),
        ("점수가 70, 80, 90점이에요. 평균이 몇 점이에요?", "mean(70, 80, 90)"),
        ("영어 점수가 72, 88, 91점인데 평균 몇 점이에요?", "mean(72, 88, 91)"),
        ("テストは80、75、90点でした。平均は何点ですか？", "mean(80, 75, 90)"),
        ("12 곱하기 8은 뭐야?", "12 * 8"),
    ],
)
def test_a_counter_written_once_and_korean_what_is(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize(
    "question",
    [
        "갤럭시 S24랑 S23 차이가 뭐예요?",  # what is asked is no value
        "수학 점수가 85, 92, 78점인데 어떻게 공부하면 좋을까요?",  # data, then a request for advice
        "85, 92, 78점이 뭐예요?",  # no function asked
    ],
)
def test_korean_what_is_and_counters_left_alone(question: str) -> None:
    assert stated_expression(question) is None


# A share asked with the part named first, in the languages that say it so ("30 sono che
# percentuale di 120", "30은 120의 몇 퍼센트", "120 중에서 30은 몇 퍼센트": the whole first).
@pytest.mark.parametrize(
    "question",
    [
        "30 sono che percentuale di 120?",
        "30 é quantos por cento de 120?",
        "30 es qué porcentaje de 120?",
        "30은 120의 몇 퍼센트예요?",
        "120 중에서 30은 몇 퍼센트예요?",
        "120명 중에 30명은 몇 퍼센트예요?",
        "30は120の何パーセントですか？",
        "30是120的百分之几？",
    ],
)
def test_a_share_with_the_part_first(question: str) -> None:
    assert stated_expression(question) == "(30/120*100)"


@pytest.mark.parametrize(
    "question",
    [
        "갤럭시 S24랑 아이폰 15 중에 뭐가 더 나아요?",  # "중에" among two things, no share asked
        "30은 120의 몇 배예요?",  # a ratio, not a percentage
        "120명 중에 30명이 왔어요. 어떻게 생각해요?",  # no value asked
    ],
)
def test_korean_among_left_alone(question: str) -> None:
    assert stated_expression(question) is None


@pytest.mark.parametrize(
    "question,expression",
    [
        # the speaker counted in with the head count: before it ("me and", "ich und") or after its thing
        ("me and 3 friends got pizza, total was $47.60 and we left an $8 tip on top. if we split it evenly how much does each of us pay?",
         "(47.6 + 8) / 4"),
        ("My 3 friends and I split a $60 bill. How much does each of us pay?", "60 / 4"),
        ("Ich und 3 Freunde teilen uns eine Rechnung von 84 €. Wie viel zahlt jeder?", "84 / 4"),
        ("Mes 3 amis et moi partageons une addition de 80 €. Combien chacun paie ?", "80 / 4"),
        ("Yo y 2 amigos pagamos 45 € de cena. ¿Cuánto paga cada uno?", "45 / 3"),
        # "with so many others": the speaker and them
        ("Dividimos 90 € con otros 2 amigos, ¿cuánto paga cada uno?", "90 / 3"),
        ("Dividiamo 90 euro con altri 2 amici, quanto paga ciascuno?", "90 / 3"),
        ("Vou dividir a conta de R$ 120 com mais 3 amigos. Quanto fica pra cada um?", "120 / 4"),
        # not counted in: the head count alone, or the speaker named elsewhere
        ("3 friends split a $60 bill. How much does each pay?", "60 / 3"),
        ("Our 3 kids split a $60 gift card. How much does each get?", "60 / 3"),
    ],
)  # fmt: skip
def test_the_speaker_counted_in_with_a_head_count(question: str, expression: str | None) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize(
    ("question", "expression"),
    [
        # a request apart that asks what it costs or what is paid, and does not name the part,
        # asks the amount with the part in it, not the part (it had been answered 298)
        ("Ein Artikel für 2.980 € mit 10 % MwSt. Wie viel kostet er?", None),
        ("2,980円の商品に消費税10%がかかると、いくらになりますか？", None),
        ("A $2,980 item with 10% sales tax. How much will I pay?", None),
        # a request that names the part, or asks "how much is that", asks the part
        ("A $2,980 item with 10% sales tax. How much is the tax?", "2980 * 10 / 100"),
        ("10 Prozent Trinkgeld auf 68,40 €, wieviel ist das?", "68.4 * 10 / 100"),
    ],
)
def test_a_part_is_read_only_where_the_request_does_not_ask_what_is_paid(question: str, expression: str | None) -> None:
    assert percent_of(question) is None if expression is None else percent_of(question) is not None
    if expression is not None:
        assert stated_expression(question) == expression
