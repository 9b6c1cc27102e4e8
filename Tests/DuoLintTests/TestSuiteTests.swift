import Foundation
import XCTest

/// The test suite's own promises, read from its sources: a test that needs an optional tool skips through
/// `requireTools` (one line naming the tool and its install command) from a statement of its own, never from inside
/// an assertion (XCTest records a skip thrown there as a failure); and the README says exactly which tests skip on a
/// bare clone. `.ci/run` (`Scripts/test-bare.sh`) runs those tests with every tool hidden and checks that as many
/// skip as the README says, with no failure.
final class TestSuiteTests: XCTestCase {
    struct Source {
        var path: String      // relative to Tests/DuoLintTests
        var lines: [String]
    }

    static let testsDirectory = LintHarness.repoRoot.appendingPathComponent("Tests/DuoLintTests")

    static let sources: [Source] = {
        let fm = FileManager.default
        var out: [Source] = []
        let enumerator = fm.enumerator(atPath: testsDirectory.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift"),
                  let text = try? String(contentsOf: testsDirectory.appendingPathComponent(relative), encoding: .utf8)
            else { continue }
            out.append(Source(path: relative, lines: text.components(separatedBy: "\n")))
        }
        return out.sorted { $0.path < $1.path }
    }()

    /// A test method: its type (class or extension at column 0), name and body lines.
    struct TestMethod {
        var type: String
        var name: String
        var body: [String]
        var id: String { "\(type).\(name)" }
    }

    static func testMethods(_ source: Source) -> [TestMethod] {
        let typeLine = try! NSRegularExpression(pattern: #"^(?:(?:final|private|public|open|fileprivate)\s+)*(?:class|extension)\s+(\w+)"#)
        let testLine = try! NSRegularExpression(pattern: #"^    func (test\w+)\("#)
        var methods: [TestMethod] = []
        var type = ""
        var current: TestMethod?
        for line in source.lines {
            let range = NSRange(location: 0, length: (line as NSString).length)
            if var method = current {
                if line == "    }" {
                    methods.append(method)
                    current = nil
                } else {
                    method.body.append(line)
                    current = method
                }
                continue
            }
            if let m = typeLine.firstMatch(in: line, range: range) {
                type = (line as NSString).substring(with: m.range(at: 1))
            } else if let m = testLine.firstMatch(in: line, range: range) {
                current = TestMethod(type: type, name: (line as NSString).substring(with: m.range(at: 1)), body: [])
            }
        }
        return methods
    }

    /// The tests that skip when every optional tool is missing: those that call `requireTools`.
    static var toolTests: [TestMethod] {
        scanned.flatMap(testMethods).filter { $0.body.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("try requireTools(") } }
    }

    /// The definitions (and this file, which names them in its patterns) are not scanned for uses.
    private static let scanned = sources.filter { $0.path != "Support/OptionalTools.swift" && $0.path != "TestSuiteTests.swift" }

    /// Skips that are about the machine, not a missing tool; any other `XCTSkip` goes through `requireTools`.
    private static let environmentSkips: [(file: String, reason: String)] = [
        ("CLI/CLITestCase.swift", "no binary"),                                 // after an XCTFail
        ("CLI/CLITestCase.swift", "git is not installed"),
        ("CLI/CLIExitStatusTests.swift", "cannot create a socket"),
        ("CLI/CLIExitStatusTests.swift", "cannot bind a socket"),
        ("CLI/CLIExitStatusTests.swift", "running as root without setpriv"),
        ("CLI/CLIExitStatusTests.swift", "cannot run duo-lint as nobody"),
        ("CLI/CLIPreCommitTests.swift", "is not a git repository"),
        ("CLI/CLICompletionTests.swift", "zsh has no zsh/zpty module"),
        ("CLI/PluginDemoTests.swift", "DUO_LINT_SKIP_PLUGIN_DEMO=1"),
        ("CLI/PluginDemoTests.swift", "swift is not on PATH"),
        ("CLI/PluginDemoTests.swift", "this toolchain cannot run package plugins"),
        ("ConfigTests.swift", "an ancestor of the temporary directory has a .duo-lint.json"),
    ]

    func testEveryToolSkipGoesThroughRequireTools() {
        var seen = 0
        for source in Self.scanned {
            for (i, line) in source.lines.enumerated() where line.contains("XCTSkip") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                seen += 1
                let next = i + 1 < source.lines.count ? source.lines[i + 1] : ""
                let allowed = Self.environmentSkips.contains { $0.file == source.path && (line + next).contains($0.reason) }
                XCTAssertTrue(allowed, "\(source.path):\(i + 1): a skip outside requireTools (a missing tool goes through "
                              + "`try requireTools(…)`; a machine condition belongs in environmentSkips): \(line)")
            }
        }
        XCTAssertGreaterThanOrEqual(seen, Self.environmentSkips.count, "the scan found the environment skips")
    }

    /// `requireTools` and every helper that can throw `XCTSkip` are called as statements (`try f(…)`, `let x = try
    /// f(…)`), never inside an assertion's arguments or another expression, where a skip becomes a failure.
    func testSkipsAreNeverThrownFromInsideAnExpression() throws {
        // Helpers whose body throws XCTSkip (not test methods, which XCTest calls itself).
        let funcLine = try NSRegularExpression(pattern: #"^\s*(?:(?:private|fileprivate|static|override|final|@discardableResult)\s+)*func (\w+)\("#)
        var skippers: Set<String> = ["requireTools"]
        for source in Self.scanned {
            var name: String?
            for line in source.lines {
                if let m = funcLine.firstMatch(in: line, range: NSRange(location: 0, length: (line as NSString).length)) {
                    name = (line as NSString).substring(with: m.range(at: 1))
                }
                if line.contains("XCTSkip("), let name, !name.hasPrefix("test"), name != "setUpWithError", name != "requireTools" {
                    skippers.insert(name)
                }
            }
        }
        XCTAssertTrue(skippers.isSuperset(of: ["requireTools", "gitInit", "hookRepository"]), "\(skippers.sorted())")
        let statement = try NSRegularExpression(pattern: #"^\s*(?:(?:let|var)\s+\w+(?:\s*:\s*[^=]+)?\s*=\s*|_\s*=\s*)?try\s+(?:self\.|Self\.)?$"#)
        var calls = 0
        for source in Self.scanned {
            for (i, line) in source.lines.enumerated() {
                for name in skippers {
                    let call = try NSRegularExpression(pattern: #"(?<![\w.])"# + name + #"\("#)
                    let ns = line as NSString
                    for m in call.matches(in: line, range: NSRange(location: 0, length: ns.length)) {
                        let before = ns.substring(to: m.range.location)
                        if before.range(of: #"func\s+$"#, options: .regularExpression) != nil { continue }   // its definition
                        if before.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                        calls += 1
                        XCTAssertNotNil(statement.firstMatch(in: before, range: NSRange(location: 0, length: (before as NSString).length)),
                                        "\(source.path):\(i + 1): \(name)(…) can skip, so it must be a statement of its own: \(line)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(calls, Self.toolTests.count, "the scan found the calls")
    }

    /// The README's quick start says how many tests skip on a bare clone and where; it must be the tests that call
    /// `requireTools`.
    func testReadmeCountsTheTestsThatSkipOnABareClone() throws {
        let byType = Dictionary(grouping: Self.toolTests, by: \.type).mapValues(\.count)
        XCTAssertGreaterThan(byType.count, 3, "the scan found the tool tests")
        let parts = byType.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.value) in `\($0.key)`" }
        let expected = "skips \(Self.toolTests.count) tests (\(parts.joined(separator: ", ")))"
        let readme = try String(contentsOf: LintHarness.repoRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let flat = readme.replacingOccurrences(of: "\n", with: " ")
        let stated = try XCTUnwrap(flat.range(of: #"skips \d+ tests \([^)]*\)"#, options: .regularExpression),
                                   "README.md no longer says how many tests a bare clone skips")
        XCTAssertEqual(String(flat[stated]), expected, "README.md's quick start is out of date: say \(expected)")
        XCTAssertEqual(flat.ranges(of: #"skips \d+ tests"#), 1, "one statement of the count")
    }

    func testSkipMessagesAreOneLineWithTheInstallCommand() {
        for tool in TestTool.allCases {
            let message = TestTool.skipMessage(missing: [[tool]])
            XCTAssertFalse(message.contains("\n"), message)
            XCTAssertTrue(message.contains(tool.label) && message.contains(tool.install), message)
        }
        XCTAssertEqual(TestTool.skipMessage(missing: [[.junitparser], [.lxml, .xmllint]]),
                       "needs the Python package junitparser (pip install junitparser) and the Python package lxml "
                       + "(pip install lxml) or xmllint (apt-get install libxml2-utils) — or run sh .ci/install-test-deps.sh")
    }
}

private extension String {
    func ranges(of pattern: String) -> Int {
        (try? NSRegularExpression(pattern: pattern))?.numberOfMatches(in: self, range: NSRange(location: 0, length: (self as NSString).length)) ?? 0
    }
}
