"""tlapy: a TLA+ model checker that gives TLC's answers."""

__version__ = "0.1.0"
