/// Closures: `{ [capture] (params) -> T in statements }` and their signatures.
extension Parser {
    /// `{ [capture] (params) -> T in statements }`
    mutating func parseClosure() {
        guard enter() else { return }
        defer { leave() }
        let m = mark()
        let s = p
        advance() // {
        if let inTok = closureSignatureEnd() {
            parseClosureSignature(until: inTok)
        }
        let bm = mark()
        let bs = p
        let saved = allowTrailingClosure
        allowTrailingClosure = true
        parseStatements()
        allowTrailingClosure = saved
        finish(.codeBlock, bm, first: bs)
        expectClose(.rightBrace)
        finish(.closure, m, first: s)
    }

    mutating func parseClosureSignature(until inTok: Int) {
        let m = mark()
        let s = p
        var level = 0
        var lastWord = -1
        var sawArrow = false
        var expectName = true
        while p < inTok {
            let t = cur
            switch t.kind {
            case .leftBracket where level == 0:
                skipBalancedGroup() // capture list
                continue
            case .leftParen:
                level += 1
                if level == 1 { expectName = true }
            case .rightParen:
                if level == 1 && lastWord >= 0 { addParameter(lastWord) }
                lastWord = -1
                level -= 1
            case .comma where level <= 1 && !sawArrow:
                if lastWord >= 0 { addParameter(lastWord) }
                lastWord = -1
                expectName = true
            case .colon where level == 1:
                if lastWord >= 0 { addParameter(lastWord) }
                lastWord = -1
                expectName = false
            case .identifier where expectName && level <= 1 && !sawArrow:
                lastWord = p
            case .binaryOperator where tokenIs(p, "->"):
                if level == 0 && lastWord >= 0 { addParameter(lastWord); lastWord = -1 }
                sawArrow = true
            default:
                break
            }
            advance()
        }
        if lastWord >= 0 && level == 0 { addParameter(lastWord) }
        advance() // in
        finish(.closureSignature, m, first: s)
    }
    mutating func addParameter(_ tok: Int) {
        let m = mark()
        finish(.parameter, m, first: tok, last: tok, name: tok)
    }
}
