---- MODULE DiagramRelay ----
\* A sends two pings to B over a lossy FIFO wire of tuples that name nobody: --diagram needs
\* --messages wire --msg-from PingFrom --msg-to PingTo to draw them (tests/test_diagram.py).
EXTENDS Naturals, Sequences
CONSTANTS A, B
VARIABLES wire, state, sent, received

Init == /\ wire = <<>>
        /\ state = [p \in {A, B} |-> "idle"]
        /\ sent = 0
        /\ received = 0

Send == /\ sent < 2
        /\ sent' = sent + 1
        /\ wire' = Append(wire, <<"ping", sent + 1>>)
        /\ state' = [state EXCEPT ![A] = "sending"]
        /\ UNCHANGED received

LoseHead == /\ wire # <<>>
            /\ wire' = Tail(wire)
            /\ UNCHANGED <<state, sent, received>>

Receive == /\ wire # <<>>
           /\ wire' = Tail(wire)
           /\ state' = [state EXCEPT ![B] = IF Head(wire)[2] = 2 THEN "got2" ELSE "got1"]
           /\ received' = received + 1
           /\ UNCHANGED sent

Next == Send \/ LoseHead \/ Receive

PingFrom(m) == A
PingTo(m) == B

SecondOnlyAfterFirst == ~(state[B] = "got2" /\ received = 1)
====
