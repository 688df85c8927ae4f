#!/usr/bin/env python3
"""Write two fresh evaluation sets (round 8).

fresh_round8.jsonl     100 single-value questions, 10 per language
                       (4 math, 3 percent, 2 units, 1 dates).
fresh_negative8.jsonl  60 sentences with numbers that ask for no computed value.

Every expected value is computed here from the same exact values that are
formatted into the question (fractions.Fraction, datetime).
Standard library only.
"""
import datetime
import json
import os
from fractions import Fraction as F

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.dirname(HERE)  # bench/answers
POS_PATH = os.path.join(OUT_DIR, "fresh_round8.jsonl")
NEG_PATH = os.path.join(OUT_DIR, "fresh_negative8.jsonl")

LANGS = ["en", "de", "fr", "es", "it", "pt", "zh", "ja", "ko", "ru"]

# exact unit definitions
MILE_KM = F("1.609344")
LB_KG = F("0.45359237")
GAL_L = F("3.785411784")
INCH_CM = F("2.54")
FOOT_IN = 12
OZ_G = F("28.349523125")


def f_to_c(f):
    return (F(f) - 32) * F(5, 9)


WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]

# (thousands separator, decimal mark, grouping rule)
# grouping rule: "all" = group from 4 digits, "min5" = only from 5 digits,
# "none" = never
STYLE = {
    "en": (",", ".", "all"),
    "zh": (",", ".", "none"),
    "ja": (",", ".", "all"),
    "ko": (",", ".", "all"),
    "de": (".", ",", "all"),
    "es": (".", ",", "min5"),
    "it": (".", ",", "all"),
    "pt": (".", ",", "all"),
    "fr": (" ", ",", "all"),
    "ru": (" ", ",", "all"),
}


def fmt(x, lang, dp=None, group=None):
    """Format an exact number the way the language writes it.

    dp: number of decimals to show (None = as many as the value needs)."""
    x = F(x)
    if dp is None:
        dp = 0
        while (x * 10 ** dp).denominator != 1:
            dp += 1
            assert dp <= 6, x
    scaled = x * 10 ** dp
    assert scaled.denominator == 1, (x, dp)
    scaled = int(scaled)
    neg = scaled < 0
    s = str(abs(scaled)).rjust(dp + 1, "0")
    ip, fp = (s[:-dp], s[-dp:]) if dp else (s, "")
    sep, dec, rule = STYLE[lang]
    if group is not None:
        rule = group
    if (rule == "all" and len(ip) > 3) or (rule == "min5" and len(ip) > 4):
        parts = []
        while len(ip) > 3:
            parts.insert(0, ip[-3:])
            ip = ip[:-3]
        parts.insert(0, ip)
        ip = sep.join(parts)
    out = ip + (dec + fp if dp else "")
    return ("-" if neg else "") + out


def money(x, lang, **kw):
    """Money with two decimals."""
    return fmt(x, lang, dp=2, **kw)


def num(x):
    """Expected number: int when integral, else rounded to 2 decimals (no ties)."""
    x = F(x)
    if x.denominator == 1:
        return int(x)
    frac = (x * 100) - ((x * 100).numerator // (x * 100).denominator)
    assert frac != F(1, 2), ("rounding tie", x)
    r = round(x, 2)
    return float(r)


def add_months(d, n):
    m = d.month - 1 + n
    y = d.year + m // 12
    m = m % 12 + 1
    return datetime.date(y, m, d.day)  # raises if the day does not exist


D = datetime.date

pos = []
counters = {}


def add(lang, cat, question, expect):
    key = (lang, cat)
    counters[key] = counters.get(key, 0) + 1
    pos.append({
        "id": "r8-%s-%s-%d" % (lang, cat, counters[key]),
        "category": cat,
        "language": lang,
        "question": question,
        "expect": expect,
    })


def N(x):
    return {"number": num(x)}


def DT(d):
    return {"date": d.isoformat()}


def WD(d):
    return {"text": WEEKDAYS[d.weekday()]}


# ---------------------------------------------------------------- English
L = "en"
a, pa, b, pb = 3, F("4.75"), 2, F("1.20")
add(L, "math", f"I'm picking up {a} notebooks at ${money(pa, L)} each and {b} pens at ${money(pb, L)} each. How much is that altogether?",
    N(a * pa + b * pb))
start, e1, e2 = F(200), F("38.50"), F("64.99")
add(L, "math", f"I started the day with ${fmt(start, L)}, then spent ${money(e1, L)} on groceries and ${money(e2, L)} on a pair of shoes. How much do I have left?",
    N(start - e1 - e2))
bill, people = F("187.40"), 4
add(L, "math", f"Dinner came to ${money(bill, L)} and there are {people} of us splitting it evenly. What does each person pay?",
    N(bill / people))
vals = [F("82.10"), F("95.45"), F("77.30")]
add(L, "math", f"Could you tell me the average of my last three electric bills? They were ${money(vals[0], L)}, ${money(vals[1], L)} and ${money(vals[2], L)}.",
    N(sum(vals) / len(vals)))
pct, check = 18, F("64.50")
art = "an" if str(pct).startswith("8") or pct in (11, 18) else "a"
add(L, "percent", f"What's {art} {pct}% tip on a ${money(check, L)} check?",
    N(check * pct / 100))
old, new = F(1450), F(1530)
add(L, "percent", f"My rent is going up from ${fmt(old, L)} to ${fmt(new, L)} a month. What percent increase is that?",
    N((new - old) / old * 100))
price, off = F("129.99"), 25
add(L, "percent", f"There's a jacket I like for ${money(price, L)} and it's {off}% off this weekend. What would it cost me?",
    N(price * (100 - off) / 100))
ft, inch = 5, 11
add(L, "units", f"My son is {ft} feet {inch} inches tall. How tall is that in centimeters?",
    N((ft * FOOT_IN + inch) * INCH_CM))
mi = F("13.1")
add(L, "units", f"I ran {fmt(mi, L)} miles on Sunday. How many kilometers is that?",
    N(mi * MILE_KM))
d1, d2 = D(2025, 3, 3), D(2025, 8, 19)
EN_MONTHS = ["January", "February", "March", "April", "May", "June", "July",
             "August", "September", "October", "November", "December"]
add(L, "dates", f"How many days are there between {EN_MONTHS[d1.month - 1]} {d1.day}, {d1.year} and {EN_MONTHS[d2.month - 1]} {d2.day}, {d2.year}?",
    N((d2 - d1).days))

# ---------------------------------------------------------------- German
L = "de"
DE_MONTHS = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli",
             "August", "September", "Oktober", "November", "Dezember"]
DE_ZU = {2: "zweit", 3: "dritt", 4: "viert", 5: "fünft", 6: "sechst",
         7: "siebt", 8: "acht"}
n, p = 4, F("7.49")
add(L, "math", f"Ich nehme {n} Flaschen Olivenöl à {money(p, L)} €. Was macht das zusammen?",
    N(n * p))
start, e1, e2 = F(500), F("129.90"), F(245)
add(L, "math", f"Von meinen {fmt(start, L)} € Urlaubsgeld sind schon {money(e1, L)} € für die Bahn und {fmt(e2, L)} € fürs Hotel weg. Wie viel bleibt mir noch?",
    N(start - e1 - e2))
people, bill = 6, F("213.60")
add(L, "math", f"Wir waren zu {DE_ZU[people]} essen und die Rechnung liegt bei {money(bill, L)} €. Wie viel zahlt jeder, wenn wir gleichmäßig teilen?",
    N(bill / people))
vals = [F("12.35"), F("8.90"), F("23.15"), F("4.60")]
add(L, "math", "Kannst du mir kurz die Summe ausrechnen? " + ", ".join(money(v, L) + " €" for v in vals[:-1]) + f" und {money(vals[-1], L)} €.",
    N(sum(vals)))
pct, base = 19, F(1249)
add(L, "percent", f"Wie viel sind {pct} % Mehrwertsteuer auf {fmt(base, L)} €?",
    N(base * pct / 100))
total, part = 840, 273
add(L, "percent", f"Unser Verein hat {total} Mitglieder, {part} davon haben bei der Abstimmung mitgemacht. Wie viel Prozent sind das?",
    N(F(part, total) * 100))
old, new = F("0.38"), F("0.32")
add(L, "percent", f"Mein Strompreis geht von {money(old, L)} € auf {money(new, L)} € pro kWh runter. Um wie viel Prozent wird es billiger?",
    N((old - new) / old * 100))
tf = 350
add(L, "units", f"Im amerikanischen Rezept steht {tf} °F. Wie viel Grad Celsius sind das?",
    N(f_to_c(tf)))
h, m = 2, 45
add(L, "units", f"Die Fahrt dauert {h} Stunden und {m} Minuten – wie viele Minuten sind das insgesamt?",
    N(h * 60 + m))
d = D(1989, 11, 9)
add(L, "dates", f"Welcher Wochentag war der {d.day}. {DE_MONTHS[d.month - 1]} {d.year}?",
    WD(d))

# ---------------------------------------------------------------- French
L = "fr"
FR_MONTHS = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet",
             "août", "septembre", "octobre", "novembre", "décembre"]
a, pa, b, pb = 3, F("1.35"), 2, F("1.20")
add(L, "math", f"J'achète {a} baguettes à {money(pa, L)} € et {b} croissants à {money(pb, L)} €, ça me fait combien en tout ?",
    N(a * pa + b * pb))
start, e1, e2 = F(1200), F(785), F("92.40")
add(L, "math", f"J'avais {fmt(start, L)} € sur mon compte, j'ai payé le loyer de {fmt(e1, L)} € et une facture d'électricité de {money(e2, L)} €. Il me reste combien ?",
    N(start - e1 - e2))
people, cost = 5, F("1137.50")
add(L, "math", f"On loue un gîte à {people} pour {money(cost, L)} € la semaine. Ça fait combien par personne ?",
    N(cost / people))
vals = [F("42.80"), F("37.50"), F("55.10"), F("48.60")]
add(L, "math", "Pourriez-vous me calculer la moyenne de ces additions : " + ", ".join(money(v, L) + " €" for v in vals[:-1]) + f" et {money(vals[-1], L)} € ?",
    N(sum(vals) / len(vals)))
pct, bill = 15, F("86.40")
add(L, "percent", f"Combien fait un pourboire de {pct} % sur une addition de {money(bill, L)} € ?",
    N(bill * pct / 100))
old, new = F("29.99"), F("34.99")
add(L, "percent", f"Mon abonnement passe de {money(old, L)} € à {money(new, L)} € par mois. Ça représente une hausse de combien en pourcentage ?",
    N((new - old) / old * 100))
price, off = F(1490), 30
add(L, "percent", f"Un canapé à {fmt(price, L)} € est soldé à -{off} %. Il coûte combien maintenant ?",
    N(price * (100 - off) / 100))
oz = 12
add(L, "units", f"Ma recette américaine demande {oz} onces de chocolat, ça fait combien en grammes ?",
    N(oz * OZ_G))
mph = 65
add(L, "units", f"Aux États-Unis, la vitesse est limitée à {mph} mph sur autoroute. Ça fait combien en km/h ?",
    N(mph * MILE_KM))
d, k = D(2025, 7, 14), 90
add(L, "dates", f"Quelle date serons-nous {k} jours après le {d.day} {FR_MONTHS[d.month - 1]} {d.year} ?",
    DT(d + datetime.timedelta(days=k)))

# ---------------------------------------------------------------- Spanish
L = "es"
ES_MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
             "agosto", "septiembre", "octubre", "noviembre", "diciembre"]
a, pa, pb = 6, F("0.85"), F("2.39")
add(L, "math", f"Compré {a} botellas de agua a {money(pa, L)} € cada una y un paquete de galletas de {money(pb, L)} €. ¿Cuánto gasté en total?",
    N(a * pa + pb))
start, e1, e2 = F(350), F("127.45"), F("58.90")
add(L, "math", f"Tenía {fmt(start, L)} € para todo el mes y ya llevo {money(e1, L)} € en el súper y {money(e2, L)} € en gasolina. ¿Cuánto me queda?",
    N(start - e1 - e2))
people, bill = 3, F("94.62")
add(L, "math", f"Somos {people} en el piso y la factura de la luz ha llegado de {money(bill, L)} €. ¿Cuánto le toca pagar a cada uno?",
    N(bill / people))
vals = [F("15.75"), F("32.40"), F("8.95"), F(120)]
add(L, "math", f"¿Me sumas estos gastos, porfa? {money(vals[0], L)} €, {money(vals[1], L)} €, {money(vals[2], L)} € y {fmt(vals[3], L)} €.",
    N(sum(vals)))
pct, base = 21, F(480)
add(L, "percent", f"¿Cuánto es el {pct} % de IVA de una factura de {fmt(base, L)} €?",
    N(base * pct / 100))
total, part = 28, 21
add(L, "percent", f"En mi clase somos {total} y aprobaron {part}. ¿Qué porcentaje aprobó?",
    N(F(part, total) * 100))
old, new = F(240), F(312)
add(L, "percent", f"El billete de avión costaba {fmt(old, L)} € la semana pasada y ahora está a {fmt(new, L)} €. ¿Cuánto ha subido en porcentaje?",
    N((new - old) / old * 100))
lb = 165
add(L, "units", f"¿Cuántos kilos son {lb} libras?",
    N(lb * LB_KG))
gal = 15
add(L, "units", f"Un depósito de {gal} galones, ¿cuántos litros son?",
    N(gal * GAL_L))
d1, d2 = D(2026, 2, 1), D(2026, 5, 15)
add(L, "dates", f"¿Cuántos días hay entre el {d1.day} de {ES_MONTHS[d1.month - 1]} de {d1.year} y el {d2.day} de {ES_MONTHS[d2.month - 1]} de {d2.year}?",
    N((d2 - d1).days))

# ---------------------------------------------------------------- Italian
L = "it"
IT_MONTHS = ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno",
             "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"]
ka, pa, kb, pb = 2, F("2.30"), 3, F("1.15")
add(L, "math", f"Prendo {ka} kg di mele a {money(pa, L)} € al chilo e {kb} kg di patate a {money(pb, L)} € al chilo: quanto spendo in tutto?",
    N(ka * pa + kb * pb))
start, e1, e2 = F(80), F("23.50"), F("12.80")
add(L, "math", f"Avevo {fmt(start, L)} € nel portafoglio, ho speso {money(e1, L)} € al mercato e {money(e2, L)} € in farmacia. Quanto mi è rimasto?",
    N(start - e1 - e2))
bill, people = F(156), 8
add(L, "math", f"Il conto della pizzeria è di {fmt(bill, L)} € e siamo in {people}. Quanto paga ciascuno?",
    N(bill / people))
vals = [F(210), F("185.50"), F("232.30")]
add(L, "math", f"Mi calcoli la media di queste spese settimanali? {fmt(vals[0], L)} €, {money(vals[1], L)} € e {money(vals[2], L)} €.",
    N(sum(vals) / len(vals)))
pct, base = 22, F(1350)
add(L, "percent", f"Quanto fa il {pct}% di IVA su {fmt(base, L)} €?",
    N(base * pct / 100))
salary, rent = F(1840), F(460)
add(L, "percent", f"Su uno stipendio di {fmt(salary, L)} € ne pago {fmt(rent, L)} di affitto. Che percentuale è?",
    N(rent / salary * 100))
price, off = F("89.90"), 20
add(L, "percent", f"Un paio di scarpe costa {money(price, L)} € e c'è il {off}% di sconto. Quanto le pago alla fine?",
    N(price * (100 - off) / 100))
ft, inch = 6, 2
add(L, "units", f"Mio cugino è alto {ft} piedi e {inch} pollici, quanti centimetri sono?",
    N((ft * FOOT_IN + inch) * INCH_CM))
tf = 77
add(L, "units", f"Le previsioni per New York dicono {tf} °F: quanti gradi centigradi sono?",
    N(f_to_c(tf)))
d = D(2026, 12, 25)
add(L, "dates", f"Che giorno della settimana sarà il {d.day} {IT_MONTHS[d.month - 1]} {d.year}?",
    WD(d))

# ---------------------------------------------------------------- Portuguese (Brazil)
L = "pt"
PT_MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho",
             "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"]
n, p = 5, F("12.90")
add(L, "math", f"Comprei {n} cadernos a R$ {money(p, L)} cada. Quanto deu no total?",
    N(n * p))
sal, e1, e2 = F(2500), F(1100), F("387.65")
add(L, "math", f"Recebi R$ {money(sal, L)} de salário e já paguei R$ {money(e1, L)} de aluguel e R$ {money(e2, L)} de contas. Quanto sobrou?",
    N(sal - e1 - e2))
bill, people = F(642), 12
add(L, "math", f"A conta do churrasco deu R$ {money(bill, L)} e vamos dividir entre {people} pessoas. Quanto fica pra cada um?",
    N(bill / people))
vals = [F("45.90"), F("19.99"), F("134.50")]
add(L, "math", f"Quanto dá a soma de R$ {money(vals[0], L)}, R$ {money(vals[1], L)} e R$ {money(vals[2], L)}?",
    N(sum(vals)))
pct, bill = 10, F("287.40")
add(L, "percent", f"Quanto é {pct}% de gorjeta numa conta de R$ {money(bill, L)}?",
    N(bill * pct / 100))
old, new = F("5.79"), F("6.19")
add(L, "percent", f"A gasolina subiu de R$ {money(old, L)} para R$ {money(new, L)} o litro. Qual foi o aumento em porcentagem?",
    N((new - old) / old * 100))
off, price = 15, F(3299)
add(L, "percent", f"Se eu conseguir {off}% de desconto numa TV de R$ {money(price, L)}, quanto vou pagar?",
    N(price * (100 - off) / 100))
mi = F("26.2")
add(L, "units", f"Uma maratona tem {fmt(mi, L)} milhas. Quanto dá em quilômetros?",
    N(mi * MILE_KM))
kmh = 100
add(L, "units", f"Quanto é {kmh} km/h em milhas por hora?",
    N(kmh / MILE_KM))
d, w = D(2025, 10, 20), 6
add(L, "dates", f"Que dia vai ser {w} semanas depois de {d.day} de {PT_MONTHS[d.month - 1]} de {d.year}?",
    DT(d + datetime.timedelta(weeks=w)))

# ---------------------------------------------------------------- Chinese
L = "zh"
ZH_ZHE = {9: "九", 8: "八", 7: "七", 6: "六", 5: "五"}
pj, jin, ps = F("6.8"), 3, F("12.5")
add(L, "math", f"超市苹果{fmt(pj, L)}元一斤，我买了{jin}斤，又拿了一瓶{fmt(ps, L)}元的酱油，一共多少钱？",
    N(pj * jin + ps))
sal, rent, shop = F(8500), F(3200), F("1865.5")
add(L, "math", f"这个月工资{fmt(sal, L)}元，交完{fmt(rent, L)}元房租，又网购花了{fmt(shop, L)}元，还剩多少？",
    N(sal - rent - shop))
people, bill = 7, F(938)
add(L, "math", f"我们{people}个人吃火锅一共花了{fmt(bill, L)}元，AA的话每人多少钱？",
    N(bill / people))
vals = [F(45), F("62.5"), F(38), F("71.5")]
add(L, "math", "帮我算一下这几天的平均花费：" + "、".join(fmt(v, L) + "元" for v in vals) + "。",
    N(sum(vals) / len(vals)))
price, zhe = F(399), 8
add(L, "percent", f"一件衣服原价{fmt(price, L)}元，打{ZH_ZHE[zhe]}折以后多少钱？",
    N(price * zhe / 10))
total, girls = 45, 18
add(L, "percent", f"我们班{total}个人，女生有{girls}个，女生占百分之多少？",
    N(F(girls, total) * 100))
old, new = F(4200), F(4500)
add(L, "percent", f"去年房租每月{fmt(old, L)}元，今年涨到{fmt(new, L)}元，涨了百分之几？",
    N((new - old) / old * 100))
ft, inch = 5, 7
add(L, "units", f"身高{ft}英尺{inch}英寸是多少厘米？",
    N((ft * FOOT_IN + inch) * INCH_CM))
gal = F("1.5")
add(L, "units", f"{fmt(gal, L)}加仑等于多少升？",
    N(gal * GAL_L))
d, k = D(2025, 12, 20), 100
add(L, "dates", f"{d.year}年{d.month}月{d.day}日再过{k}天是几月几号？",
    DT(d + datetime.timedelta(days=k)))

# ---------------------------------------------------------------- Japanese
L = "ja"
a, pa, b, pb = 4, F(180), 2, F(150)
add(L, "math", f"1個{fmt(pa, L)}円のおにぎりを{a}個と、{fmt(pb, L)}円のお茶を{b}本買うと、合計いくらになりますか？",
    N(a * pa + b * pb))
wallet, e1, e2 = F(10000), F(1280), F(2640)
add(L, "math", f"財布に{wallet // 10000}万円入っていて、ランチで{fmt(e1, L)}円、本屋で{fmt(e2, L)}円使いました。残りはいくらですか？",
    N(wallet - e1 - e2))
bill, people = F(25600), 8
add(L, "math", f"飲み会の会計が{fmt(bill, L)}円でした。{people}人で割り勘すると1人いくらですか？",
    N(bill / people))
el, gas, water = F(8450), F(4320), F(3180)
add(L, "math", f"今月の光熱費は電気{fmt(el, L)}円、ガス{fmt(gas, L)}円、水道{fmt(water, L)}円でした。全部でいくらですか？",
    N(el + gas + water))
price, tax = F(3980), 10
add(L, "percent", f"税抜{fmt(price, L)}円の商品に消費税{tax}%がかかると、税込でいくらになりますか？",
    N(price * (100 + tax) / 100))
full, got = 120, 87
add(L, "percent", f"テストで{full}点満点中{got}点でした。何パーセントですか？",
    N(F(got, full) * 100))
old, new = F(2400), F(2160)
add(L, "percent", f"持っている株が{fmt(old, L)}円から{fmt(new, L)}円に下がりました。何%下がったことになりますか？",
    N((old - new) / old * 100))
tf = F("98.6")
add(L, "units", f"華氏{fmt(tf, L)}度って摂氏だと何度ですか？",
    N(f_to_c(tf)))
mins = 150
add(L, "units", f"{mins}分は何時間ですか？",
    N(F(mins, 60)))
d, k = D(2026, 1, 15), 3
add(L, "dates", f"{d.year}年{d.month}月{d.day}日の{k}か月後は何月何日ですか？",
    DT(add_months(d, k)))

# ---------------------------------------------------------------- Korean
L = "ko"


def man(x):
    x = int(x)
    assert x % 10000 == 0
    return fmt(x // 10000, L) + "만"


p, n = F(4500), 5
add(L, "math", f"아메리카노 한 잔에 {fmt(p, L)}원인데 {n}잔 사면 얼마예요?",
    N(p * n))
allow, e1, e2 = F(50000), F(18000), F(12500)
add(L, "math", f"용돈 {man(allow)} 원 중에 책 사는 데 {fmt(e1, L)}원, 밥값으로 {fmt(e2, L)}원 썼어요. 얼마 남았어요?",
    N(allow - e1 - e2))
bill, people = F(360000), 9
add(L, "math", f"회식비가 총 {man(bill)} 원 나왔는데 {people}명이 똑같이 나누면 한 사람당 얼마예요?",
    N(bill / people))
vals = [F(12300), F(8700), F(15600)]
add(L, "math", "이번 주 택시비가 " + ", ".join(fmt(v, L) + "원" for v in vals) + " 나왔는데 평균 얼마 쓴 거예요?",
    N(sum(vals) / len(vals)))
sal, pct = F(3200000), 15
add(L, "percent", f"월급 {man(sal)} 원에서 {pct}%를 저축하면 한 달에 얼마 저축하는 거예요?",
    N(sal * pct / 100))
old, new = F(12500000), F(14000000)
add(L, "percent", f"작년 매출이 {man(old)} 원이었고 올해는 {man(new)} 원이에요. 몇 퍼센트 늘었나요?",
    N((new - old) / old * 100))
price, off = F(45000), 30
add(L, "percent", f"정가 {fmt(price, L)}원짜리 운동화를 {off}% 할인하면 얼마예요?",
    N(price * (100 - off) / 100))
lb = 150
add(L, "units", f"몸무게 {lb}파운드면 몇 킬로그램이에요?",
    N(lb * LB_KG))
km = F("42.195")
add(L, "units", f"마라톤 거리 {fmt(km, L)}km는 몇 마일이에요?",
    N(km / MILE_KM))
d = D(2027, 3, 1)
add(L, "dates", f"{d.year}년 {d.month}월 {d.day}일은 무슨 요일이에요?",
    WD(d))

# ---------------------------------------------------------------- Russian
L = "ru"
RU_MONTHS_GEN = ["января", "февраля", "марта", "апреля", "мая", "июня",
                 "июля", "августа", "сентября", "октября", "ноября", "декабря"]
a, pa, b, pb = 3, F(489), 2, F("94.90")
add(L, "math", f"Взял {a} пачки кофе по {fmt(pa, L)} ₽ и {b} пакета молока по {money(pb, L)} ₽. Сколько всего вышло?",
    N(a * pa + b * pb))
start, e1, e2 = F(15000), F(6450), F("2380.50")
add(L, "math", f"У меня было {fmt(start, L)} рублей, заплатил {fmt(e1, L)} за коммуналку и {money(e2, L)} за интернет с телефоном. Сколько осталось?",
    N(start - e1 - e2))
people, bill = 5, F(7850)
add(L, "math", f"Ужин на {people} человек обошёлся в {fmt(bill, L)} ₽. Сколько с каждого, если делить поровну?",
    N(bill / people))
vals = [F(1290), F(1450), F(1175), F(1380)]
add(L, "math", "Посчитайте, пожалуйста, среднюю цену: " + ", ".join(fmt(v, L) + " ₽" for v in vals[:-1]) + f" и {fmt(vals[-1], L)} ₽.",
    N(sum(vals) / len(vals)))
pct, sal = 13, F(85000)
add(L, "percent", f"Сколько составит НДФЛ {pct} % с зарплаты {fmt(sal, L)} рублей?",
    N(sal * pct / 100))
old, new = F(2400), F(2760)
add(L, "percent", f"Билет подорожал с {fmt(old, L)} ₽ до {fmt(new, L)} ₽. На сколько процентов?",
    N((new - old) / old * 100))
total, yes = 1200, 354
add(L, "percent", f"Из {fmt(total, L)} опрошенных {yes} ответили «да». Какой это процент?",
    N(F(yes, total) * 100))
inch = 32
add(L, "units", f"Диагональ телевизора {inch} дюйма — это сколько сантиметров?",
    N(inch * INCH_CM))
oz = 8
add(L, "units", f"Сколько граммов в {oz} унциях?",
    N(oz * OZ_G))
d, k = D(2026, 3, 8), 45
add(L, "dates", f"Какое число было за {k} дней до {d.day} {RU_MONTHS_GEN[d.month - 1]} {d.year} года?",
    DT(d - datetime.timedelta(days=k)))

# ---------------------------------------------------------------- negatives
NEG = {
    "en": [
        ("howto", "I bought 3 shirts at $20 each last week. How do I return one of them if I lost the receipt?"),
        ("recommendation", "We're 4 people and dinner was $120 last time we went to the Italian place downtown. Can you recommend somewhere nicer for a birthday?"),
        ("writing", "Could you write a short, polite email to my landlord saying the $1,450 rent will be 5 days late this month?"),
        ("explanation", "Why do gas prices always end in 9/10 of a cent, like $3.599?"),
        ("opinion", "My 6:45 am flight on June 12 got cancelled and the airline only offered me a $50 voucher. Is that fair?"),
        ("advice", "Is 7 hours of sleep a night enough for a 35-year-old who works out 4 times a week?"),
    ],
    "de": [
        ("howto", "Ich habe 2 Pullover für je 39,95 € online bestellt und einer ist zu klein. Wie läuft die Rücksendung normalerweise ab?"),
        ("recommendation", "Wir sind 4 Personen und haben ungefähr 120 € fürs Abendessen eingeplant – lieber zum Italiener oder zum Griechen?"),
        ("writing", "Kannst du mir eine kurze Kündigung für mein Fitnessstudio schreiben? Mitgliedsnummer 48213, Kündigung zum 31.03.2026."),
        ("complaint", "Mein ICE hatte am 14. Mai schon wieder 95 Minuten Verspätung. Ist das bei der Bahn inzwischen normal, oder sollte ich mich beschweren?"),
        ("explanation", "Warum steht auf Lebensmitteln immer „pro 100 g“ und nicht einfach pro Portion?"),
        ("advice", "Lohnt es sich, für 1,5 % Zinsen ein Tagesgeldkonto zu eröffnen, oder lasse ich die 5.000 € besser auf dem Girokonto?"),
    ],
    "fr": [
        ("howto", "J'ai acheté 3 chemises à 20 € chacune, comment je fais pour en rendre une ?"),
        ("recommendation", "On est 6 avec environ 250 € pour le week-end, vous nous conseillez quoi comme activités à Lyon ?"),
        ("writing", "Pouvez-vous m'aider à rédiger un petit message pour annuler mon rendez-vous du 3 mars à 14 h 30 chez le dentiste ?"),
        ("explanation", "Pourquoi les prix se terminent-ils si souvent en ,99 €, genre 19,99 € ?"),
        ("complaint", "Mon colis de 2 kg devait arriver le 12 et on est le 20, toujours rien. C'est quand même inadmissible, non ?"),
        ("opinion", "Franchement, un 15 sur 20 à l'oral du bac de français, c'est une bonne note ?"),
    ],
    "es": [
        ("howto", "Compré 2 pantalones a 35 € cada uno y uno me queda grande. ¿Qué tengo que hacer para cambiarlo por otra talla?"),
        ("recommendation", "Somos 4 y la última cena nos salió por 120 €. ¿Qué restaurante de Madrid nos recomiendas para la próxima vez?"),
        ("writing", "¿Me escribes un mensaje bonito para mi abuela, que cumple 90 años el 8 de agosto?"),
        ("explanation", "¿Por qué el IVA general en España es del 21 % y el del pan y la leche es mucho más bajo?"),
        ("complaint", "Llevo 45 minutos esperando al técnico que tenía que venir a las 10:00 y nadie me avisa de nada. ¿Esto es normal?"),
        ("advice", "¿Es buena idea correr 10 km todos los días si estoy empezando?"),
    ],
    "it": [
        ("howto", "Ho comprato 3 magliette a 15 € l'una su un sito online, ma una è arrivata strappata: come faccio il reso?"),
        ("recommendation", "Siamo in 5 con un budget di 30 € a testa, mi consigli una trattoria tipica a Roma?"),
        ("writing", "Mi scrivi una mail per il mio capo per chiedere le ferie dal 10 al 21 agosto?"),
        ("explanation", "Perché il modello 730 si chiama proprio così?"),
        ("complaint", "Il regionale delle 7:42 ha 20 minuti di ritardo per la terza volta questa settimana. Ma è possibile?"),
        ("opinion", "Secondo te vale la pena spendere 1.200 € per uno smartphone o ne basta uno da 300 €?"),
    ],
    "pt": [
        ("howto", "Comprei 2 tênis de R$ 299,90 cada pela internet e um veio com defeito. Como faço pra trocar?"),
        ("recommendation", "Somos 4 e da última vez a janta saiu R$ 480,00. Que restaurante em São Paulo você indica pra comemorar um aniversário?"),
        ("writing", "Pode escrever um aviso pro grupo do condomínio dizendo que vai ter mudança no apartamento 302 no dia 15 de março?"),
        ("explanation", "Por que o CPF tem 11 dígitos?"),
        ("complaint", "Meu plano de internet é de 500 mega e a velocidade não passa de 100. Vale a pena reclamar na Anatel?"),
        ("opinion", "O Brasil ganhou a final de 2002 por 2 a 0. Na sua opinião, quem foi o melhor jogador daquela Copa?"),
    ],
    "zh": [
        ("howto", "我在网上买了3件T恤，每件89元，有一件尺码不对，怎么申请退货？"),
        ("recommendation", "我们4个人，人均预算150元左右，周末在上海吃什么比较好？"),
        ("writing", "帮我写一张请假条，5月6日到5月8日我要请3天病假。"),
        ("explanation", "为什么12306买火车票要提前15天才能抢？"),
        ("complaint", "快递说2天就到，结果等了8天还没到，这也太离谱了吧？"),
        ("advice", "每天喝8杯水真的有必要吗？"),
    ],
    "ja": [
        ("howto", "3,000円のシャツを2枚買ったんですが、1枚だけ返品することはできますか？手続きはどうすればいいですか？"),
        ("recommendation", "4人で予算は1人5,000円くらいなんですが、渋谷でおすすめの居酒屋はありますか？"),
        ("writing", "3月31日付けで退職するので、お世話になった方々へのあいさつメールを書いてもらえますか？"),
        ("explanation", "どうして日本の消費税には10%と8%の2種類があるんですか？"),
        ("complaint", "朝8時15分の電車がまた10分遅れて、会社に遅刻しそうになりました。本当に困ります。"),
        ("opinion", "TOEIC 650点って、就職活動でアピールになりますか？"),
    ],
    "ko": [
        ("howto", "3만 원짜리 티셔츠를 2장 샀는데 한 장만 환불하려면 어떻게 해야 하나요?"),
        ("recommendation", "저희 4명인데 1인당 3만 원 정도로 강남에서 회식할 만한 곳 추천해 주세요."),
        ("writing", "5월 8일 어버이날에 부모님께 드릴 짧은 편지 좀 써 줄래요?"),
        ("explanation", "한국 나이는 왜 태어나자마자 1살이에요?"),
        ("complaint", "택배가 3일 전에 도착 예정이었는데 아직도 안 왔어요. 너무 짜증나요."),
        ("opinion", "토익 800점이면 대기업 지원할 때 괜찮은 점수인가요?"),
    ],
    "ru": [
        ("howto", "Купил 2 рубашки по 1 500 ₽ в интернет-магазине, одна не подошла по размеру. Как её вернуть?"),
        ("recommendation", "Нас 5 человек, бюджет около 3 000 ₽ на каждого — посоветуйте ресторан в Петербурге на день рождения."),
        ("writing", "Помогите написать заявление на отпуск с 1 по 14 июля 2026 года."),
        ("explanation", "Почему единый номер экстренных служб 112, а скорую до сих пор можно вызвать по 103?"),
        ("complaint", "Заказ № 58214 обещали доставить 10 марта, сегодня уже 17-е, а курьера всё нет. Это вообще нормально?"),
        ("advice", "Стоит ли сейчас брать ипотеку под 18 % годовых или лучше подождать?"),
    ],
}

neg = []
for lang in LANGS:
    for i, (kind, q) in enumerate(NEG[lang], 1):
        neg.append({
            "id": "r8neg-%s-%d" % (lang, i),
            "category": "negative",
            "language": lang,
            "question": q,
            "expect": {"no_computation": True},
            "kind": kind,
        })

# ---------------------------------------------------------------- checks
assert len(pos) == 100, len(pos)
assert len(neg) == 60, len(neg)
for lang in LANGS:
    got = {c: counters.get((lang, c), 0) for c in ("math", "percent", "units", "dates")}
    assert got == {"math": 4, "percent": 3, "units": 2, "dates": 1}, (lang, got)
    assert sum(1 for r in neg if r["language"] == lang) == 6, lang
ids = [r["id"] for r in pos + neg]
assert len(ids) == len(set(ids))


def write(path, rows):
    with open(path, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


write(POS_PATH, pos)
write(NEG_PATH, neg)
print("wrote %d lines to %s" % (len(pos), POS_PATH))
print("wrote %d lines to %s" % (len(neg), NEG_PATH))
