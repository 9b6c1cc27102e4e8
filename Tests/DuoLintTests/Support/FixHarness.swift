import XCTest
@testable import DuoLint

/// Runs the fix engine over in-memory files the way `duo-lint fix` runs it over a project: each round lints every file
/// again, the edited texts standing in for their originals.
enum FixHarness {
    struct Result {
        /// Every file after fixing (unchanged ones included).
        var texts: [String: String]
        var outcome: FixOutcome
        /// The findings before fixing.
        var before: [Finding]

        var changed: [String] { outcome.files.map(\.path) }
    }

    /// Fixes `files` with `rules` enabled (every rule, opt-in ones included, when nil).
    static func fix(_ files: [String: String], rules: [String]? = nil, unsafe: Bool = false,
                    deploymentTarget: OSVersion? = nil, configure: (inout LintOptions) -> Void = { _ in }) -> Result {
        var options = LintOptions(jobs: 2)
        options.enabledRules = Set(rules ?? RuleRegistry.descriptors.map(\.id))
        configure(&options)
        let paths = files.keys.sorted()
        let original = files.mapValues { Array($0.utf8) }
        let lint: ([String: [UInt8]]) -> FixLint = { overlays in
            let inputs = paths.map { path -> LintInput in
                let bytes = overlays[path] ?? original[path]!
                return LintInput(path: path, load: { bytes })
            }
            return FixLint(LintRunner.run(inputs, options: options, deploymentTarget: { _ in deploymentTarget }))
        }
        let initial = lint([:])
        let outcome = FixEngine.run(initial, request: FixRequest(unsafe: unsafe),
                                    read: { path in
                                        guard let bytes = original[path] else { throw FileWriteError(description: "no \(path)") }
                                        return bytes
                                    },
                                    lint: lint)
        var texts = files
        for file in outcome.files { texts[file.path] = String(decoding: file.fixed, as: UTF8.self) }
        return Result(texts: texts, outcome: outcome, before: initial.findings)
    }

    static func fix(_ source: String, rule: String, unsafe: Bool = false, deploymentTarget: OSVersion? = nil) -> String {
        fix(["Test.swift": source], rules: [rule], unsafe: unsafe, deploymentTarget: deploymentTarget).texts["Test.swift"]!
    }

    /// Asserts that fixing `before` gives `after` exactly, that no fix failed, and that `after` is a fixed point.
    static func assertFixes(_ before: String, to after: String, rule: String, unsafe: Bool = false,
                            deploymentTarget: OSVersion? = nil, file: StaticString = #filePath, line: UInt = #line) {
        let result = fix(["Test.swift": before], rules: [rule], unsafe: unsafe, deploymentTarget: deploymentTarget)
        XCTAssertEqual(result.outcome.failures, [], "fixes that failed verification", file: file, line: line)
        XCTAssertEqual(result.texts["Test.swift"], after, file: file, line: line)
        let again = fix(["Test.swift": after], rules: [rule], unsafe: unsafe, deploymentTarget: deploymentTarget)
        XCTAssertEqual(again.changed, [], "fixing the fixed text changed it again", file: file, line: line)
    }

    /// Asserts that no fix of `rule` (in the given class) applies to `source`.
    static func assertNoFix(_ source: String, rule: String, unsafe: Bool = true, deploymentTarget: OSVersion? = nil,
                            file: StaticString = #filePath, line: UInt = #line) {
        let result = fix(["Test.swift": source], rules: [rule], unsafe: unsafe, deploymentTarget: deploymentTarget)
        XCTAssertEqual(result.changed, [], "expected no fix, got:\n\(result.texts["Test.swift"]!)", file: file, line: line)
    }

    // MARK: swiftc -parse

    /// `swiftc` from PATH or the toolchain at /opt/swift; nil when there is none.
    static let swiftc: String? = {
        let fm = FileManager.default
        var candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
        candidates.append("/opt/swift/usr/bin/swiftc")
        return candidates.first { fm.isExecutableFile(atPath: $0) }
    }()

    /// Whether `swiftc -parse` accepts `text` (syntax only: no imports are resolved); nil without swiftc.
    static func swiftcParses(_ text: String, name: String = "Fixed.swift") -> (ok: Bool, output: String)? {
        guard let swiftc else { return nil }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("duo-lint-parse-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent((name as NSString).lastPathComponent.isEmpty ? "Fixed.swift" : (name as NSString).lastPathComponent)
        guard (try? Data(text.utf8).write(to: file)) != nil else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-parse", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        guard (try? process.run()) != nil else { return nil }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus == 0, output)
    }
}
