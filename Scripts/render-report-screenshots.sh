#!/bin/sh
# Renders duo-lint's readiness report of PATH… and screenshots it with headless Chromium, to look at the page as a
# reader would: the top of the page (light and dark), a phone-width view, every section expanded, and a PDF as it
# prints. Needs a duo-lint binary (DUO_LINT, default: .build/release/duo-lint, else .build/debug/duo-lint) and
# Chromium (`apt-get install chromium`, or CHROMIUM=/path/to/chrome). Writes into OUT (default: report-screenshots).
#
#   Scripts/render-report-screenshots.sh Examples
#   OUT=/tmp/shots Scripts/render-report-screenshots.sh ~/src/MyApp
#
# It reads only the code you name and writes only OUT; it fetches nothing.
set -eu

here=$(cd "$(dirname "$0")/.." && pwd)
out=${OUT:-report-screenshots}
if [ $# -eq 0 ]; then set -- "$here/Examples"; fi

duo=${DUO_LINT:-}
if [ -z "$duo" ]; then
    for candidate in "$here/.build/release/duo-lint" "$here/.build/debug/duo-lint"; do
        if [ -x "$candidate" ]; then duo=$candidate; break; fi
    done
fi
[ -n "$duo" ] && [ -x "$duo" ] || { echo "no duo-lint binary: run 'swift build' or set DUO_LINT" >&2; exit 2; }

chrome=${CHROMIUM:-}
if [ -z "$chrome" ]; then
    for candidate in chromium chromium-browser google-chrome google-chrome-stable; do
        if command -v "$candidate" >/dev/null 2>&1; then chrome=$(command -v "$candidate"); break; fi
    done
fi
[ -n "$chrome" ] || { echo "no Chromium found: apt-get install chromium, or set CHROMIUM" >&2; exit 2; }

mkdir -p "$out"
out=$(cd "$out" && pwd)
"$duo" report "$@" --output "$out/readiness.html" --quiet
"$duo" report "$@" --format markdown --output "$out/readiness.md" --quiet
"$duo" report "$@" --format json --output "$out/readiness.json" --quiet
page="file://$out/readiness.html"

shot() {  # name width height url [extra flags]
    name=$1 width=$2 height=$3 url=$4
    shift 4
    "$chrome" --headless --no-sandbox --disable-gpu --hide-scrollbars --virtual-time-budget=3000 "$@" \
        --window-size="$width,$height" --screenshot="$out/$name.png" "$url" >/dev/null 2>&1
    echo "$out/$name.png"
}

shot top 1280 2000 "$page"
shot top-dark 1280 2000 "$page" --force-dark-mode --blink-settings=preferredColorScheme=0
shot phone 430 2400 "$page"
shot expanded 1280 12000 "$page#expand"
"$chrome" --headless --no-sandbox --disable-gpu --virtual-time-budget=3000 --no-pdf-header-footer \
    --print-to-pdf="$out/readiness.pdf" "$page" >/dev/null 2>&1 && echo "$out/readiness.pdf"
echo "$out/readiness.html"
