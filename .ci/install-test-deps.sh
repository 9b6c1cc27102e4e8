#!/bin/sh
# Installs what the test suite needs beyond the Swift toolchain, each only if missing:
#   - Python's `jsonschema`: SARIFSchemaTests validate generated SARIF against the official schema, and the CI-format
#     tests validate the gitlab and sonarqube reports against Tests/DuoLintTests/Consumers/*.schema.json;
#   - Python's `junitparser`: reads the junit reports as CI test-report parsers do;
#   - Python's `lxml` (or, failing that, `xmllint` from Debian's libxml2-utils): validates the checkstyle reports
#     against Tests/DuoLintTests/Consumers/checkstyle.xsd;
#   - the `pre-commit` package (CLIPreCommitTests run the framework hooks of .pre-commit-hooks.yaml with it);
#   - zsh and fish (CLICompletionTests load `duo-lint completions zsh|fish` into them; bash is assumed);
#   - Python's `html5lib` (the readiness report's HTML is parsed by a real, strict HTML5 parser) and `markdown-it-py`
#     (its Markdown is rendered as CommonMark with GitHub's tables).
#   - two third-party LSP clients that drive `duo-lint server` end to end (ServerBinaryTests): Python's `pytest-lsp`
#     (with pygls and lsprotocol) and Neovim (Debian's `neovim`), run headless.
# Offline-tolerant: what cannot be installed is reported with a warning and the script exits 0; the tests that
# need it then skip, saying why (.ci/run refuses to go on without them).
set -u

PYTHON=${PYTHON:-python3}

pip_package() {  # pip_package PACKAGE: from PyPI, system-wide or for the user
    "$PYTHON" -m pip install --quiet --disable-pip-version-check --timeout 20 --retries 1 "$1" >/dev/null 2>&1 ||
        "$PYTHON" -m pip install --quiet --disable-pip-version-check --timeout 20 --retries 1 --user "$1" >/dev/null 2>&1
}

apt_install() {  # apt_install PACKAGE… (as root, with apt-get)
    [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1 || return 1
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null 2>&1 ||
        { apt-get update -qq >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null 2>&1; }
}

python_module() {  # python_module MODULE PYPI-PACKAGE DEBIAN-PACKAGE: make `import MODULE` work
    "$PYTHON" -c "import $1" >/dev/null 2>&1 && return 0
    pip_package "$2" || apt_install "$3"
    "$PYTHON" -c "import $1" >/dev/null 2>&1 ||
        echo "warning: could not install the Python package $2; the tests that need it will be skipped" >&2
}

if command -v "$PYTHON" >/dev/null 2>&1; then
    python_module jsonschema jsonschema python3-jsonschema
    python_module junitparser junitparser python3-junitparser
    python_module lxml lxml python3-lxml
    python_module html5lib html5lib python3-html5lib
    python_module markdown_it markdown-it-py python3-markdown-it
    python_module pytest_lsp pytest-lsp python3-pytest-lsp
    if ! command -v pre-commit >/dev/null 2>&1 && ! [ -x "$HOME/.local/bin/pre-commit" ]; then
        pip_package pre-commit || apt_install pre-commit
        command -v pre-commit >/dev/null 2>&1 || [ -x "$HOME/.local/bin/pre-commit" ] ||
            echo "warning: could not install pre-commit; the pre-commit framework tests will be skipped" >&2
    fi
else
    echo "warning: $PYTHON not found; the schema, CI-format and pre-commit tests will be skipped" >&2
fi

# xmllint: the checkstyle check's fallback when lxml is missing (and handy by hand).
if ! "$PYTHON" -c 'import lxml' >/dev/null 2>&1 && ! command -v xmllint >/dev/null 2>&1; then
    apt_install libxml2-utils
    command -v xmllint >/dev/null 2>&1 ||
        echo "warning: neither lxml nor xmllint is available; the checkstyle report tests will be skipped" >&2
fi

if ! command -v nvim >/dev/null 2>&1; then
    apt_install neovim || brew install neovim >/dev/null 2>&1 ||
        echo "warning: could not install neovim; the Neovim language-server test will be skipped" >&2
fi

for shell in zsh fish; do
    if ! command -v "$shell" >/dev/null 2>&1; then
        apt_install "$shell" || brew install "$shell" >/dev/null 2>&1 ||
            echo "warning: could not install $shell; its completion test will be skipped" >&2
    fi
done
exit 0
