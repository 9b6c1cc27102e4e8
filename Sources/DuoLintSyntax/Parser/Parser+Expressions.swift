/// Expressions: operators folded by precedence, prefix wrappers, postfix chains (members, calls, subscripts,
/// trailing closures), primaries, collection literals and key paths; closures are in `Parser+Closures.swift`.
extension Parser {
    // MARK: - Expressions

    /// An expression: unary operands joined by binary operators, ternaries and casts, folded by precedence
    /// with explicit stacks (no recursion per operator).
    mutating func parseExpression() {
        guard enter() else { return }
        defer { leave() }
        let before = p
        parseUnary()
        if p == before { return }
        // this expression's operators: `operatorStack` above `base`
        let base = operatorStack.count
        var operators = 0
        while !atEOF {
            let k = p
            guard let (prec, right) = precedence(ofOperatorAt: k) else { break }
            operators += 1
            if operators > Parser.maxChain {
                error("expression is too long to analyse")
                break
            }
            // `x = y\n.foo` is handled by postfix parsing; a binary operator continues across lines.
            while operatorStack.count > base, let top = operatorStack.last, top.prec > prec || (top.prec == prec && !right) {
                operatorStack.removeLast(1)
                reduce(top.tok)
            }
            operatorStack.append(PendingOperator(tok: k, prec: prec))
            let isCast = toks[k].kind == .keyword
            let isTernary = toks[k].kind == .binaryOperator && toks[k].length == 1 && byte(Int(toks[k].offset)) == UInt8(ascii: "?")
            advance()
            if isCast {
                if kind == .postfixOperator && (tokenIs(p, "?") || tokenIs(p, "!")) { advance() }
                parseType()
                continue
            }
            if isTernary {
                let saved = allowTrailingClosure
                allowTrailingClosure = true
                parseExpression()
                allowTrailingClosure = saved
                if kind == .colon { advance() }
            }
            let operandStart = p
            parseUnary()
            if p == operandStart {
                // Missing operand: stop here; what was parsed stays. A ternary missing its `else` keeps its
                // condition and `then` operand together in an `.unknown` node (no node is left out of the tree).
                operatorStack.removeLast(1)
                if isTernary && pending.count >= 2 {
                    let um = pending.count - 2
                    finish(.unknown, um, first: Int(nodes[Int(pending[um])].firstToken))
                }
                break
            }
        }
        while operatorStack.count > base, let top = operatorStack.last {
            operatorStack.removeLast(1)
            reduce(top.tok)
        }
    }

    /// Replaces the top operands on the pending stack with one binary/ternary/cast node.
    mutating func reduce(_ opTok: Int) {
        let t = toks[opTok]
        let isTernary = t.kind == .binaryOperator && t.length == 1 && byte(Int(t.offset)) == UInt8(ascii: "?")
        let arity = isTernary ? 3 : 2
        guard pending.count >= arity else { return }
        let m = pending.count - arity
        let first = Int(nodes[Int(pending[m])].firstToken)
        let last = Int(nodes[Int(pending[pending.count - 1])].lastToken)
        if t.kind == .keyword {
            var flags: NodeFlags = []
            if toks[opTok + 1].kind == .postfixOperator { flags.insert(.questionOrBang) }
            finish(.cast, m, first: first, last: last, name: opTok, flags: flags)
        } else if isTernary {
            finish(.ternary, m, first: first, last: last, name: opTok)
        } else {
            finish(.binary, m, first: first, last: last, name: opTok)
        }
    }

    /// Prefix operators, `try`, `await` and `let`/`var` patterns, then a postfix expression.
    @inline(__always) mutating func parseUnary() {
        // (Most operands have none of them.)
        if kind == .prefixOperator || kw == .try || kw == .await || kw == .let || kw == .var {
            parsePrefixedUnary()
        } else {
            parsePostfix()
        }
    }

    mutating func parsePrefixedUnary() {
        // this operand's wrappers: `wrapperStack` above `base`
        let base = wrapperStack.count
        defer { wrapperStack.removeLast(wrapperStack.count - base) }
        let m = mark()
        while !atEOF {
            if wrapperStack.count - base >= Parser.maxChain {
                error("expression is too long to analyse")
                break
            }
            if kind == .prefixOperator {
                wrapperStack.append(PendingWrapper(kind: .prefix, tok: p, flags: []))
                advance()
            } else if kw == .try {
                let t = p
                advance()
                var f: NodeFlags = []
                if kind == .postfixOperator && (tokenIs(p, "?") || tokenIs(p, "!")) { f.insert(.questionOrBang); advance() }
                wrapperStack.append(PendingWrapper(kind: .tryExpr, tok: t, flags: f))
            } else if kw == .await && (isWord(peek()) || peek().kind == .period || peek().kind == .leftParen
                                        || peek().kind == .leftBracket || peek().kind == .prefixOperator)
                        && !peek().newlineBefore {
                wrapperStack.append(PendingWrapper(kind: .awaitExpr, tok: p, flags: []))
                advance()
            } else if kw == .let || kw == .var {
                advance() // a binding inside a pattern: `case .some(let x)`
            } else {
                break
            }
        }
        let before = p
        parsePostfix()
        if p == before {
            // No operand: drop the wrappers (the tokens were consumed; they become part of nothing).
            return
        }
        var k = wrapperStack.count
        while k > base {
            k -= 1
            let w = wrapperStack[k]
            finish(w.kind, m, first: w.tok, name: w.tok, flags: w.flags)
        }
    }

    /// A primary expression followed by member accesses, calls, subscripts, trailing closures and postfix operators.
    mutating func parsePostfix() {
        let m = mark()
        let before = p
        parsePrimary()
        if p == before { return }
        var links = 0
        parsePostfixParts(m, links: &links)
    }

    /// The postfix parts that follow the expression at pending index `m`, each wrapping it; `links` counts them
    /// against `maxChain` (a postfix `#if` continues the same chain).
    mutating func parsePostfixParts(_ m: Int, links: inout Int) {
        while !atEOF {
            links += 1
            if links > Parser.maxChain {
                error("expression is too long to analyse")
                return
            }
            let t = cur
            switch t.kind {
            case .period:
                advance()
                var name = -1
                if isWord(cur) || kind == .integerLiteral {
                    name = p
                    advance()
                }
                finish(.memberAccess, m, first: firstTokenOfPending(m), name: name)
                skipGenericArgumentsInExpression()
            case .leftParen where !t.newlineBefore:
                parseArguments(close: .rightParen)
                parseTrailingClosures(afterArguments: true)
                finish(.call, m, first: firstTokenOfPending(m))
            case .leftBracket where !t.newlineBefore:
                parseArguments(close: .rightBracket)
                finish(.subscriptCall, m, first: firstTokenOfPending(m))
            case .postfixOperator:
                let k: NodeKind = tokenIs(p, "?") ? .optionalChain : tokenIs(p, "!") ? .forceUnwrap : .postfix
                let tok = p
                advance()
                finish(k, m, first: firstTokenOfPending(m), name: tok)
            case .leftBrace where canStartTrailingClosure():
                parseTrailingClosures()
                finish(.call, m, first: firstTokenOfPending(m))
            case .pound where t.newlineBefore && tokenIs(p, "#if") && ifConfigIsPostfix(at: p):
                parsePostfixIfConfig(m, links: &links)
            default:
                return
            }
        }
    }

    /// Whether a `{` here begins a trailing closure of the expression just parsed. As in Swift, the `{` may be on the
    /// next line (`Button(action: go)⏎{ … }`, braces on their own lines).
    /// `afterArguments`: right after a call's `( … )`, where the callee is no longer on top of `pending`.
    @inline(__always) func canStartTrailingClosure(afterArguments: Bool = false) -> Bool {
        guard allowTrailingClosure, kind == .leftBrace else { return false }
        if !afterArguments {
            guard let top = pending.last else { return false }
            switch nodes[Int(top)].kind {
            case .identifier, .memberAccess, .call, .macroExpansion, .subscriptCall, .forceUnwrap, .optionalChain:
                break
            default:
                return false
            }
        }
        // `var x = y { didSet { … } }`
        return !isAccessorBlock(at: p, observersOnly: true)
    }

    /// `{ … }` and any `label: { … }` that follow, as trailing-closure arguments.
    @inline(__always) mutating func parseTrailingClosures(afterArguments: Bool = false) {
        // (Most calls have none: that is answered here.)
        guard kind == .leftBrace, canStartTrailingClosure(afterArguments: afterArguments) else { return }
        parseTrailingClosuresAfterCheck()
    }

    mutating func parseTrailingClosuresAfterCheck() {
        let am = mark()
        let s = p
        parseClosure()
        finish(.argument, am, first: s, flags: .trailingClosure)
        while isWord(cur) && peek().kind == .colon && peek(2).kind == .leftBrace && kw != .default && kw != .case {
            let lm = mark()
            let label = p
            advance(); advance()
            parseClosure()
            finish(.argument, lm, first: label, name: label, flags: .trailingClosure)
        }
    }

    @inline(__always) mutating func skipGenericArgumentsInExpression() {
        if isOperator(cur) && !cur.spaceBefore && byte(Int(cur.offset)) == UInt8(ascii: "<"),
           let end = genericArgumentsEnd(from: p, requireFollow: true) {
            p = end
        }
    }

    /// `( … )` or `[ … ]`: labelled arguments, each an `.argument` node.
    mutating func parseArguments(close: TokenKind) {
        advance() // ( or [
        let saved = allowTrailingClosure
        allowTrailingClosure = true
        defer { allowTrailingClosure = saved }
        while !atEOF && kind != close {
            let am = mark()
            let s = p
            var label = -1
            if isWord(cur) && peek().kind == .colon && kw != .default {
                label = p
                advance(); advance()
            }
            if kind != .comma && kind != close {
                let before = p
                parseExpression()
                if p == before || (kind != .comma && kind != close) {
                    skipUntilCommaOr(close)
                    if kind != .comma && kind != close && !atEOF {
                        // a stray closer of another kind: leave it for the enclosing construct
                        finish(.argument, am, first: s, name: label)
                        break
                    }
                }
            }
            finish(.argument, am, first: s, name: label)
            if kind == .comma { advance() }
        }
        expectClose(close)
    }

    @inline(__always) mutating func parsePrimary() {
        let m = mark()
        let s = p
        let t = cur
        switch t.kind {
        case .identifier:
            advance()
            finish(.identifier, m, first: s, name: s)
            skipGenericArgumentsInExpression()
        case .keyword:
            switch t.keyword {
            case .self, .Self, .super, .Any, .`init`:
                advance()
                finish(.identifier, m, first: s, name: s)
            case .true, .false:
                advance()
                finish(.booleanLiteral, m, first: s)
            case .nil:
                advance()
                finish(.nilLiteral, m, first: s)
            case .if:
                parseIf()
            case .switch:
                parseSwitch()
            default:
                return
            }
        case .integerLiteral:
            advance()
            finish(.integerLiteral, m, first: s)
        case .floatLiteral:
            advance()
            finish(.floatLiteral, m, first: s)
        case .stringLiteral:
            advance()
            finish(.stringLiteral, m, first: s, flags: t.flags.contains(.interpolated) ? .interpolated : [])
        case .regexLiteral:
            advance()
            finish(.regexLiteral, m, first: s)
        case .period:
            advance()
            var name = -1
            if isWord(cur) || kind == .integerLiteral {
                name = p
                advance()
            }
            finish(.memberAccess, m, first: s, name: name)
        case .leftParen:
            parseArguments(close: .rightParen)
            finish(.tuple, m, first: s)
        case .leftBracket:
            parseCollectionLiteral()
        case .leftBrace:
            parseClosure()
        case .backslash:
            parseKeyPath()
        case .pound:
            if tokenIs(p, "#if") || tokenIs(p, "#else") || tokenIs(p, "#elseif") || tokenIs(p, "#endif") { return }
            advance()
            skipGenericArgumentsInExpression()
            if kind == .leftParen && !cur.spaceBefore {
                parseArguments(close: .rightParen)
            }
            parseTrailingClosures(afterArguments: true)
            macroExpansions.append(finish(.macroExpansion, m, first: s, name: s))
        case .binaryOperator, .prefixOperator, .postfixOperator:
            let next = peek()
            if next.kind == .comma || next.kind == .rightParen {
                advance()
                finish(.operatorReference, m, first: s, name: s)
            }
        default:
            return
        }
    }

    mutating func parseCollectionLiteral() {
        let m = mark()
        let s = p
        advance() // [
        let saved = allowTrailingClosure
        allowTrailingClosure = true
        defer { allowTrailingClosure = saved }
        var isDictionary = false
        if kind == .colon && peek().kind == .rightBracket {
            advance()
            isDictionary = true
        }
        while !atEOF && kind != .rightBracket {
            let em = mark()
            let es = p
            let before = p
            parseExpression()
            if kind == .colon {
                isDictionary = true
                advance()
                parseExpression()
                finish(.dictionaryElement, em, first: es)
            }
            if kind == .comma {
                advance()
            } else if kind != .rightBracket {
                if p == before || kind == .rightParen || kind == .rightBrace {
                    if kind == .rightParen || kind == .rightBrace || atEOF { break }
                    skipUntilCommaOr(.rightBracket)
                    if kind == .comma { advance() }
                } else {
                    skipUntilCommaOr(.rightBracket)
                    if kind == .comma { advance() } else if kind != .rightBracket { break }
                }
            }
        }
        expectClose(.rightBracket)
        finish(isDictionary ? .dictionaryLiteral : .arrayLiteral, m, first: s)
    }

    /// `\.a.b?.c`, `\Type.a[0]`: consumed as one opaque node named after its last component.
    mutating func parseKeyPath() {
        let m = mark()
        let s = p
        advance()
        var name = -1
        if kind == .identifier || (kind == .keyword && (kw == .Self || kw == .self)) {
            name = p
            advance()
            skipGenericArgumentsInExpression()
        }
        while !atEOF {
            if kind == .period && !cur.spaceBefore {
                advance()
                if isWord(cur) || kind == .integerLiteral { name = p; advance() }
            } else if kind == .postfixOperator && (tokenIs(p, "?") || tokenIs(p, "!")) {
                advance()
            } else if kind == .leftBracket && !cur.spaceBefore {
                skipBalancedGroup()
            } else {
                break
            }
        }
        finish(.keyPath, m, first: s, name: name)
    }

}
