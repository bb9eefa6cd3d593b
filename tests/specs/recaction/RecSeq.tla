---- MODULE RecSeq ----
\* A recursive action walking a sequence of commands, with IF and CASE, assigning at every level
\* through a function variable built up in its argument: TLC reports the violation with a trace.
EXTENDS Naturals, Sequences
VARIABLES mem, pc, ops
Cmds == <<"inc", "dbl", "inc", "neg">>
RECURSIVE Run(_, _)
Run(cmds, m) ==
  IF cmds = <<>>
  THEN /\ mem' = m
       /\ pc' = pc + 1
  ELSE CASE Head(cmds) = "inc" -> Run(Tail(cmds), [m EXCEPT !.a = @ + 1])
         [] Head(cmds) = "dbl" -> \/ Run(Tail(cmds), [m EXCEPT !.a = 2 * @])
                                  \/ Run(Tail(cmds), [m EXCEPT !.b = @ + m.a])
         [] OTHER -> IF m.a > m.b THEN Run(Tail(cmds), [m EXCEPT !.b = 0]) ELSE Run(Tail(cmds), m)
Init == mem = [a |-> 0, b |-> 0] /\ pc = 0 /\ ops = 0
Next == /\ pc < 4
        /\ \E n \in 1..Len(Cmds) : Run(SubSeq(Cmds, 1, n), mem) /\ ops' = n
Inv == mem.a + mem.b < 12
====
