/// Statements: the source file, statement lists, code blocks and control flow (`if`, `guard`, `switch`, loops,
/// `do`/`catch`, `return`/`throw`, `defer`); compilation directives are in `Parser+Directives.swift`.
extension Parser {
    // MARK: - File and statements

    mutating func parseSourceFile() {
        let m = mark()
        while !atEOF {
            if kind == .rightBrace || kind == .rightParen || kind == .rightBracket {
                error("unbalanced '\(kind == .rightBrace ? "}" : kind == .rightParen ? ")" : "]")'")
                let um = mark()
                let s = p
                advance()
                finish(.unknown, um, first: s)
                continue
            }
            parseStatementOrSkip()
        }
        finish(.sourceFile, m, first: 0, last: toks.count - 2)
    }

    /// Parses statements until a `}` (not consumed) or the end of the file, or inside a `#if` clause until the
    /// clause's end (`#elseif`/`#else`/`#endif`, not consumed). `untilCase`: a switch case's statements, which also
    /// end at the next case label (or a `#if` holding case labels).
    mutating func parseStatements(untilCase: Bool = false) {
        while !atEOF && kind != .rightBrace {
            if untilCase && (atCaseLabel) { return }
            if kind == .pound {
                if ifConfigDepth > 0 && isClauseBoundary(at: p) { return }
                if untilCase && tokenIs(p, "#if") && ifConfigHoldsCases(at: p) { return }
            }
            if kind == .rightParen || kind == .rightBracket {
                let um = mark()
                let s = p
                advance()
                finish(.unknown, um, first: s)
                continue
            }
            parseStatementOrSkip()
        }
    }

    mutating func parseStatementOrSkip() {
        let before = p
        parseStatement()
        if p == before {
            let m = mark()
            skipBalancedGroup()
            finish(.unknown, m, first: before)
        }
    }

    mutating func parseStatement() {
        if kind == .semicolon { advance(); return }
        guard enter() else { return }
        defer { leave() }
        let t = cur
        switch t.kind {
        case .pound:
            if tokenIs(p, "#if") {
                parseIfConfig(cases: false)
                return
            }
            if isClauseBoundary(at: p) {
                skipStrayClauseDirective()
                return
            }
        case .attribute:
            if tokenIs(p, "@unknown") { break }
            parseDeclaration()
            return
        case .keyword, .identifier:
            if isDeclarationStart() {
                parseDeclaration()
                return
            }
            switch t.keyword {
            case .if: parseIf(); return
            case .guard: parseGuard(); return
            case .switch: parseSwitch(); return
            case .for: parseFor(); return
            case .while: parseWhile(); return
            case .repeat where peek().kind == .leftBrace: parseRepeat(); return
            case .do where peek().kind == .leftBrace || peek().keyword == .throws: parseDo(); return
            case .return: parseReturnOrThrow(.returnStmt); return
            case .throw: parseReturnOrThrow(.throwStmt); return
            case .defer: parseDefer(); return
            case .break, .continue, .fallthrough:
                let m = mark()
                let s = p
                advance()
                if kind == .identifier && !cur.newlineBefore { advance() }
                finish(.jumpStmt, m, first: s)
                return
            default:
                break
            }
            // `label: for …`
            if t.kind == .identifier && peek().kind == .colon {
                let after = peek(2).keyword
                if after == .for || after == .while || after == .repeat || after == .do || after == .if || after == .switch {
                    advance(); advance()
                    parseStatement()
                    return
                }
            }
        default:
            break
        }
        parseExpression()
    }

    // MARK: - Blocks

    mutating func parseCodeBlock() {
        let m = mark()
        let s = p
        guard kind == .leftBrace else {
            finish(.codeBlock, m, first: s, last: s - 1)
            return
        }
        advance()
        let saved = allowTrailingClosure
        allowTrailingClosure = true
        parseStatements()
        allowTrailingClosure = saved
        expectClose(.rightBrace)
        finish(.codeBlock, m, first: s)
    }

    @inline(__always) mutating func expectClose(_ k: TokenKind) {
        if kind == k {
            advance()
        } else if atEOF {
            missingClose(k)
        }
    }

    @inline(never) mutating func missingClose(_ k: TokenKind) {
        error("missing '\(k == .rightBrace ? "}" : k == .rightParen ? ")" : "]")' before the end of the file")
    }

    // MARK: - Control flow

    mutating func parseConditionList() {
        let m = mark()
        let s = p
        let saved = allowTrailingClosure
        allowTrailingClosure = false
        defer { allowTrailingClosure = saved }
        while !atEOF && kind != .leftBrace && kw != .else {
            let before = p
            if kw == .let || kw == .var {
                let bm = mark()
                let bs = p
                advance()
                var name = -1
                if kind == .identifier || kw == .self { name = p; advance() } else if kind == .leftParen { skipBalancedGroup() }
                if kind == .colon { advance(); parseType() }
                parseInitializerIfPresent()
                finish(.optionalBinding, bm, first: bs, name: name)
            } else if kw == .case {
                let bm = mark()
                let bs = p
                advance()
                parseExpression() // pattern = value, as an assignment-shaped binary
                finish(.optionalBinding, bm, first: bs)
            } else {
                parseExpression()
            }
            if p == before { break }
            if kind == .comma { advance() } else { break }
        }
        finish(.conditionList, m, first: s)
    }

    mutating func parseIf() {
        guard enter() else { return }
        defer { leave() }
        let m = mark()
        let s = p
        advance()
        parseConditionList()
        parseCodeBlock()
        var flags: NodeFlags = []
        if kw == .else {
            flags.insert(.hasElse)
            advance()
            if kw == .if { parseIf() } else { parseCodeBlock() }
        }
        finish(.ifStmt, m, first: s, flags: flags)
    }

    mutating func parseGuard() {
        let m = mark()
        let s = p
        advance()
        parseConditionList()
        if kw == .else { advance() }
        parseCodeBlock()
        finish(.guardStmt, m, first: s)
    }

    mutating func parseSwitch() {
        let m = mark()
        let s = p
        advance()
        let saved = allowTrailingClosure
        allowTrailingClosure = false
        parseExpression()
        allowTrailingClosure = saved
        if kind == .leftBrace {
            advance()
            while !atEOF && kind != .rightBrace {
                if atCaseLabel {
                    parseSwitchCase()
                } else if kind == .pound && tokenIs(p, "#if") {
                    parseIfConfig(cases: true)
                } else {
                    parseStatementOrSkip()
                }
            }
            expectClose(.rightBrace)
        }
        finish(.switchStmt, m, first: s)
    }

    mutating func parseSwitchCase() {
        let m = mark()
        let s = p
        let lm = mark()
        if kind == .attribute { advance() }
        if kw == .default {
            advance()
        } else {
            advance() // case
            while !atEOF && kind != .colon {
                let before = p
                if kw == .where { advance() }
                parseExpression()
                if kind == .comma { advance(); continue }
                if p == before {
                    if kind == .rightBrace { break }
                    skipBalancedGroup()
                }
            }
        }
        if kind == .colon { advance() }
        finish(.caseLabel, lm, first: s)
        let bm = mark()
        let bs = p
        parseStatements(untilCase: true)
        finish(.codeBlock, bm, first: bs)
        finish(.switchCase, m, first: s)
    }

    mutating func parseFor() {
        let m = mark()
        let s = p
        advance()
        while kw == .try || kw == .await || kw == .case || kw == .var || kw == .let { advance() }
        var name = -1
        var steps = 0
        while !atEOF && kw != .in && kind != .leftBrace && steps < 1000 {
            if name < 0 && kind == .identifier { name = p }
            steps += 1
            skipBalancedGroup()
        }
        if kw == .in { advance() }
        let saved = allowTrailingClosure
        allowTrailingClosure = false
        parseExpression()
        if kw == .where {
            advance()
            parseExpression()
        }
        allowTrailingClosure = saved
        parseCodeBlock()
        finish(.forStmt, m, first: s, name: name)
    }

    mutating func parseWhile() {
        let m = mark()
        let s = p
        advance()
        parseConditionList()
        parseCodeBlock()
        finish(.whileStmt, m, first: s)
    }

    mutating func parseRepeat() {
        let m = mark()
        let s = p
        advance()
        parseCodeBlock()
        if kw == .while {
            advance()
            parseExpression()
        }
        finish(.repeatStmt, m, first: s)
    }

    mutating func parseDo() {
        let m = mark()
        let s = p
        advance()
        if kw == .throws {
            advance()
            if kind == .leftParen { skipBalancedGroup() }
        }
        parseCodeBlock()
        while kw == .catch {
            let cm = mark()
            let cs = p
            advance()
            let saved = allowTrailingClosure
            allowTrailingClosure = false
            while !atEOF && kind != .leftBrace {
                let before = p
                if kw == .where { advance() }
                parseExpression()
                if kind == .comma { advance() } else if p == before { skipBalancedGroup() }
            }
            allowTrailingClosure = saved
            parseCodeBlock()
            finish(.catchClause, cm, first: cs)
        }
        finish(.doStmt, m, first: s)
    }

    mutating func parseReturnOrThrow(_ k: NodeKind) {
        let m = mark()
        let s = p
        advance()
        if !cur.newlineBefore && kind != .rightBrace && kind != .semicolon && kind != .endOfFile
            && kw != .case && kw != .default {
            parseExpression()
        }
        finish(k, m, first: s)
    }

    mutating func parseDefer() {
        let m = mark()
        let s = p
        advance()
        parseCodeBlock()
        finish(.deferStmt, m, first: s)
    }
}
