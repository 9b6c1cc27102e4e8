/// Diagnostics about the linting itself, always on (not rules of the catalogue).
public enum MetaRules {
    public static let parseError = RuleDescriptor(
        id: "parse-error", tier: 0, severity: .warning, category: .meta,
        summary: "The file could not be fully understood (unterminated literal or comment, unbalanced braces, invalid UTF-8); linting continued on what could be read.")
    public static let superfluousSuppression = RuleDescriptor(
        id: "superfluous-suppression", tier: 0, severity: .warning, category: .meta,
        summary: "A duo-lint:disable comment that suppressed nothing, or that names a rule id that does not exist.")

    public static let all = [parseError, superfluousSuppression]
}

extension RuleDocs {
    /// `explain` text for the meta diagnostics, which have no `Rules/<id>.md`.
    public static func metaDoc(_ id: String) -> String? {
        guard let d = MetaRules.all.first(where: { $0.id == id }) else { return nil }
        return "# \(d.id)\n\n*Meta diagnostic · \(d.defaultSeverity.rawValue) · always on*\n\n\(d.summary)\n"
    }
}
