#!/bin/sh
# Proves that `swift test` passes on a bare clone: a machine with only the Swift toolchain, git and python3 (no pip
# packages, no ../shared beside the clone, no zsh, fish, nvim, pre-commit or xmllint). Runs the tests in an
# environment holding only HOME (a fresh one), the toolchain and /usr/bin:/bin, with every optional tool hidden
# (DUO_LINT_TEST_HIDE_TOOLS=all, which the tests honour even where the tools are installed), and checks that the
# run passes, that no test failed, and that exactly as many skipped as the README's quick start says, each with the
# one-line message of `requireTools` (Tests/DuoLintTests/Support/OptionalTools.swift).
#
#   Scripts/test-bare.sh            the test classes that can skip (those calling requireTools), in this checkout
#   Scripts/test-bare.sh --all      the whole suite, in this checkout
#   Scripts/test-bare.sh --clone    in a fresh `git clone` of HEAD in a temporary directory (builds from nothing);
#                                   with --all, the whole suite there
#
# `.ci/run` runs the first form before it installs the tools.
set -eu
cd "$(dirname "$0")/.."

all=0
clone=0
for arg in "$@"; do
    case "$arg" in
        --all) all=1 ;;
        --clone) clone=1 ;;
        *) echo "usage: Scripts/test-bare.sh [--all] [--clone]" >&2; exit 2 ;;
    esac
done

swift=$(command -v swift) || { echo "test-bare: swift is not on PATH" >&2; exit 2; }
toolchain=$(dirname "$swift")
work=$(mktemp -d "${TMPDIR:-/tmp}/duo-lint-bare.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir "$work/home"
log="$work/test.log"

# What the README says a bare clone skips.
expected=$(tr '\n' ' ' < README.md | sed -n 's/.*`swift test` passes and skips \([0-9][0-9]*\) tests.*/\1/p')
[ -n "$expected" ] || { echo "test-bare: README.md no longer says how many tests a bare clone skips" >&2; exit 1; }

# The test classes that can skip: those with a `try requireTools(` statement; and TestSuiteTests, which checks them.
classes=$(find Tests -name '*.swift' -exec awk '
    /^((final|private|public|open|fileprivate)[ \t]+)*(class|extension)[ \t]+[A-Za-z_]/ {
        t = $0; sub(/^((final|private|public|open|fileprivate)[ \t]+)*(class|extension)[ \t]+/, "", t); sub(/[^A-Za-z0-9_].*/, "", t)
    }
    /^[ \t]*try requireTools\(/ { print t }' {} + | sort -u | tr '\n' '|')
classes="${classes}TestSuiteTests"

root=$(pwd)
if [ "$clone" -eq 1 ]; then
    git clone --quiet "$root" "$work/duo-lint"
    root="$work/duo-lint"
fi
if [ "$all" -eq 1 ]; then
    filter=""
    echo "test-bare: the whole suite in $root, every optional tool hidden (expecting $expected skips)"
else
    filter="DuoLintTests\\.($classes)/"
    echo "test-bare: $(echo "$classes" | tr '|' ' ') in $root, every optional tool hidden (expecting $expected skips)"
fi

status=0
(cd "$root" && env -i HOME="$work/home" PATH="$toolchain:/usr/bin:/bin" DUO_LINT_TEST_HIDE_TOOLS=all \
    swift test ${filter:+--filter "$filter"}) > "$log" 2>&1 || status=$?

grep -E "Test skipped - |error: " "$log" | sed 's/^/  /' || true
summary=$(grep -E "^[[:space:]]*Executed [0-9]+ tests?, with" "$log" | tail -1 | sed 's/^[[:space:]]*//')
echo "test-bare: $summary"
failed=$(echo "$summary" | sed -nE 's/.* ([0-9]+) failures? .*/\1/p')
skipped=$(echo "$summary" | sed -nE 's/.* with ([0-9]+) tests? skipped.*/\1/p')
skipped=${skipped:-0}
messages=$(grep -c "Test skipped - needs " "$log" || true)

fail() { echo "test-bare: $*" >&2; tail -40 "$log" >&2; exit 1; }
[ -n "$summary" ] || fail "no XCTest summary (swift test exited $status)"
[ "$status" -eq 0 ] || fail "swift test exited $status"
[ "${failed:-1}" -eq 0 ] || fail "$failed failures"
[ "$skipped" -eq "$expected" ] || fail "$skipped tests skipped, the README says $expected"
[ "$messages" -eq "$skipped" ] || fail "$messages of the $skipped skips say which tool they need (requireTools)"
echo "test-bare: passed; $skipped tests skipped, each naming its tool, as the README says"
