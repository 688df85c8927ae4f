#!/usr/bin/env python3
"""Round 11 outsider question set: 100 computed-value questions + 60 negatives.

Standard library only.  Every expected value is computed here from the same
numbers that are rendered into the question text.
"""
import json
import math
import os
from datetime import date, timedelta
from decimal import Decimal, ROUND_HALF_UP
from fractions import Fraction as Fr

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)  # bench/answers
FRESH = os.path.join(OUT_DIR, "fresh_round11.jsonl")
NEG = os.path.join(OUT_DIR, "fresh_negative11.jsonl")

# ---------------------------------------------------------------- helpers
THOUSANDS = {"en": ",", "de": ".", "fr": " ", "es": ".", "it": ".", "pt": ".",
             "ru": " ", "zh": ",", "ja": ",", "ko": ","}
DECIMAL = {"en": ".", "de": ",", "fr": ",", "es": ",", "it": ",", "pt": ",",
           "ru": ",", "zh": ".", "ja": ".", "ko": "."}


def F(s):
    """Exact value of a number literal written with '.' as decimal point."""
    return Fr(s)


def fmt(s, lang, group=True):
    """Render a number literal ('2450.80') the way the locale writes it."""
    ip, _, fp = s.partition(".")
    if group and len(ip) > 3:
        parts = []
        while len(ip) > 3:
            parts.insert(0, ip[-3:])
            ip = ip[:-3]
        parts.insert(0, ip)
        ip = THOUSANDS[lang].join(parts)
    return ip + (DECIMAL[lang] + fp if fp else "")


def man(n, lang):
    """Render an integer with 万/만 (and 千/천) the way people say amounts."""
    m, rest = divmod(n, 10000)
    k, r = divmod(rest, 1000)
    assert r == 0 and m > 0, n
    if lang == "ko":
        return f"{m}만" + (f" {k}천" if k else "")
    return f"{m}万" + (f"{k}千" if k else "")


def rnd(x, nd=2):
    """Round an exact value half-up to nd decimals; ints stay ints."""
    if isinstance(x, float):
        d = Decimal(repr(x))
    else:
        x = Fr(x)
        d = Decimal(x.numerator) / Decimal(x.denominator)
    q = d.quantize(Decimal(1).scaleb(-nd), rounding=ROUND_HALF_UP)
    if q == q.to_integral_value():
        return int(q)
    return float(q.normalize())


WEEKDAYS = {
    "en": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    "de": ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"],
    "fr": ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
    "es": ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
    "it": ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"],
    "pt": ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"],
    "ru": ["понедельник", "вторник", "среда", "четверг", "пятница", "суббота", "воскресенье"],
    "zh": ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日"],
    "ja": ["月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日", "日曜日"],
    "ko": ["월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일"],
}


def weekday(d, lang):
    i = d.weekday()
    return {"text": [WEEKDAYS[lang][i], WEEKDAYS["en"][i]]}


def num(x, nd=2):
    return {"number": rnd(x, nd)}


def iso(d):
    return {"date": d.isoformat()}


# exact unit factors
MILE_KM = F("1.609344")
LB_KG = F("0.45359237")
OZ_G = F("28.349523125")
INCH_CM = F("2.54")
USGAL_L = F("3.785411784")
USFLOZ_ML = F("29.5735295625")
ACRE_M2 = F("4046.8564224")
PSI_PA = LB_KG * F("9.80665") / (F("0.0254") ** 2)
MU_M2 = Fr(10000, 15)


def f_to_c(f):
    return (f - 32) * Fr(5, 9)


Q = []  # (lang, category, question, expect)


def add(lang, cat, question, expect):
    Q.append((lang, cat, question, expect))


# ====================================================================== en
L = "en"
# parent
kids, books, price = 3, 4, "2.35"
add(L, "math", f"Back-to-school shopping: my {kids} kids each need {books} notebooks "
    f"and they're ${price} apiece. How much is that all together?",
    num(kids * books * F(price)))
# cyclist
sat, sun, commute = "42.6", "37.8", "18.5"
add(L, "math", f"I rode {sat} km on Saturday, {sun} km on Sunday, and my commute is "
    f"{commute} km every day Monday through Friday. What's my total for the week in km?",
    num(F(sat) + F(sun) + 5 * F(commute)))
# cook
serves, flour, guests = 4, 350, 10
add(L, "math", f"recipe serves {serves} and uses {flour} g flour, I'm cooking for {guests}. "
    f"how many grams of flour do I need", num(Fr(flour, serves) * guests))
# student
a, b, c = "1250", "386", 3
add(L, "math", f"quick one: take {fmt(a, L)} minus {b}, then divide the result by {c}. what do you get?",
    num((F(a) - F(b)) / c))
# shop owner
cost, markup = "64", "35"
add(L, "percent", f"I buy these jackets wholesale at ${cost} each and want a {markup}% markup on cost. "
    f"What should the price tag say?", num(F(cost) * (1 + F(markup) / 100)))
# office worker
old, new = "48000", "55200"
add(L, "percent", f"By what percentage did our team budget go up? It was ${fmt(old, L)} last year "
    f"and it's ${fmt(new, L)} this year.", num((F(new) - F(old)) / F(old) * 100))
# retiree
pension, cola = "2180", "3.2"
add(L, "percent", f"My pension is ${fmt(pension, L)} a month and it's getting a {cola}% cost-of-living "
    f"increase in January. What will the new monthly amount be?",
    num(F(pension) * (1 + F(cola) / 100)))
# traveller
mph = "65"
add(L, "units", f"Driving a rental in Arizona, the speed limit says {mph} mph. what's that in km/h?",
    num(F(mph) * MILE_KM))
# nurse
lb = "187"
add(L, "units", f"Patient's chart says {lb} lb. Convert to kg please.", num(F(lb) * LB_KG))
# gardener
sow = date(2027, 3, 14)
dtm = 75
add(L, "dates", f"I'm sowing tomato seeds on March 14, 2027 and the packet says {dtm} days to harvest. "
    f"What date would that be?", iso(sow + timedelta(days=dtm)))

# ====================================================================== de
L = "de"
# parent
kids, bus = 26, "1014"
add(L, "math", f"Klassenfahrt: Der Bus kostet insgesamt {fmt(bus, L)} € und es fahren {kids} Kinder mit. "
    f"Wie viel muss jedes Kind zahlen?", num(F(bus) / kids))
# gardener
ln, br = "4.5", "1.2"
add(L, "math", f"Mein neues Hochbeet ist {fmt(ln, L)} m lang und {fmt(br, L)} m breit – "
    f"wie viele Quadratmeter sind das?", num(F(ln) * F(br)))
# student
add(L, "math", "Was ist 3 hoch 7 minus 200?", num(3 ** 7 - 200))
# retiree
s1, s2, s3 = "2450.80", "1199.20", "6350"
add(L, "math", f"Ich habe drei Sparbücher: {fmt(s1, L)} €, {fmt(s2, L)} € und {fmt(s3, L)} €. "
    f"Wie viel Geld ist das zusammen?", num(F(s1) + F(s2) + F(s3)))
# shop owner
brutto, vat = "59.50", "19"
add(L, "percent", f"Wie hoch ist der Nettopreis, wenn ein Artikel {fmt(brutto, L)} € brutto kostet, "
    f"inklusive {vat} % MwSt?", num(F(brutto) / (1 + F(vat) / 100)))
# nurse
pts, fever = 40, 14
add(L, "percent", f"Auf meiner Station liegen {pts} Patienten, {fever} davon haben Fieber. "
    f"Wie viel Prozent sind das?", num(Fr(fever, pts) * 100))
# office worker
old, new = "3400", "3587"
add(L, "percent", f"Mein Bruttogehalt steigt von {fmt(old, L)} € auf {fmt(new, L)} €. "
    f"Um wie viel Prozent ist das mehr?", num((F(new) - F(old)) / F(old) * 100))
# cook
fdeg = "350"
add(L, "units", f"Im amerikanischen Backrezept steht {fdeg} °F. Wie viel Grad Celsius muss ich "
    f"am Ofen einstellen?", num(f_to_c(F(fdeg))))
# cyclist
zoll = "28"
add(L, "units", f"{zoll} Zoll in Zentimeter?", num(F(zoll) * INCH_CM))
# traveller
dd = date(2027, 12, 23)
add(L, "dates", f"Mein Flug nach Teneriffa geht am {dd.day}.{dd.month}.{dd.year}. "
    f"Welcher Wochentag ist das?", weekday(dd, L))

# ====================================================================== fr
L = "fr"
# cook
meat, steak = "2.4", 150
add(L, "math", f"J'ai {fmt(meat, L)} kg de bœuf haché et je fais des steaks de {steak} g. "
    f"Ça me fait combien de steaks ?", num(F(meat) * 1000 / steak))
# parent
meal, days, weeks = "4.20", 4, 36
add(L, "math", f"La cantine c'est {fmt(meal, L)} € le repas, mon fils y mange {days} jours par semaine "
    f"pendant {weeks} semaines. Combien ça coûte sur l'année ?", num(F(meal) * days * weeks))
# cyclist
km, h, mins = 63, 2, 15
add(L, "math", f"Sortie vélo de {km} km bouclée en {h} h {mins}. Quelle moyenne en km/h ?",
    num(Fr(km) / (h + Fr(mins, 60))))
# retiree
bill, n = "1287", 12
add(L, "math", f"Je dois payer {fmt(bill, L)} € de taxe foncière en {n} mensualités égales, "
    f"ça fait combien par mois ?", num(F(bill) / n))
# shop owner
price, off = "89.90", "30"
add(L, "percent", f"Pour les soldes je mets -{off} % sur un manteau à {fmt(price, L)} €. "
    f"Il sera à combien ?", num(F(price) * (1 - F(off) / 100)))
# student
note = "13.5"
add(L, "percent", f"j'ai eu {fmt(note, L)}/20 au partiel, ça fait combien en pourcentage ?",
    num(F(note) / 20 * 100))
# traveller
old, new = "45", "54"
add(L, "percent", f"Mon billet de TER est passé de {old} € à {new} €, c'est une hausse de "
    f"combien de pour cent ?", num((F(new) - F(old)) / F(old) * 100))
# gardener
acre = "0.75"
add(L, "units", f"Une annonce américaine indique un terrain de {fmt(acre, L)} acre. "
    f"Ça fait combien de m² ?", num(F(acre) * ACRE_M2))
# nurse
ft, inch = 5, 9
add(L, "units", f"Le dossier du patient indique une taille de {ft} pieds {inch} pouces. "
    f"Combien en centimètres ?", num((ft * 12 + inch) * INCH_CM))
# office worker
d1, d2 = date(2027, 8, 3), date(2027, 8, 21)
add(L, "dates", f"Je pose mes congés du {d1.day} août au {d2.day} août {d2.year} inclus. "
    f"Ça fait combien de jours en tout, week-ends compris ?", num((d2 - d1).days + 1))

# ====================================================================== es
L = "es"
# shop owner
boxes, cans, box = 12, 24, "19.20"
add(L, "math", f"He comprado {boxes} cajas de refrescos de {cans} latas cada una, a {fmt(box, L)} € la caja. "
    f"¿A cuánto me sale cada lata?", num(F(box) / cans))
# student
add(L, "math", "¿Cuál es la raíz cuadrada de 1764?", num(math.isqrt(1764)))
# retiree
luz, agua = "38.75", "22.40"
add(L, "math", f"Pago {fmt(luz, L)} € de luz cada mes y {fmt(agua, L)} € de agua cada dos meses. "
    f"¿Cuánto gasto al año entre las dos cosas?", num(F(luz) * 12 + F(agua) * 6))
# traveller
friends, apt, gas = 5, "870", "145"
add(L, "math", f"Nos vamos {friends} amigos a la playa: el apartamento son {apt} € y la gasolina "
    f"{gas} €. Si lo pagamos a partes iguales, ¿cuánto pone cada uno?",
    num((F(apt) + F(gas)) / friends))
# office worker
base, iva = "3480", "21"
add(L, "percent", f"¿Cuánto es el {iva} % de {fmt(base, L)} €? Es para el IVA de una factura.",
    num(F(base) * F(iva) / 100))
# nurse
dose, cut = "250", "40"
add(L, "percent", f"El paciente tomaba {dose} mg y el médico le baja la dosis un {cut} %. "
    f"¿Cuántos mg le tengo que dar ahora?", num(F(dose) * (1 - F(cut) / 100)))
# parent
old, new = "65", "71.50"
add(L, "percent", f"El comedor del cole pasa de {old} € a {fmt(new, L)} € al mes. "
    f"¿Qué porcentaje ha subido?", num((F(new) - F(old)) / F(old) * 100))
# cook
oz = "8"
add(L, "units", f"Una receta americana pide {oz} onzas de mantequilla. ¿Cuántos gramos son?",
    num(F(oz) * OZ_G))
# cyclist
miles = "100"
add(L, "units", f"Me he apuntado a una marcha de {miles} millas en Estados Unidos. "
    f"¿Cuántos kilómetros son?", num(F(miles) * MILE_KM))
# gardener
sown = date(2027, 9, 18)
wks = 6
add(L, "dates", f"Voy a sembrar el césped el 18 de septiembre de 2027 y hay que esperar {wks} semanas "
    f"para el primer corte. ¿Qué día podré cortarlo?", iso(sown + timedelta(weeks=wks)))

# ====================================================================== it
L = "it"
# parent
z, zp, a, ap = 3, "34.90", 2, "12.50"
add(L, "math", f"Ho comprato {z} zaini a {fmt(zp, L)} € l'uno e {a} astucci a {fmt(ap, L)} €. "
    f"Quanto ho speso in tutto?", num(z * F(zp) + a * F(ap)))
# cook
p_for, grams, p_new = 6, 480, 15
add(L, "math", f"Per {p_for} persone uso {grams} g di pasta, domenica siamo in {p_new}: "
    f"quanti grammi devo cuocere?", num(Fr(grams, p_for) * p_new))
# office worker
t = [(7, 45), (8, 20), (6, 55)]
add(L, "math", f"Questa settimana ho lavorato {t[0][0]}h{t[0][1]} lunedì, {t[1][0]}h{t[1][1]} martedì "
    f"e {t[2][0]}h{t[2][1]} mercoledì. Quante ore in totale?",
    num(sum(Fr(h * 60 + m, 60) for h, m in t)))
# gardener
diam = "3"
add(L, "math", f"Voglio fare un'aiuola rotonda di {diam} metri di diametro, quanti m² di superficie sono?",
    num(math.pi * (float(F(diam)) / 2) ** 2))
# shop owner
cost, sell = "45", "63"
add(L, "percent", f"Pago la merce {cost} € e la rivendo a {sell} €. Qual è il ricarico in percentuale "
    f"sul prezzo di acquisto?", num((F(sell) - F(cost)) / F(cost) * 100))
# retiree
rate, cap = "2.5", "12000"
add(L, "percent", f"Il conto deposito rende il {fmt(rate, L)} % lordo annuo. Con {fmt(cap, L)} € "
    f"quanto prendo di interessi lordi in un anno?", num(F(cap) * F(rate) / 100))
# student
ok, tot = 27, 36
add(L, "percent", f"Nella verifica di storia ho risposto giusto a {ok} domande su {tot}. "
    f"Che percentuale è?", num(Fr(ok, tot) * 100))
# traveller
mpg = "32"
add(L, "units", f"L'auto a noleggio in America fa {mpg} miglia per gallone (gallone USA). "
    f"Quanti km fa con un litro?", num(F(mpg) * MILE_KM / USGAL_L))
# nurse
temp = "101.3"
add(L, "units", f"Un paziente americano dice di avere {fmt(temp, L)} °F di febbre, "
    f"quanto fa in gradi Celsius?", num(f_to_c(F(temp))))
# cyclist
d1, d2 = date(2027, 2, 9), date(2027, 6, 7)
add(L, "dates", f"Ho iniziato ad allenarmi il 9 febbraio 2027 e la granfondo è il 7 giugno 2027. "
    f"Quanti giorni ci sono tra le due date?", num((d2 - d1).days))

# ====================================================================== pt
L = "pt"
# cyclist
perday, ndays = "12.5", 22
add(L, "math", f"Vou de bike pro trabalho, dá {fmt(perday, L)} km por dia. Esse mês foram {ndays} dias. "
    f"Quantos km pedalei no total?", num(F(perday) * ndays))
# shop owner
shirts, sp = 38, "49.90"
add(L, "math", f"Vendi {shirts} camisetas a R$ {fmt(sp, L)} cada. Quanto faturei?",
    num(shirts * F(sp)))
# student
whole = "1350"
add(L, "math", f"quanto é 2/3 de {fmt(whole, L)}?", num(Fr(2, 3) * F(whole)))
# retiree
perday_p, box, ndays = 2, 30, 90
add(L, "math", f"Tomo {perday_p} comprimidos por dia e cada caixa vem com {box}. "
    f"Quantas caixas preciso comprar para {ndays} dias de tratamento?",
    num(math.ceil(Fr(perday_p * ndays, box))))
# nurse
bag, pct = "500", "35"
add(L, "percent", f"O soro é de {bag} ml e já correu {pct}%. Quantos ml ainda faltam?",
    num(F(bag) * (1 - F(pct) / 100)))
# traveller
fare, disc = "1280.00", "15"
add(L, "percent", f"A passagem pra Recife tá R$ {fmt(fare, L)} e no Pix tem {disc}% de desconto. "
    f"Quanto fica pagando no Pix?", num(F(fare) * (1 - F(disc) / 100)))
# parent
fee, adj = "1450", "8.5"
add(L, "percent", f"A escola avisou que a mensalidade de R$ {fmt(fee, L)} vai ter reajuste de "
    f"{fmt(adj, L)}% no ano que vem. Qual vai ser o novo valor?", num(F(fee) * (1 + F(adj) / 100)))
# cook
fdeg = "425"
add(L, "units", f"Receita gringa manda pré-aquecer o forno a {fdeg} °F. Quanto é isso em graus Celsius?",
    num(f_to_c(F(fdeg))))
# gardener
gal = "5"
add(L, "units", f"Comprei {gal} galões americanos de adubo líquido. Quantos litros dá?",
    num(F(gal) * USGAL_L))
# office worker
em = date(2027, 1, 15)
prazo = 45
add(L, "dates", f"Um boleto emitido em {em.day:02d}/{em.month:02d}/{em.year} vence {prazo} dias depois. "
    f"Qual é a data de vencimento?", iso(em + timedelta(days=prazo)))

# ====================================================================== ru
L = "ru"
# cook
por, apples, por_new = 8, "1.2", 14
add(L, "math", f"На пирог на {por} порций уходит {fmt(apples, L)} кг яблок. "
    f"Сколько килограммов яблок нужно на {por_new} порций?", num(F(apples) / por * por_new))
# gardener
w, l, g = "6", "0.8", "40"
add(L, "math", f"Грядка {w} на {fmt(l, L)} метра, удобрения нужно {g} г на квадратный метр. "
    f"Сколько граммов удобрения понадобится?", num(F(w) * F(l) * F(g)))
# retiree
pen, kom, med = "23450", "7820", "3150"
add(L, "math", f"Пенсия {fmt(pen, L)} ₽, за коммуналку отдаю {fmt(kom, L)} ₽, на лекарства уходит "
    f"{fmt(med, L)} ₽. Сколько остаётся на месяц?", num(F(pen) - F(kom) - F(med)))
# traveller
dist, v = "1340", "80"
add(L, "math", f"Сколько часов ехать поездом {fmt(dist, L)} км, если средняя скорость {v} км/ч?",
    num(F(dist) / F(v)))
# student
stip, up = "3200", "12.5"
add(L, "percent", f"Стипендию {fmt(stip, L)} ₽ подняли на {fmt(up, L)} %. Сколько теперь буду получать?",
    num(F(stip) * (1 + F(up) / 100)))
# office worker
sal, ndfl = "68500", "13"
add(L, "percent", f"Зарплата {fmt(sal, L)} ₽ до вычета НДФЛ {ndfl} %. Сколько получу на руки?",
    num(F(sal) * (1 - F(ndfl) / 100)))
# shop owner
buy, sell = "240", "312"
add(L, "percent", f"Беру товар по {buy} ₽, продаю по {sell} ₽. Какая у меня наценка в процентах?",
    num((F(sell) - F(buy)) / F(buy) * 100))
# cyclist
psi = "65"
add(L, "units", f"На покрышке написано {psi} psi. Сколько это в барах?",
    num(F(psi) * PSI_PA / 100000))
# nurse
glasses, floz = 3, "8"
add(L, "units", f"Пациент выпил {glasses} стакана по {floz} жидких унций (американских). "
    f"Сколько это миллилитров?", num(glasses * F(floz) * USFLOZ_ML))
# parent
born = date(2027, 3, 17)
add(L, "dates", "Какое число будет через 100 дней после 17 марта 2027 года?",
    iso(born + timedelta(days=100)))

# ====================================================================== zh
L = "zh"
# parent
lessons, fee = 16, "2560"
add(L, "math", f"孩子报了个画画班，一学期{lessons}节课一共{fmt(fee, L)}元，平均一节课多少钱？",
    num(F(fee) / lessons))
# cook
salt, pots = 18, "3.5"
add(L, "math", f"一锅汤放盐{salt}克，今天要做三锅半，一共要放多少克盐？", num(salt * F(pots)))
# student
add(L, "math", "(125 + 375) × 12 ÷ 8 等于多少？", num(Fr(125 + 375) * 12 / 8))
# traveller
route, per100 = "1280", "7.5"
add(L, "math", f"自驾去成都，全程{fmt(route, L)}公里，车子百公里油耗{per100}升，一共要用多少升油？",
    num(F(route) / 100 * F(per100)))
# shop owner
cost, margin = "80", "25"
add(L, "percent", f"一件衣服进价{cost}元，我想按进价赚{margin}%，售价应该定多少？",
    num(F(cost) * (1 + F(margin) / 100)))
# retiree
dep, rate = 50000, "1.65"
add(L, "percent", f"我在银行存了{man(dep, L)}元一年定期，年利率{rate}%，到期利息是多少钱？",
    num(dep * F(rate) / 100))
# nurse
sent, happy = 240, 216
add(L, "percent", f"科室这个月发了{sent}份满意度调查，其中{happy}份是满意的，满意率是百分之多少？",
    num(Fr(happy, sent) * 100))
# cyclist
mph = "18"
add(L, "units", f"骑行码表显示平均速度{mph}英里/小时，换成公里/小时是多少？", num(F(mph) * MILE_KM))
# gardener
mu = "2.5"
add(L, "units", f"老家的菜园有{mu}亩，合多少平方米？", num(F(mu) * MU_M2))
# office worker
nd = date(2027, 10, 1)
add(L, "dates", "2027年的国庆节（10月1日）是星期几？", weekday(nd, L))

# ====================================================================== ja
L = "ja"
# office worker
s_h, s_m, e_h, e_m = 9, 40, 12, 10
add(L, "math", f"会議室を{s_h}時{s_m}分から{e_h}時{e_m}分まで予約しました。何分間ですか？",
    num((e_h * 60 + e_m) - (s_h * 60 + s_m)))
# parent
kids, allow = 3, "1500"
add(L, "math", f"子ども{kids}人にお小遣いを毎月1人{fmt(allow, L)}円あげています。1年間で全部でいくらになりますか？",
    num(kids * F(allow) * 12))
# gardener
per_pot, pots, bag = 14, 8, 25
add(L, "math", f"プランター1個に培養土が{per_pot}リットル要ります。{pots}個分用意したいのですが、"
    f"土は1袋{bag}リットル入りです。何袋買えば足りますか？",
    num(math.ceil(Fr(per_pot * pots, bag))))
# cyclist
lap, laps = "2.7", 8
add(L, "math", f"1周{lap}kmのサイクリングコースを{laps}周走りました。合計で何kmですか？",
    num(F(lap) * laps))
# shop owner
incl, tax = "3300", "10"
add(L, "percent", f"税込{fmt(incl, L)}円の商品、消費税{tax}%を抜いた本体価格はいくらですか？",
    num(F(incl) / (1 + F(tax) / 100)))
# retiree
pen, up = 148000, "2.7"
add(L, "percent", f"年金が月{man(pen, L)}円なんですが、{up}%上がるといくらになりますか？",
    num(pen * (1 + F(up) / 100)))
# student
before, after = 620, 744
add(L, "percent", f"TOEICのスコアが{before}点から{after}点に上がりました。何パーセントアップですか？",
    num(Fr(after - before, before) * 100))
# traveller
fdeg = "86"
add(L, "units", f"ロサンゼルスの明日の最高気温が{fdeg}°Fと出ています。摂氏だと何度ですか？",
    num(f_to_c(F(fdeg))))
# cook
lbs = "1"
add(L, "units", f"海外のレシピにバター{lbs}ポンドと書いてあります。グラムに直すと何グラム？",
    num(F(lbs) * LB_KG * 1000))
# nurse
add(L, "dates", "2027年のクリスマス（12月25日）まで今日からあと何日ですか？",
    {"days_until": date(2027, 12, 25).isoformat()})

# ====================================================================== ko
L = "ko"
# shop owner
cash, card = 345000, 1278000
add(L, "math", f"오늘 가게 매출이 현금 {man(cash, L)}원, 카드 {man(card, L)}원이에요. 합계 얼마예요?",
    num(cash + card))
# student
add(L, "math", "7의 4제곱이 얼마야?", num(7 ** 4))
# cook
per, heads = 250, 12
add(L, "math", f"김장할 때 배추 한 포기에 소금 {per}g 넣거든요. 배추 {heads}포기면 소금이 몇 kg 필요해요?",
    num(Fr(per * heads, 1000)))
# nurse
vol, rate = 1000, 125
add(L, "math", f"수액 {fmt(str(vol), L)}mL를 시간당 {rate}mL 속도로 맞췄어요. 다 들어가려면 몇 시간 걸려요?",
    num(Fr(vol, rate)))
# office worker
sal, ded = 3200000, "9.4"
add(L, "percent", f"월급 {man(sal, L)}원에서 4대보험이랑 세금으로 {ded}% 빠지면 실수령액이 얼마예요?",
    num(sal * (1 - F(ded) / 100)))
# traveller
usd, off = "240", "15"
add(L, "percent", f"면세점에서 ${usd}짜리 향수를 {off}% 할인해 준대요. 할인가는 몇 달러예요?",
    num(F(usd) * (1 - F(off) / 100)))
# parent
old, new = 280000, 308000
add(L, "percent", f"아이 학원비가 {man(old, L)}원에서 {man(new, L)}원으로 올랐어요. 몇 퍼센트 오른 거예요?",
    num(Fr(new - old, old) * 100))
# cyclist
lbw = "17.6"
add(L, "units", f"새로 산 로드자전거 무게가 {lbw}파운드래요. 킬로그램으로 하면요?", num(F(lbw) * LB_KG))
# gardener
pyeong, fac = "30", "3.3058"
add(L, "units", f"주말농장 텃밭이 {pyeong}평이에요. 1평을 {fac}㎡로 치면 몇 제곱미터예요?",
    num(F(pyeong) * F(fac)))
# retiree
kd = date(2027, 8, 15)
add(L, "dates", "2027년 8월 15일 광복절은 무슨 요일이에요?", weekday(kd, L))

# ================================================================ negatives
NEGS = {
    "en": [
        ("opinion", "My son turns 14 next month and wants a 125cc dirt bike for his birthday. Is that a reasonable idea at his age?"),
        ("writing", "Write a short note to my landlord saying the $1,450 rent for March will be 3 days late because my paycheck only comes in on the 5th."),
        ("advice", "I'm running a 10K on June 14 and I'm doing about 25 km a week right now. Any tips for the last two weeks before the race?"),
        ("explain", "What's actually the difference between USB 3.2 Gen 2 and Thunderbolt 4?"),
        ("advice", "We won 3-1 last night and the coach still yelled at us for 20 minutes. How do I bring it up with him without sounding rude?"),
        ("recommendation", "Can you recommend a laptop under $800 with at least 16 GB of RAM for a nursing student?"),
    ],
    "de": [
        ("advice", "Ich bin 67 und will mit Nordic Walking anfangen, so 3-mal die Woche. Worauf sollte ich achten?"),
        ("writing", "Schreib mir eine kurze WhatsApp an die Nachbarn, dass am Samstag, 12.9., ab 19 Uhr unsere Gartenparty steigt und es vielleicht bis 23 Uhr etwas lauter wird."),
        ("explain", "Warum hat mein iPhone 13 nach 2 Jahren nur noch 84 % Akkukapazität? Ist das normal?"),
        ("opinion", "Lohnt sich ein E-Bike für 2.800 € für meinen Arbeitsweg von 14 km, oder bleibe ich lieber beim Auto?"),
        ("howto", "Wie entkalke ich meinen Kaffeevollautomaten, Siemens EQ.6 Serie 300, richtig?"),
        ("translate", "Übersetz bitte ins Englische: „Die Lieferung von 250 Stück kommt voraussichtlich am 3. März gegen 10 Uhr.“"),
    ],
    "fr": [
        ("plan", "J'ai 3 jours à Lisbonne fin octobre avec un budget d'environ 400 €, tu peux me proposer un programme ?"),
        ("howto", "Comment tailler un rosier de 2 ans au mois de mars ?"),
        ("writing", "Écris un petit poème pour les 80 ans de ma grand-mère, elle est née en 1947 à Brest."),
        ("advice", "Mon fils a eu 8,5/20 en maths au premier trimestre, comment l'aider sans le décourager ?"),
        ("explain", "C'est quoi la différence entre un contrat à 35 heures et un forfait jours à 218 jours ?"),
        ("recommendation", "Quel vin servir avec une raclette pour 6 personnes samedi soir, budget 15 € la bouteille ?"),
    ],
    "es": [
        ("plan", "Tengo 42 años y quiero correr mi primer maratón (42,195 km) en abril del año que viene. ¿Por dónde empiezo?"),
        ("writing", "Redáctame un correo para mi jefe pidiendo el viernes 17 libre porque tengo cita médica a las 10:30."),
        ("explain", "¿Por qué el agua hierve a menos de 100 °C cuando estás a 3.000 metros de altura?"),
        ("recommendation", "¿Qué me recomiendas, un Galaxy A55 o un Pixel 8a? Tengo unos 400 € de presupuesto."),
        ("advice", "Mi perro tiene 9 años, pesa 32 kilos y desde hace 2 semanas cojea de la pata trasera. ¿Qué puede ser?"),
        ("writing", "Cuéntame un cuento cortito para dormir sobre un dragón de 3 cabezas que cumple 100 años."),
    ],
    "it": [
        ("opinion", "Ho 15 giorni di ferie ad agosto e circa 2.000 € da spendere: meglio la Sicilia o la Grecia?"),
        ("howto", "Come si fa il lievito madre? Ho letto che va rinfrescato ogni 12 ore a 26 gradi, è vero?"),
        ("writing", "Scrivi un messaggio di auguri per i 50 anni di matrimonio dei miei genitori, sposati il 6 giugno 1976."),
        ("explain", "Che differenza c'è tra una lavatrice da 9 kg in classe A e una in classe C?"),
        ("howto", "Mia figlia ha 14 anni e vuole prendere il patentino per lo scooter 50 cc: cosa serve e come funziona l'esame?"),
        ("translate", "Traduci in inglese: \"Il treno delle 18:45 per Milano viaggia con 20 minuti di ritardo.\""),
    ],
    "pt": [
        ("opinion", "Tenho R$ 5.000 guardados, vale mais a pena deixar na poupança ou colocar no Tesouro Selic?"),
        ("howto", "Como plantar morango num vaso de 30 cm na varanda que pega umas 4 horas de sol?"),
        ("writing", "Escreve uma mensagem de aniversário pro meu chefe, ele faz 60 anos no dia 22."),
        ("advice", "Vou de carro de São Paulo a Salvador no dia 20/12, uns 1.960 km, com duas crianças de 4 e 7 anos. Alguma dica pra viagem?"),
        ("explain", "O que significa glicose em jejum de 105 mg/dL no exame de sangue?"),
        ("recommendation", "Me indica 3 livros de até 200 páginas pra ler nas férias de julho."),
    ],
    "ru": [
        ("opinion", "Мне 35, зарплата 90 000 ₽. Стоит ли брать ипотеку сейчас или лучше подождать пару лет?"),
        ("howto", "Как правильно посадить чеснок под зиму? Грядка у меня 1 на 5 метров."),
        ("writing", "Напиши поздравление коллеге, который 25 лет проработал в нашей компании."),
        ("explain", "Объясни, почему в високосном году 366 дней и откуда взялось 29 февраля."),
        ("recommendation", "Посоветуй фильм на вечер пятницы, что-нибудь вроде «Интерстеллара» 2014 года."),
        ("translate", "Переведи на английский: «Встреча переносится с 14:00 на 16:30 в четверг, кабинет 305»."),
    ],
    "zh": [
        ("advice", "我今年58岁，血压140/90，平时饮食上应该注意些什么？"),
        ("writing", "帮我写一张请假条，6月3日到6月5日请3天事假，回老家办点事。"),
        ("explain", "为什么手机充电到80%以后速度就变慢了？"),
        ("recommendation", "预算3000元左右，推荐一款拍照好一点的手机。"),
        ("plan", "周末带两个孩子（5岁和8岁）去杭州玩两天，帮我安排一下行程。"),
        ("explain", "Python 3.12 和 3.8 主要有哪些区别？"),
    ],
    "ja": [
        ("plan", "来月15日に30人くらいの送別会の幹事をやることになりました。準備の段取りを教えてください。"),
        ("advice", "iPhone 15のバッテリー最大容量が89%になりました。もう交換した方がいいですか？"),
        ("recommendation", "70歳になる母へのプレゼント、5,000円くらいで何がいいと思いますか？"),
        ("translate", "「明日の会議は10時から3階の第2会議室で行います」を英語にしてください。"),
        ("opinion", "毎朝5時に起きて2kmくらい散歩するのって、健康にいいんでしょうか？"),
        ("howto", "トマトの苗を4月下旬に植えたいんですが、株間はどのくらい空ければいいですか？"),
    ],
    "ko": [
        ("recommendation", "32평 아파트 거실을 화이트톤으로 꾸미고 싶은데 어떤 소품이 어울릴까요?"),
        ("plan", "12월 24일이 여자친구랑 만난 지 100일인데 서울에서 데이트 코스 좀 짜줘."),
        ("writing", "팀 동료한테 보낼 메일 써줘. 3분기 보고서를 10월 7일까지 제출해 달라는 내용이야."),
        ("advice", "고2인데 수학 내신이 4등급이에요. 어떻게 공부하면 좋을까요?"),
        ("explain", "갤럭시 S24랑 S23 차이가 뭐예요?"),
        ("opinion", "무릎이 안 좋은 65세 아버지가 하루에 만 보씩 걷는 게 괜찮을까요?"),
    ],
}

LANGS = ["en", "de", "fr", "es", "it", "pt", "ru", "zh", "ja", "ko"]


def main():
    counters = {}
    with open(FRESH, "w", encoding="utf-8") as fh:
        for lang, cat, q, exp in Q:
            key = (lang, cat)
            counters[key] = counters.get(key, 0) + 1
            rec = {"id": f"r11-{lang}-{cat}-{counters[key]}", "category": cat,
                   "language": lang, "question": q, "expect": exp}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with open(NEG, "w", encoding="utf-8") as fh:
        for lang in LANGS:
            for i, (kind, q) in enumerate(NEGS[lang], 1):
                rec = {"id": f"r11neg-{lang}-{i}", "category": "negative", "language": lang,
                       "question": q, "expect": {"no_computation": True}, "kind": kind}
                fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print(f"wrote {len(Q)} -> {FRESH}")
    print(f"wrote {sum(len(v) for v in NEGS.values())} -> {NEG}")


if __name__ == "__main__":
    main()
