#!/bin/sh
# Lists declarations nothing uses: each func, var, let, enum case, struct, class, enum, protocol, typealias and actor
# declared in Sources/ or Plugins/ whose name occurs nowhere in Sources/, Tests/ and Plugins/ but at its declarations
# (comments left out). Dependency-free (sh, find, awk, sort); a word count, not a compiler, so read each hit before
# deleting it:
#   - a name is alive as soon as the same word appears anywhere else (another type's member of the same name, a string),
#     so this misses some dead code but reports little that is alive;
#   - declarations inside string literals (the embedded rule docs, the benchmark's generated code) are not read, nor
#     the one after `@main` or `@_cdecl`;
#   - what the compiler or a framework calls without naming it (protocol requirements, the plugins' entry points) and
#     what is kept on purpose is allowed below, with the reason.
#
#   Scripts/find-dead-code.sh            declarations used nowhere (exit status 1 when there are any)
#   Scripts/find-dead-code.sh --tests    also those used only by Tests/ (keep one only if its test tests real behaviour)
set -eu
cd "$(dirname "$0")/.."

tests_only=0
case "${1:-}" in
    --tests) tests_only=1 ;;
    "") ;;
    *) echo "usage: Scripts/find-dead-code.sh [--tests]" >&2; exit 2 ;;
esac

# Declarations nothing names but that must stay. One a line, `name` or `file:name` (a path suffix), then `# why`.
allowed='
createBuildCommands                 # BuildToolPlugin / XcodeBuildToolPlugin requirement
performCommand                      # CommandPlugin / XcodeCommandPlugin requirement
errorDescription                    # LocalizedError requirement
JSONRPC.swift:internalError         # JSONRPC.ErrorCode lists the JSON-RPC and LSP 3.17 codes, used or not
JSONRPC.swift:unknownErrorCode
JSONRPC.swift:requestFailed
JSONRPC.swift:serverCancelled
JSONRPC.swift:contentModified
JSONRPC.swift:requestCancelled
RuleGate.swift:applicableRules      # used only by Tests/: the gate itself (applicability), without the hints
AuditItems.swift:readmeTable        # used only by Tests/: keeps the audit table of README.md equal to the catalogue
OpenStepPlist.swift:isString        # used only by Tests/: the byte comparison the project readers use
ServerSession.swift:openDocumentCount  # used only by Tests/: that closed documents are forgotten
'

work=$(mktemp -d "${TMPDIR:-/tmp}/duo-lint-dead.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Every identifier token outside comments, one a line, for the given files.
tokens() {
    awk '{
        line = $0
        sub(/\/\/.*/, "", line)
        while (match(line, /[A-Za-z_][A-Za-z0-9_]*/)) {
            print substr(line, RSTART, RLENGTH)
            line = substr(line, RSTART + RLENGTH)
        }
    }' "$@"
}

find Sources Plugins -name '*.swift' | sort > "$work/decl-files"
find Sources Plugins Tests -name '*.swift' | sort > "$work/all-files"
find Sources Plugins -name '*.swift' | sort > "$work/code-files"

# Declarations: `path:line kind name`.
xargs awk '
    function ident(s) { if (match(s, /^[A-Za-z_][A-Za-z0-9_]*/)) return substr(s, 1, RLENGTH); return "" }
    BEGIN {
        split("func var let struct class enum protocol typealias actor", k, " ")
        for (i in k) introducer[k[i]] = 1
        split("let var self Self nil true false some any in is as default where inout _", w, " ")
        for (i in w) keyword[w[i]] = 1
    }
    FNR == 1 { multiline = 0; entry = 0 }
    {
        line = $0
        # Inside a multi-line string literal: nothing is declared until its closing delimiter.
        quotes = gsub(/"""/, "\036", line)
        if (multiline) {
            if (quotes % 2 == 1) multiline = 0
            next
        }
        if (quotes % 2 == 1) { multiline = 1; sub(/\036.*/, "", line) }
        gsub(/"([^"\\]|\\.)*"/, "\"\"", line)
        sub(/\/\/.*/, "", line)
        trimmed = line
        sub(/^[ \t]+/, "", trimmed)
        if (trimmed ~ /^@(main|_cdecl)/) { entry = 1; next }
        # `case a, b(Int), c = 1` in an enum (a switch case has a colon outside parentheses).
        if (trimmed ~ /^(indirect[ \t]+)?case[ \t]+[A-Za-z_]/) {
            outside = trimmed
            while (gsub(/\([^()]*\)/, "", outside)) {}
            if (outside ~ /:/) next
            rest = trimmed
            sub(/^(indirect[ \t]+)?case[ \t]+/, "", rest)
            depth = 0; item = ""
            for (i = 1; i <= length(rest); i++) {
                c = substr(rest, i, 1)
                if (c == "(") depth++
                else if (c == ")") depth--
                else if (c == "," && depth == 0) { n = ident(item); if (n != "" && !(n in keyword)) print FILENAME ":" FNR " case " n; item = ""; continue }
                if (depth == 0 && c != "(" && c != ")") item = item c
            }
            sub(/^[ \t]+/, "", item); n = ident(item)
            if (n != "" && !(n in keyword)) print FILENAME ":" FNR " case " n
            next
        }
        # `func name`, `let name`, `struct Name`… (the introducer and the name separated by blanks only).
        prev = ""; gap = ""
        while (match(line, /[A-Za-z_][A-Za-z0-9_]*/)) {
            gap = substr(line, 1, RSTART - 1)
            word = substr(line, RSTART, RLENGTH)
            if ((prev in introducer) && gap ~ /^[ \t]+$/ && !(word in keyword)) {
                if (entry) entry = 0
                else print FILENAME ":" FNR " " prev " " word
            }
            prev = word
            line = substr(line, RSTART + RLENGTH)
        }
    }' < "$work/decl-files" > "$work/declarations"

xargs cat < "$work/all-files" | tokens | sort | uniq -c | awk '{ print $2, $1 }' > "$work/uses-all"
xargs cat < "$work/code-files" | tokens | sort | uniq -c | awk '{ print $2, $1 }' > "$work/uses-code"
awk '{ print $3 }' "$work/declarations" | sort | uniq -c | awk '{ print $2, $1 }' > "$work/declared"
echo "$allowed" | awk 'NF && $1 !~ /^#/ { print $1 }' > "$work/allowed"

# Dead: every occurrence is a declaration. Test-only: so in Sources/ and Plugins/, but Tests/ names it.
awk -v tests_only="$tests_only" '
    FILENAME == ARGV[1] { if (index($1, ":")) allowedAt[$1] = 1; else allowed[$1] = 1; next }
    FILENAME == ARGV[2] { declared[$1] = $2; next }
    FILENAME == ARGV[3] { all[$1] = $2; next }
    FILENAME == ARGV[4] { code[$1] = $2; next }
    {
        name = $3
        if (name in allowed) next
        file = $1; sub(/:[0-9]+$/, "", file)
        for (a in allowedAt) {
            split(a, parts, ":")
            if (parts[2] == name && substr(file, length(file) - length(parts[1]) + 1) == parts[1]) next
        }
        if (all[name] <= declared[name]) { print $1 ": " $2 " " name; found = 1 }
        else if (tests_only && code[name] <= declared[name]) { print $1 ": " $2 " " name "  (used only by Tests/)"; found = 1 }
    }
    END { exit found ? 1 : 0 }
' "$work/allowed" "$work/declared" "$work/uses-all" "$work/uses-code" "$work/declarations" && status=0 || status=$?
exit "$status"
