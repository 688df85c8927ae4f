"""convert_units: length, area, mass, temperature, volume, speed, data sizes and durations, offline."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import cache
from types import MappingProxyType

from ..errors import ToolRetry
from ..reading.lexicon import language_of
from ..reading.numbers import numbers
from .calculator import format_number, plain_number
from .registry import ToolOutput, tool

# unit -> (category, factor to the category's base unit). Base units: m, kg, m3, m/s, byte, second.
_FACTORS: dict[str, tuple[str, float]] = {
    "m": ("length", 1.0), "km": ("length", 1000.0), "cm": ("length", 0.01), "mm": ("length", 0.001),
    "um": ("length", 1e-6), "nm": ("length", 1e-9), "mi": ("length", 1609.344), "yd": ("length", 0.9144),
    "ft": ("length", 0.3048), "in": ("length", 0.0254), "nmi": ("length", 1852.0),
    "kg": ("mass", 1.0), "g": ("mass", 0.001), "mg": ("mass", 1e-6), "t": ("mass", 1000.0),
    "lb": ("mass", 0.45359237), "oz": ("mass", 0.028349523125), "st": ("mass", 6.35029318),
    "m3": ("volume", 1.0), "l": ("volume", 0.001), "ml": ("volume", 1e-6), "cl": ("volume", 1e-5),
    "gal": ("volume", 0.003785411784), "qt": ("volume", 0.000946352946), "pt": ("volume", 0.000473176473),
    "cup": ("volume", 0.0002365882365), "floz": ("volume", 2.95735295625e-5),
    "tbsp": ("volume", 1.478676478125e-5), "tsp": ("volume", 4.92892159375e-6),
    "m/s": ("speed", 1.0), "km/h": ("speed", 1 / 3.6), "mph": ("speed", 0.44704),
    "knot": ("speed", 0.514444444444), "ft/s": ("speed", 0.3048),
    "bit": ("data", 0.125), "b": ("data", 1.0), "kb": ("data", 1e3), "mb": ("data", 1e6),
    "gb": ("data", 1e9), "tb": ("data", 1e12), "pb": ("data", 1e15), "kib": ("data", 1024.0),
    "mib": ("data", 1024.0**2), "gib": ("data", 1024.0**3), "tib": ("data", 1024.0**4),
    "kbit": ("data", 125.0), "mbit": ("data", 125e3), "gbit": ("data", 125e6),
    # Durations of a fixed length only: a month or a year is not a number of seconds (28 to 31
    # days, 365 or 366); date_math counts those on the calendar.
    "ms": ("time", 0.001), "s": ("time", 1.0), "min": ("time", 60.0), "h": ("time", 3600.0),
    "d": ("time", 86400.0), "wk": ("time", 604800.0),
    # Areas. The tsubo (坪) and pyeong (평) are 400/121 m²; the Chinese mu (亩) is 10000/15 m².
    "m2": ("area", 1.0), "km2": ("area", 1e6), "cm2": ("area", 1e-4), "hectare": ("area", 1e4),
    "acre": ("area", 4046.8564224), "ft2": ("area", 0.09290304), "yd2": ("area", 0.83612736),
    "mi2": ("area", 2589988.110336), "in2": ("area", 0.00064516), "tsubo": ("area", 400 / 121),
    "mu": ("area", 10000 / 15),
    "jin": ("mass", 0.5),  # the Chinese market 斤, 500 g
}  # fmt: skip
_TEMPERATURES = {"c", "f", "k"}
_ALIASES = {
    "meter": "m", "meters": "m", "metre": "m", "metres": "m", "kilometer": "km", "kilometers": "km",
    "kilometre": "km", "kilometres": "km", "centimeter": "cm", "centimeters": "cm", "millimeter": "mm",
    "millimeters": "mm", "mile": "mi", "miles": "mi", "yard": "yd", "yards": "yd", "foot": "ft", "feet": "ft",
    "inch": "in", "inches": "in", "nautical mile": "nmi", "nautical miles": "nmi", "kilogram": "kg",
    "kilograms": "kg", "kilo": "kg", "kilos": "kg", "kgs": "kg", "gram": "g", "grams": "g", "milligram": "mg",
    "milligrams": "mg",
    "tonne": "t", "tonnes": "t", "ton": "t", "pound": "lb", "pounds": "lb", "lbs": "lb", "ounce": "oz",
    "ounces": "oz", "stone": "st", "liter": "l", "liters": "l", "litre": "l", "litres": "l",
    "milliliter": "ml", "milliliters": "ml", "millilitre": "ml", "gallon": "gal", "gallons": "gal",
    "quart": "qt", "quarts": "qt", "pint": "pt", "pints": "pt", "cups": "cup", "fl oz": "floz",
    "fluid ounce": "floz", "fluid ounces": "floz", "tablespoon": "tbsp", "tablespoons": "tbsp",
    "teaspoon": "tsp", "teaspoons": "tsp", "cubic meter": "m3", "cubic meters": "m3", "m^3": "m3",
    "kph": "km/h", "kmh": "km/h", "kilometers per hour": "km/h", "miles per hour": "mph",
    "meters per second": "m/s", "mps": "m/s", "knots": "knot", "kn": "knot", "bits": "bit",
    "byte": "b", "bytes": "b", "kilobyte": "kb", "kilobytes": "kb", "megabyte": "mb", "megabytes": "mb",
    "gigabyte": "gb", "gigabytes": "gb", "terabyte": "tb", "terabytes": "tb", "kibibyte": "kib",
    "mebibyte": "mib", "gibibyte": "gib", "tebibyte": "tib", "celsius": "c", "°c": "c", "centigrade": "c",
    "fahrenheit": "f", "°f": "f", "kelvin": "k", "degrees celsius": "c", "degrees fahrenheit": "f",
    "℃": "c", "℉": "f", "° c": "c", "° f": "f", "deg c": "c", "deg f": "f", "degc": "c", "degf": "f",
    "degree celsius": "c", "degree fahrenheit": "f", "grad celsius": "c", "grad fahrenheit": "f",
    "degrés celsius": "c", "degrés fahrenheit": "f", "grados celsius": "c", "grados fahrenheit": "f",
    "km/hr": "km/h", "kilometres per hour": "km/h", "mile per hour": "mph", "lb.": "lb", "lbs.": "lb",
    "kilómetros": "km", "kilomètres": "km", "kilometer pro stunde": "km/h", "millas": "mi", "meilen": "mi",
    "milles": "mi", "meile": "mi", "mille": "mi", "milla": "mi", "litros": "l", "galones": "gal",
    "pfund": "lb", "livres": "lb", "libras": "lb", "километров": "km", "километра": "km", "км": "km",
    "миль": "mi", "мили": "mi", "公里": "km", "千米": "km", "英里": "mi", "マイル": "mi",
    "キロメートル": "km", "摂氏": "c", "華氏": "f", "摄氏度": "c", "华氏度": "f", "摄氏": "c", "华氏": "f",
    "kilogramm": "kg", "kilogramos": "kg", "kilogrammes": "kg", "килограмм": "kg", "килограммов": "kg",
    "километрах": "km", "фунтов": "lb", "метров": "m",
    # Russian's prepositional case, as "в метрах" (in metres) asks for the unit
    "метрах": "m", "сантиметрах": "cm", "миллиметрах": "mm", "милях": "mi", "футах": "ft", "дюймах": "in",
    "килограммах": "kg", "граммах": "g", "фунтах": "lb", "литрах": "l", "галлонах": "gal",
    "metros": "m", "mètres": "m", "meilen.": "mi",
    # Russian symbols and a few more of its names (one letter, "г", "м", "л", is left out: "2023 г."
    # is a year)
    "кг": "kg", "мг": "mg", "см": "cm", "мм": "mm", "мл": "ml", "грамм": "g", "литр": "l",
    "миллилитров": "ml", "метр": "m", "фунт": "lb", "тонн": "t", "тонны": "t", "тонна": "t",
    # German, French, Spanish and Russian names of the common units, as questions write them
    "metern": "m", "kilometern": "km", "zentimeter": "cm", "zentimetern": "cm", "millimetern": "mm",
    "zoll": "in", "fuß": "ft", "fuss": "ft", "gramm": "g", "milligramm": "mg", "tonnen": "t", "unze": "oz",
    "unzen": "oz", "gallone": "gal", "gallonen": "gal", "litern": "l", "millilitern": "ml",
    "meilen pro stunde": "mph", "meter pro sekunde": "m/s", "stundenkilometer": "km/h",
    "centimètres": "cm", "millimètres": "mm", "pouces": "in", "pouce": "in", "pieds": "ft", "grammes": "g",
    "onces": "oz", "kilomètres par heure": "km/h", "miles par heure": "mph", "miles à l'heure": "mph",
    "kilomètres à l'heure": "km/h", "km à l'heure": "km/h", "kubikmeter": "m3", "kubikmetern": "m3",
    "mètres cubes": "m3", "mètre cube": "m3", "metros cúbicos": "m3", "metro cúbico": "m3",
    "metri cubi": "m3", "кубометров": "m3", "кубических метров": "m3",
    "centímetros": "cm", "milímetros": "mm", "pulgadas": "in", "pulgada": "in", "pies": "ft", "gramos": "g",
    "onzas": "oz", "kilómetros por hora": "km/h", "millas por hora": "mph",
    "сантиметров": "cm", "миллиметров": "mm", "дюймов": "in", "футов": "ft", "граммов": "g", "литров": "l",
    "унций": "oz", "галлонов": "gal", "километров в час": "km/h", "миль в час": "mph",
    # the plural after "в" ("переведи 5 футов в сантиметры"): the accusative, as the nominative
    "километры": "km", "метры": "m", "сантиметры": "cm", "миллиметры": "mm", "дюймы": "in", "футы": "ft",
    "граммы": "g", "килограммы": "kg", "литры": "l", "миллилитры": "ml", "фунты": "lb", "галлоны": "gal",
    "градусов цельсия": "c", "градуса цельсия": "c", "цельсия": "c", "по цельсию": "c",
    "градусов фаренгейта": "f", "градуса фаренгейта": "f", "фаренгейта": "f", "по фаренгейту": "f",
    "в цельсиях": "c", "цельсиях": "c", "градусах цельсия": "c", "в фаренгейтах": "f", "фаренгейтах": "f",
    "градусах фаренгейта": "f", "градусов по фаренгейту": "f", "градуса по фаренгейту": "f",
    "градусов по цельсию": "c", "градуса по цельсию": "c", "в фаренгейты": "f", "фаренгейты": "f",
    "в цельсии": "c", "градус по фаренгейту": "f", "градус по цельсию": "c", "градус фаренгейта": "f",
    "градус цельсия": "c",
    # Knots, as sailors say them ("18 nœuds", "18 Knoten"); Portuguese "nós" is also "we": left out.
    "nœuds": "knot", "noeuds": "knot", "nœud": "knot", "noeud": "knot", "knoten": "knot", "nudos": "knot",
    "nudo": "knot", "nodi": "knot", "nodo": "knot", "узлов": "knot", "узла": "knot", "узел": "knot",
    # Italian. Left out: "metro" (the underground in English). "once" (ounces) is an English word
    # too: the readers read it only after a number ("8 once di farina": WORD_LIKE_NAMES).
    # "chili" (kilos) is also the English pepper: kept, as Italian writes weights with it.
    "chilometro": "km", "chilometri": "km", "metri": "m", "centimetri": "cm", "millimetri": "mm",
    "miglio": "mi", "miglia": "mi", "piede": "ft", "piedi": "ft", "pollice": "in", "pollici": "in", "once": "oz",
    "chilo": "kg", "chili": "kg", "chilogrammo": "kg", "chilogrammi": "kg", "grammo": "g", "grammi": "g",
    "libbra": "lb", "libbre": "lb", "oncia": "oz", "tonnellata": "t", "tonnellate": "t", "litro": "l",
    "litri": "l", "millilitri": "ml", "galloni": "gal", "gradi celsius": "c", "gradi fahrenheit": "f",
    "chilometri orari": "km/h", "chilometri all'ora": "km/h", "miglia orarie": "mph", "miglia all'ora": "mph",
    "metri al secondo": "m/s",
    # Portuguese, with and without the accents people drop ("quilometros", "galoes");
    # "litro", "metros", "litros", "libras", "milímetros" are above (Spanish and Italian spell them so).
    "quilômetro": "km", "quilômetros": "km", "quilometro": "km", "quilometros": "km", "milha": "mi",
    "milhas": "mi", "pé": "ft", "pés": "ft", "polegada": "in", "polegadas": "in", "quilo": "kg",
    "quilos": "kg", "quilograma": "kg", "quilogramas": "kg", "grama": "g", "gramas": "g", "libra": "lb",
    "onça": "oz", "onças": "oz", "tonelada": "t", "toneladas": "t", "mililitros": "ml", "galão": "gal",
    "galões": "gal", "galao": "gal", "galoes": "gal", "graus celsius": "c", "graus fahrenheit": "f",
    "quilômetros por hora": "km/h", "quilometros por hora": "km/h", "milhas por hora": "mph",
    "metros por segundo": "m/s",
    # Korean (a name inside a longer one, "미터" in "킬로미터", is matched as the longer one first).
    "킬로미터": "km", "미터": "m", "센티미터": "cm", "센티": "cm", "밀리미터": "mm", "마일": "mi", "피트": "ft",
    "인치": "in",
    "킬로그램": "kg", "그램": "g", "파운드": "lb", "온스": "oz", "톤": "t", "리터": "l", "밀리리터": "ml",
    "갤런": "gal", "섭씨": "c", "화씨": "f",
    # Chinese and Japanese names of the common units ("公斤" and "磅": a kilogram-to-pound question
    # in Chinese was answered with its input). "米" alone is metres; "克" alone grams.
    "公斤": "kg", "千克": "kg", "克": "g", "磅": "lb", "盎司": "oz", "吨": "t", "升": "l", "毫升": "ml",
    "加仑": "gal", "英尺": "ft", "英寸": "in", "厘米": "cm", "毫米": "mm", "米": "m", "码": "yd",
    "キロ": "kg", "キログラム": "kg", "グラム": "g", "ポンド": "lb", "オンス": "oz", "リットル": "l", "ガロン": "gal",
    "フィート": "ft", "インチ": "in", "メートル": "m", "センチ": "cm", "センチメートル": "cm", "ミリ": "mm",
    "ヤード": "yd", "キロメートル毎時": "km/h", "ミリリットル": "ml", "ミリグラム": "mg", "ミリメートル": "mm",
    # Speeds as French and Russian write them (one unit, not metres and seconds).
    "mètres par seconde": "m/s", "mètre par seconde": "m/s", "metres par seconde": "m/s", "м/с": "m/s",
    "метров в секунду": "m/s", "метра в секунду": "m/s", "км/ч": "km/h",
    # The gallon here is the US one; the name people give it to say so is the same unit.
    "us gallon": "gal", "us gallons": "gal", "american gallons": "gal", "us-gallonen": "gal",
    "amerikanische gallonen": "gal", "gallons américains": "gal", "galones estadounidenses": "gal",
    "galones americanos": "gal", "galloni americani": "gal", "gallone americano": "gal",
    "galões americanos": "gal", "galão americano": "gal", "galoes americanos": "gal",
    "американских галлонов": "gal", "美制加仑": "gal", "米ガロン": "gal", "미국 갤런": "gal",
    # The cup, pint, quart and fluid ounce here are the US ones too, said so the same way.
    "us cup": "cup", "us cups": "cup", "us pint": "pt", "us pints": "pt", "us quart": "qt", "us quarts": "qt",
    "us fluid ounce": "floz", "us fluid ounces": "floz", "us fl oz": "floz", "onzas líquidas": "floz",
    "onza líquida": "floz", "onces liquides": "floz", "once liquide": "floz", "flüssigunzen": "floz",
    "flüssigunze": "floz", "onças líquidas": "floz", "onça líquida": "floz", "жидких унций": "floz",
    # Chinese speeds, so "英里每小时" is one unit (mph), not miles and hours.
    "英里每小时": "mph", "公里每小时": "km/h", "千米每小时": "km/h",
    # Durations. Symbols: "s", "min", "h", "d" as SI writes them; "m" stays metres (never minutes:
    # "5 m" is five metres here), "t" stays tonnes, "ms" is milliseconds (before, the plural rule
    # read it as metres). "min" is also "minimum" and "second" also the ordinal: both are read as
    # units only where a unit is expected (convert_units' arguments; the quantities policy reads a
    # name right after a number, or as the one other unit a question names).
    "millisecond": "ms", "milliseconds": "ms", "msec": "ms", "second": "s", "seconds": "s", "sec": "s",
    "secs": "s", "minute": "min", "minutes": "min", "mins": "min", "hour": "h", "hours": "h", "hr": "h",
    "hrs": "h", "day": "d", "days": "d", "week": "wk", "weeks": "wk", "wks": "wk",
    # German ("Minute" as in English; "Tag" is also the English word, never a unit name there).
    "millisekunde": "ms", "millisekunden": "ms", "sekunde": "s", "sekunden": "s", "sek": "s",
    "minuten": "min", "stunde": "h", "stunden": "h", "std": "h", "tag": "d", "tage": "d", "tagen": "d",
    "woche": "wk", "wochen": "wk",
    # French ("minute", "minutes" as in English).
    "milliseconde": "ms", "millisecondes": "ms", "seconde": "s", "secondes": "s", "heure": "h",
    "heures": "h", "jour": "d", "jours": "d", "semaine": "wk", "semaines": "wk",
    # Spanish and Portuguese ("segundo" is also the ordinal, as "second" is in English).
    "milisegundo": "ms", "milisegundos": "ms", "milissegundo": "ms", "milissegundos": "ms",
    "segundo": "s", "segundos": "s", "minuto": "min", "minutos": "min", "hora": "h", "horas": "h",
    "día": "d", "días": "d", "dia": "d", "dias": "d", "semana": "wk", "semanas": "wk",
    # Italian. Left out: "ora" (an hour, but also "now"), "secondo" (a second, but also "according
    # to"): their plurals "ore", "secondi" are kept.
    "millisecondo": "ms", "millisecondi": "ms", "secondi": "s", "minuti": "min", "ore": "h",
    "giorno": "d", "giorni": "d", "settimana": "wk", "settimane": "wk",
    # Russian, the forms after numbers. Left out: "с" (also the preposition "with"). Cyrillic names
    # are found inside words by the quantities policy: "час" is in "сейчас", "дня" in "сегодня".
    "миллисекунда": "ms", "миллисекунды": "ms", "миллисекунд": "ms", "мс": "ms", "секунда": "s",
    "секунды": "s", "секунд": "s", "секунду": "s", "сек": "s", "минута": "min", "минуты": "min",
    "минут": "min", "минуту": "min", "мин": "min", "час": "h", "часа": "h", "часов": "h", "ч": "h",
    "сутки": "d", "суток": "d", "день": "d", "дня": "d", "дней": "d", "неделя": "wk", "недели": "wk",
    "недель": "wk", "неделю": "wk", "секундах": "s", "минутах": "min", "часах": "h", "сутках": "d",
    "днях": "d", "неделях": "wk",
    # More Russian cases of the common units: after 2-4 ("32 дюйма") and the prepositional plural
    # ("в 8 унциях").
    "дюйма": "in", "фута": "ft", "миля": "mi", "фунта": "lb", "унции": "oz", "унциях": "oz",
    "галлона": "gal", "литра": "l", "грамма": "g", "сантиметра": "cm", "метра": "m", "килограмма": "kg",
    # Celsius by its other name ("grados centígrados", "gradi centigradi", "degrés centigrades").
    "grados centígrados": "c", "centígrados": "c", "gradi centigradi": "c", "centigradi": "c",
    "graus centígrados": "c", "degrés centigrades": "c",
    # Chinese (simplified and traditional) and Japanese. Left out: "星期" (also the weekday, "星期几").
    # "分" is Japanese minutes (Chinese writes "分钟"; its "分" is also points, cents, "百分之"): kept,
    # as one-character names ("秒", "分", "天", "日", "周", "週") name the unit a number is in. The
    # quantities policy reads one as the unit wanted only in a question wholly a conversion, and a
    # name inside a longer one found there is that one ("일" of "마일").
    "毫秒": "ms", "秒": "s", "秒钟": "s", "秒鐘": "s", "分钟": "min", "分鐘": "min", "小时": "h",
    "小時": "h", "个小时": "h", "個小時": "h", "钟头": "h", "天": "d", "日": "d", "周": "wk",
    "个星期": "wk", "個星期": "wk", "ミリ秒": "ms", "秒間": "s", "分": "min", "分間": "min", "時間": "h",
    "日間": "d", "週": "wk", "週間": "wk",
    # Areas, as each language writes them ("ha" is left out: the word "has" in Spanish and Italian;
    # Korean "평", the pyeong, is also inside "평균", the average: a unit only where a reader finds it
    # right after a number or as the unit a how-many phrase asks, table-tested).
    "m²": "m2", "m^2": "m2", "sqm": "m2", "sq m": "m2", "square meter": "m2", "square meters": "m2",
    "square metre": "m2", "square metres": "m2", "quadratmeter": "m2", "qm": "m2", "mètres carrés": "m2",
    "mètre carré": "m2", "metros cuadrados": "m2", "metro cuadrado": "m2", "metri quadrati": "m2",
    "metro quadrato": "m2", "metros quadrados": "m2", "metro quadrado": "m2", "квадратных метров": "m2",
    "квадратный метр": "m2", "квадратного метра": "m2",
    "квадратных метра": "m2", "кв. м": "m2", "кв.м": "m2", "平方米": "m2", "平米": "m2", "平方メートル": "m2",
    "㎡": "m2", "제곱미터": "m2", "km²": "km2", "square kilometers": "km2", "square kilometres": "km2",
    "hectares": "hectare", "hectárea": "hectare", "hectáreas": "hectare", "ettaro": "hectare",
    "ettari": "hectare", "гектар": "hectare", "гектаров": "hectare", "гектара": "hectare", "公顷": "hectare",
    "ヘクタール": "hectare", "헥타르": "hectare", "acres": "acre", "square foot": "ft2", "square feet": "ft2",
    "sq ft": "ft2", "sqft": "ft2", "ft²": "ft2", "平方英尺": "ft2", "pies cuadrados": "ft2", "pie cuadrado": "ft2",
    "pieds carrés": "ft2", "pied carré": "ft2", "piedi quadrati": "ft2", "piede quadrato": "ft2",
    "pés quadrados": "ft2", "pé quadrado": "ft2", "quadratfuß": "ft2", "quadratfuss": "ft2",
    "квадратных футов": "ft2", "квадратный фут": "ft2", "квадратных фута": "ft2", "평방피트": "ft2",
    "제곱피트": "ft2", "平方フィート": "ft2", "square yards": "yd2",
    "square miles": "mi2", "square inches": "in2", "坪": "tsubo", "평": "tsubo", "亩": "mu", "斤": "jin",
    # Korean. "일" is also the number one and "주" a state or shares: one character, as above.
    "밀리초": "ms", "초": "s", "분": "min", "시간": "h", "일": "d", "주": "wk",
}  # fmt: skip


# Unit names that are also common words: never read as the unit a question wants ("What is 1.5 km
# in meters?", "How far in 3 hours?"; German's "um" of "rechne 3 Pfund in Kilogramm um", "wandle ...
# um" is not micrometres).
WORD_LIKE_NAMES = frozenset({"in", "st", "pt", "qt", "cup", "ton", "mille", "um", "once"})


@cache
def unit_names() -> Mapping[str, str]:
    """Every name this tool reads (casefolded), to the unit it names (built once: the question
    readers look up every number of every question)."""
    names = {key: key for key in [*_FACTORS, *_TEMPERATURES]}
    names.update({alias.casefold(): unit for alias, unit in _ALIASES.items()})
    return MappingProxyType(names)


@cache
def unit_names_longest_first() -> tuple[str, ...]:
    """The names of `unit_names`, longest first: a name inside a longer one is found as that one."""
    return tuple(sorted(unit_names(), key=len, reverse=True))


def unit_at_start(text: str) -> str | None:
    """The longest unit name `text` starts with that ends there: not the start of a longer word
    ("m" of "miles"), unless written in a script without spaces ("킬로미터는", "30度で")."""
    return next((n for n in unit_names_longest_first() if text.startswith(n) and _ends(text, len(n))), None)


# One-letter symbols whose other case names something else are units only in their own case:
# "5 g" is grams, "5G" a mobile network; "10k" is ten thousand, "300 K" kelvin; "3D" no days.
_CASED_SYMBOLS = {"m": "m", "g": "g", "t": "t", "s": "s", "h": "h", "d": "d", "k": "K"}


def after_number(text: str) -> str:
    """What follows a number, from where a unit would start: spaces and a hyphen that joins the
    unit to it ("26.2-mile marathon", "a 10-km run") left out."""
    return re.sub(r"^\s*-(?=[^\W\d_])", "", text).lstrip()


def unit_written_at(written: str) -> str | None:
    """The unit `written` (as the user wrote it, not case-folded) starts with, as unit_at_start
    reads it; a one-letter symbol only in the case it is written in (_CASED_SYMBOLS)."""
    found = unit_at_start(written.casefold())
    if found is not None and found in _CASED_SYMBOLS and written[:1] != _CASED_SYMBOLS[found]:
        return None
    return found


# What joins the two parts of a measure written in two units ("5 feet 11 inches", "3 horas e 25
# minutos", "2h15min", "1 Stunde und 20 Minuten").
_JOIN = re.compile(r"\s*(?:,|and|und|et|y|e|и|과|와|と)?\s*")


def compound_measures(text: str) -> list[tuple[int, int, float, str]]:
    """The measures `text` (case-folded) writes in two units of one kind, the larger first, as
    (start, end, the value in the smaller unit, the smaller unit's name as written): "5 feet 11
    inches" is 71 inches, "3 horas e 25 minutos" 205 minutes. Temperatures are never added."""
    found = numbers(text, language_of(text))
    out = []
    for a, b in zip(found, found[1:]):
        after_a = after_number(text[a.end :])
        first = unit_at_start(after_a)
        if first is None:
            continue
        gap_start = len(text) - len(after_a) + len(first)
        if not _JOIN.fullmatch(text[gap_start : b.start]):
            continue
        after_b = after_number(text[b.end :])
        second = unit_at_start(after_b)
        end = len(text) - len(after_b) + len(second or "")  # an implied unit: nothing of it written
        if second is None and (second := _implied(first, b.value, after_b)) is None:
            continue
        try:
            larger, smaller = _unit(first), _unit(second)
        except ToolRetry:
            continue
        if larger in _TEMPERATURES or smaller in _TEMPERATURES:
            continue
        (kind_a, factor_a), (kind_b, factor_b) = _FACTORS[larger], _FACTORS[smaller]
        if kind_a != kind_b or factor_a <= factor_b:
            continue
        value = round(a.value * factor_a / factor_b + b.value, 9)
        out.append((a.start, end, value, second))
    return out


# A count after feet or stone with no unit of its own is inches or pounds, as heights and
# weights are said ("I'm 5 foot 11", "11 stone 4"): the smaller unit and how many make one larger.
_IMPLIED = {"ft": ("inches", 12), "st": ("pounds", 14)}


def _implied(first: str, count: float, after: str) -> str | None:
    """The smaller unit a bare count after `first` is in, where it ends its clause (nothing but
    punctuation or the text's end follows: "6 ft 2 posts" is no height) and is a whole number
    below what makes one `first`."""
    try:
        implied = _IMPLIED.get(_unit(first))
    except ToolRetry:
        return None
    if implied is None or count != int(count) or not 0 <= count < implied[1]:
        return None
    return implied[0] if re.match(r"\s*(?:$|[,.;:!?)])", after) else None


def _ends(text: str, length: int) -> bool:
    """A unit's name ends at `length`: no letter follows, or the name is written in a script
    without spaces ("30度で"), or a letter of such a script does (a Korean particle: "80km로",
    "3kg이"); a Cyrillic or accented name ends as a Latin one does ("см" is not in "смотри")."""
    if length >= len(text) or not text[length].isalpha() or ord(text[length - 1]) >= _UNSPACED_SCRIPTS:
        return True
    return ord(text[length]) >= _UNSPACED_SCRIPTS


_UNSPACED_SCRIPTS = 0x1100  # Hangul Jamo and after: Hangul, kana, Han


def names_of(name: str) -> tuple[str, ...]:
    """Every name this tool reads for the unit `name` names ("g": "g", "grams", "Gramm", "克"...)."""
    unit = canonical_unit(name)
    return tuple(n for n, u in unit_names().items() if u == unit) if unit is not None else ()


def names_after(written: str, ends: Iterable[int]) -> tuple[str, ...]:
    """Every name of each unit `written` (as the user wrote it) has right after one of `ends` (the
    ends of its numbers): a unit the data states, named again in a request by another of its names
    ("42 km" ... "combien de km", "41,2 l" ... "wie viele Liter")."""
    units = dict.fromkeys(u for end in ends if (u := unit_written_at(after_number(written[end:]))) is not None)
    return tuple(name for unit in units for name in names_of(unit))


def measure_names_in(text: str) -> list[str]:
    """The names of units of measure `text` holds anywhere (a plain test; the caller decides where
    one must stand), longest first: two characters or more, none that is also a common word
    (WORD_LIKE_NAMES)."""
    names = unit_names_longest_first()
    return [n for n in names if len(n) > 1 and n not in WORD_LIKE_NAMES and n in text and kind_of(n) is not None]


def canonical_unit(name: str) -> str | None:
    """The unit a name names, as this tool keys it ("kilometers" -> "km"), or None for no unit."""
    try:
        return _unit(name)
    except ToolRetry:
        return None


def kind_of(name: str) -> str | None:
    """What a unit measures ("length", "time", "speed", "temperature"...), or None for no unit."""
    unit = canonical_unit(name)
    if unit is None:
        return None
    return "temperature" if unit in _TEMPERATURES else _FACTORS[unit][0]


def _unit(name: str) -> str:
    key = " ".join(name.strip().lower().split())
    for candidate in (key, key.rstrip("."), key.removesuffix("s"), key.removeprefix("degrees ")):
        unit = _ALIASES.get(candidate, candidate)
        if unit in _FACTORS or unit in _TEMPERATURES:
            return unit
    raise ToolRetry(
        f"convert_units: unknown unit {name!r}; known units include: {', '.join(sorted(_FACTORS))}, C, F, K"
    )


def _to_kelvin(value: float, unit: str) -> float:
    return {"c": value + 273.15, "f": (value - 32) * 5 / 9 + 273.15, "k": value}[unit]


def _from_kelvin(value: float, unit: str) -> float:
    return {"c": value - 273.15, "f": (value - 273.15) * 9 / 5 + 32, "k": value}[unit]


def convert(value: float, from_unit: str, to_unit: str) -> float:
    a, b = _unit(from_unit), _unit(to_unit)
    if a in _TEMPERATURES or b in _TEMPERATURES:
        if not (a in _TEMPERATURES and b in _TEMPERATURES):
            raise ToolRetry(
                f"convert_units: cannot convert {from_unit} to {to_unit}: one is a temperature, the other is not"
            )
        return _from_kelvin(_to_kelvin(value, a), b)
    (cat_a, fa), (cat_b, fb) = _FACTORS[a], _FACTORS[b]
    if cat_a != cat_b:
        raise ToolRetry(f"convert_units: cannot convert {from_unit} ({cat_a}) to {to_unit} ({cat_b})")
    return value * fa / fb


@tool(answers=True, computes=True)
def convert_units(value: float, from_unit: str, to_unit: str) -> ToolOutput:
    """Convert a quantity between units of length, area, mass, temperature, volume, speed, data size or duration.

    Args:
        value: The number to convert.
        from_unit: The unit it is in, e.g. "km", "lb", "F", "gal", "mph", "GiB", "hours".
        to_unit: The unit wanted, of the same kind.
    """
    result = plain_number(convert(value, from_unit, to_unit))
    text = f"{format_number(value)} {from_unit} = {format_number(result)} {to_unit}"
    return ToolOutput(text, {"answer": text, "value": result})
