"""java.util.Random, bit for bit: TLC draws RandomElement and Randomization from it, so a -seed replays TLC.

The generator is the 48-bit linear congruential generator specified in the java.util.Random API
documentation (multiplier 0x5DEECE66D, increment 11); the methods below follow that specification.
"""

from __future__ import annotations

_MULT = 0x5DEECE66D
_MASK = (1 << 48) - 1
_DOUBLE_UNIT = 1.0 / (1 << 53)


def to_long(x: int) -> int:
    """x as a Java long (two's complement, 64 bits)."""
    x &= (1 << 64) - 1
    return x - (1 << 64) if x >> 63 else x


def _to_int(x: int) -> int:
    x &= 0xFFFFFFFF
    return x - (1 << 32) if x >> 31 else x


class JavaRandom:
    """A java.util.Random with the same sequence as Java's for the same seed."""

    __slots__ = ("_seed",)

    def __init__(self, seed: int) -> None:
        self.set_seed(seed)

    def set_seed(self, seed: int) -> None:
        self._seed = (seed ^ _MULT) & _MASK

    @property
    def state(self) -> int:
        """The generator's 48 bits, to go on from in another process (a checkpoint)."""
        return self._seed

    @state.setter
    def state(self, bits: int) -> None:
        self._seed = bits & _MASK

    def next(self, bits: int) -> int:
        """Java's protected next(bits): the top `bits` bits of the new state, as a signed int."""
        self._seed = s = (self._seed * _MULT + 0xB) & _MASK
        return _to_int(s >> (48 - bits))

    def next_int(self, bound: int | None = None) -> int:
        if bound is None:
            return self.next(32)
        if bound <= 0:
            raise ValueError("bound must be positive")
        if bound & -bound == bound:
            return (bound * self.next(31)) >> 31
        u = self.next(31)
        r = u % bound
        while u - r + bound - 1 >= 1 << 31:  # Java's int overflow test: u - r + (bound-1) < 0
            u = self.next(31)
            r = u % bound
        return r

    def next_long(self) -> int:
        return to_long((self.next(32) << 32) + self.next(32))

    def next_boolean(self) -> bool:
        return self.next(1) != 0

    def next_double(self) -> float:
        return ((self.next(26) << 27) + self.next(27)) * _DOUBLE_UNIT


def _primes(lo: int, hi: int) -> tuple[int, ...]:
    """The primes in lo..hi: TLC's RandomGenerator.primes table is exactly those in 1277011..1295953."""
    sieve = bytearray([1]) * (hi + 1)
    sieve[0:2] = b"\0\0"
    for i in range(2, int(hi ** 0.5) + 1):
        if sieve[i]:
            sieve[i * i :: i] = bytearray(len(range(i * i, hi + 1, i)))
    return tuple(i for i in range(lo, hi + 1) if sieve[i])


PRIMES = _primes(1277011, 1295953)


def next_prime(rng: JavaRandom) -> int:
    """TLC's RandomGenerator.nextPrime(Random): a prime from its table, drawn with nextDouble."""
    n = len(PRIMES)
    i = n
    while i == n:
        i = int(rng.next_double() * n)
    return PRIMES[i]


def _prime_factors(n: int) -> list[int]:
    out, p = [], 2
    while p * p <= n:
        while n % p == 0:
            out.append(p)
            n //= p
        p += 1
    if n > 1:
        out.append(n)
    return out


_MULTIPLIERS: dict[int, tuple[int, int]] = {}


def _modulus_and_multiplier(n: int) -> tuple[int, int]:
    """TLC's EnumerableValue.computeOptimalMandA: an LCG modulus m >= max(n, 9), not a multiple of 4 and
    not square-free, and the multiplier a = rad(m) + 1, so the LCG has full period m."""
    got = _MULTIPLIERS.get(n)
    if got is None:
        m = max(n, 9)
        fs = _prime_factors(m)
        while m % 4 == 0 or len(set(fs)) == len(fs):
            m += 1
            fs = _prime_factors(m)
        a = 1
        for p in set(fs):
            a *= p
        got = _MULTIPLIERS[n] = (m, a + 1)
    return got


def subset_indices(rng: JavaRandom, k: int, n: int) -> list[int]:
    """The k indices into 0..n-1 that TLC's EnumerableValue.SubsetEnumerator draws (RandomSubset): a
    random start and a random prime increment for an LCG over 0..m-1, skipping indices >= n."""
    if n <= 0:
        return []
    m, a = _modulus_and_multiplier(n)
    index = rng.next_int(n)
    c = next_prime(rng)
    out = []
    for _ in range(k):
        index = (a * index + c) % m
        while index >= n:
            index = (a * index + c) % m
        out.append(index)
    return out


def big_subset_indices(rng: JavaRandom, k: int, size: int) -> list[int]:
    """The k indices TLC's SetOfFcnsOrRcdsValue.BigIntegerSubsetEnumerator draws from a set of functions
    or records with more than 2^31 - 1 elements: (i * x + |nextLong|) mod size for i = 0..k-1."""
    a = rng.next_long()
    a = a if a == -(1 << 63) else abs(a)  # Java's Math.abs(Long.MIN_VALUE) is Long.MIN_VALUE
    x = 9223372036854775783
    return [(i * x + a) % size for i in range(k)]


def d2l(x: float) -> int:
    """Java's (long) cast of a double: truncation, saturating at the long range."""
    if x != x:
        return 0
    if x >= 2.0 ** 63:
        return (1 << 63) - 1
    if x <= -(2.0 ** 63):
        return -(1 << 63)
    return int(x)
