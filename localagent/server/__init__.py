"""`localagent serve`: the OpenAI chat-completions API over `complete()` and the agent.

protocol.py   requests checked, replies and stream chunks shaped (pure)
scheduler.py  the fair queue, worker threads, cancellation and deadlines
service.py    one request's work: Completer or an agent run
app.py        the Starlette app: routes, keys, limits, errors, streaming
run.py        the listening socket and uvicorn (the `serve` extra)
"""
