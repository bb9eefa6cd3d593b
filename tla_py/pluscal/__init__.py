"""PlusCal: the translator of an algorithm in a module's comment into TLA+, giving pcal.trans's
output byte for byte (same layout, same checksums), and the check that a translation is current."""
