/// The last step for one file: its pending findings → the findings reported, once the cross-file index is known.
enum FileFinalizer {
    /// Keeps the unconditional findings, the conditional ones in `held` and those whose question is answered on the
    /// workers (`ProjectQuery.answeredOnWorkers`) and holds in `shared`; applies suppressions and severity overrides
    /// for one file.
    static func finalize(_ result: FileResult, held: [ConditionAnswers.Held], shared: SharedFacts,
                                 options: LintOptions) -> [Finding] {
        var suppressions = SuppressionMap(
            comments: result.comments.map { ($0.line, $0.column, $0.text, $0.startsLine) },
            knownRuleIDs: RuleRegistry.knownIDs)
        var out: [Finding] = []
        // The findings that stand once the index has answered, with the location that proves each condition.
        var standing: [(index: Int, witness: RelatedLocation?)] = []
        var nextHeld = 0
        var sharesProblems = false
        result.findings.withUnsafeBufferPointer { pending in
            for i in pending.indices {
                var witness: RelatedLocation?
                if pending[i].condition?.answeredOnWorkers == true {
                    guard pending[i].condition!.query.holds(in: shared) else { continue }
                } else if pending[i].condition != nil {
                    guard nextHeld < held.count, held[nextHeld].finding == i else { continue }
                    witness = held[nextHeld].witness
                    nextHeld += 1
                }
                if !pending[i].problems.isEmpty { sharesProblems = true }
                standing.append((i, witness))
            }
        }
        // One problem, one finding: before suppression, among the findings that stand.
        var resolution: (dropped: Set<Int>, also: [Int: [String]]) = ([], [:])
        if sharesProblems {
            let candidates = standing.compactMap { s -> (index: Int, ruleID: String, problems: [Problem])? in
                let p = result.findings[s.index]
                return p.problems.isEmpty ? nil : (s.index, p.ruleID, p.problems)
            }
            resolution = ProblemResolution.resolve(candidates, rank: RuleRegistry.problemRank)
        }
        var prints: LineFingerprints?
        for (i, witness) in standing where !resolution.dropped.contains(i) {
            let p = result.findings[i].materialized(in: result.source, &prints, witness: witness)
            if suppressions.isSuppressed(rule: p.ruleID, line: p.range.start.line) { continue }
            var related = p.related
            if let w = witness { related.append(w) }
            let message = resolution.also[i].map { ProblemResolution.message(p.message, also: $0) } ?? p.message
            var finding = Finding(ruleID: p.ruleID, severity: options.severities[p.ruleID] ?? p.severity,
                                  message: message, path: result.path, range: p.range,
                                  related: related, fingerprint: FNV1a64.hex(p.fingerprint),
                                  lineFingerprint: FNV1a64.hex(p.lineFingerprint), fixes: p.fixes)
            finding.alsoRules = resolution.also[i] ?? []
            out.append(finding)
        }
        let meta = MetaRules.superfluousSuppression
        let metaSeverity = options.severities[meta.id] ?? meta.defaultSeverity
        for problem in suppressions.problems {  // unknown directives and rule ids
            out.append(metaFinding(result.path, problem.line, problem.column, metaSeverity, problem.message))
        }
        if options.reportSuperfluousSuppressions {
            for s in suppressions.superfluous(amongRules: options.enabledRules) {
                out.append(metaFinding(result.path, s.line, s.column, metaSeverity,
                                       "This suppression silenced nothing; remove it."))
            }
        }
        return out
    }

    private static func metaFinding(_ path: String, _ line: Int, _ column: Int, _ severity: Severity,
                                    _ message: String) -> Finding {
        let pos = SourcePosition(line: line, column: column)
        return Finding(ruleID: MetaRules.superfluousSuppression.id, severity: severity, message: message, path: path,
                       range: SourceRange(start: pos, end: pos), related: [],
                       fingerprint: {
                           var h = FNV1a64()
                           h.add(MetaRules.superfluousSuppression.id)
                           h.add(message)
                           return h.hex
                       }())
    }
}
