"""The process fairness conjuncts of Spec, formatted as pcal.trans formats them (with its quirks: a
one-line prefix is not counted in the width, and conjuncts written as lists are not always ended)."""

from __future__ import annotations


class FormulaPair:
    """A weak- or strong-fairness formula and the SF formulas of its "+" labels (or None)."""

    def __init__(self, wf: str, sf: str | None):
        self.wf, self.sf = wf, sf

    def single_line(self) -> str:
        """wf /\\ sf, or wf alone."""
        return self.wf if self.sf is None else f"{self.wf} /\\ {self.sf}"

    def single_line_width(self) -> int:
        return len(self.single_line())

    def multi_line(self, col: int) -> str:
        """The formulas as a conjunction list starting in column col."""
        text = "/\\ " + self.wf
        return text if self.sf is None else text + "\n" + " " * col + "/\\ " + self.sf


class ProcessFairness:
    """One process's fairness: an optional prefix (\\A self \\in S : or LET self == e IN), its body's
    formulas and those of the procedures it calls."""

    def __init__(self, prefix: list, body: FormulaPair, procedures: list, wrap: int):
        self.prefix, self.body, self.procedures, self.wrap = prefix, body, procedures, wrap

    def single_line_width(self) -> int:
        widest = width = 0
        for line in self.prefix[:-1]:
            widest = max(widest, len(line))
            width = len(self.prefix[-1])
        width += len(self.body.wf) + (len(self.body.sf) if self.body.sf is not None else 0)
        width += sum(f.single_line_width() for f in self.procedures)
        return max(widest, width)

    def _prefix_text(self, col: int) -> str:
        return ("\n" + " " * col).join(self.prefix)

    def format(self, col: int) -> str:
        """The formula starting in column col, on one line when it fits (or cannot be split)."""
        fits = col + self.single_line_width() <= self.wrap or (self.body.sf is None and not self.procedures)
        text = self._prefix_text(col)
        if fits:
            return text + " /\\ ".join([self.body.single_line()] + [f.single_line() for f in self.procedures])
        cur = col + (len(self.prefix[-1]) if self.prefix else 0)
        line = self.body.single_line()
        text += "/\\ " + line if cur + len(line) + 3 <= self.wrap else self.body.multi_line(cur)
        for i, form in enumerate(self.procedures):
            line = form.single_line()
            if i == 0:
                text += "\n"
            text += " " * cur
            text += "/\\ " + line + "\n" if cur + len(line) + 3 <= self.wrap else form.multi_line(cur)
        return text


def fairness_formula(xf: str, self_name: str, name: str, minus: list, plus: list,
                     plus_arg: str) -> FormulaPair:
    """XF_vars((pc[self] \\notin {"m1", ...}) /\\ Name), and SF_vars(p(self)) for the "+" labels under WF."""
    wf = xf + "_vars("
    if minus:
        if len(minus) == 1:
            wf += f'(pc[{self_name}] # "{minus[0]}") /\\ '
        else:
            wf += f'(pc[{self_name}] \\notin {{"' + '", "'.join(minus) + '"}) /\\ '
    wf += name + ")"
    sf = None
    if xf == "WF" and plus:
        sf = " /\\ ".join(f"SF_vars({label}{plus_arg})" for label in plus)
    return FormulaPair(wf, sf)
