"""reading/scale.py: an amount for so many people scaled to another head count, read only when
the question is that: two head counts, one amount, and a request for the new amount."""

from __future__ import annotations

import pytest

from localagent.policies.asked import stated_expression
from localagent.reading.scale import scaled

READ = [
    ("The recipe serves 4 and needs 350 g of flour. How much flour for 10 people?", "350 * 10 / 4"),
    ("Für 6 Personen braucht man 900 g Nudeln, wie viel für 4 Personen?", "900 * 4 / 6"),
    ("4인분에 소고기 600g이면 6인분은 몇 g이에요?", "600 * 6 / 4"),
    ("Une recette pour 4 personnes demande 3 œufs. Combien d'œufs pour 12 personnes ?", "3 * 12 / 4"),
    ("Per 4 persone servono 320 g di riso: quanto riso per 6 persone?", "320 * 6 / 4"),
    ("Rezept für 4 Personen: 500 g Mehl. Ich koche für 6 Personen, wie viel Mehl brauche ich?", "500 * 6 / 4"),
    ("这个菜谱是4人份，需要300克牛肉，6人份需要多少克？", "300 * 6 / 4"),
    ("4人分でお米が3合なら、6人分は何合？", "3 * 6 / 4"),
    # the amount's unit asked by another of its names ("350 g" ... "how many grams")
    ("recipe serves 4 and uses 350 g flour, I'm cooking for 10. how many grams of flour do I need", "350 * 10 / 4"),
    ("На пирог на 8 порций уходит 1,2 кг яблок. Сколько килограммов яблок нужно на 14 порций?", "1.2 * 14 / 8"),
    # several amounts: the one whose unit the request names, alone in that unit
    ("떡볶이 2인분에 떡 400g과 고추장 3큰술이 들어갑니다. 5인분을 만들려면 떡은 몇 g 필요합니까?", "400 * 5 / 2"),
    ("A recipe for 4 people needs 300 g of flour and 200 ml of milk. How many ml for 6 people?", "200 * 6 / 4"),
    # the new head count as "we are so many", or after "per" alone
    ("Per il tiramisù ci vogliono 500 g di mascarpone per 6 persone. Quanti grammi ne servono per 9?", "500 * 9 / 6"),
    ("Il faut 250 g de farine pour 4 personnes. On sera 10, il me faut combien de grammes de farine ?", "250 * 10 / 4"),
    ("La receta es para 6 personas y lleva 300 g de pasta. Si somos 9, ¿cuánta pasta necesito?", "300 * 9 / 6"),
    # the head counts as two counts of one thing made ("makes 24 muffins ... 36 muffins")
    ("The recipe makes 24 muffins with 300 g of sugar. How much sugar for 36 muffins?", "300 * 36 / 24"),
    ("A receita leva 2 ovos e rende 10 fatias. Quero fazer 25 fatias, quantos ovos vou usar?", "2 * 25 / 10"),
]

LEFT_ALONE = [
    "The recipe serves 4 and takes 30 minutes; can I make it for 10 people?",  # asks no amount
    "We are 10 people and the recipe for 4 uses 2 eggs, how many eggs?",  # the new count before the amount
    "The recipe serves 4 and needs 350 g of flour and 2 eggs. How much flour for 10 people?",  # two amounts
    "The recipe serves 4 with 20% fat. How much for 10 people?",  # a percentage
    "For 4 people we paid 80 € and for 6 people 110 €. How much was the tip?",  # each count has its amount
    "The recipe for 4 people takes 45 minutes. How long for 8 people?",  # a time does not scale
    # two amounts in the unit asked
    "A recipe for 4 people needs 300 g of flour and 100 g of sugar. How many grams of flour for 6 people?",
    # three counts of one thing: which two are the head counts is not said
    "The recipe makes 24 muffins, I ate 3 muffins and have 300 g of sugar. How much sugar for 36 muffins?",
    "The recipe makes 24 muffins with 300 g of sugar. How much sugar for 36 cupcakes?",  # another thing
]


@pytest.mark.parametrize("question,expression", READ)
def test_an_amount_scaled_to_another_head_count_is_read(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_other_head_counts_are_left_to_the_model(question: str) -> None:
    assert scaled(question) is None


# The new head count's clause may say a few words of the occasion; none that changes an amount,
# counts more, or asks something else. A mixed number is read once written as digits.
CONTEXT = [
    ("Our soup recipe is for 4 people with 600 g of potatoes. We'll be 10 at the party on Sunday, how much potatoes?",
     "600 * 10 / 4"),
    ("La recette est pour 4 personnes avec 200 g de sucre. On sera 6 samedi soir, combien de sucre ?", "200 * 6 / 4"),
    ("The chili is for 6 people and uses 1 1/2 cups of beans. I have 8 people coming for dinner, how many cups of beans?",
     "1.5 * 8 / 6"),
    # a possessive and the letter left of an apostrophe are no words of the occasion's own
    ("Recipe makes 12 cookies and uses 2.5 cups of flour. I need 30 cookies for my kid's class party. "
     "How many cups of flour should I use?", "2.5 * 30 / 12"),
]  # fmt: skip

CONTEXT_LEFT_ALONE = [
    "The recipe serves 4 and needs 300 g flour. We are 6 and want a double batch, how much flour?",
    "The recipe serves 4 and needs 300 g flour. We are 6 but two are on a diet, how much flour?",
    "The recipe serves 4 and needs 300 g flour. We are 6 and want it less sweet, how much flour?",
    "The recipe serves 4 and needs 300 g flour. We are 6 and the cake is for a sale, how much flour?",
    # five words of the occasion's own, possessives aside: more than a remark
    "The recipe serves 4 and needs 300 g flour. We are 6 for my sister's big summer garden party, how much flour?",
]  # fmt: skip


@pytest.mark.parametrize("question,expression", CONTEXT)
def test_a_few_words_of_the_occasion_beside_the_new_head_count(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize("question", CONTEXT_LEFT_ALONE)
def test_words_that_change_the_amount_or_count_more_are_left_to_the_model(question: str) -> None:
    assert stated_expression(question) is None
