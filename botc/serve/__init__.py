"""`botc serve`: the game at the table in a browser, on the same engine and
the same game file as `botc add` (botc/serve/app.py)."""
