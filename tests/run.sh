#!/usr/bin/env bash
# The whole test run, as CI runs it: the suite on CPython, then, where pypy3 is installed, the PyPy that
# `tlapy setup-pypy` prepares, and the fast tests and the conformance tests again on it.
set -euo pipefail
cd "$(dirname "$0")/.."
pip install -e '.[dev]'
if command -v pypy3 >/dev/null 2>&1; then
  tlapy setup-pypy
  PYPY="$(python -c 'from tla_py.runtime import pypy_home; print(pypy_home() / "bin" / "python")')"
  "$PYPY" -m pip install --quiet -e '.[test]'
  export TLAPY_TEST_PYPY="$PYPY"
fi
pytest -q
if [ -n "${TLAPY_TEST_PYPY:-}" ]; then
  echo "== the same tests on $("$TLAPY_TEST_PYPY" -c 'from tla_py.runtime import describe; print(describe())')"
  "$TLAPY_TEST_PYPY" -m pytest -q -p no:cacheprovider
else
  echo "== PyPy: pypy3 is not installed, so the tests ran on CPython only (sudo apt-get install pypy3 pypy3-venv)"
fi
