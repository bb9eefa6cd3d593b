"""`tlapy check --diagram`: the seeds' counterexamples as sequence diagrams, in every format and a browser."""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
import zlib
from pathlib import Path

import pytest

from tla_py import cli
from tla_py.engine import check
from tla_py.report.diagram import build_diagram, render
from tla_py.report.diagram.model import Diagram, Msg
from tla_py.semantics import build_model

ROOT = Path(__file__).resolve().parents[1]
BK = [str(ROOT / "specs/BookKeeperProtocol_v4_13.tla"), "-config",
      str(ROOT / "cfg/BookKeeperProtocol_v4_13_b2_defect.cfg"), "-deadlock"]
RELAY = ROOT / "tests/specs/DiagramRelay.tla"
SVG = "{http://www.w3.org/2000/svg}"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.fixture(scope="module")
def bk() -> object:
    """The 4.13 defect's diagram (the command line's own run is test_mermaid_of_the_4_13_defect)."""
    model = build_model(ROOT / "specs/BookKeeperProtocol_v4_13.tla",
                        ROOT / "cfg/BookKeeperProtocol_v4_13_b2_defect.cfg", check_deadlock=False)
    return build_diagram(check(model))


def test_mermaid_of_the_4_13_defect(tmp_path: Path) -> None:
    out = tmp_path / "d.mmd"
    assert cli.main(["check", *BK, "--diagram", str(out)]) == 12
    text = out.read_text()
    assert text.startswith("sequenceDiagram\n")
    assert re.findall(r"^    participant (\S+)$", text, re.M) == ["w1", "w2", "b1", "b2", "meta"]
    assert "    w2-xb2: FenceRequestMessage (lost)" in text  # the fence request that never arrives
    assert "    w2->>meta: meta_status := STATUS_IN_RECOVERY" in text
    assert re.search(r"^    w1->>b2: AddEntryRequestMessage .*\(sent in 3\)$", text, re.M)  # the late write
    assert re.search(r"^    b2->>w2: ReadResponseMessage entry=Nil", text, re.M)  # recovery read: no entry
    assert "    w2->>meta: meta_status := STATUS_CLOSED, meta_version := 3" in text  # ledger closed
    late_ack = text.index("    b2->>w1: AddEntryResponseMessage")
    assert text.index("    w2->>meta: meta_status := STATUS_CLOSED") > late_ack
    ending = "Note over w1,meta: Invariant NoDivergenceBetweenWriterAndMetaData is violated"
    assert text.rstrip().endswith(ending)


def test_sequencediagram_org_text(bk: object) -> None:
    text = render(bk, ".txt")
    assert re.findall(r"^participant (\S+)$", text, re.M) == ["w1", "w2", "b1", "b2", "meta"]
    assert "w2--xb2: FenceRequestMessage (lost)" in text.splitlines()
    assert "note over b1: b_fenced = TRUE" in text.splitlines()
    assert "note over w2: meta_version = 3\\nstatus = STATUS_CLOSED" in text.splitlines()


def test_svg_is_xml_with_a_column_per_participant(bk: object) -> None:
    root = ET.fromstring(render(bk, ".svg"))
    assert root.tag == SVG + "svg"
    heads = root.findall(f"{SVG}g[@class='head']")
    assert [h.find(SVG + "text").text for h in heads] == ["w1", "w2", "b1", "b2", "meta"]
    xs = [float(h.find(SVG + "rect").get("x")) for h in heads]
    assert xs == sorted(xs) and len(set(xs)) == 5
    assert len(root.findall(f"{SVG}line[@class='lost']")) == 1
    assert len(root.findall(f"{SVG}line[@class='msg']")) == 10  # delivered: 5 requests, 5 responses
    assert len(root.findall(f"{SVG}line[@class='write']")) == 3  # ledger created, in recovery, closed
    assert not root.findall(f".//{SVG}script") and "http://www.w3.org/2000/svg" in ET.tostring(root).decode()


def test_kafka_lasso_shows_where_the_loop_starts(tmp_path: Path) -> None:
    model = build_model(ROOT / "specs/kafka_transactions_for_web.tla",
                        ROOT / "cfg/kafka_transactions_for_web_liveness.cfg", check_deadlock=False)
    res = check(model)
    d = build_diagram(res)
    assert d.participants[:4] == ["c1", "c2", "b1", "b2"]
    back = res.back_to[0]
    text = render(d, ".mmd")
    loop = text.index(f"    loop from state {back} the behavior repeats forever")
    assert text.index(f"Note over c1,txn: {back + 1}. ") > loop > text.index(f"Note over c1,txn: {back}. ")
    assert f"        Note over c1,txn: back to {back}. ReceiveInitPidResponse(c2,b2)" in text
    assert "        b2->>c2: InitPidResponse code=ConcurrentTransactions" in text
    assert text.index("    end\n") > text.index("back to")
    root = ET.fromstring(render(d, ".svg"))
    assert len(root.findall(f"{SVG}rect[@class='loop']")) == 1


def test_user_names_messages_and_their_ends(tmp_path: Path) -> None:
    out = tmp_path / "r.mmd"
    args = ["check", str(RELAY), "--diagram", str(out)]
    assert cli.main([*args, "--messages", "wire", "--msg-from", "PingFrom", "--msg-to", "PingTo"]) == 12
    lines = out.read_text().splitlines()
    assert '    A-xB: <<"ping", 1>> (sent in 2, lost)' in lines
    assert '    A->>B: <<"ping", 2>> (sent in 3)' in lines
    out.unlink()
    assert cli.main(args) == 12 and not out.exists()  # tuples naming nobody: nothing to draw
    assert cli.main([*args, "--msg-from", "Nope"]) == 151
    assert cli.main([*args, "--messages", "nowire"]) == 151
    assert cli.main(["check", str(RELAY), "--diagram", str(tmp_path / "r.pdf")]) == 2


def test_processes_without_messages(shared: Path, tmp_path: Path) -> None:
    """ACP (tlaplus/Examples) talks through shared state: its participants still get columns and notes."""
    folder = shared / "corpus/acp__ACP_NB_WRONG_TLC"
    out = tmp_path / "acp.mmd"
    spec, cfg = folder / "ACP_NB_WRONG_TLC.tla", folder / "ACP_NB_WRONG_TLC.cfg"
    assert cli.main(["check", str(spec), "-config", str(cfg), "--diagram", str(out)]) == 12
    lines = out.read_text().splitlines()
    assert [x.split()[1] for x in lines if x.startswith("    participant")] == ["p0", "p1", "coordinator"]
    assert lines.index("    Note over p0: participant.decision = commit") < lines.index(
        "    Note over p1: participant.decision = abort")


def test_two_phase_commit_store_and_actor(shared: Path, tmp_path: Path) -> None:
    """TwoPhase (tlaplus/Examples): tmState and tmPrepared are the store tm, TMCommit is tm's action."""
    for module in ("TwoPhase.tla", "TCommit.tla"):
        shutil.copy(shared / "corpus/transaction_commit__TwoPhase" / module, tmp_path)
    (tmp_path / "MCTP.tla").write_text("---- MODULE MCTP ----\nEXTENDS TwoPhase\n"
                                       'NoCommit == \\A r \\in RM : rmState[r] # "committed"\n====\n')
    (tmp_path / "MCTP.cfg").write_text("CONSTANT RM = {r1, r2, r3}\nINVARIANT NoCommit\n"
                                       "SPECIFICATION TPSpec\n")
    out = tmp_path / "tp.mmd"
    assert cli.main(["check", str(tmp_path / "MCTP.tla"), "--diagram", str(out)]) == 12
    lines = out.read_text().splitlines()
    assert [x.split()[1] for x in lines if x.startswith("    participant")] == ["r1", "r2", "r3", "tm"]
    commit = lines.index("    Note over r1,tm: 8. TMCommit")
    assert lines[commit + 1:commit + 3] == ['    tm-->>tm: "Commit" (receiver unknown)',
                                            '    Note over tm: tmState = "committed"']


def test_names_that_are_no_identifiers() -> None:
    d = Diagram("M", ['"a b"', "c"], ["1. Init", "2. Go", "3. Take"], [Msg("m", '"a b"', "c", 1, 2)])
    mmd, txt = render(d, ".mmd").splitlines(), render(d, ".txt").splitlines()
    assert '    participant _a_b_ as "a b"' in mmd and "    _a_b_->>c: m" in mmd
    assert "participant \"'a b'\" as _a_b_" in txt and "_a_b_->c: m" in txt


@pytest.mark.skipif(CHROMIUM is None, reason="no Chromium installed (apt-get install chromium)")
def test_html_in_a_headless_browser(bk: object, tmp_path: Path) -> None:
    page = tmp_path / "d.html"
    page.write_text(render(bk, ".html"), encoding="utf-8")
    flags = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
             "--disable-component-update", "--disable-sync", "--no-first-run",
             f"--user-data-dir={tmp_path / 'profile'}"]
    url = page.as_uri()
    dom = subprocess.run([*flags, "--dump-dom", url], capture_output=True, text=True, timeout=120).stdout
    for p in ("w1", "w2", "b1", "b2", "meta"):
        assert f'text-anchor="middle">{p}</text>' in dom
    assert "FenceRequestMessage (lost)" in dom
    png = tmp_path / "out.png"
    subprocess.run([*flags, f"--screenshot={png}", "--window-size=1400,2000", url], capture_output=True,
                   timeout=120)
    assert _distinct_rows(png.read_bytes()) > 100  # lines, boxes and text: not a blank page


def _distinct_rows(png: bytes) -> int:
    """How many different scanlines a PNG has (still filtered: a blank page has one or two)."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width, height, bpp = 8, b"", 0, 0, 0
    while pos < len(png):
        n, tag = struct.unpack(">I4s", png[pos:pos + 8])
        body = png[pos + 8:pos + 8 + n]
        if tag == b"IHDR":
            width, height, _, kind = struct.unpack(">IIBB", body[:10])
            bpp = {2: 3, 6: 4}[kind]
        idat += body if tag == b"IDAT" else b""
        pos += 12 + n
    raw, stride = zlib.decompress(idat), width * bpp + 1
    assert len(raw) == stride * height
    return len({raw[i * stride:(i + 1) * stride] for i in range(height)})
