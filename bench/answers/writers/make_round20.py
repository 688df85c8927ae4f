#!/usr/bin/env python3
"""Generate fresh_round20.jsonl (100 single-value questions) and
fresh_negative20.jsonl (45 no-computation sentences).

Every expected value is computed here (Decimal for money / exact arithmetic,
datetime.date for calendar questions).
"""
import datetime as dt
import json
import os
from decimal import Decimal as D, ROUND_HALF_UP, getcontext

getcontext().prec = 50

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)
OUT_MAIN = os.path.join(OUT_DIR, "fresh_round20.jsonl")
OUT_NEG = os.path.join(OUT_DIR, "fresh_negative20.jsonl")

# exact conversion factors
INCH_CM = D("2.54")
FOOT_M = D("0.3048")
MILE_KM = D("1.609344")
LB_KG = D("0.45359237")
OZ_G = D("28.349523125")
SQFT_M2 = FOOT_M * FOOT_M  # 0.09290304
PYEONG_M2 = D(400) / D(121)  # 1 평 = 400/121 m²

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]


def rnd(x, places):
    q = D(1).scaleb(-places)
    return x.quantize(q, rounding=ROUND_HALF_UP)


def cents(x):
    return rnd(x, 2)


def f_to_c(f):
    return (D(f) - 32) * 5 / 9


def c_to_f(c):
    return D(c) * 9 / 5 + 32


def num(x):
    """Decimal -> JSON number (int when integral)."""
    x = D(x)
    if x == x.to_integral_value():
        return int(x)
    s = format(x.normalize(), "f")
    v = float(s)
    assert D(repr(v)) == D(s), (s, v)
    return v


def days_between(a, b):
    return D((b - a).days)


def plus_days(a, n):
    return {"date": (a + dt.timedelta(days=n)).isoformat()}


def weekday(d):
    return {"text": WEEKDAYS[d.weekday()]}


Q = []  # (lang, category, question, expect)


def add(lang, cat, question, value):
    if isinstance(value, dict):
        expect = value
    else:
        expect = {"number": num(value)}
    Q.append((lang, cat, question, expect))


# ---------------------------------------------------------------- Korean (30)
# math 12
add("ko", "math",
    "어제 회사 동기들이랑 넷이서 삼겹살 먹었는데 총 18만 6천 원 나옴. 1인당 얼마씩 보내면 돼?",
    D(186000) / 4)
add("ko", "math",
    "편의점에서 삼각김밥 1,450원짜리 세 개랑 바나나우유 1,700원 하나 샀어요. 만 원 냈으면 거스름돈은 얼마 받아야 돼요?",
    D(10000) - (3 * D(1450) + D(1700)))
add("ko", "math",
    "알바 시급이 10,030원이고 하루 6시간씩 주 5일 해요. 주휴수당은 빼고 일주일에 얼마 버는 거예요?",
    D(10030) * 6 * 5)
add("ko", "math",
    "라면 5개입 한 봉지가 4,200원이면 한 개당 얼마꼴?",
    D(4200) / 5)
add("ko", "math",
    "이번 중간고사 국어 88 영어 92 수학 79 과학 85 사회 91 받았는데 평균 몇 점이에요",
    (D(88) + 92 + 79 + 85 + 91) / 5)
add("ko", "math",
    "주말에 부모님 모시고 부산 내려가는데 네비로 400km 나오네요. 휴게소 안 들르고 평균 시속 100km로 가면 몇 시간 걸릴까요?",
    D(400) / 100)
add("ko", "math",
    "우리 반이 서른두 명인데 네 명씩 모둠을 짜면 모둠이 몇 개 나와?",
    D(32) / 4)
add("ko", "math",
    "제육볶음 레시피가 4인분에 돼지고기 600g이라는데 오늘 손님 포함해서 일곱 명이 먹어요. 고기 몇 그램 사야 돼요?",
    D(600) / 4 * 7)
add("ko", "math",
    "월급 실수령 278만 원인데 월세 65만, 관리비 12만 5천, 통신비 6만 8천 빠지면 얼마 남음?",
    D(2780000) - 650000 - 125000 - 68000)
add("ko", "math",
    "오늘 아침 8시 40분에 출근해서 저녁 6시 10분에 퇴근했어. 점심시간 1시간 빼면 몇 시간 일한 거야?",
    (D(18 * 60 + 10) - D(8 * 60 + 40) - 60) / 60)
add("ko", "math",
    "적금을 매달 25만 원씩 2년 동안 부으면 이자 말고 원금만 총 얼마예요?",
    D(250000) * 24)
add("ko", "math",
    "아메리카노 4500원짜리를 한달에 22잔 마시는데 한달 커피값 얼마 나오는거임",
    D(4500) * 22)
# percent 9
add("ko", "percent",
    "정가 8만 9천 원짜리 운동화가 30% 세일 중이래. 얼마에 살 수 있어?",
    D(89000) * D("0.70"))
add("ko", "percent",
    "내년 연봉이 올해 4200만 원에서 5% 오른대요. 그럼 연봉 얼마 되는 거예요?",
    D(42000000) * D("1.05"))
add("ko", "percent",
    "토익 모의고사 LC 파트 40문제 중에 34개 맞았어. 정답률 몇 %야?",
    D(34) / 40 * 100)
add("ko", "percent",
    "지난달 전기요금 5만 6천 원이었는데 이번 달엔 6만 3천 원 나왔네요 몇퍼 오른거에요?",
    (D(63000) - 56000) / 56000 * 100)
add("ko", "percent",
    "정기예금에 1,000만 원을 연 3.5% 단리로 1년 맡기면 세전 이자가 얼마인가요?",
    D(10000000) * D("0.035"))
add("ko", "percent",
    "쿠폰 써서 15% 할인받고 5만 1천 원 결제했는데 원래 가격은 얼마였던 거야?",
    D(51000) / D("0.85"))
add("ko", "percent",
    "이자가 20만 원 붙었는데 이자소득세 15.4% 떼고 나면 실제로 통장에 들어오는 돈은 얼마?",
    D(200000) * (1 - D("0.154")))
add("ko", "percent",
    "마트에서 두 번째 상품 50% 할인 행사하는데 12,000원짜리 샴푸 두 개 사면 총 얼마 내요?",
    D(12000) + D(12000) * D("0.5"))
add("ko", "percent",
    "지금 72kg인데 다이어트해서 체중을 8% 줄이면 몇 kg이 되나요?",
    D(72) * (1 - D("0.08")))
# units 6
add("ko", "units",
    "이번에 이사 갈 집이 33평이라는데 제곱미터로 하면 얼마야? 반올림해서 소수점 첫째 자리까지",
    rnd(33 * PYEONG_M2, 1))
add("ko", "units",
    "전용면적 84㎡ 아파트는 몇 평이에요? 반올림해서 소수점 둘째 자리까지 알려주세요",
    rnd(D(84) / PYEONG_M2, 2))
add("ko", "units",
    "미국 사는 사촌이 체온이 화씨 98.6도래. 섭씨로는 몇 도야?",
    f_to_c(D("98.6")))
add("ko", "units",
    "소개팅 상대 키가 5피트 9인치라는데 센티로 몇이에요? 반올림해서 소수점 첫째 자리까지만",
    rnd((5 * 12 + 9) * INCH_CM, 1))
add("ko", "units",
    "마라톤 풀코스 42.195km는 몇 마일이야? 소수 둘째 자리까지 반올림해줘",
    rnd(D("42.195") / MILE_KM, 2))
add("ko", "units",
    "시속 90km면 초속으로 몇 m야?",
    D(90) * 1000 / 3600)
# dates 3
add("ko", "dates",
    "2025년 3월 14일 기준으로 2025년 12월 25일 크리스마스까지 며칠 남았어요?",
    days_between(dt.date(2025, 3, 14), dt.date(2025, 12, 25)))
add("ko", "dates",
    "2026년 1월 1일 무슨 요일이야?",
    weekday(dt.date(2026, 1, 1)))
add("ko", "dates",
    "2026년 2월 10일에서 6주 뒤면 몇 월 며칠이에요?",
    plus_days(dt.date(2026, 2, 10), 6 * 7))

# --------------------------------------------------------------- Italian (25)
# math 10
add("it", "math",
    "Siamo in 6 a cena e il conto è di 247,80 €. Se dividiamo in parti uguali quanto paga ciascuno?",
    cents(D("247.80") / 6))
add("it", "math",
    "ho preso 3 kg di mele a 2,40 €/kg e due pacchi di pasta da 1,15 € l'uno, ho pagato con 20 euro quanto mi devono dare di resto",
    D(20) - (3 * D("2.40") + 2 * D("1.15")))
add("it", "math",
    "Mio figlio quest'anno in matematica ha preso 7, 8 e mezzo, 6 e mezzo e 9 nelle verifiche. Che media ha?",
    (D(7) + D("8.5") + D("6.5") + D(9)) / 4)
add("it", "math",
    "Con il nuovo contratto prendo 1.850 € netti al mese e ci sono 14 mensilità. Quanto porto a casa in un anno?",
    D(1850) * 14)
add("it", "math",
    "Una confezione da 6 bottiglie d'acqua da 1,5 litri costa 2,34 €: quanto viene al litro?",
    D("2.34") / (6 * D("1.5")))
add("it", "math",
    "La ricetta della carbonara è per 4 persone con 320 g di spaghetti. Domenica siamo in 10, quanti grammi di pasta butto?",
    D(320) / 4 * 10)
add("it", "math",
    "Da Milano a Roma sono 570 km, la mia Panda fa 15 km con un litro e la benzina sta a 1,90 € al litro. Quanto spendo di benzina solo per l'andata?",
    cents(D(570) / 15 * D("1.90")))
add("it", "math",
    "L'affitto è 1.300 € al mese e siamo in 3 coinquilini, però io ho la camera più grande e pago 100 € in più di ciascuno degli altri due. Quanto pago io?",
    (D(1300) - 100) / 3 + 100)
add("it", "math",
    "Il treno per l'ufficio costa 23,90 € a tratta e ci vado andata e ritorno 5 giorni a settimana. Quanto spendo in 4 settimane?",
    D("23.90") * 2 * 5 * 4)
add("it", "math",
    "Oggi sono entrata alle 8:45 e uscita alle 17:15, con mezz'ora di pausa pranzo non pagata. Quante ore ho lavorato?",
    (D(17 * 60 + 15) - D(8 * 60 + 45) - 30) / 60)
# percent 7
add("it", "percent",
    "La giacca costa 129,00 € ed è scontata del 20%. Quanto la pago?",
    D("129.00") * D("0.80"))
add("it", "percent",
    "Devo fare una fattura: imponibile 1.250,00 €, IVA al 22%. Qual è il totale fattura?",
    D("1250.00") * D("1.22"))
add("it", "percent",
    "Il prezzo è 244 € IVA inclusa al 22%. Quanto costa senza IVA?",
    D(244) / D("1.22"))
add("it", "percent",
    "L'anno scorso pagavo 750 € di affitto, adesso 780 €. Di che percentuale è aumentato?",
    (D(780) - 750) / 750 * 100)
add("it", "percent",
    "mi hanno dato un aumento del 3,5% sul lordo mensile di 2.400 €, quanto diventa il mio lordo al mese",
    D(2400) * D("1.035"))
add("it", "percent",
    "Alla mezza maratona del mio paese si sono iscritte 1.250 persone e il 38% sono donne. Quante sono le donne?",
    D(1250) * D("0.38"))
add("it", "percent",
    "Il conto al ristorante è 86 € e voglio lasciare il 10% di mancia. Quanto lascio in tutto, conto più mancia?",
    D(86) * D("1.10"))
# units 5
add("it", "units",
    "Quante once sono 500 grammi? Arrotonda a due decimali",
    rnd(D(500) / OZ_G, 2))
add("it", "units",
    "La ricetta americana dei muffin dice forno a 350 °F. A quanti gradi centigradi lo imposto? Arrotonda all'intero",
    rnd(f_to_c(350), 0))
add("it", "units",
    "Sono in vacanza in Inghilterra e il limite è 60 miglia orarie, quanti km/h sono? Arrotonda a un decimale",
    rnd(60 * MILE_KM, 1))
add("it", "units",
    "Mio nonno ha un terreno di 2,5 ettari, quanti metri quadrati sono?",
    D("2.5") * 10000)
add("it", "units",
    "Quanti grammi sono 2 libbre e mezzo di farina? Arrotondato al grammo",
    rnd(D("2.5") * LB_KG * 1000, 0))
# dates 3
add("it", "dates",
    "Che giorno della settimana era il 2 giugno 1946?",
    weekday(dt.date(1946, 6, 2)))
add("it", "dates",
    "Che data è 90 giorni dopo il 15 settembre 2025?",
    plus_days(dt.date(2025, 9, 15), 90))
add("it", "dates",
    "quanti giorni passano dal 10 gennaio 2026 al 28 marzo 2026",
    days_between(dt.date(2026, 1, 10), dt.date(2026, 3, 28)))

# ------------------------------------------------------------ Portuguese (25)
# math 10
add("pt", "math",
    "Comprei uma geladeira de R$ 3.499,90 em 10x sem juros, quanto fica cada parcela?",
    cents(D("3499.90") / 10))
add("pt", "math",
    "A conta do bar deu R$ 312,00 e a gente é em 5. Um amigo não bebeu e vai pagar só R$ 40. Quanto cada um dos outros quatro paga?",
    (D(312) - 40) / 4)
add("pt", "math",
    "Comprei 4 pastéis de nata a 1,20 € cada e um galão a 1,60 €. Paguei com uma nota de 10 €, quanto recebo de troco?",
    D(10) - (4 * D("1.20") + D("1.60")))
add("pt", "math",
    "ganho R$ 28,50 por hora e trabalhei 132 horas esse mes quanto vou receber",
    D("28.50") * 132)
add("pt", "math",
    "A receita de bolo de laranja da minha mãe leva 250 g de farinha e dá 8 fatias. Se eu quiser 12 fatias, de quanta farinha preciso?",
    D(250) / 8 * 12)
add("pt", "math",
    "Tirei 6,5 na P1, 8,0 na P2 e 9,5 na P3. Qual é minha média?",
    (D("6.5") + D("8.0") + D("9.5")) / 3)
add("pt", "math",
    "O meu carro gasta 6,5 litros aos 100 km. Quantos litros gasto numa viagem de 310 km de Lisboa ao Porto?",
    D("6.5") * 310 / 100)
add("pt", "math",
    "Pacote de arroz de 5 kg tá R$ 27,45 no mercado aqui do bairro, quanto sai o quilo?",
    D("27.45") / 5)
add("pt", "math",
    "Fiz plantão das 22h às 6h da manhã, quantas horas trabalhei?",
    D((24 - 22) + 6))
add("pt", "math",
    "Se eu poupar 175 € por mês, quantos meses preciso para juntar 2.800 € para as férias nos Açores?",
    D(2800) / 175)
# percent 8
add("pt", "percent",
    "Tênis de R$ 399,90 com 10% de desconto no Pix, quanto fica?",
    cents(D("399.90") * D("0.90")))
add("pt", "percent",
    "A conta no restaurante deu R$ 187,50 fora os 10% do garçom. Quanto dá o total com a taxa de serviço?",
    cents(D("187.50") * D("1.10")))
add("pt", "percent",
    "O IVA cá em Portugal é 23%. Um portátil custa 650 € sem IVA, quanto fica com IVA?",
    D(650) * D("1.23"))
add("pt", "percent",
    "Meu salário era R$ 2.800 e passou pra R$ 3.150. De quantos por cento foi o aumento?",
    (D(3150) - 2800) / 2800 * 100)
add("pt", "percent",
    "Se eu aplicar R$ 10.000 a 1% ao mês em juros compostos, quanto vou ter depois de 3 meses?",
    D(10000) * D("1.01") ** 3)
add("pt", "percent",
    "Numa turma de 28 alunos, 7 chumbaram. Que percentagem passou?",
    (D(28) - 7) / 28 * 100)
add("pt", "percent",
    "a gasolina subiu de R$ 5,80 pra R$ 6,09 o litro, foi um aumento de quantos %?",
    (D("6.09") - D("5.80")) / D("5.80") * 100)
add("pt", "percent",
    "Do meu ordenado de 1.600 € pago 560 € de renda. Que percentagem do ordenado vai para a renda?",
    D(560) / 1600 * 100)
# units 5
add("pt", "units",
    "Quanto é 6 pés em metros? arredonda pra duas casas",
    rnd(6 * FOOT_M, 2))
add("pt", "units",
    "Quantos graus Fahrenheit são 25 ºC?",
    c_to_f(25))
add("pt", "units",
    "Meu sítio tem 45.000 m². Quantos hectares dá isso?",
    D(45000) / 10000)
add("pt", "units",
    "A receita pede 3/4 de quilo de carne moída, quantos gramas são?",
    D(3) / 4 * 1000)
add("pt", "units",
    "Hoje corri 10 milhas! Quantos quilómetros são? Arredonda a uma casa decimal",
    rnd(10 * MILE_KM, 1))
# dates 2
add("pt", "dates",
    "Em que dia da semana cai o Natal de 2026, ou seja, 25 de dezembro de 2026?",
    weekday(dt.date(2026, 12, 25)))
add("pt", "dates",
    "Qual é a data 30 dias depois de 17 de fevereiro de 2026?",
    plus_days(dt.date(2026, 2, 17), 30))

# --------------------------------------------------------------- English (20)
# math 8
add("en", "math",
    "3 of us split an airbnb that was $642 for the weekend plus a $75 cleaning fee, how much does each person owe",
    (D(642) + 75) / 3)
add("en", "math",
    "If I make $22.50 an hour and work 37.5 hours a week, what's my weekly pay before taxes?",
    D("22.50") * D("37.5"))
add("en", "math",
    "Got 2 lattes at $4.75 each and a blueberry muffin for $3.25, paid with a twenty. How much change should I get back?",
    D(20) - (2 * D("4.75") + D("3.25")))
add("en", "math",
    "my daughter got 84, 91, 77 and 88 on her spelling tests this term. whats her average",
    (D(84) + 91 + 77 + 88) / 4)
add("en", "math",
    "A 24-pack of soda is $11.76 at Costco. What's the price per can?",
    D("11.76") / 24)
add("en", "math",
    "Road trip to see my sister is 1,150 miles, my car gets 32 miles per gallon and gas is $3.20 a gallon. How much will the gas cost for the trip?",
    cents(D(1150) / 32 * D("3.20")))
add("en", "math",
    "Recipe makes 12 cookies with 1.5 cups of flour. I need 30 cookies for the bake sale, how many cups of flour do I need?",
    D("1.5") / 12 * 30)
add("en", "math",
    "Started my shift at 7:15am and clocked out at 4:00pm, with a 30 min unpaid lunch. How many hours do I get paid for?",
    (D(16 * 60) - D(7 * 60 + 15) - 30) / 60)
# percent 6
add("en", "percent",
    "Dinner was $86.40, how much is a 20% tip?",
    cents(D("86.40") * D("0.20")))
add("en", "percent",
    "Sales tax here is 8.25% and the TV is $499. What's the total I'll pay at the register?",
    cents(D(499) * D("1.0825")))
add("en", "percent",
    "My landlord raised the rent from $1,450 to $1,595. What percent increase is that?",
    (D(1595) - 1450) / 1450 * 100)
add("en", "percent",
    "I got 47 out of 60 on my chem exam, what percentage is that? round to one decimal",
    rnd(D(47) / 60 * 100, 1))
add("en", "percent",
    "If I put $5,000 in a savings account at 4% interest compounded annually, how much will be in it after 2 years?",
    D(5000) * D("1.04") ** 2)
add("en", "percent",
    "Jacket is $150, it's 40% off and then there's an extra 10% off the sale price at checkout. What do I actually pay?",
    D(150) * D("0.60") * D("0.90"))
# units 4
add("en", "units",
    "How many pounds is 68 kg? Round to 1 decimal",
    rnd(D(68) / LB_KG, 1))
add("en", "units",
    "what's 30 degrees celsius in fahrenheit",
    c_to_f(30))
add("en", "units",
    "How many ounces are in 2.5 pounds?",
    D("2.5") * 16)
add("en", "units",
    "My bedroom is 12 ft by 15 ft. How many square meters is that? Round to 2 decimals.",
    rnd(12 * 15 * SQFT_M2, 2))
# dates 2
add("en", "dates",
    "What day of the week is July 4, 2026?",
    weekday(dt.date(2026, 7, 4)))
add("en", "dates",
    "How many days after March 1, 2028 is June 1, 2028?",
    days_between(dt.date(2028, 3, 1), dt.date(2028, 6, 1)))

# ------------------------------------------------------------ negatives (45)
NEG = [
    # Korean
    ("ko", "advice", "3만 원 이하로 살 만한 집들이 선물 뭐 있을까? 추천 좀 해줘"),
    ("ko", "reminder", "내일 오후 3시 30분에 치과 예약 있는 거 잊지 않게 알려줘"),
    ("ko", "advice", "친구가 12만 원 빌려가고 3개월째 안 갚는데 어떻게 말을 꺼내야 기분 안 상할까요?"),
    ("ko", "translation", "'배송비 3,000원은 별도입니다'를 영어로 자연스럽게 번역해 주세요"),
    ("ko", "statement", "우리 집은 32평이고 2015년에 입주했어요."),
    ("ko", "lookup", "2024년 기준으로 서울 인구가 대충 몇 명쯤 돼?"),
    ("ko", "opinion", "서른 살에 연봉 4,500만 원이면 많은 편이야 적은 편이야? 솔직하게 말해줘"),
    ("ko", "writing", "010-1234-5678로 연락 부탁드린다는 문자 정중하게 써줘"),
    ("ko", "opinion", "하루에 만 보 걷는 거 진짜 건강에 효과 있다고 생각해?"),
    ("ko", "writing", "영희가 사탕 5개 중에 2개를 철수한테 나눠 줬다는 내용으로 초등학생용 짧은 동화 하나 써줘"),
    ("ko", "lookup", "8월 15일이 광복절이 된 이유가 뭐야?"),
    ("ko", "writing", "3월 2일까지 주간 보고서 제출해 달라는 팀 공지문 좀 다듬어 줄래?"),
    ("ko", "writing", "제품 코드 AB-2045-K 재고가 있는지 문의하는 이메일 써 줘"),
    ("ko", "reminder", "다음 주 금요일 저녁 7시에 엄마 생신 케이크 찾으러 가야 되는 거 기억해 줘"),
    ("ko", "statement", "오늘 한강에서 5km 뛰었는데 28분 40초 나옴 ㅋㅋ 뿌듯"),
    # Italian
    ("it", "advice", "Mi consigli un ristorante a Roma per 4 persone sotto i 30 € a testa?"),
    ("it", "reminder", "Ricordami di pagare la bolletta della luce da 87,50 € entro il 15 marzo"),
    ("it", "translation", "Traduci in inglese: \"Il treno delle 18:05 per Bologna è in ritardo di 20 minuti\""),
    ("it", "writing", "Scrivi una mail al mio capo per chiedere 3 giorni di ferie dal 12 al 14 agosto"),
    ("it", "advice", "Ho 42 anni e peso 85 kg, per dimagrire è meglio la corsa o il nuoto?"),
    ("it", "lookup", "In che anno è stata fondata la Fiat? Mi sembra nel 1899 ma non ne sono sicuro"),
    ("it", "opinion", "Secondo te ha senso spendere 1.239 € per un iPhone o è una follia?"),
    ("it", "statement", "Il mio codice cliente è IT-4471-B e il mio numero è 347 123 4567."),
    ("it", "writing", "Marco ha 3 mele e Luca ne ha 5: scrivimi una filastrocca per bambini con questi due personaggi"),
    ("it", "lookup", "Perché in Italia l'IVA ordinaria è al 22% e non al 20% come in Francia?"),
    ("it", "statement", "Ieri ho fatto 12 km in bici in 40 minuti, che soddisfazione!"),
    ("it", "lookup", "Mi spieghi la differenza tra tasso fisso e tasso variabile per un mutuo da 150.000 € a 25 anni?"),
    ("it", "reminder", "segnati che giovedì 9 ottobre alle 10:30 ho la visita dal dermatologo in via Roma 12"),
    ("it", "translation", "Come si dice in portoghese \"sconto del 50% su tutti i saldi\"?"),
    ("it", "opinion", "Che ne pensi di 10 giorni in Grecia a giugno con un budget di 2.000 € in due?"),
    # Portuguese
    ("pt", "advice", "Me indica um celular bom até R$ 1.500? Uso mais pra foto e WhatsApp"),
    ("pt", "reminder", "Lembra-me de ligar para o 912 345 678 amanhã às 9h30"),
    ("pt", "writing", "Escreve uma mensagem de aniversário pra minha avó que faz 80 anos dia 12 de maio"),
    ("pt", "translation", "Traduz para inglês: \"O voo TP1351 parte às 14h20 da porta 23\""),
    ("pt", "lookup", "Minha filha tem 7 anos e 1,22 m, pela lei ela já pode andar sem cadeirinha no carro?"),
    ("pt", "lookup", "O Brasil ganhou a Copa de 1970 por 4 a 1 na final contra a Itália, né?"),
    ("pt", "statement", "Moro na Rua Augusta, 145, 2.º esquerdo, 1100-048 Lisboa."),
    ("pt", "opinion", "Você acha que vale a pena pagar R$ 89,90 por mês numa academia que fica a 3 km de casa?"),
    ("pt", "writing", "Joãozinho tinha 10 balas e comeu 4 de uma vez — faz uma piada curta com isso"),
    ("pt", "lookup", "Quantos habitantes tem a cidade do Porto, mais ou menos? Li algures que eram uns 230 mil"),
    ("pt", "statement", "Corri 5 km em 27 minutos hoje, bati meu recorde!!"),
    ("pt", "advice", "Como eu peço um aumento de 15% pro meu chefe sem parecer folgado?"),
    ("pt", "writing", "Escreve um email à senhoria a dizer que a renda de 750 € de março vai atrasar 5 dias"),
    ("pt", "writing", "O produto SKU 88213-X chegou com defeito dia 3/2, me ajuda a escrever a reclamação pra loja"),
    ("pt", "opinion", "O que achas de um T2 com 85 m² em Almada por 290.000 €? Está caro?"),
]


def main():
    counters = {}
    with open(OUT_MAIN, "w", encoding="utf-8") as fh:
        for lang, cat, question, expect in Q:
            key = (lang, cat)
            counters[key] = counters.get(key, 0) + 1
            rec = {
                "id": f"r20-{lang}-{cat}-{counters[key]}",
                "category": cat,
                "language": lang,
                "question": question,
                "expect": expect,
            }
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")

    neg_counters = {}
    with open(OUT_NEG, "w", encoding="utf-8") as fh:
        for lang, kind, question in NEG:
            neg_counters[lang] = neg_counters.get(lang, 0) + 1
            rec = {
                "id": f"r20neg-{lang}-{neg_counters[lang]}",
                "category": "negative",
                "language": lang,
                "question": question,
                "expect": {"no_computation": True},
                "kind": kind,
            }
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")

    # sanity checks
    assert len(Q) == 100, len(Q)
    assert len(NEG) == 45, len(NEG)
    langs = {}
    for lang, cat, _, _ in Q:
        langs[lang] = langs.get(lang, 0) + 1
    assert langs == {"ko": 30, "it": 25, "pt": 25, "en": 20}, langs
    assert len({q for _, _, q, _ in Q}) == 100
    assert len({q for _, _, q in NEG}) == 45
    for lang in ("ko", "it", "pt"):
        assert neg_counters[lang] == 15
    for key in sorted(counters):
        print(key, counters[key])
    print("negatives", neg_counters)


if __name__ == "__main__":
    main()
