import XCTest
@testable import DuoLint
@testable import DuoLintBuild

/// VOCABULARY.md *code that runs on an iPhone*, point 1: `#if` conditions evaluated for an iPhone build, in
/// three-valued logic, and the activity of each clause.
final class BuildConfigurationTests: XCTestCase {
    /// The activity of each clause of the first `#if` in `source`.
    private func activities(_ source: String, _ configuration: BuildConfiguration = .iPhone) -> [ClauseActivity] {
        let tree = Parser.parse(SourceText(path: "T.swift", text: source), configuration: configuration)
        var out: [ClauseActivity] = []
        tree.root.walkIncludingAbsent { n in
            if n.kind == .ifConfig && out.isEmpty { out = n.children.compactMap(\.clauseActivity) }
            return out.isEmpty
        }
        return out
    }

    /// The value of one condition, as the activity of `#if condition` alone.
    private func value(_ condition: String, _ configuration: BuildConfiguration = .iPhone) -> ClauseActivity? {
        activities("#if \(condition)\nlet x = 1\n#endif\n", configuration).first
    }

    func testPlatformConditions() {
        XCTAssertEqual(value("os(iOS)"), .active)
        for other in ["macOS", "watchOS", "tvOS", "visionOS", "xrOS", "Linux", "Windows", "Android"] {
            XCTAssertEqual(value("os(\(other))"), .inactive, other)
        }
        XCTAssertEqual(value("targetEnvironment(macCatalyst)"), .inactive)
        XCTAssertEqual(value("targetEnvironment(simulator)"), .unknown)
        XCTAssertEqual(value("arch(arm64)"), .unknown)
        XCTAssertEqual(value("hasFeature(StrictConcurrency)"), .unknown)
        XCTAssertEqual(value("hasAttribute(retroactive)"), .unknown)
    }

    func testCanImport() {
        for module in ["UIKit", "SwiftUI", "Foundation", "Combine", "ARKit", "RoomPlan", "LocalAuthentication", "SpriteKit",
                       "UIKit.UIView"] {
            XCTAssertEqual(value("canImport(\(module))"), .active, module)
        }
        for module in ["AppKit", "Cocoa", "WatchKit", "ClockKit", "TVUIKit", "TVServices"] {
            XCTAssertEqual(value("canImport(\(module))"), .inactive, module)
        }
        XCTAssertEqual(value("canImport(Kingfisher)"), .unknown)
        XCTAssertEqual(value("canImport(UIKit, _version: 14)"), .active)
    }

    func testLanguageAndCompilerVersions() {
        XCTAssertEqual(value("swift(>=5.9)"), .active)
        XCTAssertEqual(value("swift(>=6.0)"), .active)
        XCTAssertEqual(value("swift(>=6.1)"), .inactive)
        XCTAssertEqual(value("swift(<6)"), .inactive)
        XCTAssertEqual(value("swift(<5.10.1)"), .inactive)
        XCTAssertEqual(value("compiler(>=6.3)"), .active)
        XCTAssertEqual(value("compiler(>=6.4)"), .inactive)
        XCTAssertEqual(value("compiler(<6.0)"), .inactive)
        let swift5 = BuildConfiguration(languageVersion: [5, 10])
        XCTAssertEqual(value("swift(>=6.0)", swift5), .inactive)
        XCTAssertEqual(value("swift(>=5.9)", swift5), .active)
        XCTAssertEqual(value("swift(>=x.y)"), .unknown)
        XCTAssertEqual(value("swift(==6.0)"), .unknown)
    }

    func testCustomConditions() {
        XCTAssertEqual(value("DEBUG"), .unknown, "a custom flag is never false")
        XCTAssertEqual(value("!DEBUG"), .unknown)
        XCTAssertEqual(value("DEBUG", BuildConfiguration(customConditions: ["DEBUG"])), .active)
        XCTAssertEqual(value("!DEBUG", BuildConfiguration(customConditions: ["DEBUG"])), .inactive)
        XCTAssertEqual(value("true"), .active)
        XCTAssertEqual(value("false"), .inactive)
    }

    /// Kleene logic: `&&` is false when either side is, `||` true when either side is, `!` keeps unknown.
    func testThreeValuedTruthTables() {
        let t = "os(iOS)", f = "os(macOS)", u = "DEBUG"
        let table: [(String, ClauseActivity)] = [
            ("\(t) && \(t)", .active), ("\(t) && \(f)", .inactive), ("\(t) && \(u)", .unknown),
            ("\(f) && \(u)", .inactive), ("\(u) && \(f)", .inactive), ("\(u) && \(u)", .unknown),
            ("\(t) || \(f)", .active), ("\(f) || \(f)", .inactive), ("\(f) || \(u)", .unknown),
            ("\(u) || \(t)", .active), ("\(u) || \(u)", .unknown),
            ("!\(t)", .inactive), ("!\(f)", .active), ("!\(u)", .unknown), ("!!\(t)", .active), ("! !\(f)", .inactive),
            ("!(\(f) || \(u))", .unknown), ("!(\(f) || \(f))", .active), ("(\(t) || \(u)) && !\(f)", .active),
            ("\(f) || \(t) && \(f)", .inactive),        // && binds tighter than ||
            ("((((\(t)))))", .active),
        ]
        for (condition, expected) in table { XCTAssertEqual(value(condition), expected, condition) }
    }

    func testMalformedConditionsAreUnknownNeverACrash() {
        for condition in ["", "os(", "os(iOS", "os()", "os(iOS, macOS)", "&& os(iOS)", "os(iOS) &&", "(((", ")",
                          "os(iOS) os(macOS)", "42", "\"iOS\"", "os(iOS) ||| DEBUG", String(repeating: "(", count: 500) + "a"] {
            XCTAssertEqual(value(condition), .unknown, condition)
        }
        // A condition may continue on the next line while a parenthesis is open or after && / ||.
        XCTAssertEqual(activities("#if os(macOS) ||\n    os(tvOS)\nlet a = 1\n#endif\n"), [.inactive])
        XCTAssertEqual(activities("#if (os(macOS)\n    || os(iOS))\nlet a = 1\n#endif\n"), [.active])
    }

    /// A clause after a true one is inactive; after unknown ones, true and else clauses are unknown.
    func testClauseSequences() {
        XCTAssertEqual(activities("#if os(iOS)\n#elseif os(macOS)\n#else\n#endif\n"), [.active, .inactive, .inactive])
        XCTAssertEqual(activities("#if os(macOS)\n#elseif os(iOS)\n#else\n#endif\n"), [.inactive, .active, .inactive])
        XCTAssertEqual(activities("#if os(macOS)\n#else\n#endif\n"), [.inactive, .active])
        XCTAssertEqual(activities("#if DEBUG\n#else\n#endif\n"), [.unknown, .unknown])
        XCTAssertEqual(activities("#if DEBUG\n#elseif os(iOS)\n#else\n#endif\n"), [.unknown, .unknown, .inactive])
        XCTAssertEqual(activities("#if os(macOS)\n#elseif DEBUG\n#elseif os(watchOS)\n#else\n#endif\n"),
                       [.inactive, .unknown, .inactive, .unknown])
    }

    func testVersionParsing() {
        XCTAssertEqual(BuildConfiguration.version("6"), [6])
        XCTAssertEqual(BuildConfiguration.version("5.10.1"), [5, 10, 1])
        XCTAssertNil(BuildConfiguration.version("6."))
        XCTAssertNil(BuildConfiguration.version("six"))
        XCTAssertNil(BuildConfiguration.version("-1"))
    }
}

extension Node {
    /// A walk that also enters absent code (`Node.walk` skips it), for tests that look at inactive clauses.
    func walkIncludingAbsent(_ visit: (Node) -> Bool) {
        var stack: [Node] = [self]
        while let n = stack.popLast() {
            if !visit(n) { continue }
            stack.append(contentsOf: n.children.reversed())
        }
    }
}
