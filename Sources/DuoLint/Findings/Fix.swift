/// How far a fix can be trusted (VOCABULARY.md, fix contract 1): a *safe* fix is applied by `duo-lint fix` (and
/// `lint --fix`); an *unsafe* one only with `--unsafe-fixes`, and is otherwise shown as a suggestion.
public enum FixSafety: String, Sendable, CaseIterable, Comparable {
    case safe, unsafe

    public static func < (a: FixSafety, b: FixSafety) -> Bool { a == .safe && b == .unsafe }
}

/// One replacement in a file: the bytes `start..<end` (offsets in the UTF-8 text the finding was made from) become
/// `replacement`. `start == end` inserts. `range` is the same span as 1-based lines and Unicode-scalar columns, for
/// the reports (SARIF, JSON); the language server converts the offsets itself.
public struct TextEdit: Hashable, Sendable {
    public var start: Int
    public var end: Int
    public var replacement: String
    public var range: SourceRange

    public init(start: Int, end: Int, replacement: String, range: SourceRange) {
        self.start = start
        self.end = end
        self.replacement = replacement
        self.range = range
    }
}

/// A fix a rule offers for one of its findings: text edits inside the finding's own node, a safety class and a
/// title. A fix with no edits is a suggestion only (an edit the tool cannot write, such as a `guard` whose `else`
/// is a design decision): it is shown, never applied.
public struct Fix: Hashable, Sendable {
    /// What the fix does, one short phrase: "Replace `!` with `?`".
    public var title: String
    public var safety: FixSafety
    /// Sorted by start offset, not overlapping.
    public var edits: [TextEdit]

    public init(title: String, safety: FixSafety, edits: [TextEdit]) {
        self.title = title
        self.safety = safety
        self.edits = edits
    }

    /// A fix that can be applied (it has edits).
    public var isApplicable: Bool { !edits.isEmpty }

    /// From the first edit's start to the last edit's end.
    public var span: (start: Int, end: Int) {
        (edits.map(\.start).min() ?? 0, edits.map(\.end).max() ?? 0)
    }
}

/// What a rule's fixes are, for `duo-lint rules`, `explain` and the docs: the classes it offers, and one line.
public struct FixDescription: Sendable, Hashable {
    /// The classes the rule's fixes come in (one or both), in order.
    public var classes: [FixSafety]
    /// One sentence: what the edit is and when it is offered.
    public var summary: String

    public init(classes: [FixSafety], summary: String) {
        self.classes = classes.sorted()
        self.summary = summary
    }

    /// `safe`, `unsafe` or `safe, unsafe`.
    public var label: String { classes.map(\.rawValue).joined(separator: ", ") }
}
