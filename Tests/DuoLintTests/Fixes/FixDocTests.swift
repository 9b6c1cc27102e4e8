import XCTest
@testable import DuoLint

/// The `## Fix` section of `Rules/<id>.md` (the Fix sections of Rules/<id>.md): every rule with a fix provider has one,
/// saying how safe its fixes are, with before/after pairs (```swift before, then ```swift after for `duo-lint fix`
/// or ```swift after-unsafe for `duo-lint fix --unsafe-fixes`), and those pairs run here. A rule without a provider
/// has no such section.
final class FixDocTests: XCTestCase {
    struct Pair {
        var before: [String: String]
        var after: [String: String]
        var unsafe: Bool
        /// ```swift before deployment-target=27.1: the files' deployment target.
        var deploymentTarget: OSVersion?
    }

    /// The before/after pairs of a doc's `## Fix` section.
    static func pairs(_ text: String) -> [Pair] {
        var out: [Pair] = []
        var section = ""
        var fence: String?
        var block: [String] = []
        var before: [String: String]?
        var target: OSVersion?
        for line in text.components(separatedBy: "\n") {
            if fence == nil && line.hasPrefix("## ") { section = line; continue }
            if line.hasPrefix("```") {
                if let info = fence {
                    let files = RuleDocTests.splitFiles(block)
                    if section == "## Fix" {
                        if info.hasPrefix("swift before") {
                            before = files
                            let version: String? = info.components(separatedBy: "deployment-target=").dropFirst().first
                            target = version.flatMap { (text: String) -> OSVersion? in OSVersion(text) }
                        } else if info == "swift after" || info == "swift after-unsafe", let b = before {
                            out.append(Pair(before: b, after: files, unsafe: info == "swift after-unsafe", deploymentTarget: target))
                        }
                    }
                    fence = nil
                    block = []
                } else {
                    fence = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                }
                continue
            }
            if fence != nil { block.append(line) }
        }
        return out
    }

    func testRulesWithFixesDocumentThemAndOnlyThey() throws {
        for doc in try RuleDocTests.loadDocs() {
            let lines = doc.text.components(separatedBy: "\n")
            let hasSection = lines.contains("## Fix")
            let description = FixRegistry.description(for: doc.id)
            XCTAssertEqual(hasSection, description != nil,
                           "\(doc.id).md: a ## Fix section exactly when the rule has a fix provider (FixRegistry)")
            guard let description, hasSection else { continue }
            // The section names the classes the rule's fixes come in.
            let section = doc.text.components(separatedBy: "## Fix\n").last ?? ""
            for safety in description.classes {
                XCTAssertTrue(section.lowercased().contains(safety.rawValue), "\(doc.id).md: ## Fix does not say \(safety.rawValue)")
            }
            let pairs = Self.pairs(doc.text)
            XCTAssertFalse(pairs.isEmpty, "\(doc.id).md: ## Fix has no ```swift before / ```swift after pair")
            if description.classes.contains(.safe) {
                XCTAssertTrue(pairs.contains { !$0.unsafe }, "\(doc.id).md: no before/after pair for the safe fix")
            }
        }
        for provider in FixRegistry.all {
            XCTAssertNotNil(RuleRegistry.rule(id: provider.ruleID), "fix provider for unknown rule \(provider.ruleID)")
        }
    }

    func testBeforeAfterPairsFix() throws {
        var count = 0
        for doc in try RuleDocTests.loadDocs() where FixRegistry.description(for: doc.id) != nil {
            for pair in Self.pairs(doc.text) {
                count += 1
                let result = FixHarness.fix(pair.before, rules: [doc.id], unsafe: pair.unsafe, deploymentTarget: pair.deploymentTarget)
                XCTAssertEqual(result.outcome.failures, [], "\(doc.id).md: fixes that failed verification")
                for (path, after) in pair.after {
                    XCTAssertEqual(result.texts[path], after, "\(doc.id).md: \(path) after \(pair.unsafe ? "duo-lint fix --unsafe-fixes" : "duo-lint fix")")
                }
                XCTAssertGreaterThan(result.outcome.applied[doc.id] ?? 0, 0, "\(doc.id).md: the before example gets no fix")
                // The after is a fixed point; an unsafe edit needs --unsafe-fixes.
                let again = FixHarness.fix(pair.after, rules: [doc.id], unsafe: pair.unsafe, deploymentTarget: pair.deploymentTarget)
                XCTAssertEqual(again.changed, [], "\(doc.id).md: fixing the after example changes it again")
                if pair.unsafe {
                    let safeRun = FixHarness.fix(pair.before, rules: [doc.id], unsafe: false, deploymentTarget: pair.deploymentTarget)
                    XCTAssertNotEqual(pair.after.keys.map { safeRun.texts[$0] }, pair.after.keys.map { pair.after[$0] },
                                      "\(doc.id).md: the after-unsafe example is reached without --unsafe-fixes")
                }
            }
        }
        XCTAssertGreaterThan(count, 0)
    }
}
