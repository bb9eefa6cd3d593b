// Feeds a file of TLC -tool output to the TLA+ VS Code extension's own parser (src/parsers/tlc.ts) and
// prints, as JSON, what the extension would show: the check's state, status, statistics, coverage,
// warnings, errors with their traces, SANY's diagnostics, and any message it would pop up.
import * as fs from 'fs';
import * as path from 'path';
import { TlcModelCheckerStdoutParser } from './ext/src/parsers/tlc';
import { ModelCheckResult, ModelCheckResultSource, MessageLine, Value } from './ext/src/model/check';
// eslint-disable-next-line @typescript-eslint/no-var-requires
const vscode = require('vscode');

function text(line: MessageLine): string {
    return line.spans.map((s) => s.text).join('');
}

function value(v: Value): unknown {
    const items = (v as unknown as { items?: Value[] }).items;
    return items ? { key: v.key, str: v.str, items: items.map(value) } : { key: v.key, str: v.str };
}

function range(r: { start: { line: number, character: number }, end: { line: number, character: number } }) {
    return [r.start.line, r.start.character, r.end.line, r.end.character];
}

function summary(r: ModelCheckResult) {
    return {
        state: r.state,
        status: r.status,
        processInfo: r.processInfo,
        initialStatesStat: r.initialStatesStat.map((s) => [s.diameter, s.total, s.distinct, s.queueSize]),
        coverage: r.coverageStat.map((c) => [c.module, c.action, range(c.range), c.total, c.distinct]),
        warnings: r.warnings.map((w) => w.lines.map(text)),
        errors: r.errors.map((e) => ({
            lines: e.lines.map(text),
            trace: e.errorTrace.map((t) => ({ num: t.num, title: t.title, module: t.module, action: t.action,
                                              range: range(t.range), variables: value(t.variables) })),
        })),
        sany: r.sanyMessages ? r.sanyMessages.getMessages().map((m) => ({
            file: path.basename(m.filePath), range: range(m.diagnostic.range), message: m.diagnostic.message,
            severity: m.diagnostic.severity })) : null,
        started: r.startDateTime !== undefined,
        finished: r.endDateTime !== undefined && r.duration !== undefined,
        workersCount: r.workersCount,
        collisionProbability: r.collisionProbability,
        traceFilePath: r.traceFilePath,
        outputLines: r.outputLines.map((l) => l.text),
    };
}

const lines = fs.readFileSync(process.argv[2], 'utf8').split('\n');
let last: ModelCheckResult | undefined;
new TlcModelCheckerStdoutParser(ModelCheckResultSource.Process, lines, undefined, false, (r) => { last = r; })
    .readAllSync();
// Exit once stdout has taken all of it: through a pipe a write is asynchronous, and exit cut it at 64 KiB.
process.stdout.write(JSON.stringify({ result: last ? summary(last) : null, shown: vscode.shown }, null, 1) + '\n',
                     () => process.exit(0));
