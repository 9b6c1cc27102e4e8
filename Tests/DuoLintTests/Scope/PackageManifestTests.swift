import XCTest
@testable import DuoLint
@testable import DuoLintBuild

final class PackageManifestTests: XCTestCase {
    private let path = "/work/Kit/Package.swift"

    private func manifest(_ text: String) throws -> PackageManifest {
        try PackageManifest(path: path, bytes: Array(text.utf8))
    }

    private static let kit = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Kit",
            platforms: [.iOS(.v17), .macOS(.v14)],
            products: [.library(name: "Kit", targets: ["Kit"])],
            dependencies: [.package(url: "https://example.com/dep.git", from: "1.0.0")],
            targets: [
                .target(
                    name: "Kit",
                    dependencies: [.target(name: "Core"), .product(name: "Dep", package: "dep")],
                    exclude: ["Resources/README.md", "Legacy/"]
                ),
                .target(name: "Core", path: "Sources/CoreKit", sources: ["Public", "Internal/Model.swift"]),
                .executableTarget(name: "kit-tool", path: "./Tools//kit-tool"),
                .macro(name: "KitMacros"),
                .plugin(name: "KitPlugin", capability: .buildTool()),
                .binaryTarget(name: "Blob", url: "https://example.com/blob.zip", checksum: "00"),
                .binaryTarget(name: "LocalBlob", path: "Artifacts/LocalBlob.xcframework"),
                .testTarget(name: "KitTests", dependencies: ["Kit"], exclude: ["Fixtures"]),
                Target.testTarget(name: "UITests", path: "Tests/UI"),
                .testTarget(name: "Computed", path: testPath),
            ]
        )
        """

    func testTargets() throws {
        let kit = try manifest(Self.kit)
        XCTAssertEqual(kit.name, "Kit")
        XCTAssertEqual(kit.path, path)
        XCTAssertEqual(kit.targets.map(\.name), ["Kit", "Core", "kit-tool", "KitMacros", "KitPlugin", "Blob", "LocalBlob", "KitTests", "UITests"],
                       "a dependency `.target(name:)` is no target; a computed path leaves its target out")
        let byName = Dictionary(uniqueKeysWithValues: kit.targets.map { ($0.name, $0) })
        XCTAssertEqual(byName["Kit"], .init(name: "Kit", kind: "target",
                                            folders: ["/work/Kit/Sources/Kit", "/work/Kit/Source/Kit", "/work/Kit/src/Kit", "/work/Kit/srcs/Kit"],
                                            sources: nil, exclude: ["Resources/README.md", "Legacy"],
                                            dependencies: [.target("Core"), .product(name: "Dep", package: "dep")]))
        XCTAssertEqual(byName["Core"], .init(name: "Core", kind: "target", folders: ["/work/Kit/Sources/CoreKit"],
                                             sources: ["Public", "Internal/Model.swift"], exclude: []))
        XCTAssertEqual(byName["kit-tool"]?.folders, ["/work/Kit/Tools/kit-tool"])
        XCTAssertEqual(byName["KitMacros"]?.folders.first, "/work/Kit/Sources/KitMacros")
        XCTAssertEqual(byName["KitPlugin"]?.folders, ["/work/Kit/Plugins/KitPlugin"])
        XCTAssertEqual(byName["Blob"]?.folders, [])
        XCTAssertEqual(byName["LocalBlob"]?.folders, ["/work/Kit/Artifacts/LocalBlob.xcframework"])
        XCTAssertEqual(byName["KitTests"], .init(name: "KitTests", kind: "testTarget", folders: ["/work/Kit/Tests/KitTests"],
                                                 sources: nil, exclude: ["Fixtures"], dependencies: [.byName("Kit")]))
        XCTAssertTrue(byName["KitTests"]!.isTest)
        XCTAssertEqual(kit.productTargets.isEmpty, kit.products.isEmpty)
        XCTAssertEqual(byName["UITests"]?.folders, ["/work/Kit/Tests/UI"])
        XCTAssertFalse(byName["Kit"]!.isTest)
    }

    func testTargetsDeclaredOutsideThePackageCall() throws {
        let kit = try manifest("""
            import PackageDescription
            let tests: [Target] = [.testTarget(name: "A", path: "Checks/A")]
            let package = Package(name: "Split", targets: [.target(name: "B")] + tests)
            """)
        XCTAssertEqual(kit.targets.map(\.name), ["A", "B"])
        XCTAssertEqual(kit.targets[0].folders, ["/work/Kit/Checks/A"])
    }

    func testStringsAndCommentsDeclareNothing() throws {
        let kit = try manifest("""
            // .testTarget(name: "Commented")
            let note = ".testTarget(name: \\"InAString\\")"
            let package = Package(name: "Quiet", targets: [])
            """)
        XCTAssertEqual(kit.targets.count, 0)
    }

    func testManifestsThatDoNotParse() {
        XCTAssertThrowsError(try manifest("let package = Package(name: \"X\", targets: [\n")) { error in
            XCTAssertTrue((error as? PackageManifestError)?.reason.hasPrefix("line ") == true, "\(error)")
        }
        XCTAssertThrowsError(try manifest("import PackageDescription\nlet targets = [Target]()\n")) { error in
            XCTAssertEqual((error as? PackageManifestError)?.reason, "no Package(…) call")
        }
        XCTAssertThrowsError(try manifest("")) { error in
            XCTAssertEqual((error as? PackageManifestError)?.reason, "no Package(…) call")
        }
    }

    func testDecisionsForPackageFiles() {
        let s = ProjectScope(projectFiles: [path], read: MemoryFiles([path: Self.kit]).read)
        XCTAssertEqual(s.warnings, [])
        let expected: [(String, ScopeDecision)] = [
            ("Tests/KitTests/KitTests.swift", ScopeDecision(judged: false, reason: #"only in test target "KitTests" of Package.swift"#)),
            ("Tests/KitTests/Fixtures/Bad.swift", ScopeDecision(judged: false, reason: #"only in test target "KitTests" of Package.swift"#)),
            ("Tests/UI/Flow.swift", ScopeDecision(judged: false, reason: #"only in test target "UITests" of Package.swift"#)),
            ("Tests/Shared.swift", .judged),
            ("Sources/Kit/Kit.swift", .judged),
            ("Sources/CoreKit/Public/API.swift", .judged),
            ("Package.swift", .judged),
            ("Plugins/KitPlugin/Plugin.swift", .judged),
        ]
        for (relative, decision) in expected {
            XCTAssertEqual(s.decision(forAbsolutePath: "/work/Kit/" + relative, tests: false), decision, relative)
        }
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Kit/Tests/UI/Flow.swift", tests: true), .judged)
    }
}
