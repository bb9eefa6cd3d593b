---- MODULE ToolDump ----
\* A small graph with what TLC's layout of values and its order of actions decide: \E over two sets,
\* records whose fields have `_` in their names, long values, model values.
EXTENDS Naturals
CONSTANTS Clients, Brokers
VARIABLES client_state, sent
Init == /\ client_state = [c \in Clients |-> [phase |-> "idle", last_seen |-> 0, peers |-> {}]]
        /\ sent = {}
Send(c, b) == /\ client_state[c].last_seen < 1
              /\ client_state' = [client_state EXCEPT ![c].last_seen = @ + 1, ![c].peers = @ \cup {b}]
              /\ sent' = sent \cup {[from |-> c, to |-> b, kind |-> "a long message kind"]}
Next == \E c \in Clients, b \in Brokers : Send(c, b)
====
