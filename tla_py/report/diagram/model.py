"""What a sequence diagram shows, whatever it is drawn as: columns, steps, messages and notes."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Msg:
    """One message copy: sent in step `sent`, gone in step `received` (None: never), received or lost."""

    label: str
    sender: str | None
    receiver: str | None
    sent: int
    received: int | None = None
    lost: bool = False
    detail: str = ""
    """The whole message as TLA+ prints it (the label is short)."""
    write: bool = False
    """A participant writing a store's variables (drawn as an instant arrow)."""


@dataclass
class Note:
    """A state change worth reading at a participant's column in a step."""

    step: int
    who: str
    text: str


@dataclass
class Diagram:
    """A trace as a sequence diagram; steps are numbered as the trace's states (step i ends in state i+1)."""

    title: str
    participants: list[str]
    steps: list[str]
    messages: list[Msg] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)
    loop_from: int | None = None
    """The first step inside a lasso's loop (the step after the state the behavior returns to)."""
    ending: str = ""
    """What went wrong, said at the bottom (e.g. `Invariant X is violated`)."""

    def events(self, step: int) -> list:
        """What happens in a step: writes, deliveries and losses, messages never received, then notes."""
        gone = [m for m in self.messages if m.received == step]
        pending = [m for m in self.messages if m.received is None and m.sent == step]
        return gone + pending + [n for n in self.notes if n.step == step]
