"""[][A]_v of an instance judged once per mapped pair of states (tla_py.semantics.mapped_steps): the
same verdicts, counts, traces and errors as A evaluated as written on every step (TLC's, for these
models: 30 distinct states and no error; Refines violated at 20 distinct states after 5 states; Errs
failing on \\div by 0)."""

from pathlib import Path

import pytest

from tla_py import api
from tla_py.semantics import mapped_steps, temporal

SPECS = Path(__file__).parent / "specs" / "mapped_steps"


def run(cfg: str) -> api.Result:
    return api.check(SPECS / "Concrete.tla", SPECS / f"{cfg}.cfg")


@pytest.mark.parametrize("cfg, verdict, distinct", [
    ("holds", "success", 30),
    ("violated", "property violation", 20),
    ("error", "error", 19),
])
def test_mapped_pairs_judge_as_each_step_does(monkeypatch, cfg, verdict, distinct):
    made: list = []

    def spy(*args):
        test = mapped_steps.mapped_step_test(*args)
        made.append(test)
        return test

    monkeypatch.setattr(temporal, "mapped_step_test", spy)
    mapped = run(cfg)
    assert made and made[0] is not None  # A!Spec's [A]_v went through the mapping
    monkeypatch.setattr(temporal, "mapped_step_test", lambda *args: None)
    direct = run(cfg)
    assert (mapped.verdict, mapped.distinct) == (verdict, distinct)
    assert (mapped.verdict, mapped.violated, mapped.distinct, mapped.generated, mapped.depth) == (
        direct.verdict, direct.violated, direct.distinct, direct.generated, direct.depth)
    assert (mapped.trace, mapped.actions, mapped.message) == (direct.trace, direct.actions, direct.message)

