---- MODULE SanyLayouts ----
EXTENDS Integers
CONSTANTS a, b, c, f, S
VARIABLE v
D0 == c
D1 == \/ /\ 1
         /\ a \in S
      \/ \/ \E x \in S : c
         \/ \E x \in S : a
         \/ /\ a
          = b
      \/ \/ IF a \in S
            THEN c
            ELSE b
         \/ 1
         \/ f[a]
D2 == \/ \/ a' = b
         \/ /\ c
            /\ a' = b
         \/ \E x \in S : 1
      \/ (b)
      \/ a \in S
     = b
D3 == \E x \in S : f[a]
D4 == IF \E x \in S : a
      THEN \/ \E x \in S : 1
           \/ (b)
           \/ a
      ELSE (a = b)
D5 == \/ /\ \/ b
            \/ a = b
            \/ 1
         /\ \/ a' = b
            \/ f[a]
            \/ a' = b
            => c
      \/ \/ \E x \in S : a = b
         \/ /\ a
            /\ a = b
            /\ a = b
         \/ \/ a' = b
D6 == a
D7 == (/\ \/ f[a]
       /\ a' = b)
D8 == /\ IF (1)
           THEN \E x \in S : 1
           ELSE IF 1
              THEN c
              ELSE a' = b
      /\ \/ \/ f[a]
            \/ f[a]
               /\ c
         \/ a \in S
D9 == (/\ \/ 1
          \/ a = b
          \/ 1
          = b)
D10 == b
D11 == a = b
D12 == a
D13 == \/ (\/ a \in S)
       /\ c
D14 == b
D15 == a = b
D16 == \E x \in S : IF IF f[a]
                          THEN a = b
                          ELSE f[a]
                         THEN /\ a
                           = b
                         ELSE (b)
D17 == \/ \/ \/ f[a]
            = b
          \/ IF a
               THEN f[a]
               ELSE a
          \/ a \in S
D18 == (/\ a = b)
D19 == f[a]
D20 == c
D21 == \E x \in S : (\/ b)
D22 == \/ a' = b
       \/ /\ \/ f[a]
            => c
          /\ \/ a' = b
          /\ b
       \/ IF (b)
          THEN 1
          ELSE b
D23 == \E x \in S : b
D24 == c
D25 == \/ \/ \/ b
             \/ 1
          \/ /\ a \in S
             /\ f[a]
         = b
       \/ \/ /\ 1
              /\ c
          \/ \E x \in S : a = b
          \/ \/ a = b
             \/ a = b
             \/ a \in S
       \/ /\ /\ a \in S
             /\ 1
          /\ IF a
             THEN b
             ELSE f[a]
D26 == b
D27 == (\E x \in S : 1)
D28 == IF a
         THEN \E x \in S : a
         ELSE \/ /\ a = b
                  \/ c
             \/ c
D29 == /\ \/ a' = b
          \/ a = b
             => c
D30 == \/ \/ IF a = b
             THEN a = b
             ELSE a' = b
          \/ \/ c
          \/ /\ a \in S
             \/ c
D31 == \/ a \in S
       \/ /\ c
          /\ IF f[a]
             THEN a = b
             ELSE a
          /\ a = b
       \/ IF \/ b
             \/ b
            => c
            THEN /\ f[a]
            ELSE /\ f[a]
               /\ c
               /\ 1
D32 == a \in S
D33 == \E x \in S : (\/ a = b
                        \/ a \in S
                        \/ 1)
D34 == 1
D35 == \/ 1
          => c
D36 == /\ /\ \E x \in S : 1
          /\ \/ a' = b
             \/ a' = b
             \/ c
            => c
          /\ \/ 1
D37 == a
D38 == /\ a \in S
       /\ /\ \E x \in S : a \in S
          /\ \/ f[a]
             \/ a \in S
          /\ \/ a' = b
             \/ 1
       /\ a' = b
          /\ c
D39 == a
D40 == f[a]
D41 == /\ c
D42 == a
D43 == \/ a
       \/ a
D44 == 1
D45 == f[a]
D46 == /\ \/ \/ a \in S
             \/ a = b
       /\ a' = b
D47 == /\ /\ /\ a
            = b
          /\ a' = b
          /\ a \in S
D48 == /\ \/ (f[a])
             \/ c
       /\ \/ IF f[a]
               THEN a' = b
               ELSE a' = b
D49 == \/ IF \/ c
             \/ a
            THEN b
            ELSE /\ a \in S
               /\ a' = b
               /\ a
                  => c
       \/ /\ 1
          /\ a
D50 == a
D51 == a = b
D52 == (f[a])
D53 == \/ IF /\ b
            THEN \E x \in S : a = b
            ELSE a \in S
       \/ b
       \/ \/ \/ a \in S
          \/ a
D54 == a' = b
D55 == b
D56 == \E x \in S : \/ IF 1
                            THEN a
                            ELSE f[a]
                       \/ 1
D57 == /\ a \in S
       /\ (\/ f[a]
           \/ f[a])
       /\ /\ (b)
          /\ c
D58 == /\ \/ \/ a = b
             \/ a \in S
          \/ /\ a = b
D59 == /\ \/ /\ a = b
             /\ a \in S
          \/ \/ a
             \/ c
             \/ c
             \/ c
       /\ (IF a
             THEN 1
             ELSE f[a])
D60 == /\ /\ IF a = b
             THEN a
             ELSE c
          /\ (f[a])
          /\ \/ a
             \/ a
             \/ a
       /\ \/ /\ c
             /\ b
          \/ \/ a \in S
             \/ c
         = b
D61 == a \in S
D63 == a
D64 == (\/ c
        \/ \/ 1
        \/ /\ b
           /\ a
           /\ b)
D65 == \/ /\ /\ c
       \/ /\ /\ 1
             /\ c
             /\ a
          = b
       \/ IF /\ c
              /\ c
            THEN /\ a' = b
            ELSE (a' = b)
        = b
D66 == a' = b
D67 == \/ \/ a \in S
          \/ IF a = b
               THEN c
               ELSE c
       \/ a
       \/ /\ /\ c
          /\ IF a' = b
               THEN a = b
               ELSE a \in S
          \/ c
D68 == \/ \/ IF a = b
               THEN b
               ELSE 1
          \/ /\ a = b
             /\ a \in S
          \/ IF a \in S
               THEN a
               ELSE f[a]
             = b
       \/ b
       \/ /\ /\ f[a]
             /\ a' = b
              \/ c
D69 == /\ \/ b
       /\ b
       /\ f[a]
D70 == a' = b
D71 == \/ IF \E x \in S : b
          THEN \/ a = b
          ELSE c
       \/ \/ c
          \/ /\ f[a]
             /\ a = b
         => c
       \/ \/ IF f[a]
               THEN b
               ELSE a' = b
D72 == \/ a
D73 == /\ IF a \in S
            THEN IF f[a]
               THEN a \in S
               ELSE 1
            ELSE \/ a' = b
               \/ a' = b
               \/ 1
       /\ \E x \in S : \/ b
       /\ f[a]
D74 == /\ \/ IF f[a]
               THEN 1
               ELSE a = b
          \/ a' = b
          \/ /\ c
       /\ /\ /\ f[a]
          /\ /\ a' = b
             /\ a \in S
             /\ c
          /\ \E x \in S : 1
D75 == \/ /\ \/ a' = b
             \/ c
             \/ a \in S
             \/ c
       \/ \/ b
          \/ \/ a = b
             \/ f[a]
             \/ a = b
          \/ \/ c
             \/ 1
       \/ c
D76 == /\ /\ \/ a \in S
          /\ c
         = b
       /\ \E x \in S : \/ a = b
                          \/ 1
       /\ b
D77 == \/ (1)
       \/ /\ IF b
               THEN c
               ELSE 1
          /\ /\ c
             /\ a \in S
D79 == IF \/ a' = b
          \/ c
         THEN (f[a])
         ELSE /\ /\ b
               /\ c
              = b
====
