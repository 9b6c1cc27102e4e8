#!/bin/sh
# duo-lint as an Xcode "Run Script" build phase.
#
# Setup: in the target's Build Phases, add a "New Run Script Phase" with shell /bin/sh and
# this line as the script (or paste the body of this file):
#
#     "${SRCROOT}/Scripts/duo-lint.sh"
#
# Also:
#   - Turn off "Based on dependency analysis" so the phase runs on every build.
#   - Set ENABLE_USER_SCRIPT_SANDBOXING = NO for the target (the Xcode 15+ default, YES,
#     stops the script from reading your sources).
#
# duo-lint prints `path:line:column: severity: message [rule-id]`. Xcode shows those lines
# inline in the editor and in the Issue navigator. Warnings and notes never fail the build.
# Findings with severity "error" do: Xcode fails a build whose scripts print errors.
# Set DUO_LINT_STRICT=1 in the environment to make warnings fail the build too (--strict).

# Xcode runs scripts with a minimal PATH, so add the usual install locations.
PATH="$PATH:/opt/homebrew/bin:/usr/local/bin:$HOME/.local/bin:$HOME/.mint/bin"
export PATH

if ! command -v duo-lint >/dev/null 2>&1; then
    echo "warning: duo-lint not installed; skipping the iPhone Duo design checks (install duo-lint and put it on PATH)"
    exit 0
fi

cd "${SRCROOT:?SRCROOT is not set; run this from an Xcode build phase}" || exit 0

# duo-lint writes paths relative to the current directory. Xcode needs absolute paths to
# link each issue to its file, so write the report to a file and prefix SRCROOT.
report="${DERIVED_FILE_DIR:-${TMPDIR:-/tmp}}/duo-lint-report.txt"
mkdir -p "$(dirname "$report")"
rm -f "$report"    # never show a stale report from an earlier build

strict=""
if [ "${DUO_LINT_STRICT:-0}" = "1" ]; then
    strict="--strict"
fi

# The nearest .duo-lint.json above SRCROOT applies (include / exclude / severities).
# $strict is deliberately unquoted: when it is empty it adds no argument.
duo-lint lint --format text --quiet $strict --output "$report" .
status=$?

if [ -f "$report" ]; then
    sed "s|^\([^/]\)|${SRCROOT}/\1|" "$report"
fi

case "$status" in
    0)
        # No failing finding. Warnings and notes, if any, are already printed above.
        exit 0
        ;;
    1)
        # Failing findings (errors, or warnings with DUO_LINT_STRICT=1): fail the build.
        exit 1
        ;;
    *)
        # 2: usage, configuration or I/O error. Report it but do not block the build.
        echo "warning: duo-lint could not run (exit status $status); check .duo-lint.json and the messages above"
        exit 0
        ;;
esac
