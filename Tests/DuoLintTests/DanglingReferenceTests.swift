import Foundation
import XCTest

/// Issue 26, item 6: nothing the user sees or the repository's documents contain points at a file outside the
/// repository (the project's private contract files, `../shared`, seed files) or at an address nobody set (help
/// links come from `"docs-url"` only); the source paths the documents name exist.
final class DanglingReferenceTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Every file below the root with one of `extensions`, outside `.build` and `.git`, as paths relative to it.
    static func files(_ extensions: Set<String>) -> [String] {
        var result: [String] = []
        let e = FileManager.default.enumerator(atPath: root)
        while let path = e?.nextObject() as? String {
            if path.hasPrefix(".build") || path.hasPrefix(".git") || path.contains("/.build/") { e?.skipDescendants(); continue }
            if extensions.contains((path as NSString).pathExtension) { result.append(path) }
        }
        return result.sorted()
    }

    static func read(_ relative: String) -> String {
        (try? String(contentsOfFile: root + "/" + relative, encoding: .utf8)) ?? ""
    }

    /// Files outside the repository and unchecked addresses, as they were cited.
    static let outside = ["RULES.md", "SPEC.md", "SPEC §", "RULES §", "../shared", "seed 00", "github.com/duo-lint/"]

    func testDocumentsAndWhatTheUserSeesNameNothingOutsideTheRepository() {
        let documents = Self.files(["md"])
        XCTAssertGreaterThan(documents.count, 20, "the rule docs, the READMEs, CONTRIBUTING, ARCHITECTURE")
        // What the user reads besides the documents: the help text, the embedded rule docs, the report's words.
        let shown = documents + ["Sources/duo-lint/Help.swift", "Sources/DuoLint/Catalogue/RuleDocs.generated.swift",
                                 "Sources/DuoLintReadiness/HTMLReport.swift", "Sources/DuoLint/Formats/MarkdownReport.swift"]
        for file in shown {
            let text = Self.read(file)
            XCTAssertFalse(text.isEmpty, file)
            for name in Self.outside { XCTAssertFalse(text.contains(name), "\(file) names \(name)") }
        }
    }

    /// Code comments cite this repository's files (`Rules/<id>.md`, `VOCABULARY.md`, `ARCHITECTURE.md`) or the
    /// guidance's public titles, never the project's contract or its seed files (issue 22 item 6).
    func testSourcesCiteNoContractSectionOrSeed() {
        let sources = Self.files(["swift", "py", "sh"]).filter {
            ($0.hasPrefix("Sources/") || $0.hasPrefix("Plugins/") || $0.hasPrefix("Tests/") || $0.hasPrefix("Scripts/"))
                && !$0.hasSuffix("DanglingReferenceTests.swift")
        }
        XCTAssertGreaterThan(sources.count, 50)
        for file in sources {
            let text = Self.read(file)
            // Tests and scripts may say where an optional tool's input is found (a schema beside the clone).
            let shipped = file.hasPrefix("Sources/") || file.hasPrefix("Plugins/")
            for name in ["RULES" + ".md", "SPEC §", "SPEC.md", "RULES §", "seed 00"] + (shipped ? ["the seeds", "../shared"] : []) {
                XCTAssertFalse(text.contains(name), "\(file) cites \(name)")
            }
        }
    }

    func testNoBuiltInHelpAddress() {
        let sources = Self.files(["swift", "toml", "json", "yml", "yaml"]).filter { !$0.hasPrefix("Tests/") }
        XCTAssertGreaterThan(sources.count, 50)
        for file in sources {
            XCTAssertFalse(Self.read(file).contains("github.com/duo-lint/"), "\(file): an address nobody checked")
        }
    }

    /// Paths a document names that are not this repository's, with the reason.
    static let notOurs = ["Scripts/duo-lint.sh": "where a user may save the Xcode run script in their project"]

    func testSourcePathsTheDocumentsNameExist() {
        var checked = 0
        for file in Self.files(["md"]) {
            let text = Self.read(file)
            let folder = (file as NSString).deletingLastPathComponent
            for path in text.matches(#"`((?:Sources|Tests|Scripts|Examples|Rules|Plugins)/[^`\s]*)`"#)
            where !path.contains("<") && !path.contains("*") && !path.contains("…") && Self.notOurs[path] == nil {
                checked += 1
                // From the root, or from the document's folder (a README of an example package names its own files).
                let exists = FileManager.default.fileExists(atPath: Self.root + "/" + path)
                    || FileManager.default.fileExists(atPath: Self.root + "/" + folder + "/" + path)
                XCTAssertTrue(exists, "\(file) names \(path), which does not exist")
            }
        }
        XCTAssertGreaterThan(checked, 30)
    }
}
