"""Translating a module's algorithm into the text between BEGIN and END TRANSLATION, step by step as
pcal.trans does: options, markers, parsing, renaming, exploding, generating, checksums."""

from __future__ import annotations

from dataclasses import dataclass, field

from tla_py.pluscal import checksum, module_text
from tla_py.pluscal.ast_text import ast_text
from tla_py.pluscal.errors import PcalError, reports
from tla_py.pluscal.explode import Exploder
from tla_py.pluscal.fixids import Fixer
from tla_py.pluscal.gen_module import Generator
from tla_py.pluscal.options import Options, apply
from tla_py.pluscal.parser import Parser
from tla_py.pluscal.reader import CharReader
from tla_py.pluscal.symtab import SymbolTable

BEGIN_LINE = "\\* BEGIN TRANSLATION"
END_LINE = "\\* END TRANSLATION"


@dataclass
class Translated:
    """The module's new lines, what pcal.trans would have printed, and what the .cfg needs."""

    lines: list
    messages: list = field(default_factory=list)
    has_default_init: bool = False


@dataclass
class Algorithm:
    """An algorithm parsed, renamed and translated: its translation and its AST's checksum."""

    translation: list
    pcal_checksum: str
    parser: Parser


def translate_algorithm(lines: list, line: int, col: int, fair: bool, end_line: int, opts: Options,
                        messages: list) -> Algorithm:
    """Parse the (uncommented, untabbed) algorithm at (line, col) and translate it."""
    parser = Parser(CharReader(lines, line, col, end_line), opts)
    try:
        alg = parser.algorithm(fair)
    except (IndexError, AttributeError, TypeError, KeyError):
        raise parser.unknown_error() from None  # where pcal.trans's parser trips on a runtime error
    finally:
        messages.extend(parser.info)
    messages.append("Parsing completed.")
    st = SymbolTable(alg)
    st.disambiguate()
    if st.report:
        messages.append("Warning: symbols were renamed.")
    fixer = Fixer(st)
    fixer.fix(alg)
    messages.extend(f"\nUnrecoverable error:\n -- {m}.\n" for m in fixer.info)
    exploded = Exploder(st, parser.omit_pc).explode(alg)
    translation = Generator(st, opts, parser).generate(exploded, st.report)
    if parser.has_default_init:
        st.check_default_init()
    text = "fair" if fair else ast_text(alg, opts.version < 1500)
    return Algorithm(translation, checksum.crc(text), parser)


def translate_lines(original: list, opts: Options) -> Translated:
    """The module (its lines) with the translation of its algorithm in place."""
    messages: list = []
    lines = module_text.untab(original)
    try:
        args = module_text.options_in_module(lines)
        if args is not None:
            apply(opts, args, in_file=True)
    except PcalError as e:
        messages.extend(reports(e))
    output = list(original)
    begin = module_text.find_token_pair(lines, 0, "BEGIN", "TRANSLATION")
    if begin != -1:
        end = module_text.find_token_pair(lines, begin + 1, "END", "TRANSLATION")
        if end == -1:
            raise PcalError("No line containing `END TRANSLATION")
        del output[begin + 1:end]
        del lines[begin + 1:end]
    found = module_text.find_algorithm(lines)
    if found is None:
        raise PcalError("Beginning of algorithm string --algorithm not found.")
    alg_line, alg_col, fair = found
    if begin == -1:
        begin = _insert_markers(lines, output, alg_line, alg_col)
    module_text.uncomment(lines, alg_line, alg_col)
    alg = translate_algorithm(lines, alg_line, alg_col, fair, len(output), opts, messages)
    tla_checksum = checksum.lines_crc(alg.translation)
    output[begin] = checksum.with_checksums(output[begin], alg.pcal_checksum, tla_checksum)
    output[begin + 1:begin + 1] = alg.translation
    messages.append("Translation completed.")
    return Translated(output, messages, alg.parser.has_default_init)


def _insert_markers(lines: list, output: list, alg_line: int, alg_col: int) -> int:
    """Put BEGIN and END TRANSLATION lines after the comment holding the algorithm; the BEGIN line."""
    end = module_text.comment_end(lines, alg_line, alg_col)
    if end is None:
        raise PcalError("Algorithm not in properly terminated comment")
    line, col = end
    rest = _java_trim(lines[line][col:])
    if rest and not rest.startswith("\\*"):
        raise PcalError("Text on same line following `*)' that ends the \n"
                        "   comment containing the algorithm.")
    output.insert(line + 1, BEGIN_LINE + " " + checksum.TEMPLATE.format("ffffffff", "ffffffff"))
    lines.insert(line + 1, BEGIN_LINE)
    output.insert(line + 2, END_LINE + " ")
    lines.insert(line + 2, END_LINE)
    return line + 1


def _java_trim(text: str) -> str:
    """Text without the characters up to U+0020 at either end (Java's String.trim)."""
    start, end = 0, len(text)
    while start < end and text[start] <= " ":
        start += 1
    while end > start and text[end - 1] <= " ":
        end -= 1
    return text[start:end]
