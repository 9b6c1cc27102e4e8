// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "duo-lint",
    products: [
        .executable(name: "duo-lint", targets: ["duo-lint"]),
        .library(name: "DuoLint", targets: ["DuoLint"]),
        .executable(name: "duo-lint-bench", targets: ["duo-lint-bench"]),
        // Findings as build diagnostics (SwiftPM targets and, through XcodeProjectPlugin, Xcode targets).
        .plugin(name: "DuoLintBuildToolPlugin", targets: ["DuoLintBuildToolPlugin"]),
        // `swift package duo-lint [--target NAME] [lint options]`, and "duo-lint" in Xcode's project menu.
        .plugin(name: "DuoLintCommandPlugin", targets: ["DuoLintCommandPlugin"]),
    ],
    targets: [
        // The syntax: lexer, parser, lossless tree, source text. Depends on nothing of ours.
        .target(name: "DuoLintSyntax", path: "Sources/DuoLintSyntax"),
        // The iPhone build: #if conditions, absent code, and the projects (Xcode projects, xcconfig, Package.swift)
        // that say which files it compiles.
        .target(name: "DuoLintBuild", dependencies: ["DuoLintSyntax"], path: "Sources/DuoLintBuild"),
        // The core: analyses, rules, catalogue, engine, findings, configuration, workspace, output formats.
        .target(name: "DuoLint", dependencies: ["DuoLintSyntax", "DuoLintBuild"], path: "Sources/DuoLint"),
        // The language server (LSP 3.17 over stdio) on the core's Workspace.
        .target(name: "DuoLintServer", dependencies: ["DuoLint"], path: "Sources/DuoLintServer"),
        // The readiness report: its HTML and JSON renderings of the core's audit (Sources/DuoLint/Audit).
        .target(name: "DuoLintReadiness", dependencies: ["DuoLint"], path: "Sources/DuoLintReadiness"),
        // The command line: arguments, help, completions; the work is the library's.
        .executableTarget(name: "duo-lint", dependencies: ["DuoLint", "DuoLintServer", "DuoLintReadiness"],
                          path: "Sources/duo-lint"),
        // `swift run -c release duo-lint-bench`: throughput, scaling, memory and start-up on a generated corpus.
        .executableTarget(name: "duo-lint-bench", dependencies: ["DuoLint", "DuoLintServer"], path: "Sources/duo-lint-bench"),
        // Replays fuzzer inputs in a normal build; `Scripts/fuzz.sh` builds it as a libFuzzer target (-DFUZZING).
        .executableTarget(name: "duo-lint-fuzz", dependencies: ["DuoLint", "DuoLintServer"], path: "Sources/duo-lint-fuzz"),
        // Both plugins run the `duo-lint` executable: built from source here, or from a binary artifact bundle in a
        // package that has `.binaryTarget(name:url:checksum:)` instead (README, "Xcode and SwiftPM plugins").
        .plugin(name: "DuoLintBuildToolPlugin", capability: .buildTool(), dependencies: ["duo-lint"],
                path: "Plugins/DuoLintBuildToolPlugin"),
        .plugin(name: "DuoLintCommandPlugin",
                capability: .command(intent: .custom(verb: "duo-lint",
                                                     description: "Lint the package's Swift code against the iPhone Duo design guidance")),
                dependencies: ["duo-lint"], path: "Plugins/DuoLintCommandPlugin"),
        .testTarget(name: "DuoLintTests", dependencies: ["DuoLintSyntax", "DuoLintBuild", "DuoLint", "DuoLintServer", "DuoLintReadiness", "duo-lint"],
                    path: "Tests/DuoLintTests",
                    exclude: ["Fuzz",        // fuzzer regression inputs, read by RobustnessTests
                              "Consumers",   // schemas and the checker the CI-format tests feed reports to
                              "Server/Clients"]), // the language server's third-party client tests (pytest-lsp, Neovim)
    ]
)
