"""The engine: a case encoded as constraints over seats, characters,
alignments and time. `world` holds the time-indexed grimoire and the effects
rules call; `rule` is the vocabulary character modules speak; `encode` walks
the timeline; the other modules are rulings that cut across characters
(speech, abnormal information, who woke).

May import: `facts`, `caselang`, `backends` (to make a solver), and the
characters only through `rules.registry`. No character is named here."""
