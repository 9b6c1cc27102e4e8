#!/bin/sh
# Installs what the test suite needs beyond the Swift toolchain: Python's `jsonschema`, used by
# SARIFSchemaTests to validate generated SARIF against the official schema; and two third-party LSP clients that
# drive `duo-lint server` end to end (ServerBinaryTests): `pytest-lsp` (PyPI) and Neovim (Debian's `neovim`).
# Offline-tolerant: if nothing can be installed it warns and exits 0 (those tests then skip).
set -u

# Neovim, headless, for its built-in LSP client.
if ! command -v nvim >/dev/null 2>&1; then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq neovim >/dev/null 2>&1 ||
            { apt-get update -qq >/dev/null 2>&1 &&
              DEBIAN_FRONTEND=noninteractive apt-get install -y -qq neovim >/dev/null 2>&1; }
    fi
    command -v nvim >/dev/null 2>&1 || echo "warning: could not install neovim; the Neovim language-server test will be skipped" >&2
fi

PYTHON=${PYTHON:-python3}

if ! command -v "$PYTHON" >/dev/null 2>&1; then
    echo "warning: $PYTHON not found; SARIF schema tests will be skipped" >&2
    exit 0
fi
# pytest-lsp (with pygls and lsprotocol), for the Python LSP client tests.
if ! "$PYTHON" -c 'import pytest_lsp' >/dev/null 2>&1; then
    "$PYTHON" -m pip install --quiet --disable-pip-version-check --timeout 20 --retries 1 pytest-lsp >/dev/null 2>&1 ||
        "$PYTHON" -m pip install --quiet --disable-pip-version-check --timeout 20 --retries 1 --user pytest-lsp >/dev/null 2>&1
    "$PYTHON" -c 'import pytest_lsp' >/dev/null 2>&1 ||
        echo "warning: could not install the Python package pytest-lsp; the pytest-lsp language-server test will be skipped" >&2
fi

if "$PYTHON" -c 'import jsonschema' >/dev/null 2>&1; then
    exit 0
fi

"$PYTHON" -m pip install --quiet --disable-pip-version-check --timeout 20 --retries 1 jsonschema >/dev/null 2>&1 ||
    "$PYTHON" -m pip install --quiet --disable-pip-version-check --timeout 20 --retries 1 --user jsonschema >/dev/null 2>&1 ||
    { [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1 &&
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-jsonschema >/dev/null 2>&1; }

if ! "$PYTHON" -c 'import jsonschema' >/dev/null 2>&1; then
    echo "warning: could not install the Python package jsonschema; SARIF schema tests will be skipped" >&2
fi
exit 0
