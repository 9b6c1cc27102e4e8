import Foundation

/// What the report compares the current findings with: a baseline (`--baseline FILE`) or the output of an earlier
/// run (`--compare PREVIOUS.json`: a `duo-lint report --format json`, a lint `--format json` array, or a baseline).
///
/// Findings are matched the way a baseline matches them (`Baseline.matches`): by path, rule and fingerprint, then
/// by the fingerprint's hash without its occurrence number, then the entries left by path, rule and line
/// fingerprint; each previous entry matches at most one finding. A current
/// finding no entry matches is *new*; an entry no finding matches was *fixed* (or its code was removed).
public struct PreviousRun {
    public enum Kind: String, Sendable {
        case baseline, report, findings
    }

    public var kind: Kind
    /// The file it was read from, as given.
    public var file: String
    public var entries: [Baseline.Entry]
    /// The format of the entries' line fingerprints (a baseline's version; the current one otherwise).
    public var version: Int

    public init(kind: Kind, file: String, entries: [Baseline.Entry], version: Int = Baseline.currentVersion) {
        self.kind = kind
        self.file = file
        self.entries = entries
        self.version = version
    }

    /// A baseline as the previous run.
    public init(file: String, baseline: Baseline) {
        self.init(kind: .baseline, file: file, entries: baseline.entries, version: baseline.version)
    }

    /// Reads `--compare FILE`: a report JSON (`{"version", "audit", "findings": […]}`), a lint JSON array or a
    /// baseline (`{"version": 1, "findings": […]}`).
    public static func load(path: String) throws -> PreviousRun {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(path, "cannot read the previous report (no such file or not readable)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw BaselineError(path, "invalid previous report: the file is not UTF-8")
        }
        return try parse(text, file: path)
    }

    public static func parse(_ text: String, file: String) throws -> PreviousRun {
        let root: JSON
        do {
            root = try JSON.parse(text, options: .strict)
        } catch let error as JSON.ParseError {
            throw BaselineError(file, "invalid previous report: invalid JSON at \(error)")
        }
        let kind: Kind
        let items: [JSON]
        switch root {
        case .array(let array):
            kind = .findings
            items = array
        case .object(let members):
            guard case .array(let array)? = members["findings"] else {
                throw BaselineError(file, "invalid previous report: expected a duo-lint report, lint JSON or baseline")
            }
            if members["audit"] == nil {
                return PreviousRun(file: file, baseline: try Baseline.parse(text, path: file))  // its own checks and messages
            }
            kind = .report
            items = array
        default:
            throw BaselineError(file, "invalid previous report: expected a duo-lint report, lint JSON or baseline")
        }
        var entries: [Baseline.Entry] = []
        for (i, item) in items.enumerated() {
            guard case .object(let f) = item, case .string(let p)? = f["path"], case .string(let rule)? = f["rule"],
                  case .string(let fingerprint)? = f["fingerprint"] else {
                throw BaselineError(file, "invalid previous report: findings[\(i)] needs string \"path\", \"rule\" and \"fingerprint\"")
            }
            var message = ""
            if case .string(let m)? = f["message"] { message = m }
            var line = ""
            if case .string(let l)? = f["lineFingerprint"] { line = l }
            entries.append(Baseline.Entry(path: p, rule: rule, fingerprint: fingerprint, message: message, lineFingerprint: line))
        }
        return PreviousRun(kind: kind, file: file, entries: entries)
    }

    /// For each finding whether it is new, and the entries no finding matched (fixed), in entry order.
    public func match(_ findings: [Finding], path: (Finding) -> String) -> (isNew: [Bool], fixed: [Baseline.Entry]) {
        let m = Baseline.matches(entries, version: version, findings, path: path)
        return (m.findings.map { !$0 }, entries.indices.filter { !m.entries[$0] }.map { entries[$0] })
    }
}
