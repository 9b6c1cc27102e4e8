import XCTest
@testable import DuoLint
@testable import DuoLintSyntax

final class LexerTests: XCTestCase {
    /// Significant tokens as "kind:text".
    func tokens(_ s: String) -> [String] {
        let src = SourceText(path: "t.swift", text: s)
        let lexed = Lexer.lex(src.bytes)
        return lexed.tokens.dropLast().map { "\($0.kind.name):\(src.text(Int($0.offset), $0.end))" }
    }

    func roundTrip(_ s: String, file: StaticString = #filePath, line: UInt = #line) {
        let bytes = Array(s.utf8)
        let lexed = Lexer.lex(bytes)
        let all = (lexed.tokens + lexed.trivia).sorted { $0.offset < $1.offset }
        var out: [UInt8] = []
        var expected = 0
        for t in all where t.length > 0 {
            XCTAssertEqual(Int(t.offset), expected, "gap or overlap at \(expected)", file: file, line: line)
            out += bytes[Int(t.offset)..<t.end]
            expected = t.end
        }
        XCTAssertEqual(out, bytes, "round trip", file: file, line: line)
    }

    func testIdentifiersKeywordsAndContextualWords() {
        XCTAssertEqual(tokens("let `default` = $0 + $name; café"), [
            "keyword:let", "identifier:`default`", "binaryOperator:=", "identifier:$0", "binaryOperator:+",
            "identifier:$name", "semicolon:;", "identifier:café",
        ])
        let lexed = Lexer.lex(Array("get set willSet didSet some any".utf8))
        XCTAssertEqual(lexed.tokens.dropLast().map { $0.kind }, Array(repeating: .identifier, count: 6))
        XCTAssertEqual(lexed.tokens[2].keyword, .willSet)
    }

    func testNumbers() {
        XCTAssertEqual(tokens("1_000 0x1F 0b101 0o17 1.5e-3 0x1p3 2.0 1.description"), [
            "integerLiteral:1_000", "integerLiteral:0x1F", "integerLiteral:0b101", "integerLiteral:0o17",
            "floatLiteral:1.5e-3", "floatLiteral:0x1p3", "floatLiteral:2.0", "integerLiteral:1", "period:.",
            "identifier:description",
        ])
    }

    func testOperatorsArePrefixPostfixOrInfixBySpacing() {
        XCTAssertEqual(tokens("a+b a + b -x y! z?.w a!.b c ?? d x...y ..<z"), [
            "identifier:a", "binaryOperator:+", "identifier:b", "identifier:a", "binaryOperator:+", "identifier:b",
            "prefixOperator:-", "identifier:x", "identifier:y", "postfixOperator:!", "identifier:z",
            "postfixOperator:?", "period:.", "identifier:w", "identifier:a", "postfixOperator:!", "period:.",
            "identifier:b", "identifier:c", "binaryOperator:??", "identifier:d", "identifier:x",
            "binaryOperator:...", "identifier:y", "prefixOperator:..<", "identifier:z",
        ])
    }

    func testStringsWithNestedInterpolationRawAndMultiline() {
        let q = "\""
        let bs = "\\"
        let interpolated = q + "x " + bs + "(f(" + q + "y " + bs + "(g(" + q + "z" + q + "))" + q + ")) w" + q
        let raw = "#" + q + "raw " + bs + "(no) " + q + "quote" + q + " " + bs + "#(yes)" + q + "#"
        let multi = q + q + q + "\n  multi " + bs + q + "quoted" + bs + q + "\n  " + bs + "(1)\n  " + q + q + q
        let s = "let a = " + interpolated + "; let b = " + raw + "; let c = " + multi + "\n"
        let toks = tokens(s)
        XCTAssertEqual(toks.filter { $0.hasPrefix("stringLiteral") }.count, 3)
        XCTAssertEqual(toks[3], "stringLiteral:" + interpolated)
        XCTAssertEqual(toks[8], "stringLiteral:" + raw)
        XCTAssertEqual(toks[13], "stringLiteral:" + multi)
        roundTrip(s)
        let lexed = Lexer.lex(Array(s.utf8))
        XCTAssertTrue(lexed.tokens[3].flags.contains(.interpolated))
        XCTAssertTrue(lexed.tokens[8].flags.contains(.interpolated), "\\#( interpolates in a #-raw string")
        XCTAssertTrue(lexed.tokens[13].flags.contains(.multiline))
    }

    func testRegexLiteralsVersusDivision() {
        XCTAssertEqual(tokens("let r = /a+b/; let q = x / y / z; let e = #/" + "\\" + "d+/#"), [
            "keyword:let", "identifier:r", "binaryOperator:=", "regexLiteral:/a+b/", "semicolon:;",
            "keyword:let", "identifier:q", "binaryOperator:=", "identifier:x", "binaryOperator:/", "identifier:y",
            "binaryOperator:/", "identifier:z", "semicolon:;", "keyword:let", "identifier:e", "binaryOperator:=",
            "regexLiteral:#/\\d+/#",
        ])
        XCTAssertEqual(tokens("width/2"), ["identifier:width", "binaryOperator:/", "integerLiteral:2"])
    }

    func testCommentsAreTriviaAndNest() {
        let s = "a /* x /* y */ z */ b // c\n/// doc\nd"
        XCTAssertEqual(tokens(s), ["identifier:a", "identifier:b", "identifier:d"])
        let kinds = Lexer.lex(Array(s.utf8)).trivia.map { $0.kind }
        XCTAssertTrue(kinds.contains(.blockComment))
        XCTAssertTrue(kinds.contains(.lineComment))
        XCTAssertTrue(kinds.contains(.docLineComment))
        roundTrip(s)
    }

    func testAttributesDirectivesAndPunctuation() {
        XCTAssertEqual(tokens("@State #if os(iOS) #Preview { } \\.self"), [
            "attribute:@State", "pound:#if", "identifier:os", "leftParen:(", "identifier:iOS", "rightParen:)",
            "pound:#Preview", "leftBrace:{", "rightBrace:}", "backslash:\\", "period:.", "keyword:self",
        ])
    }

    func testNewlineFlags() {
        let lexed = Lexer.lex(Array("a\n.b /* \n */ c".utf8))
        XCTAssertFalse(lexed.tokens[0].newlineBefore)
        XCTAssertTrue(lexed.tokens[1].newlineBefore)
        XCTAssertTrue(lexed.tokens[3].newlineBefore, "a line break inside a block comment counts")
    }

    func testMalformedInputYieldsErrorTokensAndRoundTrips() {
        for s in ["\"unterminated\nnext", "/* never closed", "#\"raw", "\"\"\"\nmulti", "a\u{0}b", "@ #", "\"\\(", "`x"] {
            roundTrip(s)
        }
        let lexed = Lexer.lex(Array("\"open\nlet x".utf8))
        XCTAssertTrue(lexed.tokens[0].flags.contains(.unterminated))
        XCTAssertEqual(lexed.tokens[1].keyword, .let, "an unterminated string stops at the line end")
    }

    func testLinesAndColumnsCountScalars() {
        let src = SourceText(path: "t", text: "é😀x\r\ny\rz")
        XCTAssertEqual(src.position(ofOffset: 6), SourcePosition(line: 1, column: 3))
        XCTAssertEqual(src.position(ofOffset: 9), SourcePosition(line: 2, column: 1))
        XCTAssertEqual(src.position(ofOffset: 11), SourcePosition(line: 3, column: 1))
    }

    func testDenseInputOutgrowsTheFirstCapacityGuess() {
        // One token per byte and one trivia run per two bytes: far more than the lexer reserves at first.
        let dense = String(repeating: "(", count: 3000) + String(repeating: "a ", count: 3000) + "\n"
        roundTrip(dense)
        let lexed = Lexer.lex(Array(dense.utf8))
        XCTAssertEqual(lexed.tokens.count, 6001)
        XCTAssertEqual(lexed.trivia.count, 3000)
        XCTAssertEqual(lexed.tokens.last?.kind, .endOfFile)
        XCTAssertEqual(Lexer.lex(Array(",".utf8)).tokens.map(\.kind), [.comma, .endOfFile])
    }

    func testKeywordsAtTheVeryEndOfTheInput() {
        // Words are compared in 8-byte chunks; the last bytes of the buffer must be read one by one.
        for word in ["in", "self", "associatedtype", "precedencegroup", "nonisolated", "fileprivate", "Self", "Any"] {
            let kw = Lexer.lex(Array(word.utf8)).tokens[0].keyword
            XCTAssertNotEqual(kw, .none, word)
            XCTAssertEqual(Lexer.lex(Array((word + "x").utf8)).tokens[0].keyword, .none, word + "x")
            XCTAssertEqual(Lexer.lex(Array(("x " + word + " y = 1").utf8)).tokens[1].keyword, kw, word)
        }
        for (text, keyword) in Keyword.table {
            XCTAssertEqual(Lexer.lex(Array(text.utf8)).tokens[0].keyword, keyword, text)
            XCTAssertEqual(Lexer.lex(Array("\(text) \(text)\n\(String(repeating: " ", count: 20))".utf8)).tokens[1].keyword, keyword, text)
        }
        XCTAssertEqual(Lexer.lex(Array("associatedtypes".utf8)).tokens[0].keyword, .none)
        XCTAssertEqual(Lexer.lex(Array("precedencegroupX".utf8)).tokens[0].keyword, .none)
    }

    func testLineStarts() {
        XCTAssertEqual(SourceText(path: "t", text: "").lineStarts, [0])
        XCTAssertEqual(SourceText(path: "t", text: "a").lineStarts, [0])
        XCTAssertEqual(SourceText(path: "t", text: "\n").lineStarts, [0, 1])
        XCTAssertEqual(SourceText(path: "t", text: "ab\n\ncd\n").lineStarts, [0, 3, 4, 7])
        XCTAssertEqual(SourceText(path: "t", text: "ab\r\ncd\re\n\r").lineStarts, [0, 4, 7, 9, 10])
        let long = String(repeating: String(repeating: "x", count: 37) + "\n", count: 100)
        XCTAssertEqual(SourceText(path: "t", text: long).lineStarts, (0...100).map { $0 * 38 })
    }

    func testWordAtATimeIdentifierScanMatchesTheByteClasses() {
        // Every byte value in every lane, next to every kind of neighbour.
        for neighbour: UInt8 in [0x61, 0x00, 0x80, 0x5F, 0x39, 0x7F, 0x20] {
            for b in 0..<256 {
                for lane in 0..<8 {
                    var bytes = [UInt8](repeating: neighbour, count: 8)
                    bytes[lane] = UInt8(b)
                    let w = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                    let mask = Lexer.nonIdentifierBodyBytes(w)
                    for k in 0..<8 {
                        let expected = !Lexer.isIdentifierBody(bytes[k])
                        XCTAssertEqual(mask & (0x80 << UInt64(8 * k)) != 0, expected, "byte \(bytes[k]) in lane \(k)")
                    }
                }
            }
        }
    }

    func testLexicalErrorHint() {
        XCTAssertFalse(Lexer.lex(Array("let a = \"x\" /* c */ + b ?? c // d\n".utf8)).mayHaveLexicalErrors)
        for s in ["\"open\n", "/* open", "a \u{0} b", "#\"raw", "<<<<<<< HEAD\n", "a ======= b", "\"\"\"\nx"] {
            XCTAssertTrue(Lexer.lex(Array(s.utf8)).mayHaveLexicalErrors, s)
        }
    }

    /// `⏎` stands for a line break and `⇥` for a tab in the literals below.
    func source(_ literal: String) -> String {
        literal.replacingOccurrences(of: "⏎", with: "\n").replacingOccurrences(of: "⇥", with: "\t")
    }

    func parseErrors(_ s: String) -> [String] {
        Parser.parse(SourceText(path: "t.swift", text: s)).errors.map(\.message)
    }

    /// String literals as Swift reads them (swift-syntax's lexer; checked with `swiftc -parse`): each is one token,
    /// ends where Swift ends it and gives no parse error.
    func testStringLiteralDelimitersAsSwiftReadsThem() {
        let valid = [
            ###"#"""#"###, ###"##"""##"###, ###"#""""#"###, ###"#"""a"#"###, ###"#"""a"b"#"###, ###"#"a"b"#"###,
            ###"#"\#(x)"#"###, ###"##"\#(x)"##"###, ###"##"\##(x)"##"###, ###"#"""⏎raw \(no) \#(yes) "# ""#⏎"""#"###,
            ###""""⏎a "" b⏎""""###, ###""""⏎a \""" b \"""⏎""""###, ###""""⏎  a \⏎  b \  ⏎  c⏎  """"###,
            ###"#"""⏎a \#⏎"""#"###, ###""""⏎a \\⏎""""###, ###""""⏎  a⏎⏎  """"###, ###""""⏎⇥a⏎⇥""""###, ###""""⏎          a⏎⏎          b⏎          """"###,
            ###""\u{1F600}\u{41}\u{00000041}\u{10FFFF}\0\n\r\t\"\'\\""###, ###""\("\(a)")""###,
            ###""\("a" + "\("b")") \(f(")")) \((1))""###, ###"#"\#("\(a)") \#(#"q"#) \#(##"a"#b"##)"#"###,
            ###"#"\#("""⏎q⏎""")"#"###, ###""\("""⏎\(⏎1⏎)⏎""")""###, ###""""⏎  \("""⏎  inner⏎  """)⏎  """"###,
            ###""\(a /* c */) \(b)""###, ###""""⏎\(a // c⏎)⏎""""###, ###"#"\"#"###, ###"#"\\"#"###,
            "\"a\u{0}b\"",  // NUL: only a warning
        ].map(source)
        for literal in valid {
            let s = "let x = " + literal + "\nlet y = 1\n"
            let toks = tokens(s)
            XCTAssertEqual(toks.count > 4 ? toks[3] : nil, "stringLiteral:" + literal, literal)
            XCTAssertEqual(toks.suffix(4), ["keyword:let", "identifier:y", "binaryOperator:=", "integerLiteral:1"], literal)
            roundTrip(s)
            XCTAssertEqual(parseErrors(s), [], literal)
        }
    }

    /// Literals Swift rejects (checked with `swiftc -parse`): a parse error, the input still tiled, no crash.
    func testMalformedStringLiteralsGiveAParseError() {
        let invalid: [(String, String)] = [
            (###"""" text⏎""""###, "content must begin on a new line"),
            (###"#""" a⏎"""#"###, "content must begin on a new line"),
            (###""""⏎  a""""###, "closing delimiter must begin on a new line"),
            (###""""⏎  a⏎ ⏎  """"###, "insufficient indentation"),
            (###""""⏎a⏎  """"###, "insufficient indentation"),
            (###""""⏎  a⏎⇥""""###, "insufficient indentation"),
            (###""""⏎          a⏎         b⏎          """"###, "insufficient indentation"),
            (###""""⏎    a⏎   b⏎    """"###, "insufficient indentation"),
            (###""""⏎    a⏎⏎⏎ b⏎    """"###, "insufficient indentation"),
            (###""""⏎            a⏎⏎           b⏎            """"###, "insufficient indentation"),
            (###""""⏎  a⏎  \(⏎1⏎)⏎  """"###, "insufficient indentation"),
            (###""""⏎  a \⏎  """"###, "escaped newline"),
            (###""""⏎a \\\⏎""""###, "escaped newline"),
            (###""\q""###, "invalid escape"), (###""\#""###, "invalid escape"), (###"#"\#q"#"###, "invalid escape"),
            (###""\u41""###, "unicode escape"), (###""\u{}""###, "hex digits"), (###""\u{123456789}""###, "hex digits"),
            (###""\u{110000}""###, "invalid unicode scalar"), (###""\u{D800}""###, "invalid unicode scalar"),
            (###"#"\##n"#"###, "too many '#'"), (###"#""" \"##"""#"###, "too many '#'"),
            (###""a⇥b""###, "unprintable"), ("\"a\u{1B}b\"", "unprintable"),
            (###"#"unterminated"###, "unterminated"), (###"#"""⏎unterminated"###, "unterminated"),
            (###"##"abc"#"###, "unterminated"), (###""""⏎a⏎""""⏎"###, "unterminated"),
            (###""\(1 /* a⏎ */)""###, "unterminated"), (###""a \⏎b""###, "unterminated"),
            (###"#/a⏎b/#"###, "unterminated"), (###"#/⏎  a/#"###, "closing delimiter must begin on a new line"),
        ].map { (source($0.0), $0.1) }
        for (literal, problem) in invalid {
            let s = "let x = " + literal + "\nlet y = 1\n"
            roundTrip(s)
            XCTAssertNil(SelfCheck.syntax(Array(s.utf8)), literal)
            let errors = parseErrors(s)
            XCTAssertTrue(errors.contains { $0.contains(problem) }, "\(literal): \(errors)")
        }
    }

    func testExtendedRegexLiteralsAsSwiftReadsThem() {
        for literal in [###"#/a"b/#"###, ###"#/a/b/#"###, ###"##/a/#b/##"###, ###"#/⏎  a⏎  /#"###, ###"#/ a /#"###,
                        ###"#/\/#/#"###].map(source) {
            let s = "let x = " + literal + "\nlet y = 1\n"
            XCTAssertEqual(tokens(s), ["keyword:let", "identifier:x", "binaryOperator:=", "regexLiteral:" + literal,
                                       "keyword:let", "identifier:y", "binaryOperator:=", "integerLiteral:1"], literal)
            XCTAssertEqual(parseErrors(s), [], literal)
        }
    }

    func testDollarContinuesAnIdentifier() {
        // As in Swift (`_$observationRegistrar`, the names macros generate).
        XCTAssertEqual(tokens("_$id a$b$ $0 $x$y self$ $"), [
            "identifier:_$id", "identifier:a$b$", "identifier:$0", "identifier:$x$y", "identifier:self$", "identifier:$",
        ])
        XCTAssertEqual(Lexer.lex(Array("self$".utf8)).tokens[0].keyword, .none)
    }
}
