---------------------------------- MODULE SVG ---------------------------------
(* tlapy's SVG: an element is [name, attrs, children, innerText]; attribute values are strings.    *)
(* SVGElemToString, NodeOfRingNetwork and PointOnLine have natives (tla_py/stdlib/community.py);    *)
(* NodesOfDirectedMultiGraph, which TLC lays out with a Java graph library, has none.             *)
LOCAL INSTANCE Naturals
LOCAL INSTANCE Sequences
LOCAL INSTANCE Integers
LOCAL INSTANCE TLC
LOCAL INSTANCE FiniteSets
LOCAL Merge(r1, r2) == [k \in DOMAIN r1 \cup DOMAIN r2 |-> IF k \in DOMAIN r1 THEN r1[k] ELSE r2[k]]
LOCAL Elem(name, attrs, children, text) == [name |-> name, attrs |-> attrs, children |-> children, innerText |-> text]
Line(x1, y1, x2, y2, attrs) ==
    Elem("line", Merge([x1 |-> ToString(x1), y1 |-> ToString(y1), x2 |-> ToString(x2), y2 |-> ToString(y2)], attrs), <<>>, "")
Circle(cx, cy, r, attrs) ==
    Elem("circle", Merge([cx |-> ToString(cx), cy |-> ToString(cy), r |-> ToString(r)], attrs), <<>>, "")
Rect(x, y, w, h, attrs) ==
    Elem("rect", Merge([x |-> ToString(x), y |-> ToString(y), width |-> ToString(w), height |-> ToString(h)], attrs), <<>>, "")
Text(x, y, text, attrs) == Elem("text", Merge([x |-> ToString(x), y |-> ToString(y)], attrs), <<>>, text)
Group(children, attrs) == Elem("g", attrs, children, "")
Svg(children, attrs) == Elem("svg", attrs, children, "")
SVGElemToString(elem) == ""              \* native: <name a='v' ...>innerText children</name>
NodeOfRingNetwork(cx, cy, r, n, m) == [x |-> 0, y |-> 0]   \* native: the n-th of m points on a circle
NodesOfDirectedMultiGraph(nodes, edges, options) == CHOOSE f \in [nodes -> [x : Int, y : Int]] : TRUE
PointOnLine(from, to, segment) ==
    [x |-> from.x + ((to.x - from.x) \div segment), y |-> from.y + ((to.y - from.y) \div segment)]
===============================================================================
