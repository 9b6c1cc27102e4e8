import XCTest
@testable import DuoLint

final class VerticalBarOptOutTests: XCTestCase {
    let rule = "vertical-bar-opt-out"

    func testTriggers() {
        LintHarness.assertMarked("""
        struct A: View {
            var body: some View {
                List { }
                    .toolbar {
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button("One", systemImage: "1.circle") { }
                            Button("Two", systemImage: "2.circle") { }
                        }
                    }
                    .toolbarVerticalBehavior(.disabled) // want: vertical-bar-opt-out
            }
        }
        struct B: View {
            var body: some View {
                List { }
                    .toolbar { items }
                    .toolbarVerticalBehavior(.hidden) // want: vertical-bar-opt-out
            }
            @ToolbarContentBuilder var items: some ToolbarContent {
                ToolbarItem(placement: .cancellationAction) { Button("Close") { } }
                ToolbarItem(placement: .primaryAction) { ShareLink(item: url) }
            }
        }
        struct C: View {
            var body: some View {
                List { }
                    .toolbar {
                        ToolbarItemGroup { ForEach(tools) { t in Button(t.name, systemImage: t.icon) { } } }
                    }
                    .toolbarVerticalBehavior(.disabled) // want: vertical-bar-opt-out
            }
        }
        final class D: UIViewController {
            override func viewDidLoad() {
                navigationItem.rightBarButtonItems = [editButtonItem, shareItem]
                preferredVerticalBarBehavior = .disabled // want: vertical-bar-opt-out
            }
            lazy var shareItem = UIBarButtonItem(systemItem: .action)
        }
        """, rule: rule)
    }

    func testNonTriggers() {
        LintHarness.assertClean("""
        struct Sheet: View {
            var body: some View {
                List { }
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) { Button("Close") { } }
                        ToolbarSpacer(.flexible)
                        ToolbarItem(placement: .principal) { Text("Title") }
                    }
                    .toolbarVerticalBehavior(.disabled)
            }
        }
        struct Calculator: View {
            var body: some View {
                Grid { Button("1") { }; Button("2") { } }
                    .toolbarVerticalBehavior(.disabled)
            }
        }
        struct Auto: View {
            var body: some View {
                List { }
                    .toolbar { Button("A", systemImage: "a") { }; Button("B", systemImage: "b") { } }
                    .toolbarVerticalBehavior(.automatic)
            }
        }
        struct Menus: View {
            var body: some View {
                List { }
                    .toolbar {
                        Menu("More", systemImage: "list.bullet") { Button("A") { }; Button("B") { } }
                    }
                    .toolbarVerticalBehavior(.disabled)
            }
        }
        final class Single: UIViewController {
            override func viewDidLoad() {
                navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .close)
                toolbarItems = [.flexibleSpace(), .fixedSpace(8)]
                navigationItem.preferredVerticalBarBehavior = .disabled
                let s = "preferredVerticalBarBehavior = .disabled"
            }
        }
        """, rule: rule)
    }
}
