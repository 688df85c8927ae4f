"""The question, read once: numbers as the language writes them (numbers.py), the words each
language uses to ask for a value and to say nothing (lexicon.py, data in lexicon/), and one
reader that says what a question asks for and what of it no reader accounts for (question.py).
The policies (../policies/) decide on that reading; they do not read the question themselves.
"""
