/// Inline suppressions of one file (README, *Suppressing findings*), built from its comments.
///
/// Syntax — a comment whose text, after `//` or `/*` and leading whitespace, starts with `duo-lint:`
/// (doc comments `///` and `/**` never count, nor a mention later in a sentence):
///
///     // duo-lint:disable RULE[,RULE…]        from this line on (to the end of the file if never enabled)
///     // duo-lint:enable RULE[,RULE…]         ends a `disable` region of the same id on this line
///     // duo-lint:disable:next RULE[,RULE…]   the next line that is not a comment-only line
///     // duo-lint:disable:this RULE[,RULE…]   the line the comment starts on
///     /* duo-lint:disable:this RULE */        block comments work the same
///
/// - Ids are separated by commas and/or whitespace; `all` means every rule. An explanation may
///   follow after `--`: `// duo-lint:disable:next fixed-width -- the design calls for it`.
///   Any other trailing word is read as an id, so a forgotten `--` shows up as an unknown id.
/// - A region covers the lines from its `disable` up to, not including, the line of its `enable`.
///   `enable all` ends every open region; `enable X` ends only a `disable X` (or `disable X,…`)
///   region, not `disable all`. A second `disable X` while X is already disabled opens nothing.
/// - `disable:next` skips lines holding only comments, so stacked directives and an explaining
///   comment between directive and code work; it cannot see blank lines.
/// - Unknown directive kinds (`duo-lint:disable-next-line`, `duo-lint: disable`) suppress nothing and are listed in
///   `unknownDirectives`; unknown ids are listed in `unknownIDs`. `problems` words both as findings' messages.
/// - `superfluous()` lists the `disable` directives (any of the three forms) that suppressed no
///   finding asked about through `isSuppressed(rule:line:)`, including ones that name no id;
///   directives whose ids are all unknown are left to `unknownIDs`.
///
/// Lookups are O(log n): regions are kept per rule id as sorted, non-overlapping intervals.
public struct SuppressionMap {
    /// A comment of the file: position of its first character, its full text with delimiters,
    /// and whether only whitespace precedes it on its line.
    public typealias Comment = (line: Int, column: Int, text: String, startsLine: Bool)

    /// Ids in directives that are neither known rule ids nor `all`, with their own position.
    public private(set) var unknownIDs: [(line: Int, column: Int, id: String)] = []
    /// `duo-lint:` comments whose directive is none of the four (`duo-lint:disable-next-line`), at the comment.
    public private(set) var unknownDirectives: [(line: Int, column: Int, directive: String)] = []
    private let knownRuleIDs: Set<String>

    /// The directives that cannot work, in source order, as one-sentence messages (`superfluous-suppression`
    /// findings, always reported): unknown directives and unknown rule ids, with a suggestion when one is close.
    public var problems: [(line: Int, column: Int, message: String)] {
        var out: [(line: Int, column: Int, message: String)] = []
        for d in unknownDirectives {
            let shown = d.directive.isEmpty ? "duo-lint:" : "duo-lint:" + d.directive
            let meant = Directive.alias[d.directive]
                ?? Suggestion.closest(to: d.directive, in: Directive.Kind.allCases.map(\.rawValue))
            var hint = meant.map { "; did you mean 'duo-lint:\($0)'?" } ?? ""
            if d.directive.isEmpty { hint = "; write duo-lint:disable, duo-lint:enable, duo-lint:disable:next or duo-lint:disable:this" }
            out.append((d.line, d.column, "Unknown directive '\(shown)', so this comment silences nothing\(hint)"
                        + (hint.hasSuffix("?") ? "" : ".")))
        }
        for u in unknownIDs {
            let hint = Suggestion.didYouMean(u.id, in: knownRuleIDs.sorted())
            out.append((u.line, u.column, "Unknown rule id '\(u.id)', so this suppression silences nothing\(hint)"
                        + (hint.hasSuffix("?") ? "" : ".")))
        }
        return out.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    private var directives: [Directive] = []
    private var used: [Bool] = []
    /// Rule id (or `all`) → sorted, non-overlapping `disable` … `enable` regions.
    private var regions: [String: [Region]] = [:]
    /// Rule id (or `all`) → line → directives (`next`/`this`) suppressing that line.
    private var lineTargets: [String: [Int: [Int]]] = [:]

    private struct Region {
        let start: Int
        let end: Int  // exclusive
        let directive: Int
    }

    public init(comments: [Comment], knownRuleIDs: Set<String>) {
        self.knownRuleIDs = knownRuleIDs
        let sorted = comments.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
        var parsed: [Directive] = []
        for comment in sorted {
            switch Directive.parse(comment) {
            case .directive(let d): parsed.append(d)
            case .unknown(let kind): unknownDirectives.append((comment.line, comment.column, kind))
            case .none: break
            }
        }
        let lineAfterComments = Self.lineAfterCommentRuns(sorted)
        var open: [String: (start: Int, directive: Int)] = [:]

        for var directive in parsed {
            let known = directive.ids.filter { knownRuleIDs.contains($0.id) || $0.id == "all" }
            for unknown in directive.ids where !(knownRuleIDs.contains(unknown.id) || unknown.id == "all") {
                unknownIDs.append(unknown)
            }
            let allUnknown = !directive.ids.isEmpty && known.isEmpty
            let index = directives.count
            switch directive.kind {
            case .enable:
                let keys = known.contains { $0.id == "all" } ? Array(open.keys) : known.map(\.id)
                for key in keys {
                    guard let region = open.removeValue(forKey: key) else { continue }
                    addRegion(key, start: region.start, end: directive.line, directive: region.directive)
                }
                continue
            case .disable:
                for id in known.map(\.id) where open[id] == nil {
                    open[id] = (directive.line, index)
                }
            case .disableNext, .disableThis:
                var target = directive.kind == .disableThis ? directive.line : directive.endLine + 1
                if directive.kind == .disableNext { target = lineAfterComments[target] ?? target }
                for id in known.map(\.id) {
                    lineTargets[id, default: [:]][target, default: []].append(index)
                }
            }
            directive.reportable = !allUnknown
            directives.append(directive)
            used.append(false)
        }
        for (key, region) in open {
            addRegion(key, start: region.start, end: Int.max, directive: region.directive)
        }
        for key in regions.keys { regions[key]?.sort { $0.start < $1.start } }
    }

    private mutating func addRegion(_ key: String, start: Int, end: Int, directive: Int) {
        guard start < end else { return }
        regions[key, default: []].append(Region(start: start, end: end, directive: directive))
    }

    /// Whether a finding of `rule` on `line` is suppressed; records the directives that did it.
    public mutating func isSuppressed(rule: String, line: Int) -> Bool {
        var suppressed = false
        for key in [rule, "all"] {
            if let targets = lineTargets[key]?[line] {
                for d in targets { used[d] = true }
                suppressed = true
            }
            if let d = regionDirective(key, containing: line) {
                used[d] = true
                suppressed = true
            }
        }
        return suppressed
    }

    /// Binary search for the region of `key` containing `line`.
    private func regionDirective(_ key: String, containing line: Int) -> Int? {
        guard let list = regions[key], !list.isEmpty else { return nil }
        var low = 0, high = list.count  // first region with start > line
        while low < high {
            let mid = (low + high) / 2
            if list[mid].start <= line { low = mid + 1 } else { high = mid }
        }
        guard low > 0, line < list[low - 1].end else { return nil }
        return list[low - 1].directive
    }

    /// `disable` directives that suppressed nothing so far, in source order, with the
    /// directive's text (`duo-lint:disable:next fixed-width`) for the message.
    ///
    /// With `enabled`, only directives naming `all` or a rule of `enabled` count: a suppression of a rule that
    /// did not run in this run (disabled, or left out by `--only`) cannot have suppressed anything.
    public func superfluous(amongRules enabled: Set<String>? = nil) -> [(line: Int, column: Int, text: String)] {
        directives.indices
            .filter { !used[$0] && directives[$0].reportable }
            .filter { i in
                guard let enabled, !directives[i].ids.isEmpty else { return true }
                return directives[i].ids.contains { $0.id == "all" || enabled.contains($0.id) }
            }
            .map { (directives[$0].line, directives[$0].column, directives[$0].text) }
    }

    /// Maps each line holding nothing but comment to the first line after its run of such lines.
    /// Comment-only lines: a line comment that starts its line, and every line of a block comment
    /// that starts its line except the last (code may follow `*/`).
    private static func lineAfterCommentRuns(_ comments: [Comment]) -> [Int: Int] {
        var lines = Set<Int>()
        for comment in comments where comment.startsLine {
            let endLine = comment.line + newlineCount(comment.text.unicodeScalars)
            let last = comment.text.hasPrefix("//") ? endLine : endLine - 1
            if last >= comment.line { lines.formUnion(comment.line...last) }
        }
        var after: [Int: Int] = [:]
        for line in lines.sorted(by: >) {
            after[line] = after[line + 1] ?? line + 1
        }
        return after
    }

    /// Counts line breaks: LF, CRLF and lone CR each count once.
    fileprivate static func newlineCount<S: Sequence>(_ scalars: S) -> Int where S.Element == Unicode.Scalar {
        var count = 0
        var previous: Unicode.Scalar = " "
        for c in scalars {
            if c == "\r" || (c == "\n" && previous != "\r") { count += 1 }
            previous = c
        }
        return count
    }
}

/// One parsed `duo-lint:` comment.
private struct Directive {
    enum Kind: String, CaseIterable {
        case disable, enable
        case disableNext = "disable:next"
        case disableThis = "disable:this"
    }

    let kind: Kind
    let line: Int
    let column: Int
    let endLine: Int
    let ids: [(line: Int, column: Int, id: String)]
    /// The directive without delimiters and explanation, ids comma-separated:
    /// `duo-lint:disable fixed-width,main-screen-bounds`.
    let text: String
    /// False when every id is unknown (already reported as such).
    var reportable = true

    enum Parsed {
        case directive(Directive)
        /// A `duo-lint:` comment whose directive word is not one of `Kind` (possibly empty).
        case unknown(String)
    }

    /// Spellings of other linters (ESLint, SwiftLint) and likely slips, with the directive meant.
    static let alias: [String: String] = [
        "disable-next-line": "disable:next", "disable-next": "disable:next", "disable:next-line": "disable:next",
        "disable:nextline": "disable:next", "disable-line": "disable:this", "disable:line": "disable:this",
        "disable-this": "disable:this", "disable:this-line": "disable:this", "disable:current": "disable:this",
        "ignore": "disable:this", "ignore-next-line": "disable:next", "disabled": "disable", "enabled": "enable",
    ]

    /// The directive of a comment, an unknown directive, or nil when the comment is no `duo-lint:` comment.
    static func parse(_ comment: SuppressionMap.Comment) -> Parsed? {
        guard mayBeDirective(comment.text) else { return nil }
        if let d = Directive(comment) { return .directive(d) }
        let s = Array(comment.text.unicodeScalars)
        var start = s.starts(with: ["/", "/"]) || s.starts(with: ["/", "*"]) ? 2 : 0
        while start < s.count && isSpace(s[start]) { start += 1 }
        start += prefix.count
        var end = start
        while end < s.count && !isSpace(s[end]) && !(s[end] == "*" && end + 1 < s.count && s[end + 1] == "/") { end += 1 }
        return .unknown(String(String.UnicodeScalarView(s[min(start, end)..<end])))
    }

    private init?(_ comment: SuppressionMap.Comment) {
        guard Directive.mayBeDirective(comment.text) else { return nil }
        let s = Array(comment.text.unicodeScalars)
        var start = 0
        var end = s.count
        if s.starts(with: ["/", "/"]) {
            start = 2
        } else if s.starts(with: ["/", "*"]) {
            start = 2
            if end - start >= 2 && s[end - 2] == "*" && s[end - 1] == "/" { end -= 2 }
        }
        while start < end && Directive.isSpace(s[start]) { start += 1 }
        start += Directive.prefix.count  // checked by mayBeDirective

        var i = start
        while i < end && !Directive.isSpace(s[i]) { i += 1 }
        guard let kind = Kind(rawValue: String(String.UnicodeScalarView(s[start..<i]))) else { return nil }

        // The explanation starts at a `--` at the start of a word.
        var listEnd = end
        var j = i
        while j + 1 < end {
            if s[j] == "-" && s[j + 1] == "-" && Directive.isSpace(s[j - 1]) { listEnd = j; break }
            j += 1
        }

        // Ids, with positions tracked incrementally (lines and columns of a multi-line comment).
        var ids: [(line: Int, column: Int, id: String)] = []
        var line = comment.line
        var lineStart = 0  // index of the first scalar of `line` (0: the comment's own column)
        var scanned = 0
        func advance(to index: Int) {
            while scanned < index {
                let c = s[scanned]
                if c == "\r" || (c == "\n" && (scanned == 0 || s[scanned - 1] != "\r")) { line += 1 }
                if c == "\r" || c == "\n" { lineStart = scanned + 1 }
                scanned += 1
            }
        }
        j = i
        while j < listEnd {
            if Directive.isSpace(s[j]) || s[j] == "," { j += 1; continue }
            let tokenStart = j
            while j < listEnd && !Directive.isSpace(s[j]) && s[j] != "," { j += 1 }
            advance(to: tokenStart)
            let column = line == comment.line ? comment.column + tokenStart : tokenStart - lineStart + 1
            ids.append((line, column, String(String.UnicodeScalarView(s[tokenStart..<j]))))
        }

        self.kind = kind
        self.line = comment.line
        column = comment.column
        endLine = comment.line + SuppressionMap.newlineCount(s)
        self.ids = ids
        text = "duo-lint:\(kind.rawValue)" + (ids.isEmpty ? "" : " " + ids.map(\.id).joined(separator: ","))
    }

    private static let prefix = Array("duo-lint:".unicodeScalars)

    private static func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\t" || c == "\n" || c == "\r" }

    /// Cheap check, without copying the text: after `//` or `/*` and whitespace comes `duo-lint:`.
    private static func mayBeDirective(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        if scalars.starts(with: ["/", "/"]) || scalars.starts(with: ["/", "*"]) {
            index = scalars.index(index, offsetBy: 2)
        }
        while index < scalars.endIndex && isSpace(scalars[index]) { index = scalars.index(after: index) }
        return scalars[index...].starts(with: prefix)
    }
}
