import XCTest
@testable import DuoLint

/// *One problem, one finding*: the resolution of findings that share a control or an expression, and which
/// expression a node belongs to.
final class ProblemResolutionTests: XCTestCase {
    private func rank(_ id: String) -> Int? { ["a": 0, "b": 1, "c": 2][id] }

    func testTheFirstInTheOrderIsKeptAndNamesTheOthers() {
        let r = ProblemResolution.resolve([(0, "c", [.control(7)]), (1, "a", [.control(7)]), (2, "b", [.control(7)])],
                                          rank: rank)
        XCTAssertEqual(r.dropped, [0, 2])
        XCTAssertEqual(r.also, [1: ["b", "c"]])
        XCTAssertEqual(ProblemResolution.message("Move it.", also: r.also[1]!), "Move it. (also: b, c)")
    }

    func testDifferentKeysAndUnrankedRulesShareNothing() {
        let r = ProblemResolution.resolve([(0, "a", [.control(1)]), (1, "b", [.control(2)]),
                                           (2, "b", [.expression(1)]), (3, "x", [.control(1)])], rank: rank)
        XCTAssertEqual(r.dropped, [])
        XCTAssertEqual(r.also, [:])
    }

    func testTwoFindingsOfOneRuleOnOneProblemAreBothKept() {
        let r = ProblemResolution.resolve([(0, "b", [.control(1)]), (1, "b", [.control(1)])], rank: rank)
        XCTAssertEqual(r.dropped, [])
    }

    func testAFindingWithSeveralKeysMeetsEachOfThem() {
        // A literal in a constant read by two comparisons: dropped for the better finding on either.
        let r = ProblemResolution.resolve([(0, "c", [.expression(10), .expression(20)]), (1, "a", [.expression(20)])],
                                          rank: rank)
        XCTAssertEqual(r.dropped, [0])
        XCTAssertEqual(r.also, [1: ["c"]])
    }

    private func node(in tree: SyntaxTree, text: String, kind: NodeKind) -> Node {
        var found: Node?
        tree.root.walk { n in
            if found == nil && n.kind == kind && n.text == text { found = n }
            return found == nil
        }
        return found!
    }

    func testExpressionIsTheInnermostComparisonElseCallElseStatement() {
        let tree = Parser.parse(SourceText(path: "T.swift", text: """
            func f(size: CGSize) {
                if size.width > 500 { print(1) }
                view.frame(width: 400, height: 10)
                let w = 382
            }
            """))
        let analysis = ExpressionProblems(tree: tree)
        let comparison = node(in: tree, text: "size.width > 500", kind: .binary)
        XCTAssertEqual(analysis.keys(for: node(in: tree, text: "500", kind: .integerLiteral)), [.expression(comparison.id)])
        let call = node(in: tree, text: "view.frame(width: 400, height: 10)", kind: .call)
        XCTAssertEqual(analysis.keys(for: node(in: tree, text: "400", kind: .integerLiteral)), [.expression(call.id)])
        let statement = node(in: tree, text: "let w = 382", kind: .varDecl)
        XCTAssertEqual(analysis.keys(for: node(in: tree, text: "382", kind: .integerLiteral)), [.expression(statement.id)])
    }

    func testAConstantsInitializerBelongsToEveryExpressionThatReadsIt() {
        let tree = Parser.parse(SourceText(path: "T.swift", text: """
            enum Metrics { static let compactWidthLimit: CGFloat = 428 }
            func f(size: CGSize) -> Bool {
                if size.width <= Metrics.compactWidthLimit { return true }
                return size.height > compactWidthLimit
            }
            """))
        let analysis = ExpressionProblems(tree: tree)
        let first = node(in: tree, text: "size.width <= Metrics.compactWidthLimit", kind: .binary)
        let second = node(in: tree, text: "size.height > compactWidthLimit", kind: .binary)
        let literal = node(in: tree, text: "428", kind: .integerLiteral)
        XCTAssertEqual(analysis.keys(for: literal),
                       [.readerOf(first.id), .readerOf(second.id), .expression(ExpressionProblems.expression(of: literal).id)])
    }

    /// A rule that reports one expression twice keeps its first finding; two constants read in one call are two
    /// problems of their rule, and one problem with another rule's finding on that call.
    func testOneExpressionReportedTwiceByOneRule() {
        LintHarness.assertMarked("""
        import UIKit
        final class C: UIViewController {
            func layout() {
                let side = max(UIScreen.main.bounds.width, UIScreen.main.bounds.height) // want: main-screen-bounds
                let a = UIScreen.main.bounds.width // want: main-screen-bounds
                let b = UIScreen.main.bounds.height // want: main-screen-bounds
                view.frame = CGRect(x: 0, y: 0, width: a, height: b)
                view.frame = CGRect(x: UIScreen.main.bounds.width / 2, y: 0, // want: main-screen-bounds
                                    width: 10, height: UIScreen.main.bounds.height)
                header.frame.size = CGSize(width: UIScreen.main.bounds.width, height: 40) // want: main-screen-bounds
                footer.frame.size = CGSize(width: UIScreen.main.bounds.width, height: 40) // want: main-screen-bounds
                print(side)
            }
        }
        """, rule: "main-screen-bounds")
        let two = LintHarness.lint("""
        import UIKit
        func f() { let s = max(UIScreen.main.bounds.width, UIScreen.main.bounds.height); print(s) }
        """, rule: "main-screen-bounds")
        XCTAssertEqual(two.count, 1)
        XCTAssertFalse(two.first?.message.contains("(also:") ?? true, "a rule does not name itself")
    }

    func testTheCatalogueOrdersAreTheContractsAndDisjoint() {
        XCTAssertEqual(RuleRegistry.sameControlOrder.first, "custom-bar-instance")
        XCTAssertEqual(RuleRegistry.sameExpressionOrder, ["hinge-as-half-width", "width-breakpoint", "fixed-width",
                                                          "main-screen-bounds", "screen-size-literal"])
        XCTAssertTrue(Set(RuleRegistry.sameControlOrder).isDisjoint(with: RuleRegistry.sameExpressionOrder))
        for id in RuleRegistry.sameControlOrder + RuleRegistry.sameExpressionOrder {
            XCTAssertNotNil(RuleRegistry.rule(id: id), id)
        }
    }

    // MARK: The layout rules on one expression

    private func located(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.line) \($0.ruleID)\($0.message.range(of: "(also: ") != nil ? " " + String($0.message[$0.message.range(of: "(also: ")!.lowerBound...]) : "")" }
    }

    func testFixedWidthBeforeScreenSizeLiteral() {
        let source = """
            struct V: View {
                private let panelWidth: CGFloat = 430
                var body: some View {
                    Text("a").frame(width: 430)
                    Text("b").frame(width: panelWidth)
                    Text("c").frame(maxWidth: 390)
                }
            }
            """
        let both = LintHarness.lint(["T.swift": source], rules: ["fixed-width", "screen-size-literal"])
        XCTAssertEqual(located(both), ["4 fixed-width (also: screen-size-literal)", "5 fixed-width (also: screen-size-literal)",
                                       "6 screen-size-literal"])
        // The order applies among the enabled rules: alone, screen-size-literal reports the literals.
        let alone = LintHarness.lint(["T.swift": source], rules: ["screen-size-literal"])
        XCTAssertEqual(located(alone), ["2 screen-size-literal", "4 screen-size-literal", "6 screen-size-literal"])
    }

    func testHingeAsHalfWidthAndWidthBreakpointComeFirst() {
        let findings = LintHarness.lint(["T.swift": """
            import UIKit
            final class Reader: UIViewController {
                override func viewDidLayoutSubviews() {
                    let foldX = UIScreen.main.bounds.width / 2
                    if UIScreen.main.bounds.width > 700 { print(foldX) }
                    view.frame = CGRect(x: 0, y: 0, width: 500, height: UIScreen.main.bounds.height)
                }
            }
            """], rules: ["hinge-as-half-width", "width-breakpoint", "fixed-width", "main-screen-bounds", "screen-size-literal"])
        XCTAssertEqual(located(findings), ["4 hinge-as-half-width (also: main-screen-bounds)",
                                           "5 width-breakpoint (also: main-screen-bounds)",
                                           "6 fixed-width (also: main-screen-bounds)"])
    }

    func testSuppressingTheKeptFindingDoesNotBringBackTheOthers() {
        let findings = LintHarness.lint(["T.swift": """
            struct V: View {
                var body: some View {
                    Text("a").frame(width: 430) // duo-lint:disable:this fixed-width
                }
            }
            """], rules: ["fixed-width", "screen-size-literal"])
        XCTAssertEqual(findings.map(\.ruleID), [])
    }
}
