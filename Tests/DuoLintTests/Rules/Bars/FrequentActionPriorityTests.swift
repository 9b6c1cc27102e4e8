import XCTest
@testable import DuoLint

final class FrequentActionPriorityTests: XCTestCase {
    let rule = "frequent-action-priority"

    func testSwiftUI() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                List { }
                    .toolbar {
                        Button("Compose", systemImage: "square.and.pencil") { } // want: frequent-action-priority
                        ToolbarItem(placement: .bottomBar) {
                            Button { } label: { Image(systemName: "plus.circle.fill") } // want: frequent-action-priority
                        }
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("New Folder") { } // want: frequent-action-priority
                        }
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Inbox", systemImage: "tray") { }.badge(3) // want: frequent-action-priority
                        }
                        ToolbarItem(placement: .topBarTrailing) {
                            Menu { Button("Note") { } } label: { Label("Add", systemImage: "note.text.badge.plus") } // want: frequent-action-priority
                        }
                    }
            }
        }
        """, rule: rule)
    }

    func testUIKit() {
        LintHarness.assertMarked("""
        final class VC: UIViewController {
            override func viewDidLoad() {
                let add = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add)) // want: frequent-action-priority
                let inbox = UIBarButtonItem(title: "Inbox", image: UIImage(systemName: "tray"), target: nil, action: nil) // want: frequent-action-priority
                inbox.badge = .count(4)
                navigationItem.rightBarButtonItems = [add, inbox]
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Filter", image: UIImage(systemName: "line.3.horizontal.decrease"), target: nil, action: nil)
                toolbarItems = [UIBarButtonItem(image: UIImage(systemName: "square.and.pencil"), style: .plain, target: nil, action: nil)] // want: frequent-action-priority
            }
            func fewer() {
                // Three bar items in this function: nothing overflows before the add.
                let add = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
                navigationItem.rightBarButtonItems = [add, UIBarButtonItem(systemItem: .search)]
                navigationItem.leftBarButtonItem = editButtonItem
            }
        }
        """, rule: rule)
    }

    func testNonTriggers() {
        LintHarness.assertClean("""
        struct V: View {
            var body: some View {
                List {
                    Button("Add", systemImage: "plus") { }
                    Text("Inbox").badge(3)
                }
                .toolbar {
                    ToolbarItem(placement: .bottomBar) {
                        Button("Compose", systemImage: "square.and.pencil") { }
                            .visibilityPriority(.high)
                    }
                    ToolbarItemGroup(placement: .topBarTrailing) {
                        Button("Add", systemImage: "plus") { }
                    }
                    .toolbarItemVisibilityPriority(.high)
                    ToolbarItem(placement: .topBarTrailing, visibilityPriority: .high) {
                        Button("New Note", systemImage: "note.text") { }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Newsletter", systemImage: "newspaper") { }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Address", systemImage: "plus.magnifyingglass") { }
                    }
                    ToolbarItem(placement: .topBarTrailing) {
                        Menu("More", systemImage: "list.bullet") { Button("Add", systemImage: "plus") { } }
                    }
                }
            }
        }
        final class VC: UIViewController {
            lazy var addItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
            override func viewDidLoad() {
                addItem.visibilityPriority = .high
                navigationItem.rightBarButtonItem = addItem
                let loose = UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
                let s = "UIBarButtonItem(barButtonSystemItem: .add)"
            }
        }
        """, rule: rule)
    }

    func testOnlyScreensWithFourOrMoreBarItems() {
        // Rules/frequent-action-priority.md: with 3 items nothing overflows before the action; items in another branch of the `if` that
        // holds the item do not count; a `ForEach` counts two.
        LintHarness.assertMarked("""
        struct Three: View {
            var body: some View {
                List { }
                    .toolbar {
                        Button("Compose", systemImage: "square.and.pencil") { }
                        Button("Share", systemImage: "square.and.arrow.up") { }
                        Button("Info", systemImage: "info.circle") { }
                    }
            }
        }
        struct Branches: View {
            @State private var selecting = false
            var body: some View {
                List { }
                    .toolbar {
                        if selecting {
                            Button("Delete", systemImage: "trash") { }
                            Button("Move", systemImage: "folder") { }
                            Button("Share", systemImage: "square.and.arrow.up") { }
                        } else {
                            Button("Add", systemImage: "plus") { }
                            Button("Select", systemImage: "checkmark.circle") { }
                        }
                        Button("Info", systemImage: "info.circle") { }
                    }
            }
        }
        struct Repeated: View {
            var body: some View {
                List { }
                    .toolbar {
                        Button("Add", systemImage: "plus") { } // want: frequent-action-priority
                        ForEach(filters) { f in Button(f.name, systemImage: f.icon) { } }
                        Button("Info", systemImage: "info.circle") { }
                    }
            }
        }
        """, rule: rule)
    }

    func testALoneItemOfAPresentedScreenIsNotCountedWithTheTypesOwnScreen() {
        LintHarness.assertMarked("""
        struct Settings: View {
            var body: some View {
                List {
                    NavigationLink {
                        List { }
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) { Button { } label: { Image(systemName: "plus") } }
                            }
                    } label: { Text("Tags") }
                    NavigationLink(destination: List { }.toolbar { Button("Add", systemImage: "plus") { } }) { Text("Lists") }
                }
                .sheet(isPresented: $adding) {
                    Form { }.toolbar { ToolbarItem(placement: .confirmationAction) { Button("New Item", systemImage: "plus") { } } }
                }
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { EditButton() }
                    ToolbarItem(placement: .topBarTrailing) { Button("Add", systemImage: "plus") { } } // want: frequent-action-priority
                    ToolbarItem(placement: .bottomBar) { Button("Share", systemImage: "square.and.arrow.up") { } }
                    ToolbarItem(placement: .bottomBar) { Button("Info", systemImage: "info.circle") { } }
                }
            }
        }
        """, rule: rule)
    }

    /// VOCABULARY.md *screen's bar items* for this rule: the branches of an `if`/`else if`/`switch` count as their largest
    /// branch, not their sum (Aidoku NewSourceViewController.swift:665).
    func testBranchesCountAsTheLargest() {
        LintHarness.assertClean("""
        struct V: View {
            var editing: Bool
            var body: some View {
                List { }
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Button("Compose", systemImage: "square.and.pencil") { } }
                        if editing {
                            Button("Delete", systemImage: "trash") { }
                            Button("Move", systemImage: "folder") { }
                        } else {
                            Button("Share", systemImage: "square.and.arrow.up") { }
                            Button("Sort", systemImage: "arrow.up.arrow.down") { }
                        }
                    }
            }
        }
        final class VC: UIViewController {
            var onlySearch = false
            var kind = 0
            override func viewDidLoad() {
                // At most 3 at a time: one of search/website, one of filter/sort, and add.
                var items: [UIBarButtonItem] = []
                if !onlySearch {
                    items.append(UIBarButtonItem(barButtonSystemItem: .search, target: nil, action: nil))
                } else if kind == 1 {
                    items.append(UIBarButtonItem(title: "Website", image: UIImage(systemName: "safari"), target: nil, action: nil))
                }
                switch kind {
                case 0: items.append(UIBarButtonItem(title: "Filter", image: UIImage(systemName: "line.3.horizontal.decrease"), target: nil, action: nil))
                default: items.append(UIBarButtonItem(title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"), target: nil, action: nil))
                }
                items.append(UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil))
                navigationItem.rightBarButtonItems = items
            }
        }
        """, rule: rule)
    }

    /// Near misses: the largest branch brings the count to 4; an item inside a branch counts its own branch.
    func testLargestBranchStillCounts() {
        LintHarness.assertMarked("""
        struct V: View {
            var editing: Bool
            var body: some View {
                List { }
                    .toolbar {
                        ToolbarItem(placement: .bottomBar) { Button("Compose", systemImage: "square.and.pencil") { } } // want: frequent-action-priority
                        if editing {
                            Button("Delete", systemImage: "trash") { }
                        } else {
                            Button("Share", systemImage: "square.and.arrow.up") { }
                            Button("Sort", systemImage: "arrow.up.arrow.down") { }
                            Button("Filter", systemImage: "line.3.horizontal.decrease") { }
                        }
                    }
            }
        }
        struct W: View {
            var editing: Bool
            var body: some View {
                List { }
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button("Search", systemImage: "magnifyingglass") { } }
                        if editing {
                            Button("Delete", systemImage: "trash") { }
                        } else {
                            Button("Add", systemImage: "plus") { } // want: frequent-action-priority
                            Button("Sort", systemImage: "arrow.up.arrow.down") { }
                            if true { Button("Filter", systemImage: "line.3.horizontal.decrease") { } } else { Button("A", systemImage: "a") { } }
                        }
                    }
            }
        }
        """, rule: rule)
    }

    /// Narrowed on real code (Kiwix's library filters): a collapsed `ToolbarItemGroup { … } label: { … }` shows as one
    /// control, so its three buttons count as one bar item; the same buttons in a plain group count as three.
    func testACollapsedGroupCountsAsOneItem() {
        LintHarness.assertMarked("""
        struct Library: View {
            var body: some View {
                List { }
                    .toolbar {
                        ToolbarItemGroup {
                            Button("Name", systemImage: "textformat") { }
                            Button("Size", systemImage: "internaldrive") { }
                            Button("Filter", systemImage: "line.3.horizontal.decrease") { }
                        } label: {
                            Label("", systemImage: "line.3.horizontal.decrease.circle")
                        }
                        ToolbarItem { Button("Add", systemImage: "plus") { } }
                    }
            }
        }
        struct Plain: View {
            var body: some View {
                List { }
                    .toolbar {
                        ToolbarItemGroup {
                            Button("Name", systemImage: "textformat") { }
                            Button("Size", systemImage: "internaldrive") { }
                            Button("Filter", systemImage: "line.3.horizontal.decrease") { }
                        }
                        ToolbarItem { Button("Add", systemImage: "plus") { } } // want: frequent-action-priority
                    }
            }
        }
        """, rule: rule)
    }
}
