import XCTest
@testable import DuoLint

final class ToolbarCountInTitleTests: XCTestCase {
    let rule = "toolbar-count-in-title"

    func testTriggers() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                List { }
                    .toolbar {
                        Button { } label: { Label("\\(unread) Unread", systemImage: "tray") } // want: toolbar-count-in-title
                        Button("\\(items.count) Items", systemImage: "cart") { } // want: toolbar-count-in-title
                        ToolbarItem(placement: .bottomBar) {
                            Button { } label: { // want: toolbar-count-in-title
                                HStack {
                                    Image(systemName: "bell")
                                    Text("\\(alerts)")
                                }
                            }
                        }
                        ToolbarItem {
                            Menu { } label: { Image(systemName: "doc"); Text("\\(drafts) drafts") } // want: toolbar-count-in-title
                        }
                    }
            }
        }
        final class VC: UIViewController {
            override func viewDidLoad() {
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "\\(count)", image: UIImage(systemName: "tray"), target: nil, action: nil) // want: toolbar-count-in-title
            }
        }
        """, rule: rule)
    }

    func testNonTriggers() {
        LintHarness.assertClean("""
        struct V: View {
            var body: some View {
                List {
                    Label("\\(unread) Unread", systemImage: "tray")
                }
                .toolbar {
                    Button { } label: { Label("\\(total, format: .currency(code: "USD"))", systemImage: "cart") }
                    Button("\\(cartTotal)", systemImage: "cart") { }
                    Button("\\(price)", systemImage: "tag") { }
                    Button { } label: { HStack { Image(systemName: "cart"); Text(total, format: .currency(code: "EUR")) } }
                    Button("Inbox", systemImage: "tray") { }.badge(unread)
                    Button("\\(unread) unread") { }
                    ToolbarItem(placement: .status) { Text("\\(count) items") }
                    Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("\\(n) newest") { } }
                }
            }
        }
        """, rule: rule)
    }
}
