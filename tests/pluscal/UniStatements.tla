---------------------------- MODULE UniStatements ----------------------------
(* Every simple statement of PlusCal's P-syntax in a uniprocess algorithm.   *)
EXTENDS Naturals, Sequences, TLC

CONSTANT N

(* --algorithm UniStatements
variables x = 0, y \in 1..N, z, s = <<>>, f = [i \in 1..N |-> 0];
          r = [a |-> 1, b |-> <<2, 3>>]
define
  Sum(a, b) == a + b
  Big == x > N
end define;
begin
Start:
  x := 1;
  y := x + 1;
  f[1] := y;
  await x > 0;
  when y > 0;
  print <<x, y>>;
  assert x < 10;
  skip;
Assign:
  x := x + 1 || s := Append(s, x);
  f[1] := 2 || f[2] := 3;
  r.a := 7;
Rec:
  r.b[2] := 9;
Cond:
  if x > 3 then
    x := 0;
  elsif x > 2 then
    x := 1;
    y := 2;
  else
    skip;
  end if;
Loop:
  while x < N do
    x := x + 1;
    if Big then z := x end if;
  end while;
Choice:
  either x := 1
  or     y := 2
  or     x := 3; y := 4
  end either;
Pick:
  with a \in 1..N, b = a + 1 do
    x := Sum(a, b);
  end with;
  with c = 3 do y := c end with;
Jump:
  goto Start;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
=============================================================================
