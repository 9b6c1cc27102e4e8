import XCTest
@testable import DuoLint

/// The fix contract (VOCABULARY.md, fix contract 4–6) over the whole test corpus: every Swift example of every
/// `Rules/*.md` (each block a project; `// file:` splits it) and the example apps under `Examples/`, fixed with every
/// rule enabled, safe fixes alone and with the unsafe ones:
/// - no fix fails the engine's verification (a failure is a bug in a rule's fix);
/// - no rule reports more findings afterwards than before, and no file has more parse errors;
/// - fixing the fixed texts changes nothing (idempotence);
/// - `swiftc -parse` accepts every changed file whose original it accepts (syntax only; skipped without swiftc).
final class FixCorpusTests: XCTestCase {
    /// Name → files.
    static func corpus() throws -> [(name: String, files: [String: String])] {
        var out: [(String, [String: String])] = []
        let rules = LintHarness.repoRoot.appendingPathComponent("Rules")
        for name in try FileManager.default.contentsOfDirectory(atPath: rules.path).filter({ $0.hasSuffix(".md") }).sorted() {
            let text = try String(contentsOf: rules.appendingPathComponent(name), encoding: .utf8)
            var inBlock = false
            var block: [String] = []
            var k = 0
            for line in text.components(separatedBy: "\n") {
                if line.hasPrefix("```") {
                    if inBlock {
                        k += 1
                        out.append(("\(name) block \(k)", RuleDocTests.splitFiles(block)))
                        block = []
                        inBlock = false
                    } else if line.hasPrefix("```swift") {
                        inBlock = true
                    }
                    continue
                }
                if inBlock { block.append(line) }
            }
        }
        for app in ["Examples/DuoNotes", "Examples/PluginDemo"] {
            let dir = LintHarness.repoRoot.appendingPathComponent(app)
            guard let walker = FileManager.default.enumerator(atPath: dir.path) else { continue }
            var files: [String: String] = [:]
            for case let path as String in walker where path.hasSuffix(".swift") && !path.hasSuffix("Package.swift") {
                files[path] = try String(contentsOf: dir.appendingPathComponent(path), encoding: .utf8)
            }
            if !files.isEmpty { out.append((app, files)) }
        }
        return out
    }

    func testFixContractOverTheCorpus() throws {
        var fixed = 0
        var parsedWithSwiftc = 0
        for (name, files) in try Self.corpus() {
            for unsafe in [false, true] {
                let run = "\(name) (\(unsafe ? "--unsafe-fixes" : "safe"))"
                let result = FixHarness.fix(files, unsafe: unsafe)
                XCTAssertEqual(result.outcome.failures.map { "\($0.ruleID) \($0.path):\($0.line): \($0.reason)" }, [],
                               "\(run): fixes that failed verification")
                guard !result.changed.isEmpty else { continue }
                fixed += result.outcome.appliedCount
                // No rule finds more than before (a finding that stood for others, one problem one finding, counts
                // for their rules too: fixing it may bring theirs back).
                var before: [String: Int] = [:], after: [String: Int] = [:]
                for f in result.before {
                    before[f.ruleID, default: 0] += 1
                    for also in f.alsoRules { before[also, default: 0] += 1 }
                }
                for f in result.outcome.remaining.findings { after[f.ruleID, default: 0] += 1 }
                for (rule, n) in after where rule != MetaRules.parseError.id {
                    XCTAssertLessThanOrEqual(n, before[rule] ?? 0, "\(run): more \(rule) findings after fixing")
                }
                XCTAssertLessThanOrEqual(after[MetaRules.parseError.id] ?? 0, before[MetaRules.parseError.id] ?? 0,
                                         "\(run): more files with parse errors after fixing")
                // Idempotent.
                let again = FixHarness.fix(result.texts, unsafe: unsafe)
                XCTAssertEqual(again.changed, [], "\(run): fixing the fixed files changes them again")
                // The fixed files still parse for the compiler (where the originals did).
                for path in result.changed {
                    guard let original = files[path], let fixedText = result.texts[path],
                          let before = FixHarness.swiftcParses(original, name: path), before.ok else { continue }
                    let after = FixHarness.swiftcParses(fixedText, name: path)!
                    parsedWithSwiftc += 1
                    XCTAssertTrue(after.ok, "\(run): swiftc -parse rejects fixed \(path):\n\(after.output)\n\(fixedText)")
                }
            }
        }
        XCTAssertGreaterThan(fixed, 0, "the corpus exercises no fix")
        if FixHarness.swiftc == nil {
            print("FixCorpusTests: swiftc not found; the swiftc -parse check of the fixed files was skipped")
        } else {
            XCTAssertGreaterThan(parsedWithSwiftc, 0)
        }
    }
}
