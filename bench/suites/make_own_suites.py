"""Writes localagent's own evaluation suites (BFCL format) beside this file:

    own_single.json    40 single-call questions: symbols, words, typos; Chinese, German, Spanish, French
    own_no_tool.json   20 questions no offered tool fits, in the same five languages
    own_parallel.json  20 questions of two requests each, 4 per language (scored in any order)

and their `possible_answer_*.json`. Every item offers the same five everyday tools. The
questions were written for localagent by its developers, none taken from BFCL, and no rule
was written against them: they check that behaviour holds for questions nobody tuned on.

    .venv/bin/python bench/suites/make_own_suites.py
    localagent eval bench/suites/own_single.json bench/suites/own_no_tool.json bench/suites/own_parallel.json
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

HERE = Path(__file__).parent


def _tool(name: str, description: str, properties: dict[str, Any], required: list[str]) -> dict[str, Any]:
    return {
        "name": name,
        "description": description,
        "parameters": {"type": "dict", "properties": properties, "required": required},
    }


TOOLS = [
    _tool(
        "get_weather",
        "Get the current weather for a city.",
        {
            "city": {"type": "string", "description": "The city, e.g. Paris"},
            "unit": {"type": "string", "enum": ["celsius", "fahrenheit"], "description": "Temperature unit"},
        },
        ["city"],
    ),
    _tool(
        "calculate",
        "Evaluate an arithmetic expression.",
        {"expression": {"type": "string", "description": "The expression, e.g. 2 * (3 + 4)"}},
        ["expression"],
    ),
    _tool(
        "convert_currency",
        "Convert an amount of money from one currency to another.",
        {
            "amount": {"type": "float", "description": "The amount to convert"},
            "from_currency": {"type": "string", "description": "Currency of the amount, e.g. USD"},
            "to_currency": {"type": "string", "description": "Currency to convert to, e.g. EUR"},
        },
        ["amount", "from_currency", "to_currency"],
    ),
    _tool(
        "get_population",
        "Get the population of a country.",
        {"country": {"type": "string", "description": "The country, e.g. Japan"}},
        ["country"],
    ),
    _tool(
        "set_timer",
        "Start a countdown timer.",
        {"minutes": {"type": "integer", "description": "Length of the timer in minutes"}},
        ["minutes"],
    ),
]

USD = [
    "USD",
    "US dollar",
    "US dollars",
    "dollar",
    "dollars",
    "$",
    "美元",
    "Dollar",
    "dólar",
    "dólares",
    "dollars américains",
]
EUR = ["EUR", "euro", "euros", "€", "欧元", "Euro"]
JPY = ["JPY", "yen", "Japanese yen", "日元"]
GBP = ["GBP", "pound", "pounds", "British pound", "British pounds", "£"]
ANY_UNIT = ["", "celsius", "fahrenheit"]


def weather(*cities: str, unit: list[str] | None = None) -> dict[str, Any]:
    return {"get_weather": {"city": list(cities), "unit": unit or ANY_UNIT}}


def calc(*forms: str) -> dict[str, Any]:
    return {"calculate": {"expression": list(forms)}}


def money(amount: float, source: list[str], target: list[str]) -> dict[str, Any]:
    return {"convert_currency": {"amount": [amount], "from_currency": source, "to_currency": target}}


def population(*names: str) -> dict[str, Any]:
    return {"get_population": {"country": list(names)}}


def timer(minutes: int) -> dict[str, Any]:
    return {"set_timer": {"minutes": [minutes]}}


TIMES = ("17 * 23", "17*23", "17 x 23", "17 times 23")
SINGLE: list[tuple[str, dict[str, Any]]] = [
    # English: symbols, words, typos
    ("What is 17 * 23?", calc(*TIMES)),
    ("What is 17*23?", calc(*TIMES)),
    ("What is 17 times 23?", calc(*TIMES)),
    ("Calculate 144 divided by 12", calc("144 / 12", "144/12")),
    ("whats 45 + 67", calc("45 + 67", "45+67")),
    ("Calculate the square root of 144", calc("sqrt(144)", "math.sqrt(144)", "144 ** 0.5", "144**0.5", "144^0.5")),
    ("What's 2 to the power of 10?", calc("2 ** 10", "2**10", "2^10", "pow(2, 10)", "pow(2,10)")),
    ("Waht is teh weather in Paris?", weather("Paris")),
    ("Weather in Tokyo please", weather("Tokyo")),
    ("How's the weather in New York today?", weather("New York", "New York City", "NYC")),
    ("Whats the weather like in londn", weather("London", "londn")),
    ("Temperature in Chicago in fahrenheit?", weather("Chicago", unit=["fahrenheit"])),
    ("Convert 100 US dollars to euros", money(100, USD, EUR)),
    ("Convert 250 EUR to JPY", money(250, EUR, JPY)),
    ("How many people live in Brazil?", population("Brazil")),
    ("population of Germany?", population("Germany")),
    ("Population of India", population("India")),
    ("Set a timer for 15 minutes", timer(15)),
    ("start a 5 minute timer", timer(5)),
    ("I need a 45-minute timer", timer(45)),
    # Chinese
    ("计算 17*23", calc(*TIMES)),
    ("北京的天气怎么样？", weather("Beijing", "北京")),
    ("把100美元换成欧元", money(100, USD, EUR)),
    ("设置一个10分钟的计时器", timer(10)),
    ("日本有多少人口？", population("Japan", "日本")),
    # German
    ("Wie viel ist 17 mal 23?", calc(*TIMES, "17 mal 23")),
    ("Wie ist das Wetter in Berlin?", weather("Berlin")),
    ("Rechne 100 Euro in Dollar um", money(100, EUR, USD)),
    ("Stelle einen Timer auf 20 Minuten", timer(20)),
    ("Wie viele Einwohner hat Frankreich?", population("France", "Frankreich")),
    # Spanish
    ("¿Cuánto es 17 por 23?", calc(*TIMES, "17 por 23")),
    ("¿Qué tiempo hace en Madrid?", weather("Madrid")),
    ("Convierte 50 euros a dólares", money(50, EUR, USD)),
    ("Pon un temporizador de 30 minutos", timer(30)),
    ("¿Cuál es la población de México?", population("Mexico", "México")),
    # French
    ("Combien font 17 fois 23 ?", calc(*TIMES, "17 fois 23")),
    ("Quel temps fait-il à Lyon ?", weather("Lyon")),
    ("Convertis 80 dollars en euros", money(80, USD, EUR)),
    ("Règle un minuteur de 12 minutes", timer(12)),
    ("Quelle est la population du Canada ?", population("Canada")),
]

NO_TOOL = [
    "Who wrote Hamlet?",
    "Translate 'good morning' into French",
    "Tell me a joke about cats",
    "What is the capital of Australia?",
    "Write a haiku about autumn",
    "谁写了《哈姆雷特》？",
    "给我讲个笑话",
    "法国的首都是哪里？",
    "用一句话介绍一下长城",
    "Wer hat Faust geschrieben?",
    "Erzähl mir einen Witz",
    "Was ist die Hauptstadt von Italien?",
    "Schreib ein Gedicht über den Herbst",
    "¿Quién escribió Don Quijote?",
    "Cuéntame un chiste",
    "¿Cuál es la capital de Perú?",
    "Escribe un poema sobre el mar",
    "Qui a écrit Les Misérables ?",
    "Raconte-moi une blague",
    "Quelle est la capitale de l'Espagne ?",
]

SQUARES = (calc("12 * 12", "12*12", "12 x 12", "12 times 12"), calc("13 * 13", "13*13", "13 x 13", "13 times 13"))
PARALLEL: list[tuple[str, list[dict[str, Any]]]] = [
    ("What's the weather in Paris and in Rome?", [weather("Paris"), weather("Rome")]),
    ("What is 12 * 12, and what is 13 * 13?", list(SQUARES)),
    ("Set a timer for 5 minutes and tell me the weather in Oslo.", [timer(5), weather("Oslo")]),
    ("Convert 100 USD to EUR and 200 GBP to JPY.", [money(100, USD, EUR), money(200, GBP, JPY)]),
    ("北京和上海的天气怎么样？", [weather("Beijing", "北京"), weather("Shanghai", "上海")]),
    ("计算 12*12 和 13*13", list(SQUARES)),
    ("设置一个5分钟的计时器，并告诉我东京的天气", [timer(5), weather("Tokyo", "东京")]),
    ("中国和印度的人口分别是多少？", [population("China", "中国"), population("India", "印度")]),
    ("Wie ist das Wetter in Berlin und in München?", [weather("Berlin"), weather("Munich", "München")]),
    ("Was ist 12 mal 12 und 13 mal 13?", list(SQUARES)),
    ("Stelle einen Timer auf 5 Minuten und sag mir das Wetter in Hamburg.", [timer(5), weather("Hamburg")]),
    (
        "Wie viele Einwohner haben Deutschland und Österreich?",
        [population("Germany", "Deutschland"), population("Austria", "Österreich")],
    ),
    ("¿Qué tiempo hace en Madrid y en Barcelona?", [weather("Madrid"), weather("Barcelona")]),
    ("¿Cuánto es 12 por 12 y 13 por 13?", list(SQUARES)),
    ("Pon un temporizador de 5 minutos y dime el tiempo en Sevilla.", [timer(5), weather("Sevilla", "Seville")]),
    ("¿Cuál es la población de España y de Portugal?", [population("Spain", "España"), population("Portugal")]),
    ("Quel temps fait-il à Paris et à Nice ?", [weather("Paris"), weather("Nice")]),
    ("Combien font 12 fois 12 et 13 fois 13 ?", list(SQUARES)),
    ("Règle un minuteur de 5 minutes et donne-moi la météo à Lille.", [timer(5), weather("Lille")]),
    (
        "Quelle est la population de la France et de la Belgique ?",
        [population("France"), population("Belgium", "Belgique")],
    ),
]  # fmt: skip


def write(name: str, items: list[tuple[str, list[dict[str, Any]]]]) -> None:
    with (
        (HERE / f"{name}.json").open("w", encoding="utf-8") as suite,
        (HERE / f"possible_answer_{name}.json").open("w", encoding="utf-8") as answers,
    ):
        for i, (question, truth) in enumerate(items):
            item_id = f"{name}_{i}"
            record = {"id": item_id, "question": [[{"role": "user", "content": question}]], "function": TOOLS}
            suite.write(json.dumps(record, ensure_ascii=False) + "\n")
            answers.write(json.dumps({"id": item_id, "ground_truth": truth}, ensure_ascii=False) + "\n")


def main() -> None:
    write("own_single", [(q, [t]) for q, t in SINGLE])
    write("own_no_tool", [(q, []) for q in NO_TOOL])
    write("own_parallel", PARALLEL)


if __name__ == "__main__":
    main()
