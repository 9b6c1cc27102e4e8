/// Declarations: `let`/`var` with accessors, functions and initializers with their parameters, types,
/// type aliases, imports, enum cases; attributes are in `Parser+Attributes.swift`.
extension Parser {
    mutating func parseDeclaration() {
        let m = mark()
        let start = p
        var flags: NodeFlags = []
        while !atEOF {
            if kind == .attribute { parseAttribute(); continue }
            if kw == .class {
                let next = peek()
                if next.kind == .keyword || next.keyword.isDeclModifier || next.kind == .attribute { flags.insert(.isStatic); advance(); continue }
                break
            }
            if kw.isDeclModifier && kind != .keyword || kw == .static || kw == .public || kw == .private
                || kw == .fileprivate || kw == .internal || kw == .open {
                // A contextual modifier counts only when a declaration follows.
                let next = peek()
                let isModifier = kind == .keyword || next.kind == .keyword || next.kind == .attribute
                    || next.keyword.isDeclModifier || next.keyword == .actor || next.keyword == .macro
                    || (next.kind == .leftParen && (!next.spaceBefore || peek(2).keyword == .set))
                if !isModifier { break }
                if kw == .static { flags.insert(.isStatic) }
                advance()
                if kind == .leftParen && (!cur.spaceBefore || peek().keyword == .set) { skipBalancedGroup() }
                continue
            }
            break
        }
        switch kw {
        case .let, .var: parseVarDecl(m, start: start, flags: flags)
        case .func, .`init`, .deinit, .subscript: parseFuncDecl(m, start: start, flags: flags)
        case .struct, .class, .enum, .protocol, .extension: parseTypeDecl(m, start: start)
        case .actor where peek().kind == .identifier: parseTypeDecl(m, start: start)
        case .typealias, .associatedtype: parseTypealias(m, start: start)
        case .import: parseImport(m, start: start)
        case .case: parseEnumCase(m, start: start)
        case .macro:
            // `macro Name<T>(params) -> R = #externalMacro(…) where …` (opaque), over as many lines as it takes.
            advance()
            while !atEOF && kind != .rightBrace && kind != .leftBrace && kind != .semicolon {
                if kw == .where { skipWhereClause(); break }
                if cur.newlineBefore {
                    let prev = toks[p - 1]
                    if !(prev.kind == .binaryOperator || prev.kind == .comma || kind == .binaryOperator) { break }
                }
                skipBalancedGroup()
            }
            finish(.operatorDecl, m, first: start)
        case .operator, .precedencegroup:
            advance()
            while !atEOF && !cur.newlineBefore && kind != .leftBrace && kind != .rightBrace { advance() }
            if kind == .leftBrace { skipBalancedGroup() }
            finish(.operatorDecl, m, first: start)
        default:
            if p > start && kind == .pound && !tokenIs(p, "#if") && !tokenIs(p, "#elseif") && !tokenIs(p, "#else")
                && !tokenIs(p, "#endif") && !tokenIs(p, "#sourceLocation") {
                // A freestanding macro with attributes (`@available(iOS 17, *) #Preview { … }`): they are the first
                // children of its `.macroExpansion` node, then its arguments and trailing closures.
                let name = p
                advance()
                skipGenericArgumentsInExpression()
                if kind == .leftParen && !cur.spaceBefore { parseArguments(close: .rightParen) }
                parseTrailingClosures(afterArguments: true)
                macroExpansions.append(finish(.macroExpansion, m, first: start, name: name))
                return
            }
            // Attributes that end an `#if` clause (`#if X` / `@available(…)` / `#else` / `@available(…)` / `#endif`
            // / `func f()`): they belong to the declaration after `#endif`, and stay in their clause as they are.
            if p > start && kind == .pound && isClauseBoundary(at: p) { return }
            // Attributes in front of an expression (`@MainActor in` and the like): keep them, parse on.
            if p > start {
                finish(.unknown, m, first: start)
            }
            if !atEOF && p == start { parseExpression() }
        }
    }

    /// `= expression` (a binding's, an optional binding's or a parameter's default value), as an `.initializer`.
    mutating func parseInitializerIfPresent() {
        guard kind == .binaryOperator && tokenIs(p, "=") else { return }
        let m = mark()
        let s = p
        advance()
        parseExpression()
        finish(.initializer, m, first: s)
    }

    mutating func parseVarDecl(_ m: Int, start: Int, flags inFlags: NodeFlags) {
        var flags = inFlags
        if kw == .let { flags.insert(.isLet) }
        advance()
        repeat {
            if kind == .comma { advance() }
            let bm = mark()
            let bs = p
            var name = -1
            if kind == .identifier || (kind == .keyword && kw == .self) {
                name = p
                advance()
            } else if kind == .leftParen {
                skipBalancedGroup()
            } else {
                break
            }
            if kind == .colon {
                advance()
                parseType()
            }
            parseInitializerIfPresent()
            if kind == .leftBrace {
                parseAccessorsOrGetter()
            }
            finish(.patternBinding, bm, first: bs, name: name)
        } while kind == .comma
        finish(.varDecl, m, first: start, flags: flags)
    }

    mutating func parseAccessorsOrGetter() {
        if !isAccessorBlock(at: p) {
            parseCodeBlock()
            return
        }
        advance() // {
        while !atEOF && kind != .rightBrace {
            let am = mark()
            let s = p
            while kind == .attribute { parseAttribute() }
            while kw == .mutating || kw == .nonmutating || (kind == .keyword && kw.isDeclModifier) { advance() }
            let nameTok = p
            if kw == .get || kw == .set || kw == .willSet || kw == .didSet || kw == ._modify || kw == ._read {
                advance()
            } else {
                // Not an accessor after all: recover by skipping.
                skipBalancedGroup()
                finish(.unknown, am, first: s)
                continue
            }
            if kind == .leftParen { skipBalancedGroup() }
            while kw == .async || kw == .throws {
                advance()
                if kind == .leftParen && !cur.spaceBefore { skipBalancedGroup() } // throws(E)
            }
            if kind == .leftBrace { parseCodeBlock() }
            finish(.accessor, am, first: s, name: nameTok)
        }
        expectClose(.rightBrace)
    }

    mutating func parseFuncDecl(_ m: Int, start: Int, flags: NodeFlags) {
        let keywordTok = p
        let isFunc = kw == .func
        advance()
        var name = keywordTok
        if isFunc {
            if isWord(cur) || isOperator(cur) {
                name = p
                advance()
            }
        } else if kind == .postfixOperator {
            advance() // init? / init!
        }
        skipGenericParameters()
        if kind == .leftParen { parseParameters() }
        // effects, result, where clause
        while !atEOF {
            if kw == .async || kw == .throws || kw == .rethrows || kw == .await {
                advance()
                if kind == .leftParen && !cur.spaceBefore { skipBalancedGroup() } // throws(E)
                continue
            }
            if kind == .binaryOperator && tokenIs(p, "->") {
                advance()
                parseType()
                continue
            }
            if kw == .where {
                skipWhereClause()
                continue
            }
            break
        }
        if kind == .leftBrace { parseCodeBlock() }
        finish(.funcDecl, m, first: start, name: name, flags: flags)
    }

    /// `(label name: Type = default, …)` of a function, initializer or subscript.
    mutating func parseParameters() {
        advance() // (
        let saved = allowTrailingClosure
        allowTrailingClosure = true
        defer { allowTrailingClosure = saved }
        while !atEOF && kind != .rightParen {
            let pm = mark()
            let s = p
            while kind == .attribute { parseAttribute() }
            var name = -1
            while isWord(cur) && kind != .colon {
                name = p
                advance()
            }
            if kind == .colon {
                advance()
                parseType()
            }
            if kind == .binaryOperator && tokenIs(p, "...") { advance() }
            parseInitializerIfPresent()
            if kind != .comma && kind != .rightParen { skipUntilCommaOr(.rightParen) }
            finish(.parameter, pm, first: s, name: name)
            if kind == .comma { advance() } else if kind != .rightParen { break }
        }
        expectClose(.rightParen)
    }

    mutating func parseTypeDecl(_ m: Int, start: Int) {
        let isExtension = kw == .extension
        advance()
        var name = -1
        if isExtension {
            name = p
            parseType()
        } else if isWord(cur) {
            name = p
            advance()
        }
        skipGenericParameters()
        if kind == .colon {
            advance()
            repeat {
                if kind == .comma { advance() }
                parseType()
            } while kind == .comma
        }
        if kw == .where {
            while !atEOF && kind != .leftBrace { advance() }
        }
        if kind == .leftBrace {
            parseCodeBlock()
        }
        typeDeclarations.append(finish(.typeDecl, m, first: start, name: name))
    }

    mutating func parseTypealias(_ m: Int, start: Int) {
        advance()
        let name = isWord(cur) ? p : -1
        if name >= 0 { advance() }
        skipGenericParameters()
        if kind == .colon {
            repeat {
                advance()
                parseType()
            } while kind == .comma
        }
        if kind == .binaryOperator && tokenIs(p, "=") {
            advance()
            parseType()
        }
        // (`associatedtype A: P = D where A.B == C`, `typealias A<T> = B<T> where T: P`: the clause comes last.)
        if kw == .where { skipWhereClause() }
        finish(.typealiasDecl, m, first: start, name: name)
    }

    /// Skips a generic `where` clause (`where T: P, U.Element == V`), which may go on over several lines: a line
    /// break ends it unless a `,`, `:` or binary operator (or `where` itself) stands on either side of it. Stops
    /// before `{`, `}`, `;` and the end of the file.
    mutating func skipWhereClause() {
        advance() // where
        var angles = 0  // open `<` of generic arguments (`C == Wrapper<⏎ A, B⏎>` may span lines)
        while !atEOF {
            let t = cur
            if t.kind == .leftBrace || t.kind == .rightBrace || t.kind == .semicolon { return }
            if t.newlineBefore && angles <= 0 {
                let prev = toks[p - 1]
                let continues = prev.kind == .comma || prev.kind == .colon || prev.kind == .binaryOperator
                    || prev.keyword == .where || t.kind == .comma || t.kind == .colon || t.kind == .binaryOperator
                if !continues { return }
            }
            if t.kind == .leftParen || t.kind == .leftBracket {
                skipBalancedGroup()
                continue
            }
            if isOperator(t) {
                var o = Int(t.offset)
                while o < t.end {
                    let c = byte(o)
                    if c == UInt8(ascii: "<") { angles += 1 } else if c == UInt8(ascii: ">") && byte(o - 1) != UInt8(ascii: "-") { angles -= 1 }
                    o += 1
                }
            }
            advance()
        }
    }

    mutating func parseImport(_ m: Int, start: Int) {
        advance()
        var name = -1
        while !atEOF && !cur.newlineBefore && kind != .semicolon {
            if name < 0 && kind == .identifier && peek().kind != .identifier { name = p }
            advance()
        }
        finish(.importDecl, m, first: start, name: name)
    }

    /// `case a, b(Int), c = 3` inside an enum.
    mutating func parseEnumCase(_ m: Int, start: Int) {
        advance()
        let name = isWord(cur) ? p : -1
        while !atEOF && kind != .rightBrace && kind != .semicolon {
            if p > start + 1 && cur.newlineBefore && kind != .comma && toks[p - 1].kind != .comma { break }
            if kind == .leftParen || kind == .leftBracket || kind == .leftBrace { skipBalancedGroup(); continue }
            advance()
        }
        finish(.enumCaseDecl, m, first: start, name: name)
    }
}
