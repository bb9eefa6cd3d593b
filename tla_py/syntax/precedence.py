"""SANY's precedence ranges, for the conflicts it rejects: `a - b % c`, `a /\\ b \\/ c`, `a * b / c`.

The LALR grammar gives each operator one level; SANY gives each a range (low, high) and rejects two
operators that meet without parentheses unless one range lies wholly above the other, or they are the
same left-associative operator. The table is SANY's own (tla2sany.parser.Operators), by canonical name.
"""

from __future__ import annotations

from typing import NamedTuple


class Prec(NamedTuple):
    """An operator's precedence range in SANY's units (a level of Specifying Systems times 10)."""

    low: int
    high: int
    left_assoc: bool = False


def _table(spec: str, left_assoc: bool = False) -> dict[str, Prec]:
    """`name low high` rows."""
    rows = (line.split() for line in spec.strip().splitlines())
    return {name: Prec(int(low), int(high), left_assoc) for name, low, high in rows}


INFIX: dict[str, Prec] = {
    **_table(r"""
        =>  10 10
        ~>  20 20
        <=> 20 20
        -+-> 20 20
        =   50 50
        /=  50 50
        <   50 50
        >   50 50
        <=  50 50
        >=  50 50
        \in 50 50
        \notin 50 50
        \subseteq 50 50
        \subset 50 50
        \supseteq 50 50
        \supset 50 50
        \prec 50 50
        \succ 50 50
        \preceq 50 50
        \succeq 50 50
        \sim 50 50
        \simeq 50 50
        \ll 50 50
        \gg 50 50
        \asymp 50 50
        \approx 50 50
        \cong 50 50
        \sqsubset 50 50
        \sqsubseteq 50 50
        \sqsupset 50 50
        \sqsupseteq 50 50
        \doteq 50 50
        \propto 50 50
        |-  50 50
        |=  50 50
        -|  50 50
        =|  50 50
        :=  50 50
        ::= 50 50
        <:  70 70
        :>  70 70
        \   80 80
        ..  90 90
        ... 90 90
        !!  90 130
        \wr 90 140
        %   100 110
        /   130 130
        //  130 130
        \oslash 130 130
        \div 130 130
        ^   140 140
        ^^  140 140
    """),
    **_table(r"""
        /\  30 30
        \/  30 30
        \cdot 50 140
        @@  60 60
        \cap 80 80
        \cup 80 80
        $$  90 130
        $   90 130
        ??  90 130
        ##  90 130
        \uplus 90 130
        \sqcap 90 130
        \sqcup 90 130
        +   100 100
        ++  100 100
        \oplus 100 100
        |   100 110
        ||  100 110
        %%  100 110
        \X  100 130
        -   110 110
        --  110 110
        \ominus 110 110
        *   130 130
        **  130 130
        &   130 130
        &&  130 130
        \odot 130 130
        \otimes 130 130
        \o  130 130
        \star 130 130
        \bigcirc 130 130
        \bullet 130 130
    """, left_assoc=True),
}

PREFIX: dict[str, Prec] = _table(r"""
    ~   40 40
    []  40 150
    <>  40 150
    ENABLED 40 150
    UNCHANGED 40 150
    SUBSET 100 130
    UNION 100 130
    DOMAIN 100 130
    -.  120 120
""")

POSTFIX: dict[str, Prec] = _table(r"""
    '   150 150
    ^+  150 150
    ^*  150 150
    ^#  150 150
""")


def above(a: Prec, b: Prec) -> bool:
    """Whether a binds tighter than b whatever their levels within the ranges."""
    return a.low > b.high
