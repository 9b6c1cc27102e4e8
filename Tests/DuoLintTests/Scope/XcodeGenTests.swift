import XCTest
@testable import DuoLint
@testable import DuoLintBuild

/// The YAML subset reader and XcodeGen `project.yml` targets (issue 23, item 4), and local packages linked only
/// by targets that do not build for iOS (VOCABULARY.md scope 2).
final class XcodeGenTests: XCTestCase {
    private func notJudged(_ reason: String) -> ScopeDecision { ScopeDecision(judged: false, reason: reason) }

    private func scope(_ files: [String: String]) -> ProjectScope {
        ProjectScope(projectFiles: files.keys.filter(ProjectScope.isProjectFile).sorted(), read: MemoryFiles(files).read)
    }

    // MARK: YAML

    func testTheYAMLSubset() throws {
        let v = try YAMLSubset.parse("""
        ---
        # a comment
        name: Notes   # trailing comment
        url: https://example.com/a#b
        quoted: "a: b # not a comment"
        single: 'it''s'
        empty:
        tilde: ~
        list: [iOS, "macOS", 'tvOS']
        map: {path: Sources, optional: true}
        nested:
          - plain
          - path: A
            excludes:
              - "**/*.md"
          -
            path: B
          - - inner
        sameIndent:
        - x
        - y
        script: |
          echo "# kept"
          exit 0
        folded: >
          one
          two
        multi line: first
          second
        """)
        XCTAssertEqual(v["name"], .scalar("Notes"))
        XCTAssertEqual(v["url"], .scalar("https://example.com/a#b"))
        XCTAssertEqual(v["quoted"], .scalar("a: b # not a comment"))
        XCTAssertEqual(v["single"], .scalar("it's"))
        XCTAssertEqual(v["empty"], .null)
        XCTAssertEqual(v["tilde"], .null)
        XCTAssertEqual(v["list"], .sequence([.scalar("iOS"), .scalar("macOS"), .scalar("tvOS")]))
        XCTAssertEqual(v["map"]?["path"], .scalar("Sources"))
        XCTAssertEqual(v["nested"]?.items.count, 4)
        XCTAssertEqual(v["nested"]?.items[0], .scalar("plain"))
        XCTAssertEqual(v["nested"]?.items[1]["path"], .scalar("A"))
        XCTAssertEqual(v["nested"]?.items[1]["excludes"], .sequence([.scalar("**/*.md")]))
        XCTAssertEqual(v["nested"]?.items[2]["path"], .scalar("B"))
        XCTAssertEqual(v["nested"]?.items[3], .sequence([.scalar("inner")]))
        XCTAssertEqual(v["sameIndent"], .sequence([.scalar("x"), .scalar("y")]))
        XCTAssertEqual(v["script"], .scalar("echo \"# kept\"\nexit 0"))
        XCTAssertEqual(v["folded"], .scalar("one two"))
        XCTAssertEqual(v["multi line"], .scalar("first second"))
    }

    /// A flow collection over several lines whose closing bracket sits at its key's column (OneBusAway's
    /// `NSExceptionDomains: {` … `}` in a target's `info:`), also as a sequence item; a plain scalar with a bracket in
    /// it is no flow collection and ends at its line.
    func testMultiLineFlowCollections() throws {
        let v = try YAMLSubset.parse("""
        info:
          domains: {
            "example.org": {
                sub: true,
                insecure: "a } in quotes"
            },
            'it''s {': [x,
          y]
          }
          after: 1
        list:
          - {path: A,
          excludes: ["*.md"]}
          - B
        note: a[b
        next: c
        """)
        XCTAssertEqual(v["info"]?["domains"]?["example.org"]?["sub"], .scalar("true"))
        XCTAssertEqual(v["info"]?["domains"]?["example.org"]?["insecure"], .scalar("a } in quotes"))
        XCTAssertEqual(v["info"]?["domains"]?["it's {"], .sequence([.scalar("x"), .scalar("y")]))
        XCTAssertEqual(v["info"]?["after"], .scalar("1"))
        XCTAssertEqual(v["list"]?.items.count, 2)
        XCTAssertEqual(v["list"]?.items[0]["excludes"], .sequence([.scalar("*.md")]))
        XCTAssertEqual(v["list"]?.items[1], .scalar("B"))
        XCTAssertEqual(v["note"], .scalar("a[b"))
        XCTAssertEqual(v["next"], .scalar("c"))
    }

    func testTheYAMLReaderRejectsWhatItDoesNotRead() {
        func error(_ text: String) -> YAMLError? {
            do { _ = try YAMLSubset.parse(text); return nil } catch { return error as? YAMLError }
        }
        XCTAssertEqual(error("base: &base\n  a: 1\nother: *base\n")?.usesAnchors, true)
        XCTAssertEqual(error("a:\n  <<: *base\n")?.usesAnchors, true)
        XCTAssertEqual(error("a: !tag x\n")?.usesAnchors, false)
        XCTAssertEqual(error("a:\n\tb: 1\n")?.line, 2)
        XCTAssertNotNil(error("a: [b, c\n"))
        XCTAssertNotNil(error("a: \"open\n"))
        XCTAssertNotNil(error("- a\nb: c\n"))
        // Nesting is bounded: an error, not a deep recursion.
        let deep = (0..<200).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n") + " x\n"
        XCTAssertNotNil(error(deep))
        XCTAssertNotNil(error(String(repeating: "[", count: 10_000)))
        // Garbage: read or rejected, never a crash.
        var seed: UInt64 = 42
        let alphabet = Array("ab: -[]{},'\"#&*!|>\n\t ~?".utf8)
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<200 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(alphabet[Int(seed >> 40) % alphabet.count])
            }
            _ = try? YAMLSubset.parse(String(decoding: bytes, as: UTF8.self))
            _ = try? XcodeGenProject(path: "/w/project.yml", bytes: bytes, read: { _ in bytes })
        }
    }

    func testGlobs() {
        XCTAssertTrue(XcodeGenGlob.matches("**/*.md", "README.md"))
        XCTAssertTrue(XcodeGenGlob.matches("**/*.md", "Docs/a/b.md"))
        XCTAssertFalse(XcodeGenGlob.matches("*.md", "Docs/b.md"))
        XCTAssertTrue(XcodeGenGlob.matches("**/qqq.lproj", "Resources/qqq.lproj/Localizable.strings"))
        XCTAssertTrue(XcodeGenGlob.matches("zimCookieTests/**", "zimCookieTests/A.swift"))
        XCTAssertFalse(XcodeGenGlob.matches("zimCookieTests/**", "Other/A.swift"))
        XCTAssertTrue(XcodeGenGlob.matches("Mac/*.swift", "Mac/MacView.swift"))
        XCTAssertTrue(XcodeGenGlob.matches("{Mac,TV}/**", "TV/A.swift"))
        XCTAssertTrue(XcodeGenGlob.matches("View?.swift", "View1.swift"))
        XCTAssertTrue(XcodeGenGlob.matches("[A-C]*.swift", "Bar.swift"))
        XCTAssertFalse(XcodeGenGlob.matches("[!A-C]*.swift", "Bar.swift"))
        XCTAssertFalse(XcodeGenGlob.matches(String(repeating: "*a", count: 200), String(repeating: "a", count: 199) + "b"))
    }

    // MARK: XcodeGen projects

    static let spec = """
    name: Notes
    include:
      - path: shared.yml
    packages:
      Kit:
        path: Packages/Kit
      Remote:
        url: https://example.com/remote
    targetTemplates:
      App:
        type: application
        supportedDestinations: [iOS, macOS]
        sources:
          - path: Shared
            excludes: ["**/*Mac.swift"]
    targets:
      Notes:
        templates: [App]
        sources:
          - App
          - path: MacOnly
            destinationFilters: [macOS]
          - path: Docs
            type: folder
          - path: Generated/${SRCROOT}
      NotesTests:
        type: bundle.unit-test
        platform: iOS
        sources: [Tests]
      Watch:
        type: application
        platform: watchOS
        sources: [Watch]
        dependencies:
          - package: Kit
            product: KitWatch
      Desk:
        type: application
        platform: [macOS]
        sources:
          - path: Desk
            includes: ["*.swift"]
    """

    static let shared = """
    targets:
      Widgets:
        type: app-extension
        platform: iOS
        sources: Widgets
    """

    func testXcodeGenTargets() throws {
        let project = try XcodeGenProject(path: "/work/Notes/project.yml", bytes: Array(XcodeGenTests.spec.utf8),
                                          read: MemoryFiles(["/work/Notes/shared.yml": XcodeGenTests.shared]).read)
        XCTAssertEqual(project.targets.map(\.name), ["Widgets", "Notes", "NotesTests", "Watch", "Desk"])
        let notes = project.targets[1]
        XCTAssertEqual(notes.platforms, TargetPlatforms(names: ["iphoneos", "macosx"]))
        XCTAssertEqual(notes.sources.map(\.path), ["/work/Notes/Shared", "/work/Notes/App", "/work/Notes/MacOnly"])
        XCTAssertEqual(notes.sources[0].excludes, ["**/*Mac.swift"])
        XCTAssertEqual(notes.sources[2].filters, ["macos"])
        XCTAssertTrue(project.targets[2].isTest)
        XCTAssertEqual(project.localPackages, ["Kit": "/work/Notes/Packages/Kit"])
        XCTAssertEqual(project.targets[3].packageProducts, [PackageProduct(package: "Kit", product: "KitWatch")])
    }

    func testXcodeGenDecisions() {
        let s = scope(["/work/Notes/project.yml": XcodeGenTests.spec, "/work/Notes/shared.yml": XcodeGenTests.shared])
        XCTAssertEqual(s.warnings, [])
        let expected: [(String, ScopeDecision)] = [
            ("App/Main.swift", .judged),
            ("Shared/Model.swift", .judged),
            // Excluded from the template's source and in no other target: the spec says no target builds it.
            ("Shared/SettingsMac.swift", notJudged(#"excluded from the sources of target "Notes""#)),
            ("MacOnly/Menu.swift", notJudged(#"only for macOS in target "Notes""#)),
            ("Tests/NotesTests.swift", notJudged(#"only in test bundle "NotesTests""#)),
            ("Watch/Face.swift", notJudged(#"only in watchOS target "Watch""#)),
            ("Desk/Desk.swift", notJudged(#"only in macOS target "Desk""#)),
            ("Desk/Notes.txt.swift", notJudged(#"only in macOS target "Desk""#)),
            ("Widgets/Widget.swift", .judged),
            ("Loose.swift", .judged),
        ]
        for (relative, decision) in expected {
            XCTAssertEqual(s.decision(forAbsolutePath: "/work/Notes/" + relative, tests: false), decision, relative)
        }
    }

    func testAnXcodeProjectBesideTheSpecWins() {
        let project = XcodeFixtures.project("Notes", projectSettings: "SDKROOT = iphoneos;", targets: [
            ("Watch", "", nil, XcodeFixtures.application),
        ])
        let s = scope([project.path: project.text, "/work/Notes/project.yml": XcodeGenTests.spec])
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Notes/Watch/Face.swift", tests: false), .judged,
                       "the project's Watch target builds for iOS; the spec is not read")
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Notes/Tests/NotesTests.swift", tests: false), .judged)
    }

    func testASpecThatCannotBeReadIsOneWarningAndAbsent() {
        for (text, reason) in [
            ("targets:\n  App: &app\n    platform: watchOS\n    sources: [App]\n", "YAML anchors and aliases are not read"),
            ("targets:\n  App:\n\tplatform: watchOS\n", "line 3: a tab in indentation"),
            ("name: A\ninclude: [missing.yml]\n", "cannot read the included spec missing.yml"),
        ] {
            let s = scope(["/work/A/project.yml": text])
            XCTAssertEqual(s.warnings.count, 1, text)
            XCTAssertTrue(s.warnings.first?.message.contains(reason) ?? false, s.warnings.first?.message ?? "")
            XCTAssertTrue(s.warnings.first?.message.hasSuffix("its targets count as absent") ?? false)
            XCTAssertEqual(s.decision(forAbsolutePath: "/work/A/App/A.swift", tests: false), .judged)
        }
    }

    // MARK: Local packages linked only by targets that do not build for iOS

    private static let kitManifest = """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(
        name: "Kit",
        products: [.library(name: "KitWatch", targets: ["KitWatch"]), .library(name: "KitCore", targets: ["KitCore"])],
        dependencies: [.package(path: "../Base")],
        targets: [.target(name: "KitWatch"), .target(name: "KitCore"), .testTarget(name: "KitTests")]
    )
    """

    private static let baseManifest = """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "Base", products: [.library(name: "Base", targets: ["Base"])], targets: [.target(name: "Base")])
    """

    private func linkingProject(_ targets: [(String, String)], products: [String: [String]]) -> (path: String, text: String) {
        let objects = """
        \t\tPD0000000000000000000001 /* KitWatch */ = {
        \t\t\tisa = XCSwiftPackageProductDependency;
        \t\t\tpackage = PR0000000000000000000001 /* XCLocalSwiftPackageReference "Packages/Kit" */;
        \t\t\tproductName = KitWatch;
        \t\t};
        \t\tPD0000000000000000000002 /* KitCore */ = {
        \t\t\tisa = XCSwiftPackageProductDependency;
        \t\t\tproductName = KitCore;
        \t\t};
        \t\tPR0000000000000000000001 /* XCLocalSwiftPackageReference "Packages/Kit" */ = {
        \t\t\tisa = XCLocalSwiftPackageReference;
        \t\t\trelativePath = Packages/Kit;
        \t\t};

        """
        return XcodeFixtures.project("Notes", projectSettings: "SDKROOT = iphoneos;",
                                     targets: targets.map { ($0.0, $0.1, nil, XcodeFixtures.application) },
                                     extraObjects: objects, packageProducts: products)
    }

    func testAPackageOnlyAWatchAppLinksIsNoIOSCode() {
        let project = linkingProject([("Phone", ""), ("Watch", "SDKROOT = watchos;")],
                                     products: ["Watch": ["PD0000000000000000000001", "PD0000000000000000000002"]])
        let s = scope([project.path: project.text, "/work/Notes/Packages/Kit/Package.swift": XcodeGenTests.kitManifest,
                       "/work/Notes/Packages/Base/Package.swift": XcodeGenTests.baseManifest])
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Notes/Packages/Kit/Sources/KitWatch/Face.swift", tests: false),
                       notJudged(#"only in package target "KitWatch", linked only by watchOS target "Watch""#))
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Notes/Packages/Kit/Sources/KitCore/Core.swift", tests: false),
                       notJudged(#"only in package target "KitCore", linked only by watchOS target "Watch""#))
        // A package no Xcode target links is judged as before, even when only a non-iOS package depends on it.
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Notes/Packages/Base/Sources/Base/Base.swift", tests: false), .judged)
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Notes/Phone/Phone.swift", tests: false), .judged)
    }

    func testAPackageAnIOSTargetLinksIsIOSCode() {
        for products in [
            ["Watch": ["PD0000000000000000000001"], "Phone": ["PD0000000000000000000002"]],   // by product name
            ["Watch": ["PD0000000000000000000002"], "Phone": ["PD0000000000000000000001"]],   // by the package's folder
        ] {
            let project = linkingProject([("Phone", ""), ("Watch", "SDKROOT = watchos;")], products: products)
            let s = scope([project.path: project.text, "/work/Notes/Packages/Kit/Package.swift": XcodeGenTests.kitManifest])
            // The product the phone links is iOS code; the one only the watch links is not (its target is in no product
            // an iOS target links).
            let (phone, watch) = products["Phone"] == ["PD0000000000000000000002"] ? ("KitCore", "KitWatch") : ("KitWatch", "KitCore")
            XCTAssertEqual(s.decision(forAbsolutePath: "/work/Notes/Packages/Kit/Sources/\(phone)/A.swift", tests: false),
                           .judged, "\(products)")
            XCTAssertEqual(s.decision(forAbsolutePath: "/work/Notes/Packages/Kit/Sources/\(watch)/A.swift", tests: false),
                           notJudged("only in package target \"\(watch)\", linked only by watchOS target \"Watch\""), "\(products)")
        }
    }

    /// ProtonVPN's Modals: one package, an iOS product and a macOS product over a shared target; the macOS product's own
    /// target is no iOS code, the shared one and the iOS one are.
    func testAPackageTargetOnlyNonIOSTargetsLinkIsNoIOSCode() {
        let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "Kit",
            products: [.library(name: "KitWatch", targets: ["KitWatch"]), .library(name: "KitCore", targets: ["KitCore"])],
            targets: [
                .target(name: "Shared"),
                .target(name: "KitWatch", dependencies: ["Shared", .target(name: "Shared")]),
                .target(name: "KitCore", dependencies: [.byName(name: "Shared")]),
            ]
        )
        """
        let project = linkingProject([("Phone", ""), ("Watch", "SDKROOT = watchos;")],
                                     products: ["Watch": ["PD0000000000000000000001"], "Phone": ["PD0000000000000000000002"]])
        let s = scope([project.path: project.text, "/work/Notes/Packages/Kit/Package.swift": manifest])
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Notes/Packages/Kit/Sources/KitWatch/Face.swift", tests: false),
                       notJudged(#"only in package target "KitWatch", linked only by watchOS target "Watch""#))
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Notes/Packages/Kit/Sources/Shared/Model.swift", tests: false), .judged)
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Notes/Packages/Kit/Sources/KitCore/Core.swift", tests: false), .judged)

        // An iOS package that uses the watch product (by name, or as `.product(name:package:)`), or whose dependencies are
        // not literals, makes it iOS code again.
        func dependent(_ dependencies: String) -> String {
            """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "AppFeature", dependencies: [.package(path: "../Kit")],
                                  targets: [.target(name: "AppFeature", dependencies: [\(dependencies)])])
            """
        }
        // Dependencies written another way (a manifest's helper) that spell none of the products leave it alone.
        let helper = scope([project.path: project.text, "/work/Notes/Packages/Kit/Package.swift": manifest,
                            "/work/Notes/Packages/AppFeature/Package.swift": dependent(#""KitCore", .core(module: "Login")"#)])
        XCTAssertEqual(helper.decision(forAbsolutePath: "/work/Notes/Packages/Kit/Sources/KitWatch/Face.swift", tests: false),
                       notJudged(#"only in package target "KitWatch", linked only by watchOS target "Watch""#))
        for dependency in [#""KitWatch""#, #".product(name: "KitWatch", package: "Kit")"#, "kitDependencies",
                           #""KitCore", .kit(product: "KitWatch")"#] {
            let s = scope([project.path: project.text, "/work/Notes/Packages/Kit/Package.swift": manifest,
                           "/work/Notes/Packages/AppFeature/Package.swift": dependent(dependency)])
            XCTAssertEqual(s.decision(forAbsolutePath: "/work/Notes/Packages/Kit/Sources/KitWatch/Face.swift", tests: false),
                           .judged, dependency)
        }
        // A product the package does not declare, or one whose targets are not literals: every target stays iOS code.
        let computed = manifest.replacingOccurrences(of: #"targets: ["KitWatch"])"#, with: "targets: watchTargets)")
        let s2 = scope([project.path: project.text, "/work/Notes/Packages/Kit/Package.swift": computed])
        XCTAssertEqual(s2.decision(forAbsolutePath: "/work/Notes/Packages/Kit/Sources/KitWatch/Face.swift", tests: false), .judged)
    }

    func testAPackageAnIOSPackageDependsOnIsIOSCode() {
        let project = linkingProject([("Watch", "SDKROOT = watchos;")], products: ["Watch": ["PD0000000000000000000001"]])
        let app = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "AppFeature", dependencies: [.package(path: "../Kit")], targets: [.target(name: "AppFeature")])
        """
        let s = scope([project.path: project.text, "/work/Notes/Packages/Kit/Package.swift": XcodeGenTests.kitManifest,
                       "/work/Notes/Packages/AppFeature/Package.swift": app])
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Notes/Packages/Kit/Sources/KitWatch/Face.swift", tests: false), .judged)
    }

    func testXcodeGenPackageDependencies() {
        let s = scope(["/work/Notes/project.yml": XcodeGenTests.spec, "/work/Notes/shared.yml": XcodeGenTests.shared,
                       "/work/Notes/Packages/Kit/Package.swift": XcodeGenTests.kitManifest])
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Notes/Packages/Kit/Sources/KitCore/Core.swift", tests: false),
                       notJudged(#"only in package target "KitCore", linked only by watchOS target "Watch""#))
    }

    /// XcodeGen deployment targets reach the scope as an Xcode project's do (VOCABULARY.md, *deployment target*).
    func testXcodeGenDeploymentTargets() throws {
        let spec = """
        name: Notes
        options:
          deploymentTarget:
            iOS: "16.0"
            watchOS: "9.0"
        targets:
          App:
            type: application
            platform: iOS
            deploymentTarget: "17.2"
            sources: [App]
          Extension:
            type: app-extension
            platform: iOS
            settings:
              base:
                IPHONEOS_DEPLOYMENT_TARGET: 18.0
            sources: [Extension]
          Widgets:
            type: app-extension
            platform: iOS
            sources: [Widgets]
          Both:
            type: framework
            supportedDestinations: [iOS, macOS]
            deploymentTarget:
              iOS: 15.4
              macOS: "13.0"
            sources: [Both]
          Watch:
            type: application
            platform: watchOS
            deploymentTarget: "9.0"
            sources: [Watch]
        """
        let project = try XcodeGenProject(path: "/work/Notes/project.yml", bytes: Array(spec.utf8), read: MemoryFiles([:]).read)
        XCTAssertEqual(project.targets.map(\.name), ["App", "Extension", "Widgets", "Both", "Watch"])
        XCTAssertEqual(project.targets.map { $0.deploymentTarget?.description }, ["17.2", "18.0", "16.0", "15.4", nil])
        let s = scope(["/work/Notes/project.yml": spec])
        XCTAssertEqual(s.deploymentTarget(forAbsolutePath: "/work/Notes/App/A.swift", tests: false)?.description, "17.2")
        XCTAssertEqual(s.deploymentTarget(forAbsolutePath: "/work/Notes/Widgets/W.swift", tests: false)?.description, "16.0")
        XCTAssertEqual(s.deploymentTarget(forAbsolutePath: "/work/Notes/Both/B.swift", tests: false)?.description, "15.4")
        XCTAssertNil(s.deploymentTarget(forAbsolutePath: "/work/Notes/Watch/W.swift", tests: false))
    }
}

