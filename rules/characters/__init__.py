"""One module per character; each reads like its almanac entry."""
