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

    func testV3Triggers() {
        // Rules/toolbar-custom-overflow-menu.md: a `Button` whatever it presents; UIKit image / primary action / `.menu =` after init;
        // the symbol through names, `if` expressions, static members, helpers' parameters and enum members.
        LintHarness.assertMarked("""
        enum Symbols { static let more = "ellipsis.circle" }
        struct V: View {
            @State private var showingOptions = false
            var body: some View {
                let systemImage = if #available(iOS 26, *) { "ellipsis" } else { "ellipsis.circle" }
                List { }
                    .toolbar {
                        Button("Options", systemImage: "ellipsis.circle") { showingOptions = true } // want: toolbar-custom-overflow-menu
                        Menu("More", systemImage: systemImage) { Button("A") { } } // want: toolbar-custom-overflow-menu
                        Menu { Button("B") { } } label: { Image(systemName: Symbols.more) } // want: toolbar-custom-overflow-menu
                        Button("More", icon: .ellipsisCircle) { } // want: toolbar-custom-overflow-menu
                    }
                    .confirmationDialog("Options", isPresented: $showingOptions) { Button("Delete") { } }
            }
        }
        final class VC: UIViewController {
            override func viewDidLoad() {
                let more = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), style: .plain, target: nil, action: nil) // want: toolbar-custom-overflow-menu
                let options = UIBarButtonItem(primaryAction: UIAction(title: "Options", image: UIImage(systemName: "ellipsis")) { _ in }) // want: toolbar-custom-overflow-menu
                let menuItem = UIBarButtonItem(title: "More", image: nil, target: nil, action: nil) // want: toolbar-custom-overflow-menu
                menuItem.image = UIImage(systemName: "ellipsis.circle")
                menuItem.menu = UIMenu(children: [])
                navigationItem.rightBarButtonItems = [more, options, menuItem]
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
                let cellButton = UIButton(type: .system)
                cellButton.setImage(UIImage(systemName: "ellipsis"), for: .normal)
                navigationItem.additionalOverflowItems = UIDeferredMenuElement.uncached { _ in }
                let symbol = "ellipsis.circle"
            }
        }
        """, rule: rule)
    }
}
