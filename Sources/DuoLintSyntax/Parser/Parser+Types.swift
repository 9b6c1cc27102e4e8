/// Types: generic parameter lists (skipped) and written-out types, one `.typeRef` node each.
extension Parser {
    // MARK: - Types

    /// Skips `<T: P, U>` after a declaration name.
    mutating func skipGenericParameters() {
        if kind == .binaryOperator || kind == .prefixOperator || kind == .postfixOperator, byte(Int(cur.offset)) == UInt8(ascii: "<") {
            if let end = genericArgumentsEnd(from: p, requireFollow: false) { p = end }
        }
    }

    /// Parses a type (`[String: Int]?`, `some View`, `(Int) async throws -> Void`, `A & B`, `Foo<Bar>.Baz`)
    /// into one `.typeRef` node whose name is its first identifier.
    mutating func parseType() {
        let m = mark()
        let start = p
        var name = -1
        var guardSteps = 0
        loop: while !atEOF && guardSteps < 10_000 {
            guardSteps += 1
            // prefixes (`~Copyable`: a suppressed conformance)
            while kind == .attribute || kw == .inout || kw == .some || kw == .any || kw == .borrowing || kw == .consuming
                    || (kind == .identifier && tokenIs(p, "sending")) || (kind == .prefixOperator && tokenIs(p, "~")) {
                let wasAttribute = kind == .attribute
                advance()
                if wasAttribute && kind == .leftParen && !cur.spaceBefore { skipBalancedGroup() }
            }
            switch kind {
            case .identifier, .keyword:
                if kind == .keyword && !(kw == .Self || kw == .Any || kw == .self) { break loop }
                if name < 0 { name = p }
                advance()
            case .leftParen, .leftBracket:
                skipBalancedGroup()
            default:
                break loop
            }
            // postfix parts
            while !atEOF {
                if isOperator(cur) && byte(Int(cur.offset)) == UInt8(ascii: "<") && !cur.spaceBefore {
                    if let end = genericArgumentsEnd(from: p, requireFollow: false) { p = end; continue }
                    break
                }
                if kind == .period && isWord(peek()) { advance(); advance(); continue }
                if kind == .postfixOperator && (tokenIs(p, "?") || tokenIs(p, "!")) { advance(); continue }
                if kind == .binaryOperator && tokenIs(p, "...") && toks[p].flags.contains(.spaceBefore) == false { advance(); continue }
                break
            }
            if kw == .async || kw == .throws || kw == .rethrows {
                while kw == .async || kw == .throws || kw == .rethrows {
                    advance()
                    if kind == .leftParen && !cur.spaceBefore { skipBalancedGroup() }
                }
            }
            if kind == .binaryOperator && (tokenIs(p, "->") || tokenIs(p, "&")) {
                advance()
                continue
            }
            break
        }
        finish(.typeRef, m, first: start, name: name)
    }
}
