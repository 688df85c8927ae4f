"""reading/change.py: a percentage change of one amount, read from the whole question in ten
languages; and the sentences it must leave alone (more than the change, two amounts, no
direction, content it does not account for)."""

from __future__ import annotations

import pytest

from localagent.policies.asked import stated_expression
from localagent.reading.change import Change, change, change_between
from localagent.tools.calculator import evaluate

READ = [
    ("A jacket costs $120 and is 25% off, how much do I pay?", 90),
    ("My rent is 850 and it goes up by 4%. What will I pay?", 884),
    ("Die Miete von 800 Euro steigt um 5 %. Wie viel zahle ich dann?", 840),
    ("Ein Mantel kostet 200 € und ist 30 % reduziert. Was kostet er jetzt?", 140),
    ("Un manteau coûte 80 € avec 15 % de réduction, combien je paie ?", 68),
    ("Una giacca costa 120 € ed è scontata del 25%, quanto la pago?", 90),
    ("Стипендию 3 200 ₽ подняли на 12,5 %. Сколько теперь буду получать?", 3600),
    ("A passagem pra Recife tá R$ 1.280,00 e no Pix tem 15% de desconto. Quanto fica pagando no Pix?", 1088),
    ("jacket was $129.99, it's 35% off now. what do i actually pay (no tax)?", 84.4935),  # "no tax" asks no tax
    # one amount, one percentage, one direction, how much asked: the words around are context
    ("en rebajas las zapatillas tienen un 40% de descuento, costaban 89,95. cuanto me quedan??", 53.97),
    ("年金が月14万8千円なんですが、2.7%上がるといくらになりますか？", 151996),
    # requests and directions the lexicons lacked
    (
        "Landlord just told me my rent of $1,850/month is going up 4.5% next year. What will I be paying per month?",
        1933.25,
    ),
    ("Die Jacke kostet normal 129,99 € und ist gerade um 30% reduziert. Was zahl ich dann?", 90.993),
    ("My rent is 850 and the landlord just raised it by 4%. What am I paying now?", 884),  # the data's words: context
    ("월세 85만원인데 집주인이 5% 올린대요 ㅠㅠ 얼마 내야 돼요?", 892500),
    # the saving asked is the change
    ("Ein Wintermantel kostet 189,90 €. Im Schlussverkauf gibt es darauf 30 % Rabatt. Wie viel Euro spart man?", 56.97),
    ("L'affitto è di 750 euro e aumenta del 3%, di quanti euro aumenta?", 22.5),  # the change asked
    ("O aluguel de R$ 1.500 subiu 6%, qual é o novo valor?", 1590),  # 1.500 as Portuguese writes it
    ("Um tênis custa R$ 280 e está com 15% de desconto, quanto fica?", 238),
    ("Мой телефон стоит 20000 рублей, скидка 15%. Сколько заплачу?", 17000),
    ("5만 원짜리 옷을 20% 할인하면 얼마야?", 40000),
    ("월세 60만 원이 3% 오르면 얼마 오르는 거예요?", 18000),
    # A Chinese discount in tenths of the price paid ("打七折": 30% off, "打九五折": 5% off).
    ("一双鞋原价300元，打七折，打完折多少钱？", 210),
    ("这台电脑原价5000元，打九五折后多少钱？", 4750),
    # A Japanese change in tenths ("2割引き": 20% off, "1割増し": 10% more).
    ("定価6,000円のコートが2割引きになってます。いくらで買えますか？", 4800),
    ("定価2,000円が1割増しになるといくら？", 2200),
    ("月薪8000，涨薪10%之后是多少？", 8800),
    # the value asked by its name alone ("final price?")
    ("A $599 phone with 20% off: final price?", 479.2),
    ("Un telefono da 599 € con il 20% di sconto: prezzo finale?", 479.2),
    # "¿En cuánto se queda?" asks what it comes to, "¿En cuánto subió?" the change
    ("La tele cuesta 549 € y tiene un 15 % de descuento. ¿En cuánto se queda?", 466.65),
    ("El alquiler de 800 € subió un 5 %. ¿En cuánto subió?", 40),
    # the amount asked by its name after the change ("sale price", "Bruttobetrag", "nouveau loyer"), or
    # with the part ("con IVA"); "quel sera" asks
    ("those boots were $80 and they're 25% off today. what's the sale price?", 60),
    ("Netto sind es 400 €, dazu kommen noch 19 % MwSt. Wie hoch ist der Bruttobetrag?", 476),
    ("Mon abonnement de 40 € augmente de 5 % en mars. Quel sera le nouvel abonnement ?", 42),
    ("La mesa cuesta 200 € sin IVA y el IVA es del 21 %. ¿Cuánto es con IVA?", 242),
    ("C'est les soldes : -20 % sur une veste à 90 €. Elle coûte combien du coup ?", 72),
    ("Soldes !! Une robe à 60 € avec -25 %, elle coûte combien après la réduc ?", 45),
    ("Just got a 3% raise on my $50,000 salary 🎉 what's my new yearly salary?", 51500),
]

LEFT_ALONE = [
    "those boots were $80 and they're 25% off today. is the sale worth it?",  # no value asked
    "La mesa cuesta 200 € sin IVA y el IVA es del 21 %. ¿Me la recomiendas?",
    "Reserve 3 units of A-100 at 25% off",  # an action, and two numbers
    "We won 4-2 yesterday, 50% of the games this season",
    "My salary is 3000 and I got a 10% raise, any tips for negotiating next year?",  # asks for tips
    "The price went up 10% to $55 last week, how much did the store owner say it was?",  # $55 is the new price
    "My rent of $1,200 rose 5%, how many percent is that of my pay?",  # a percentage asked
    "Comprei 4 camisetas de R$ 45 e ganhei 10% de desconto no total, quanto paguei?",  # two amounts
    "The jacket costs $120 and is 25% wool, how much is it?",  # no direction
    "Prices went up 5% and down 3% this year, how much is a loaf of 2 dollars now?",  # both ways, two amounts
    "Our team of five people in the big office costs 5000 and got 10% more budget, what now?",  # no thing's name
    "这家店打八折吗？我想买一件300元的外套",  # asks whether, no value
    "原价300元，打七折还是打八折划算？",  # two discounts
    "定価6,000円のコートが2割引きになってます。お得ですか？",  # no value asked
    "What's a fair final price for a used car from 2015?",  # no amount and no change
]


@pytest.mark.parametrize("question, value", READ)
def test_a_percentage_change_the_question_states_is_computed(question: str, value: float) -> None:
    expression = stated_expression(question)
    assert expression is not None
    assert float(evaluate(expression)) == pytest.approx(value)


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_a_sentence_that_is_more_than_a_change_is_left_to_the_model(question: str) -> None:
    assert change(question) is None


def test_the_expression_says_what_is_asked() -> None:
    assert Change(80, 25, up=False, asked_change=False).expression() == "80 * (1 - 25 / 100)"
    assert Change(80.5, 10, up=True, asked_change=False).expression() == "80.5 * (1 + 10 / 100)"
    assert Change(750, 3, up=True, asked_change=True).expression() == "750 * 3 / 100"


BETWEEN = [
    ("The price went from 250 to 215. By what percent did it fall?", 14),
    ("Der Preis für das Fahrrad ist von 250 € auf 215 € gefallen. Um wie viel Prozent ist er gesunken?", 14),
    ("Mon salaire passe de 2 400 € à 2 520 € net, ça fait une augmentation de combien de pour cent ?", 5),
    ("A gasolina aqui subiu de R$ 5,80 para R$ 6,09. Qual foi o aumento percentual?", 5),
    ("Le gazole est passé de 1,72 € à 1,89 €. Ça fait une hausse de combien de pourcents (arrondi à 0,01) ?", 9.88),
    # from one amount to another, a direction said: the words around them are context
    ("La población del pueblo pasó de 12.400 a 13.950 habitantes en diez años. ¿En qué porcentaje creció?", 12.5),
    ("주가가 52,000원에서 47,300원으로 떨어졌는데 몇 퍼센트 하락한 거야?", 9.038461538),
    ("Хлеб подорожал с 80 до 92 рублей. На сколько процентов?", 15),
    ("I had 80 followers and now 120 followers. By what percentage did it go up?", 50),  # one thing named twice
    # plural verbs and "they": shoes cost, now cost, got cheaper
    ("Кроссовки стоили 2 400 ₽, а теперь 2 100 ₽. На сколько процентов они подешевели?", 12.5),
    ("月薪从8000元涨到9200元，涨了百分之几？", 15),
    ("家賃が8万円から9万円に上がりました。何パーセント上がりましたか？", 12.5),
    ("월급이 280만 원에서 301만 원으로 올랐는데 몇 퍼센트 오른 거야?", 7.5),
    # The data's own words ("landlord", "a month") before a request that reads whole (data_request.py)
    ("Our landlord just raised the rent from $1,450 to $1,595 a month. By what percent did it go up?", 10),
    # No from/to: the direction says which amount the change is counted from, in either order.
    ("Our bill was $150 in January and $120 in February. By what percentage did it go down?", 20),
    ("定価3,200円の商品が2,400円で売られています。何パーセント引きですか？", 25),
    ("O aluguel foi de R$ 1.200 para R$ 1.260. Qual foi o reajuste em %?", 5),
]

NOT_BETWEEN = [
    # the second amount is what came, no level of the first's thing (it had been 240 over 36: 566 %)
    "La mia newsletter aveva 240 iscritti, questo mese ne sono arrivati 36 nuovi. Di che percentuale sono cresciuto?",
    "I drove from 9 to 5 today, what percent of the day is that?",  # hours, and more asked
    "Prices fell from $250 to $215 in our shop, what percentage is left for the sale?",  # what is left asked
    "We went from 3 players to 5 players, which percentage of the team is new?",
    "Von 1.200 Mitarbeitern arbeiten 276 im Homeoffice. Wie viel Prozent sind das?",  # a share, not a change
    "Flights from 9 to 11 am, what percent chance of delay?",
    "The price went from 250 to 215.",  # no percentage asked
    "My bill was $142 in January and $119 in February. Why did it go down?",
    "I earn 3000 and my wife 3500. What percentage is that?",  # no direction: a share (share.py)
]


@pytest.mark.parametrize("question, value", BETWEEN)
def test_a_change_from_one_amount_to_another_is_computed_as_a_percentage(question: str, value: float) -> None:
    expression = stated_expression(question)
    assert expression is not None
    assert float(evaluate(expression)) == pytest.approx(value)


@pytest.mark.parametrize("question", NOT_BETWEEN)
def test_a_sentence_that_is_more_than_a_change_between_amounts_is_left_alone(question: str) -> None:
    assert change_between(question) is None


# A sign before the percentage, as a shop's label writes a change, says its direction where no
# word does; a percentage that ends a range is no change of a count of items.
SIGNED = [
    ("Jacke 80 €, heute -25 %. Was zahle ich?", 60),
    ("Chaqueta de 80 € con -25 %. ¿Cuánto pago?", 60),
    ("-25 % sur une veste à 80 €, combien je paie ?", 60),
    ("Borsa da 120 €, oggi -30 %: quanto la pago?", 84),
]  # fmt: skip

SIGNED_LEFT_ALONE = [
    "-25 % sur une veste à 80 €, c'est une bonne affaire ?",  # no value asked
    "A 5-10% discount on $80, what do I pay?",  # a range
    "Die Miete von 800 € steigt um -5 %, wie viel zahle ich?",  # a word says up, the sign down
]  # fmt: skip


@pytest.mark.parametrize(("question", "value"), SIGNED)
def test_a_sign_before_the_percentage_says_the_direction(question: str, value: float) -> None:
    expression = stated_expression(question)
    assert expression is not None
    assert float(evaluate(expression)) == pytest.approx(value)


@pytest.mark.parametrize("question", SIGNED_LEFT_ALONE)
def test_a_signed_percentage_that_asks_nothing_or_ends_a_range_is_left_alone(question: str) -> None:
    assert stated_expression(question) is None
