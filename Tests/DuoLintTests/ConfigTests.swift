import Foundation
import XCTest
@testable import DuoLint

final class ConfigTests: XCTestCase {
    private let known: Set<String> = ["fixed-width", "toolbar-text-only-item", "vertical-bar-opt-out", "main-screen-bounds"]

    private func parse(_ text: String) throws -> Configuration {
        try ConfigLoader.parse(text, path: ".duo-lint.json", knownRuleIDs: known)
    }

    private func assertError(_ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try parse(text), file: file, line: line) { error in
            XCTAssertEqual((error as? ConfigError)?.description, expected, file: file, line: line)
            XCTAssertFalse("\(error)".contains("\n"), "one line", file: file, line: line)
        }
    }

    private func temporaryDirectory() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("duo-lint-config-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: dir) }
        return dir
    }

    func testSpecExampleParses() throws {
        let config = try parse("""
        {
          "include": ["App", "Packages"],
          "exclude": ["**/Generated/**"],
          "disable": ["toolbar-text-only-item"],
          "enable": ["vertical-bar-opt-out"],
          "severity": { "fixed-width": "error" },
          "options": { "fixed-width": { "threshold": 240 } },
          "report-superfluous-suppressions": true,
          "baseline": ".duo-lint-baseline.json",
          "allow-no-files": true,
          "tests": false,
          "swift-version": "6.0",
          "defines": ["DEBUG"],
          "extends": "../.duo-lint.json"
        }
        """)
        XCTAssertEqual(config.include, ["App", "Packages"])
        XCTAssertEqual(config.exclude, ["**/Generated/**"])
        XCTAssertEqual(config.disable, ["toolbar-text-only-item"])
        XCTAssertEqual(config.enable, ["vertical-bar-opt-out"])
        XCTAssertEqual(config.severity, ["fixed-width": .error])
        XCTAssertTrue(config.reportSuperfluousSuppressions)
        XCTAssertEqual(config.path, ".duo-lint.json")
        XCTAssertEqual(config.options["fixed-width"]?["threshold"], .int(240))
        XCTAssertNil(config.options["fixed-width"]?["missing"])
        XCTAssertEqual(config.baseline, ".duo-lint-baseline.json")
        XCTAssertEqual(config.baselinePath, ".duo-lint-baseline.json")
        XCTAssertEqual(Configuration(path: "/repo/.duo-lint.json", baseline: "ci/b.json").baselinePath, "/repo/ci/b.json")
        XCTAssertEqual(Configuration(path: "/repo/.duo-lint.json", baseline: "/abs/b.json").baselinePath, "/abs/b.json")
        XCTAssertTrue(config.allowNoFiles)
        XCTAssertEqual(config.tests, false)
        XCTAssertEqual(config.swiftVersion, "6.0")
        XCTAssertEqual(config.defines, ["DEBUG"])
        XCTAssertEqual(config.extends, "../.duo-lint.json")
        XCTAssertNil(config.options["main-screen-bounds"])
    }

    func testEmptyObjectIsTheDefault() throws {
        var config = try parse("{}")
        XCTAssertEqual(config.path, ".duo-lint.json")
        config.path = nil
        XCTAssertEqual(config, Configuration.default)
        XCTAssertFalse(Configuration.default.reportSuperfluousSuppressions)
        XCTAssertTrue(Configuration.default.include.isEmpty)
    }

    func testRuleSelectionAndSeverity() throws {
        let config = try parse(#"{"disable": ["fixed-width"], "enable": ["fixed-width", "vertical-bar-opt-out"], "severity": {"main-screen-bounds": "note"}}"#)
        let fixed = RuleDescriptor(id: "fixed-width", tier: 1, severity: .warning, category: .layout, summary: "")
        let optOut = RuleDescriptor(id: "vertical-bar-opt-out", tier: 3, severity: .note, category: .bars, summary: "", enabledByDefault: false)
        let bounds = RuleDescriptor(id: "main-screen-bounds", tier: 1, severity: .warning, category: .layout, summary: "")
        let offByDefault = RuleDescriptor(id: "toolbar-text-only-item", tier: 1, severity: .note, category: .bars, summary: "", enabledByDefault: false)
        XCTAssertFalse(config.isEnabled(fixed), "disable wins over enable")
        XCTAssertTrue(config.isEnabled(optOut))
        XCTAssertTrue(config.isEnabled(bounds))
        XCTAssertFalse(config.isEnabled(offByDefault))
        XCTAssertEqual(config.severity(of: bounds), .note)
        XCTAssertEqual(config.severity(of: fixed), .warning)
    }

    func testIncludeAndExclude() throws {
        // As the file walk judges them (EffectiveConfiguration, paths relative to the config's directory).
        let config = try parse(#"{"include": ["App", "/Packages"], "exclude": ["**/Generated/**", "*.pb.swift"]}"#)
        let effective = EffectiveConfiguration(layers: [config], currentDirectory: "/repo")
        XCTAssertTrue(effective.admits(file: "/repo/App/View.swift"))
        XCTAssertTrue(effective.admits(file: "/repo/Packages/Core/A.swift"))
        XCTAssertFalse(effective.admits(file: "/repo/Tests/A.swift"))
        XCTAssertFalse(effective.admits(file: "/repo/App/Generated/A.swift"))
        XCTAssertFalse(effective.admits(file: "/repo/App/Model.pb.swift"))
        XCTAssertTrue(effective.excludes(directory: "/repo/App/Generated"))
        XCTAssertFalse(effective.excludes(directory: "/repo/App"))
        XCTAssertTrue(EffectiveConfiguration.builtInDefault(currentDirectory: "/repo").admits(file: "/repo/Anything.swift"))
    }

    func testDirectory() {
        XCTAssertNil(Configuration.default.directory)
        XCTAssertEqual(Configuration(path: ".duo-lint.json").directory, ".")
        XCTAssertEqual(Configuration(path: "/repo/.duo-lint.json").directory, "/repo")
        XCTAssertEqual(Configuration(path: "/.duo-lint.json").directory, "/")
    }

    func testDocsURL() throws {
        XCTAssertNil(try parse("{}").docsURL)
        XCTAssertEqual(try parse(#"{"docs-url": "https://docs.example.com/{rule}.html"}"#).docsURL, "https://docs.example.com/{rule}.html")
        assertError(#"{"docs-url": "docs/rules"}"#,
                    #".duo-lint.json: "docs-url" must be an https:// (or http://, file://) address, e.g. "https://example.com/duo-lint/rules/{rule}.html""#)
        assertError(#"{"docs-url": 3}"#,
                    #".duo-lint.json: "docs-url" must be an https:// (or http://, file://) address, e.g. "https://example.com/duo-lint/rules/{rule}.html""#)
    }

    func testErrorsNameFileAndKey() {
        assertError(#"{"exlude": []}"#, #".duo-lint.json: unknown key "exlude"; did you mean "exclude"?"#)
        assertError(#"{"nonsense": []}"#, #".duo-lint.json: unknown key "nonsense""#)
        assertError(#"{"severity": {"fixed-width": "fatal"}}"#, #".duo-lint.json: "severity.fixed-width" must be one of error, warning, note"#)
        assertError(#"{"severity": {"fixed-width": 2}}"#, #".duo-lint.json: "severity.fixed-width" must be one of error, warning, note"#)
        assertError(#"{"severity": {"fixd-width": "error"}}"#, #".duo-lint.json: unknown rule id "fixd-width" in "severity"; did you mean "fixed-width"?"#)
        assertError(#"{"severity": ["fixed-width"]}"#, #".duo-lint.json: "severity" must be an object mapping rule ids to error, warning or note"#)
        assertError(#"{"disable": ["fixd-width"]}"#, #".duo-lint.json: unknown rule id "fixd-width" in "disable"; did you mean "fixed-width"?"#)
        assertError(#"{"enable": ["nope"]}"#, #".duo-lint.json: unknown rule id "nope" in "enable""#)
        assertError(#"{"disable": "fixed-width"}"#, #".duo-lint.json: "disable" must be an array of strings"#)
        assertError(#"{"include": ["App", 3]}"#, #".duo-lint.json: "include" must be an array of strings"#)
        assertError(#"{"exclude": null}"#, #".duo-lint.json: "exclude" must be an array of strings"#)
        assertError(#"{"options": {"nope": {}}}"#, #".duo-lint.json: unknown rule id "nope" in "options""#)
        assertError(#"{"options": {"fixed-width": 240}}"#, #".duo-lint.json: "options.fixed-width" must be an object"#)
        assertError(#"{"options": {"fixed-width": {"threshold": [240]}}}"#, #".duo-lint.json: "options.fixed-width.threshold" must be a number from 1 to 5000 (got an array)"#)
        assertError(#"{"options": {"fixed-width": {"threshold": null}}}"#, #".duo-lint.json: "options.fixed-width.threshold" must be a number from 1 to 5000 (got null)"#)
        assertError(#"{"options": []}"#, #".duo-lint.json: "options" must be an object mapping rule ids to objects"#)
        assertError(#"{"report-superfluous-suppressions": "yes"}"#, #".duo-lint.json: "report-superfluous-suppressions" must be true or false"#)
        assertError(#"["include"]"#, ".duo-lint.json: the configuration must be a JSON object")
        assertError(#"{"baseline": 3}"#, #".duo-lint.json: "baseline" must be a non-empty path string"#)
        assertError(#"{"baseline": ""}"#, #".duo-lint.json: "baseline" must be a non-empty path string"#)
        assertError(#"{"allow-no-files": "yes"}"#, #".duo-lint.json: "allow-no-files" must be true or false"#)
        assertError(#"{"tests": 1}"#, #".duo-lint.json: "tests" must be true or false"#)
        assertError(#"{"swift-version": 6}"#, #".duo-lint.json: "swift-version" must be a version string such as "6.0""#)
        assertError(#"{"swift-version": "six"}"#, #".duo-lint.json: "swift-version" must be a version string such as "6.0""#)
        assertError(#"{"defines": ["DEBUG", "NOT VALID"]}"#, #".duo-lint.json: "defines": "NOT VALID" is not a compilation condition name (letters, digits and _)"#)
        assertError(#"{"extends": ["a"]}"#, #".duo-lint.json: "extends" must be a non-empty path string"#)
    }

    /// Each rule declares its options: anything else under "options" is an error naming the key.
    func testRuleOptionsAreCheckedAgainstTheirDeclarations() throws {
        XCTAssertEqual(try parse(#"{"options": {"fixed-width": {"threshold": 240}}}"#).options["fixed-width"]?["threshold"], .int(240))
        XCTAssertEqual(try parse(#"{"options": {"fixed-width": {"threshold": 1}}}"#).options["fixed-width"]?["threshold"], .int(1))
        assertError(#"{"options": {"fixed-width": {"treshold": 240}}}"#,
                    #".duo-lint.json: unknown option "options.fixed-width.treshold" (fixed-width has "threshold"); did you mean "threshold"?"#)
        assertError(#"{"options": {"fixed-width": {"threshold": -5}}}"#,
                    #".duo-lint.json: "options.fixed-width.threshold" must be a number from 1 to 5000 (got -5)"#)
        assertError(#"{"options": {"fixed-width": {"threshold": 0}}}"#,
                    #".duo-lint.json: "options.fixed-width.threshold" must be a number from 1 to 5000 (got 0)"#)
        assertError(#"{"options": {"fixed-width": {"threshold": 1e9}}}"#,
                    #".duo-lint.json: "options.fixed-width.threshold" must be a number from 1 to 5000 (got 1000000000)"#)
        assertError(#"{"options": {"fixed-width": {"threshold": "240"}}}"#,
                    #".duo-lint.json: "options.fixed-width.threshold" must be a number from 1 to 5000 (got the string "240")"#)
        assertError(#"{"options": {"main-screen-bounds": {"threshold": 3}}}"#,
                    #".duo-lint.json: unknown option "options.main-screen-bounds.threshold": main-screen-bounds has no options"#)
        XCTAssertNoThrow(try parse(#"{"options": {"main-screen-bounds": {}}}"#))
        // Every declared option of the catalogue has a default inside its own range.
        for d in RuleRegistry.descriptors {
            for o in d.options {
                if case .number(let lo, let hi, _) = o.kind { XCTAssertTrue((lo...hi).contains(o.defaultValue), "\(d.id).\(o.name)") }
            }
        }
        XCTAssertEqual(RuleRegistry.descriptor(id: "fixed-width")?.options.map(\.name), ["threshold"])
    }

    func testInvalidJSONErrorsCarryPosition() {
        assertError("{\n  \"include\": [\"App\",,]\n}", ".duo-lint.json: invalid JSON at line 2, column 21: unexpected character, expected a value")
        assertError("{\n  \"exclude\": [],\n  \"exclude\": []\n}", #".duo-lint.json: invalid JSON at line 3, column 3: duplicate key "exclude""#)
        assertError("", ".duo-lint.json: invalid JSON at line 1, column 1: unexpected end of input, expected a value")
        assertError("{} {}", ".duo-lint.json: invalid JSON at line 1, column 4: unexpected content after the JSON value")
        assertError("/ comment\n{}", ".duo-lint.json: invalid JSON at line 1, column 1: unexpected character, expected a value")
        assertError(#"{"include": ["é\u12"]}"#, #".duo-lint.json: invalid JSON at line 1, column 20: invalid \u escape"#)
        assertError(String(repeating: "[", count: 10_000), ".duo-lint.json: invalid JSON at line 1, column 257: nesting deeper than 256 levels")
    }

    /// `.duo-lint.json` is JSONC (README.md, Configuration): `//` and `/* */` comments and trailing commas, as VS Code and TypeScript
    /// accept; errors after comments still point at the right line and column.
    func testConfigAcceptsCommentsAndTrailingCommas() throws {
        let config = try parse("""
        // duo-lint settings
        {
          /* which files */
          "include": ["App", "Packages",], // trailing comma
          "disable": [
            "fixed-width", // too noisy for us
          ],
          "severity": { "toolbar-text-only-item": "error", /* a note */ },
          "options": { "fixed-width": { "threshold": 240, }, },
          "exclude": ["Gen/*.swift", "**/*Mock*//x"],
        }
        /* the end */
        """)
        XCTAssertEqual(config.include, ["App", "Packages"])
        XCTAssertEqual(config.exclude, ["Gen/*.swift", "**/*Mock*//x"], "comment markers inside strings are text")
        XCTAssertEqual(config.disable, ["fixed-width"])
        XCTAssertEqual(config.severity, ["toolbar-text-only-item": .error])
        XCTAssertEqual(config.options["fixed-width"]?["threshold"], .int(240))
        // Errors count the lines comments take.
        assertError("// one\n/* two\n three */\n{\"exlude\": 1 2}", ".duo-lint.json: invalid JSON at line 4, column 14: expected ',' or '}'")
        assertError("{\n  // ok\n  \"include\": [,]\n}", ".duo-lint.json: invalid JSON at line 3, column 15: unexpected character, expected a value")
        assertError("{,}", ".duo-lint.json: invalid JSON at line 1, column 2: expected a string key")
        assertError("{\"include\": []}\n/* open", ".duo-lint.json: invalid JSON at line 2, column 1: unterminated /* comment")
        assertError("{\"include\": [] /}", ".duo-lint.json: invalid JSON at line 1, column 16: expected ',' or '}'")
        assertError("{\"include\": [],\n // c\n \"include\": []}", #".duo-lint.json: invalid JSON at line 3, column 2: duplicate key "include""#)
        // Strict JSON elsewhere: a baseline holds no comment.
        XCTAssertThrowsError(try JSON.parse("// c\n{}", options: .strict))
        XCTAssertThrowsError(try JSON.parse("[1,]", options: .strict))
        XCTAssertEqual(try JSON.parse("[1,]", options: .config), .array([.int(1)]))
    }

    /// One reader, three option sets: what each accepts and refuses (duplicate keys, lone surrogates, depth).
    func testJSONReaderOptions() throws {
        XCTAssertThrowsError(try JSON.parse(#"{"a": 1, "a": 2}"#, options: .strict))
        XCTAssertEqual(try JSON.parse(#"{"a": 1, "a": 2}"#, options: .message)["a"], .int(2), "a message: the last wins")
        XCTAssertThrowsError(try JSON.parse(#""\ud800""#, options: .config))
        XCTAssertThrowsError(try JSON.parse(#""\udc00x""#, options: .config))
        XCTAssertEqual(try JSON.parse(#"["\ud800\u0041\udc00"]"#, options: .message), .array([.string("\u{FFFD}A\u{FFFD}")]))
        XCTAssertThrowsError(try JSON.parse("[1,]", options: .message), "no JSONC in a message")
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertThrowsError(try JSON.parse(deep, options: .config))
        XCTAssertThrowsError(try JSON.parse(deep, options: .message))
    }

    /// The fuzz target's checks (`JSONSelfCheck`, `FUZZ_TARGET=json Scripts/fuzz.sh`) on its seeds and saved inputs
    /// (`Tests/DuoLintTests/Fuzz/json-*`), on every prefix of each and on single-byte mutations.
    func testJSONReaderSelfCheckOnSeedsAndMutations() throws {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fuzz")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix("json-") }.sorted()
        XCTAssertFalse(names.isEmpty)
        var inputs: [[UInt8]] = []
        for name in names { inputs.append([UInt8](try Data(contentsOf: dir.appendingPathComponent(name)))) }
        inputs.append(Array(#"{"a": [1, 2.5, "x", {"b": null}], "c": true}"#.utf8))
        var checked = 0
        var rng = SystemRandomNumberGenerator()
        let bytesOfInterest = Array("{}[],:\"\\/*\n 0-eEu.tfn".utf8)
        for input in inputs {
            XCTAssertNil(JSONSelfCheck.check(input), "\(String(decoding: input, as: UTF8.self))")
            for end in 0...input.count {
                if let problem = JSONSelfCheck.check(Array(input[..<end])) { XCTFail("prefix \(end): \(problem)") }
                checked += 1
            }
            for _ in 0..<300 where !input.isEmpty {
                var mutant = input
                let at = Int.random(in: 0..<mutant.count, using: &rng)
                mutant[at] = bytesOfInterest.randomElement(using: &rng)!
                if let problem = JSONSelfCheck.check(mutant) {
                    XCTFail("\(problem): \(String(decoding: mutant, as: UTF8.self))")
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 1_000)
    }

    func testLoadReadsFilesAndReportsUnreadableOnes() throws {
        let dir = try temporaryDirectory()
        let path = dir + "/.duo-lint.json"
        try Data(#"{"disable": ["fixed-width"]}"#.utf8).write(to: URL(fileURLWithPath: path))
        let config = try ConfigLoader.load(path: path, knownRuleIDs: known)
        XCTAssertEqual(config.disable, ["fixed-width"])
        XCTAssertEqual(config.path, path)

        XCTAssertThrowsError(try ConfigLoader.load(path: dir + "/missing.json", knownRuleIDs: known)) { error in
            XCTAssertEqual("\(error)", "\(dir)/missing.json: cannot read the file (no such file)")
        }
        XCTAssertThrowsError(try ConfigLoader.load(path: dir, knownRuleIDs: known)) { error in
            XCTAssertEqual("\(error)", "\(dir): cannot read the file (it is a directory)")
        }
        let latin1 = dir + "/latin1.json"
        try Data([0x7B, 0x22, 0xE9, 0x22, 0x3A, 0x31, 0x7D]).write(to: URL(fileURLWithPath: latin1))
        XCTAssertThrowsError(try ConfigLoader.load(path: latin1, knownRuleIDs: known)) { error in
            XCTAssertEqual("\(error)", "\(latin1): invalid JSON: the file is not UTF-8")
        }
    }

    func testDiscoverFindsNearestConfigUpward() throws {
        let root = try temporaryDirectory()
        let fm = FileManager.default
        try fm.createDirectory(atPath: root + "/a/b/c", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: root + "/a/b/.duo-lint.json", withIntermediateDirectories: true)  // a directory: ignored
        try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/a/.duo-lint.json"))
        let resolvedRoot = URL(fileURLWithPath: root).standardizedFileURL.path
        XCTAssertEqual(ConfigLoader.discover(from: root + "/a/b/c"), resolvedRoot + "/a/.duo-lint.json")
        XCTAssertEqual(ConfigLoader.discover(from: root + "/a/b/c/../.."), resolvedRoot + "/a/.duo-lint.json")
        try Data("{}".utf8).write(to: URL(fileURLWithPath: root + "/a/b/c/.duo-lint.json"))
        XCTAssertEqual(ConfigLoader.discover(from: root + "/a/b/c"), resolvedRoot + "/a/b/c/.duo-lint.json")
    }

    func testDiscoverReturnsNilWithoutConfig() throws {
        let root = try temporaryDirectory()
        // Only meaningful if no ancestor of the temporary directory has a config.
        try XCTSkipIf(ConfigLoader.discover(from: (root as NSString).deletingLastPathComponent) != nil,
                      "an ancestor of the temporary directory has a .duo-lint.json; skipping")
        XCTAssertNil(ConfigLoader.discover(from: root))
    }

    func testJSONParsingAndPrinting() throws {
        let value = try JSON.parse(#" { "b": [1, -2.5e1, true, false, null], "a": "x\"\\\/\b\f\n\r\t\u00e9\ud83e\udded" } "#, options: .strict)
        XCTAssertEqual(value, .object([
            "a": .string("x\"\\/\u{8}\u{c}\n\r\té🧭"),
            "b": .array([.int(1), .double(-25), .bool(true), .bool(false), .null]),
        ]))
        XCTAssertEqual(value.rendered(), """
        {
          "a": "x\\"\\\\/\\b\\f\\n\\r\\té🧭",
          "b": [
            1,
            -25,
            true,
            false,
            null
          ]
        }
        """)
        XCTAssertEqual(try JSON.parse(value.rendered(), options: .strict), value)
        XCTAssertEqual(JSON.double(0.25).rendered(), "0.25")
        XCTAssertEqual(JSON.double(.infinity).rendered(), "null")
        XCTAssertEqual(JSON.object([:]).rendered(), "{}")
        XCTAssertEqual(JSON.array([]).rendered(), "[]")
        XCTAssertEqual(JSON.string("\u{1}").rendered(), #""\u0001""#)
        XCTAssertNil(JSON.double(1e300).int)
    }

    /// One value type for every JSON duo-lint reads and writes: a number is one value however it is written, the
    /// two writers agree on every scalar, and each reader option set keeps its own policy.
    func testOneJSONValueForFilesAndMessages() throws {
        XCTAssertEqual(JSON.int(240), .double(240), "240 and 240.0 are the same number")
        XCTAssertNotEqual(JSON.int(240), .double(240.5))
        XCTAssertNotEqual(JSON.int(1), .string("1"))
        XCTAssertNotEqual(JSON.int(Int.max), .double(Double(Int.max)), "beyond the exact range: not equal")
        XCTAssertEqual(Set([JSON.int(3), .double(3), .double(3.5)]).count, 2, "equal numbers hash alike")
        XCTAssertEqual(try JSON.parse("240.0", options: .config), .int(240))
        XCTAssertEqual(try JSON.parse("240", options: .message), .int(240))
        XCTAssertEqual(try JSON.parse("1.5", options: .message).int, nil)
        XCTAssertEqual(try JSON.parse("1.5", options: .strict).number, 1.5)
        XCTAssertEqual(JSON.double(2).int, 2)
        let value = JSON.object(["b": .array([.int(1), .double(2.5), .double(3), .null, .bool(true)]), "a": .string("é\"\n")])
        XCTAssertEqual(value.text, #"{"a":"é\"\n","b":[1,2.5,3,null,true]}"#, "compact, keys sorted")
        XCTAssertEqual(try JSON.parse(value.text, options: .strict), value)
        XCTAssertEqual(try JSON.parse(value.rendered(), options: .message), value)
        // The reader's policies are options of the one reader: duplicates and lone surrogates.
        XCTAssertThrowsError(try JSON.parse(#"{"a":1,"a":2}"#, options: .config))
        XCTAssertEqual(try JSON.parse(#"{"a":1,"a":2}"#, options: .message), .object(["a": .int(2)]))
        XCTAssertThrowsError(try JSON.parse(#""\udc00""#, options: .strict))
        XCTAssertEqual(try JSON.parse(#""\udc00""#, options: .message), .string("\u{FFFD}"))
    }

    func testJSONRejectsMalformedInput() {
        for text in ["01", "1.", "-", "1e", "tru", "\"a", "\"\\x\"", "\"\\ud800\"", "\"tab\there\"", "[1 2]", "{\"a\" 1}", "{1: 2}", "1e999"] {
            XCTAssertThrowsError(try JSON.parse(text, options: .strict), text)
        }
    }
}
