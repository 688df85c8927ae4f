"""reading/packing.py: how many containers so many things fill, read only when the request names
the containers and, where the size does not divide the count, says which way it rounds."""

from __future__ import annotations

import pytest

from localagent.policies.asked import stated_expression
from localagent.reading.packing import packing

READ = [
    ("Bonjour, nous devons ranger 1 248 bouteilles dans des cartons de 24. Combien de cartons nous faut-il ?",
     "1248 / 24"),
    ("We have 157 cookies and pack them in bags of 12. How many bags do we need?", "ceil(157 / 12)"),
    ("We have 157 cookies and pack them in bags of 12. How many full bags?", "floor(157 / 12)"),
    # the groups' count asked, not their total (groups.py had read 183 * 52)
    ("Una scuola porta in gita 183 persone con pullman da 52 posti. Quanti pullman servono?", "ceil(183 / 52)"),
    # the size after a verb the container holds with; the container named again in another form
    ("We made 130 muffins and each tray holds 24. How many trays can we fill completely?", "floor(130 / 24)"),
    ("Zur Feier kommen 75 Gäste und an einen Tisch passen 6 Leute. Wie viele Tische brauchen wir?", "ceil(75 / 6)"),
    ("Едут 95 туристов, в микроавтобус помещается 18 человек. Сколько микроавтобусов нужно?", "ceil(95 / 18)"),
    # a round table asks no rounding; the container named by the last part of a compound ("Kisten")
    ("We have 90 guests and each round table seats 8. How many tables do we need?", "ceil(90 / 8)"),
    ("Wir haben 500 Bücher und in eine Bücherkiste passen 40 Stück. Wie viele Kisten brauchen wir?", "ceil(500 / 40)"),
    ("Abbiamo 45 invitati e ogni tavolo ne tiene 8. Quanti tavoli ci servono?", "ceil(45 / 8)"),
    # the container the request asks how many of, named in the one clause that holds its size
    ("Somos 95 en el viaje y cada furgoneta tiene 12 plazas. ¿Cuántas furgonetas hacen falta?", "ceil(95 / 12)"),
    ("Ordering 130 mugs for the team. They're sold in crates of 12 — how many crates do I need?", "ceil(130 / 12)"),
    # two counts said together, then the size
    ("We're bringing 61 kids plus 7 parents. Each minibus seats 15. How many minibuses do we need?",
     "ceil((61 + 7) / 15)"),
    ("Sortie : 45 élèves + 5 profs, et les cars ont 50 places chacun. Il faut combien de cars ?", "(45 + 5) / 50"),
    # a German round table is no rounding either
    ("Wir haben 58 Gäste, an einen runden Tisch passen 8 Leute. Wie viele Tische brauchen wir?", "ceil(58 / 8)"),
    # a verb before "de" is no container ("Preciso de 300 latas" had been a container of 300: ceil(24 / 300));
    # the container holds its size by "tem", "trae"; "brauch", "devo comprare" ask what is needed
    ("Preciso de 300 latas e cada caixa tem 24. Quantas caixas preciso comprar?", "ceil(300 / 24)"),
    ("Necesito 300 latas y cada caja trae 24. ¿Cuántas cajas necesito?", "ceil(300 / 24)"),
    ("Ich hab 1.250 Fliesen und in einen Karton passen 48 Stück. Wie viele Kartons brauch ich?", "ceil(1250 / 48)"),
    ("Devo spedire 1.000 inviti e le buste si vendono in confezioni da 75. Quante confezioni devo comprare?",
     "ceil(1000 / 75)"),
]  # fmt: skip

LEFT_ALONE = [
    # the request's word after its how-many phrase is what is asked, not another word it holds
    "Preciso de 300 latas e 24 copos. Quantas caixas preciso comprar?",
    "We have 157 cookies and pack them in bags of 12. How many bags?",  # which way to round is not said
    "We have 157 cookies and pack them in bags of 12. How many cookies are left over?",  # not the bags
    "We have 157 cookies and pack them in bags of 12. Which bags look best?",  # no value asked
    "I have 3 kg of flour and bags of 500 g. How many bags do I need?",  # measures: portions.py
    "We made 130 muffins and each tray holds 24. How many trays?",  # which way to round is not said
    "We made 130 muffins and each tray holds 24. How many muffins are on the last tray?",  # not the trays
    "Zur Feier kommen 75 Gäste und an einen Tisch passen 6 Leute. Welche Tischdeko passt dazu?",
    "I packed 120 eggs and 12 boxes. How many boxes do I need?",  # 12 counts the boxes: no size
    "We have 40 kids, 3 teachers and buses of 20. How many buses do we need?",  # a list, no "plus"
    "We're bringing 61 kids plus 7 parents. Each minibus seats 15. Which minibus is best?",  # no value asked
    "Somos 95 y 12 furgonetas tienen 9 plazas. ¿Cuántas furgonetas hacen falta?",  # three numbers
]


@pytest.mark.parametrize("question,expression", READ)
def test_containers_filled_are_read(question: str, expression: str) -> None:
    assert stated_expression(question) == expression


@pytest.mark.parametrize("question", LEFT_ALONE)
def test_other_counts_are_left_to_the_model(question: str) -> None:
    assert packing(question) is None
