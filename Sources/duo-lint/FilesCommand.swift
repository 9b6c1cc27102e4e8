import DuoLint
import Foundation

/// `duo-lint files [PATH…]`: every Swift file under the paths, and whether it is judged — when it is not, why: the
/// project's targets (`only in watchOS target "WatchApp"`, `only in test bundle "AppTests"`, a local package only
/// non-iOS targets link, an XcodeGen target), test code (`imports XCTest`) or the configuration
/// (`excluded by .duo-lint.json`). The same walk, configuration and scope as `lint` (`ScopedWalk`). (Code absent inside a judged
/// file — an `#if os(macOS)` clause, an iPad branch — is per node, not per file, and not listed.)
enum FilesCommand {
    static func run(_ args: Arguments) throws -> Int32 {
        let cwd = FileCollector.normalize(FileManager.default.currentDirectoryPath)
        let resolver = try ConfigResolver(explicitConfig: args.config, currentDirectory: cwd)
        let walk = ScopedWalk(resolver: resolver, listsExcluded: true)
        let roots = args.paths.isEmpty ? ["."] : args.paths
        let collected = walk.collect(roots)
        if let first = collected.configErrors.first { throw UsageError(description: first) }
        for line in collected.errors { FileHandle.standardError.write("duo-lint: \(line)\n") }
        let scope = walk.scope(above: roots.map { FileCollector.absolute($0, base: cwd) }).scope
        for warning in scope.warnings {
            FileHandle.standardError.write("duo-lint: warning: \(FileCollector.relative(warning.path, to: cwd)): \(warning.message)\n")
        }

        var rows: [(path: String, reason: String?)] = collected.inputs.map { input in
            let decision = RunScope.decision(for: input, in: scope)
            if decision.judged, !(input.configuration?.judgesTests ?? false), let module = testFramework(input) {
                return (input.path, "imports \(module) (test code; judged with \"tests\": true)")
            }
            return (input.path, decision.reason)
        }
        rows += collected.excluded.map { (path: $0.path, reason: Optional($0.reason)) }
        rows.sort { $0.path < $1.path }
        let judged = rows.filter { $0.reason == nil }.count

        if args.rulesFormat == "json" {
            let items: [JSON] = rows.map { row in
                var object: [String: JSON] = ["path": .string(row.path), "judged": .bool(row.reason == nil)]
                if let reason = row.reason { object["reason"] = .string(reason) }
                return .object(object)
            }
            FileHandle.standardOutput.write(JSON.array(items).rendered() + "\n")
        } else {
            var out = ""
            for row in rows { out += row.reason.map { "\(row.path): not judged: \($0)\n" } ?? "\(row.path): judged\n" }
            FileHandle.standardOutput.write(out)
        }
        if !args.quiet {
            FileHandle.standardError.write("\(rows.count) Swift file\(rows.count == 1 ? "" : "s"): \(judged) judged, \(rows.count - judged) not judged\n")
        }
        return collected.errors.isEmpty ? 0 : 2
    }

    /// `XCTest` or `Testing` when the file imports one (VOCABULARY.md scope 2: test code wherever it is compiled), read
    /// as `lint` reads it.
    private static func testFramework(_ input: LintInput) -> String? {
        guard let bytes = try? input.load() else { return nil }
        let configuration = input.configuration?.buildConfiguration ?? .iPhone
        let tree = Parser.parse(SourceText(path: input.path, bytes: bytes), configuration: configuration)
        return TestCode.testFramework(importedBy: tree)
    }
}
