"""God of Ug (Loric): "One Ug hat. When wear Ug hat, must speak one sound at
a time but vote twice. If fail, pass Ug hat."

Speech is not played and the hat wearer's double vote changes no event the
solver reads: no hook.

Freedoms left out: the hat wearer's second vote in the simulator's tallies.
"""
