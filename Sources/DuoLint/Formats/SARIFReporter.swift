/// `--format sarif`: one SARIF 2.1.0 log (README, *Report formats*) that validates against the OASIS schema and
/// that GitHub code scanning accepts.
///
/// - `tool.driver.rules` lists every rule of the context (plus, at the end, a minimal descriptor
///   for any rule id a finding uses that the context lacks, so every `ruleIndex` is valid).
/// - Each result has one physical location whose `artifactLocation.uri` is the report path as a
///   percent-encoded relative URI reference with `uriBaseId` `%SRCROOT%` (an absolute path becomes
///   a `file://` URI instead), related locations when the finding has them, and
///   `partialFingerprints["duoLintFingerprint/v1"]`.
/// - `run.columnKind` is `unicodeCodePoints`, matching the 1-based Unicode-scalar columns.
/// - A finding with fixes carries them as `fixes` (artifact changes with replacements: the deleted region and the
///   inserted text), each with its safety class in `properties.safety`.
enum SARIFReporter {
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    static let fingerprintKey = "duoLintFingerprint/v1"
    static let sourceRootID = "%SRCROOT%"

    static func render(_ findings: [Finding], context: ReportContext) -> String {
        let rules = describedRules(context.rules, findings)
        var ruleIndex: [String: Int] = [:]
        for (i, rule) in rules.enumerated() where ruleIndex[rule.id] == nil { ruleIndex[rule.id] = i }

        var driver: [String: JSON] = [
            "name": .string("duo-lint"),
            "version": .string(context.toolVersion),
            "rules": .array(rules.map { descriptor($0, context: context) }),
        ]
        // Only an address someone set (`"docs-url"`); none is built in.
        if let docs = context.helpLinks.docsURL, !docs.contains("{rule}") { driver["informationUri"] = .string(docs) }
        var run: [String: JSON] = [
            "tool": .object(["driver": .object(driver)]),
            "columnKind": .string("unicodeCodePoints"),
            "results": .array(findings.map { result($0, ruleIndex: ruleIndex[$0.ruleID] ?? 0) }),
        ]
        if let root = context.sourceRoot {
            let uri = "file://" + percentEncode(root.hasSuffix("/") ? root : root + "/")
            run["originalUriBaseIds"] = .object([sourceRootID: .object(["uri": .string(uri)])])
        }
        let log: [String: JSON] = [
            "$schema": .string(schemaURI),
            "version": .string("2.1.0"),
            "runs": .array([.object(run)]),
        ]
        return JSON.object(log).rendered() + "\n"
    }

    /// The context's rules followed by stand-ins for rule ids only the findings know.
    private static func describedRules(_ rules: [RuleDescriptor], _ findings: [Finding]) -> [RuleDescriptor] {
        var result = rules
        var known = Set(rules.map(\.id))
        for finding in findings where !known.contains(finding.ruleID) {
            known.insert(finding.ruleID)
            result.append(RuleDescriptor(id: finding.ruleID, tier: 0, severity: finding.severity,
                                         category: .meta, summary: "Diagnostic \(finding.ruleID)."))
        }
        return result
    }

    private static func descriptor(_ rule: RuleDescriptor, context: ReportContext) -> JSON {
        let markdown = context.ruleHelp(rule.id)
        var properties: [String: JSON] = [
            "id": .string(rule.id),
            "name": .string(rule.name),
            "shortDescription": .object(["text": .string(rule.summary)]),
            "fullDescription": .object(["text": .string(markdown.flatMap(RuleExplanation.summary) ?? rule.summary)]),
            "help": .object([
                "text": .string(markdown ?? rule.summary),
                "markdown": .string(markdown ?? rule.summary),
            ]),
            "defaultConfiguration": .object([
                "level": .string(level(rule.defaultSeverity)),
                "enabled": .bool(rule.enabledByDefault),
            ]),
            "properties": .object([
                "tier": .int(rule.tier),
                "tags": .array(["duo-lint", rule.category.rawValue, "tier-\(rule.tier)"].map(JSON.string)),
            ]),
        ]
        // Without a "docs-url" there is no link: `help` carries the whole document (GitHub code scanning shows it).
        if let url = context.helpLinks.url(for: rule.id) { properties["helpUri"] = .string(url) }
        return .object(properties)
    }

    private static func result(_ finding: Finding, ruleIndex: Int) -> JSON {
        var members: [String: JSON] = [
            "ruleId": .string(finding.ruleID),
            "ruleIndex": .int(ruleIndex),
            "level": .string(level(finding.severity)),
            "message": .object(["text": .string(finding.message)]),
            "locations": .array([.object(["physicalLocation": physicalLocation(finding.path, finding.range)])]),
        ]
        if !finding.related.isEmpty {
            members["relatedLocations"] = .array(finding.related.enumerated().map { i, related in
                .object([
                    "id": .int(i),
                    "physicalLocation": physicalLocation(related.path, related.range),
                    "message": .object(["text": .string(related.message)]),
                ])
            })
        }
        if !finding.fingerprint.isEmpty {
            members["partialFingerprints"] = .object([fingerprintKey: .string(finding.fingerprint)])
        }
        // SARIF §3.55: a fix is artifact changes with replacements (a suggestion without edits has none, so it is
        // left out: artifactChanges needs at least one).
        let fixes = finding.fixes.filter(\.isApplicable)
        if !fixes.isEmpty {
            members["fixes"] = .array(fixes.map { fix in
                .object([
                    "description": .object(["text": .string("\(fix.title) (\(fix.safety.rawValue) fix)")]),
                    "artifactChanges": .array([.object([
                        "artifactLocation": artifactLocation(finding.path),
                        "replacements": .array(fix.edits.map { edit in
                            .object([
                                "deletedRegion": .object([
                                    "startLine": .int(max(1, edit.range.start.line)),
                                    "startColumn": .int(max(1, edit.range.start.column)),
                                    "endLine": .int(max(1, edit.range.end.line)),
                                    "endColumn": .int(max(1, edit.range.end.column)),
                                ]),
                                "insertedContent": .object(["text": .string(edit.replacement)]),
                            ])
                        }),
                    ])]),
                    "properties": .object(["safety": .string(fix.safety.rawValue)]),
                ])
            })
        }
        return .object(members)
    }

    private static func physicalLocation(_ path: String, _ range: SourceRange) -> JSON {
        let r = range.clampedForReport
        return .object([
            "artifactLocation": artifactLocation(path),
            "region": .object([
                "startLine": .int(r.start.line),
                "startColumn": .int(r.start.column),
                "endLine": .int(r.end.line),
                "endColumn": .int(r.end.column),
            ]),
        ])
    }

    /// A relative path becomes a URI reference against `%SRCROOT%`; an absolute one a `file://` URI.
    static func artifactLocation(_ path: String) -> JSON {
        if path.hasPrefix("/") {
            return .object(["uri": .string("file://" + percentEncode(path))])
        }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return .object(["uri": .string(percentEncode(String(relative))), "uriBaseId": .string(sourceRootID)])
    }

    /// Percent-encodes every UTF-8 byte except RFC 3986 unreserved characters and `/`, so the
    /// result is a valid URI path (spaces → `%20`, `ü` → `%C3%BC`, `:` → `%3A`).
    static func percentEncode(_ path: String) -> String {
        let hex = Array("0123456789ABCDEF")
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0x0F)])
            }
        }
        return out
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }
}
