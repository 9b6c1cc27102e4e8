#!/usr/bin/env bash
# Coverage-guided fuzzing of duo-lint's lexer, parser and every rule with libFuzzer.
#
#   Scripts/fuzz.sh [SECONDS] [libFuzzer options…]      e.g.  Scripts/fuzz.sh 1800
#
# Builds the `duo-lint-fuzz` target with `-sanitize=fuzzer,address -DFUZZING` into its own scratch directory
# (.build/fuzz; the normal build is untouched), seeds a corpus (.build/fuzz-corpus) from the regression inputs in
# Tests/DuoLintTests/Fuzz, the swift examples in Rules/*.md and Examples/, and a small generated benchmark corpus,
# then fuzzes for SECONDS (default 600) with the dictionary Scripts/fuzz.dict. Every input is lexed (lossless round
# trip checked), parsed (tree invariants checked), linted with all rules (split into files at `// file:` lines), and
# fixed (duo-lint fix --unsafe-fixes in memory: no fix may fail verification, the fixed text keeps the syntax
# invariants, a second fix changes nothing).
# Crashes, timeouts and out-of-memory inputs are written to .build/fuzz-artifacts/; copy each into
# Tests/DuoLintTests/Fuzz/ (named after the bug) so `swift test` keeps replaying it.
# A saved input can be replayed without sanitizers: swift run duo-lint-fuzz FILE…
#
# FUZZ_TARGET=lsp fuzzes the language server's message layer instead: each input is a client's byte stream (framing,
# JSON-RPC, every method, any positions), handled by a sandboxed session whose replies are checked (see
# Sources/DuoLint/Server/StreamReplay.swift). Its corpus is .build/fuzz-corpus-lsp, seeded from the lsp-* inputs in
# Tests/DuoLintTests/Fuzz; keep what it finds there as lsp-<bug>.input (replayed by ServerFuzzInputTests).
# FUZZ_TARGET=json fuzzes the JSON reader (Sources/DuoLint/JSON/JSONReader.swift) with each of its option sets, under
# the checks of JSONSelfCheck; seeds and findings are json-*.input in Tests/DuoLintTests/Fuzz (replayed by ConfigTests).
#
# Environment: FUZZ_JOBS=N runs N fuzzing processes in parallel (default 1);
#              FUZZ_MAX_LEN=N largest input in bytes (default 4096; 16384 for FUZZ_TARGET=lsp);
#              FUZZ_SANITIZERS=fuzzer (no ASan: faster, fewer checks; default fuzzer,address).
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_TO_RUN="${1:-600}"
shift || true
SANITIZERS="${FUZZ_SANITIZERS:-fuzzer,address}"
BUILD=.build/fuzz
TARGET="${FUZZ_TARGET:-swift}"
CORPUS=.build/fuzz-corpus
DICT=Scripts/fuzz.dict
MAXLEN="${FUZZ_MAX_LEN:-4096}"
if [ "$TARGET" = lsp ]; then CORPUS=.build/fuzz-corpus-lsp; DICT=Scripts/fuzz-lsp.dict; MAXLEN="${FUZZ_MAX_LEN:-16384}"; fi
if [ "$TARGET" = json ]; then CORPUS=.build/fuzz-corpus-json; DICT=Scripts/fuzz-json.dict; fi
ARTIFACTS=.build/fuzz-artifacts
mkdir -p "$CORPUS" "$ARTIFACTS"

echo "building duo-lint-fuzz with -sanitize=$SANITIZERS …" >&2
swift build -c release --product duo-lint-fuzz --scratch-path "$BUILD" \
    -Xswiftc "-sanitize=$SANITIZERS" -Xswiftc -DFUZZING >&2
FUZZER="$BUILD/release/duo-lint-fuzz"

if [ "$TARGET" = lsp ]; then
    export DUO_LINT_FUZZ_TARGET=lsp
    find Tests/DuoLintTests/Fuzz -type f -name 'lsp-*' -exec cp {} "$CORPUS"/ \;
elif [ "$TARGET" = json ]; then
    export DUO_LINT_FUZZ_TARGET=json
    find Tests/DuoLintTests/Fuzz -type f -name 'json-*' -exec cp {} "$CORPUS"/ \;
    find Examples -name '.duo-lint.json' -exec sh -c 'cp "$1" "$2/json-example-$(echo "$1" | tr / _)"' _ {} "$CORPUS" \;
else
# Seeds: regression inputs, documentation examples, examples, a small generated corpus.
if [ -d Tests/DuoLintTests/Fuzz ]; then
    find Tests/DuoLintTests/Fuzz -type f ! -name '*.md' ! -name 'lsp-*' ! -name 'json-*' -exec cp {} "$CORPUS"/ \;
fi
n=0
for md in Rules/*.md; do
    [ -f "$md" ] || continue
    awk -v out="$CORPUS/doc-$(basename "$md" .md)" '
        /^```swift/ { inside = 1; k++; file = out "-" k ".swift"; next }
        /^```/      { inside = 0; next }
        inside      { print > file }' "$md"
    n=$((n + 1))
done
if [ -d Examples ]; then
    find Examples -name '*.swift' -size -64k | head -200 | while read -r f; do
        cp "$f" "$CORPUS/example-$(echo "$f" | tr '/' '_')"
    done
fi
if [ ! -f "$CORPUS/.generated" ]; then
    swift run -c release duo-lint-bench --write-corpus "$CORPUS/gen" --size-mb 0.3 --seed 7 >&2 || true
    if [ -d "$CORPUS/gen" ]; then
        mv "$CORPUS"/gen/*.swift "$CORPUS"/ 2>/dev/null || true
        rm -rf "$CORPUS/gen"
    fi
    touch "$CORPUS/.generated"
fi

fi

# Swift's own crash backtracer confuses ASan (false stack-buffer-underflow reports): libFuzzer reports instead.
export SWIFT_BACKTRACE=enable=no
JOBS="${FUZZ_JOBS:-1}"
PARALLEL=()
if [ "$JOBS" -gt 1 ]; then PARALLEL=(-fork="$JOBS" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1); fi
echo "fuzzing ($TARGET) for $SECONDS_TO_RUN s with $JOBS process(es); artifacts in $ARTIFACTS" >&2
exec "$FUZZER" "$CORPUS" \
    -dict="$DICT" \
    -max_total_time="$SECONDS_TO_RUN" \
    -max_len="$MAXLEN" \
    -timeout=10 \
    -rss_limit_mb=4096 \
    -detect_leaks=1 \
    -print_final_stats=1 \
    -artifact_prefix="$ARTIFACTS/" \
    "${PARALLEL[@]}" \
    "$@"
