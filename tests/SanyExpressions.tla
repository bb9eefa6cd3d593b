---- MODULE SanyExpressions ----
EXTENDS Integers, Sequences, TLC
CONSTANTS a, b, c, f, r, S
x (+) y == x
x \prec y == x
x || y == x
x & y == x
x $ y == x
E1 == UNION (1) ^ a
E3 == IF TRUE THEN []f[a] ELSE (a) \cap 1 \notin {a} .. DOMAIN c
E4 == \E x \in S : (a) \prec f[a]
E5 == b
E6 == <<a, b>> = f[a] .. b \cup 2 \X \E x \in S : a <= {a}
E7 == r.x
E9 == <<a, b>>
E11 == ~c \/ (a) <= UNION a \cup 2
E12 == <<b & {a} @@ 1 \div TRUE, f[a] || b \/ b \notin 2>>
E14 == UNION (b + TRUE)
E15 == a
E16 == ~1 ~> ~TRUE
E17 == r.x
E18 == f[a]
E19 == {a} \/ c
E20 == c
E21 == IF (a) >= c \div a (+) {a} THEN IF r.x THEN TRUE ELSE 1 @@ -c ELSE b <=> f[a]
E23 == TRUE \X b
E27 == UNION 2
E28 == (a)
E29 == CHOOSE x \in S : <<a, b>>
E31 == {x \in S : IF (a) THEN UNION r.x ELSE f[a] \cap <<a, b>>}
E32 == f[a]
E34 == IF IF f[a] THEN {a} ELSE (a) (+) b - b THEN [S -> r.x <= b] ELSE TRUE
E35 == {a} \notin c \ f[a] || c || 1
E37 == 2
E38 == (a) \o {a}
E39 == c
E40 == <>\E x \in S : (r.x)
E41 == f[a] @@ c
E42 == \E x \in S : b \prec c \X r.x :> []f[a]
E44 == 2
E45 == 2
E46 == c /\ {a} \subseteq UNION <<a, b>> :> b
E47 == (a) \cap CASE a -> \E x \in S : r.x [] OTHER -> SUBSET {a}
E50 == ~SUBSET UNION b
E52 == {x \in S : UNION 2}
E53 == a \cap <<f[a], f[a]>> \X DOMAIN \E x \in S : r.x
E54 == TRUE
E55 == DOMAIN DOMAIN 2 \cup CHOOSE x \in S : <<a, b>> <= a
E57 == []\E x \in S : (a)
E58 == (a)
E59 == (<<a, b>> $ b = \E x \in S : TRUE)
E60 == r.x
E62 == r.x
E63 == a \/ \E x \in S : <<a, b>>
E67 == UNION IF 1 THEN r.x $ (a) ELSE c \cup 2
E68 == (1 \cup <<a, b>> @@ {a} @@ <<a, b>>)
E69 == (IF (a) - (a) THEN \E x \in S : r.x ELSE b)
E70 == 2
E71 == \E x \in S : 1
E72 == IF r.x THEN <<a, b>> ELSE {a}
E73 == 2
E75 == <<a, b>> \/ LET y == (a) \cdot (a) IN c + 1
E76 == SUBSET {a}
E78 == {a} \X (IF (a) THEN {a} ELSE f[a])
E80 == b
E81 == 1
E82 == TRUE
E83 == r.x /\ -a ^ (a)
E84 == f[a]
E85 == a
E88 == {a}
E90 == <>~r.x \notin (a) ~> (a) (+) f[a] /\ 2
E91 == ~b
E92 == a
E94 == \E x \in S : ([]<<a, b>>)
E95 == a /\ f[a] <=> 2 .. 1
E97 == UNION -b \in ~{a}
E99 == a <= {a} /\ IF f[a] THEN 1 ELSE <<a, b>> \/ \E x \in S : f[a] <=> b
E100 == 1
E101 == 1
E102 == \E x \in S : b
E103 == f[LET y == b IN a \o c <= f[a]]
E105 == r.x >= UNION c \/ c
E106 == 2 ~> <<{a}, 1 * {a}>>
E107 == {a}
E109 == (({a})) $ -b \in TRUE
E111 == -\E x \in S : b <=> <<a, b>>
E115 == IF \E x \in S : 2 => {a} THEN 2 $ b # <<a, b>> :> f[a] ELSE TRUE ^ TRUE + TRUE <=> a
E117 == 2
E118 == TRUE
E119 == \E x \in S : 1 \ <<b, 1>> \prec r.x
E120 == b
E122 == (<<a, b>> \/ a) @@ TRUE
E123 == IF [f EXCEPT ![-b] = [f EXCEPT ![{a}] = <<a, b>>]] THEN f[1] - {a} ELSE TRUE (+) (a) & a
E124 == \E x \in S : <<a, b>> /\ {a} /\ (a) \in SUBSET b
E125 == CHOOSE x \in S : 1 \cdot 1 <=> f[a] \cup 2
E126 == {a}
E127 == b
E128 == IF \E x \in S : (a) THEN DOMAIN 1 # <<a, b>> ELSE 2
E129 == TRUE
E130 == (r.x (+) b \notin (b))
E131 == IF <<a, b>> THEN f[a] ELSE -SUBSET f[a]
E133 == (a) ~> <<a, b>>
E135 == c
E136 == {x \in S : {a} <=> 1 \ <<a, b>> || b}
E137 == ~CASE 1 -> {a} [] OTHER -> {a} \o {x \in S : c}
E138 == 2
E139 == b \cdot \E x \in S : -a
E140 == []f[a]
E141 == UNION r.x >= a \o IF TRUE THEN f[a] ELSE c
E143 == []b
E144 == DOMAIN {a} => <>f[a]
E145 == r.x
E148 == (r.x)
E149 == TRUE
E150 == {x \in S : ((c))}
E151 == <<a, b>> # 1 \o r.x :> (f[a])
E153 == (\E x \in S : f[a] \in 2)
E154 == {x \in S : 2 || b} ^ SUBSET b # 1 (+) f[a]
E156 == IF (a) THEN <<a, b>> ELSE {a} \X 2 \cup r.x \notin DOMAIN IF f[a] THEN TRUE ELSE (a)
E160 == \E x \in S : a
E161 == 1 >= r.x
E162 == (a)
E163 == c
E164 == f[a]
E165 == c - {a} \ ({a}) < TRUE
E166 == 1
E167 == -~{a} * TRUE
E168 == \E x \in S : 2 <=> f[a] < f[a]
E169 == 1
E170 == a
E171 == CASE TRUE <= {a} $ IF c THEN <<a, b>> ELSE b -> 1 [] OTHER -> 2
E172 == ({x \in S : (a)} \div c)
E174 == IF ((a) (+) r.x) THEN f[a] => 1 <= 2 ELSE b \cup 2
E176 == IF a * c <=> [f EXCEPT ![(a)] = b] THEN <<2, b>> \div 1 :> TRUE ELSE ~{a}
E177 == c
E178 == 2
E179 == {a}
E180 == DOMAIN DOMAIN (<<a, b>>)
E181 == 1
E182 == 1
E183 == f[a]
E184 == []a
E185 == b
E186 == CHOOSE x \in S : {a}
E187 == ~(c @@ r.x)
E188 == a
E189 == b
E190 == 2
E191 == 1
E193 == CHOOSE x \in S : -UNION TRUE
E195 == ~DOMAIN {a} \subseteq c \/ f[a] \div <<a, b>> <=> (a)
E196 == f[a]
E197 == 2 \prec <>[]b
E198 == -<<a, b>> >= r.x <=> (IF TRUE THEN <<a, b>> ELSE (a))
====
