------------------- MODULE test51a -------------------------

\* Test definability of some aliases

a =< b == {a, b}
a >=b == {a, b}
a \circ b == {a, b}
a \oplus b == {a, b}
a \ominus b == {a, b}
a \otimes b == {a, b}
a \oslash b == {a, b}
a \odot b == {a, b}
=============================================================================
