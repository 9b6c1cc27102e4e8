// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "duo-lint",
    products: [
        .executable(name: "duo-lint", targets: ["duo-lint"]),
        .library(name: "DuoLint", targets: ["DuoLint"]),
    ],
    targets: [
        .target(name: "DuoLint", path: "Sources/DuoLint"),
        .executableTarget(name: "duo-lint", dependencies: ["DuoLint"], path: "Sources/duo-lint"),
        .testTarget(name: "DuoLintTests", dependencies: ["DuoLint", "duo-lint"], path: "Tests/DuoLintTests"),
    ]
)
