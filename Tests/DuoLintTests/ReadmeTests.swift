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

extension ReadmeClaimsTests {
    /// The quick start: the toolchain it names is the package's tools version; `swift run duo-lint Examples` exits 1
    /// and prints the finding the README quotes.
    func testQuickStartIsWhatTheExampleGives() throws {
        let package = try String(contentsOfFile: Self.packageRoot + "/Package.swift", encoding: .utf8)
        let tools = try XCTUnwrap(package.firstMatch(of: /swift-tools-version:\s*([0-9.]+)/)?.1)
        let text = readme
        XCTAssertTrue(text.contains("With a Swift toolchain (\(tools) or later)"), "the README names another toolchain than Package.swift's \(tools)")
        let quoted = try XCTUnwrap(text.firstMatch(of: /The first prints findings such as\n\n```\n([^\n]+)\n```/)?.1)
        let result = try run(Self.binary, ["Examples"], cwd: Self.packageRoot)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdoutLines.contains(String(quoted)), "not in the output of duo-lint Examples: \(quoted)")
        XCTAssertTrue(text.contains("swift run duo-lint Examples     # lint the bundled example app (it has deliberate problems: exit status 1)"))
    }

    /// The performance section's commands: every `duo-lint-bench` option it names is one the bench reads.
    func testPerformanceCommandsUseRealBenchOptions() throws {
        let sources = try FileManager.default.contentsOfDirectory(atPath: Self.packageRoot + "/Sources/duo-lint-bench")
            .filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOfFile: Self.packageRoot + "/Sources/duo-lint-bench/" + $0, encoding: .utf8) }
            .joined()
        var checked = 0
        for line in readme.split(separator: "\n") where line.contains("duo-lint-bench") {
            guard let start = line.range(of: "duo-lint-bench") else { continue }
            for match in line[start.upperBound...].matches(of: /(--[a-z][a-z-]*)/) {
                let option = String(match.1)
                if sources.contains("\"\(option)\"") { checked += 1; continue }
                XCTFail("README: duo-lint-bench has no option \(option) (\(line))")
            }
        }
        XCTAssertGreaterThan(checked, 4, "the README's bench commands were found")
    }
}

extension ReadmeClaimsTests {
    /// Examples/DuoNotes/README.md's counts: with its config, and without it (the opt-in rules off), and the opt-in
    /// rules it names are the catalogue's.
    func testTheExampleAppsCountsAreTheLintedOnes() throws {
        let text = try String(contentsOfFile: Self.packageRoot + "/Examples/DuoNotes/README.md", encoding: .utf8)
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        let app = Self.packageRoot + "/Examples/DuoNotes"
        let result = try run(Self.binary, ["lint"], cwd: app)
        XCTAssertEqual(result.status, 1)
        let stated = try XCTUnwrap(text.firstMatch(of: /# ([0-9]+ findings \([^)]*\) in [0-9]+ files); exit status 1/)?.1)
        XCTAssertTrue(result.stderrLines.last?.hasPrefix(String(stated) + ";") ?? false, "\(stated) vs \(result.stderr)")

        let empty = try write("empty.json", "{}")
        let bare = try run(Self.binary, ["lint", "--config", empty], cwd: app)
        let total = try XCTUnwrap(flat.firstMatch(of: /command reports ([0-9]+) findings \(([0-9]+) notes\)/))
        XCTAssertTrue(bare.stderrLines.last?.hasPrefix("\(total.1) findings (") ?? false, bare.stderr)
        XCTAssertTrue(bare.stderrLines.last?.contains(", \(total.2) notes)") ?? false, bare.stderr)

        let optIn = try catalogueOptIn()
        let words = ["no", "one", "two", "three", "four", "five"]
        XCTAssertTrue(flat.contains("switches on the \(words[optIn.count]) opt-in rules ("
                                    + optIn.map { "`\($0)`" }.joined(separator: ", ") + ")"), "Examples/DuoNotes/README.md names other opt-in rules than \(optIn)")
    }

    private func catalogueOptIn() throws -> [String] {
        let result = try lint(["rules", "--format", "json"])
        let entries = parseJSON(result.stdout) as? [[String: Any]] ?? []
        XCTAssertFalse(entries.isEmpty)
        return entries.filter { $0["enabledByDefault"] as? Bool == false }.compactMap { $0["id"] as? String }
    }
}
