import XCTest
@testable import DuoLint

/// The README's rule table is the catalogue: it must list every registered rule, nothing else.
final class ReadmeTests: XCTestCase {
    static func expectedTable() -> String {
        var lines = ["| rule | tier | severity | what it finds |", "|---|---|---|---|"]
        for d in RuleRegistry.descriptors {
            lines.append("| [`\(d.id)`](Rules/\(d.id).md) | \(d.tier) | \(d.defaultSeverity.rawValue) | \(d.summary) |")
        }
        return lines.joined(separator: "\n")
    }

    func testReadmeRuleTableMatchesTheRegistry() throws {
        let readme = try String(contentsOf: LintHarness.repoRoot.appendingPathComponent("README.md"), encoding: .utf8)
        guard let begin = readme.range(of: "<!-- rules:begin -->\n"), let end = readme.range(of: "\n<!-- rules:end -->") else {
            return XCTFail("README.md lacks the rules markers")
        }
        let table = String(readme[begin.upperBound..<end.lowerBound])
        XCTAssertEqual(table, Self.expectedTable(), "README rule table is stale; expected:\n\(Self.expectedTable())")
    }
}

/// The README's other checkable claims, against the binary and the files they describe: the Usage block lists the
/// commands `duo-lint --help` lists, the lint options table the options `duo-lint lint --help` lists (both ways), the
/// plugin demo's count is PluginDemoTests' expectation, the test-tools installer installs every tool the tests can
/// skip for (but the schema), and the habits paragraph's spellings are the ones the CLI answers.
final class ReadmeClaimsTests: CLITestCase {
    private var readme: String {
        (try? String(contentsOfFile: Self.packageRoot + "/README.md", encoding: .utf8)) ?? ""
    }

    private func section(after heading: String) throws -> String {
        let text = readme
        let start = try XCTUnwrap(text.range(of: heading), "README.md has no \(heading)")
        let rest = text[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    func testUsageListsEveryCommandOfTheHelp() throws {
        let help = try lint(["--help"])
        XCTAssertEqual(help.status, 0)
        let commands = help.stdoutLines.compactMap { line -> String? in
            guard line.hasPrefix("  duo-lint ") else { return nil }
            let words = line.dropFirst(11).split(separator: " ")
            guard let first = words.first else { return nil }
            return first == "[lint]" ? "lint" : String(first)
        }
        XCTAssertGreaterThan(commands.count, 8, help.stdout)
        let usage = try section(after: "## Usage\n")
        let block = usage.components(separatedBy: "```")[1]
        var listed: [String] = []
        for line in block.split(separator: "\n") where line.hasPrefix("duo-lint ") {
            let word = line.dropFirst(9).split(separator: " ").first.map(String.init) ?? ""
            listed.append(word == "[lint]" ? "lint" : word)
            if line.contains(" | help ") { listed.append("help") }   // `duo-lint version | help [COMMAND]`
        }
        XCTAssertEqual(Set(listed), Set(commands), "the README's Usage block and `duo-lint --help` list the same commands")
    }

    func testLintOptionsTableMatchesTheHelp() throws {
        let help = try lint(["lint", "--help"]).stdout
        let helpOptions = Set(help.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  --") else { return nil }
            return line.dropFirst(2).split(whereSeparator: { $0 == " " || $0 == "," }).first.map(String.init)
        }).subtracting(["--help"])
        XCTAssertTrue(helpOptions.contains("--color") && helpOptions.contains("--show-settings"), help)
        let usage = try section(after: "## Usage\n")
        let table = usage.split(separator: "\n").filter { $0.hasPrefix("| `-") }
        XCTAssertFalse(table.isEmpty)
        var documented = Set<String>()
        for row in table {
            let first = row.split(separator: "|").first ?? ""
            for match in first.matches(of: /`(--[a-z-]+)/) { documented.insert(String(match.1)) }
            for match in first.matches(of: /\/ `(--[a-z-]+)/) { documented.insert(String(match.1)) }
        }
        XCTAssertEqual(documented.subtracting(helpOptions), [], "the README documents options lint does not have")
        XCTAssertEqual(helpOptions.subtracting(documented), [], "lint options missing from the README's table")
    }

    func testPluginDemoCountIsTheTestedOne() throws {
        let warnings = PluginDemoTests.expected.filter { $0.contains(": warning [") }.count
        let notes = PluginDemoTests.expected.filter { $0.contains(": note [") }.count
        let errors = PluginDemoTests.expected.filter { $0.contains(": error [") }.count
        XCTAssertEqual((warnings, notes, errors) == (3, 1, 0), true, "\(PluginDemoTests.expected)")
        XCTAssertTrue(readme.contains("lints DuoNotesKit: \(warnings) warnings and a note as build diagnostics"))
        let demo = (try? String(contentsOfFile: Self.packageRoot + "/Examples/PluginDemo/README.md", encoding: .utf8)) ?? ""
        XCTAssertNil(demo.range(of: #"\b[0-9]+ warnings"#, options: .regularExpression).flatMap { r in
            demo[r].hasPrefix("\(warnings) ") ? nil : String(demo[r]) }, "Examples/PluginDemo/README.md counts otherwise")
    }

    /// "sh .ci/install-test-deps.sh — every tool above but the schema": each tool a test can skip for is installed.
    func testTheInstallScriptInstallsEveryOptionalToolButTheSchema() throws {
        let script = try String(contentsOfFile: Self.packageRoot + "/.ci/install-test-deps.sh", encoding: .utf8)
        XCTAssertTrue(readme.contains("sh .ci/install-test-deps.sh          # every tool above but the schema"))
        for tool in TestTool.allCases where tool != .sarifSchema && tool != .git {
            let name: String
            switch tool {
            case .xmllint: name = "libxml2-utils"
            case .neovim: name = "neovim"
            case .zsh, .fish: name = "for shell in zsh fish"
            default: name = tool.rawValue
            }
            XCTAssertTrue(script.contains(name), "install-test-deps.sh does not install \(tool.rawValue)")
        }
        XCTAssertFalse(script.contains("sarif-schema"), "the schema is not installed by the script (its licence)")
    }

    /// The habits paragraph: each "X → Y" of the other tools is what the CLI answers.
    func testTheOtherToolsSpellingsInTheReadmeAreAnswered() throws {
        let flat = readme.replacingOccurrences(of: "\n", with: " ")
        let start = try XCTUnwrap(flat.range(of: "SwiftLint's and Ruff's spellings are not accepted"))
        let paragraph = String(flat[start.upperBound...].prefix(900))
        let pairs = paragraph.matches(of: /`(--[a-z-]+)`(?: \/ `(--[a-z-]+)`)? → `([^`]+)`/)
        XCTAssertGreaterThan(pairs.count, 8, paragraph)
        try write("A.swift", Self.cleanSource)
        for pair in pairs {
            for flag in [pair.1, pair.2].compactMap({ $0 }).map(String.init) {
                let result = try lint([flag, "x", "A.swift"])
                XCTAssertEqual(result.status, 2)
                XCTAssertTrue(result.stderr.contains(String(pair.3)), "\(flag): \(result.stderr)")
            }
        }
    }
}
