"""`-simulate`: random behaviors instead of the whole state space, in one process or several."""
