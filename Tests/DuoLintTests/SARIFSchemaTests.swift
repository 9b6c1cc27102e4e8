import Foundation
import XCTest
@testable import DuoLint

/// Validates generated SARIF against the real OASIS SARIF 2.1.0 schema (draft-04) with Python's
/// `jsonschema` (installed by `.ci/install-test-deps.sh`). `uri` and `uri-reference` formats are
/// checked against RFC 3986's character rules, so a raw space or non-ASCII byte in a URI fails.
///
/// The schema is `$DUO_LINT_SARIF_SCHEMA`, or `shared/sarif/sarif-schema-2.1.0.json` (or
/// `sarif/sarif-schema-2.1.0.json`) in a directory above this file. The tests that use it skip when the schema or
/// `jsonschema` is missing (`requireTools(.sarifSchema, .jsonschema)`).
enum SARIFSchemaValidator {
    static let validatorScript = #"""
    import json, re, sys
    try:
        import jsonschema
    except ImportError:
        sys.exit(3)
    with open(sys.argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    with open(sys.argv[2], encoding="utf-8") as f:
        instance = json.load(f)
    checker = jsonschema.FormatChecker()
    URI_CHARS = re.compile(r"^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?#\[\]]|%[0-9A-Fa-f]{2})*$")
    SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.\-]*:")
    @checker.checks("uri")
    def is_uri(value):
        return not isinstance(value, str) or bool(SCHEME.match(value) and URI_CHARS.match(value))
    @checker.checks("uri-reference")
    def is_uri_reference(value):
        if not isinstance(value, str):
            return True
        if not URI_CHARS.match(value):
            return False
        first_segment = re.split(r"[/?#]", value, maxsplit=1)[0]
        return ":" not in first_segment or bool(SCHEME.match(value))
    validator = jsonschema.Draft4Validator(schema, format_checker=checker)
    errors = sorted(validator.iter_errors(instance), key=lambda e: list(e.absolute_path))
    for error in errors:
        print("/".join(str(p) for p in error.absolute_path) + ": " + error.message)
    sys.exit(1 if errors else 0)
    """#

    static func findSchema() -> String? {
        let fm = FileManager.default
        if let path = ProcessInfo.processInfo.environment["DUO_LINT_SARIF_SCHEMA"], fm.fileExists(atPath: path) {
            return path
        }
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while dir.path != "/" {
            for relative in ["shared/sarif/sarif-schema-2.1.0.json", "sarif/sarif-schema-2.1.0.json"] {
                let candidate = dir.appendingPathComponent(relative).path
                if fm.fileExists(atPath: candidate) { return candidate }
            }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    /// Runs the validator on `sarif`; returns its exit status and output. The calling test must have called
    /// `try requireTools(.sarifSchema, .jsonschema)`: a missing schema or `jsonschema` here is an error.
    static func validate(_ sarif: String) throws -> (status: Int32, output: String) {
        let schema = try TestTool.sarifSchema.path()
        _ = try TestTool.jsonschema.path()
        let instance = FileManager.default.temporaryDirectory
            .appendingPathComponent("duo-lint-sarif-\(UUID().uuidString).sarif")
        try Data(sarif.utf8).write(to: instance)
        defer { try? FileManager.default.removeItem(at: instance) }
        let run = try CLITestCase.runProcess("/usr/bin/env", ["python3", "-c", Self.validatorScript, schema, instance.path],
                                             cwd: "/")
        // 3: the validator found no jsonschema although the look-up did.
        guard run.status != 3 else { throw TestTool.Undeclared(tool: .jsonschema) }
        return (run.status, run.stdout + run.stderr)
    }

    /// Asserts that `sarif` validates against the schema (the caller has required the schema and `jsonschema`).
    static func assertValid(_ sarif: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try validate(sarif)
        XCTAssertEqual(result.status, 0, "SARIF does not validate:\n\(result.output)", file: file, line: line)
    }
}

final class SARIFSchemaTests: XCTestCase {
    private func validate(_ sarif: String) throws -> (status: Int32, output: String) {
        try SARIFSchemaValidator.validate(sarif)
    }

    private func assertValid(_ sarif: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try SARIFSchemaValidator.assertValid(sarif, file: file, line: line)
    }

    func testFindingsWithRelatedLocationsAndOddPathsValidate() throws {
        try requireTools(.sarifSchema, .jsonschema)
        try assertValid(renderReport(ReportFixtures.findings, format: .sarif, context: ReportFixtures.context()))
    }

    func testSourceRootWithSpacesValidates() throws {
        try requireTools(.sarifSchema, .jsonschema)
        let context = ReportFixtures.context(sourceRoot: "/tmp/My Projects/ünï")
        try assertValid(renderReport(ReportFixtures.findings, format: .sarif, context: context))
    }

    func testEmptyRunValidates() throws {
        try requireTools(.sarifSchema, .jsonschema)
        try assertValid(renderReport([], format: .sarif, context: ReportFixtures.context()))
        let bare = ReportContext(toolVersion: "0.0.1", rules: [])
        try assertValid(renderReport([], format: .sarif, context: bare))
    }

    func testManyRelatedLocationsAndMultiLineRangesValidate() throws {
        try requireTools(.sarifSchema, .jsonschema)
        let related = (1...5).map {
            RelatedLocation(path: "Sources/[weird] dir/#\($0) 100%.swift",
                            range: ReportFixtures.range($0, 1, $0 + 2, 4), message: "related \($0)")
        }
        let finding = Finding(ruleID: "arrangement-in-scroll-view", severity: .error, message: "multi\nline\tmessage",
                              path: "a b/c d.swift", range: ReportFixtures.range(5, 3, 9, 1), related: related,
                              fingerprint: "abc")
        try assertValid(renderReport([finding], format: .sarif, context: ReportFixtures.context()))
    }

    /// The validator must be real: a log with a raw space in a URI or without `version` fails.
    func testValidatorRejectsInvalidLogs() throws {
        try requireTools(.sarifSchema, .jsonschema)
        let valid = renderReport(ReportFixtures.findings, format: .sarif, context: ReportFixtures.context())
        let badURI = valid.replacingOccurrences(of: "App/My%20Views/Feed.swift", with: "App/My Views/Feed.swift")
        XCTAssertNotEqual(badURI, valid)
        let badURIResult = try validate(badURI)
        XCTAssertEqual(badURIResult.status, 1)
        XCTAssertTrue(badURIResult.output.contains("uri-reference"), badURIResult.output)

        let noVersion = valid.replacingOccurrences(of: ",\n  \"version\": \"2.1.0\"\n}", with: "\n}")
        XCTAssertNotEqual(noVersion, valid)
        XCTAssertEqual(try validate(noVersion).status, 1)

        let badLevel = valid.replacingOccurrences(of: "\"level\": \"note\"", with: "\"level\": \"info\"")
        XCTAssertEqual(try validate(badLevel).status, 1)
    }
}
