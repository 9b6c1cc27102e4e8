#!/bin/sh
# Installs what the test suite needs beyond the Swift toolchain:
#   - Python's `jsonschema`: SARIFSchemaTests validate generated SARIF against the official schema, and the CI-format
#     tests validate the gitlab and sonarqube reports against Tests/DuoLintTests/Consumers/*.schema.json;
#   - Python's `junitparser`: reads the junit reports as CI test-report parsers do;
#   - Python's `lxml` (or, failing that, `xmllint` from Debian's libxml2-utils): validates the checkstyle reports
#     against Tests/DuoLintTests/Consumers/checkstyle.xsd.
# Offline-tolerant: whatever cannot be installed is reported as a warning and the script exits 0 (the tests that
# need it then skip, naming what is missing). .ci/run checks afterwards that everything is there.
set -u

PYTHON=${PYTHON:-python3}

if ! command -v "$PYTHON" >/dev/null 2>&1; then
    echo "warning: $PYTHON not found; SARIF schema and CI-format tests will be skipped" >&2
    exit 0
fi

# pip_install MODULE PACKAGE DEBIAN-PACKAGE: install PACKAGE from PyPI unless MODULE imports already.
pip_install() {
    module=$1 package=$2 debian=$3
    if "$PYTHON" -c "import $module" >/dev/null 2>&1; then
        return 0
    fi
    "$PYTHON" -m pip install --quiet --disable-pip-version-check --timeout 20 --retries 1 "$package" >/dev/null 2>&1 ||
        "$PYTHON" -m pip install --quiet --disable-pip-version-check --timeout 20 --retries 1 --user "$package" >/dev/null 2>&1 ||
        { [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1 &&
            DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$debian" >/dev/null 2>&1; }
    if ! "$PYTHON" -c "import $module" >/dev/null 2>&1; then
        echo "warning: could not install the Python package $package; the tests that need it will be skipped" >&2
    fi
}

pip_install jsonschema jsonschema python3-jsonschema
pip_install junitparser junitparser python3-junitparser
pip_install lxml lxml python3-lxml

# xmllint: the checkstyle check's fallback when lxml is missing (and handy by hand).
if ! "$PYTHON" -c 'import lxml' >/dev/null 2>&1 && ! command -v xmllint >/dev/null 2>&1; then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-utils >/dev/null 2>&1 ||
            { apt-get update -qq >/dev/null 2>&1 &&
                DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-utils >/dev/null 2>&1; }
    fi
    command -v xmllint >/dev/null 2>&1 ||
        echo "warning: neither lxml nor xmllint is available; the checkstyle report tests will be skipped" >&2
fi
exit 0
