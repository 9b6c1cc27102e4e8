#!/bin/sh
# Installs what the test suite needs beyond the Swift toolchain, each only if missing:
#   - Python's `jsonschema` (SARIFSchemaTests validate generated SARIF against the official schema);
#   - the `pre-commit` package (CLIPreCommitTests run the framework hooks of .pre-commit-hooks.yaml with it);
#   - zsh and fish (CLICompletionTests load `duo-lint completions zsh|fish` into them; bash is assumed).
# Offline-tolerant: what cannot be installed is reported with a warning and the script exits 0; the tests that
# need it then skip, saying why (.ci/run refuses to go on without them).
set -u

PYTHON=${PYTHON:-python3}

pip_install() {  # pip_install MODULE PACKAGE
    "$PYTHON" -m pip install --quiet --disable-pip-version-check --timeout 20 --retries 1 "$2" >/dev/null 2>&1 ||
        "$PYTHON" -m pip install --quiet --disable-pip-version-check --timeout 20 --retries 1 --user "$2" >/dev/null 2>&1
}

apt_install() {  # apt_install PACKAGE… (as root, with apt-get)
    [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1 || return 1
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null 2>&1 ||
        { apt-get update -qq >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null 2>&1; }
}

if command -v "$PYTHON" >/dev/null 2>&1; then
    if ! "$PYTHON" -c 'import jsonschema' >/dev/null 2>&1; then
        pip_install jsonschema jsonschema || apt_install python3-jsonschema
        "$PYTHON" -c 'import jsonschema' >/dev/null 2>&1 ||
            echo "warning: could not install the Python package jsonschema; SARIF schema tests will be skipped" >&2
    fi
    if ! command -v pre-commit >/dev/null 2>&1 && ! [ -x "$HOME/.local/bin/pre-commit" ]; then
        pip_install pre_commit pre-commit || apt_install pre-commit
        command -v pre-commit >/dev/null 2>&1 || [ -x "$HOME/.local/bin/pre-commit" ] ||
            echo "warning: could not install pre-commit; the pre-commit framework tests will be skipped" >&2
    fi
else
    echo "warning: $PYTHON not found; SARIF schema and pre-commit tests will be skipped" >&2
fi

for shell in zsh fish; do
    if ! command -v "$shell" >/dev/null 2>&1; then
        apt_install "$shell" || brew install "$shell" >/dev/null 2>&1 ||
            echo "warning: could not install $shell; its completion test will be skipped" >&2
    fi
done
exit 0
