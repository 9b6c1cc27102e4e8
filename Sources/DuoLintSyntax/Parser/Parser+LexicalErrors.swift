/// Errors found by the lexer (unterminated literals and comments, unreadable bytes, malformed strings) and
/// merge-conflict markers.
extension Parser {

    /// Git's `<<<<<<<`, `|||||||`, `=======` and `>>>>>>>` lines: an operator of exactly seven equal characters
    /// at the very start of a line.
    // Unsafe: reads the token's own bytes of a borrowed buffer. Covered by
    // RobustnessTests.testMergeConflictMarkersAreAParseErrorAndBothSidesAreLinted.
    static func isMergeConflictMarker(_ t: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard t.length == 7, t.kind == .binaryOperator || t.kind == .prefixOperator || t.kind == .postfixOperator else {
            return false
        }
        let o = Int(t.offset)
        guard o + 7 <= bytes.count else { return false }
        let c = bytes[o]
        guard c == UInt8(ascii: "<") || c == UInt8(ascii: "=") || c == UInt8(ascii: ">") || c == UInt8(ascii: "|") else {
            return false
        }
        if o > 0 && bytes[o - 1] != 0x0A && bytes[o - 1] != 0x0D { return false }
        for k in 1..<7 where bytes[o + k] != c { return false }
        return true
    }


    mutating func collectLexicalErrors(trivia: [Token]) {
        // One pass over the tokens (merge markers first, then unreadable or unterminated tokens, as recorded).
        var markers: [ParseError] = []
        var lexical: [ParseError] = []
        for t in toks {
            if t.length == 7 && Parser.isMergeConflictMarker(t, in: bytes) {
                markers.append(ParseError(offset: Int(t.offset), message: "merge conflict marker"))
            } else if t.kind == .unknown || t.flags.contains(.unterminated) {
                let what: String
                if t.kind == .stringLiteral { what = "unterminated string literal" }
                else if t.kind == .unknown { what = "unreadable characters" }
                else { what = "unterminated literal" }
                lexical.append(ParseError(offset: Int(t.offset), message: what))
            } else if t.flags.contains(.malformed), let problem = Lexer.literalProblem(in: bytes, at: t) {
                lexical.append(ParseError(offset: problem.offset, message: problem.message))
            }
        }
        errors += markers
        errors += lexical
        for t in trivia where t.flags.contains(.unterminated) {
            errors.append(ParseError(offset: Int(t.offset), message: "unterminated block comment"))
        }
    }
}
