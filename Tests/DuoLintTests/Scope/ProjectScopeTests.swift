import XCTest
@testable import DuoLint
@testable import DuoLintBuild

final class ProjectScopeTests: XCTestCase {
    private func scope(_ files: [String: String], maximumBytes: Int = ProjectScope.maximumProjectBytes) -> ProjectScope {
        ProjectScope(projectFiles: files.keys.filter(ProjectScope.isProjectFile).sorted(), maximumBytes: maximumBytes,
                     read: MemoryFiles(files).read)
    }

    private func notJudged(_ reason: String) -> ScopeDecision { ScopeDecision(judged: false, reason: reason) }

    // MARK: Classic projects

    func testClassicProjectDecisions() {
        let s = scope([XcodeFixtures.classicPath: XcodeFixtures.classic])
        XCTAssertEqual(s.warnings, [])
        XCTAssertFalse(s.isEmpty)
        let expected: [(String, ScopeDecision)] = [
            ("Journal/Views/ContentView.swift", .judged),
            ("Shared/Model.swift", .judged),                       // the iOS app and the watch app
            ("Watch App/WatchView.swift", notJudged(#"only in watchOS target "WatchApp""#)),
            ("Mac/MacView.swift", notJudged(#"only in macOS target "MacApp""#)),
            ("TV/TVView.swift", notJudged(#"only in tvOS target "TVApp""#)),
            ("Vision/VisionView.swift", notJudged(#"only in visionOS target "VisionApp""#)),
            ("JournalTests/JournalTests.swift", notJudged(#"only in test bundle "JournalTests""#)),
            ("JournalUITests/JournalUITests.swift", notJudged(#"only in test bundle "JournalUITests""#)),
            ("WatchAndMac.swift", notJudged(#"only in targets "WatchApp" (watchOS) and "MacApp" (macOS)"#)),
            ("TestSupport.swift", notJudged(#"only in targets "JournalTests" (test bundle) and "JournalUITests" (test bundle)"#)),
            ("Journal/Unlisted.swift", .judged),                   // in no target
            ("Generated.swift", .judged),                          // only a BUILT_PRODUCTS_DIR reference
        ]
        for (relative, decision) in expected {
            XCTAssertEqual(s.decision(forAbsolutePath: "/work/Journal/" + relative, tests: false), decision, relative)
        }
        XCTAssertEqual(s.decision(forAbsolutePath: "/elsewhere/Model.swift", tests: false), .judged)
    }

    func testTestsConfigJudgesTestBundles() {
        let s = scope([XcodeFixtures.classicPath: XcodeFixtures.classic])
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Journal/JournalTests/JournalTests.swift", tests: true), .judged)
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Journal/TestSupport.swift", tests: true), .judged)
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Journal/Mac/MacView.swift", tests: true), notJudged(#"only in macOS target "MacApp""#))
    }

    func testNonIOSTestBundle() {
        let (path, text) = XcodeFixtures.project("Desk", projectSettings: "SDKROOT = macosx;", targets: [
            ("DeskTests", "", nil, XcodeFixtures.unitTests),
        ])
        let s = scope([path: text])
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Desk/DeskTests/DeskTests.swift", tests: false),
                       notJudged(#"only in macOS test bundle "DeskTests""#))
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Desk/DeskTests/DeskTests.swift", tests: true),
                       notJudged(#"only in macOS test bundle "DeskTests""#))
    }

    func testSettingsDecideThroughTheScope() {
        let (path, text) = XcodeFixtures.project("Multi", projectSettings: "SDKROOT = iphoneos;", targets: [
            ("Universal", #"SDKROOT = auto; SUPPORTED_PLATFORMS = "macosx iphoneos iphonesimulator";"#, nil, XcodeFixtures.application),
            ("MacOnly", "SDKROOT = auto; SUPPORTED_PLATFORMS = macosx;", nil, XcodeFixtures.application),
            ("Unsaid", "SDKROOT = \"$(CUSTOM_SDK)\";", nil, XcodeFixtures.application),
            ("TVAndMac", #"SUPPORTED_PLATFORMS = "appletvos appletvsimulator macosx"; SDKROOT = appletvos;"#, nil, XcodeFixtures.application),
        ])
        let s = scope([path: text])
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Multi/Universal/Universal.swift", tests: false), .judged)
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Multi/MacOnly/MacOnly.swift", tests: false), notJudged(#"only in macOS target "MacOnly""#))
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Multi/Unsaid/Unsaid.swift", tests: false), .judged, "unknown platforms stay judged")
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Multi/TVAndMac/TVAndMac.swift", tests: false),
                       notJudged(#"only in tvOS and macOS target "TVAndMac""#))
    }

    func testPlatformFiltersOfBuildFiles() {
        let (path, text) = XcodeFixtures.project("Multi", projectSettings: "SDKROOT = auto;", targets: [
            ("App", #"SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx";"#, nil, XcodeFixtures.application),
            ("Kit", #"SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx";"#, nil, XcodeFixtures.application),
        ])
        let filtered = text
            .replacingOccurrences(of: "/* App.swift */; };", with: "/* App.swift */; platformFilters = (macos, maccatalyst, ); };")
            .replacingOccurrences(of: "/* Kit.swift */; };", with: "/* Kit.swift */; platformFilter = ios; };")
        let s = scope([path: filtered])
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Multi/App/App.swift", tests: false),
                       notJudged(#"only for macOS, Mac Catalyst in target "App""#))
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Multi/Kit/Kit.swift", tests: false), .judged)
    }

    // MARK: Synchronized folders

    func testSynchronizedFolderDecisions() {
        let s = scope([XcodeFixtures.synchronizedPath: XcodeFixtures.synchronized])
        XCTAssertEqual(s.warnings, [])
        let expected: [(String, ScopeDecision)] = [
            ("Trails/TrailsApp.swift", .judged),
            ("Trails/Deep/Nested/Folder/View.swift", .judged),
            ("Shared/Route.swift", .judged),                                    // app and watch
            ("Shared/WatchOnly.swift", notJudged(#"only in watchOS target "TrailsWatch""#)),   // removed from the app
            ("Shared/Watch Support/Haptics.swift", notJudged(#"only in watchOS target "TrailsWatch""#)),  // a removed folder
            ("Shared/WatchOnly.swift.orig", .judged),                           // not the removed name
            ("Shared/Watch Supportive.swift", .judged),
            ("Platforms/Watch/Workout.swift", notJudged(#"only in watchOS target "TrailsWatch""#)),
            ("Platforms/Watch/Complications/Shared Complication.swift", .judged),   // added to the app
            ("Platforms/Watch/Complications/Other.swift", notJudged(#"only in watchOS target "TrailsWatch""#)),
            // A folder the watch target's exceptions leave out, in no other target: the project builds it nowhere.
            ("Platforms/Watch/Scripts/Tool.swift", notJudged(#"excluded from the sources of target "TrailsWatch""#)),
            ("TrailsTests/RouteTests.swift", notJudged(#"only in test bundle "TrailsTests""#)),
            ("Platforms/Other.swift", .judged),
            ("Trails", .judged),
        ]
        for (relative, decision) in expected {
            XCTAssertEqual(s.decision(forAbsolutePath: "/work/Trails/" + relative, tests: false), decision, relative)
        }
    }

    func testExceptionSetPlatformFiltersThroughTheScope() {
        let text = XcodeFixtures.synchronized.replacingOccurrences(of: """
            \t\t\t\t"Complications/Shared Complication.swift",
            \t\t\t);
            """, with: """
            \t\t\t\t"Complications/Shared Complication.swift",
            \t\t\t);
            \t\t\tplatformFiltersByRelativePath = {
            \t\t\t\t"Complications/Shared Complication.swift" = (
            \t\t\t\t\tmaccatalyst,
            \t\t\t\t);
            \t\t\t};
            """)
        let s = scope([XcodeFixtures.synchronizedPath: text])
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Trails/Platforms/Watch/Complications/Shared Complication.swift", tests: false),
                       notJudged(#"only in targets "Trails" (Mac Catalyst only) and "TrailsWatch" (watchOS)"#))
    }

    // MARK: Several projects and packages

    func testSeveralProjectsInOneTree() {
        let (phonePath, phone) = XcodeFixtures.project("Phone", projectSettings: "SDKROOT = iphoneos;", targets: [
            ("Phone", "", nil, XcodeFixtures.application),
        ])
        let (watchPath, watch) = XcodeFixtures.project("Watch", projectSettings: "SDKROOT = watchos;", targets: [
            ("Watch", "", nil, XcodeFixtures.application),
        ])
        // A third project whose watch target compiles the phone's file too: the phone app keeps it judged.
        let (sharedPath, sharedText) = XcodeFixtures.project("Phone", projectSettings: "SDKROOT = watchos;", targets: [
            ("Phone", "", nil, XcodeFixtures.application),
        ])
        let s = scope([phonePath: phone, watchPath: watch,
                       sharedPath.replacingOccurrences(of: "Phone.xcodeproj", with: "PhoneWatch.xcodeproj"): sharedText])
        XCTAssertEqual(s.warnings, [])
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Phone/Phone/Phone.swift", tests: false), .judged)
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Watch/Watch/Watch.swift", tests: false), notJudged(#"only in watchOS target "Watch""#))
    }

    func testPackagesAndProjectsTogether() {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Core",
                targets: [
                    .target(name: "Core"),
                    .testTarget(name: "CoreTests", dependencies: ["Core"]),
                ]
            )
            """
        let s = scope([XcodeFixtures.classicPath: XcodeFixtures.classic, "/work/Journal/Packages/Core/Package.swift": manifest])
        XCTAssertEqual(s.warnings, [])
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Journal/Packages/Core/Tests/CoreTests/CoreTests.swift", tests: false),
                       notJudged(#"only in test target "CoreTests" of Package.swift"#))
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Journal/Packages/Core/Tests/CoreTests/CoreTests.swift", tests: true), .judged)
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Journal/Packages/Core/Sources/Core/Core.swift", tests: false), .judged)
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Journal/Mac/MacView.swift", tests: false), notJudged(#"only in macOS target "MacApp""#))
    }

    func testAPackageTargetSharingAMacFileKeepsItJudged() {
        let manifest = #"let package = Package(name: "Mac", targets: [.target(name: "MacKit", path: "../Mac")])"#
        let s = scope([XcodeFixtures.classicPath: XcodeFixtures.classic, "/work/Journal/Kit/Package.swift": manifest])
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Journal/Mac/MacView.swift", tests: false), .judged)
    }

    func testManyTargetsAreCountedInTheReason() {
        let targets = (1...6).map { (name: "W\($0)", settings: "", release: String?.none, productType: XcodeFixtures.application) }
        let (path, text) = XcodeFixtures.project("Many", projectSettings: "SDKROOT = watchos;", targets: targets)
        // Every target compiles W1.swift.
        var shared = text
        for n in 2...6 {
            shared = shared.replacingOccurrences(of: "fileRef = FF000000000000000000000\(n) /* W\(n).swift */",
                                                 with: "fileRef = FF0000000000000000000001 /* W1.swift */")
        }
        XCTAssertEqual(scope([path: shared]).decision(forAbsolutePath: "/work/Many/W1/W1.swift", tests: false),
                       notJudged(#"only in targets "W1" (watchOS), "W2" (watchOS), "W3" (watchOS) and 3 more"#))
    }

    // MARK: Bad input

    func testTruncatedProjectIsIgnoredWithOneWarning() throws {
        let text = XcodeFixtures.classic
        let truncated = String(text[..<text.range(of: "/* End PBXGroup section */")!.lowerBound])
        let s = scope([XcodeFixtures.classicPath: truncated])
        XCTAssertEqual(s.warnings.count, 1)
        let warning = try XCTUnwrap(s.warnings.first)
        XCTAssertEqual(warning.path, XcodeFixtures.classicPath)
        XCTAssertTrue(warning.message.hasPrefix("cannot read project (line "), warning.message)
        let lines = truncated.split(separator: "\n", omittingEmptySubsequences: false).count
        XCTAssertEqual(warning.message, "cannot read project (line \(lines): unexpected end of input (the dictionary opened on line 7 is not closed)); its files are judged as if it had no project")
        XCTAssertTrue(warning.description.hasPrefix(XcodeFixtures.classicPath + ": cannot read project"))
        XCTAssertTrue(s.isEmpty)
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Journal/Mac/MacView.swift", tests: false), .judged)
    }

    func testGarbageProjectIsIgnoredWithOneWarning() {
        var generator = SplitMix(seed: 7)
        let garbage = String(decoding: (0..<4_096).map { _ in UInt8(truncatingIfNeeded: generator.next()) }, as: UTF8.self)
        let s = scope([XcodeFixtures.classicPath: garbage, XcodeFixtures.synchronizedPath: XcodeFixtures.synchronized])
        XCTAssertEqual(s.warnings.count, 1)
        XCTAssertEqual(s.warnings.first?.path, XcodeFixtures.classicPath)
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Journal/Mac/MacView.swift", tests: false), .judged)
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Trails/Platforms/Watch/Workout.swift", tests: false),
                       notJudged(#"only in watchOS target "TrailsWatch""#), "the other project is still read")
    }

    func testHugeProjectIsNotRead() {
        let s = scope([XcodeFixtures.classicPath: XcodeFixtures.classic], maximumBytes: 1_000)
        XCTAssertEqual(s.warnings.map(\.message),
                       ["cannot read project (too large: \(XcodeFixtures.classic.utf8.count) bytes, the limit is 1000); its files are judged as if it had no project"])
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Journal/Mac/MacView.swift", tests: false), .judged)
    }

    func testGroupCycleIsIgnoredWithOneWarning() {
        let cyclic = XcodeFixtures.classic.replacingOccurrences(
            of: "\t\t\t\tFF0000000000000000000005 /* MacView.swift */,\n",
            with: "\t\t\t\tFF0000000000000000000005 /* MacView.swift */,\n\t\t\t\tGG0000000000000000000000,\n")
        let s = scope([XcodeFixtures.classicPath: cyclic])
        XCTAssertEqual(s.warnings.map(\.message),
                       [#"cannot read project (group cycle through group without a name); its files are judged as if it had no project"#])
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Journal/Mac/MacView.swift", tests: false), .judged)
    }

    func testMissingObjectsGiveOneWarningAndTheRestIsUsed() {
        let dangling = XcodeFixtures.classic
            .replacingOccurrences(of: "fileRef = FF0000000000000000000004 /* WatchView.swift */;", with: "fileRef = FF0000000000000000009999;")
            .replacingOccurrences(of: "\t\t\t\tGG0000000000000000000007 /* TV */,\n", with: "\t\t\t\tGG0000000000000000000007 /* TV */,\n\t\t\t\tGG0000000000000000009999,\n")
        let s = scope([XcodeFixtures.classicPath: dangling])
        XCTAssertEqual(s.warnings, [ProjectScope.Warning(path: XcodeFixtures.classicPath,
                                                         message: "2 references to objects the project does not have (skipped)")])
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Journal/Watch App/WatchView.swift", tests: false), .judged)
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Journal/Mac/MacView.swift", tests: false), notJudged(#"only in macOS target "MacApp""#))
    }

    func testReferencesToFilesThatDoNotExistAreHarmless() {
        // The walk never finds a file that is not there; a reference to one costs nothing and warns of nothing.
        let s = scope([XcodeFixtures.classicPath: XcodeFixtures.classic])
        XCTAssertEqual(s.warnings, [])
        XCTAssertEqual(s.decision(forAbsolutePath: "/opt/shared/Absolute.swift", tests: false), .judged)
    }

    func testUnreadableProjectFiles() {
        let s = ProjectScope(projectFiles: ["/work/Gone/Gone.xcodeproj/project.pbxproj", "/work/Gone/Package.swift", "/work/Gone/README.md"],
                             read: MemoryFiles([:]).read)
        XCTAssertEqual(s.warnings.map(\.description), [
            "/work/Gone/Gone.xcodeproj/project.pbxproj: cannot read project (no such file); its files are judged as if it had no project",
            "/work/Gone/Package.swift: cannot read manifest (no such file); its files are judged as if it had no package",
        ])
        XCTAssertTrue(s.isEmpty)
    }

    func testManifestThatDoesNotParse() {
        let broken = "let package = Package(name: \"Broken\", targets: [\n    .testTarget(name: \"BrokenTests\"\n"
        let s = scope(["/work/Broken/Package.swift": broken, "/work/Plain/Package.swift": "print(\"not a manifest\")\n"])
        XCTAssertEqual(s.warnings.count, 2)
        XCTAssertEqual(s.warnings.map(\.path), ["/work/Broken/Package.swift", "/work/Plain/Package.swift"])
        XCTAssertTrue(s.warnings[0].message.hasPrefix("cannot read manifest (line "), s.warnings[0].message)
        XCTAssertTrue(s.warnings[0].message.hasSuffix("); its files are judged as if it had no package"), s.warnings[0].message)
        XCTAssertEqual(s.warnings[1].message, "cannot read manifest (no Package(…) call); its files are judged as if it had no package")
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Broken/Tests/BrokenTests/T.swift", tests: false), .judged)
    }

    func testDuplicateAndForeignPathsAreIgnored() {
        let s = ProjectScope(projectFiles: [XcodeFixtures.classicPath, XcodeFixtures.classicPath, "/work/Journal/Notes.txt"],
                             read: MemoryFiles([XcodeFixtures.classicPath: XcodeFixtures.classic]).read)
        XCTAssertEqual(s.warnings, [])
        XCTAssertEqual(s.decision(forAbsolutePath: "/work/Journal/Mac/MacView.swift", tests: false), notJudged(#"only in macOS target "MacApp""#))
    }

    func testNoProjectsJudgesEverything() {
        let s = ProjectScope(projectFiles: [], read: MemoryFiles([:]).read)
        XCTAssertTrue(s.isEmpty)
        XCTAssertEqual(s.warnings, [])
        XCTAssertEqual(s.decision(forAbsolutePath: "/anything.swift", tests: false), .judged)
    }

    func testLookupsFromManyThreads() {
        let s = scope([XcodeFixtures.classicPath: XcodeFixtures.classic, XcodeFixtures.synchronizedPath: XcodeFixtures.synchronized])
        let paths = ["/work/Journal/Mac/MacView.swift", "/work/Trails/Shared/WatchOnly.swift", "/work/Journal/Shared/Model.swift"]
        let expected = paths.map { s.decision(forAbsolutePath: $0, tests: false) }
        let mismatches = LockedCounter()
        DispatchQueue.concurrentPerform(iterations: 64) { i in
            if s.decision(forAbsolutePath: paths[i % 3], tests: false) != expected[i % 3] { mismatches.increment() }
        }
        XCTAssertEqual(mismatches.value, 0)
    }

    // MARK: Finding project files above a file

    func testProjectFilesAbove() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scope-above-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fm = FileManager.default
        for dir in ["App/App.xcodeproj", "App/Other.xcodeproj", "App/Empty.xcodeproj", "App/Packages/Core/Sources/Core", "App/NotAProject"] {
            try fm.createDirectory(atPath: root + "/" + dir, withIntermediateDirectories: true)
        }
        for file in ["App/App.xcodeproj/project.pbxproj", "App/Other.xcodeproj/project.pbxproj", "App/Packages/Core/Package.swift",
                     "App/Package.swift", "App/NotAProject/project.pbxproj", "App/MyPackage.swift"] {
            XCTAssertTrue(fm.createFile(atPath: root + "/" + file, contents: Data()))
        }
        let real = FileCollector.normalize(try XCTUnwrap(fm.destinationOfSymbolicLinkIfAny(root)))
        let found = ProjectScope.projectFiles(above: real + "/App/Packages/Core/Sources/Core/Core.swift")
        XCTAssertEqual(found.filter { $0.hasPrefix(real) }, [
            real + "/App/Packages/Core/Package.swift",
            real + "/App/Package.swift",
            real + "/App/App.xcodeproj/project.pbxproj",
            real + "/App/Other.xcodeproj/project.pbxproj",
        ])
        XCTAssertTrue(found.allSatisfy(ProjectScope.isProjectFile))
    }

    func testIsProjectFile() {
        XCTAssertTrue(ProjectScope.isProjectFile("/a/App.xcodeproj/project.pbxproj"))
        XCTAssertTrue(ProjectScope.isProjectFile("/a/Package.swift"))
        XCTAssertFalse(ProjectScope.isProjectFile("/a/MyPackage.swift"))
        XCTAssertFalse(ProjectScope.isProjectFile("/a/project.pbxproj"))
        XCTAssertFalse(ProjectScope.isProjectFile("/a/.xcodeproj/project.pbxproj"))
    }
}

/// A counter several threads may bump.
private final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}

private extension FileManager {
    /// The path with symbolic links resolved (the temporary folder may be one).
    func destinationOfSymbolicLinkIfAny(_ path: String) -> String? {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }
}
