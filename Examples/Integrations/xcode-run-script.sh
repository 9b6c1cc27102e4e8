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
# duo-lint prints `path:line:column: severity: message [rule-id]`, one short line a finding. Xcode
# shows those lines inline in the editor and in the Issue navigator. Warnings and notes never fail
# the build; findings with severity "error" do. Set DUO_LINT_STRICT=1 in the environment to make
# warnings fail the build too (--strict). A broken .duo-lint.json (or any duo-lint error, exit status
# 2) fails the build with the reason, so the check never turns itself off. When duo-lint is not
# installed the phase only warns, like SwiftLint's.

# Xcode runs scripts with a minimal PATH, so add the usual install locations.
PATH="$PATH:/opt/homebrew/bin:/usr/local/bin:$HOME/.local/bin:$HOME/.mint/bin"
export PATH

if ! command -v duo-lint >/dev/null 2>&1; then
    echo "warning: duo-lint not installed; skipping the iPhone Duo design checks (install duo-lint and put it on PATH)"
    exit 0
fi

if [ -z "${SRCROOT:-}" ]; then
    echo "error: duo-lint: SRCROOT is not set; run this script from an Xcode Run Script build phase"
    exit 1
fi
if ! cd "$SRCROOT"; then
    echo "error: duo-lint: cannot enter SRCROOT ($SRCROOT)"
    exit 1
fi

# duo-lint writes paths relative to the current directory (SRCROOT, where the nearest .duo-lint.json
# applies: include / exclude / severities / baseline). Xcode needs absolute paths to link each issue to
# its file, so the report goes to a file and SRCROOT is put in front of each relative path — by the
# shell, so that any character in SRCROOT is safe.
dir="${DERIVED_FILE_DIR:-${TMPDIR:-/tmp}}"
mkdir -p "$dir"
report="$dir/duo-lint-report.txt"
errors="$dir/duo-lint-errors.txt"
rm -f "$report" "$errors"    # never show a stale report from an earlier build

strict=""
if [ "${DUO_LINT_STRICT:-0}" = "1" ]; then
    strict="--strict"
fi

# $strict is deliberately unquoted: when it is empty it adds no argument.
duo-lint lint --format text --quiet $strict --output "$report" . 2> "$errors"
status=$?

if [ -f "$report" ]; then
    while IFS= read -r line || [ -n "$line" ]; do
        case "$line" in
            /*) printf '%s\n' "$line" ;;
            *) printf '%s/%s\n' "$SRCROOT" "$line" ;;
        esac
    done < "$report"
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
        # 2: usage, configuration or I/O error (a broken .duo-lint.json, a missing baseline, an unreadable
        # file). Fail the build with duo-lint's reason, so the check does not silently stop checking.
        if [ -s "$errors" ]; then
            while IFS= read -r line || [ -n "$line" ]; do printf 'error: %s\n' "$line"; done < "$errors"
        fi
        echo "error: duo-lint could not check the sources (exit status $status); fix the error above"
        exit "$status"
        ;;
esac
