------------------------------ MODULE Procedures ------------------------------
(* Procedures with parameters and local variables: calls, returns, a call  *)
(* followed by return or goto, recursion, a procedure calling another.     *)
EXTENDS Naturals, Sequences

(* --algorithm Procedures
variables result = 0, trace = <<>>;

procedure Fact(n)
  variables acc = 1, i = 1;
begin
  F1: while i <= n do
        acc := acc * i;
        i := i + 1;
      end while;
  F2: result := acc;
      return;
end procedure;

procedure Fib(k = 0)
begin
  B1: if k < 2 then
        result := k;
        return;
      else
        call Fib(k - 1);
      end if;
  B2: trace := Append(trace, result);
      call Fib(k - 2);
      return;
end procedure

procedure Twice(m)
  variable t;
begin
  T1: call Fact(m);
  T2: t := result;
      call Fact(m) ;
      goto T3;
  T3: result := result + t;
      call Twice(m - 1) ;
      return ;
end procedure

begin
  M1: call Fact(3);
  M2: call Fib(4);
  M3: call Twice(2);
  M4: assert result > 0;
end algorithm *)
\* BEGIN TRANSLATION
\* END TRANSLATION
=============================================================================
