"""TLC's fingerprints, bit for bit: TLC reseeds a state's RandomElement draws with its fingerprint.

tlc2.util.FP64 fingerprints a byte string by polynomial division in GF(2^64), one byte at a time,
modulo one of 131 irreducible polynomials (TLC's -fp N picks it; without -fp TLC picks one at random).
Every value's fingerPrint(fp) (tlc2.value.impl.*Value) extends fp by a byte string: its kind's tag,
then its parts. So the fingerprint of a value or a state is FP64 of the concatenated encodings below,
from the polynomial itself (FP64.New()); a state (TLCStateMut.fingerPrint) is its variables' values
one after the other, in SANY's order of them (variable_order), or its VIEW's value.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import cache

from tla_py.errors import EvalError
from tla_py.syntax.config import CfgValue, ConstantAssignment
from tla_py.values import Fcn, ModelValue, Seq, TlaSet, Value, format_value, sort_key

POLYS = (
    0x911498ae0e66bad6, 0xda8a0ba66dae0181, 0xc02f176b8f268d9f, 0xd617bb1220fc7812, 0xc6fd951ad34f9f74,
    0xdd1897bd991704d4, 0xf5394c541cbfd343, 0xb1dded37b5c7b8f7, 0xb713ff61039dc632, 0xdfb340cb2fb03d43,
    0xbc3e7e4c5ecb76a3, 0xdbb4b1349cd7058a, 0xf53e9dcb9e915cdf, 0xca5f58e90dd01848, 0x80e7ff4406891aa1,
    0xab541bf881fa8571, 0xbf274e07ac5499d5, 0x939b1ea933040a4e, 0xb791a595448d75b1, 0x8bf88d6ef85563a2,
    0xecb33ec339513a53, 0xfa2d3e722db5208a, 0xb4e2058aac479d24, 0xafbd6474e7213b82, 0x98c1694d14ffaeef,
    0xe188fb5c0a125e24, 0xfa71cc3865487d80, 0x891135f7c1c94569, 0xcf77cdd16d22e3e6, 0xeb5e3a1d2e2bb4b5,
    0x92f7f5b69cd00c55, 0xa9fbbe40ca3b9ae9, 0x84a7b33d85295bde, 0xebd4680dbb6fdee2, 0xa31fc46a0583b4d0,
    0xa792c94f15de3e49, 0xd9d60a9feff4521a, 0x9227ba31dfdda04b, 0xfb4c89c607ce162d, 0xa89b3b2e01479cc0,
    0xb35a0c2a28b89f7d, 0x91d0b700b99d9ec2, 0xf0646bbda05020b0, 0xcb5d5f63ce043056, 0xd276b6a04f42a1b8,
    0xbc1a7a7dbfeb47a3, 0xe138acff7a963036, 0xed860223c1557ee7, 0x9b2491e980150ab6, 0xe7e03dd8a5b4e59e,
    0xaaa3f5eac516783c, 0xfe78cc267a724180, 0xc22519a21edfac64, 0xcdb2941933fec60f, 0xc5f485551ef38aa1,
    0xa19293d250bd3335, 0xa4d4c215a50b7afe, 0xc1155176406a5070, 0xecadaa8200e123ec, 0xbacfe629d58b2f08,
    0xded991082148cb42, 0x9a0ccbe5deaa88db, 0x9a83246f342061bb, 0xb71482842297ab05, 0xf2407eeb997592bd,
    0xb7b43d4b5c4c4bcc, 0xb339a2568221ffe7, 0xdb4b6b379446ef9e, 0xe43c205bb5c0b2b6, 0xe8e1d141f19d6db0,
    0xd19e8710a4ea1c86, 0x9704cecfa8d6d07b, 0xb0a35716162c3f26, 0xa2a68c0cf56390ac, 0xe4a74bc601c95b46,
    0xe668fff675595e56, 0xe0ea77ebe06fabbb, 0xa8bb94f585279523, 0xbeb667b42b684f21, 0xd7b65410189e28af,
    0x85722037beffc5b9, 0xe7e7c5f773426204, 0xa5fd0cc8e060c6f4, 0xb8f91ee9065dcf95, 0xb4047008040f8b50,
    0xecb9ab6291c8cfcc, 0xe08bb9b70caad6df, 0xd6e086a301d95d56, 0xf6a808f5f3fb9da3, 0xfa74b8a8ef86fbc5,
    0xa0b6b33ba9e6381c, 0x8c78703427873dbb, 0xc5516ea423011021, 0xb075cce8528ae7e2, 0x92e4a37979e2b13b,
    0xafc9ab000ed81026, 0xf1873f2a861a518a, 0xf885d6b35770192c, 0xd2a82f27f71f5f7e, 0xd5e7a4dd8beb2d9f,
    0xbab9e7e65dc23e0f, 0xd5fc877c0bdf5b85, 0xab428169b9f31c02, 0xb7b1351f9266d3ea, 0xfad564914328f635,
    0x9623ecb1000db9bd, 0x88d371ec6644c892, 0xd0a71270573e271c, 0xbd200d763f9d81b4, 0x8484fd96374bf2ea,
    0xe0d0810749432294, 0x8ebe9dadc88658ba, 0xf6268c58993ae542, 0xd6cc88fed0d359c9, 0xbcaddb8d40a16690,
    0x92817c6db421cbf6, 0xac63721120a371b5, 0xd6cc137fdced0820, 0xf1c5fbaebb617bd7, 0xac35d78c765237a5,
    0xbd0a471fa9a23116, 0x943a7031b946a5ae, 0xe4e83520cb1aaebb, 0xe92a4b73246dd124, 0xafc1e070787c4c86,
    0xdfe84d42cf06286b, 0x8b29ec962e4b964b, 0x807eb5de812ede0f, 0xa3cd71299c8b3bfd, 0x845b8031ef886f35,
    0x91f5a5fa9c5515a5,
)
"""tlc2.util.FP64.Polys: the irreducible polynomials -fp chooses from."""

# tlc2.value.ValueConstants: the tag byte each kind of value starts with
_BOOL, _INT, _STRING, _SET, _FCN, _MODEL = 0, 1, 3, 5, 9, 21


@cache
def byte_table(index: int) -> tuple[int, ...]:
    """FP64's ByteModTable_7 for polynomial `index`: what a byte shifted out of fp contributes."""
    poly = POLYS[index]
    powers = []
    t = 1 << 63  # FP64.One: the polynomial 1 (bits are coefficients, x^0 highest)
    for _ in range(72):
        powers.append(t)
        t = (t >> 1) ^ (poly if t & 1 else 0)
    table = []
    for j in range(256):
        v = 0
        for k in range(8):
            if j >> k & 1:
                v ^= powers[71 - k]
        table.append(v)
    return tuple(table)


def extend(fp: int, data: bytes, index: int) -> int:
    """FP64.Extend(fp, data): fp (unsigned) extended by the bytes of data."""
    table = byte_table(index)
    for b in data:
        fp = (fp >> 8) ^ table[(b ^ fp) & 0xFF]
    return fp


def _int32(out: bytearray, n: int) -> None:
    """FP64.Extend(fp, int): the int's four bytes, least significant first."""
    out += (n & 0xFFFFFFFF).to_bytes(4, "little")


def _string(out: bytearray, s: str) -> None:
    """A string's length and characters (Java chars, UTF-16; FP64 keeps a char's low byte only)."""
    units = s.encode() if s.isascii() else s.encode("utf-16-le")[::2]
    out.append(_STRING)
    _int32(out, len(units))
    out += units


def encode(v: Value, out: bytearray) -> None:
    """Append the bytes TLC's v.fingerPrint(fp) extends fp by."""
    t = type(v)
    if t is int:
        out.append(_INT)
        _int32(out, v)
    elif t is bool:
        out.append(_BOOL)
        out.append(0x74 if v else 0x66)  # 't' / 'f'
    elif t is str:
        _string(out, v)
    elif t is Seq:  # TupleValue, and FcnRcdValue on 1..n: index, value
        out.append(_FCN)
        _int32(out, len(v.elems))
        for i, e in enumerate(v.elems, 1):
            out.append(_INT)
            _int32(out, i)
            encode(e, out)
    elif t is Fcn:  # FcnRcdValue and RecordValue: domain in TLC's order, each key then its value
        out.append(_FCN)
        m = v.map
        _int32(out, len(m))
        for k in v.keys():
            encode(k, out)
            encode(m[k], out)
    elif t is ModelValue:
        out.append(_MODEL)
        _int32(out, model_value_token(v))
    elif isinstance(v, TlaSet) and v.is_finite():  # every finite set is enumerated and normalized
        elems = v.to_set().sorted()
        out.append(_SET)
        _int32(out, len(elems))
        for e in elems:
            encode(e, out)
    else:
        raise EvalError("TLC has found a state in which the value of a variable contains " + format_value(v))


_TOKENS: dict[str, int] = {}


def config_strings(constants: Iterable[ConstantAssignment]) -> list[str]:
    """The strings and model value names of the config's CONSTANT values, in file order: TLC parses
    the config first, so they get the first UniqueString tokens (1, 2, ...) in this order."""
    found: dict[str, None] = {}

    def walk(v: CfgValue) -> None:
        if v.kind in ("str", "model"):
            found.setdefault(str(v.value))
        for item in v.items or ():
            walk(item)

    for c in constants:
        for v in [*c.args, *([c.value] if c.value is not None else [])]:
            walk(v)
    return list(found)


def intern_config(strings: Iterable[str]) -> None:
    """Number the config's strings (config_strings) as TLC's UniqueString table does."""
    _TOKENS.clear()
    for s in strings:
        _TOKENS.setdefault(s, len(_TOKENS) + 1)


def model_value_token(mv: ModelValue) -> int:
    """The UniqueString token TLC fingerprints a model value by (one made by TLCModelValue at run
    time has a token we cannot know: it is given the next one after the config's)."""
    tok = _TOKENS.get(mv.name)
    if tok is None:
        tok = _TOKENS[mv.name] = len(_TOKENS) + 1
    return tok


def value_fp(v: Value, index: int) -> int:
    """TLC's v.fingerPrint(FP64.New()) with polynomial `index`, as an unsigned 64-bit int."""
    out = bytearray()
    encode(v, out)
    return extend(POLYS[index], out, index)


def state_fp(state: tuple, index: int) -> int:
    """TLCStateMut.fingerPrint() without VIEW: the variables' values, in TLC's order (variable_order)."""
    out = bytearray()
    for v in state:
        encode(v, out)
    return extend(POLYS[index], out, index)


BUILTIN_SYMBOLS = 72
"""How many of SANY's built-in operators every module's symbol table holds (measured with TLC)."""


def java_hash(s: str) -> int:
    """Java's String.hashCode(), as a signed int."""
    h, units = 0, s.encode("utf-16-le")
    for i in range(0, len(units), 2):
        h = (31 * h + units[i] + (units[i + 1] << 8)) & 0xFFFFFFFF
    return h - (1 << 32) if h >> 31 else h


def hashtable_capacity(entries: int) -> int:
    """The capacity of a java.util.Hashtable after `entries` puts (11, doubled plus one at 3/4 full)."""
    capacity = 11
    while entries > int(capacity * 0.75):
        capacity = capacity * 2 + 1
    return capacity


def variable_order(names: Sequence[str], symbols: int) -> tuple[int, ...]:
    """The order of TLC's state variables, as positions in declaration order. SANY lists a module's
    variables from its symbol table, a Hashtable of `symbols` names (the built-in operators and
    every name the module declares, defines or imports), bucket by bucket: by Java hash modulo its
    capacity (names in one bucket are taken in declaration order)."""
    capacity = hashtable_capacity(symbols)
    return tuple(sorted(range(len(names)), key=lambda i: ((java_hash(names[i]) & 0x7FFFFFFF) % capacity, i)))


def state_fingerprinter(view: Callable[[tuple], Value] | None,
                        symmetry: Callable[[tuple], list[tuple]] | None,
                        order: Sequence[int]) -> Callable[[tuple, int], int]:
    """TLCStateMut.fingerPrint() for a model whose variables TLC holds in `order`: of the state, or
    under SYMMETRY of its smallest image (variable by variable, in TLC's order of values), or of its
    VIEW's value."""
    if list(order) == sorted(order):
        def tlc_state(s: tuple) -> tuple:
            return s
    else:
        def tlc_state(s: tuple) -> tuple:
            return tuple(s[i] for i in order)

    def fp(state: tuple, index: int) -> int:
        if symmetry is not None:
            state = min(symmetry(state), key=lambda s: tuple(map(sort_key, tlc_state(s))))
        return state_fp(tlc_state(state), index) if view is None else value_fp(view(state), index)

    return fp
