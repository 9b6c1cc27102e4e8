// swift-tools-version:5.9
// A small app package that uses duo-lint's plugins, with duo-lint itself as a local dependency (built from source).
//
//   swift build              lints DuoNotesKit before compiling it; the findings are build warnings
//   swift package duo-lint   lints the whole package (add --target DuoNotesKit, --format sarif, --strict, …)
//
// In an app's own package, depend on duo-lint by URL instead, or on a package that holds the binary artifact
// bundle (see the README, "Xcode and SwiftPM plugins").
import PackageDescription

let package = Package(
    name: "PluginDemo",
    products: [
        .library(name: "DuoNotesKit", targets: ["DuoNotesKit"]),
    ],
    dependencies: [
        .package(name: "duo-lint", path: "../.."),
    ],
    targets: [
        .target(
            name: "DuoNotesKit",
            plugins: [.plugin(name: "DuoLintBuildToolPlugin", package: "duo-lint")]
        ),
    ]
)
