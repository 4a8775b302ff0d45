"""`python -m botc`: the same command as `botc`."""

from botc.cli import main

main()
