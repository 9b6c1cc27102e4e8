/// `--format json`: a pretty-printed JSON array, keys sorted, one object a finding in report order.
///
/// Schema (stable; tools key on it):
///
///     [
///       {
///         "column": Int,          // 1-based, Unicode scalars
///         "endColumn": Int,       // exclusive
///         "endLine": Int,
///         "fingerprint": String,  // see `fingerprint(ruleID:lineNumber:line:)`
///         "line": Int,            // 1-based
///         "message": String,
///         "path": String,         // relative to the current directory when below it
///         "related": [            // secondary locations; may be empty
///           { "column": Int, "endColumn": Int, "endLine": Int, "line": Int,
///             "message": String, "path": String }
///         ],
///         "rule": String,         // rule id, e.g. "fixed-width"
///         "severity": String      // "error", "warning" or "note"
///       }
///     ]
public enum JSONReporter {
    static func render(_ findings: [Finding]) -> String {
        JSONValue.array(findings.map(object(for:))).rendered() + "\n"
    }

    private static func object(for finding: Finding) -> JSONValue { .object(members(for: finding)) }

    /// The keys of one finding (also the readiness report's findings, which add their own).
    public static func members(for finding: Finding) -> [String: JSONValue] {
        var members = position(finding.path, finding.range)
        members["severity"] = .string(finding.severity.rawValue)
        members["rule"] = .string(finding.ruleID)
        members["message"] = .string(finding.message)
        members["fingerprint"] = .string(finding.fingerprint)
        members["related"] = .array(finding.related.map { related in
            var r = position(related.path, related.range)
            r["message"] = .string(related.message)
            return .object(r)
        })
        return members
    }

    private static func position(_ path: String, _ range: SourceRange) -> [String: JSONValue] {
        let r = range.clampedForReport
        return [
            "path": .string(path),
            "line": .int(r.start.line),
            "column": .int(r.start.column),
            "endLine": .int(r.end.line),
            "endColumn": .int(r.end.column),
        ]
    }
}
