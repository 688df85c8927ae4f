"""GBNF grammar building blocks, shipped inside the wheel as localagent.grammars.

The .gbnf files here are data; localagent/grammar.py loads them with importlib.resources
and completes them with rules generated from each tool's JSON Schema.
"""
