"""Answers read off an encoded case: the worlds, who could be the Demon,
why a seat cannot be (`worlds`), and exact counts (`counts`, Ganak in a
worker process, `count_worker`).

May import: `engine`, `backends`, `caselang`, `facts`."""
