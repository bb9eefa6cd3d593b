-------------------------------- MODULE Macros --------------------------------
(* Macros: parameters substituted (in parentheses when they have several     *)
(* tokens), assignment to a parameter, a macro calling an earlier macro, a   *)
(* macro with an if, with and either inside, record fields left alone.       *)
EXTENDS Naturals, Sequences

(* --algorithm Macros
variables a = <<1, 2>>, b = [f |-> 0], c = 0, d = {};

macro Set(v, e) begin v := e end macro
macro Bump(v) begin Set(v, v + 1) end macro;
macro Guard(p, v)
begin
  if p then v := 1 else v := 2 end if;
  either d := d \cup {v} or skip end either;
end macro;
macro Field(r, f) begin r.f := f end macro;
macro Pick(S)
begin
  with e \in S do c := e end with
end macro

begin
  s1: Set(c, a[1] + a[2]);
  s2: Bump(c);
  s3: Set(a[1], 5);
  s4: Guard(c > 2 /\ c < 9, c);
  s5: Field(b, 3);
  s6: Pick({x \in 1..3 : x # c});
  s7: Set(b.f, Len(a))
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
=============================================================================
