/// Compilation directives: `#if` / `#elseif` / `#else` / `#endif`. The parser evaluates no condition: it reads the
/// value of each directive's condition from its `DirectiveConditions` (computed before parsing, for a build, by
/// `DuoLintBuild`) and derives each clause's activity from the values in order (`ClauseActivity.Sequence`).
///
/// - Among statements, members and switch cases, a `#if` is one `.ifConfig` node whose children are its clauses
///   (`.ifConfigClause`, flagged `.active`, `.inactive`, or neither for unknown): the clauses are alternatives,
///   each holding its own statements, members or cases. Every clause is parsed, inactive ones too, so the tree
///   stays lossless; the tree then marks inactive clauses absent (`SyntaxTree.isAbsent`), and the rules and the
///   cross-file index never see them.
/// - After an expression, a `#if` whose clauses hold postfix members (`view` / `#if os(iOS)` / `.toolbar { … }` /
///   `#endif` / `.padding()`) continues the expression's chain: the modifiers of every judged clause apply to the
///   expression in order, so `.toolbar` keeps its base view and `.padding()` applies to all of it. The chain is
///   then wrapped in a `.postfixIfConfig` node that also holds the clauses: judged ones with just their
///   directive line, inactive ones with their own postfix chain on an implicit base.
/// - A condition is the rest of its directive's line, read as tokens (no node); a malformed one is unknown.
extension Parser {
    /// Whether the token at `k` is `#elseif`, `#else` or `#endif`: the end of a clause.
    @inline(__always) func isClauseBoundary(at k: Int) -> Bool {
        toks[k].kind == .pound && (tokenIs(k, "#endif") || tokenIs(k, "#else") || tokenIs(k, "#elseif"))
    }

    /// At the `#if` that opens a clause list (`first`), or at an `#elseif` / `#else` that continues it.
    @inline(__always) func atClauseStart(first: Bool) -> Bool {
        !atEOF && kind == .pound && (first ? tokenIs(p, "#if") : (tokenIs(p, "#elseif") || tokenIs(p, "#else")))
    }

    /// The index of the token after the directive line of the `#if`/`#elseif`/`#else` at `k` (its condition).
    func clauseHeaderEnd(at k: Int) -> Int {
        if tokenIs(k, "#else") || tokenIs(k, "#endif") { return k + 1 }
        return DirectiveCondition.end(of: toks, bytes: bytes, from: k + 1)
    }

    /// Whether the `#if` at `k` holds switch cases (its first clause starts with `case`, `default`, `@unknown` or
    /// such a `#if`), rather than statements of the case before it.
    func ifConfigHoldsCases(at k: Int) -> Bool {
        var at = k
        for _ in 0..<8 {
            let body = clauseHeaderEnd(at: at)
            let t = toks[body]
            if t.keyword == .case || t.keyword == .default || (t.kind == .attribute && tokenIs(body, "@unknown")) {
                return true
            }
            guard t.kind == .pound && tokenIs(body, "#if") else { return false }
            at = body
        }
        return false
    }

    /// Whether the `#if` at `k` continues a postfix chain: its first clause starts with `.member` (or with such a
    /// `#if`).
    func ifConfigIsPostfix(at k: Int) -> Bool {
        var at = k
        for _ in 0..<8 {
            let body = clauseHeaderEnd(at: at)
            let t = toks[body]
            if t.kind == .period { return true }
            guard t.kind == .pound && tokenIs(body, "#if") else { return false }
            at = body
        }
        return false
    }

    /// Reads the directive line at `p` (`#if cond`, `#elseif cond`, `#else`) and says what the clause is.
    private mutating func readClauseHeader(_ sequence: inout ClauseActivity.Sequence) -> (nameToken: Int, activity: ClauseActivity) {
        let nameToken = p
        let isElse = tokenIs(p, "#else")
        let end = clauseHeaderEnd(at: p)
        if !isElse && end == p + 1 { error("'\(tokenIs(p, "#if") ? "#if" : "#elseif")' without a condition") }
        let value: ConditionValue = isElse ? .true : conditions.value(ofDirectiveAt: nameToken)
        while p < end && !atEOF { advance() }
        let activity = sequence.next(value)
        return (nameToken, activity)
    }

    private func flags(_ activity: ClauseActivity) -> NodeFlags {
        switch activity {
        case .active: return .active
        case .inactive: return .inactive
        case .unknown: return []
        }
    }

    /// `#if … #endif` among statements or members (`cases: false`) or switch cases (`cases: true`).
    mutating func parseIfConfig(cases: Bool) {
        guard enter() else { return }
        defer { leave() }
        ifConfigDepth += 1
        defer { ifConfigDepth -= 1 }
        let m = mark()
        let s = p
        var sequence = ClauseActivity.Sequence()
        var first = true
        while atClauseStart(first: first) {
            first = false
            let cm = mark()
            let (nameToken, activity) = readClauseHeader(&sequence)
            if cases {
                while !atEOF && kind != .rightBrace && !isClauseBoundary(at: p) {
                    if atCaseLabel {
                        parseSwitchCase()
                    } else if kind == .pound && tokenIs(p, "#if") {
                        parseIfConfig(cases: true)
                    } else {
                        parseStatementOrSkip()
                    }
                }
            } else {
                parseStatements()
            }
            let clause = finish(.ifConfigClause, cm, first: nameToken, name: nameToken, flags: flags(activity))
            if activity == .inactive { inactiveClauses.append(clause) }
        }
        if kind == .pound && tokenIs(p, "#endif") {
            advance()
        } else {
            error("missing '#endif'")
        }
        finish(.ifConfig, m, first: s)
    }

    /// A `#elseif`, `#else` or `#endif` with no open `#if`: skipped with its line, as an error.
    mutating func skipStrayClauseDirective() {
        error("'\(tokenIs(p, "#endif") ? "#endif" : tokenIs(p, "#else") ? "#else" : "#elseif")' without '#if'")
        let m = mark()
        let s = p
        let end = clauseHeaderEnd(at: p)
        while p < end && !atEOF { advance() }
        finish(.unknown, m, first: s)
    }

    /// A postfix `#if` after the expression at pending index `m` (see the type's documentation): judged clauses
    /// extend that expression; the whole becomes a `.postfixIfConfig`.
    mutating func parsePostfixIfConfig(_ m: Int, links: inout Int) {
        guard enter() else { return }
        defer { leave() }
        ifConfigDepth += 1
        defer { ifConfigDepth -= 1 }
        // The clause nodes wait beside the pending stack while the chain grows on it, then join it as children of
        // the wrapper.
        var clauses: [Int32] = []
        var sequence = ClauseActivity.Sequence()
        var first = true
        while atClauseStart(first: first) {
            first = false
            let cm = mark()
            let (nameToken, activity) = readClauseHeader(&sequence)
            if activity.isJudged {
                finish(.ifConfigClause, cm, first: nameToken, last: p - 1, name: nameToken, flags: flags(activity))
                clauses.append(pending.last!)
                pending.removeLast(1)
                parsePostfixParts(m, links: &links)
            } else {
                // The clause's own chain, on an implicit base (`.frame(minWidth: 400)`).
                while !atEOF && kind != .rightBrace && !isClauseBoundary(at: p) {
                    let before = p
                    if kind == .pound && tokenIs(p, "#if") && ifConfigIsPostfix(at: p) {
                        let im = mark()
                        let s = p
                        finish(.identifier, im, first: s, last: s - 1)   // an empty base for the nested #if
                        parsePostfixIfConfig(im, links: &links)
                    } else {
                        parsePostfix()
                    }
                    if p == before { skipBalancedGroup() }
                }
                inactiveClauses.append(finish(.ifConfigClause, cm, first: nameToken, name: nameToken, flags: .inactive))
                clauses.append(pending.last!)
                pending.removeLast(1)
            }
            // Anything else before the next directive (a malformed clause) is skipped.
            while !atEOF && kind != .rightBrace && !isClauseBoundary(at: p) { skipBalancedGroup() }
        }
        if kind == .pound && tokenIs(p, "#endif") {
            advance()
        } else {
            error("missing '#endif'")
        }
        for c in clauses { pending.append(c) }
        finish(.postfixIfConfig, m, first: firstTokenOfPending(m))
    }
}
