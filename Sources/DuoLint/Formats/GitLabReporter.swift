/// `--format gitlab`: a GitLab Code Quality report (the `artifacts:reports:codequality` artifact), which is the
/// subset of the Code Climate issue format that GitLab reads: one JSON array, one object a finding, in report order.
///
/// Each object has what GitLab requires (https://docs.gitlab.com/ci/testing/code_quality/#code-quality-report-format):
///
///     {
///       "description": String,          // the finding's message
///       "check_name": String,           // the rule id
///       "fingerprint": String,          // 16 hex digits, unique in the report (see below)
///       "severity": String,             // info | minor | major | critical (see `severity(of:tier:)`)
///       "location": { "path": String,   // as reported, without a leading "./"
///                     "lines": { "begin": Int, "end": Int } }
///     }
///
/// and, for Code Climate consumers, `type` (`issue`), `engine_name` (`duo-lint`), `categories` and
/// `other_locations` (the related locations, when a rule has them). GitLab ignores those.
///
/// GitLab keys the findings of a report by fingerprint (two findings with one fingerprint show as one) and compares
/// the fingerprints of the merge request's head with its base to tell new findings from fixed ones. So the fingerprint
/// hashes the path, the finding's own fingerprint (rule id and the text of its line and neighbours: unchanged by
/// edits elsewhere in the file) and the finding's rank among the findings that share those two, and is made
/// unique in the report.
enum GitLabReporter {
    static func render(_ findings: [Finding], context: ReportContext) -> String {
        let tiers = Dictionary(context.rules.map { ($0.id, $0.tier) }, uniquingKeysWith: { first, _ in first })
        var occurrences: [String: Int] = [:]
        var used = Set<String>()
        var issues: [JSON] = []
        issues.reserveCapacity(findings.count)
        for finding in findings {
            let path = reportedPath(finding.path)
            let identity = finding.fingerprint.isEmpty
                ? "\(finding.ruleID)\u{0}\(finding.line):\(finding.column)\u{0}\(finding.message)"
                : finding.fingerprint
            let key = path + "\u{0}" + identity
            var rank = occurrences[key, default: 0]
            var fingerprint = gitLabFingerprint(path: path, identity: identity, rank: rank)
            while !used.insert(fingerprint).inserted {   // a 64-bit collision: take the next rank's hash
                rank += 1
                fingerprint = gitLabFingerprint(path: path, identity: identity, rank: rank)
            }
            occurrences[key] = rank + 1

            let range = finding.range.clampedForReport
            var issue: [String: JSON] = [
                "type": .string("issue"),
                "engine_name": .string("duo-lint"),
                "check_name": .string(finding.ruleID),
                "description": .string(finding.message),
                "fingerprint": .string(fingerprint),
                "severity": .string(severity(of: finding.severity, tier: tiers[finding.ruleID] ?? 0)),
                "categories": .array([.string(finding.ruleID == MetaRules.superfluousSuppression.id ? "Clarity"
                                              : finding.ruleID == MetaRules.parseError.id ? "Bug Risk" : "Compatibility")]),
                "location": location(path, range),
            ]
            if !finding.related.isEmpty {
                issue["other_locations"] = .array(finding.related.map {
                    location(reportedPath($0.path), $0.range.clampedForReport)
                })
            }
            issues.append(.object(issue))
        }
        return JSON.array(issues).rendered() + "\n"
    }

    /// GitLab's severities are info, minor, major, critical and blocker. Errors of the design card's core (tier 1)
    /// are critical, other errors major; warnings minor; notes info. `blocker` is not used: duo-lint findings are
    /// design problems, never a reason to stop a release outright.
    static func severity(of severity: Severity, tier: Int) -> String {
        switch severity {
        case .error: return tier == 1 ? "critical" : "major"
        case .warning: return "minor"
        case .note: return "info"
        }
    }

    private static func location(_ path: String, _ range: SourceRange) -> JSON {
        .object([
            "path": .string(path),
            "lines": .object(["begin": .int(range.start.line), "end": .int(range.end.line)]),
        ])
    }

    /// The path without leading `./` (GitLab matches it against the repository's paths).
    static func reportedPath(_ path: String) -> String {
        var p = Substring(path)
        while p.hasPrefix("./") { p = p.dropFirst(2) }
        return String(p)
    }

    private static func gitLabFingerprint(path: String, identity: String, rank: Int) -> String {
        var hash = FNV1a64()
        hash.add("gitlab")
        hash.add(path)
        hash.add(identity)
        hash.add(String(rank))
        return hash.hex
    }
}
