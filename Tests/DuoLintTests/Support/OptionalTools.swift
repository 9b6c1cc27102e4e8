import Foundation
import XCTest

/// What some tests need beyond the Swift toolchain, git and `python3`: the readers and clients duo-lint's output is
/// fed to. `sh .ci/install-test-deps.sh` installs them all (the SARIF schema excepted: see the README).
///
/// A test that needs one says so with `try requireTools(…)` as a statement of its own, before it uses the tool —
/// never inside an assertion's arguments, where XCTest records a thrown `XCTSkip` as a failure. When a tool is
/// missing the test skips with one line naming the tool and its install command. The helpers that run a tool
/// (`SARIFSchemaValidator`, the CI-format consumers, `ReportHarness.python`) never skip: reaching one with its tool
/// missing means the test forgot its `requireTools`, and fails (`TestTool.path()`).
///
/// Environment:
/// - `DUO_LINT_TEST_HIDE_TOOLS=all`, or a comma-separated list of tool names (`jsonschema,zsh`): the tests treat
///   those tools as missing although they are installed — how `.ci/run` proves the bare clone on a machine that has
///   them. `Consumers/check_report.py` honours it too.
/// - `DUO_LINT_TEST_REQUIRE_TOOLS=1`: a missing tool fails the test instead of skipping it (`.ci/run`'s full run).
enum TestTool: String, CaseIterable, Sendable {
    case sarifSchema = "sarif-schema"
    case jsonschema
    case junitparser
    case lxml
    case xmllint
    case html5lib
    case markdownIt = "markdown-it-py"
    case pytestLSP = "pytest-lsp"
    case preCommit = "pre-commit"
    case zsh
    case fish
    case neovim = "nvim"
    case git

    /// How to get it, in one line.
    var install: String {
        switch self {
        case .sarifSchema:
            return "set DUO_LINT_SARIF_SCHEMA to a copy of sarif-schema-2.1.0.json from oasis-tcs/sarif-spec, or put one in ../shared/sarif/"
        case .jsonschema, .junitparser, .lxml, .html5lib, .markdownIt, .pytestLSP, .preCommit:
            return "pip install \(rawValue)"
        case .xmllint: return "apt-get install libxml2-utils"
        case .zsh: return "apt-get install zsh"
        case .fish: return "apt-get install fish"
        case .neovim: return "apt-get install neovim"
        case .git: return "apt-get install git"
        }
    }

    /// What it is, for the skip line.
    var label: String {
        switch self {
        case .sarifSchema: return "the OASIS SARIF 2.1.0 schema"
        case .jsonschema, .junitparser, .lxml, .html5lib, .markdownIt, .pytestLSP: return "the Python package \(rawValue)"
        case .preCommit: return "the pre-commit package"
        case .neovim: return "Neovim"
        case .xmllint, .zsh, .fish, .git: return rawValue
        }
    }

    /// The module `python3` imports, for the Python packages.
    var pythonModule: String? {
        switch self {
        case .jsonschema: return "jsonschema"
        case .junitparser: return "junitparser"
        case .lxml: return "lxml"
        case .html5lib: return "html5lib"
        case .markdownIt: return "markdown_it"
        case .pytestLSP: return "pytest_lsp"
        default: return nil
        }
    }

    /// The tool names `DUO_LINT_TEST_HIDE_TOOLS` hides (every tool for `all`).
    static let hidden: Set<TestTool> = {
        let value = ProcessInfo.processInfo.environment["DUO_LINT_TEST_HIDE_TOOLS"] ?? ""
        let names = Set(value.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init))
        // git is part of the bare machine (the README: the toolchain, git and python3): `all` hides the optional tools.
        if names.contains("all") { return Set(allCases).subtracting([.git]) }
        return Set(allCases.filter { names.contains($0.rawValue) || ($0.pythonModule.map(names.contains) ?? false) })
    }()

    static var requiresAll: Bool { ProcessInfo.processInfo.environment["DUO_LINT_TEST_REQUIRE_TOOLS"] == "1" }

    /// Where the tool is: the executable, the schema file, or `python3` for a Python package; nil when it is missing
    /// or hidden. Looked up once per test process.
    var location: String? {
        if Self.hidden.contains(self) { return nil }
        return Self.cache.value(self) { $0.find() }
    }

    var isAvailable: Bool { location != nil }

    /// The tool's location, for the helpers that run it. A missing tool here is the calling test's mistake (it did not
    /// `requireTools` it), so this is an error, which fails the test, not a skip.
    func path() throws -> String {
        guard let location else { throw Undeclared(tool: self) }
        return location
    }

    struct Undeclared: Error, CustomStringConvertible {
        var tool: TestTool
        var description: String {
            "\(tool.label) is missing and the test did not declare it: start it with `try requireTools(.\(tool))`"
        }
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    // MARK: Looking

    private func find() -> String? {
        switch self {
        case .sarifSchema:
            return SARIFSchemaValidator.findSchema()
        case .jsonschema, .junitparser, .lxml, .html5lib, .markdownIt, .pytestLSP:
            let probe = try? CLITestCase.runProcess("/usr/bin/env", ["python3", "-c", "import \(pythonModule!)"], cwd: "/",
                                                    timeout: 60)
            return probe?.status == 0 ? "python3" : nil
        case .preCommit:
            let env = ProcessInfo.processInfo.environment
            var extra = ["/usr/local/bin", "/usr/bin", "/opt/homebrew/bin"]
            if let home = env["HOME"] { extra = ["\(home)/.local/bin", "\(home)/.pyenv/shims"] + extra }
            // A pyenv shim exists without the package: the version must run.
            return Self.executables("pre-commit", extra: extra).first {
                (try? CLITestCase.runProcess($0, ["--version"], cwd: "/", timeout: 60).status) == 0
            }
        case .xmllint, .zsh, .fish, .neovim, .git:
            return Self.executables(rawValue, extra: ["/usr/bin", "/bin", "/usr/local/bin", "/opt/homebrew/bin"]).first
        }
    }

    /// Executable files called `name` in `PATH`, then in `extra`.
    private static func executables(_ name: String, extra: [String]) -> [String] {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        var seen: Set<String> = []
        return (path + extra).map { "\($0)/\(name)" }.filter {
            seen.insert($0).inserted && FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [TestTool: String?] = [:]
        func value(_ tool: TestTool, _ make: (TestTool) -> String?) -> String? {
            lock.lock()
            defer { lock.unlock() }
            if let known = values[tool] { return known }
            let found = make(tool)
            values.updateValue(found, forKey: tool)
            return found
        }
    }

    private static let cache = Cache()

    /// The one skip line for the missing tools: each tool (or set of alternatives) and its install command.
    static func skipMessage(missing needs: [[TestTool]]) -> String {
        let parts = needs.map { alternatives in
            alternatives.map { "\($0.label) (\($0.install))" }.joined(separator: " or ")
        }
        let installable = needs.contains { $0 != [.sarifSchema] }
        return "needs " + parts.joined(separator: " and ") + (installable ? " — or run sh .ci/install-test-deps.sh" : "")
    }
}

extension XCTestCase {
    /// Skips the test unless every tool in `tools`, and one of `oneOf` when given, is there: one line naming what is
    /// missing and how to install it. Call it as a statement of its own (`try requireTools(.jsonschema)`), before the
    /// first use of the tool. With `DUO_LINT_TEST_REQUIRE_TOOLS=1` a missing tool fails the test instead.
    func requireTools(_ tools: TestTool..., oneOf alternatives: [TestTool] = [],
                      file: StaticString = #filePath, line: UInt = #line) throws {
        var needs = tools.map { [$0] }
        if !alternatives.isEmpty { needs.append(alternatives) }
        let missing = needs.filter { !$0.contains(where: \.isAvailable) }
        guard !missing.isEmpty else { return }
        let message = TestTool.skipMessage(missing: missing)
        if TestTool.requiresAll {
            // A failure at the test's line; the skip only stops the test.
            XCTFail(message + " (DUO_LINT_TEST_REQUIRE_TOOLS=1: required)", file: file, line: line)
            throw XCTSkip("DUO_LINT_TEST_REQUIRE_TOOLS=1 and a tool is missing", file: file, line: line)
        }
        throw XCTSkip(message, file: file, line: line)
    }
}
