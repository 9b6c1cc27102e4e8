import XCTest
@testable import DuoLint
@testable import DuoLintBuild

final class OpenStepPlistTests: XCTestCase {
    private func read(_ text: String) throws -> OpenStepPlist {
        try OpenStepPlist(bytes: Array(text.utf8))
    }

    private func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> OpenStepPlistError? {
        error(Array(text.utf8), file: file, line: line)
    }

    private func error(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> OpenStepPlistError? {
        do {
            _ = try OpenStepPlist(bytes: bytes)
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch let e as OpenStepPlistError {
            return e
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
            return nil
        }
    }

    func testDictionariesArraysAndBareStrings() throws {
        let plist = try read("""
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tclasses = {
            \t};
            \tobjectVersion = 77;
            \tlist = (a, b_c, "d e", );
            \tempty = ();
            \tpath = ../Some/Path-1.0+x:y$z;
            }
            """)
        let root = plist.root
        XCTAssertEqual(root.kind, .dictionary)
        XCTAssertEqual(root.entries.map(\.key), ["archiveVersion", "classes", "objectVersion", "list", "empty", "path"])
        XCTAssertEqual(root["archiveVersion"]?.string, "1")
        XCTAssertEqual(root["classes"]?.kind, .dictionary)
        XCTAssertEqual(root["classes"]?.entries.count, 0)
        XCTAssertEqual(root["list"]?.elements.compactMap(\.string), ["a", "b_c", "d e"])
        XCTAssertEqual(root["empty"]?.kind, .array)
        XCTAssertEqual(root["empty"]?.elements.count, 0)
        XCTAssertEqual(root["path"]?.string, "../Some/Path-1.0+x:y$z")
        XCTAssertNil(root["missing"])
        XCTAssertTrue(root["objectVersion"]!.isString("77"))
        XCTAssertFalse(root["objectVersion"]!.isString("7"))
        XCTAssertNil(root["list"]?.string, "an array is not a string")
        XCTAssertNil(root["path"]?["x"], "a string has no keys")
    }

    func testArrayWithoutTrailingComma() throws {
        XCTAssertEqual(try read("(a, b)").root.elements.compactMap(\.string), ["a", "b"])
        XCTAssertEqual(try read("( )").root.elements.count, 0)
    }

    func testQuotedStringEscapes() throws {
        let plist = try read(#"""
            {
                quote = "say \"hi\"";
                backslash = "a\\b";
                controls = "1\n2\t3\r";
                unicode = "\U20ac and \U00e9";
                pair = "\Ud83d\Ude00";
                lone = "\Ud83dx";
                octal = "\101\102\0";
                other = "\q";
                utf8 = "café ☕";
                "quoted key" = v;
                empty = "";
            }
            """#)
        let root = plist.root
        XCTAssertEqual(root["quote"]?.string, #"say "hi""#)
        XCTAssertEqual(root["backslash"]?.string, #"a\b"#)
        XCTAssertEqual(root["controls"]?.string, "1\n2\t3\r")
        XCTAssertEqual(root["unicode"]?.string, "€ and é")
        XCTAssertEqual(root["pair"]?.string, "😀")
        XCTAssertEqual(root["lone"]?.string, "\u{FFFD}x")
        XCTAssertEqual(root["octal"]?.string, "AB\0")
        XCTAssertEqual(root["other"]?.string, "q")
        XCTAssertEqual(root["utf8"]?.string, "café ☕")
        XCTAssertEqual(root["quoted key"]?.string, "v")
        XCTAssertEqual(root["empty"]?.string, "")
        XCTAssertTrue(root["quote"]!.isString(#"say "hi""#), "escaped strings compare decoded")
    }

    func testSingleQuotedString() throws {
        XCTAssertEqual(try read("{ a = 'x \"y\" z'; }").root["a"]?.string, #"x "y" z"#)
    }

    func testEscapedQuoteAtEndAndEvenBackslashes() throws {
        XCTAssertEqual(try read(#"{ a = "x\\"; b = "\\\"q"; }"#).root["a"]?.string, #"x\"#)
        XCTAssertEqual(try read(#"{ a = "x\\"; b = "\\\"q"; }"#).root["b"]?.string, #"\"q"#)
    }

    func testCommentsAnywhere() throws {
        let plist = try read("""
            // !$*UTF8*$!
            /* a block */ { /* before key */ key /* after key */ = /* before value */ value /* after value */ ; // line
            // whole line
            list = ( /* c */ a /* d */ , /**/ b, ); }
            // trailing comment
            """)
        XCTAssertEqual(plist.root["key"]?.string, "value")
        XCTAssertEqual(plist.root["list"]?.elements.compactMap(\.string), ["a", "b"])
    }

    func testCommentMarkersInsideStringsAreText() throws {
        let plist = try read(#"{ a = "/* not a comment */"; b = "// nor this"; }"#)
        XCTAssertEqual(plist.root["a"]?.string, "/* not a comment */")
        XCTAssertEqual(plist.root["b"]?.string, "// nor this")
    }

    func testData() throws {
        let plist = try read("{ d = <0fbd 12\n AB>; e = <>; }")
        XCTAssertEqual(plist.root["d"]?.kind, .data)
        XCTAssertEqual(plist.root["d"]?.data, [0x0F, 0xBD, 0x12, 0xAB])
        XCTAssertEqual(plist.root["e"]?.data, [])
        XCTAssertNil(plist.root["d"]?.string)
    }

    func testFirstValueWinsForARepeatedKey() throws {
        XCTAssertEqual(try read("{ a = 1; a = 2; }").root["a"]?.string, "1")
    }

    func testCarriageReturnLineEndings() throws {
        let plist = try read("{\r\n a = 1;\r b = 2;\r\n}")
        XCTAssertEqual(plist.root["b"]?.string, "2")
        XCTAssertEqual(error("{\r\n a = 1;\r b = 2\r\n}")?.line, 4)
    }

    // MARK: Errors

    func testErrorsNameTheLine() {
        XCTAssertEqual(error("{\n a = 1;\n b = 2\n c = 3;\n}"), OpenStepPlistError(line: 4, reason: "expected ';', found 'c'"))
        XCTAssertEqual(error("{\n a 1;\n}")?.description, "line 2: expected '=', found '1'")
        XCTAssertEqual(error("{ a = ; }")?.reason, "expected a value, found ';'")
        XCTAssertEqual(error("{ = 1; }")?.reason, "expected a key or '}', found '='")
        XCTAssertEqual(error("( a b )")?.reason, "expected ',' or ')', found 'b'")
        XCTAssertEqual(error("{ a = \u{7F}; }")?.reason, "expected a value, found byte 0x7F")
    }

    func testTruncatedInput() {
        let e = error("// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = {\n\t\t\tisa = PBXGroup;")
        XCTAssertEqual(e?.line, 5)
        XCTAssertEqual(e?.reason, "unexpected end of input (the dictionary opened on line 4 is not closed)")
        XCTAssertEqual(error("{ a = \"never closed; }\n\n")?.reason, "unterminated string")
        XCTAssertEqual(error("{ a = \"never closed; }\n\n")?.line, 1)
        XCTAssertEqual(error("{ a = 1; }\n/* open\n")?.reason, "unterminated comment")
        XCTAssertEqual(error("{ a = 1; }\n/* open\n")?.line, 2)
        XCTAssertEqual(error("{ d = <0fbd ; }")?.reason, "unterminated data")
        XCTAssertEqual(error("")?.reason, "empty property list")
        XCTAssertEqual(error("  // only a comment\n")?.reason, "empty property list")
    }

    func testMalformedData() {
        XCTAssertEqual(error("{ d = <0fzz>; }")?.reason, "invalid character in data")
        XCTAssertEqual(error("{ d = <0fb>; }")?.reason, "data with an odd number of hex digits")
    }

    func testTextAfterTheRootValue() {
        XCTAssertEqual(error("{ a = 1; }\n}\n"), OpenStepPlistError(line: 2, reason: "unexpected text after the end of the property list"))
        XCTAssertEqual(error("{ a = 1; } <<<<<<< HEAD")?.line, 1)
    }

    /// Prefixes of a real-shaped file (every 53rd length) throw rather than trap; only the whole file reads.
    func testEveryPrefixOfAFileThrows() throws {
        let text = Array(XcodeFixtures.classic.utf8)
        _ = try OpenStepPlist(bytes: text)
        var trimmedEnd = text.count
        while trimmedEnd > 0 && (text[trimmedEnd - 1] == 0x0A || text[trimmedEnd - 1] == 0x20) { trimmedEnd -= 1 }
        for length in stride(from: 0, to: trimmedEnd, by: 53) {
            XCTAssertThrowsError(try OpenStepPlist(bytes: Array(text[0..<length])), "prefix of \(length) bytes")
        }
    }

    func testGarbageBytesNeverTrap() {
        var generator = SplitMix(seed: 12)
        let alphabet = Array("{}();=,<>\"'/*\\ \nab01".utf8) + [0x00, 0xFF, 0x80]
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 40)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            _ = try? OpenStepPlist(bytes: bytes)
        }
        let random = (0..<100_000).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
        XCTAssertNotNil(error(random))
    }

    func testDeepNestingUsesNoStack() throws {
        let depth = 100_000
        let deep = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        var value = try read(deep).root
        for _ in 0..<10 { value = value.elements[0] }
        XCTAssertEqual(value.kind, .array)
        let open = error(String(repeating: "(", count: depth))
        XCTAssertEqual(open?.reason, "unexpected end of input (the array opened on line 1 is not closed)")
        XCTAssertNotNil(error(String(repeating: "{a=", count: depth)))
    }
}

/// A small deterministic generator for the garbage tests.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
