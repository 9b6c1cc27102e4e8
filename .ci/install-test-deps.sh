#!/bin/sh
# Installs what the test suite needs beyond the Swift toolchain: Python's `jsonschema`, used by
# SARIFSchemaTests to validate generated SARIF against the official schema.
# Offline-tolerant: if nothing can be installed it warns and exits 0 (those tests then skip).
set -u

PYTHON=${PYTHON:-python3}

if ! command -v "$PYTHON" >/dev/null 2>&1; then
    echo "warning: $PYTHON not found; SARIF schema tests will be skipped" >&2
    exit 0
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
