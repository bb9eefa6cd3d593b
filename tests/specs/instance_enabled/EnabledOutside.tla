---- MODULE EnabledOutside ----
EXTENDS Naturals
VARIABLE v
I == INSTANCE Pair WITH a <- v, b <- v
Init == v = 0
Next == v' = (v + 1) % 3
SplitEnabled == ENABLED I!Split
SameEnabled == ENABLED I!Same
KeepEnabled == ENABLED I!Keep
NotSplit == ~ENABLED I!Split
====
