// The few parts of the VS Code API the extension's output parsers (and its tools' command lines) use, so they run in plain node.
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
const workspace = { getConfiguration: () => ({ get: () => undefined, inspect: () => undefined }) };
class EventEmitter {
    constructor() { this.event = () => ({ dispose: () => undefined }); }
    fire() { return undefined; }
}
class Location {
    constructor(uri, where) { this.uri = uri; this.range = where instanceof Range ? where : new Range(where, where); }
}
class SymbolInformation {
    constructor(name, kind, containerName, location) {
        this.name = name; this.kind = kind; this.containerName = containerName; this.location = location;
    }
}
const SymbolKind = { File: 0, Module: 1, Namespace: 2, Package: 3, Class: 4, Method: 5, Property: 6, Field: 7,
                     Constructor: 8, Enum: 9, Interface: 10, Function: 11, Variable: 12, Constant: 13, String: 14,
                     Number: 15, Boolean: 16, Array: 17, Object: 18, Key: 19, Null: 20, EnumMember: 21, Struct: 22,
                     Event: 23, Operator: 24, TypeParameter: 25 };
module.exports = { Position, Range, Diagnostic, DiagnosticSeverity, Uri, window, workspace, shown, EventEmitter,
                   Location, SymbolInformation, SymbolKind };
