// The TLA+ VS Code extension's own readers of its Java tools, fed a file, printing as JSON what the extension
// makes of it: `sany OUT` SANY's diagnostics (src/parsers/sany.ts), `pcal OUT TLA` pcal.trans's
// (src/parsers/pluscal.ts), `outline XML TLA` the XML exporter's symbols (src/symbols/tlaSymbols.ts), and
// `args TLA CFG` the java command lines the extension builds (src/tla2tools.ts) for TLC, SANY, pcal.trans
// and the XML exporter, with no options set in its settings.
import * as fs from 'fs';
import * as path from 'path';
import { SanyStdoutParser } from './ext/src/parsers/sany';
import { TranspilerStdoutParser } from './ext/src/parsers/pluscal';
import { DCollection } from './ext/src/diagnostic';
import { TlaDocumentSymbolsProvider } from './ext/src/symbols/tlaSymbols';
import { TlaDocumentInfos } from './ext/src/model/documentInfo';
import { buildJavaOptions, buildPlusCalOptions, buildTlcOptions, TlaTool } from './ext/src/tla2tools';
// eslint-disable-next-line @typescript-eslint/no-var-requires
const vscode = require('vscode');

type Range = { start: { line: number, character: number }, end: { line: number, character: number } };

function range(r: Range) {
    return [r.start.line, r.start.character, r.end.line, r.end.character];
}

function diagnostics(d: DCollection) {
    return d.getMessages().map((m) => ({ file: path.basename(m.filePath), range: range(m.diagnostic.range),
                                         message: m.diagnostic.message, severity: m.diagnostic.severity }));
}

function lines(file: string): string[] {
    return fs.readFileSync(file, 'utf8').split('\n');
}

async function seen(mode: string, file: string, other: string): Promise<unknown> {
    if (mode === 'sany') {
        const data = new SanyStdoutParser(lines(file)).readAllSync();
        return { diagnostics: diagnostics(data.dCollection),
                 modules: Array.from(data.modulePaths.keys()).sort() };
    }
    if (mode === 'pcal') {
        return { diagnostics: diagnostics(new TranspilerStdoutParser(lines(file), other).readAllSync()) };
    }
    if (mode === 'outline') {
        const provider = new TlaDocumentSymbolsProvider(new TlaDocumentInfos()) as unknown as
            { parseXmlSymbols(xml: string, uri: unknown): { name: string, kind: number, containerName: string,
                                                            location: { range: Range }, level?: number }[] };
        return provider.parseXmlSymbols(fs.readFileSync(file, 'utf8'), vscode.Uri.file(other)).map((s) => ({
            name: s.name, kind: s.kind, container: s.containerName, range: range(s.location.range),
            level: s.level }));
    }
    const java = buildJavaOptions([], '/ext/tools/tla2tools.jar');
    const lib = '-DTLA-Library=';
    const base = path.basename(file);
    return {
        tlc: [...java, lib, TlaTool.TLC, ...await buildTlcOptions(file, other, ['-workers', '1', '-coverage', '1'])],
        sany: [...java, lib, TlaTool.SANY, base],
        pcal: [...java, TlaTool.PLUS_CAL, ...buildPlusCalOptions(file, [])],
        xml: [...java, lib, TlaTool.XMLExporter, '-o', '-u', '-r', base],
    };
}

seen(process.argv[2], process.argv[3], process.argv[4]).then((out) => {
    process.stdout.write(JSON.stringify({ result: out, shown: vscode.shown }, null, 1) + '\n', () => process.exit(0));
});
