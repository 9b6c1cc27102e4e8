import XCTest
@testable import DuoLint

/// `Rules/<id>.md` is the catalogue: every rule has one, every one names a rule, its header matches the rule's
/// metadata, and its examples run here — triggering examples must produce exactly their `// want:` findings,
/// clean examples none. Documentation cannot drift from behaviour.
final class RuleDocTests: XCTestCase {
    struct Doc {
        var id: String
        var text: String
        var triggering: [[String: String]] = []
        var clean: [[String: String]] = []
    }

    static let requiredSections = ["## What it finds", "## Why", "## Triggers", "## Does not trigger", "## How to fix"]

    static func loadDocs() throws -> [Doc] {
        let dir = LintHarness.repoRoot.appendingPathComponent("Rules")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".md") }.sorted()
        return try names.map { name in
            let text = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
            return parse(id: String(name.dropLast(3)), text: text)
        }
    }

    /// Splits a doc into its example blocks (read by `RuleDoc`, as `explain` and the reports read it); a block may
    /// hold several files separated by `// file: Name.swift`.
    static func parse(id: String, text: String) -> Doc {
        var doc = Doc(id: id, text: text)
        for (heading, body) in RuleDoc(markdown: text).sections {
            let blocks = RuleDoc.codeBlocks(body, language: "swift").map { splitFiles($0.components(separatedBy: "\n")) }
            if heading.hasPrefix("Triggers") { doc.triggering += blocks }
            if heading.hasPrefix("Does not trigger") { doc.clean += blocks }
        }
        return doc
    }

    static func splitFiles(_ lines: [String]) -> [String: String] {
        var files: [String: String] = [:]
        var current = "Example.swift"
        var buffer: [String] = []
        for line in lines {
            if line.hasPrefix("// file: ") {
                if !buffer.isEmpty { files[current] = buffer.joined(separator: "\n") }
                current = String(line.dropFirst("// file: ".count)).trimmingCharacters(in: .whitespaces)
                buffer = []
            } else {
                buffer.append(line)
            }
        }
        files[current] = buffer.joined(separator: "\n")
        return files
    }

    func testEveryRuleHasADocAndEveryDocHasARule() throws {
        let docs = Set(try Self.loadDocs().map { $0.id })
        let rules = Set(RuleRegistry.descriptors.map { $0.id })
        XCTAssertEqual(rules.subtracting(docs).sorted(), [], "rules without Rules/<id>.md")
        XCTAssertEqual(docs.subtracting(rules).sorted(), [], "docs without a rule")
    }

    func testDocsHaveTheRequiredShapeAndMatchTheRuleMetadata() throws {
        for doc in try Self.loadDocs() {
            guard let d = RuleRegistry.descriptor(id: doc.id) else { continue }
            let lines = doc.text.components(separatedBy: "\n")
            XCTAssertEqual(lines.first, "# \(d.id)", "\(doc.id).md: first line")
            let header = "*Tier \(d.tier) · \(d.defaultSeverity.rawValue) · \(d.category.rawValue)*"
            XCTAssertTrue(lines.contains(header), "\(doc.id).md: missing header line \(header)")
            for section in Self.requiredSections {
                XCTAssertTrue(lines.contains { $0.hasPrefix(section) }, "\(doc.id).md: missing \(section)")
            }
            Self.assertCitesPublicSources(doc)
            XCTAssertFalse(doc.triggering.isEmpty, "\(doc.id).md: no triggering example")
            XCTAssertFalse(doc.clean.isEmpty, "\(doc.id).md: no clean example")
            // A user who reads the doc learns whether the rule runs without being enabled.
            XCTAssertEqual(doc.text.contains("**Off by default**"), !d.enabledByDefault,
                           "\(doc.id).md: says **Off by default** exactly when the rule is off by default")
        }
    }

    /// The tech talks by title (with a timecode), the HIG page by title, the other guidance as "developer guidance";
    /// never the seed files users do not have.
    static let talks = ["*Design for iPhone Duo*", "*Raise the bar with iPhone Duo*", "*Strike a pose with adaptive layouts on iPhone Duo*"]

    static func assertCitesPublicSources(_ doc: Doc, file: StaticString = #filePath, line: UInt = #line) {
        let text = doc.text.replacingOccurrences(of: "\n", with: " ")
        XCTAssertFalse(text.lowercased().contains("seed 0"), "\(doc.id).md: cite the public source, not a seed file", file: file, line: line)
        let sources = talks + ["*Designing for iPhone Duo*", "developer guidance"]
        XCTAssertTrue(sources.contains { text.contains($0) }, "\(doc.id).md: cite the guidance by title", file: file, line: line)
        for talk in talks {
            var rest = text[...]
            while let r = rest.range(of: talk) {
                let after = rest[r.upperBound...].prefix(24)
                XCTAssertNotNil(after.range(of: #"^,? \(?tech talk, \d+:\d\d"#, options: .regularExpression),
                                "\(doc.id).md: \(talk) is cited without \"tech talk, m:ss\": \(after)", file: file, line: line)
                rest = rest[r.upperBound...]
            }
        }
    }

    func testTriggeringExamplesProduceExactlyTheMarkedFindings() throws {
        for doc in try Self.loadDocs() where RuleRegistry.descriptor(id: doc.id) != nil {
            for example in doc.triggering {
                let marked = LintHarness.expectations(example)
                let want = marked.filter { $0.hasSuffix(": \(doc.id)") }
                XCTAssertEqual(marked, want, "\(doc.id).md: // want markers for another rule match nothing here")
                XCTAssertFalse(want.isEmpty, "\(doc.id).md: a triggering example has no // want: \(doc.id) marker")
                let got = LintHarness.lint(example, rules: [doc.id]).filter { $0.ruleID == doc.id }
                    .map { "\($0.path):\($0.line): \($0.ruleID)" }.sorted()
                XCTAssertEqual(got, want, "\(doc.id).md: triggering example")
            }
        }
    }

    func testCleanExamplesProduceNoFindings() throws {
        for doc in try Self.loadDocs() where RuleRegistry.descriptor(id: doc.id) != nil {
            for example in doc.clean {
                let got = LintHarness.lint(example, rules: [doc.id]).filter { $0.ruleID == doc.id }
                XCTAssertEqual(got.map { "\($0.path):\($0.line): \($0.message)" }, [], "\(doc.id).md: clean example")
            }
        }
    }
}
