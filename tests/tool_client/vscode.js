// The few parts of the VS Code API the extension's output parsers use, so they run in plain node.
// Messages the extension would show the user (e.g. "Unexpected message code") are kept in `shown`.
'use strict';
const shown = [];
class Position {
    constructor(line, character) { this.line = line; this.character = character; }
}
class Range {
    constructor(a, b, c, d) {
        if (a instanceof Position) { this.start = a; this.end = b; }
        else { this.start = new Position(a, b); this.end = new Position(c, d); }
    }
}
class Diagnostic {
    constructor(range, message, severity) { this.range = range; this.message = message; this.severity = severity; }
}
const DiagnosticSeverity = { Error: 0, Warning: 1, Information: 2, Hint: 3 };
const Uri = { file: (p) => ({ fsPath: p, scheme: 'file', toString: () => 'file://' + p }),
              parse: (s) => ({ fsPath: s, toString: () => s }) };
const window = {
    showErrorMessage: (m) => { shown.push(String(m)); return Promise.resolve(undefined); },
    showWarningMessage: (m) => { shown.push(String(m)); return Promise.resolve(undefined); },
    showInformationMessage: () => Promise.resolve(undefined),
};
const workspace = { getConfiguration: () => ({ get: () => undefined }) };
module.exports = { Position, Range, Diagnostic, DiagnosticSeverity, Uri, window, workspace, shown };
