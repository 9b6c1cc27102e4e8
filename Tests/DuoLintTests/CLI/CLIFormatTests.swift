import Foundation
import XCTest

/// `--format text|json|sarif|github` and `--output` through the binary (README.md, Usage and Report formats).
final class CLIFormatTests: CLITestCase {
    /// A corpus with errors, warnings, notes, parse errors, suppressions, odd paths and Unicode.
    private func makeCorpus() throws {
        try write("App/Screen.swift", Self.errorSource)
        try write("App/Bars.swift", Self.warningSource + "let second = UIToolbar(); let third = UINavigationBar()\n")
        try write("App/My Views/Feed 100%.swift", "let 🙂 = UIToolbar()\nlet é = UITabBar()\r\nlet x = UIToolbar()\r")
        try write("App/Ünï/Côde,x:y.swift", Self.warningSource)
        try write("App/Broken.swift", "let a = \"unterminated\nlet b = UIToolbar()\nstruct X { func f() {\n")
        try writeData("App/Binary.swift", Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x00, 0x0A, 0x55, 0x49, 0x54, 0x61, 0x62, 0x42, 0x61, 0x72, 0x28, 0x29, 0x0A]))
        try write("App/Suppressed.swift", """
        import UIKit
        let a = UIToolbar() // duo-lint:disable:this custom-bar-instance
        let b = UIToolbar() // duo-lint:disable:this no-such-rule

        """)
        try write("App/Clean.swift", Self.cleanSource)
        try write(".duo-lint.json", #"{"severity": {"parse-error": "note"}}"#)
        // The example app, for volume and cross-file findings.
        let examples = Self.packageRoot + "/Examples/DuoNotes"
        if let names = try? FileManager.default.contentsOfDirectory(atPath: examples) {
            for name in names where name.hasSuffix(".swift") {
                let text = try String(contentsOfFile: examples + "/" + name, encoding: .utf8)
                try write("Examples/\(name)", text)
            }
        }
    }

    /// Every format, and the readiness report, is byte for byte the same from run to run: each run is its own process,
    /// with its own hash seed and heap addresses (so a report that follows the order of a `Set` or `Dictionary` changes
    /// between them), and a different `--jobs` (so one that follows the order files finish in changes too). Rendering
    /// twice in one process could not tell.
    func testDeterministicOutput() throws {
        try makeCorpus()
        let seeded = ["SWIFT_DETERMINISTIC_HASHING": "0"]
        let runs: [(String, [String])] = ["text", "json", "sarif", "github", "gitlab", "sonarqube", "checkstyle", "junit",
                                          "markdown"].map { ($0, ["--format", $0]) }
            + ["json", "markdown", "html"].map { ("report \($0)", ["report", "--format", $0, "."]) }
        for (name, arguments) in runs {
            var outputs: [String] = []
            for jobs in [1, 4, 2] {
                let run = try lint(arguments + ["--jobs", "\(jobs)"], env: seeded)
                XCTAssertTrue([0, 1].contains(run.status), "\(name): \(run.stderr)")
                outputs.append(run.stdout)
            }
            XCTAssertGreaterThan(outputs[0].count, 500, "\(name): a report with something in it")
            for (i, output) in outputs.enumerated().dropFirst() where output != outputs[0] {
                let a = outputs[0].split(separator: "\n", omittingEmptySubsequences: false)
                let b = output.split(separator: "\n", omittingEmptySubsequences: false)
                let line = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
                XCTFail("\(name): run \(i + 1) differs from run 1 at line \(line + 1): "
                        + "\(line < a.count ? String(a[line]) : "<end>") | \(line < b.count ? String(b[line]) : "<end>")")
            }
        }
    }

    func testEveryFormatReportsTheSameFindings() throws {
        try makeCorpus()
        let text = try lint(["--format", "text"])
        let json = try lint(["--format", "json"])
        let sarif = try lint(["--format", "sarif"])
        let github = try lint(["--format", "github"])
        let defaultFormat = try lint([])
        XCTAssertEqual(defaultFormat.stdout, text.stdout)
        for run in [text, json, sarif, github] {
            XCTAssertEqual(run.status, text.status)
            XCTAssertEqual(run.stderr, text.stderr)
        }
        let fromText = textLocations(text)
        XCTAssertGreaterThan(fromText.count, 10)
        XCTAssertEqual(jsonLocations(json), fromText)
        XCTAssertEqual(sarifLocations(sarif), fromText)
        XCTAssertEqual(githubLocations(github), fromText)
        let kinds = Set(fromText.map(\.rule))
        XCTAssertTrue(kinds.isSuperset(of: ["parse-error", "superfluous-suppression", Self.errorRule, Self.warningRule]), "\(kinds)")
        XCTAssertTrue(fromText.contains { $0.severity == "note" })
        // The summary agrees.
        let errors = fromText.filter { $0.severity == "error" }.count
        let warnings = fromText.filter { $0.severity == "warning" }.count
        let notes = fromText.filter { $0.severity == "note" }.count
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let files = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }.count
        let summary = "\(plural(fromText.count, "finding")) (\(plural(errors, "error")), \(plural(warnings, "warning")), \(plural(notes, "note"))) in \(plural(files, "file"))"
        // Then what the fixes can do (`; 5 fixable with duo-lint fix, 2 more with --unsafe-fixes`), tested in CLIFixTests.
        XCTAssertEqual(text.stderrLines.count, 1, "\(text.stderrLines)")
        let line = text.stderrLines.first ?? ""
        XCTAssertTrue(line == summary || line.hasPrefix(summary + "; ") && line.contains(" fixable with duo-lint fix"), line)
    }

    func testColumnsCountUnicodeScalarsAndIgnoreAByteOrderMark() throws {
        try write("U.swift", "let 🙂 = UIToolbar()\nlet é = UIToolbar()\n")
        try writeData("Bom.swift", Data([0xEF, 0xBB, 0xBF]) + Data("let a = UIToolbar()\n".utf8))
        let result = try lint(["--format", "json"])
        XCTAssertEqual(jsonLocations(result).map(\.description), [
            "Bom.swift:1:9: warning [custom-bar-instance]",
            "U.swift:1:9: warning [custom-bar-instance]",
            "U.swift:2:9: warning [custom-bar-instance]",
        ])
        let ends = jsonFindings(result).map { $0["endColumn"] as? Int }
        XCTAssertEqual(ends, [18, 18, 18])
    }

    func testSARIFFromTheCLIValidatesAgainstTheSchema() throws {
        try makeCorpus()
        let sarif = try lint(["--format", "sarif"])
        XCTAssertEqual(sarif.status, 1)
        // No findings, and stdin with an odd path, validate too.
        let empty = try lint(["--format", "sarif", "App/Clean.swift"])
        XCTAssertEqual(empty.status, 0)
        let stdin = try lint(["--format", "sarif", "--stdin-path", "/elsewhere/[odd] #1.swift"], stdin: Self.errorSource)
        XCTAssertTrue(stdin.stdout.contains("arrangement-in-scroll-view"), stdin.stdout)
        try requireTools(.sarifSchema, .jsonschema)
        try SARIFSchemaValidator.assertValid(sarif.stdout)
        try SARIFSchemaValidator.assertValid(empty.stdout)
        try SARIFSchemaValidator.assertValid(stdin.stdout)
    }

    func testSARIFCarriesWhatCodeScanningUses() throws {
        try makeCorpus()
        let result = try lint(["--format", "sarif"])
        guard let log = parseJSON(result.stdout) as? [String: Any],
              let run = (log["runs"] as? [[String: Any]])?.first,
              let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any],
              let rules = driver["rules"] as? [[String: Any]],
              let results = run["results"] as? [[String: Any]] else {
            return XCTFail("not a SARIF log")
        }
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        XCTAssertEqual(driver["name"] as? String, "duo-lint")
        let version = try lint(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual("duo-lint " + (driver["version"] as? String ?? "?"), version)
        XCTAssertNil(driver["informationUri"], "no \"docs-url\": no address is built in")
        XCTAssertFalse(result.stdout.contains("duo-lint/duo-lint"))
        XCTAssertEqual(run["columnKind"] as? String, "unicodeCodePoints")
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        XCTAssertTrue(Set(ruleIDs).isSuperset(of: try catalogueIDs()), "driver.rules lacks catalogue rules")
        XCTAssertTrue(Set(ruleIDs).isSuperset(of: ["parse-error", "superfluous-suppression"]))
        for rule in rules {
            let id = rule["id"] as? String ?? "?"
            XCTAssertNotNil((rule["shortDescription"] as? [String: Any])?["text"] as? String, id)
            let full = (rule["fullDescription"] as? [String: Any])?["text"] as? String ?? ""
            XCTAssertFalse(full.isEmpty, id)
            XCTAssertFalse(full.hasPrefix("*"), "\(id): fullDescription is the metadata line: \(full)")
            XCTAssertFalse(full.contains("Tier "), "\(id): \(full)")
            XCTAssertFalse(((rule["help"] as? [String: Any])?["text"] as? String ?? "").contains("seed 0"),
                           "\(id): the help cites files no user has")
            XCTAssertNotNil((rule["help"] as? [String: Any])?["text"] as? String, id)
            XCTAssertNotNil((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String, id)
            XCTAssertNotNil((rule["properties"] as? [String: Any])?["tier"] as? Int, id)
            XCTAssertNotNil((rule["properties"] as? [String: Any])?["tags"] as? [String], id)
        }
        XCTAssertFalse(results.isEmpty)
        for item in results {
            let ruleID = item["ruleId"] as? String ?? "?"
            let index = item["ruleIndex"] as? Int ?? -1
            XCTAssertTrue(rules.indices.contains(index) && rules[index]["id"] as? String == ruleID, "ruleIndex of \(ruleID)")
            let locations = item["locations"] as? [[String: Any]] ?? []
            XCTAssertEqual(locations.count, 1)
            let physical = locations.first?["physicalLocation"] as? [String: Any] ?? [:]
            let artifact = physical["artifactLocation"] as? [String: Any] ?? [:]
            XCTAssertEqual(artifact["uriBaseId"] as? String, "%SRCROOT%")
            XCTAssertFalse((artifact["uri"] as? String ?? "/").hasPrefix("/"))
            let region = physical["region"] as? [String: Any] ?? [:]
            for key in ["startLine", "startColumn", "endLine", "endColumn"] {
                XCTAssertGreaterThanOrEqual(region[key] as? Int ?? 0, 1, "\(ruleID) \(key)")
            }
            let fingerprints = item["partialFingerprints"] as? [String: String] ?? [:]
            XCTAssertFalse(fingerprints.isEmpty, "\(ruleID) has no partialFingerprints")
        }
        let prints = results.map { "\($0["ruleId"] ?? "")/\(($0["partialFingerprints"] as? [String: String])?.values.first ?? "")" }
        XCTAssertEqual(Set(prints).count, prints.count, "partialFingerprints are unique: \(prints)")
        XCTAssertTrue(results.contains { ($0["relatedLocations"] as? [Any])?.isEmpty == false },
                      "arrangement-in-scroll-view reports its ArrangementView as a related location")
    }

    private func fingerprints(_ run: CLIRun) -> [String: [String]] {
        var out: [String: [String]] = [:]
        for finding in jsonFindings(run) {
            out[finding["path"] as? String ?? "?", default: []].append("\(finding["rule"] ?? "")/\(finding["fingerprint"] ?? "")")
        }
        return out.mapValues { $0.sorted() }
    }

    /// Identical lines in one file (same neighbours too) get distinct partial fingerprints, numbered CodeQL-style.
    func testIdenticalFindingsGetDistinctPartialFingerprints() throws {
        let block = "        Text(\"a\").frame(width: 400)\n"
        try write("V.swift", "import SwiftUI\nstruct V: View {\n    var body: some View {\n        VStack {\n"
                  + String(repeating: block, count: 4) + "        }\n    }\n}\n")
        let sarif = try lint(["--format", "sarif"])
        let results = ((parseJSON(sarif.stdout) as? [String: Any]).flatMap { ($0["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] } ?? [])
        let prints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?["duoLintFingerprint/v1"] }
        XCTAssertEqual(prints.count, 4)
        XCTAssertEqual(Set(prints).count, 4, "\(prints)")
        // Lines 6 and 7 have the same text and the same neighbours: the second of them is numbered.
        XCTAssertEqual(prints.map { $0.contains(":") }, [false, false, true, false], "\(prints)")
        XCTAssertEqual(prints[2], prints[1] + ":2")
        XCTAssertFalse(prints[0].contains(":"), "the first occurrence keeps the bare hash")
    }

    /// Fingerprints are equal across runs, formats and --jobs, and survive edits above the findings.
    func testFingerprintsAreStable() throws {
        try makeCorpus()
        let first = try lint(["--format", "json", "--jobs", "1"])
        let second = try lint(["--format", "json", "--jobs", "2"])
        XCTAssertEqual(fingerprints(first), fingerprints(second))
        let sarif = try lint(["--format", "sarif"])
        let sarifPrints = ((parseJSON(sarif.stdout) as? [String: Any]).flatMap { ($0["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] } ?? [])
            .map { ($0["partialFingerprints"] as? [String: String])?.values.first ?? "" }
        XCTAssertEqual(sarifPrints, jsonFindings(first).map { $0["fingerprint"] as? String ?? "?" })
        // Unrelated edits above every finding.
        for path in ["App/Screen.swift", "App/Bars.swift", "App/Suppressed.swift"] {
            let text = try read(path)
            try write(path, "// A new header comment\n\nimport Foundation\n\n" + text)
        }
        let edited = try lint(["--format", "json"])
        XCTAssertEqual(fingerprints(edited), fingerprints(first))
        XCTAssertNotEqual(jsonLocations(edited), jsonLocations(first))
    }

    func testOutputFileHoldsExactlyWhatStdoutWould() throws {
        try makeCorpus()
        for format in ["text", "json", "sarif", "github"] {
            let stdout = try lint(["--format", format])
            try write("reports/old.\(format)", "stale content that must be replaced\n")
            let toFile = try lint(["--format", format, "--output", "reports/old.\(format)"])
            XCTAssertEqual(toFile.status, stdout.status)
            XCTAssertEqual(toFile.stdout, "", "--output writes nothing to stdout")
            XCTAssertEqual(toFile.stderr, stdout.stderr)
            XCTAssertEqual(try read("reports/old.\(format)"), stdout.stdout, format)
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: root + "/reports").sorted()
        XCTAssertEqual(left, ["old.github", "old.json", "old.sarif", "old.text"], "no temporary files are left behind")
        // A clean run writes an empty report (text) or an empty array (json).
        XCTAssertEqual(try lint(["--output", "reports/clean.txt", "App/Clean.swift"]).status, 0)
        XCTAssertEqual(try read("reports/clean.txt"), "")
        XCTAssertEqual(try lint(["--format", "json", "-o", "reports/clean.json", "App/Clean.swift"]).status, 0)
        XCTAssertEqual((parseJSON(try read("reports/clean.json")) as? [Any])?.count, 0)
    }

    /// The text format matches the problem matcher shipped in Examples/Integrations/vscode-tasks.json.
    func testTextFormatMatchesTheShippedProblemMatcher() throws {
        try makeCorpus()
        let tasks = try String(contentsOfFile: Self.packageRoot + "/Examples/Integrations/vscode-tasks.json", encoding: .utf8)
        guard let json = parseJSON(tasks) as? [String: Any], let list = json["tasks"] as? [[String: Any]] else {
            return XCTFail("vscode-tasks.json is not JSON")
        }
        let text = try lint([])
        XCTAssertFalse(text.stdoutLines.isEmpty)
        let matchers = list.filter { $0["problemMatcher"] != nil }
        XCTAssertFalse(matchers.isEmpty, "vscode-tasks.json has no problem matcher")
        for task in matchers {
            let matcher = task["problemMatcher"] as? [String: Any]
            guard let pattern = (matcher?["pattern"] as? [String: Any])?["regexp"] as? String else {
                XCTFail("the problem matcher of \(task["label"] ?? "?") has no pattern.regexp")
                continue
            }
            let regex = try NSRegularExpression(pattern: pattern)
            // (Indented lines under a finding — its suggestions — are not findings: a matcher skips them.)
            for line in text.stdoutLines where !line.hasPrefix("    ") {
                XCTAssertNotNil(regex.firstMatch(in: line, range: NSRange(location: 0, length: (line as NSString).length)),
                                "problem matcher of \(task["label"] ?? "?") misses: \(line)")
            }
        }
    }

    func testGitHubFormatEscapesPropertiesAndMessages() throws {
        try write("a,b:c%d.swift", Self.warningSource)
        let result = try lint(["--format", "github"])
        XCTAssertEqual(result.stdoutLines.count, 1)
        XCTAssertTrue(result.stdout.hasPrefix("::warning file=a%2Cb%3Ac%25d.swift,line=2,col=11,"), result.stdout)
        XCTAssertTrue(result.stdout.contains(",title=custom-bar-instance::"), result.stdout)
        XCTAssertEqual(githubLocations(result).map(\.path), ["a,b:c%d.swift"])
    }

    func testEmptyReports() throws {
        try write("Clean.swift", Self.cleanSource)
        XCTAssertEqual(try lint(["--format", "text"]).stdout, "")
        XCTAssertEqual(try lint(["--format", "github"]).stdout, "")
        XCTAssertEqual((parseJSON(try lint(["--format", "json"]).stdout) as? [Any])?.count, 0)
        let sarif = parseJSON(try lint(["--format", "sarif"]).stdout) as? [String: Any]
        let results = ((sarif?["runs"] as? [[String: Any]])?.first?["results"] as? [Any])
        XCTAssertEqual(results?.count, 0)
    }
}
