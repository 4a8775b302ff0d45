"""The engine: a case encoded as constraints over seats, characters,
alignments and time. `world` composes the time-indexed grimoire from one
class per concern (`constraints`, `core`, `status`, `registration`,
`choices`, `effects`, `deaths`; its data in `state`); `terms` is the Boolean
vocabulary; `rule` is the hooks character modules fill in; `encode` walks the
timeline; the other modules are rulings that cut across characters (speech,
abnormal information, who woke).

May import: `facts`, `caselang`, `backends` (to make a solver), and the
characters only through `rules.registry`. No character is named here."""
