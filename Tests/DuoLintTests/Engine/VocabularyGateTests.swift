import XCTest
@testable import DuoLint

/// `NameSet`, `RuleGate` and `ProjectVocabulary`: skipping the rules and the work that the names a file or the
/// project mentions rule out must never change a finding.
final class VocabularyGateTests: XCTestCase {
    private func tree(_ source: String) -> SyntaxTree {
        Parser.parse(SourceText(path: "T.swift", bytes: Array(source.utf8)))
    }

    // MARK: NameSet

    func testNameSetMatchesNodeNamesWithoutStrings() {
        let set = NameSet(["toolbar", "Button", "default"])
        let t = tree("x.toolbar { Button(\"a\") { } }; let `default` = 1; Buttons(); toolbars")
        var hits: [String] = []
        for i in t.nodes.indices {
            let n = Node(tree: t, id: Int32(i))
            if n.nameToken >= 0, n.nameIn(set) { hits.append(n.name ?? "?") }
        }
        XCTAssertEqual(hits.sorted(), ["Button", "default", "toolbar"])
        XCTAssertFalse(set.contains("Buttons"))
    }

    func testNameSetIndexStripsBackticksAndAttributeSigns() {
        let set = NameSet(["ToolbarContentBuilder", "toolbar"])
        let t = tree("@ToolbarContentBuilder var items: some View { `toolbar` }")
        let found = Set(t.tokens.indices.compactMap { i -> String? in
            let at = set.index(ofToken: Int32(i), in: t)
            return at >= 0 ? set.sortedNames[at] : nil
        })
        XCTAssertEqual(found, ["ToolbarContentBuilder", "toolbar"])
    }

    func testNameSetComparesNonASCIINamesAsStrings() {
        // U+212A KELVIN SIGN is canonically equivalent to "K": Swift's String equality says equal.
        let set = NameSet(["Kelvin"])
        let t = tree("let x = \u{212A}elvin")
        let hits = t.tokens.indices.filter { set.index(ofToken: Int32($0), in: t) >= 0 }
        XCTAssertEqual(hits.count, 1)
    }

    // MARK: RuleGate

    func testToolbarRulesRunOnlyWhereToolbarContentCanStart() {
        let gate = RuleGate(rules: [CloseButtonPlacement.self, FixedWidth.self])
        XCTAssertEqual(gate.applicableRules(in: tree("Text(\"a\").padding()")), [false, false])
        XCTAssertEqual(gate.applicableRules(in: tree("v.toolbar { }.frame(width: 10)")), [true, true])
        XCTAssertEqual(gate.applicableRules(in: tree("@ToolbarContentBuilder var items: some View { x }")), [true, false])
        XCTAssertEqual(gate.applicableRules(in: tree("navigationItem.rightBarButtonItem = item")), [true, false])
        XCTAssertEqual(RuleGate(rules: [CloseButtonPlacement.self], enabled: false).applicableRules(in: tree("x")), [true])
    }

    /// `requiredLiteralValues`: `screen-size-literal` runs only where some numeric literal is a screen dimension,
    /// however the literal is spelled; a name-gated rule beside it is unaffected.
    func testScreenLiteralRuleRunsOnlyWhereALiteralIsAScreenDimension() {
        let gate = RuleGate(rules: [ScreenSizeLiteral.self, CloseButtonPlacement.self])
        for source in ["let w = 466", ".frame(width: 475.5)", "let h: CGFloat = 1_398", "x = 0x1D2", "y = 4.66e2",
                       "z = 466.0", "f(-382)", "let big = 1234567890123456789; let w = 393"] {
            XCTAssertEqual(gate.applicableRules(in: tree(source)), [true, false], source)
        }
        for source in ["let w = 467", ".frame(width: 475.25)", "opacity(0.5)", "let s = \"466\" // 466", "x = 4660",
                       "let big = 1234567890123456789"] {
            XCTAssertEqual(gate.applicableRules(in: tree(source)), [false, false], source)
        }
        XCTAssertEqual(gate.applicableRules(in: tree("v.toolbar { }; let w = 320")), [true, true])
        // The gate reads values as the rules do: other bases are numbers, not bit patterns.
        XCTAssertEqual([Node.parseNumber("0x1D2"), Node.parseNumber("0b11"), Node.parseNumber("0o17"), Node.parseNumber("1_398")],
                       [466, 3, 15, 1398])
        XCTAssertEqual(RuleGate(rules: [ScreenSizeLiteral.self], enabled: false).applicableRules(in: tree("x")), [true])
    }

    func testHingeRulesRunOnlyInFilesThatUseTheHingeAPI() {
        let gate = RuleGate(rules: [HingeDrivenLayout.self, HingeEffectReduceMotion.self])
        XCTAssertEqual(gate.applicableRules(in: tree("func f() { layout = 2 }")), [false, false])
        XCTAssertEqual(gate.applicableRules(in: tree("func f(h: DeviceHingeContext) { layout = 2 }")), [true, false])
        XCTAssertEqual(gate.applicableRules(in: tree("func f(h: `UIHingeUpdate`) {}")), [true, false])
        XCTAssertEqual(gate.applicableRules(in: tree("v.onHingeChange { _, new in layout = 2 }")), [true, true])
        // Non-ASCII file: the prefix is still found (compared as a String).
        XCTAssertEqual(gate.applicableRules(in: tree("let é = 1; func f(h: UIHingeX) {}")), [true, false])
    }

    func testEveryRequiredNameIsAnIdentifierTheRuleReads() {
        // A typo in a required name would switch its rule off silently: every name must be a plain identifier.
        for rule in RuleRegistry.all {
            for name in rule.requiredNames.union(rule.requiredProjectNames).union(rule.requiredNamePrefixes) {
                XCTAssertTrue(name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }, "\(rule.descriptor.id): \(name)")
            }
            XCTAssertTrue(rule.requiredProjectNames.isSubset(of: Set(ProjectVocabulary.searchedNames)),
                          "\(rule.descriptor.id): project names must be searched for")
        }
    }

    // MARK: Skipping changes nothing

    /// Every example of every rule doc and the bundled example app, linted with and without the skips.
    func testSkippingChangesNoFinding() throws {
        var corpora: [[String: String]] = []
        for doc in try RuleDocTests.loadDocs() { corpora += doc.triggering + doc.clean }
        var app: [String: String] = [:]
        let examples = LintHarness.repoRoot.appendingPathComponent("Examples")
        if let walker = FileManager.default.enumerator(atPath: examples.path) {
            while let rel = walker.nextObject() as? String {
                guard rel.hasSuffix(".swift") else { continue }
                app[rel] = try String(contentsOf: examples.appendingPathComponent(rel), encoding: .utf8)
            }
        }
        XCTAssertFalse(app.isEmpty)
        corpora.append(app)
        corpora.append(app.merging(corpora.flatMap { $0 }.enumerated().map { ("Doc\($0.offset)-\($0.element.key)", $0.element.value) },
                                   uniquingKeysWith: { a, _ in a }))
        for files in corpora {
            let skipping = LintHarness.lint(files).map(describe)
            let full = LintHarness.lint(files, configure: { $0.skipsByVocabulary = false }).map(describe)
            let missed = full.filter { !skipping.contains($0) }
            let extra = skipping.filter { !full.contains($0) }
            XCTAssertTrue(missed.isEmpty && extra.isEmpty && skipping.count == full.count,
                          "skipping missed \(missed) and added \(extra)")
        }
    }

    private func describe(_ f: Finding) -> String {
        "\(f.path):\(f.line):\(f.column): \(f.ruleID): \(f.message) \(f.fingerprint) \(f.related.map { "\($0.path):\($0.range.start.line)" })"
    }

    // MARK: ProjectVocabulary

    func testCrossFileArrangementFoundWhereverItIsDeclared() {
        let files = [
            "Pane.swift": "struct Pane: View { var body: some View { ArrangementView { A() } secondary: { B() } } }",
            "List.swift": "struct Feed: View { var body: some View { ScrollView { Pane() } } }",
        ]
        XCTAssertEqual(LintHarness.lint(files, rules: ["arrangement-in-scroll-view"]).map(\.path), ["List.swift"])
        // Without the declaring file the project never mentions ArrangementView: nothing to find, nothing run.
        XCTAssertTrue(LintHarness.lint(["List.swift": files["List.swift"]!], rules: ["arrangement-in-scroll-view"]).isEmpty)
    }

    func testProjectScanFindsNamesAnywhereInTheBytes() {
        let found = ProjectVocabulary.scan(Array("// uses UITabBar later\nlet a = 1".utf8), skipping: [])
        XCTAssertEqual(ProjectVocabulary.from(found).mentioned, ["UITabBar"])
        XCTAssertTrue(ProjectVocabulary.scan(Array("UITabBar".utf8), skipping: [4]).isEmpty)
        XCTAssertTrue(ProjectVocabulary.scan([], skipping: []).isEmpty)
    }

    func testCustomBarSubclassesStillFoundAcrossFiles() {
        let files = [
            "Bar.swift": "class FancyBar: UIToolbar {}",
            "Use.swift": "let bar = FancyBar(frame: .zero)",
        ]
        XCTAssertEqual(LintHarness.lint(files, rules: ["custom-bar-instance"]).map(\.path), ["Use.swift"])
    }
}
