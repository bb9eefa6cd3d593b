"""PlusCal: the translator of an algorithm in a module's comment into TLA+, giving pcal.trans's
output byte for byte (same layout, same checksums), and the check that a translation is current.

The translator follows pcal.trans 1.12's algorithm step by step (tokenize, parse, add labels, rename,
explode into steps, generate), because its output is defined by that algorithm's details: an
expression is kept as the user's tokens at their columns and re-laid out by alignment, never parsed,
so the translator has its own tokenizer (pcal.trans's) rather than the project's TLA+ parser, which
serves where parsing is what is wanted (a module's bounds when checking staleness; the tests parse
every translation).
"""
