import DuoLint
import Foundation

/// `duo-lint fix [PATH…]`, `lint --fix`, `--unsafe-fixes`, `--diff` (README, *Fixes*).
///
/// `LintCommand` lints as always, then hands the findings here: the fix engine applies the allowed fixes in rounds,
/// linting the project again in memory after each (the edited texts stand in for their files, the rest of the project
/// is the context), and drops every fix that fails verification (reported as a bug, with its rule id). Then either the
/// changed files are written (atomically, only when changed, never over a file changed on disk meanwhile), or with
/// `--diff` a unified diff is printed instead; with `--stdin-path` the fixed buffer goes to stdout. The findings left are
/// what the run reports and what its exit status counts.
enum FixCommand {
    /// A hash of each file's bytes as the lint read them (any thread).
    final class ContentHashes: @unchecked Sendable {
        private let lock = NSLock()
        private var hashes: [String: UInt64] = [:]

        /// The same input, recording a hash of what it loads.
        func recording(_ input: LintInput) -> LintInput {
            let load = input.load
            let path = input.path
            var out = input
            out.load = { [self] in
                let bytes = try load()
                lock.lock()
                hashes[path] = ContentHashes.hash(bytes)
                lock.unlock()
                return bytes
            }
            return out
        }

        /// Whether `bytes` are what the lint read for `path` (true when it recorded nothing).
        func matches(_ path: String, _ bytes: [UInt8]) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            return hashes[path].map { $0 == ContentHashes.hash(bytes) } ?? true
        }

        static func hash(_ bytes: [UInt8]) -> UInt64 {
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            for b in bytes { h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01B3 }
            return h ^ UInt64(bytes.count)
        }
    }

    struct ReadError: Error, CustomStringConvertible {
        let description: String
    }

    /// What the fix needs of the lint run.
    struct Run {
        let cwd: String
        /// The inputs as linted, in order.
        let linted: [LintInput]
        let options: LintOptions
        let fileOptions: FileOptions
        let projects: RunScope.Once
        let hashes: ContentHashes
        /// The findings a run reports (in the files reported on).
        let reportedFindings: ([Finding]) -> [Finding]
        /// The findings with the fixes of those the baseline knows taken off.
        let knownToBaseline: ([Finding]) -> [Finding]
        /// `--stdin-path`, absolute: the buffer's fixed text goes to stdout.
        let stdinPath: String?

        /// Applies the fixes; returns the findings left, what to print on stdout instead of the report (the diff, the
        /// fixed buffer; nil: the report of the findings left), and the I/O problems (exit 2).
        func fix(_ args: Arguments, _ initial: FixLint) throws -> (remaining: [Finding], output: String?, errors: [String]) {
            var byPath: [String: LintInput] = [:]
            for input in linted where byPath[input.path] == nil { byPath[input.path] = input }
            let hashes = self.hashes
            let read: (String) throws -> [UInt8] = { path in
                guard let input = byPath[path] else { throw ReadError(description: "it was not linted") }
                let bytes = try input.load()
                guard hashes.matches(path, bytes) else {
                    throw ReadError(description: "it changed on disk since it was linted; not fixed (run duo-lint fix again)")
                }
                return bytes
            }
            let projects = self.projects
            let lint: ([String: [UInt8]]) -> FixLint = { overlays in
                let inputs = linted.map { input -> LintInput in
                    guard let bytes = overlays[input.path] else { return input }
                    return LintInput(path: input.path, absolutePath: input.absolutePath, configuration: input.configuration,
                                     load: { bytes })
                }
                let result = LintRunner.run(inputs, options: options, fileOptions: fileOptions,
                                            inScope: { RunScope.isJudged($0, in: projects.scope) },
                                            deploymentTarget: { RunScope.deploymentTarget(of: $0, in: projects.scope) })
                return FixLint(findings: knownToBaseline(reportedFindings(result.findings)), parseErrors: result.parseErrors)
            }
            let outcome = FixEngine.run(initial, request: FixRequest(unsafe: args.unsafeFixes), read: read, lint: lint)

            var errors: [String] = []
            for failure in outcome.failures {
                FileHandle.standardError.write("duo-lint: bug: the \(failure.ruleID) fix at \(failure.path):\(failure.line):\(failure.column) was not applied: \(failure.reason) (please report it)\n")
            }
            for (path, reason) in outcome.unreadable {
                errors.append("\(path): \(reason)")
            }

            var output: String?
            var written = 0
            let stdinDisplay = stdinPath.flatMap { abs in linted.first { $0.absolutePath == abs }?.path }
            if let stdinDisplay {
                let fixed = outcome.files.first { $0.path == stdinDisplay }
                if args.diff {
                    output = fixed.map { UnifiedDiff.render(path: $0.path, old: $0.original, new: $0.fixed) } ?? ""
                } else {
                    let bytes = try fixed?.fixed ?? byPath[stdinDisplay]!.load()
                    output = String(decoding: bytes, as: UTF8.self)
                }
            } else if args.diff {
                output = outcome.files.map { UnifiedDiff.render(path: $0.path, old: $0.original, new: $0.fixed) }.joined()
            } else {
                for file in outcome.files {
                    let abs = FileCollector.absolute(file.path, base: cwd)
                    do {
                        if try replaceFileAtomically(abs, with: file.fixed, ifStill: file.original) {
                            written += 1
                        } else {
                            errors.append("\(file.path): changed on disk while duo-lint was fixing it; not written (run duo-lint fix again)")
                        }
                    } catch {
                        errors.append("\(error)")
                    }
                }
            }
            if !args.quiet {
                let files = args.diff || stdinDisplay != nil ? outcome.files.count : written
                FileHandle.standardError.write(FixCommand.summary(outcome, files: files, wouldFix: args.diff || stdinDisplay != nil) + "\n")
            }
            return (outcome.remaining.findings, output, errors)
        }
    }

    /// `duo-lint: fixed 3 findings in 2 files (hinge-force-unwrap 2, fold-animation-bounce 1)`, or `would fix` (--diff).
    static func summary(_ outcome: FixOutcome, files: Int, wouldFix: Bool) -> String {
        let verb = wouldFix ? "would fix" : "fixed"
        guard outcome.appliedCount > 0 else { return "duo-lint: nothing to fix" }
        let perRule = outcome.applied.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        var line = "duo-lint: \(verb) \(plural(outcome.appliedCount, "finding")) in \(plural(files, "file")) (\(perRule))"
        if outcome.rounds > 1 { line += " in \(outcome.rounds) rounds" }
        if !outcome.failures.isEmpty {
            line += "; \(outcome.failures.count) \(outcome.failures.count == 1 ? "fix" : "fixes") not applied (see above)"
        }
        return line
    }

    /// What the summary line adds about fixes: `; 2 fixable with duo-lint fix, 1 more with --unsafe-fixes`.
    static func fixableNote(_ findings: [Finding], fixing: Bool, unsafe: Bool) -> String {
        let safe = findings.filter { $0.fixes.contains { $0.isApplicable && $0.safety == .safe } }.count
        let unsafeOnly = findings.filter { f in
            !f.fixes.contains { $0.isApplicable && $0.safety == .safe } && f.fixes.contains { $0.isApplicable && $0.safety == .unsafe }
        }.count
        if fixing {
            return !unsafe && unsafeOnly > 0 ? "; \(unsafeOnly) more fixable with --unsafe-fixes" : ""
        }
        var parts: [String] = []
        if safe > 0 { parts.append("\(safe) fixable with duo-lint fix") }
        if unsafeOnly > 0 { parts.append(safe > 0 ? "\(unsafeOnly) more with --unsafe-fixes" : "\(unsafeOnly) fixable with duo-lint fix --unsafe-fixes") }
        return parts.isEmpty ? "" : "; " + parts.joined(separator: ", ")
    }
}

