extension Keyword {
    /// Whether `Lookahead.isDeclarationStart` can answer true for a statement whose first token has this keyword
    /// (and is no attribute): a declaration keyword or a modifier.
    var mayStartDeclaration: Bool {
        switch self {
        case .let, .var, .func, .`init`, .deinit, .subscript, .struct, .enum, .protocol, .extension, .typealias,
             .associatedtype, .import, .operator, .precedencegroup, .case, .class, .actor, .macro:
            return true
        default:
            return isDeclModifier
        }
    }
}

/// A binary operator, cast or ternary `?` in `Parser.parseExpression`, waiting for its right operand.
struct PendingOperator {
    var tok: Int
    var prec: Int
}

/// A prefix operator, `try` or `await` in `Parser.parseUnary`, waiting for its operand.
struct PendingWrapper {
    var kind: NodeKind
    var tok: Int
    var flags: NodeFlags
}

/// The tokens and bytes being parsed, with the parser's read-only scans (lookaheads and token tests).
// Unsafe: borrows the parser's buffers for one scan; token reads stay below the `.endOfFile` terminator and byte
// reads go through `byte`, which checks the bounds. Covered by ParserTests and RobustnessTests.
struct Lookahead {
    let toks: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>

    @inline(__always) func byte(_ offset: Int) -> UInt8 {
        offset >= 0 && offset < bytes.count ? bytes[offset] : 0
    }

    /// Whether token `t` is exactly the ASCII text `s`.
    func tokenIs(_ t: Int, _ s: StaticString) -> Bool {
        let tok = toks[t]
        let len = s.utf8CodeUnitCount
        if Int(tok.length) != len { return false }
        let ptr = s.utf8Start
        for k in 0..<len where byte(Int(tok.offset) + k) != ptr[k] { return false }
        return true
    }

    @inline(__always) func isOperator(_ t: Token) -> Bool {
        t.kind == .binaryOperator || t.kind == .prefixOperator || t.kind == .postfixOperator
    }

    /// Words usable as labels and member names: identifiers and any keyword.
    @inline(__always) func isWord(_ t: Token) -> Bool { t.kind == .identifier || t.kind == .keyword }

    /// Whether the tokens at `p` start a declaration: attributes and modifiers followed by a declaration keyword.
    func isDeclarationStart(at p: Int) -> Bool {
        var k = p
        var steps = 0
        while steps < 32 {
            steps += 1
            let t = toks[k]
            if t.kind == .attribute {
                k = attributeEnd(from: k)
                continue
            }
            switch t.keyword {
            case .let, .var, .func, .`init`, .deinit, .subscript, .struct, .enum, .protocol, .extension,
                 .typealias, .associatedtype, .import, .operator, .precedencegroup:
                if t.keyword == .`init` {
                    let next = toks[k + 1]
                    return next.kind == .leftParen || next.kind == .postfixOperator || (isOperator(next) && tokenIs(k + 1, "<"))
                }
                return true
            case .case:
                // Inside a switch, `case` labels are consumed by the switch itself; anywhere else it is an enum case.
                return true
            case .class:
                return true
            case .actor, .macro:
                return toks[k + 1].kind == .identifier && toks[k + 1].keyword == .none || (k > p)
            default:
                if t.keyword.isDeclModifier {
                    let next = toks[k + 1]
                    // `private(set)`, `unowned(unsafe)`, `private (set)`
                    if next.kind == .leftParen && (!next.spaceBefore || toks[k + 2].keyword == .set) {
                        k = skipBalanced(from: k + 1)
                        continue
                    }
                    if next.kind == .keyword || next.kind == .attribute || next.keyword.isDeclModifier
                        || next.keyword == .actor || next.keyword == .macro {
                        k += 1
                        continue
                    }
                }
                return false
            }
        }
        return false
    }

    /// Index just past the balanced group starting at `k` (bounded scan).
    func skipBalanced(from k: Int) -> Int {
        var level = 0
        var i = k
        repeat {
            switch toks[i].kind {
            case .leftParen, .leftBracket, .leftBrace: level += 1
            case .rightParen, .rightBracket, .rightBrace: level -= 1
            case .endOfFile: return i
            default: break
            }
            i += 1
        } while level > 0
        return i
    }

    /// Index just past the attribute at `k`: `@Name`, `@Name<T>`, `@Name.Inner`, then `(arguments)` written
    /// without a space.
    func attributeEnd(from k: Int) -> Int {
        var i = k + 1
        var steps = 0
        while steps < 16 {
            steps += 1
            let t = toks[i]
            if isOperator(t) && !t.spaceBefore && byte(Int(t.offset)) == UInt8(ascii: "<"),
               let end = genericArgumentsEnd(from: i, requireFollow: false) {
                i = end
            } else if t.kind == .period && !t.spaceBefore && toks[i + 1].kind == .identifier {
                i += 2
            } else {
                break
            }
        }
        if toks[i].kind == .leftParen && !toks[i].spaceBefore { i = skipBalanced(from: i) }
        return i
    }

    /// Whether the `{` at `k` opens an accessor block (`{ get … }`, `{ didSet … }`) rather than a closure or getter body.
    /// `observersOnly`: after an expression (`var x = y { didSet { … } }`), where only `willSet` and `didSet` can
    /// follow, so that a trailing closure whose first statement calls `set(…)` or `get(…)` stays a closure.
    /// A parenthesised name is taken for an accessor's parameter only when the accessor's body follows it
    /// (`set(newValue) {`), not for a call (`didSet(value)`).
    func isAccessorBlock(at k: Int, observersOnly: Bool = false) -> Bool {
        var i = k + 1
        while toks[i].kind == .attribute { i += 1 }
        while toks[i].keyword == .mutating || toks[i].keyword == .nonmutating || toks[i].keyword.isDeclModifier && toks[i].kind == .keyword { i += 1 }
        let word = toks[i].keyword
        switch word {
        case .get, .set, .willSet, .didSet, ._modify, ._read:
            if observersOnly && word != .willSet && word != .didSet { return false }
            let next = toks[i + 1]
            if next.kind == .leftParen {
                return (word == .set || word == .willSet || word == .didSet) && toks[i + 2].kind == .identifier
                    && toks[i + 3].kind == .rightParen && toks[i + 4].kind == .leftBrace
            }
            return next.kind == .leftBrace || next.kind == .rightBrace
                || next.newlineBefore || next.keyword == .async || next.keyword == .throws
                || next.keyword == .get || next.keyword == .set
        default:
            return false
        }
    }

    /// If the operator token at `k` starts a generic argument list (`<Int>`, `<[String: Int]>`, `<A<B>>?`),
    /// returns the index of the token after it. Character-level, since `>>` and `>?` are single tokens.
    /// With `requireFollow`, the list must be followed by something that cannot continue a comparison.
    func genericArgumentsEnd(from k: Int, requireFollow: Bool) -> Int? {
        var level = 0
        var i = k
        let limit = min(toks.count - 1, k + 128)
        while i < limit {
            let t = toks[i]
            switch t.kind {
            case .binaryOperator, .prefixOperator, .postfixOperator:
                var off = Int(t.offset)
                let end = t.end
                while off < end {
                    let c = byte(off)
                    if c == UInt8(ascii: "<") {
                        level += 1
                    } else if c == UInt8(ascii: "-") && byte(off + 1) == UInt8(ascii: ">") {
                        off += 1
                    } else if c == UInt8(ascii: ">") {
                        level -= 1
                        if level == 0 {
                            // The rest of the token may only be `?`/`!` (an optional of the generic type).
                            var rest = off + 1
                            while rest < end && (byte(rest) == UInt8(ascii: "?") || byte(rest) == UInt8(ascii: "!")) { rest += 1 }
                            if rest != end { return nil }
                            if requireFollow {
                                let f = toks[i + 1]
                                switch f.kind {
                                case .leftParen, .period, .rightParen, .rightBracket, .rightBrace, .comma, .colon,
                                     .semicolon, .endOfFile, .leftBracket, .leftBrace:
                                    break
                                case .postfixOperator:
                                    break
                                default:
                                    if !f.newlineBefore { return nil }
                                }
                            }
                            return i + 1
                        }
                    } else if c != UInt8(ascii: "?") && c != UInt8(ascii: "!") && c != UInt8(ascii: "&")
                                && c != UInt8(ascii: ".") && c != UInt8(ascii: "=") && c != UInt8(ascii: "~") {
                        return nil
                    } else if c == UInt8(ascii: "=") {
                        return nil
                    }
                    off += 1
                }
            case .identifier, .period, .comma, .colon, .leftBracket, .rightBracket, .leftParen, .rightParen,
                 .integerLiteral, .attribute:
                break
            case .keyword:
                if !(t.keyword == .Any || t.keyword == .Self || t.keyword == .inout || t.keyword == .throws) { return nil }
            default:
                return nil
            }
            i += 1
        }
        return nil
    }

    /// Binary operator precedence (higher binds tighter) and right-associativity.
    func precedence(ofOperatorAt k: Int) -> (Int, Bool)? {
        let t = toks[k]
        if t.kind == .keyword && (t.keyword == .as || t.keyword == .is) { return (14, false) }
        guard t.kind == .binaryOperator else { return nil }
        let len = Int(t.length)
        let o = Int(t.offset)
        let c0 = byte(o)
        let c1 = len > 1 ? byte(o + 1) : 0
        let last = byte(o + len - 1)
        if len == 1 {
            switch c0 {
            case UInt8(ascii: "="): return (2, true)
            case UInt8(ascii: "?"): return (4, true) // ternary
            case UInt8(ascii: "<"), UInt8(ascii: ">"): return (10, false)
            case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "|"), UInt8(ascii: "^"): return (18, false)
            case UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "&"): return (20, false)
            default: return (11, false)
            }
        }
        if c0 == UInt8(ascii: "-") && c1 == UInt8(ascii: ">") && len == 2 { return nil }
        if tokenIs(k, "||") { return (6, false) }
        if tokenIs(k, "&&") { return (8, false) }
        if tokenIs(k, "??") { return (12, true) }
        if tokenIs(k, "...") || tokenIs(k, "..<") { return (16, false) }
        if tokenIs(k, "==") || tokenIs(k, "!=") || tokenIs(k, "<=") || tokenIs(k, ">=") || tokenIs(k, "===")
            || tokenIs(k, "!==") || tokenIs(k, "~=") { return (10, false) }
        if tokenIs(k, "<<") || tokenIs(k, ">>") || tokenIs(k, "&<<") || tokenIs(k, "&>>") { return (22, false) }
        if tokenIs(k, "&+") || tokenIs(k, "&-") { return (18, false) }
        if tokenIs(k, "&*") { return (20, false) }
        if last == UInt8(ascii: "=") && c0 != UInt8(ascii: "=") && c0 != UInt8(ascii: "!") { return (2, true) } // compound assignment
        return (11, false)
    }

    /// If a closure signature (`a, b in`, `(x: Int) -> Void in`, `[weak self] in`) starts at `p`, the index of its `in`.
    func closureSignatureEnd(at p: Int) -> Int? {
        var k = p
        var steps = 0
        while steps < 256 {
            steps += 1
            let t = toks[k]
            switch t.kind {
            case .keyword:
                if t.keyword == .in { return k }
                if t.keyword == .throws || t.keyword == .rethrows || t.keyword == .inout || t.keyword == .Any
                    || t.keyword == .Self || t.keyword == .self { k += 1; continue }
                return nil
            case .identifier, .comma, .colon, .attribute, .period, .postfixOperator:
                k += 1
            case .binaryOperator, .prefixOperator:
                // `->`, generic brackets, `&` compositions
                let c = byte(Int(t.offset))
                if c == UInt8(ascii: "-") || c == UInt8(ascii: "<") || c == UInt8(ascii: ">") || c == UInt8(ascii: "&")
                    || c == UInt8(ascii: "?") || c == UInt8(ascii: "!") || c == UInt8(ascii: ".") { k += 1 } else { return nil }
            case .leftParen, .leftBracket:
                let end = skipBalanced(from: k)
                if end - k > 512 { return nil }
                k = end
            default:
                return nil
            }
        }
        return nil
    }
}
