#!/bin/sh
# Installs what the test suite needs beyond the Swift toolchain, all from PyPI (or Debian as a fallback):
# `jsonschema` (SARIFSchemaTests validate SARIF against the official schema), `html5lib` (the readiness report's
# HTML is parsed by a real, strict HTML5 parser) and `markdown-it-py` (its Markdown is rendered as CommonMark with
# GitHub's tables).
# Offline-tolerant: if something cannot be installed it warns and exits 0 (those tests then skip).
set -u

PYTHON=${PYTHON:-python3}

if ! command -v "$PYTHON" >/dev/null 2>&1; then
    echo "warning: $PYTHON not found; SARIF schema, HTML and Markdown parser tests will be skipped" >&2
    exit 0
fi

# module  PyPI package  Debian package
for spec in "jsonschema jsonschema python3-jsonschema" "html5lib html5lib python3-html5lib" \
            "markdown_it markdown-it-py python3-markdown-it"; do
    set -- $spec
    module=$1 package=$2 debian=$3
    if "$PYTHON" -c "import $module" >/dev/null 2>&1; then
        continue
    fi
    "$PYTHON" -m pip install --quiet --disable-pip-version-check --timeout 20 --retries 1 "$package" >/dev/null 2>&1 ||
        "$PYTHON" -m pip install --quiet --disable-pip-version-check --timeout 20 --retries 1 --user "$package" >/dev/null 2>&1 ||
        { [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1 &&
            DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$debian" >/dev/null 2>&1; }
    if ! "$PYTHON" -c "import $module" >/dev/null 2>&1; then
        echo "warning: could not install the Python package $package; the tests that need it will be skipped" >&2
    fi
done
exit 0
