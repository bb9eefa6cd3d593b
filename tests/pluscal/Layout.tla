-------------------------------- MODULE Layout --------------------------------
(* How the translation lays the user's expressions out: alignment of /\ and  *)
(* \/ lists kept under their anchors, long lists of variables, UNCHANGED and  *)
(* disjuncts wrapped at the line width, parentheses where "=" would bind.     *)
EXTENDS Naturals, Sequences

CONSTANTS Workers, Servers

(* --algorithm Layout
variables aVeryLongVariableNameNumberOne = 0, aVeryLongVariableNameNumberTwo = 0,
          aVeryLongVariableNameNumberThree = 0, aVeryLongVariableNameNumberFour = 0,
          flag = FALSE, msgs = {}, table = [w \in Workers |-> [s \in Servers |-> 0]],
          r = [end |-> 1, begin |-> 2];

define
  Ready(w) == /\ table[w] # [s \in Servers |-> 0]
              /\ \/ flag
                 \/ msgs # {}
  Weird    == LET a == 1
                  b == 2
              IN  a + b
end define;

process Worker \in Workers
  variables step = 0, buffer = <<>>;
begin
  w1: await /\ Ready(self)
            /\ \/ step = 0
               \/ step > 10;
      flag := step = 0;
      table[self] := [s \in Servers |->
                        IF s = step THEN 1
                                    ELSE table[self][s]];
  w2: aVeryLongVariableNameNumberOne := aVeryLongVariableNameNumberTwo + aVeryLongVariableNameNumberThree + 1;
      msgs := msgs \cup {[from |-> self, to |-> "server", body |-> <<step, buffer, aVeryLongVariableNameNumberFour>>]};
  w3: with m \in msgs,
           n = Len(buffer) do
        if /\ m.from = self
           /\ n < 3
        then buffer := Append(buffer, m.body);
             r.end := n;
        else msgs := msgs \ {m};
        end if;
      end with;
  w4: step := IF step > 3 THEN 0 ELSE step + 1 || buffer := <<>>;
      goto w1;
end process;

process LongNamedServerProcessWithAnExcessivelyLongIdentifier \in Servers \X {
                                      "primary", "backup"}
  variable ss = 0;
begin
  s1: ss := ss + 1;
  s2: aVeryLongVariableNameNumberOne := 0;
  s3: aVeryLongVariableNameNumberTwo := 0;
  s4: aVeryLongVariableNameNumberThree := 0;
  s5: aVeryLongVariableNameNumberFour := 0;
  s6: flag := ss = 2 /\ flag;
  s7: either msgs := {} or table := [w \in Workers |-> [s \in Servers |-> 1]] or skip end either;
end process;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
=============================================================================
