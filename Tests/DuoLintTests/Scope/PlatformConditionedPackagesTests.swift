import XCTest
@testable import DuoLint

/// A local package's target that an iOS app links only for other platforms is no iOS code (VOCABULARY.md scope 2):
/// the Xcode build file of its product has `platformFilters = (tvos, )`, or the package depends on it only under
/// `.when(platforms: [.tvOS])` (Passepartout's `AppLibraryTV`).
final class PlatformConditionedPackagesTests: XCTestCase {
    private func notJudged(_ reason: String) -> ScopeDecision { ScopeDecision(judged: false, reason: reason) }

    private func scope(_ files: [String: String]) -> ProjectScope {
        ProjectScope(projectFiles: files.keys.filter(ProjectScope.isProjectFile).sorted(), read: MemoryFiles(files).read)
    }

    private static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(
        name: "App",
        platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v17)],
        products: [
            .library(name: "AppMain", targets: ["Data", "MainWrapper"]),
            .library(name: "AppTV", targets: ["Data", "TVWrapper"]),
        ],
        targets: [
            .target(name: "Data"),
            .target(name: "Library", dependencies: ["Data"]),
            .target(name: "Main", dependencies: ["Library"]),
            .target(name: "MainWrapper", dependencies: [.target(name: "Main", condition: .when(platforms: [.iOS, .macOS]))]),
            .target(name: "TV", dependencies: ["Library", "Web"]),
            .target(name: "Web"),
            .target(name: "TVWrapper", dependencies: [.target(name: "TV", condition: .when(platforms: [.tvOS]))]),
        ]
    )
    """

    /// One multi-platform app target links both products; `filtersOfTV` is the tvOS product's build file's filters.
    private func project(filtersOfTV: String?) -> (path: String, text: String) {
        let filters = filtersOfTV.map { " platformFilters = \($0);" } ?? ""
        let objects = """
        \t\tPD0000000000000000000001 /* AppMain */ = {
        \t\t\tisa = XCSwiftPackageProductDependency;
        \t\t\tpackage = PR0000000000000000000001 /* XCLocalSwiftPackageReference "Package" */;
        \t\t\tproductName = AppMain;
        \t\t};
        \t\tPD0000000000000000000002 /* AppTV */ = {
        \t\t\tisa = XCSwiftPackageProductDependency;
        \t\t\tpackage = PR0000000000000000000001 /* XCLocalSwiftPackageReference "Package" */;
        \t\t\tproductName = AppTV;
        \t\t};
        \t\tPR0000000000000000000001 /* XCLocalSwiftPackageReference "Package" */ = {
        \t\t\tisa = XCLocalSwiftPackageReference;
        \t\t\trelativePath = Package;
        \t\t};
        \t\tFB0000000000000000000001 /* AppMain in Frameworks */ = {isa = PBXBuildFile; platformFilters = (ios, macos, ); productRef = PD0000000000000000000001 /* AppMain */; };
        \t\tFB0000000000000000000002 /* AppTV in Frameworks */ = {isa = PBXBuildFile;\(filters) productRef = PD0000000000000000000002 /* AppTV */; };
        \t\tFP0000000000000000000001 /* Frameworks */ = {
        \t\t\tisa = PBXFrameworksBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\tFB0000000000000000000001 /* AppMain in Frameworks */,
        \t\t\t\tFB0000000000000000000002 /* AppTV in Frameworks */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};

        """
        return XcodeFixtures.project("VPN", projectSettings: "SDKROOT = auto;",
                                     targets: [("VPN", "SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx appletvos appletvsimulator\";",
                                                nil, XcodeFixtures.application)],
                                     extraObjects: objects, packageProducts: ["VPN": ["PD0000000000000000000001", "PD0000000000000000000002"]],
                                     extraPhases: ["VPN": ["FP0000000000000000000001"]])
    }

    private func decision(_ s: ProjectScope, _ target: String) -> ScopeDecision {
        s.decision(forAbsolutePath: "/work/VPN/Package/Sources/\(target)/A.swift", tests: false)
    }

    func testAProductLinkedOnlyForTVOSIsNoIOSCode() {
        for filters in ["(tvos, )", "tvos"] {
            let p = project(filtersOfTV: filters)
            let s = scope([p.path: p.text.replacingOccurrences(of: "platformFilters = tvos;", with: "platformFilter = tvos;"),
                           "/work/VPN/Package/Package.swift": Self.manifest])
            XCTAssertEqual(s.warnings, [])
            // Only the tvOS product reaches them (the filter alone would do; so would the condition alone).
            XCTAssertEqual(decision(s, "TVWrapper"), notJudged(#"only in package target "TVWrapper", linked only by target "VPN" for tvOS"#), filters)
            XCTAssertEqual(decision(s, "Web"), notJudged(#"only in package target "Web", linked only by target "VPN" for tvOS"#), filters)
            XCTAssertEqual(decision(s, "TV"), notJudged(#"only in package target "TV", linked only by target "VPN" for tvOS"#), filters)
            // Shared with the iOS product, or reached from it: iOS code.
            for shared in ["Data", "Library", "Main", "MainWrapper"] { XCTAssertEqual(decision(s, shared), .judged, shared) }
            XCTAssertEqual(s.decision(forAbsolutePath: "/work/VPN/VPN/VPN.swift", tests: false), .judged)
        }
    }

    func testATargetDependedOnOnlyForTVOSIsNoIOSCode() {
        // No filter: the app links the tvOS product for iOS too, but its TV target is a dependency for tvOS only.
        let p = project(filtersOfTV: nil)
        let s = scope([p.path: p.text, "/work/VPN/Package/Package.swift": Self.manifest])
        XCTAssertEqual(decision(s, "TV"), notJudged(#"only in package target "TV", linked only by package target "TVWrapper" for tvOS"#))
        XCTAssertEqual(decision(s, "Web"), notJudged(#"only in package target "Web", linked only by package target "TVWrapper" for tvOS"#))
        for shared in ["Data", "Library", "Main", "MainWrapper", "TVWrapper"] { XCTAssertEqual(decision(s, shared), .judged, shared) }
    }

    func testConditionsThatKeepIOSCode() {
        // A condition listing iOS, a non-literal list, a name also written without a condition, and filters with ios.
        for dependency in [
            #".target(name: "TV", condition: .when(platforms: [.iOS, .tvOS]))"#,
            #".target(name: "TV", condition: .when(platforms: tvPlatforms))"#,
            #".target(name: "TV", condition: .when(configuration: .debug))"#,
            #""TV", .target(name: "TV", condition: .when(platforms: [.tvOS]))"#,
        ] {
            let manifest = Self.manifest.replacingOccurrences(
                of: #".target(name: "TV", condition: .when(platforms: [.tvOS]))"#, with: dependency)
            XCTAssertNotEqual(manifest, Self.manifest)
            let p = project(filtersOfTV: "(ios, tvos, )")
            let s = scope([p.path: p.text, "/work/VPN/Package/Package.swift": manifest])
            for target in ["TV", "Web", "TVWrapper", "Main"] { XCTAssertEqual(decision(s, target), .judged, "\(target): \(dependency)") }
        }
        let manifest = try? PackageManifest(path: "/work/VPN/Package/Package.swift", bytes: Array(Self.manifest.utf8))
        XCTAssertNotNil(manifest)
        XCTAssertEqual(manifest?.targets.first { $0.name == "TVWrapper" }?.nonIOSDependencies, ["TV": ["tvOS"]])
        XCTAssertEqual(manifest?.targets.first { $0.name == "MainWrapper" }?.nonIOSDependencies, [:])
    }
}

