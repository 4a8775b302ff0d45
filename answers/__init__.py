"""Answers read off an encoded case: the worlds, who could be the Demon,
why a seat cannot be (`worlds`), and exact counts (`counts`, Ganak in a
worker process, `count_worker`); the same answers fact by fact as they are
decided, within a budget and cancellable (`anytime`).

May import: `engine`, `backends`, `caselang`, `facts`."""
