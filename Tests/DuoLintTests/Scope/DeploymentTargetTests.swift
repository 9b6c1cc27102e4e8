import XCTest
@testable import DuoLint
@testable import DuoLintBuild

/// VOCABULARY.md, *deployment target* (for the fixes): the lowest `IPHONEOS_DEPLOYMENT_TARGET` of the targets
/// compiling a file (a target's setting over the project's), else the `.iOS(…)` of `Package.swift` `platforms:`.
final class DeploymentTargetTests: XCTestCase {
    private func scope(_ files: [String: String]) -> ProjectScope {
        ProjectScope(projectFiles: files.keys.filter(ProjectScope.isProjectFile).sorted(), read: MemoryFiles(files).read)
    }

    func testVersions() {
        XCTAssertEqual(OSVersion("17.0"), OSVersion([17]))
        XCTAssertEqual(OSVersion("16.4.1")?.components, [16, 4, 1])
        XCTAssertEqual(OSVersion("17.0")?.description, "17.0")
        XCTAssertNil(OSVersion("$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)"))
        XCTAssertNil(OSVersion(""))
        XCTAssertNil(OSVersion("17.x"))
        XCTAssertEqual(OSVersion(packageMember: "v16_4"), OSVersion("16.4"))
        XCTAssertEqual(OSVersion(packageMember: "v27"), OSVersion("27.0"))
        XCTAssertTrue(OSVersion("27.0")! < OSVersion("27.1")!)
        XCTAssertTrue(OSVersion("9.3")! < OSVersion("10")!)
    }

    func testTargetSettingOverridesTheProjectsAndTheLowestConfigurationCounts() throws {
        let (path, text) = XcodeFixtures.project("Dep", projectSettings: "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 16.0;", targets: [
            ("App", "IPHONEOS_DEPLOYMENT_TARGET = 27.1;", "IPHONEOS_DEPLOYMENT_TARGET = 27.2;", XcodeFixtures.application),
            ("Widget", "", nil, XcodeFixtures.application),
            ("Recommended", "IPHONEOS_DEPLOYMENT_TARGET = \"$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)\";", nil, XcodeFixtures.application),
        ])
        let project = try XcodeProject(path: path, bytes: Array(text.utf8), read: MemoryFiles([:]).read)
        let byName = Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, $0.deploymentTarget) })
        XCTAssertEqual(byName["App"], OSVersion("27.1"))
        XCTAssertEqual(byName["Widget"], OSVersion("16.0"), "the project's setting")
        XCTAssertEqual(byName["Recommended"], .some(nil), "a variable is no version")
        let s = scope([path: text])
        XCTAssertEqual(s.deploymentTarget(forAbsolutePath: "/work/Dep/App/App.swift", tests: false), OSVersion("27.1"))
        XCTAssertEqual(s.deploymentTarget(forAbsolutePath: "/work/Dep/Widget/Widget.swift", tests: false), OSVersion("16.0"))
        XCTAssertNil(s.deploymentTarget(forAbsolutePath: "/work/Dep/Recommended/Recommended.swift", tests: false))
        XCTAssertNil(s.deploymentTarget(forAbsolutePath: "/work/Dep/Other.swift", tests: false), "compiled by no target")
    }

    /// Winston's project says `path = Views` for the folder `views`: Xcode's volumes ignore case, so the project still
    /// compiles the file (and its deployment target, and scope, hold) when the path differs on disk in case only.
    func testAPathThatDiffersInCaseOnlyIsStillTheProjectsFile() throws {
        let (path, text) = XcodeFixtures.project("Dep", projectSettings: "SDKROOT = iphoneos; IPHONEOS_DEPLOYMENT_TARGET = 17.0;", targets: [
            ("App", "", nil, XcodeFixtures.application),
        ])
        let s = scope([path: text])
        XCTAssertEqual(s.deploymentTarget(forAbsolutePath: "/work/Dep/App/App.swift", tests: false), OSVersion("17.0"))
        XCTAssertEqual(s.deploymentTarget(forAbsolutePath: "/work/Dep/app/app.swift", tests: false), OSVersion("17.0"))
        XCTAssertEqual(s.deploymentTarget(forAbsolutePath: "/work/dep/APP/App.Swift", tests: false), OSVersion("17.0"))
        XCTAssertNil(s.deploymentTarget(forAbsolutePath: "/work/Dep/App/Other.swift", tests: false), "compiled by no target")
    }

    func testXCConfigSetsIt() throws {
        let xcconfig = "/work/Cfg/Base.xcconfig"
        let (path, text) = XcodeFixtures.project("Cfg", projectSettings: "SDKROOT = iphoneos;", targets: [
            ("App", "", nil, XcodeFixtures.application),
        ], extraObjects: "\t\tXC0000000000000000000001 /* Base.xcconfig */ = {isa = PBXFileReference; path = Base.xcconfig; sourceTree = SOURCE_ROOT; };\n")
        let based = text.replacingOccurrences(of: "\t\tCF0000000000000000000000 /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;",
                                              with: "\t\tCF0000000000000000000000 /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbaseConfigurationReference = XC0000000000000000000001 /* Base.xcconfig */;")
            .replacingOccurrences(of: "\t\t\tchildren = (\n\t\t\t\tGG0000000000000000000001", with: "\t\t\tchildren = (\n\t\t\t\tXC0000000000000000000001,\n\t\t\t\tGG0000000000000000000001")
        XCTAssertNotEqual(based, text)
        let project = try XcodeProject(path: path, bytes: Array(based.utf8),
                                       read: MemoryFiles([xcconfig: "IPHONEOS_DEPLOYMENT_TARGET = 17.4 // the floor\n"]).read)
        XCTAssertEqual(project.targets.first?.deploymentTarget, OSVersion("17.4"))
    }

    func testTheLowestTargetCompilingASharedFileCounts() throws {
        let (path, text) = XcodeFixtures.project("Two", projectSettings: "SDKROOT = iphoneos;", targets: [
            ("A", "IPHONEOS_DEPLOYMENT_TARGET = 27.1;", nil, XcodeFixtures.application),
            ("B", "IPHONEOS_DEPLOYMENT_TARGET = 18.0;", nil, XcodeFixtures.application),
        ])
        // Target B also compiles A's file.
        let shared = text.replacingOccurrences(of: "\t\t\t\tBB0000000000000000000002 /* B.swift in Sources */,",
                                               with: "\t\t\t\tBB0000000000000000000002 /* B.swift in Sources */,\n\t\t\t\tBB0000000000000000000001 /* A.swift in Sources */,")
        XCTAssertNotEqual(shared, text)
        let s = scope([path: shared])
        XCTAssertEqual(s.deploymentTarget(forAbsolutePath: "/work/Two/A/A.swift", tests: false), OSVersion("18.0"))
    }

    func testPackagePlatforms() throws {
        func target(_ platforms: String) throws -> OSVersion? {
            let text = "import PackageDescription\nlet package = Package(name: \"P\", platforms: \(platforms), targets: [.target(name: \"Kit\")])\n"
            return try PackageManifest(path: "/work/P/Package.swift", bytes: Array(text.utf8)).iOSDeploymentTarget
        }
        XCTAssertEqual(try target("[.iOS(.v17), .macOS(.v14)]"), OSVersion("17.0"))
        XCTAssertEqual(try target("[.macOS(.v14), .iOS(.v16_4)]"), OSVersion("16.4"))
        XCTAssertEqual(try target("[.iOS(\"27.1\")]"), OSVersion("27.1"))
        XCTAssertEqual(try target("[SupportedPlatform.iOS(.v18)]"), OSVersion("18.0"))
        XCTAssertNil(try target("[.macOS(.v14)]"))
        XCTAssertNil(try target("supported"))
        let manifest = "import PackageDescription\nlet package = Package(name: \"P\", platforms: [.iOS(.v18)], targets: [.target(name: \"Kit\")])\n"
        let s = scope(["/work/P/Package.swift": manifest])
        XCTAssertEqual(s.deploymentTarget(forAbsolutePath: "/work/P/Sources/Kit/Kit.swift", tests: false), OSVersion("18.0"))
    }

    func testAnXcodeTargetWinsOverAPackage() {
        let (path, text) = XcodeFixtures.project("Mixed", projectSettings: "SDKROOT = iphoneos;", targets: [
            ("App", "IPHONEOS_DEPLOYMENT_TARGET = 27.1;", nil, XcodeFixtures.application),
        ])
        let manifest = "import PackageDescription\nlet package = Package(name: \"M\", platforms: [.iOS(.v15)], targets: [.target(name: \"App\", path: \"App\")])\n"
        let s = scope([path: text, "/work/Mixed/Package.swift": manifest])
        XCTAssertEqual(s.deploymentTarget(forAbsolutePath: "/work/Mixed/App/App.swift", tests: false), OSVersion("27.1"))
    }
}
