import XCTest
@testable import DuoLint
@testable import DuoLintBuild

final class XcodeProjectTests: XCTestCase {
    private func project(_ text: String, at path: String, files: [String: String] = [:]) throws -> XcodeProject {
        try XcodeProject(path: path, bytes: Array(text.utf8), read: MemoryFiles(files).read)
    }

    private func target(_ name: String, in project: XcodeProject, file: StaticString = #filePath, line: UInt = #line) -> XcodeProject.Target? {
        let found = project.targets.first { $0.name == name }
        XCTAssertNotNil(found, "no target \(name)", file: file, line: line)
        return found
    }

    // MARK: Classic groups

    func testNativeTargetsOnly() throws {
        let journal = try project(XcodeFixtures.classic, at: XcodeFixtures.classicPath)
        XCTAssertEqual(journal.targets.map(\.name), ["Journal", "WatchApp", "MacApp", "JournalTests", "JournalUITests", "TVApp", "VisionApp"],
                       "the aggregate target compiles nothing; a target without `name` is known by its `productName`")
        XCTAssertEqual(journal.missingReferences, 0)
    }

    func testGroupPathsResolve() throws {
        let journal = try project(XcodeFixtures.classic, at: XcodeFixtures.classicPath)
        let app = try XCTUnwrap(target("Journal", in: journal))
        XCTAssertEqual(Set(app.sourceFiles.map(\.path)), [
            "/work/Journal/Journal/Views/ContentView.swift",          // nested <group> paths
            "/work/Journal/Journal/JournalApp.swift",
            "/work/Journal/Shared/Model.swift",                       // SOURCE_ROOT
            "/opt/shared/Absolute.swift",                             // <absolute>, normalised
            "/work/Journal/Legacy/Legacy.swift",                      // `../Legacy/./Legacy.swift` under Journal/
            "/work/Journal/Journal/Journal.xcdatamodeld/Journal.xcdatamodel",  // the version group's file
            "/work/Journal/Shared/Helpers.swift",                     // under a group without a path
            "/work/Journal/Journal/en.lproj/Strings.swift",           // the variant group's files
            "/work/Journal/Journal/fr.lproj/Strings.swift",
        ], "BUILT_PRODUCTS_DIR references resolve to nothing; resources are not sources")
        XCTAssertTrue(app.sourceFiles.allSatisfy { $0.platformFilters == nil })
        XCTAssertTrue(app.folders.isEmpty)
        XCTAssertEqual(target("WatchApp", in: journal)?.sourceFiles.map(\.path),
                       ["/work/Journal/Watch App/WatchView.swift", "/work/Journal/Shared/Model.swift", "/work/Journal/WatchAndMac.swift"])
    }

    func testPlatformsAndTestBundles() throws {
        let journal = try project(XcodeFixtures.classic, at: XcodeFixtures.classicPath)
        let expected: [(String, [String], Bool)] = [
            ("Journal", ["iphoneos"], false),          // the project's SDKROOT
            ("WatchApp", ["watchos"], false),          // the target's own SDKROOT overrides it
            ("MacApp", ["macosx"], false),
            ("JournalTests", ["iphoneos"], true),
            ("JournalUITests", ["iphoneos"], true),
            ("TVApp", ["appletvos"], false),
            ("VisionApp", ["xros"], false),            // xros + SUPPORTED_PLATFORMS xros xrsimulator
        ]
        for (name, platforms, isTest) in expected {
            let t = try XCTUnwrap(target(name, in: journal))
            XCTAssertEqual(t.platforms.names, platforms, name)
            XCTAssertEqual(t.isTestBundle, isTest, name)
        }
        XCTAssertTrue(target("Journal", in: journal)!.platforms.buildsForIOS)
        XCTAssertFalse(target("WatchApp", in: journal)!.platforms.buildsForIOS)
    }

    func testProjectDirPathMovesTheSourceRoot() throws {
        let text = XcodeFixtures.classic.replacingOccurrences(of: "projectDirPath = \"\";", with: "projectDirPath = ../Code;")
        let journal = try project(text, at: XcodeFixtures.classicPath)
        XCTAssertTrue(target("Journal", in: journal)!.sourceFiles.map(\.path).contains("/work/Code/Shared/Model.swift"))
        XCTAssertTrue(target("Journal", in: journal)!.sourceFiles.map(\.path).contains("/work/Code/Journal/JournalApp.swift"))
    }

    func testBuildFilePlatformFilters() throws {
        let (path, text) = XcodeFixtures.project("Multi", projectSettings: "SDKROOT = auto;", targets: [
            ("Multi", #"SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx";"#, nil, XcodeFixtures.application),
        ])
        let filtered = text
            .replacingOccurrences(of: "fileRef = FF0000000000000000000001 /* Multi.swift */; };",
                                  with: "fileRef = FF0000000000000000000001 /* Multi.swift */; platformFilters = (macos, maccatalyst, ); };")
        let multi = try project(filtered, at: path)
        XCTAssertEqual(multi.targets[0].platforms.names, ["iphoneos", "macosx"])
        XCTAssertEqual(multi.targets[0].sourceFiles, [.init(path: "/work/Multi/Multi/Multi.swift", platformFilters: ["macos", "maccatalyst"])])
        let single = try project(text.replacingOccurrences(of: "/* Multi.swift */; };", with: "/* Multi.swift */; platformFilter = ios; };"), at: path)
        XCTAssertEqual(single.targets[0].sourceFiles[0].platformFilters, ["ios"])
    }

    // MARK: Synchronized folders

    func testSynchronizedFoldersAndExceptions() throws {
        let trails = try project(XcodeFixtures.synchronized, at: XcodeFixtures.synchronizedPath)
        XCTAssertEqual(trails.targets.map(\.name), ["Trails", "TrailsWatch", "TrailsTests"])
        let app = try XCTUnwrap(target("Trails", in: trails))
        XCTAssertEqual(app.folders, [
            .init(path: "/work/Trails/Trails", exceptions: ["Info.plist"], platformFilters: [:]),
            .init(path: "/work/Trails/Shared", exceptions: ["WatchOnly.swift", "Watch Support"], platformFilters: [:]),
            // Given by an exception set although the app does not hold the watch folder.
            .init(path: "/work/Trails/Platforms/Watch/Complications/Shared Complication.swift", exceptions: [], platformFilters: [:]),
        ])
        let watch = try XCTUnwrap(target("TrailsWatch", in: trails))
        XCTAssertEqual(watch.platforms.names, ["watchos"])
        XCTAssertEqual(watch.folders, [
            .init(path: "/work/Trails/Shared", exceptions: [], platformFilters: [:]),
            // Inside the classic group `Platforms`; its explicit folder `Scripts` is not compiled; the build-phase
            // membership exception set changes nothing.
            .init(path: "/work/Trails/Platforms/Watch", exceptions: ["Scripts"], platformFilters: [:]),
        ])
        XCTAssertTrue(target("TrailsTests", in: trails)!.isTestBundle)
    }

    func testExceptionSetPlatformFilters() throws {
        let text = XcodeFixtures.synchronized.replacingOccurrences(of: """
            \t\t\t\tWatchOnly.swift,
            \t\t\t\t"Watch Support/",
            \t\t\t);
            """, with: """
            \t\t\t\tWatchOnly.swift,
            \t\t\t\t"Watch Support/",
            \t\t\t);
            \t\t\tplatformFiltersByRelativePath = {
            \t\t\t\tCatalyst.swift = (
            \t\t\t\t\tmaccatalyst,
            \t\t\t\t);
            \t\t\t};
            """)
        let trails = try project(text, at: XcodeFixtures.synchronizedPath)
        XCTAssertEqual(target("Trails", in: trails)?.folders[1].platformFilters, ["Catalyst.swift": ["maccatalyst"]])
    }

    // MARK: Build settings

    func testXCConfigFilesAreRead() throws {
        let (path, text) = XcodeFixtures.project("Configs", projectSettings: "", targets: [
            ("Watch", "", nil, XcodeFixtures.application),
            ("Phone", "SDKROOT = iphoneos;", nil, XcodeFixtures.application),
        ], extraObjects: """
            \t\tFF0000000000000000000091 /* Watch.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Config/Watch.xcconfig; sourceTree = "<group>"; };
            \t\tFF0000000000000000000092 /* Project.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Config/Project.xcconfig; sourceTree = "<group>"; };
            \t\tGG0000000000000000000090 /* Config */ = {isa = PBXGroup; children = (FF0000000000000000000091, FF0000000000000000000092, ); sourceTree = "<group>"; };

            """)
        let configured = text
            .replacingOccurrences(of: "\t\t\t\tGG0000000000000000000001 /* Watch */,\n", with: "\t\t\t\tGG0000000000000000000001 /* Watch */,\n\t\t\t\tGG0000000000000000000090,\n")
            .replacingOccurrences(of: "CF0000000000000000000001 /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;",
                                  with: "CF0000000000000000000001 /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = FF0000000000000000000091 /* Watch.xcconfig */;")
            .replacingOccurrences(of: "CF0000000000000000000000 /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;",
                                  with: "CF0000000000000000000000 /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = FF0000000000000000000092 /* Project.xcconfig */;")
        let files = [
            "/work/Configs/Config/Watch.xcconfig": """
                // Watch target settings
                #include "Common/Base.xcconfig"
                #include? "Missing.xcconfig"
                #include "Watch.xcconfig"
                PRODUCT_NAME = Watch // a comment
                """,
            "/work/Configs/Config/Common/Base.xcconfig": "SDKROOT = watchos;\nSUPPORTED_PLATFORMS[sdk=watchos*] = macosx\n",
            "/work/Configs/Config/Project.xcconfig": "SDKROOT = macosx\n",
        ]
        let configs = try project(configured, at: path, files: files)
        XCTAssertEqual(configs.targets[0].platforms.names, ["watchos"], "the target's xcconfig and its includes (a cycle is not followed)")
        XCTAssertEqual(configs.targets[1].platforms.names, ["iphoneos"], "the target's own setting over the project's xcconfig")
        let unreadable = try project(configured, at: path)
        XCTAssertEqual(unreadable.targets[0].platforms, .unknown, "no file, no setting: unknown")
    }

    func testXcode16ConfigurationAnchors() throws {
        let (path, text) = XcodeFixtures.project("Anchored", projectSettings: "", targets: [
            ("Mac", "", nil, XcodeFixtures.application),
        ], extraObjects: """
            \t\tSY0000000000000000000090 /* xcconfig */ = {isa = PBXFileSystemSynchronizedRootGroup; explicitFileTypes = {}; explicitFolders = (); path = xcconfig; sourceTree = "<group>"; };

            """)
        let anchored = text
            .replacingOccurrences(of: "\t\t\t\tGG0000000000000000000001 /* Mac */,\n", with: "\t\t\t\tGG0000000000000000000001 /* Mac */,\n\t\t\t\tSY0000000000000000000090,\n")
            .replacingOccurrences(of: "CF0000000000000000000001 /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;",
                                  with: "CF0000000000000000000001 /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReferenceAnchor = SY0000000000000000000090 /* xcconfig */;\n\t\t\tbaseConfigurationReferenceRelativePath = Mac_target.xcconfig;")
        let files = ["/work/Anchored/xcconfig/Mac_target.xcconfig": "#include \"./common/Mac_common.xcconfig\"\n",
                     "/work/Anchored/xcconfig/common/Mac_common.xcconfig": "SDKROOT = macosx;\n"]
        XCTAssertEqual(try project(anchored, at: path, files: files).targets[0].platforms.names, ["macosx"])
    }

    func testSettingsPrecedence() throws {
        func platforms(project projectSettings: String, target settings: String, release: String? = nil) throws -> [String]? {
            let (path, text) = XcodeFixtures.project("P", projectSettings: projectSettings, targets: [
                ("T", settings, release, XcodeFixtures.application),
            ])
            return try project(text, at: path).targets[0].platforms.names
        }
        XCTAssertEqual(try platforms(project: "SDKROOT = auto;", target: #"SUPPORTED_PLATFORMS = "iphoneos iphonesimulator xros xrsimulator";"#),
                       ["iphoneos", "xros"])
        XCTAssertEqual(try platforms(project: "SDKROOT = auto;", target: "SUPPORTED_PLATFORMS = macosx;"), ["macosx"])
        XCTAssertEqual(try platforms(project: "SDKROOT = macosx;", target: "SDKROOT = iphoneos;"), ["iphoneos"])
        XCTAssertEqual(try platforms(project: "SDKROOT = iphoneos;", target: "SDKROOT = watchos;"), ["watchos"])
        XCTAssertEqual(try platforms(project: #"SDKROOT = iphoneos; SUPPORTED_PLATFORMS = "iphonesimulator iphoneos";"#, target: "SDKROOT = watchos;"),
                       ["watchos"], "the project's supported platforms do not reach a target that chose its own SDK")
        XCTAssertEqual(try platforms(project: "SUPPORTED_PLATFORMS = macosx;", target: #"SUPPORTED_PLATFORMS = "$(inherited) appletvos";"#),
                       ["appletvos", "macosx"])
        XCTAssertEqual(try platforms(project: "SDKROOT = macosx;", target: "SUPPORTED_PLATFORMS = (iphoneos, iphonesimulator, );"),
                       ["iphoneos", "macosx"], "an array value; SUPPORTED_PLATFORMS set more specifically than SDKROOT adds to it")
        XCTAssertEqual(try platforms(project: "", target: "SDKROOT = iphoneos17.0;"), ["iphoneos"])
        XCTAssertEqual(try platforms(project: "", target: #"SDKROOT = "/Applications/Xcode.app/Contents/Developer/Platforms/WatchOS.platform/Developer/SDKs/WatchOS10.2.sdk";"#),
                       ["watchos"])
        XCTAssertEqual(try platforms(project: "SDKROOT = iphoneos;", target: "SDKROOT = watchos;", release: "SDKROOT = macosx;"),
                       ["macosx", "watchos"], "the union over the configurations")
        XCTAssertNil(try platforms(project: "", target: "PRODUCT_NAME = T;"), "no setting anywhere: unknown")
        XCTAssertNil(try platforms(project: "SDKROOT = auto;", target: ""), "auto without SUPPORTED_PLATFORMS: unknown")
        XCTAssertNil(try platforms(project: "", target: "SDKROOT = \"$(MY_SDK)\";"), "a variable: unknown")
        XCTAssertNil(try platforms(project: "SDKROOT = watchos;", target: "", release: "SDKROOT = \"$(MY_SDK)\";"),
                     "one configuration unknown: unknown")
    }

    // MARK: Broken graphs

    func testBrokenRootsThrow() {
        func reason(_ text: String) -> String? {
            do {
                _ = try project(text, at: "/work/X/X.xcodeproj/project.pbxproj")
                return nil
            } catch {
                return (error as? XcodeProjectError)?.reason
            }
        }
        XCTAssertEqual(reason("{ objects = {}; }"), "no PBXProject root object")
        XCTAssertEqual(reason("{ rootObject = A; }"), "no objects dictionary")
        XCTAssertEqual(reason("( a, b )"), "no objects dictionary")
        XCTAssertEqual(reason("{ objects = { A = { isa = PBXGroup; }; }; rootObject = A; }"), "no PBXProject root object")
        XCTAssertEqual(reason("{ objects = { A = x; }; rootObject = A; }"), "no PBXProject root object")
        XCTAssertEqual(reason("{ objects = {}; rootObject = (A); }"), "no PBXProject root object")
        XCTAssertEqual(reason("{ objects = { A = { isa = PBXProject; }; }; rootObject = A;"), "line 1: unexpected end of input (the dictionary opened on line 1 is not closed)")
    }

    func testGroupCycleThrows() {
        let cyclic = XcodeFixtures.classic.replacingOccurrences(
            of: "\t\t\t\tFF0000000000000000000001 /* ContentView.swift */,\n\t\t\t);\n\t\t\tpath = Views;",
            with: "\t\t\t\tFF0000000000000000000001 /* ContentView.swift */,\n\t\t\t\tGG0000000000000000000001 /* Journal */,\n\t\t\t);\n\t\t\tpath = Views;")
        XCTAssertNotEqual(cyclic, XcodeFixtures.classic)
        XCTAssertThrowsError(try project(cyclic, at: XcodeFixtures.classicPath)) { error in
            XCTAssertEqual((error as? XcodeProjectError)?.reason, #"group cycle through group "Journal""#)
        }
        let selfParent = "{ objects = { P = { isa = PBXProject; mainGroup = G; }; G = { isa = PBXGroup; children = (G); }; }; rootObject = P; }"
        XCTAssertThrowsError(try project(selfParent, at: "/work/X/X.xcodeproj/project.pbxproj"))
    }

    func testAGroupReachedTwiceIsNotACycle() throws {
        let shared = XcodeFixtures.classic.replacingOccurrences(
            of: "\t\t\t\tGG0000000000000000000009 /* Products */,\n\t\t\t\tFF0000000000000000000012",
            with: "\t\t\t\tGG0000000000000000000009 /* Products */,\n\t\t\t\tGG0000000000000000000010 /* Views */,\n\t\t\t\tFF0000000000000000000012")
        let journal = try project(shared, at: XcodeFixtures.classicPath)
        XCTAssertTrue(target("Journal", in: journal)!.sourceFiles.map(\.path).contains("/work/Journal/Journal/Views/ContentView.swift"),
                      "the first parent reached keeps the group")
    }

    func testMissingObjectsAreSkippedAndCounted() throws {
        let dangling = XcodeFixtures.classic
            .replacingOccurrences(of: "fileRef = FF0000000000000000000004 /* WatchView.swift */;", with: "fileRef = FF0000000000000000009999;")
            .replacingOccurrences(of: "\t\t\t\tAA0000000000000000000008 /* Lint */,\n", with: "\t\t\t\tAA0000000000000000000008 /* Lint */,\n\t\t\t\tAA0000000000000000009999 /* Gone */,\n")
            .replacingOccurrences(of: "\t\t\t\tGG0000000000000000000007 /* TV */,\n", with: "\t\t\t\tGG0000000000000000000007 /* TV */,\n\t\t\t\tGG0000000000000000009999,\n")
        let journal = try project(dangling, at: XcodeFixtures.classicPath)
        XCTAssertEqual(journal.missingReferences, 3)
        XCTAssertEqual(target("WatchApp", in: journal)?.sourceFiles.map(\.path), ["/work/Journal/Shared/Model.swift", "/work/Journal/WatchAndMac.swift"])
        XCTAssertEqual(journal.targets.count, 7)
    }

    func testQuotedAndRepeatedIdentifiers() throws {
        let text = #"""
            {
                objects = {
                    "P\"1" = { isa = PBXProject; mainGroup = "G 1"; targets = ("T\U0031"); };
                    "G 1" = { isa = PBXGroup; children = (F); sourceTree = "<group>"; };
                    F = { isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
                    F = { isa = PBXFileReference; path = Second.swift; sourceTree = "<group>"; };
                    T1 = { isa = PBXNativeTarget; name = App; buildPhases = (S); };
                    S = { isa = PBXSourcesBuildPhase; files = (B); };
                    B = { isa = PBXBuildFile; fileRef = F; };
                };
                rootObject = "P\"1";
            }
            """#
        let p = try project(text, at: "/work/Q/Q.xcodeproj/project.pbxproj")
        XCTAssertEqual(p.targets.map(\.name), ["App"], "identifiers with escapes are found by their decoded text")
        XCTAssertEqual(p.targets[0].sourceFiles.map(\.path), ["/work/Q/A.swift"], "a repeated identifier: the first object")
        XCTAssertEqual(p.missingReferences, 0)
    }

    func testObjectsOfTheWrongShapeAreSkipped() throws {
        let odd = """
            {
                objects = {
                    P = { isa = PBXProject; mainGroup = G; targets = (T, S, "", (x)); buildConfigurationList = (L); };
                    G = { isa = PBXGroup; children = F; path = (a); };
                    F = { isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
                    T = { isa = PBXNativeTarget; name = (n); buildPhases = Q; fileSystemSynchronizedGroups = (F, Z); };
                    S = aString;
                    Q = { isa = PBXSourcesBuildPhase; files = (B); };
                    B = { isa = PBXBuildFile; fileRef = { nested = 1; }; };
                };
                rootObject = P;
            }
            """
        let p = try project(odd, at: "/work/X/X.xcodeproj/project.pbxproj")
        XCTAssertEqual(p.targets.map(\.name), ["(unnamed)"])
        XCTAssertEqual(p.targets[0].sourceFiles, [])
        XCTAssertEqual(p.targets[0].platforms, .unknown)
    }
}
