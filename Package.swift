// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "duo-lint",
    products: [
        .executable(name: "duo-lint", targets: ["duo-lint"]),
        .library(name: "DuoLint", targets: ["DuoLint"]),
        .executable(name: "duo-lint-bench", targets: ["duo-lint-bench"]),
    ],
    targets: [
        .target(name: "DuoLint", path: "Sources/DuoLint"),
        .executableTarget(name: "duo-lint", dependencies: ["DuoLint"], path: "Sources/duo-lint"),
        // `swift run -c release duo-lint-bench`: throughput, scaling, memory and start-up on a generated corpus.
        .executableTarget(name: "duo-lint-bench", dependencies: ["DuoLint"], path: "Sources/duo-lint-bench"),
        // Replays fuzzer inputs in a normal build; `Scripts/fuzz.sh` builds it as a libFuzzer target (-DFUZZING).
        .executableTarget(name: "duo-lint-fuzz", dependencies: ["DuoLint"], path: "Sources/duo-lint-fuzz"),
        .testTarget(name: "DuoLintTests", dependencies: ["DuoLint", "duo-lint"], path: "Tests/DuoLintTests",
                    // fuzzer regression inputs, read by RobustnessTests; the language server's third-party client tests
                    exclude: ["Fuzz", "Server/Clients"]),
    ]
)
