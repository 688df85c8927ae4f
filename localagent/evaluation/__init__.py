"""`localagent eval`: BFCL-format suites run through the real agent code path and scored
like BFCL's AST checker."""
