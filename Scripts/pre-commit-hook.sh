#!/bin/sh
# The pre-commit framework's duo-lint hooks (.pre-commit-hooks.yaml): `Scripts/pre-commit-hook.sh [--strict]`.
#
# pre-commit runs it ONCE per hook run (pass_filenames: false), so cross-file facts (custom views, bar subclasses
# declared in other files) are never split between batches of file names:
#   - when Swift files are staged (a commit, or `pre-commit run`), it lints exactly their staged content:
#     `duo-lint lint --staged`;
#   - when none is staged (`pre-commit run --all-files`, `--files …`, other stages), it lints the working tree:
#     `duo-lint lint .`.
# The repository's .duo-lint.json applies either way (include/exclude, rules, severities, "baseline").
#
# duo-lint is built from this checkout on first use, only its `duo-lint` product, into .build/release (with the
# Swift standard library linked statically on Linux, so a toolchain update cannot break it). Set DUO_LINT_BINARY
# to an installed duo-lint to skip the build (a CI cache, or Homebrew); it should be the same revision.
set -u

here=$(cd "$(dirname "$0")/.." && pwd)
bin=${DUO_LINT_BINARY:-}
if [ -z "$bin" ]; then
    bin="$here/.build/release/duo-lint"
    if [ ! -x "$bin" ]; then
        if ! command -v swift >/dev/null 2>&1; then
            echo "duo-lint: cannot build duo-lint: swift is not on PATH (install Xcode or a Swift toolchain, or set DUO_LINT_BINARY)" >&2
            exit 2
        fi
        static=""
        if [ "$(uname -s)" = Linux ]; then static="--static-swift-stdlib"; fi
        echo "duo-lint: building duo-lint in $here (first run of this revision)…" >&2
        # $static is deliberately unquoted: empty, it adds no argument.
        if ! swift build -c release --product duo-lint $static --package-path "$here" >&2; then
            echo "duo-lint: building duo-lint failed (see above)" >&2
            exit 2
        fi
    fi
fi

# A hook's run: a failing `--staged` run ends with "commit blocked" and how to bypass it (by hand it does not).
DUO_LINT_HOOK=1
export DUO_LINT_HOOK
if git diff --cached --quiet --diff-filter=ACMR -- '*.swift' 2>/dev/null; then
    exec "$bin" lint "$@" .
else
    exec "$bin" lint --staged "$@"
fi
