import XCTest
@testable import DuoLint

final class ToolbarFixedSpacerTests: XCTestCase {
    let rule = "toolbar-fixed-spacer"

    func testSwiftUIFixedSpacers() {
        LintHarness.assertMarked("""
        struct V: View {
            let gap = 16
            var body: some View {
                List { }
                    .toolbar {
                        ToolbarSpacer(.fixed) // want: toolbar-fixed-spacer
                        ToolbarSpacer(.fixed, placement: .bottomBar) // want: toolbar-fixed-spacer
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button("A", systemImage: "a") { }
                            Spacer().frame(width: 20) // want: toolbar-fixed-spacer
                            Spacer(minLength: gap) // want: toolbar-fixed-spacer
                            if showMore {
                                Spacer(minLength: 8) // want: toolbar-fixed-spacer
                            }
                        }
                    }
            }
        }
        """, rule: rule)
    }

    func testHelperToolbarContent() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                List { }.toolbar { bottomItems }
            }
            @ToolbarContentBuilder
            var bottomItems: some ToolbarContent {
                ToolbarItem(placement: .bottomBar) { Spacer().frame(width: 10) } // want: toolbar-fixed-spacer
            }
        }
        struct EditorToolbar: ToolbarContent {
            var body: some ToolbarContent {
                ToolbarSpacer(.fixed) // want: toolbar-fixed-spacer
            }
        }
        """, rule: rule)
    }

    func testUIKitFixedSpace() {
        LintHarness.assertMarked("""
        final class VC: UIViewController {
            private lazy var spacer = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil) // want: toolbar-fixed-spacer
            override func viewDidLoad() {
                super.viewDidLoad()
                toolbarItems = [a, .fixedSpace(12), b] // want: toolbar-fixed-spacer
                navigationItem.rightBarButtonItems = [share, spacer]
                var items: [UIBarButtonItem] = []
                items.append(UIBarButtonItem.fixedSpace(8)) // want: toolbar-fixed-spacer
                setToolbarItems(items, animated: false)
                let group = UIBarButtonItemGroup(barButtonItems: [x, UIBarButtonItem(systemItem: .fixedSpace)], representativeItem: nil) // want: toolbar-fixed-spacer
                navigationItem.trailingItemGroups = [group]
            }
        }
        """, rule: rule)
    }

    func testNonTriggers() {
        LintHarness.assertClean("""
        struct V: View {
            var body: some View {
                HStack {
                    Spacer().frame(width: 20)
                    Spacer(minLength: 8)
                }
                .toolbar {
                    ToolbarSpacer(.flexible)
                    ToolbarItemGroup(placement: .bottomBar) {
                        Spacer()
                        Spacer(minLength: 0)
                        Button("A", systemImage: "a") { }.frame(width: 44)
                    }
                    Menu("More", systemImage: "list.bullet") {
                        Spacer().frame(width: 4)
                    }
                }
            }
        }
        final class VC: UIViewController {
            override func viewDidLoad() {
                toolbarItems = [.flexibleSpace(), UIBarButtonItem.flexibleSpace()]
                let accessory = UIToolbar()
                accessory.items = [UIBarButtonItem.fixedSpace(8)]
                let s = "toolbarItems = [.fixedSpace(8)]"
                // setToolbarItems([.fixedSpace(8)], animated: false)
                let spacing = layout.fixedSpace(8)
            }
        }
        """, rule: rule)
    }

    /// The message of a `ToolbarSpacer(.fixed)` between two items of one placement (ElementX, Yattee) names the
    /// flexible spacer that keeps the glass groups apart; the other fixed spacing keeps the grouping advice.
    func testTheToolbarSpacerMessageNamesTheFlexibleSpacer() {
        let findings = LintHarness.lint("""
        struct Home: View {
            var body: some View {
                List { }
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) { Button("Filter", systemImage: "line.3.horizontal.decrease") { } }
                        if #available(iOS 26, *) {
                            ToolbarSpacer(.fixed, placement: .primaryAction)
                        }
                        ToolbarItem(placement: .primaryAction) { Button("Compose", systemImage: "square.and.pencil") { } }
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button("A", systemImage: "a.circle") { }
                            Spacer().frame(width: 12)
                            Button("B", systemImage: "b.circle") { }
                        }
                    }
            }
        }
        """, rule: rule)
        XCTAssertEqual(findings.map(\.message), [
            "A fixed ToolbarSpacer keeps its size in the vertical bar; use ToolbarSpacer(.flexible) to keep the groups apart.",
            "Fixed spacing in a toolbar keeps its size in the vertical bar; group items with ToolbarItemGroup instead.",
        ])
    }
}
