"""The game's knowledge: characters, scripts, night order, setup counts."""
