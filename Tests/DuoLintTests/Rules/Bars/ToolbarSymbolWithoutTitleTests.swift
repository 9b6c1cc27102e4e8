import XCTest
@testable import DuoLint

final class ToolbarSymbolWithoutTitleTests: XCTestCase {
    let rule = "toolbar-symbol-without-title"

    func testSwiftUI() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                List { }
                    .toolbar {
                        Button { } label: { Image(systemName: "trash") } // want: toolbar-symbol-without-title
                        Button(action: delete) { Image("custom") } // want: toolbar-symbol-without-title
                        Button(action: delete, label: { Image(systemName: "a").imageScale(.large) }) // want: toolbar-symbol-without-title
                        ToolbarItem(placement: .bottomBar) {
                            Menu { Button("A") { } } label: { Image(systemName: "line.3.horizontal.decrease") } // want: toolbar-symbol-without-title
                        }
                        ToolbarItemGroup {
                            ForEach(tools) { tool in
                                Button { select(tool) } label: { Image(systemName: tool.icon) } // want: toolbar-symbol-without-title
                            }
                            Toggle(isOn: $flag) { Image(systemName: "flag") } // want: toolbar-symbol-without-title
                            Button { } label: { // want: toolbar-symbol-without-title
                                if on { Image(systemName: "star.fill") } else { Image(systemName: "star") }
                            }
                        }
                        shareItem
                    }
            }
            var shareItem: some ToolbarContent {
                ToolbarItem { Button { } label: { Image(systemName: "square.and.arrow.up") } } // want: toolbar-symbol-without-title
            }
        }
        """, rule: rule)
    }

    /// An empty title is no title (VOCABULARY.md *title*): `Button("", systemImage:)` and `Menu("", systemImage:)`
    /// show only the symbol; a title in a variable is a title, and `Button("")` shows no symbol.
    func testAnEmptyTitleArgumentIsNoTitle() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                List { }
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("", systemImage: "star") { favourite() } // want: toolbar-symbol-without-title
                        }
                        ToolbarItem(placement: .topBarTrailing) {
                            Menu("", systemImage: "line.3.horizontal.decrease") { Button("A") { } } // want: toolbar-symbol-without-title
                        }
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("", systemImage: SystemImage.share, action: share) // want: toolbar-symbol-without-title
                        }
                        ToolbarItem(placement: .bottomBar) {
                            Button("Share", systemImage: "square.and.arrow.up") { share() }
                        }
                        ToolbarItem(placement: .bottomBar) {
                            Button(title, systemImage: "star") { favourite() }
                        }
                        ToolbarItem(placement: .bottomBar) {
                            Button("") { reset() }
                        }
                    }
            }
        }
        """, rule: rule)
    }

    func testUIKit() {
        LintHarness.assertMarked("""
        final class VC: UIViewController {
            private lazy var searchItem = UIBarButtonItem(image: UIImage(systemName: "magnifyingglass"), style: .plain, target: self, action: #selector(search)) // want: toolbar-symbol-without-title
            private lazy var titled: UIBarButtonItem = {
                let b = UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil)
                b.title = "Settings"
                return b
            }()
            override func viewDidLoad() {
                navigationItem.rightBarButtonItems = [searchItem, titled]
                navigationItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), style: .plain, target: nil, action: nil) // want: toolbar-symbol-without-title
                let filter = UIBarButtonItem(image: icon, style: .plain, target: nil, action: nil) // want: toolbar-symbol-without-title
                toolbarItems = [filter]
            }
        }
        """, rule: rule)
    }

    func testNonTriggers() {
        LintHarness.assertClean("""
        struct V: View {
            var body: some View {
                List {
                    Button { } label: { Image(systemName: "star") }
                }
                .toolbar {
                    Button("Share", systemImage: "square.and.arrow.up") { }
                    Button { } label: { Label("Archive", systemImage: "archivebox") }
                    Button { } label: { Label("Archive", systemImage: "archivebox") }.labelStyle(.iconOnly)
                    EditButton()
                    ShareLink(item: url)
                    Button { } label: { if editing { Text("Done") } else { Image(systemName: "pencil") } }
                    Menu {
                        Button { } label: { Image(systemName: "trash") }
                    } label: { Label("More", systemImage: "line.3.horizontal") }
                    Button { } label: { HStack { Image(systemName: "cart"); Text("Cart") } }
                }
                .contextMenu {
                    Button { } label: { Image(systemName: "trash") }
                }
            }
        }
        final class VC: UIViewController {
            override func viewDidLoad() {
                let a = UIBarButtonItem(title: "Pin", image: UIImage(systemName: "pin"), target: nil, action: nil)
                let b = UIBarButtonItem(systemItem: .add)
                let c = UIBarButtonItem(image: UIImage(systemName: "lock"), style: .plain, target: nil, action: nil)
                c.title = "Lock"
                let d = UIBarButtonItem(primaryAction: UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in })
                navigationItem.rightBarButtonItems = [a, b, c, d]
                let loose = UIBarButtonItem(image: UIImage(systemName: "x"), style: .plain, target: nil, action: nil)
                accessoryToolbar.items = [loose]
                let text = "UIBarButtonItem(image: UIImage(systemName: \\"x\\"))"
            }
        }
        """, rule: rule)
    }

    /// Recall on real code (ACHNBrowserUI): `self.makeNavigationBarItems()` is a call of a same-type method, followed
    /// as `makeNavigationBarItems()` is, not a modifier of `self`.
    func testASameTypeMethodCalledThroughSelf() {
        LintHarness.assertMarked("""
        struct ChoreList: View {
            @State private var isEditing = false
            var body: some View {
                List { }
                    .navigationBarItems(trailing: self.makeNavigationBarItems())
            }
            private func makeNavigationBarItems() -> some View {
                HStack {
                    Button(action: { isEditing.toggle() }) { // want: toolbar-symbol-without-title
                        Image(systemName: "slider.horizontal.3")
                    }
                    Button("Filter", systemImage: "line.3.horizontal.decrease") { }
                }
            }
        }
        """, rule: "toolbar-symbol-without-title")
    }
}
