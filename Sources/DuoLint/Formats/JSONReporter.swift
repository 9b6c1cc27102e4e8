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
///         "severity": String,     // "error", "warning" or "note"
///         "fixes": [              // the rule's fixes for this finding (VOCABULARY.md, fix contract); may be empty
///           { "title": String,
///             "safety": String,   // "safe" (duo-lint fix) or "unsafe" (duo-lint fix --unsafe-fixes)
///             "edits": [          // empty for a suggestion the tool cannot apply
///               { "line": Int, "column": Int, "endLine": Int, "endColumn": Int,   // the replaced span
///                 "offset": Int, "endOffset": Int,    // the same span in UTF-8 bytes from the file's start
///                 "newText": String }
///             ] }
///         ],
///         "fixNote": String       // only when duo-lint fix dropped the finding's fix: "fix not applied: …"
///       }
///     ]
public enum JSONReporter {
    static func render(_ findings: [Finding]) -> String {
        JSON.array(findings.map(object(for:))).rendered() + "\n"
    }

    private static func object(for finding: Finding) -> JSON { .object(members(for: finding)) }

    /// The keys of one finding (also the readiness report's findings, which add their own).
    public static func members(for finding: Finding) -> [String: JSON] {
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
        members["fixes"] = .array(finding.fixes.map(fixObject))
        if let note = finding.fixNote { members["fixNote"] = .string(note) }
        return members
    }

    static func fixObject(_ fix: Fix) -> JSON {
        .object([
            "title": .string(fix.title),
            "safety": .string(fix.safety.rawValue),
            "edits": .array(fix.edits.map { edit in
                .object([
                    "line": .int(edit.range.start.line), "column": .int(edit.range.start.column),
                    "endLine": .int(edit.range.end.line), "endColumn": .int(edit.range.end.column),
                    "offset": .int(edit.start), "endOffset": .int(edit.end),
                    "newText": .string(edit.replacement),
                ])
            }),
        ])
    }

    private static func position(_ path: String, _ range: SourceRange) -> [String: JSON] {
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
