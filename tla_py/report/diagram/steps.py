"""The trace diffed step by step: who acted, which messages were sent, delivered or lost, what changed.

A message appearing is sent by the step's actor; one disappearing (or its count going down) is received
by the step's actor, unless the count goes below zero, the action's name says it is lost or dropped, or
its known receiver did not act: then it is lost. A message that appears with no positive count is lost
on the way. The actor of a step is the participant its action names (a word such as `W1` in
`W1SendsAdd`, or a parameter such as `c1` in `Send(c1)`), else the one participant whose state changed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Optional

from tla_py.report.diagram.infer import (
    RECEIVER_FIELDS,
    SENDER_FIELDS,
    Cast,
    clip,
    fields,
    inventory,
    name_of,
    short,
)
from tla_py.report.diagram.model import Msg, Note
from tla_py.values import Fcn, ModelValue, format_value

LOSS = ("lose", "lost", "loss", "drop")
"""How an action's name begins a word when it loses messages (`LoseHead`, `drop_msg`; not `Close`)."""
TYPE_FIELDS = ("type", "mtype", "kind", "op")
Endpoint = Callable[[object, tuple], Optional[str]]
"""A user's operator on a message (and the state it was sent in), giving a participant's name."""


def leaves(old: object, new: object, path: str, depth: int = 4) -> list[tuple[str, object]]:
    """The scalar parts (booleans, numbers, strings, model values) that differ, with their paths."""
    if old == new:
        return []
    if type(old) is Fcn and type(new) is Fcn and depth > 0 and old.map.keys() == new.map.keys():
        out = []
        for k, v in new.map.items():
            sub = f"{path}.{k}" if type(k) is str else f"{path}[{format_value(k)}]"
            out += leaves(old.map[k], v, sub, depth - 1)
        return out
    return [(path.lstrip("."), new)] if type(new) in (bool, int, str, ModelValue) else []


class Stepper:
    """Diffs consecutive states of a trace into messages and notes."""

    def __init__(self, variables: tuple[str, ...], cast: Cast, sender: Endpoint | None,
                 receiver: Endpoint | None):
        self.variables, self.cast = variables, cast
        self.user_from, self.user_to = sender, receiver
        self.names = set(cast.names)
        self.open: dict[tuple, list[Msg]] = {}
        self.messages: list[Msg] = []
        self.notes: list[Note] = []

    def changed(self, old: tuple, new: tuple) -> dict[str, list[tuple[str, object]]]:
        """Each participant whose state changed, with its changed scalar parts."""
        out: dict[str, list] = {}
        for i in self.cast.keyed:
            for k, v in new[i].map.items():
                if old[i].map.get(k) != v:
                    out.setdefault(name_of(k), []).extend(leaves(old[i].map.get(k), v, self.variables[i]))
        for i, who in self.cast.records.items():
            if old[i] != new[i]:
                out.setdefault(who, []).extend(leaves(old[i], new[i], ""))
        for i, who in self.cast.stores.items():
            if old[i] != new[i]:
                out.setdefault(who, []).extend(leaves(old[i], new[i], self.variables[i]) or
                                               [(self.variables[i], new[i])])
        return out

    def actor(self, action: str, changed: dict) -> str | None:
        """Who the action's name says (`W1Add`, `TMRcv(r1)`), else its parameter, else the one changed."""
        head, _, params = action.partition("(")
        by_lower = {n.lower(): n for n in self.names}
        for word in _words(head):  # `W1`, `TM` name w1 and tm; an ordinary word (`Txn`) names nobody
            if word in self.names or ((word.isupper() or not word.isalpha()) and word.lower() in by_lower):
                return word if word in self.names else by_lower[word.lower()]
        for param in params.rstrip(")").split(","):
            if param.strip() in self.names:
                return param.strip()
        active = [p for p in changed if p not in self.cast.stores.values()] or list(changed)
        return active[0] if len(active) == 1 else None

    def step(self, n: int, action: str, old: tuple, new: tuple) -> None:
        """Record step n, from state old to state new by the action named."""
        changed = self.changed(old, new)
        actor = self.actor(action, changed)
        counts = []
        for i in self.cast.message_vars:
            before = inventory(old[i], self.names) or {}
            after = inventory(new[i], self.names) or {}
            counts += [(key, before.get(key), after.get(key)) for key in before.keys() | after.keys()]
        for key, was, now in counts:  # receipts first: who received a message is the one who acts
            for _ in range(max(was or 0, 0) - max(now or 0, 0)):
                actor = self.take(n, key, now, actor, action, changed, old)
        for (channel, m), was, now in counts:
            if was is None and now is not None and now <= 0:
                self.messages.append(self.new_msg(n, channel, m, actor, old, lost=True))
                self.messages[-1].received = n
            for _ in range(max(now or 0, 0) - max(was or 0, 0)):
                msg = self.new_msg(n, channel, m, actor, old)
                self.messages.append(msg)
                self.open.setdefault((channel, m), []).append(msg)
        self.describe(n, actor, changed)

    def take(self, n: int, key: tuple, now: int | None, actor: str | None, action: str,
             changed: dict, old: tuple) -> str | None:
        """One copy of a message leaves in step n: received, or lost; returns the step's actor."""
        queue = self.open.get(key) or [self.new_msg(n - 1, key[0], key[1], None, old)]
        msg = queue.pop(0)
        if msg not in self.messages:
            self.messages.append(msg)
        if msg.receiver is None and actor != msg.sender:
            msg.receiver = actor
        if actor is None and msg.receiver is not None:
            actor = msg.receiver
        elsewhere = msg.receiver is None or (msg.receiver != actor and msg.receiver not in changed)
        lossy = any(w.lower().startswith(LOSS) for w in _words(action.partition("(")[0]))
        msg.lost = (now is not None and now < 0) or lossy or elsewhere
        msg.received = n
        return actor

    def describe(self, n: int, actor: str | None, changed: dict) -> None:
        """Notes of the changes worth reading; a store's change is a write by the step's actor."""
        for who, parts in changed.items():
            if who in self.cast.stores.values() and actor is not None and actor != who:
                text = ", ".join(f"{p} := {short(v)}" for p, v in parts)
                self.messages.append(Msg(text, actor, who, n, n, detail=text, write=True))
                continue
            shown = [f"{p} = {short(v)}" for p, v in parts if who == actor or type(v) is not int]
            if shown:
                self.notes.append(Note(n, who, "\n".join(shown)))

    def new_msg(self, n: int, channel: str | None, m: object, actor: str | None, state: tuple,
                lost: bool = False) -> Msg:
        """A message sent in step n: its ends from the user's operators, its fields, or the actor."""
        parts = dict(fields(m))
        sender = self.user_from(m, state) if self.user_from else _field(parts, SENDER_FIELDS, self.names)
        receiver = self.user_to(m, state) if self.user_to else _field(parts, RECEIVER_FIELDS, self.names)
        receiver = receiver or channel
        sender = sender or actor
        if receiver is None and sender is not None:
            others = [name_of(v) for v in parts.values() if name_of(v) in self.names and name_of(v) != sender]
            receiver = others[0] if others else None
        label = format_value(m)
        if type(m) is Fcn:
            kind = next((format_value(parts[f]) for f in TYPE_FIELDS if f in parts), "")
            rest = [f"{k}={short(v, 24)}" for k, v in parts.items()
                    if k not in TYPE_FIELDS and name_of(v) not in self.names]
            label = " ".join([kind, ", ".join(rest)]).strip()
        return Msg(clip(label, 72), sender, receiver, n, lost=lost, detail=format_value(m))


def _words(name: str) -> list[str]:
    """The words of an action's name: `W1SendsAdd` -> W1, Sends, Add; `TMCommit` -> TM, Commit."""
    return re.findall(r"[A-Z]+(?![a-z])\d*|[A-Z]?[a-z]+\d*|\d+", name)


def _field(parts: dict, names: tuple[str, ...], participants: set[str]) -> str | None:
    """The participant in the first of these fields that holds one (`source`, `src`, ...)."""
    for f in names:
        if name_of(parts.get(f)) in participants:
            return name_of(parts[f])
    return None
