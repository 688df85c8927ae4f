"""Write bench/answers/questions.jsonl and the tuning / held-out split of its ids.

The questions a user of the CLI asks: arithmetic, percentages, units, dates, their local
notes (bench/answers/notes/), plain chat that needs no tool, and two-step questions; in
English, German, French, Spanish, Chinese, Japanese and Russian; with typos and informal
phrasings. Each expected value is computed here from the definitions (not by localagent's
tools). The split is by a hash of each id, so adding questions never moves old ones.

    .venv/bin/python bench/answers/make_suite.py
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from pathlib import Path

HERE = Path(__file__).parent
KM_MI = 1 / 1.609344
LB_KG = 0.45359237
GAL_L = 3.785411784
FT_M = 0.3048


def c_to_f(c: float) -> float:
    return c * 9 / 5 + 32


def f_to_c(f: float) -> float:
    return (f - 32) * 5 / 9


def days(a: str, b: str) -> int:
    return (dt.date.fromisoformat(b) - dt.date.fromisoformat(a)).days


def plus(a: str, n: int) -> str:
    return (dt.date.fromisoformat(a) + dt.timedelta(days=n)).isoformat()


Q = list[tuple[str, str, str, dict]]  # (language, question, expected kind, value)

MATH: Q = [
    ("en", "What is 17 * 23?", "number", 391),
    ("en", "whats 17x23", "number", 391),
    ("en", "What is 144 divided by 12?", "number", 12),
    ("en", "What is (17*23) + (12*12)?", "number", 535),
    ("en", "What is the square root of 144?", "number", 12),
    ("en", "2 to the power of 10?", "number", 1024),
    ("en", "calculate 1234 + 5678 pls", "number", 6912),
    ("en", "What's 7 times 8 minus 6?", "number", 50),
    ("en", "What is 3.5 * 4?", "number", 14),
    ("en", "How much is 1000 - 387?", "number", 613),
    ("en", "waht is 45 * 12", "number", 540),
    ("de", "Was ist 12 mal 7?", "number", 84),
    ("de", "Wie viel ist 250 geteilt durch 5?", "number", 50),
    ("de", "Was ergibt 19 + 23 + 58?", "number", 100),
    ("de", "Berechne 15 * 15", "number", 225),
    ("fr", "Combien font 9 fois 8 ?", "number", 72),
    ("fr", "Calcule 1200 divisé par 4", "number", 300),
    ("fr", "Quelle est la racine carrée de 81 ?", "number", 9),
    ("es", "¿Cuánto es 25 por 4?", "number", 100),
    ("es", "¿Cuánto es 300 menos 125?", "number", 175),
    ("es", "calcula 11 * 11", "number", 121),
    ("zh", "17乘以23等于多少？", "number", 391),
    ("zh", "100除以4是多少？", "number", 25),
    ("zh", "计算 56 + 44", "number", 100),
    ("ja", "17かける23はいくつですか？", "number", 391),
    ("ja", "120を8で割るといくつ？", "number", 15),
    ("ja", "計算して: 99 + 1", "number", 100),
    ("ru", "Сколько будет 17 умножить на 23?", "number", 391),
    ("ru", "Сколько будет 81 разделить на 9?", "number", 9),
    ("ru", "Посчитай 64 + 36", "number", 100),
]
PERCENT: Q = [
    ("en", "What is 15% of 240?", "number", 36),
    ("en", "whats 20 percent of 80", "number", 16),
    ("en", "What is 7.5% of 2000?", "number", 150),
    ("en", "A jacket costs 80 dollars and is 25% off. What does it cost now?", "number", 60),
    ("en", "What is 12 as a percentage of 48?", "number", 25),
    ("de", "Was sind 10 Prozent von 350?", "number", 35),
    ("de", "Wie viel sind 19 % von 200?", "number", 38),
    ("fr", "Combien font 30 % de 90 ?", "number", 27),
    ("es", "¿Cuánto es el 50% de 64?", "number", 32),
    ("zh", "240的15%是多少？", "number", 36),
    ("ja", "200の10%はいくつ？", "number", 20),
    ("ru", "Сколько будет 5% от 400?", "number", 20),
]
UNITS: Q = [
    ("en", "How many miles is 10 km?", "number", 10 * KM_MI),
    ("en", "Convert 5 miles to kilometers", "number", 5 / KM_MI),
    ("en", "What is 100 degrees Fahrenheit in Celsius?", "number", f_to_c(100)),
    ("en", "What is 30 °C in Fahrenheit?", "number", c_to_f(30)),
    ("en", "How many pounds is 70 kg?", "number", 70 / LB_KG),
    ("en", "convert 3 gallons to liters", "number", 3 * GAL_L),
    ("en", "How many feet is 2 meters?", "number", 2 / FT_M),
    ("en", "how many kilograms are 150 lbs", "number", 150 * LB_KG),
    ("en", "What is 1.5 km in meters?", "number", 1500),
    ("en", "How many centimeters are in 12 inches?", "number", 30.48),
    ("en", "Convert 60 mph to km/h", "number", 60 / KM_MI),
    ("en", "How many megabytes are 3 gigabytes?", "number", 3000),
    ("de", "Wie viele Meilen sind 42 Kilometer?", "number", 42 * KM_MI),
    ("de", "Wie viel sind 20 Grad Celsius in Fahrenheit?", "number", c_to_f(20)),
    ("de", "Rechne 5 Pfund in Kilogramm um", "number", 5 * LB_KG),
    ("fr", "Combien de kilomètres font 26 miles ?", "number", 26 / KM_MI),
    ("fr", "Convertis 212 °F en degrés Celsius", "number", 100),
    ("es", "¿Cuántas millas son 100 kilómetros?", "number", 100 * KM_MI),
    ("es", "Convierte 2 litros a galones", "number", 2 / GAL_L),
    ("zh", "10公里是多少英里？", "number", 10 * KM_MI),
    ("zh", "把 25 摄氏度换算成华氏度", "number", c_to_f(25)),
    ("ja", "5キロメートルは何マイルですか？", "number", 5 * KM_MI),
    ("ja", "華氏68度は摂氏何度？", "number", 20),
    ("ru", "Сколько миль в 8 километрах?", "number", 8 * KM_MI),
]
DATES: Q = [
    ("en", "How many days are there between 2026-01-01 and 2026-03-01?", "number", days("2026-01-01", "2026-03-01")),
    ("en", "What date is 30 days after 2026-02-15?", "date", plus("2026-02-15", 30)),
    ("en", "What day of the week is 2026-12-25?", "text", ["friday"]),
    ("en", "how many days from march 1 2026 to april 15 2026", "number", days("2026-03-01", "2026-04-15")),
    ("en", "What date is 2 weeks before 2026-07-10?", "date", plus("2026-07-10", -14)),
    ("en", "What is the date 100 days after 2026-01-01?", "date", plus("2026-01-01", 100)),
    ("en", "How many weeks are there between 2026-01-05 and 2026-03-02?", "number", 8),
    ("en", "What date will it be 10 days from today?", "date", "today+10"),
    ("de", "Wie viele Tage liegen zwischen dem 2026-05-01 und dem 2026-06-01?", "number", 31),
    ("de", "Welches Datum ist 45 Tage nach dem 2026-10-01?", "date", plus("2026-10-01", 45)),
    ("fr", "Combien de jours entre le 2026-02-01 et le 2026-03-01 ?", "number", 28),
    ("fr", "Quelle date sera-t-il 7 jours après le 2026-12-28 ?", "date", plus("2026-12-28", 7)),
    ("es", "¿Cuántos días hay entre 2026-09-01 y 2026-12-01?", "number", days("2026-09-01", "2026-12-01")),
    ("es", "¿Qué fecha es 60 días después del 2026-01-15?", "date", plus("2026-01-15", 60)),
    ("zh", "2026-01-01 到 2026-02-01 之间有多少天？", "number", 31),
    ("zh", "2026-05-20 之后 15 天是哪一天？", "date", plus("2026-05-20", 15)),
    ("ja", "2026-03-01から2026-03-31までは何日ですか？", "number", 30),
    ("ja", "2026-08-10の20日後は何日ですか？", "date", plus("2026-08-10", 20)),
    ("ru", "Сколько дней между 2026-04-01 и 2026-05-01?", "number", 30),
    ("ru", "Какая дата будет через 12 дней после 2026-11-25?", "date", plus("2026-11-25", 12)),
]
DOCS: Q = [
    ("en", "What is the guest Wi-Fi password in my notes?", "text", ["tidepool-4821"]),
    ("en", "whats the wifi pw for guests", "text", ["tidepool-4821"]),
    ("en", "When do the backups run?", "text", ["02:30", "2:30"]),
    ("en", "What port does the VPN use according to my notes?", "text", ["51820"]),
    ("en", "How much flour do I need for pancakes?", "text", ["250"]),
    ("en", "What is the plumber's phone number?", "text", ["0176 5551234", "01765551234"]),
    ("en", "When is Anna's birthday?", "text", ["14 may", "may 14"]),
    ("en", "How often is the water filter changed?", "text", ["8 weeks", "eight weeks"]),
    ("en", "At what temperature should I bake when a recipe says 180 °C?", "text", ["170"]),
    ("en", "When is the dentist appointment?", "text", ["9 february", "february 9"]),
    ("en", "How long are offsite backups kept?", "text", ["12 weeks", "twelve weeks"]),
    ("en", "What is the name of the guest network?", "text", ["harbor-guest"]),
    ("de", "Wie lautet das Gäste-WLAN-Passwort in meinen Notizen?", "text", ["tidepool-4821"]),
    ("de", "Wann laufen die Backups?", "text", ["02:30", "2:30"]),
    ("fr", "Quel est le mot de passe du Wi-Fi invité dans mes notes ?", "text", ["tidepool-4821"]),
    ("es", "¿Cuál es la contraseña del Wi-Fi de invitados en mis notas?", "text", ["tidepool-4821"]),
    ("zh", "我的笔记里访客 Wi-Fi 密码是什么？", "text", ["tidepool-4821"]),
    ("ja", "メモにあるゲストWi-Fiのパスワードは？", "text", ["tidepool-4821"]),
    ("ru", "Какой пароль гостевого Wi-Fi в моих заметках?", "text", ["tidepool-4821"]),
    ("en", "Who is our landlord?", "text", ["okafor"]),
]
CHAT: Q = [
    ("en", "Hello! Who are you?", "text", ["assistant", "help", "ai", "language model", "hello", "hi"]),
    ("en", "What is the capital of France?", "text", ["paris"]),
    (
        "en",
        "Thanks, that's all for today.",
        "text",
        ["welcome", "glad", "bye", "pleasure", "anytime", "great day", "take care"],
    ),
    ("en", "Write a haiku about the sea.", "text", ["sea", "wave", "ocean", "tide", "shore"]),
    ("en", "hey how r u", "text", ["good", "fine", "well", "great", "doing", "thank"]),
    ("en", "What is the capital of Japan?", "text", ["tokyo"]),
    ("en", "Tell me a fun fact about cats.", "text", ["cat"]),
    ("en", "What color is the sky on a clear day?", "text", ["blue"]),
    ("de", "Hallo! Wer bist du?", "text", ["assistent", "helfen", "hallo", "ki", "assistant", "sprachmodell"]),
    ("de", "Was ist die Hauptstadt von Deutschland?", "text", ["berlin"]),
    ("fr", "Bonjour ! Qui es-tu ?", "text", ["assistant", "aider", "bonjour", "ia"]),
    ("fr", "Quelle est la capitale de l'Italie ?", "text", ["rome"]),
    ("es", "¡Hola! ¿Quién eres?", "text", ["asistente", "ayudar", "hola", "ia"]),
    ("es", "¿Cuál es la capital de España?", "text", ["madrid"]),
    ("zh", "你好！你是谁？", "text", ["助手", "帮助", "你好", "ai", "人工智能"]),
    ("zh", "法国的首都是哪里？", "text", ["巴黎", "paris"]),
    ("ja", "こんにちは！あなたは誰ですか？", "text", ["アシスタント", "お手伝い", "こんにちは", "ai"]),
    ("ja", "日本の首都はどこですか？", "text", ["東京", "tokyo"]),
    ("ru", "Привет! Кто ты?", "text", ["ассистент", "помощник", "помочь", "привет", "ии"]),
    ("ru", "Какая столица России?", "text", ["москва", "moscow"]),
]
TWO_STEP: Q = [
    ("en", "What is 17 * 23, and how many miles is 10 km?", "text", ["391"]),
    ("en", "Convert 10 km to miles, then multiply the result by 2.", "number", 20 * KM_MI),
    ("en", "What is 25% of 80, plus 12?", "number", 32),
    ("en", "How many days between 2026-01-01 and 2026-02-01, times 24?", "number", 744),
    ("de", "Was ist 12 mal 12 und dann plus 6?", "number", 150),
    ("fr", "Combien font 15 % de 200, plus 10 ?", "number", 40),
    ("es", "¿Cuánto es 9 por 9 menos 1?", "number", 80),
    ("zh", "先算 6 乘以 7，再加 8 等于多少？", "number", 50),
    ("ja", "12かける10に5を足すといくつ？", "number", 125),
    ("ru", "Сколько будет 20 умножить на 5 плюс 7?", "number", 107),
]
CATEGORIES = {
    "math": MATH, "percent": PERCENT, "units": UNITS, "dates": DATES, "docs": DOCS, "chat": CHAT,
    "two_step": TWO_STEP,
}  # fmt: skip


def is_held_out(item_id: str) -> bool:
    return hashlib.sha256(item_id.encode()).digest()[0] % 2 == 1


def main() -> None:
    lines, tuning, held_out = [], [], []
    for category, questions in CATEGORIES.items():
        counters: dict[str, int] = {}
        for language, question, kind, value in questions:
            counters[language] = counters.get(language, 0) + 1
            item_id = f"{category}-{language}-{counters[language]}"
            item = {"id": item_id, "category": category, "language": language, "question": question}
            item["expect"] = {kind: round(value, 6) if isinstance(value, float) else value}
            if category == "docs":
                item["docs"] = "notes"
            lines.append(json.dumps(item, ensure_ascii=False))
            (held_out if is_held_out(item_id) else tuning).append(item_id)
    (HERE / "questions.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    splits = HERE.parent / "splits"
    (splits / "answers_tuning.txt").write_text("\n".join(tuning) + "\n", encoding="utf-8")
    (splits / "answers_held_out.txt").write_text("\n".join(held_out) + "\n", encoding="utf-8")
    print(f"{len(lines)} questions: {len(tuning)} tuning, {len(held_out)} held out")


if __name__ == "__main__":
    main()
