---- MODULE ToolFlagsPost ----
\* A postcondition for ToolFlags, given on the command line: -postCondition ToolFlagsPost!Post
EXTENDS TLC, Naturals
Post == TLCGet("stats").distinct = 5
====
