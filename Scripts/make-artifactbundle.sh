#!/usr/bin/env bash
# Builds duo-lint as a SwiftPM binary artifact bundle, so that teams use the plugins without building duo-lint:
#
#   Scripts/make-artifactbundle.sh [--output DIR] [--plugins-package DIR [--url URL]]
#
# - Builds `duo-lint -c release` for this machine: on Linux with --static-swift-stdlib (x86_64-unknown-linux-gnu or
#   aarch64-unknown-linux-gnu: the binary needs no Swift runtime, only the C library), on macOS universal
#   (arm64 + x86_64, one variant with both triples).
# - Adds it as a variant of DIR/duo-lint.artifactbundle (default DIR: .build/artifactbundle). Variants already in the
#   bundle stay, so running the script on a Linux and a Mac machine against the same DIR (or copying the bundle from
#   one to the other between runs) gives one bundle for all of them; info.json lists every variant present.
# - Writes DIR/duo-lint.artifactbundle.zip and prints its `swift package compute-checksum`, for
#   `.binaryTarget(name:url:checksum:)`.
# - With --plugins-package DIR2: writes a ready package at DIR2 with the two plugins and the bundle as a binary target
#   (`path:` to the bundle copied into it, or, with --url, `url:` and the checksum), the package a team publishes and
#   depends on instead of duo-lint's sources (README, "Xcode and SwiftPM plugins").
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build/artifactbundle
plugins_package=
url=
while [ $# -gt 0 ]; do
    case "$1" in
        --output) out=$2; shift 2 ;;
        --plugins-package) plugins_package=$2; shift 2 ;;
        --url) url=$2; shift 2 ;;
        -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
        *) echo "make-artifactbundle: unknown argument $1" >&2; exit 2 ;;
    esac
done

version=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' Sources/DuoLint/Catalogue/Version.swift)
[ -n "$version" ] || { echo "make-artifactbundle: no version in Sources/DuoLint/Catalogue/Version.swift" >&2; exit 1; }

case "$(uname -s)" in
    Linux)
        case "$(uname -m)" in
            x86_64) triples=(x86_64-unknown-linux-gnu) ;;
            aarch64|arm64) triples=(aarch64-unknown-linux-gnu) ;;
            *) echo "make-artifactbundle: unsupported architecture $(uname -m)" >&2; exit 1 ;;
        esac
        build=(swift build -c release --product duo-lint --static-swift-stdlib)
        ;;
    Darwin)
        triples=(arm64-apple-macosx x86_64-apple-macosx)
        build=(swift build -c release --product duo-lint --arch arm64 --arch x86_64)
        ;;
    *) echo "make-artifactbundle: unsupported system $(uname -s)" >&2; exit 1 ;;
esac

echo "make-artifactbundle: ${build[*]}" >&2
"${build[@]}" >&2
bin_dir=$("${build[@]}" --show-bin-path)
binary="$bin_dir/duo-lint"
[ -x "$binary" ] || { echo "make-artifactbundle: $binary was not built" >&2; exit 1; }
"$binary" --version >&2

bundle="$out/duo-lint.artifactbundle"
variant="duo-lint-$version-${triples[0]}"
[ "$(uname -s)" = Darwin ] && variant="duo-lint-$version-macos"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/duo-lint"
chmod 755 "$bundle/$variant/bin/duo-lint"
strip "$bundle/$variant/bin/duo-lint" 2>/dev/null || true
cp LICENSE* "$bundle/" 2>/dev/null || true
printf '%s\n' "${triples[@]}" > "$bundle/$variant/triples.txt"

# info.json: every variant directory of this version in the bundle, with the triples recorded next to it.
python3 - "$bundle" "$version" <<'EOF'
import json, os, sys
bundle, version = sys.argv[1], sys.argv[2]
variants = []
for name in sorted(os.listdir(bundle)):
    triples = os.path.join(bundle, name, "triples.txt")
    if name.startswith("duo-lint-%s-" % version) and os.path.isfile(triples):
        with open(triples) as f:
            variants.append({"path": name + "/bin/duo-lint", "supportedTriples": f.read().split()})
info = {"schemaVersion": "1.0",
        "artifacts": {"duo-lint": {"type": "executable", "version": version, "variants": variants}}}
with open(os.path.join(bundle, "info.json"), "w") as f:
    json.dump(info, f, indent=2)
    f.write("\n")
EOF

zip_path="$out/duo-lint.artifactbundle.zip"
rm -f "$zip_path"
(cd "$out" && zip -qry -X duo-lint.artifactbundle.zip duo-lint.artifactbundle -x '*/triples.txt')
checksum=$(swift package compute-checksum "$zip_path")

if [ -n "$plugins_package" ]; then
    mkdir -p "$plugins_package/Plugins"
    rm -rf "$plugins_package/Plugins/DuoLintBuildToolPlugin" "$plugins_package/Plugins/DuoLintCommandPlugin"
    cp -R Plugins/DuoLintBuildToolPlugin Plugins/DuoLintCommandPlugin "$plugins_package/Plugins/"
    if [ -n "$url" ]; then
        binary_target=".binaryTarget(name: \"DuoLintBinary\", url: \"$url\", checksum: \"$checksum\")"
    else
        rm -rf "$plugins_package/duo-lint.artifactbundle"
        cp -R "$bundle" "$plugins_package/duo-lint.artifactbundle"
        rm -f "$plugins_package"/duo-lint.artifactbundle/*/triples.txt
        binary_target=".binaryTarget(name: \"DuoLintBinary\", path: \"duo-lint.artifactbundle\")"
    fi
    cat > "$plugins_package/Package.swift" <<EOF
// swift-tools-version:5.9
// duo-lint $version's plugins with a prebuilt duo-lint (made by duo-lint's Scripts/make-artifactbundle.sh):
// depending on this package builds nothing of duo-lint.
import PackageDescription

let package = Package(
    name: "DuoLintPlugins",
    products: [
        .plugin(name: "DuoLintBuildToolPlugin", targets: ["DuoLintBuildToolPlugin"]),
        .plugin(name: "DuoLintCommandPlugin", targets: ["DuoLintCommandPlugin"]),
    ],
    targets: [
        $binary_target,
        .plugin(name: "DuoLintBuildToolPlugin", capability: .buildTool(), dependencies: ["DuoLintBinary"],
                path: "Plugins/DuoLintBuildToolPlugin"),
        .plugin(name: "DuoLintCommandPlugin",
                capability: .command(intent: .custom(verb: "duo-lint",
                                                     description: "Lint the package's Swift code against the iPhone Duo design guidance")),
                dependencies: ["DuoLintBinary"], path: "Plugins/DuoLintCommandPlugin"),
    ]
)
EOF
    echo "make-artifactbundle: wrote the plugins package $plugins_package" >&2
fi

echo "make-artifactbundle: $bundle (variants: $(python3 -c 'import json,sys; print(", ".join(t for v in json.load(open(sys.argv[1]))["artifacts"]["duo-lint"]["variants"] for t in v["supportedTriples"]))' "$bundle/info.json"))" >&2
echo "make-artifactbundle: $zip_path" >&2
echo "checksum: $checksum"
