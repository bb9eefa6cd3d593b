---- MODULE NamedTheoremWrong ----
EXTENDS NamedTheorem
ASSUME Wrong
====
