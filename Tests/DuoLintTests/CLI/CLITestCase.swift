import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one run of the `duo-lint` binary produced.
struct CLIRun {
    var status: Int32
    var stdout: String
    var stderr: String

    /// Non-empty stderr lines.
    var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
    /// Non-empty stdout lines.
    var stdoutLines: [String] { stdout.split(separator: "\n").map(String.init) }
    /// stderr without the summary line (`N findings (…) in F files[ — K known findings in the baseline][; fixable …]`).
    var diagnostics: [String] { stderrLines.filter { !CLIRun.isSummary($0) } }

    /// `text` on one line (a skip message is one line).
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }

    static func isSummary(_ line: String) -> Bool {
        line.range(of: #"^\d+ findings? \(\d+ errors?, \d+ warnings?, \d+ notes?\) in \d+ files?( — \d+ known findings? in the baseline)?(; .* fixable .*)?$"#,
                   options: .regularExpression) != nil
    }
}

/// Base class of the black-box tests: runs the built `duo-lint` executable with `Process` in a fresh
/// temporary directory per test, the way editors, hooks and CI call it.
class CLITestCase: XCTestCase {
    /// The fresh temporary directory of the running test (real path, no symbolic links).
    var root: String = ""

    // MARK: Sources that trigger known rules

    /// One `arrangement-in-scroll-view` error at 5:13.
    static let errorSource = """
    import SwiftUI
    struct Screen: View {
        var body: some View {
            ScrollView {
                ArrangementView { Primary() } secondary: { Secondary() }
            }
        }
    }

    """
    /// One `custom-bar-instance` warning at 2:11.
    static let warningSource = "import UIKit\nlet bar = UIToolbar()\n"
    /// No finding.
    static let cleanSource = "import SwiftUI\nlet answer = 42\n"

    static let errorRule = "arrangement-in-scroll-view"
    static let warningRule = "custom-bar-instance"

    // MARK: Locating the binary

    /// The `duo-lint` executable built with the tests: next to the test bundle (SwiftPM puts products and
    /// the test bundle in the same directory), `$DUO_LINT_BIN`, or `.build/debug/duo-lint`.
    static let binary: String = {
        let fm = FileManager.default
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["DUO_LINT_BIN"] { candidates.append(env) }
        let bundle = Bundle(for: CLITestCase.self).bundleURL
        candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("duo-lint").path)
        candidates.append(bundle.appendingPathComponent("duo-lint").path)
        if let exe = Bundle.main.executableURL {
            candidates.append(exe.deletingLastPathComponent().appendingPathComponent("duo-lint").path)
            // …/debug/DuoLintTests.xctest/Contents/MacOS/DuoLintTests on macOS
            candidates.append(exe.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("duo-lint").path)
        }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("duo-lint").path)
        candidates.append(packageRoot + "/.build/debug/duo-lint")
        for candidate in candidates {
            var isDirectory: ObjCBool = false
            if fm.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
               fm.isExecutableFile(atPath: candidate) {
                return candidate
            }
        }
        return packageRoot + "/.build/debug/duo-lint"
    }()

    /// The package root (directory of `Package.swift` above this file).
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        }
        return FileManager.default.currentDirectoryPath
    }()

    // MARK: Set-up

    override func setUpWithError() throws {
        try super.setUpWithError()
        guard FileManager.default.isExecutableFile(atPath: Self.binary) else {
            XCTFail("duo-lint binary not found (looked next to the test bundle and at \(Self.binary)); set DUO_LINT_BIN")
            throw XCTSkip("no binary")
        }
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("duo-lint-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        root = Self.realPath(base)
        let dir = root
        addTeardownBlock {
            // Make everything removable again (tests chmod things).
            _ = try? Self.runProcess("/bin/chmod", ["-R", "u+rwx", dir], cwd: "/")
            try? FileManager.default.removeItem(atPath: dir)
        }
    }

    static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    // MARK: Files

    /// Writes `text` to `relative` (below `root`), creating directories.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        try writeData(relative, Data(text.utf8))
    }

    @discardableResult
    func writeData(_ relative: String, _ data: Data) throws -> String {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
    }

    func mkdir(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: root + "/" + relative, withIntermediateDirectories: true)
    }

    func symlink(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: root + "/" + relative, withDestinationPath: destination)
    }

    func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: root + "/" + relative)
    }

    // MARK: Running

    /// Runs `duo-lint args…` with the current directory `cwd` (relative to `root`, or absolute).
    @discardableResult
    func lint(_ args: [String], cwd: String = "", stdin: String? = nil, env: [String: String] = [:],
              file: StaticString = #filePath, line: UInt = #line) throws -> CLIRun {
        try run(Self.binary, args, cwd: cwd, stdin: stdin, env: env)
    }

    /// Runs any executable in `cwd` (relative to `root`, or absolute).
    func run(_ executable: String, _ args: [String], cwd: String = "", stdin: String? = nil,
             env: [String: String] = [:]) throws -> CLIRun {
        let directory = cwd.hasPrefix("/") ? cwd : (cwd.isEmpty ? root : root + "/" + cwd)
        return try Self.runProcess(executable, args, cwd: directory, stdin: stdin.map { Data($0.utf8) }, env: env)
    }

    /// Runs a process with stdout and stderr captured in files (no pipe deadlocks) and a time limit.
    static func runProcess(_ executable: String, _ args: [String], cwd: String, stdin: Data? = nil,
                           env: [String: String] = [:], timeout: TimeInterval = 120) throws -> CLIRun {
        let fm = FileManager.default
        let tmp = fm.temporaryDirectory
        let outURL = tmp.appendingPathComponent("duo-lint-out-\(UUID().uuidString)")
        let errURL = tmp.appendingPathComponent("duo-lint-err-\(UUID().uuidString)")
        _ = fm.createFile(atPath: outURL.path, contents: nil)
        _ = fm.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? fm.removeItem(at: outURL)
            try? fm.removeItem(at: errURL)
        }
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = args
        process.currentDirectoryURL = URL(fileURLWithPath: cwd)
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment["GIT_AUTHOR_NAME"] = "Test"
        environment["GIT_AUTHOR_EMAIL"] = "test@example.com"
        environment["GIT_COMMITTER_NAME"] = "Test"
        environment["GIT_COMMITTER_EMAIL"] = "test@example.com"
        for (k, v) in env { environment[k] = v }
        process.environment = environment
        process.standardOutput = outHandle
        process.standardError = errHandle
        let input = Pipe()
        if stdin != nil {
            process.standardInput = input
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if let data = stdin {
            input.fileHandleForWriting.write(data)
            try? input.fileHandleForWriting.close()
        }
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            _ = finished.wait(timeout: .now() + 5)
            throw NSError(domain: "CLITestCase", code: 1, userInfo: [
                NSLocalizedDescriptionKey: "\(executable) \(args) did not finish within \(Int(timeout))s"])
        }
        try? outHandle.close()
        try? errHandle.close()
        let out = (try? Data(contentsOf: outURL)) ?? Data()
        let err = (try? Data(contentsOf: errURL)) ?? Data()
        return CLIRun(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                      stderr: String(decoding: err, as: UTF8.self))
    }

    /// Runs `git args…`; fails the test when git fails.
    @discardableResult
    func git(_ args: [String], cwd: String = "", env: [String: String] = [:],
             file: StaticString = #filePath, line: UInt = #line) throws -> CLIRun {
        let result = try run("/usr/bin/env", ["git"] + args, cwd: cwd, env: env)
        XCTAssertEqual(result.status, 0, "git \(args.joined(separator: " ")) failed: \(result.stderr)", file: file, line: line)
        return result
    }

    /// `git init` in `root` (skips the test when git is missing).
    func gitInit() throws {
        let probe = try run("/usr/bin/env", ["git", "--version"])
        guard probe.status == 0 else { throw XCTSkip("git is not installed") }
        try git(["init", "-q", "."])
        try git(["config", "commit.gpgsign", "false"])
    }

    // MARK: Reading reports

    /// The report as JSON (fails the test when it is not JSON).
    func parseJSON(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Any? {
        do {
            return try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            XCTFail("not valid JSON (\(error)):\n\(text.prefix(2000))", file: file, line: line)
            return nil
        }
    }

    /// `--format json` findings.
    func jsonFindings(_ run: CLIRun, file: StaticString = #filePath, line: UInt = #line) -> [[String: Any]] {
        guard let array = parseJSON(run.stdout, file: file, line: line) as? [[String: Any]] else {
            XCTFail("expected a JSON array of findings:\n\(run.stdout.prefix(2000))", file: file, line: line)
            return []
        }
        return array
    }

    /// `(path, line, column, rule)` of each text-format line.
    static let textLine = try! NSRegularExpression(
        pattern: #"^(.*):(\d+):(\d+): (error|warning|note): (.*) \[([a-z0-9-]+)\]$"#)

    struct Location: Hashable, CustomStringConvertible {
        var path: String
        var line: Int
        var column: Int
        var rule: String
        var severity: String
        var description: String { "\(path):\(line):\(column): \(severity) [\(rule)]" }
    }

    func textLocations(_ run: CLIRun, file: StaticString = #filePath, line: UInt = #line) -> [Location] {
        // (Indented lines under a finding are its suggestions and notes.)
        run.stdoutLines.filter { !$0.hasPrefix("    ") }.compactMap { text in
            let ns = text as NSString
            guard let m = Self.textLine.firstMatch(in: text, range: NSRange(location: 0, length: ns.length)) else {
                XCTFail("text line does not match path:line:column: severity: message [rule]: \(text)", file: file, line: line)
                return nil
            }
            return Location(path: ns.substring(with: m.range(at: 1)), line: Int(ns.substring(with: m.range(at: 2)))!,
                            column: Int(ns.substring(with: m.range(at: 3)))!, rule: ns.substring(with: m.range(at: 6)),
                            severity: ns.substring(with: m.range(at: 4)))
        }
    }

    func jsonLocations(_ run: CLIRun, file: StaticString = #filePath, line: UInt = #line) -> [Location] {
        jsonFindings(run, file: file, line: line).map {
            Location(path: $0["path"] as? String ?? "?", line: $0["line"] as? Int ?? -1, column: $0["column"] as? Int ?? -1,
                     rule: $0["rule"] as? String ?? "?", severity: $0["severity"] as? String ?? "?")
        }
    }

    func sarifLocations(_ run: CLIRun, file: StaticString = #filePath, line: UInt = #line) -> [Location] {
        guard let log = parseJSON(run.stdout, file: file, line: line) as? [String: Any],
              let runs = log["runs"] as? [[String: Any]], let results = runs.first?["results"] as? [[String: Any]] else {
            XCTFail("not a SARIF log with one run", file: file, line: line)
            return []
        }
        return results.map { result in
            let physical = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]) ?? [:]
            let uri = ((physical["artifactLocation"] as? [String: Any])?["uri"] as? String) ?? "?"
            let region = physical["region"] as? [String: Any] ?? [:]
            var path = uri.removingPercentEncoding ?? uri
            if path.hasPrefix("file://") { path = String(path.dropFirst("file://".count)) }
            let level = result["level"] as? String ?? "?"
            return Location(path: path, line: region["startLine"] as? Int ?? -1, column: region["startColumn"] as? Int ?? -1,
                            rule: result["ruleId"] as? String ?? "?", severity: level)
        }
    }

    func githubLocations(_ run: CLIRun, file: StaticString = #filePath, line: UInt = #line) -> [Location] {
        run.stdoutLines.compactMap { text in
            guard let m = text.range(of: #"^::(error|warning|notice) ([^:]*)::"#, options: .regularExpression) else {
                XCTFail("not a workflow command: \(text)", file: file, line: line)
                return nil
            }
            let head = text[m].dropFirst(2).dropLast(2)
            let command = String(head.prefix { $0 != " " })
            var props: [String: String] = [:]
            for pair in head.drop(while: { $0 != " " }).dropFirst().split(separator: ",") {
                let kv = pair.split(separator: "=", maxSplits: 1).map(String.init)
                guard kv.count == 2 else { continue }
                let value = kv[1].replacingOccurrences(of: "%2C", with: ",").replacingOccurrences(of: "%3A", with: ":")
                    .replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%0D", with: "\r")
                    .replacingOccurrences(of: "%25", with: "%")
                props[kv[0]] = value
            }
            let severity = command == "notice" ? "note" : command
            return Location(path: props["file"] ?? "?", line: Int(props["line"] ?? "") ?? -1,
                            column: Int(props["col"] ?? "") ?? -1, rule: props["title"] ?? "?", severity: severity)
        }
    }

    /// The ids of `duo-lint rules --format json`.
    func catalogueIDs() throws -> [String] {
        let result = try lint(["rules", "--format", "json"])
        XCTAssertEqual(result.status, 0)
        let rules = parseJSON(result.stdout) as? [[String: Any]] ?? []
        return rules.compactMap { $0["id"] as? String }
    }

    /// Asserts the run failed with status 2 and exactly one stderr line containing every fragment.
    func assertUsageError(_ result: CLIRun, mentions fragments: [String], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.status, 2, "stderr: \(result.stderr)", file: file, line: line)
        XCTAssertEqual(result.stderrLines.count, 1, "expected one line on stderr, got:\n\(result.stderr)", file: file, line: line)
        for fragment in fragments {
            XCTAssertTrue(result.stderr.contains(fragment), "stderr does not mention \(fragment): \(result.stderr)",
                          file: file, line: line)
        }
        XCTAssertEqual(result.stdout, "", "nothing on stdout after a usage error", file: file, line: line)
    }
}
