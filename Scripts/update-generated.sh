#!/bin/sh
# Regenerates what is derived from the catalogue: the embedded rule docs (from Rules/*.md) and the README's
# rule table (from `duo-lint rules --format json`). RuleDocsEmbeddingTests and ReadmeTests fail when stale.
set -eu
cd "$(dirname "$0")/.."
python3 Scripts/generate-rule-docs.py
swift build --product duo-lint >/dev/null
swift run -q duo-lint rules --format json | python3 -c '
import json, re, sys
rules = json.load(sys.stdin)
rows = ["| rule | tier | severity | what it finds |", "|---|---|---|---|"]
for r in rules:
    if r.get("kind", "rule") != "rule":
        continue  # the meta diagnostics are listed after the table
    rows.append("| [`%s`](Rules/%s.md) | %d | %s | %s |" % (r["id"], r["id"], r["tier"], r["severity"], r["summary"]))
text = open("README.md", encoding="utf-8").read()
head, rest = text.split("<!-- rules:begin -->", 1)
_, tail = rest.split("<!-- rules:end -->", 1)
table = "<!-- rules:begin -->\n" + "\n".join(rows) + "\n<!-- rules:end -->"
open("README.md", "w", encoding="utf-8").write(head + table + tail)
print("README.md: %d rules" % len([r for r in rules if r.get("kind", "rule") == "rule"]))
'
