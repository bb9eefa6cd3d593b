"""Names bound around an expression, a dict a nesting level that shares its parents: walking a
5,000-deep LET keeps one entry a name, where a dict copied at each level kept n^2/2."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TypeVar

V = TypeVar("V")


class NameChain(Mapping[str, V]):
    """A read-through chain of dicts: lookups go outward; writes go to the innermost."""

    __slots__ = ("own", "parent")

    def __init__(self, own: dict[str, V] | None = None, parent: NameChain[V] | None = None) -> None:
        self.own: dict[str, V] = {} if own is None else own
        self.parent = parent

    @classmethod
    def of(cls, names: Mapping[str, V] | None) -> NameChain[V]:
        """names as a chain (itself when it is one already)."""
        return names if isinstance(names, NameChain) else cls(dict(names or {}))

    def child(self, own: dict[str, V] | None = None) -> NameChain[V]:
        return NameChain(own, self)

    def __getitem__(self, name: str) -> V:
        chain: NameChain[V] | None = self
        while chain is not None:
            if name in chain.own:
                return chain.own[name]
            chain = chain.parent
        raise KeyError(name)

    def __contains__(self, name: object) -> bool:
        chain: NameChain[V] | None = self
        while chain is not None:
            if name in chain.own:
                return True
            chain = chain.parent
        return False

    def __setitem__(self, name: str, value: V) -> None:
        self.own[name] = value

    def __iter__(self) -> Iterator[str]:
        seen: set[str] = set()
        chain: NameChain[V] | None = self
        while chain is not None:
            for name in chain.own:
                if name not in seen:
                    seen.add(name)
                    yield name
            chain = chain.parent

    def __len__(self) -> int:
        return sum(1 for _ in self)
