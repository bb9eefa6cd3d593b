#!/usr/bin/env bash
# Build the TLA+ VS Code extension's readers of its tools' output for node, in a folder of its own (never in
# this repository): BUILD_DIR/parse_tlc.js then reads a file of TLC -tool output and prints what the extension
# makes of it (tests/test_tool.py runs it over TLC's and tlapy's output); BUILD_DIR/parse_tools.js does the
# same for SANY's, pcal.trans's and the XML exporter's output, and prints the java command lines the
# extension builds (tests/test_vscode_shim.py).
# Usage: tests/tool_client/build.sh EXTENSION_CHECKOUT BUILD_DIR
#   EXTENSION_CHECKOUT: a checkout of github.com/tlaplus/vscode-tlaplus (or a git directory of one).
set -euo pipefail
src=$1 out=$2 here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out/ext"
if [ -d "$src/src/parsers" ]; then
    cp -r "$src/src" "$out/ext/"
else  # a bare git directory: take its newest commit's sources
    git --git-dir="$src" archive HEAD src | tar -x -C "$out/ext"
fi
cp "$here/vscode.js" "$here/parse_tlc.ts" "$here/parse_tools.ts" "$out/"
cd "$out"
[ -f package.json ] || npm init -y >/dev/null
npm install --no-audit --no-fund --silent esbuild@0.17.19 moment@2.29.4 fast-xml-parser@5.2.5 \
    >/dev/null
npx esbuild parse_tlc.ts --bundle --platform=node --outfile=parse_tlc.js --alias:vscode=./vscode.js \
    --log-level=warning
npx esbuild parse_tools.ts --bundle --platform=node --outfile=parse_tools.js --alias:vscode=./vscode.js \
    --log-level=warning
echo "$out/parse_tlc.js"
