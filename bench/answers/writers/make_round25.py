#!/usr/bin/env python3
"""Writes fresh_round25.jsonl (100 value questions) and fresh_negative25.jsonl
(60 no-computation sentences) into the folder above this script's folder.

Standard library only. Every expected value is computed from the same
variables that are used to format the question text.
"""
import json
import os
from collections import Counter
from datetime import date, timedelta
from decimal import Decimal as D, ROUND_HALF_UP, getcontext
from fractions import Fraction as F

getcontext().prec = 50

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.normpath(os.path.join(HERE, ".."))
OUT_POS = os.path.join(OUT_DIR, "fresh_round25.jsonl")
OUT_NEG = os.path.join(OUT_DIR, "fresh_negative25.jsonl")

# ---------------------------------------------------------------- formatting
SEP = {  # (thousands, decimal)
    "en": (",", "."), "ja": (",", "."),
    "de": (".", ","), "es": (".", ","), "it": (".", ","), "pt": (".", ","),
    "fr": (" ", ","), "ru": (" ", ","),
}


def fmt(x, lang, dp=None, group=True):
    """Format a number the way people in `lang` usually type it."""
    d = x if isinstance(x, D) else D(str(x))
    if dp is None:
        exp = d.normalize().as_tuple().exponent
        dp = max(0, -exp)
    s = format(d, ("," if group else "") + ".%df" % dp)
    th, dec = SEP[lang]
    return s.replace(",", "\x00").replace(".", dec).replace("\x00", th)


WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
            "Saturday", "Sunday"]
MONTHS = {
    "en": ["January", "February", "March", "April", "May", "June", "July",
           "August", "September", "October", "November", "December"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli",
           "August", "September", "Oktober", "November", "Dezember"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet",
           "août", "septembre", "octobre", "novembre", "décembre"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
           "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno",
           "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho",
           "agosto", "setembro", "outubro", "novembro", "dezembro"],
}


def d_en(d):
    return "%s %d, %d" % (MONTHS["en"][d.month - 1], d.day, d.year)


def d_en_short(d):
    return "%d %s %d" % (d.day, MONTHS["en"][d.month - 1][:3], d.year)


def d_num(d):  # 24.12.2025 (de, ru)
    return "%02d.%02d.%d" % (d.day, d.month, d.year)


def d_de(d):
    return "%d. %s %d" % (d.day, MONTHS["de"][d.month - 1], d.year)


def d_fr(d):
    day = "1er" if d.day == 1 else str(d.day)
    return "%s %s %d" % (day, MONTHS["fr"][d.month - 1], d.year)


def d_de_la(d, lang):  # es / pt
    return "%d de %s de %d" % (d.day, MONTHS[lang][d.month - 1], d.year)


def d_it(d):
    return "%d %s %d" % (d.day, MONTHS["it"][d.month - 1], d.year)


def d_ja(d):
    return "%d年%d月%d日" % (d.year, d.month, d.day)


def add_months(d, n):
    y, m = divmod(d.month - 1 + n, 12)
    y += d.year
    m += 1
    if d.day > 28:
        raise ValueError("avoid end-of-month ambiguity")
    return date(y, m, d.day)


# ---------------------------------------------------------------- expectations
def to_dec(v):
    if isinstance(v, F):
        return D(v.numerator) / D(v.denominator)
    if isinstance(v, D):
        return v
    return D(str(v))


def exact(v):
    d = to_dec(v)
    if d == d.to_integral_value():
        return {"number": int(d)}
    return {"number": float(d.quantize(D("0.01"), ROUND_HALF_UP)),
            "tolerance": 0.01}


def approx(v):
    d = to_dec(v).quantize(D("0.01"), ROUND_HALF_UP)
    num = int(d) if d == d.to_integral_value() else float(d)
    return {"number": num, "rel_tolerance": 0.01}


def weekday(d):
    return {"text": WEEKDAYS[d.weekday()]}


# exact conversion factors
IN_CM = F("2.54")
FT_M = F("0.3048")
LB_G = F("453.59237")
LB_KG = LB_G / 1000
OZ_G = LB_G / 16
MI_KM = F("1.609344")
GAL_L = F("3.785411784")


def f_to_c(f):
    return (F(f) - 32) * F(5, 9)


def c_to_f(c):
    return F(c) * F(9, 5) + 32


# ---------------------------------------------------------------- builders
ITEMS = []
_counter = Counter()


def Q(lang, cat, question, expect):
    _counter[(lang, cat)] += 1
    ITEMS.append({
        "id": "r25-%s-%s-%d" % (lang, cat, _counter[(lang, cat)]),
        "category": cat,
        "language": lang,
        "question": question,
        "expect": expect,
    })


def build_positive():
    # ============================== EN (20) ==============================
    L = "en"
    f = lambda x, dp=None, g=True: fmt(x, L, dp, g)
    # math 8
    buns_n, buns_p, coal_n, coal_p, soda_p, guests = 3, D("2.49"), 2, D("8.75"), D("6.99"), 15
    Q(L, "math",
      "grabbing stuff for saturday's bbq (expecting like %d people): %d packs of burger buns "
      "at $%s each, %d bags of charcoal at $%s and a 12-pack of soda for $%s. what's the total?"
      % (guests, buns_n, f(buns_p, 2), coal_n, f(coal_p, 2), f(soda_p, 2)),
      exact(buns_n * buns_p + coal_n * coal_p + soda_p))

    people, check = 7, D("243.60")
    Q(L, "math",
      "We were %d at my mom's birthday dinner and the check came to $%s with tax and tip "
      "already included. If we split it evenly, how much does each of us owe?"
      % (people, f(check, 2)),
      exact(check / people))

    note, latte_n, latte_p, bagel = D(50), 2, D("4.35"), D("3.20")
    Q(L, "math",
      "Paid with a $%s bill for %d lattes at $%s each and a bagel that was $%s. "
      "How much change should I get back?" % (f(note), latte_n, f(latte_p, 2), f(bagel, 2)),
      exact(note - latte_n * latte_p - bagel))

    jar_oz, jar_p = 24, D("5.76")
    Q(L, "math",
      "a %d oz jar of peanut butter is $%s at costco. whats that per ounce"
      % (jar_oz, f(jar_p, 2)),
      exact(jar_p / jar_oz))

    times, age, since = [27, 25, 26, 24, 28], 34, 2023
    Q(L, "math",
      "Trying to track my running progress (I'm %d and only started in %d lol). My last five 5K "
      "times were %s and %d minutes. What's my average time?"
      % (age, since, ", ".join(str(t) for t in times[:-1]), times[-1]),
      exact(D(sum(times)) / len(times)))

    wage, hours = D("17.50"), 32
    Q(L, "math",
      "I make $%s an hour and clocked %d hours this week. How much is that before taxes?"
      % (f(wage, 2), hours),
      exact(wage * hours))

    attendees, pack = 250, 24
    Q(L, "math",
      "Ordering name badges for a conference with %d attendees. They're only sold in packs of %d "
      "— how many packs do I need so everyone gets one?" % (attendees, pack),
      exact(-(-attendees // pack)))

    base_cookies, base_flour, want = 12, D("2.5"), 30
    Q(L, "math",
      "Recipe makes %d cookies and uses %s cups of flour. I need %d cookies for my kid's class "
      "party. How many cups of flour should I use?" % (base_cookies, f(base_flour), want),
      exact(base_flour * want / base_cookies))

    # percent 5
    jacket, off = D("89.99"), 30
    Q(L, "percent",
      "There's a jacket I like for $%s and the store has %d%% off everything this weekend. "
      "What would I pay?" % (f(jacket, 2), off),
      exact(jacket * (100 - off) / 100))

    bill, tip = D("64.50"), 20
    Q(L, "percent", "Bill is $%s. How much is a %d%% tip?" % (f(bill, 2), tip),
      exact(bill * tip / 100))

    laptop, tax = D(1249), D("8.25")
    Q(L, "percent",
      "buying a laptop for $%s and sales tax here is %s%%. what will the total be with tax?"
      % (f(laptop), f(tax)),
      exact(laptop * (100 + tax) / 100))

    rent_old, rent_new = D(1450), D(1566)
    Q(L, "percent",
      "My rent went from $%s to $%s a month this year. What percentage increase is that?"
      % (f(rent_old), f(rent_new)),
      exact((rent_new - rent_old) / rent_old * 100))

    principal, rate, years = D(5000), D(4), 3
    Q(L, "percent",
      "If I put $%s in a CD at %s%% interest compounded annually, how much will be in there "
      "after %d years?" % (f(principal), f(rate), years),
      exact(principal * (1 + rate / 100) ** years))

    # units 4
    butter_g = 250
    Q(L, "units",
      "Recipe from a UK blog says %d g of butter. How many ounces is that?" % butter_g,
      approx(F(butter_g) / OZ_G))

    lis_c = 31
    Q(L, "units", "It's %d°C in Lisbon right now — what's that in Fahrenheit?" % lis_c,
      approx(c_to_f(lis_c)))

    ft, inch = 5, 11
    Q(L, "units", "i'm %d foot %d, how many cm is that" % (ft, inch),
      approx((ft * 12 + inch) * IN_CM))

    kmh = 130
    Q(L, "units",
      "The signs on some German autobahn stretches say %d km/h. How fast is that in mph?" % kmh,
      approx(F(kmh) / MI_KM))

    # dates 3
    a, b = date(2025, 3, 3), date(2025, 7, 19)
    Q(L, "dates", "How many days are there from %s to %s?" % (d_en(a), d_en(b)),
      exact((b - a).days))

    start, n = date(2026, 6, 1), 100
    Q(L, "dates",
      "What day of the week will it be %d days after %s?" % (n, d_en_short(start)),
      weekday(start + timedelta(days=n)))

    d = date(1976, 7, 4)
    Q(L, "dates", "what day of the week was %s" % d_en(d), weekday(d))

    # ============================== DE (15) ==============================
    L = "de"
    f = lambda x, dp=None, g=True: fmt(x, L, dp, g)
    # math 6
    br_n, br_p, rog, ku_n, ku_p = 4, D("0.45"), D("3.80"), 2, D("2.90")
    Q(L, "math",
      "Beim Bäcker: %d Brötchen à %s €, ein Roggenbrot für %s € und %d Stück Käsekuchen je %s €. "
      "Was macht das zusammen?" % (br_n, f(br_p, 2), f(rog, 2), ku_n, f(ku_p, 2)),
      exact(br_n * br_p + rog + ku_n * ku_p))

    words = {5: "fünft"}
    n_p, tisch, rech = 5, 14, D("143.50")
    Q(L, "math",
      "Wir waren gestern zu %s beim Italiener (Tisch %d, super Pizza übrigens), die Rechnung war "
      "%s €. Wenn wir gleichmäßig teilen, wie viel zahlt jeder?" % (words[n_p], tisch, f(rech, 2)),
      exact(rech / n_p))

    schein, eink = D(20), D("13.67")
    Q(L, "math",
      "ich zahl mit nem %ser, einkauf kostet %s €. wie viel krieg ich zurück?"
      % (f(schein), f(eink, 2)),
      exact(schein - eink))

    kwh = [("Januar", 312), ("Februar", 287), ("März", 295)]
    Q(L, "math",
      "Unser Stromverbrauch laut Zähler: %s. Wie hoch ist der Durchschnitt pro Monat?"
      % ", ".join("%s %d kWh" % (m, v) for m, v in kwh),
      exact(D(sum(v for _, v in kwh)) / len(kwh)))

    tank, rest = D(3000), D(1150)
    Q(L, "math",
      "Unser Heizöltank fasst %s Liter, laut Anzeige sind noch %s Liter drin. Wie viele Liter "
      "muss ich bestellen, damit er wieder voll ist?" % (f(tank), f(rest)),
      exact(tank - rest))

    rp, rg, wir = 4, 300, 7
    Q(L, "math",
      "Das Rezept ist für %d Personen mit %d g Spaghetti, wir sind aber %d. Wie viel Gramm Nudeln "
      "brauch ich dann?" % (rp, rg, wir),
      exact(D(rg) * wir / rp))

    # percent 4
    netto, mwst = D(840), 19
    Q(L, "percent",
      "Angebot vom Handwerker: %s € netto zzgl. %d %% MwSt. Wie viel ist das brutto?"
      % (f(netto), mwst),
      exact(netto * (100 + mwst) / 100))

    wm, rab = D(649), 15
    Q(L, "percent",
      "Die Waschmaschine kostet normal %s €, jetzt gibt's %d %% Rabatt. Was kostet sie dann?"
      % (f(wm), rab),
      exact(wm * (100 - rab) / 100))

    gehalt, plus = D(3450), D("4.5")
    Q(L, "percent",
      "Ich verdiene %s € brutto und bekomme ab Januar %s %% mehr. Wie viel Euro sind das mehr "
      "im Monat?" % (f(gehalt), f(plus)),
      exact(gehalt * plus / 100))

    mitgl, anw = D(1250), D(380)
    Q(L, "percent",
      "Von unseren %s Vereinsmitgliedern waren %s bei der Jahreshauptversammlung. Wie viel "
      "Prozent sind das?" % (f(mitgl), f(anw)),
      exact(anw / mitgl * 100))

    # units 3
    ofen_f = 350
    Q(L, "units",
      "Im amerikanischen Rezept steht %d °F für den Ofen – wie viel Grad Celsius sind das?" % ofen_f,
      approx(f_to_c(ofen_f)))

    mara = D("26.2")
    Q(L, "units", "Ein Marathon sind %s Meilen – wie viel km sind das?" % f(mara),
      approx(F(mara) * MI_KM))

    koffer = 23
    Q(L, "units",
      "Mein Koffer darf beim Flug nach New York max. %d kg wiegen. Wie viele lbs sind das?" % koffer,
      approx(F(koffer) / LB_KG))

    # dates 2
    a, b = date(2025, 8, 15), date(2025, 12, 24)
    Q(L, "dates", "Wie viele Tage sind es vom %s bis zum %s?" % (d_num(a), d_num(b)),
      exact((b - a).days))

    d = date(2027, 10, 3)
    Q(L, "dates", "welcher wochentag ist der %s?" % d_de(d), weekday(d))

    # ============================== FR (15) ==============================
    L = "fr"
    f = lambda x, dp=None, g=True: fmt(x, L, dp, g)
    # math 6
    bag_n, bag_p, cam, cid_n, cid_p = 3, D("1.15"), D("2.89"), 2, D("3.40")
    Q(L, "math",
      "J'ai pris %d baguettes à %s €, un camembert à %s € et %d bouteilles de cidre à %s € pièce. "
      "Ça fait combien au total ?" % (bag_n, f(bag_p, 2), f(cam, 2), cid_n, f(cid_p, 2)),
      exact(bag_n * bag_p + cam + cid_n * cid_p))

    conv, addi = 8, D(276)
    Q(L, "math",
      "on était %d au resto hier soir, l'addition fait %s €, ça fait combien par personne ?"
      % (conv, f(addi)),
      exact(addi / conv))

    billet, cour = D(50), D("37.35")
    Q(L, "math",
      "Je paie avec un billet de %s € des courses qui coûtent %s €. On doit me rendre combien ?"
      % (f(billet), f(cour, 2)),
      exact(billet - cour))

    yaourts, pack_p = 6, D("2.34")
    Q(L, "math",
      "Le pack de %d yaourts nature est à %s € au Carrefour d'à côté. Combien coûte un yaourt ?"
      % (yaourts, f(pack_p, 2)),
      exact(pack_p / yaourts))

    vit, h, mn, poids = 18, 2, 40, 11
    Q(L, "math",
      "En vélo (un vieux vélo de %d kg, soit dit en passant) je roule en moyenne à %d km/h. "
      "Combien de km je fais en %d h %d ?" % (poids, vit, h, mn, ),
      exact(F(vit) * (h + F(mn, 60))))

    livres, par = 137, 20
    Q(L, "math",
      "Je déménage et j'ai %d livres à emballer, on peut en mettre %d par carton. Combien de "
      "cartons il me faut au minimum ?" % (livres, par),
      exact(-(-livres // par)))

    # percent 4
    robe, solde = D("79.90"), 40
    Q(L, "percent", "Une robe à %s € soldée à -%d %%, elle revient à combien ?" % (f(robe, 2), solde),
      exact(robe * (100 - solde) / 100))

    ttc, tva = D(144), 20
    Q(L, "percent",
      "Une facture de %s € TTC avec une TVA à %d %%, ça fait combien HT ?" % (f(ttc), tva),
      exact(ttc / (1 + D(tva) / 100)))

    l_old, l_new = D(820), D(861)
    Q(L, "percent",
      "Mon loyer passe de %s € à %s € par mois. C'est une hausse de combien de pour cent ?"
      % (f(l_old), f(l_new)),
      exact((l_new - l_old) / l_old * 100))

    livret, taux = D(2400), D(3)
    Q(L, "percent",
      "J'ai %s € sur mon livret à %s %% par an. Combien d'intérêts je touche au bout d'un an ?"
      % (f(livret), f(taux)),
      exact(livret * taux / 100))

    # units 3
    alt = D(3000)
    Q(L, "units", "Le sommet est à %s m d'altitude, ça fait combien en pieds ?" % f(alt),
      approx(F(alt) / FT_M))

    ny_f = 70
    Q(L, "units",
      "mon amie à New York me dit qu'il fait %d °F, c'est combien en degrés celsius ?" % ny_f,
      approx(f_to_c(ny_f)))

    mph = 65
    Q(L, "units", "%d mph en km/h ça donne quoi ?" % mph, approx(F(mph) * MI_KM))

    # dates 2
    a, b = date(2025, 9, 1), date(2026, 2, 14)
    Q(L, "dates", "Combien de jours y a-t-il entre le %s et le %s ?" % (d_fr(a), d_fr(b)),
      exact((b - a).days))

    d = date(2026, 7, 14)
    Q(L, "dates", "Le %s, ça tombe quel jour de la semaine ?" % d_fr(d), weekday(d))

    # ============================== ES (15) ==============================
    L = "es"
    f = lambda x, dp=None, g=True: fmt(x, L, dp, g)
    # math 6
    tom_kg, tom_p, ceb, huev = 2, D("1.85"), D("1.20"), D("2.95")
    Q(L, "math",
      "Compré %d kg de tomates a %s €/kg, un kilo de cebollas por %s € y una docena de huevos "
      "por %s €. ¿Cuánto gasté en total?" % (tom_kg, f(tom_p, 2), f(ceb, 2), f(huev, 2)),
      exact(tom_kg * tom_p + ceb + huev))

    cena, somos = D(312), 6
    Q(L, "math",
      "La cena de empresa salió %s € y éramos %d. ¿Cuánto tiene que poner cada uno?"
      % (f(cena), somos),
      exact(cena / somos))

    billete, compra = D(1000), D(647)
    Q(L, "math",
      "pague con un billete de $%s y la compra fue de $%s, cuanto me tienen q dar de vuelto?"
      % (f(billete), f(compra)),
      exact(billete - compra))

    notas = [D("7.5"), D(8), D("6.5"), D(9)]
    Q(L, "math",
      "Mis notas del trimestre son %s y %s. ¿Qué promedio tengo?"
      % ("; ".join(f(x) for x in notas[:-1]), f(notas[-1])),
      exact(sum(notas) / len(notas)))

    h_dia, dias, p_h, hermano = 6, 5, D("11.50"), 12
    Q(L, "math",
      "Trabajo %d horas al día de lunes a viernes cuidando a un niño de %d años y me pagan %s € "
      "la hora. ¿Cuánto gano a la semana?" % (h_dia, hermano, f(p_h, 2)),
      exact(h_dia * dias * p_h))

    rec_p, arroz, gente = 4, 400, 10
    Q(L, "math",
      "La receta de paella es para %d personas y lleva %d g de arroz. Si somos %d, ¿cuánto "
      "arroz necesito?" % (rec_p, arroz, gente),
      exact(D(arroz) * gente / rec_p))

    # percent 4
    port, iva = D(650), 21
    Q(L, "percent",
      "Un portátil cuesta %s € sin IVA. Con el %d %% de IVA, ¿cuánto sale?" % (f(port), iva),
      exact(port * (100 + iva) / 100))

    zap, desc = D(120), 25
    Q(L, "percent",
      "Las zapatillas valen %s € y tienen un %d %% de descuento, ¿cuánto pago?" % (f(zap), desc),
      exact(zap * (100 - desc) / 100))

    ok, total = 34, 40
    Q(L, "percent",
      "En el examen teórico del carnet acerté %d de %d preguntas. ¿Qué porcentaje es eso?"
      % (ok, total),
      exact(D(ok) / total * 100))

    cuenta, prop = D(850), 15
    Q(L, "percent",
      "La cuenta fue de $%s y quiero dejar %d %% de propina. ¿De cuánto es la propina?"
      % (f(cuenta), prop),
      exact(cuenta * prop / 100))

    # units 3
    kg = 68
    Q(L, "units", "¿Cuántas libras son %d kg?" % kg, approx(F(kg) / LB_KG))

    term_f = 100
    Q(L, "units",
      "el termómetro que traje de EE. UU. marca %d °F, cuánto es en grados centígrados?" % term_f,
      approx(f_to_c(term_f)))

    pulg = 55
    Q(L, "units",
      "Quiero una tele de %d pulgadas, ¿cuántos centímetros mide la diagonal?" % pulg,
      approx(pulg * IN_CM))

    # dates 2
    a, b = date(2025, 5, 10), date(2025, 12, 31)
    Q(L, "dates", "¿Cuántos días hay del %s al %s?" % (d_de_la(a, L), d_de_la(b, L)),
      exact((b - a).days))

    start, n = date(2026, 1, 20), 45
    Q(L, "dates",
      "¿Qué día de la semana cae %d días después del %s?" % (n, d_de_la(start, L)),
      weekday(start + timedelta(days=n)))

    # ============================== RU (10) ==============================
    L = "ru"
    f = lambda x, dp=None, g=True: fmt(x, L, dp, g)
    # math 4
    kart_kg, kart_p, mol_n, mol_p = 3, D(45), 2, D("89.90")
    Q(L, "math",
      "Купил %d кг картошки по %s руб. за кг и %d пакета молока по %s. Сколько всего вышло?"
      % (kart_kg, f(kart_p), mol_n, f(mol_p, 2)),
      exact(kart_kg * kart_p + mol_n * mol_p))

    vchetv = {4: "вчетвером"}
    chel, kv = 4, D(62000)
    Q(L, "math",
      "Снимаем квартиру %s за %s ₽ в месяц. Сколько платит каждый?" % (vchetv[chel], f(kv)),
      exact(kv / chel))

    v_kmh, t_h = 80, D("3.5")
    Q(L, "math",
      "Поезд идёт со скоростью %d км/ч. Сколько километров он проедет за %s часа?"
      % (v_kmh, f(t_h)),
      exact(v_kmh * t_h))

    bochka, ved_n, ved_l, uch = 200, 3, 12, 17
    Q(L, "math",
      "На участке №%d стоит бочка, в ней было %d литров воды, потом вычерпали %d ведра по %d литров. "
      "Сколько литров осталось?" % (uch, bochka, ved_n, ved_l),
      exact(bochka - ved_n * ved_l))

    # percent 3
    vklad, god = D(150000), 16
    Q(L, "percent",
      "Положила %s руб. на вклад под %d %% годовых. Сколько получу процентов за год?"
      % (f(vklad), god),
      exact(vklad * god / 100))

    c_old, c_new = D(2400), D(2100)
    Q(L, "percent",
      "Кроссовки стоили %s ₽, а теперь %s ₽. На сколько процентов они подешевели?"
      % (f(c_old), f(c_new)),
      exact((c_old - c_new) / c_old * 100))

    kurtka, skidka = D(8990), 35
    Q(L, "percent",
      "куртка за %s руб, скидка %d%%. скока я заплачу?" % (f(kurtka), skidka),
      exact(kurtka * (100 - skidka) / 100))

    # units 2
    bradb = 451
    Q(L, "units", "%d градус по Фаренгейту — это сколько по Цельсию?" % bradb,
      approx(f_to_c(bradb)))

    mil = 60
    Q(L, "units", "Сколько километров в %d милях?" % mil, approx(F(mil) * MI_KM))

    # dates 1
    a, b = date(2025, 6, 12), date(2026, 1, 1)
    Q(L, "dates", "Сколько дней между %s и %s?" % (d_num(a), d_num(b)), exact((b - a).days))

    # ============================== JA (10) ==============================
    L = "ja"
    f = lambda x, dp=None, g=True: fmt(x, L, dp, g)
    # math 4
    ringo_p, ringo_n, mikan = 120, 5, 380
    Q(L, "math",
      "りんごを1個%d円で%d個と、%d円のみかんを1袋買いました。合計いくらですか？"
      % (ringo_p, ringo_n, mikan),
      exact(ringo_p * ringo_n + mikan))

    kaikei, ninzu = D(23400), 6
    Q(L, "math",
      "飲み会の会計が%s円でした。%d人で割り勘すると1人いくら？" % (f(kaikei), ninzu),
      exact(kaikei / ninzu))

    jisoku, hh = 4, 2  # 2時間半 = hh + 0.5
    Q(L, "math", "時速%dkmで%d時間半歩いたら何km進みますか" % (jisoku, hh),
      exact(jisoku * (D(hh) + D("0.5"))))

    man, kaimono = 1, D(3280)
    Q(L, "math", "%d万円札で%s円の買い物をしました。おつりはいくら？" % (man, f(kaimono)),
      exact(man * 10000 - kaimono))

    # percent 2
    zeinuki, shohi = D(1800), 10
    Q(L, "percent", "税抜き%s円の商品、消費税%d%%だと税込みいくら？" % (f(zeinuki), shohi),
      exact(zeinuki * (100 + shohi) / 100))

    teika, wari = D(4500), 2  # 2割引 = 20% off
    Q(L, "percent", "定価%s円のシャツが%d割引き。いくらになる？" % (f(teika), wari),
      exact(teika * (10 - wari) / 10))

    # units 2
    kashi = D("98.6")
    Q(L, "units", "華氏%s度って摂氏だと何度？" % f(kashi), approx(f_to_c(F(kashi))))

    mairu = 10
    Q(L, "units", "%dマイルは何キロメートルですか？" % mairu, approx(F(mairu) * MI_KM))

    # dates 2
    d = date(2025, 12, 25)
    Q(L, "dates", "%sは何曜日？" % d_ja(d), weekday(d))

    a, b = date(2025, 4, 1), date(2025, 9, 1)
    Q(L, "dates", "%sと%sの差は何日ですか？" % (d_ja(a), d_ja(b)), exact((b - a).days))

    # ============================== IT (10) ==============================
    L = "it"
    f = lambda x, dp=None, g=True: fmt(x, L, dp, g)
    # math 4
    mele_kg, mele_p, etti, etto_p = D("1.5"), D("2.20"), 3, D("2.80")
    Q(L, "math",
      "Al mercato ho preso %s kg di mele a %s €/kg e %d etti di prosciutto a %s € l'etto. "
      "Quanto ho speso?" % (f(mele_kg), f(mele_p, 2), etti, f(etto_p, 2)),
      exact(mele_kg * mele_p + etti * etto_p))

    siamo, conto = 9, D(315)
    Q(L, "math", "Siamo in %d a cena e il conto è %s €, quanto viene a testa?" % (siamo, f(conto)),
      exact(conto / siamo))

    banconota, spesa, civico = D(50), D("32.45"), 12
    Q(L, "math",
      "ho pagato con %s euro una spesa di %s € al supermercato di via Roma %d, quanto mi devono "
      "dare di resto?" % (f(banconota), f(spesa, 2), civico),
      exact(banconota - spesa))

    voti = [D(6), D("7.5"), D(8), D("6.5"), D(7)]
    Q(L, "math",
      "I voti di mia figlia in matematica quest'anno: %s. Che media ha?"
      % "; ".join(f(v) for v in voti),
      exact(sum(voti) / len(voti)))

    # percent 3
    fatt, iva_it = D(250), 22
    Q(L, "percent",
      "Fattura di %s € + IVA al %d%%, quanto pago in totale?" % (f(fatt), iva_it),
      exact(fatt * (100 + iva_it) / 100))

    giacca, sconto = D("59.90"), 20
    Q(L, "percent",
      "Una giacca da %s € scontata del %d%%: quanto costa?" % (f(giacca, 2), sconto),
      exact(giacca * (100 - sconto) / 100))

    st_old, st_new = D(1800), D(1890)
    Q(L, "percent",
      "Lo stipendio è passato da %s € a %s € netti. Di quanto è aumentato in percentuale?"
      % (f(st_old), f(st_new)),
      exact((st_new - st_old) / st_old * 100))

    # units 2
    mezza = D("13.1")
    Q(L, "units",
      "La mezza maratona di New York è %s miglia, quanti chilometri sono?" % f(mezza),
      approx(F(mezza) * MI_KM))

    galloni = 5
    Q(L, "units", "Quanti litri sono %d galloni americani?" % galloni, approx(galloni * GAL_L))

    # dates 1
    d = date(1945, 4, 25)
    Q(L, "dates", "Che giorno della settimana era il %s?" % d_it(d), weekday(d))

    # ============================== PT (5) ==============================
    L = "pt"
    f = lambda x, dp=None, g=True: fmt(x, L, dp, g)
    arroz_n, arroz_p, fei_n, fei_p, fam = 3, D("24.90"), 2, D("8.75"), 4
    Q(L, "math",
      "Fiz o mercado do mês pra família de %d pessoas: %d pacotes de arroz a R$ %s cada e %d de "
      "feijão a R$ %s. Quanto deu tudo?" % (fam, arroz_n, f(arroz_p, 2), fei_n, f(fei_p, 2)),
      exact(arroz_n * arroz_p + fei_n * fei_p))

    nota, conta = D(100), D("63.40")
    Q(L, "math",
      "Paguei com uma nota de R$ %s uma conta de R$ %s. Quanto é o troco?" % (f(nota), f(conta, 2)),
      exact(nota - conta))

    sal, aum = D(3200), D("7.5")
    Q(L, "percent",
      "Meu salário é R$ %s e vou ter um aumento de %s%%. Qual vai ser o novo salário?"
      % (f(sal, 2), f(aum)),
      exact(sal * (100 + aum) / 100))

    libras = 180
    Q(L, "units", "quantos quilos são %d libras?" % libras, approx(libras * LB_KG))

    a, b = date(2025, 9, 7), date(2025, 12, 25)
    Q(L, "dates",
      "Quantos dias faltam de %s até %s?" % (d_de_la(a, L), d_de_la(b, L)),
      exact((b - a).days))


# ---------------------------------------------------------------- negatives
NEG = [
    # ---- en
    ("en", "advice", "My landlord wants to raise the rent from $1,400 to $1,550 next year. Any tips on how to negotiate with him without getting on his bad side?"),
    ("en", "translation", "How do you say \"the meeting is at 3:30 on Friday in room 204\" in Spanish?"),
    ("en", "reminder", "remind me that the dentist appointment is on March 12, 2026 at 9:15am"),
    ("en", "story", "Write a short bedtime story about a 300-year-old dragon who collects 1,000 buttons."),
    ("en", "thanks", "thanks!! the 20% tip thing worked out perfectly last night"),
    ("en", "explanation", "What does it actually mean when my phone charger says 5V 2A? Explain it like I'm 12."),
    ("en", "opinion", "Is a 2019 Honda Civic with 85,000 miles for $14,500 a good deal in your opinion, or should I keep looking?"),
    ("en", "recommendation", "Can you recommend a decent laptop under $800 for a college freshman? She'll mostly take notes and watch Netflix."),
    ("en", "request", "Help me write a polite email to my boss asking to move my vacation from July 7–18 to August 4–15."),
    ("en", "small_talk", "I just ran my first 10k in 58 minutes and I'm so happy!!"),
    # ---- de
    ("de", "advice", "Mein Arzt sagt, ich soll unter 2.000 kcal am Tag bleiben – hast du Tipps für Abendessen, die trotzdem satt machen?"),
    ("de", "translation", "Was heißt „Das Zimmer kostet 95 Euro pro Nacht inklusive Frühstück“ auf Englisch?"),
    ("de", "reminder", "Erinnere mich bitte daran, dass der TÜV am 14.11.2025 fällig ist."),
    ("de", "explanation", "Warum hat ein Jahr eigentlich 365 Tage und alle 4 Jahre einen Schalttag? Erklär mir das mal einfach."),
    ("de", "opinion", "Was hältst du davon, mit 58 Jahren noch mal den Job zu wechseln?"),
    ("de", "recommendation", "Kannst du mir ein gutes Buch für den Urlaub empfehlen? Ich flieg am 3. August für 2 Wochen nach Kreta."),
    ("de", "request", "Schreib mir bitte eine kurze Kündigung für meinen Fitnessstudio-Vertrag, Mitgliedsnummer 48213, zum 31.12.2025."),
    ("de", "thanks", "Danke dir, das mit den 250 g Butter statt Margarine hat super geklappt, der Kuchen war top!"),
    ("de", "story", "Erzähl mir eine lustige Geschichte über einen Dackel, der 3 Kilo Würstchen vom Grill geklaut hat."),
    ("de", "small_talk", "Heute hatten wir 34 Grad im Schatten, ich schmelz gleich dahin 😅"),
    # ---- fr
    ("fr", "advice", "J'ai 2 300 € d'économies et je voudrais commencer à investir, tu me conseilles quoi pour débuter sans trop de risques ?"),
    ("fr", "translation", "Comment on dit « mon vol part à 7 h 45 du terminal 2E » en anglais ?"),
    ("fr", "reminder", "Rappelle-moi que l'anniversaire de ma sœur est le 18 juin, elle aura 40 ans."),
    ("fr", "explanation", "Pourquoi l'eau bout à 100 °C au niveau de la mer mais à moins en montagne ? Tu peux m'expliquer ?"),
    ("fr", "opinion", "Tu penses quoi d'une Clio de 2017 avec 120 000 km à 9 500 € ? ça vaut le coup ou pas ?"),
    ("fr", "recommendation", "Tu peux me recommander un vin rouge autour de 15 € pour accompagner un gigot pour 6 personnes ?"),
    ("fr", "request", "Aide-moi à rédiger un message à mon propriétaire pour lui dire que le chauffage de l'appart 12B est en panne depuis le 3 janvier."),
    ("fr", "thanks", "Merci beaucoup pour ton aide avec le budget de 500 € pour la fête, tout s'est super bien passé !"),
    ("fr", "story", "Raconte-moi une petite histoire sur un chat qui vit au 7e étage d'un immeuble parisien."),
    ("fr", "small_talk", "ce matin il faisait -5 °C à Lyon, j'ai failli pas sortir du lit haha"),
    # ---- es
    ("es", "advice", "Tengo 35 años y gano 1.800 € al mes, ¿qué consejos me das para empezar a ahorrar para la jubilación?"),
    ("es", "translation", "¿Cómo se dice en inglés «la reunión se pasó al jueves 15 a las 10:00»?"),
    ("es", "reminder", "Recuérdame pagar la factura de la luz de 67,40 € antes del 5 de octubre."),
    ("es", "explanation", "¿Por qué el IVA en España es del 21 % y en otros países es distinto? Explícamelo fácil."),
    ("es", "opinion", "¿Qué opinas del Madrid después del 4-0 del sábado? ¿Está para ganar la Champions?"),
    ("es", "recommendation", "Recomiéndame una serie cortita, de unos 8 capítulos, para ver este finde."),
    ("es", "request", "Ayúdame a escribir un anuncio para vender mi bici de 2021, talla M, por 350 €."),
    ("es", "thanks", "¡Gracias! Con lo de los 3 kg de harina me salió el pan perfecto."),
    ("es", "story", "Cuéntame un cuento para niños sobre 7 ranitas que viven en un estanque."),
    ("es", "small_talk", "ayer cumplí 30 años y me siento igual que con 20 jaja"),
    # ---- ru
    ("ru", "advice", "Мне 45, вешу 92 кг, хочу начать бегать — с чего лучше начать, посоветуй?"),
    ("ru", "translation", "Как по-английски сказать «мой номер телефона +7 912 345-67-89, звоните после 18:00»?"),
    ("ru", "reminder", "Напомни мне, что 23 февраля в 19:30 ужин у родителей."),
    ("ru", "explanation", "Объясни простыми словами, почему ЦБ поднял ключевую ставку до 21 % и как это влияет на ипотеку."),
    ("ru", "opinion", "Как думаешь, стоит ли брать iPhone 13 за 45 000 рублей в 2025 году или лучше подождать?"),
    ("ru", "recommendation", "Посоветуй фильм на вечер, что-нибудь не длиннее 2 часов и не слишком грустное."),
    ("ru", "request", "Помоги написать заявление на отпуск с 14 по 27 июля 2025 года."),
    ("ru", "thanks", "Спасибо, пирог по рецепту на 6 порций получился отличный!"),
    ("ru", "story", "Придумай сказку про ёжика, которому исполнилось 100 лет."),
    ("ru", "small_talk", "сегодня на улице -25, а я шапку дома забыл 🥶"),
    # ---- pt
    ("pt", "advice", "Tenho uma dívida de R$ 4.500 no cartão com juros de 12% ao mês, o que você me aconselha fazer?"),
    ("pt", "translation", "Como se diz em inglês \"o check-in é às 14h e o check-out às 11h\"?"),
    ("pt", "reminder", "Me lembra de renovar a CNH até 20/03/2026, por favor."),
    ("pt", "explanation", "Por que o Brasil tem 26 estados e um Distrito Federal? Me explica a história disso."),
    ("pt", "opinion", "O que você acha de um Gol 2015 com 90 mil km por R$ 38 mil? Vale a pena?"),
    ("pt", "recommendation", "Me indica um restaurante bom em Lisboa pra levar 10 pessoas, algo até 25 € por pessoa?"),
    ("pt", "request", "Me ajuda a escrever uma mensagem de aniversário pra minha avó que vai fazer 90 anos no dia 12?"),
    ("pt", "thanks", "Valeu demais pela ajuda com a planilha das 3 contas!"),
    ("pt", "story", "Conta uma história curtinha sobre um pescador que pegou um peixe de 50 kg."),
    ("pt", "small_talk", "Hoje fez 38 graus no Rio, tô derretendo aqui kkkk"),
]


def build_negative():
    out, cnt = [], Counter()
    for lang, kind, text in NEG:
        cnt[lang] += 1
        out.append({
            "id": "r25neg-%s-%d" % (lang, cnt[lang]),
            "category": "negative",
            "language": lang,
            "question": text,
            "expect": {"no_computation": True},
            "kind": kind,
        })
    return out


def write(path, rows):
    with open(path, "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


def main():
    build_positive()
    neg = build_negative()
    ids = [r["id"] for r in ITEMS] + [r["id"] for r in neg]
    assert len(ids) == len(set(ids)), "duplicate ids"
    assert len(ITEMS) == 100, len(ITEMS)
    assert len(neg) == 60, len(neg)
    write(OUT_POS, ITEMS)
    write(OUT_NEG, neg)
    print("wrote %d -> %s" % (len(ITEMS), OUT_POS))
    print("wrote %d -> %s" % (len(neg), OUT_NEG))
    print("by language:", dict(Counter(r["language"] for r in ITEMS)))
    print("by category:", dict(Counter(r["category"] for r in ITEMS)))
    print("negatives by language:", dict(Counter(r["language"] for r in neg)))
    print("negatives by kind:", dict(Counter(r["kind"] for r in neg)))


if __name__ == "__main__":
    main()
