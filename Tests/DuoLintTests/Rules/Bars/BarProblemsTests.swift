import XCTest
@testable import DuoLint

/// VOCABULARY.md *one problem, one finding* (same control) with the bar rules: every bar finding names its toolbar
/// item's node, so two rules reporting one control give one finding, the first in the catalogue's order, whose
/// message ends with "(also: …)".
final class BarProblemsTests: XCTestCase {
    private func barFindings(_ files: [String: String], rules: [String]? = nil) -> [Finding] {
        LintHarness.lint(files, rules: rules ?? RuleRegistry.sameControlOrder)
            .filter { RuleRegistry.sameControlOrder.contains($0.ruleID) }
    }

    func testPlacementBeforeLabel() {
        let f = barFindings(["T.swift": """
        struct V: View {
            var body: some View {
                Form { }.toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button { dismiss() } label: { Image(systemName: "xmark") } }
                    ToolbarItem(placement: .topBarTrailing) { Menu { Button("A") { } } label: { Image(systemName: "ellipsis.circle") } }
                }
            }
        }
        """])
        XCTAssertEqual(f.map(\.ruleID), ["close-button-placement", "toolbar-custom-overflow-menu"])
        XCTAssertTrue(f[0].message.hasSuffix("(also: toolbar-symbol-without-title)"), f[0].message)
        XCTAssertTrue(f[1].message.hasSuffix("(also: toolbar-symbol-without-title)"), f[1].message)
    }

    func testStructureBeforeLabelsBeforePriorities() {
        let f = barFindings(["T.swift": """
        struct V: View {
            var body: some View {
                List { }.toolbar {
                    ToolbarItem(placement: .topBarTrailing) { Button("Add") { add() } }
                    ToolbarItem(placement: .topBarTrailing) { Button("Share", systemImage: "square.and.arrow.up") { } }
                    ToolbarItem(placement: .bottomBar) { Button("Flag", systemImage: "flag") { } }
                    ToolbarItem(placement: .bottomBar) { Button("Move", systemImage: "folder") { } }
                }
            }
        }
        """])
        XCTAssertEqual(f.map(\.ruleID), ["prominent-action-placement"])
        XCTAssertTrue(f[0].message.hasSuffix("(also: toolbar-text-only-item, frequent-action-priority)"), f[0].message)
    }

    func testOnlyTheRulesEnabledForTheRunTakePart() {
        let source = ["T.swift": """
        struct V: View {
            var body: some View {
                Form { }.toolbar { ToolbarItem(placement: .topBarLeading) { Button { } label: { Image(systemName: "xmark") } } }
            }
        }
        """]
        let f = barFindings(source, rules: ["toolbar-symbol-without-title"])
        XCTAssertEqual(f.map(\.ruleID), ["toolbar-symbol-without-title"])
        XCTAssertFalse(f[0].message.contains("(also:"), f[0].message)
    }

    func testSuppressingTheKeptFindingDoesNotBringBackTheOthers() {
        let f = barFindings(["T.swift": """
        struct V: View {
            var body: some View {
                Form { }.toolbar {
                    // duo-lint:disable:next close-button-placement
                    ToolbarItem(placement: .topBarLeading) { Button { } label: { Image(systemName: "xmark") } }
                }
            }
        }
        """])
        XCTAssertEqual(f.map(\.ruleID), [])
    }

    func testAnItemInACustomViewOfAnotherFileIsOneControl() {
        let f = barFindings([
            "Screen.swift": """
            struct Screen: View {
                var body: some View { Form { }.toolbar { ToolbarItem(placement: .topBarLeading) { CloseButton() } } }
            }
            """,
            "CloseButton.swift": """
            struct CloseButton: View {
                var body: some View { Button { dismiss() } label: { Image(systemName: "xmark.circle.fill") } }
            }
            """,
        ])
        XCTAssertEqual(f.map { "\($0.path) \($0.ruleID)" }, ["CloseButton.swift close-button-placement"])
        XCTAssertTrue(f[0].message.hasSuffix("(also: toolbar-symbol-without-title)"), f[0].message)
        XCTAssertEqual(f[0].related.map(\.path), ["Screen.swift"])
    }

    func testAUIKitItemIsOneControlWithItsLaterAssignments() {
        let f = barFindings(["VC.swift": """
        final class VC: UIViewController {
            override func viewDidLoad() {
                let more = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), style: .plain, target: nil, action: nil)
                more.menu = UIMenu(children: [])
                navigationItem.rightBarButtonItems = [more, editButtonItem]
            }
        }
        """])
        XCTAssertEqual(f.map(\.ruleID), ["toolbar-custom-overflow-menu"])
        XCTAssertTrue(f[0].message.hasSuffix("(also: toolbar-symbol-without-title)"), f[0].message)
    }
}
