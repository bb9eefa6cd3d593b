---- MODULE GrammarValues ----
\* The rarer forms of the grammar, each checked by an ASSUME that TLC finds true (tests/test_grammar_sany.py).
EXTENDS Integers
VARIABLE v

a (+) b == a * 10 + b
a !! b == a - b
a ^# == a * a
a \sqsubseteq b == a + b > 10
M == INSTANCE Integers
Op == lab:: 7 - (2 * 3)
Op2(a) == a + lab2:: (a * 10)
Nested == l1:: (1 + l2:: 2)
Quant == \A i \in {1, 2} : l(i):: i + 10
Quant2(a) == \E j \in {a} : m(j):: n:: j * a
F(g(_, _)) == g(3, 4)
G(g(_)) == g(5)
H(g(_, _)) == g(TRUE, FALSE)
r == [IF |-> 2, TRUE |-> 1]
All == \A i \in {1, 2} : i > 0
Pairs == \E i \in {1}, <<j, k>> \in {<<2, 3>>} : i + j = k
Sq == {i * i : i \in {1, 2}}
Pick(a) == CHOOSE i \in {a} : i > a
Pick4 == CHOOSE i \in {4} : i > 4

ASSUME 1 (+) 2 = 12 /\ 1 ⊕ 2 = 12
ASSUME 5 !! 2 = 3 /\ 5 ‼ 2 = 3
ASSUME 3^# = 9
ASSUME 5 \sqsubseteq 6 /\ ~(5 ⊑ 5)
ASSUME +(1, 2) = 3 /\ M!-(5, 2) = 3 /\ M!+(1, 2) = 3 /\ -.(3) = -3 /\ \div(7, 2) = 3
ASSUME F(\div) = 0 /\ F(..) = {3, 4} /\ G(-.) = -5 /\ H(\land) = FALSE
ASSUME Op!<< = 7 /\ Op!>> = 6 /\ Op!2!1 = 2 /\ Op!lab = 1 /\ Op!: = 1
ASSUME Op2(3)!lab2 = 30 /\ Nested!l1!l2 = 2 /\ Nested!l1 = 3
ASSUME Quant!l(1) = 11 /\ Quant!l(5) = 15 /\ Quant2(3)!m(4) = 12 /\ Quant2(3)!m(4)!n = 12
ASSUME All!(5) /\ ~All!(-5) /\ Pairs!(1, 2, 3) /\ ~Pairs!(1, 2, 4) /\ Sq!(7) = 49 /\ ~Pick(1)!(1)
ASSUME G(All!@) /\ G(Sq!@) = 25 /\ G(Pick4!@) /\ ~G(LAMBDA i : Pick4!(i - 1))
ASSUME r.TRUE + r.IF = 3 /\ [r EXCEPT !.IF = 5].IF = 5
ASSUME \exists y \in {1} : \forall z \in {1} : y = z
ASSUME \land(TRUE, FALSE) = FALSE /\ \lor(TRUE, FALSE)
ASSUME 2 - 1 - 1 = 0 /\ (8 \div 2) * 2 = 8 /\ 2 ^ 3 * 2 = 16 /\ 2 * (- 1) = -2

Init == v = 0
Next == UNCHANGED v
====
