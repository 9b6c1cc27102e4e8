import XCTest
@testable import DuoLint

final class ToolbarCustomOverflowMenuTests: XCTestCase {
    let rule = "toolbar-custom-overflow-menu"

    func testTriggers() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                List { }
                    .toolbar {
                        Menu { Button("A") { } } label: { Image(systemName: "ellipsis.circle") } // want: toolbar-custom-overflow-menu
                        ToolbarItem(placement: .topBarTrailing) {
                            Menu("More", systemImage: "ellipsis") { Button("B") { } } // want: toolbar-custom-overflow-menu
                        }
                        moreMenu
                    }
            }
            @ViewBuilder var moreMenu: some View {
                Menu { // want: toolbar-custom-overflow-menu
                    Button("C") { }
                } label: {
                    Label("More", systemImage: "ellipsis.circle.fill")
                }
            }
        }
        final class VC: UIViewController {
            override func viewDidLoad() {
                let more = UIBarButtonItem(image: UIImage(systemName: "ellipsis.vertical"), menu: menu) // want: toolbar-custom-overflow-menu
                navigationItem.rightBarButtonItems = [more]
            }
        }
        """, rule: rule)
    }

    func testNonTriggers() {
        LintHarness.assertClean("""
        struct Row: View {
            var body: some View {
                List {
                    HStack {
                        Text("Item")
                        Menu { Button("Rename") { } } label: { Image(systemName: "ellipsis") }
                    }
                }
                .toolbar {
                    Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Name") { } }
                    Button("Info", systemImage: "ellipsis.circle") { }
                    Menu {
                        Menu("Nested", systemImage: "ellipsis") { }
                    } label: { Label("Options", systemImage: "slider.horizontal.3") }
                }
                .contextMenu {
                    Menu("More", systemImage: "ellipsis") { }
                }
            }
        }
        final class VC: UIViewController {
            override func viewDidLoad() {
                let more = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), style: .plain, target: nil, action: nil)
                let cellButton = UIButton(type: .system)
                cellButton.setImage(UIImage(systemName: "ellipsis"), for: .normal)
                navigationItem.rightBarButtonItem = more
                let symbol = "ellipsis.circle"
            }
        }
        """, rule: rule)
    }
}
