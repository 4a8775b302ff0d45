"""A game kept at the table, one fact at a time: the words a player types
(`commands`), the case file edited with its comments kept (`yamledit`), its
history and lock (`gamefile`), `new`/`add`/`undo`/`redo` (`game`), a fact
taken back (`deletion`) and the game read back as a timeline (`timeline`).

May import: `answers`, `engine`, `caselang`, `facts`, `rules.registry`."""
