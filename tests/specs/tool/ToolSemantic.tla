---- MODULE ToolSemantic ----
EXTENDS Naturals
VARIABLE x
Init == x = y
Next == x' = x + 1
====
