"""A PROPERTY's violation named as TLC names it (SpecProcessor.processConfigProps): after the last
definition the formula goes through, or after the place of the conjunct or quantified body it splits
into. The messages are TLC's, recorded from tla2tools on tests/specs/property_names/Names.tla and on
tests/specs/mapped_steps (a refinement whose [][Next]_n is a conjunct of the instance's Spec)."""

import subprocess
import sys
from pathlib import Path

import pytest

SPECS = Path(__file__).parent / "specs"


def errors(spec: Path, cfg: Path) -> list[str]:
    """The lines `tlapy check` prints that start with Error:."""
    out = subprocess.run([sys.executable, "-m", "tla_py.cli", "check", str(spec), "-config", str(cfg)],
                         capture_output=True, text=True, timeout=120).stdout
    return [line for line in out.splitlines() if line.startswith("Error:")]


@pytest.mark.parametrize("prop, message", [
    ("Rises", "Error: Action property Rises is violated."),
    ("RisesAndReturns",
     "Error: Action property line 9, col 20 to line 9, col 31 of module Names is violated."),
    ("ForEach", "Error: Action property line 10, col 30 to line 10, col 49 of module Names is violated."),
    ("AlwaysSmall", "Error: Invariant AlwaysSmall is violated."),
    ("AlwaysSmallNamed", "Error: Invariant Small is violated."),
    ("SmallAndLive", "Error: Invariant line 14, col 17 to line 14, col 25 of module Names is violated."),
    ("Starts", "Error: Property Starts is violated by the initial state:"),
    ("StartsNamed", "Error: Property Starts is violated by the initial state:"),
    ("Both", "Error: Property Starts is violated by the initial state:"),
])
def test_violation_named_as_tlc_names_it(tmp_path: Path, prop: str, message: str):
    cfg = tmp_path / "Names.cfg"
    cfg.write_text(f"SPECIFICATION Spec\nPROPERTY {prop}\n")
    assert errors(SPECS / "property_names" / "Names.tla", cfg)[0] == message


def test_refinement_named_by_the_conjunct_of_the_instance():
    assert errors(SPECS / "mapped_steps" / "Concrete.tla", SPECS / "mapped_steps" / "violated.cfg")[0] == (
        "Error: Action property line 9, col 17 to line 9, col 26 of module Abstract is violated.")
