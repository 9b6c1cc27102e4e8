import DuoLint
import Foundation

/// `duo-lint files [PATH…]`: every Swift file under the paths, and whether it is judged — when it is not, why: the
/// project's targets (`only in watchOS target "WatchApp"`, `only in test bundle "AppTests"`) or the configuration
/// (`excluded by .duo-lint.json`). The same walk, configuration and scope as `lint`.
enum FilesCommand {
    static func run(_ args: Arguments) throws -> Int32 {
        let cwd = FileCollector.normalize(FileManager.default.currentDirectoryPath)
        let resolver = try ConfigResolver(explicitConfig: args.config, currentDirectory: cwd)
        var collector = FileCollector(resolver: resolver)
        collector.listsExcluded = true
        let roots = args.paths.isEmpty ? ["."] : args.paths
        let collected = collector.collect(roots)
        if let first = collected.configErrors.first { throw UsageError(description: first) }
        for line in collected.errors { FileHandle.standardError.write("duo-lint: \(line)\n") }
        let scope = RunScope.projects(found: collected.projectFiles, above: roots.map { FileCollector.absolute($0, base: cwd) })
        for warning in scope.warnings {
            FileHandle.standardError.write("duo-lint: warning: \(FileCollector.relative(warning.path, to: cwd)): \(warning.message)\n")
        }

        var rows: [(path: String, reason: String?)] = collected.inputs.map { input in
            (input.path, RunScope.decision(for: input, in: scope).reason)
        }
        rows += collected.excluded.map { (path: $0.path, reason: Optional($0.reason)) }
        rows.sort { $0.path < $1.path }
        let judged = rows.filter { $0.reason == nil }.count

        if args.rulesFormat == "json" {
            let items: [JSONValue] = rows.map { row in
                var object: [String: JSONValue] = ["path": .string(row.path), "judged": .bool(row.reason == nil)]
                if let reason = row.reason { object["reason"] = .string(reason) }
                return .object(object)
            }
            FileHandle.standardOutput.write(JSONValue.array(items).rendered() + "\n")
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
}
