/// How serious a finding is. Ordered so that `.error > .warning > .note`.
public enum Severity: String, Comparable, CaseIterable, Sendable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A secondary place a finding points at, possibly in another file
/// (e.g. the `ArrangementView` that ended up inside a `ScrollView`).
public struct RelatedLocation: Hashable, Sendable {
    public var path: String
    public var range: SourceRange
    public var message: String

    public init(path: String, range: SourceRange, message: String) {
        self.path = path
        self.range = range
        self.message = message
    }
}

/// One diagnostic, ready for a reporter.
public struct Finding: Hashable, Sendable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// Path as reported (relative to the current directory when below it).
    public var path: String
    public var range: SourceRange
    public var related: [RelatedLocation]
    /// Stable across runs and across unrelated edits above the finding:
    /// a hash of the rule id, the trimmed text of the finding's line and its non-blank neighbours.
    public var fingerprint: String
    /// A hash of the rule id and the trimmed text of the finding's line alone (see `lineFingerprint`);
    /// empty when unknown. The baseline's fallback match when the neighbours of a recorded finding changed.
    public var lineFingerprint: String
    /// The fixes the rule offers (VOCABULARY.md, fix contract): only a reported finding has them (not a suppressed one,
    /// nor one the baseline knows). Their edits are offsets in the text the finding was made from.
    public var fixes: [Fix]
    /// Set by `duo-lint fix` when the finding's fix failed verification and was not applied: "fix not applied: …".
    public var fixNote: String?
    /// The rules whose findings of the same problem this one stands for (*one problem, one finding*: its message's
    /// "also:"). A fix that removes this finding may bring theirs back; that is no new finding.
    public var alsoRules: [String] = []

    public init(ruleID: String, severity: Severity, message: String, path: String,
                range: SourceRange, related: [RelatedLocation] = [], fingerprint: String = "",
                lineFingerprint: String = "", fixes: [Fix] = [], fixNote: String? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.path = path
        self.range = range
        self.related = related
        self.fingerprint = fingerprint
        self.lineFingerprint = lineFingerprint
        self.fixes = fixes
        self.fixNote = fixNote
    }

    public var line: Int { range.start.line }
    public var column: Int { range.start.column }

    /// The deterministic report order: path, line, column, rule id, then message.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.range.start != b.range.start { return a.range.start < b.range.start }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
