"""tlapy's version, in a module of its own: every layer reads it, and the package root is above them all."""

__version__ = "0.1.0"
