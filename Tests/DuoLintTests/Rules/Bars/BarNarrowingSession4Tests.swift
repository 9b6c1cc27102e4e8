import XCTest
@testable import DuoLint

/// The bar narrowings of issue 23's fourth round (real apps; /work/notes/readings/bars.md): each idiom is a
/// "does not trigger" example in the rule's doc too, and the code the rule still reports is tested beside it.
final class BarNarrowingSession4Tests: XCTestCase {
    // MARK: toolbar-text-only-item: a Delete All that exists only while editing

    func testDeleteAllOnlyWhileEditingUIKit() {
        LintHarness.assertMarked("""
        final class LoginsController: UITableViewController {
            private lazy var deleteAllItem: UIBarButtonItem = {
                UIBarButtonItem(title: "Delete All", style: .plain, target: self, action: #selector(deleteAll))
            }()
            private lazy var shareItem = UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(share)) // want: toolbar-text-only-item
            func updateToolbar() {
                if tableView.isEditing && hasItems {
                    toolbarItems = [deleteAllItem, .flexibleSpace()]
                } else {
                    toolbarItems = [shareItem]
                }
            }
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                let item = UIBarButtonItem(title: "Delete All", style: .plain, target: self, action: #selector(deleteAll))
                navigationItem.setLeftBarButton(item, animated: true)
            }
            func setUp() {
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Delete All", style: .plain, target: self, action: #selector(deleteAll)) // want: toolbar-text-only-item
                if !tableView.isEditing {
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Delete All", style: .plain, target: self, action: #selector(deleteAll)) // want: toolbar-text-only-item
                }
            }
        }
        """, rule: "toolbar-text-only-item")
    }

    func testDeleteAllOnlyWhileEditingSwiftUI() {
        LintHarness.assertMarked("""
        struct Downloads: View {
            @State private var editMode: EditMode = .inactive
            @State private var isEditing = false
            var body: some View {
                List { }
                    .toolbar {
                        ToolbarItemGroup(placement: .bottomBar) {
                            Button { deleteAll() } label: { Text("Delete All") }
                                .opacity(editMode == .active ? 1.0 : 0.0)
                            EditButton()
                        }
                        ToolbarItem(placement: .bottomBar) {
                            HStack { Button("Delete All Downloads") { deleteAll() } }
                                .opacity(editMode == .inactive ? 0 : 1)
                        }
                        ToolbarItem(placement: .bottomBar) {
                            if isEditing { Button("Delete All") { deleteAll() } }
                        }
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Delete All") { deleteAll() } // want: toolbar-text-only-item
                                .opacity(editMode == .active ? 0 : 1)
                        }
                        ToolbarItem(placement: .topBarLeading) {
                            if isEditing { Button("Delete") { deleteSelection() } } // want: toolbar-text-only-item
                        }
                    }
            }
        }
        """, rule: "toolbar-text-only-item")
    }

    func testEditingPolarity() {
        let source = """
        let a = isEditing
        let b = !tableView.isEditing
        let c = editMode == .active
        let d = editMode != .active
        let e = editMode?.wrappedValue.isEditing == false
        let f = isEditing && hasItems
        let g = isLoading
        """
        let tree = Parser.parse(SourceText(path: "T.swift", bytes: Array(source.utf8)))
        var values: [Bool?] = []
        tree.root.walk { n in
            if n.kind == NodeKind.initializer, let v = n.firstChild { values.append(ToolbarContent.editingPolarity(v)); return false }
            return true
        }
        XCTAssertEqual(values, [true, false, true, false, false, true, nil])
    }

    // MARK: prominent-action-placement: a custom Done used only where it leaves editing

    func testCustomDoneUsedAsTheDoneOfEditing() {
        let files = [
            "DoneButton.swift": """
            struct DoneButton: View {
                let action: () -> Void
                var body: some View {
                    Button(role: .confirm) { action() }
                }
            }
            """,
            "Vocab.swift": """
            struct VocabView: View {
                @State private var isEditing = false
                var body: some View {
                    List { }
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) { Button("Share", systemImage: "square.and.arrow.up") { } }
                            ToolbarItem(placement: .topBarTrailing) {
                                if isEditing {
                                    DoneButton { isEditing = false }
                                } else {
                                    Menu("More", systemImage: "ellipsis") { }
                                }
                            }
                        }
                }
            }
            """,
            "Manga.swift": """
            struct MangaView: View {
                @State private var editMode = EditMode.inactive
                var body: some View {
                    List { }
                        .toolbar {
                            ToolbarItem(placement: .topBarLeading) { Button("Share", systemImage: "square.and.arrow.up") { } }
                            ToolbarItem(placement: .topBarTrailing) { RightButton(editMode: $editMode) }
                        }
                }
            }
            struct RightButton: View {
                @Binding var editMode: EditMode
                var body: some View {
                    DoneButton { withAnimation { editMode = .inactive } }
                }
            }
            """,
            "Backup.swift": """
            struct BackupView: View {
                var body: some View {
                    Form { }
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { } }
                            ToolbarItem(placement: .confirmationAction) { DoneButton { save() } }
                        }
                }
            }
            """,
        ]
        XCTAssertTrue(LintHarness.lint(files, rules: ["prominent-action-placement"]).isEmpty)
        // The same Done used once at a plain trailing placement, outside editing: reported at the Done.
        var more = files
        more["Tracker.swift"] = """
        struct TrackerView: View {
            var body: some View {
                List { }
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Share", systemImage: "square.and.arrow.up") { } }
                        ToolbarItem(placement: .topBarTrailing) { DoneButton { track() } }
                    }
            }
        }
        """
        let findings = LintHarness.lint(more, rules: ["prominent-action-placement"])
        XCTAssertEqual(findings.map { "\($0.path):\($0.range.start.line)" }, ["DoneButton.swift:4"])
    }

    // MARK: custom-bar-instance: bars that show no control

    func testStatusStripAndSearchOnlyNavigationBar() {
        LintHarness.assertMarked("""
        final class SyncToolbarController {
            private var toolbar: UIToolbar!
            func setUp(parent: UIViewController) {
                func setupToolbar() {
                    let toolbar = UIToolbar()
                    parent.view.addSubview(toolbar)
                    self.toolbar = toolbar
                }
                setupToolbar()
            }
            func show(_ text: String) {
                let item = UIBarButtonItem(customView: label(text))
                toolbar.setItems([.flexibleSpace(), item, .flexibleSpace()], animated: false)
            }
        }
        final class SearchController: UIViewController {
            let navigationBar: UINavigationBar = {
                let navigationItem = UINavigationItem()
                let navigationBar = UINavigationBar(frame: .zero)
                navigationBar.setItems([navigationItem], animated: false)
                return navigationBar
            }()
            override func viewDidLoad() {
                view.addSubview(navigationBar)
                navigationBar.topItem?.titleView = searchBar
            }
        }
        final class EditingBar: UIView {
            private lazy var toolbar: UIToolbar = {
                let toolbar = UIToolbar() // want: custom-bar-instance
                toolbar.items = [archiveButton, .flexibleSpace(), deleteButton]
                return toolbar
            }()
            private lazy var statusBar: UIToolbar = {
                let bar = UIToolbar() // want: custom-bar-instance
                bar.items = [UIBarButtonItem(customView: label), UIBarButtonItem(title: "Retry", style: .plain, target: nil, action: nil)]
                return bar
            }()
            private lazy var unknownItems: UIToolbar = {
                let bar = UIToolbar() // want: custom-bar-instance
                bar.items = makeItems()
                return bar
            }()
            let emptyBar = UIToolbar() // want: custom-bar-instance
        }
        final class ContactRequestBar: UIView {
            private lazy var acceptButton: UIBarButtonItem = {
                let acceptButton = UIBarButtonItem(title: String.localized("accept"), style: .plain, target: self, action: #selector(accept))
                return acceptButton
            }()
            private lazy var rejectButton = UIBarButtonItem(title: "Block", style: .plain, target: self, action: #selector(block))
            private lazy var toolbar: UIToolbar = {
                let toolbar = UIToolbar()
                toolbar.items = [.flexibleSpace(), rejectButton, acceptButton, .flexibleSpace()]
                return toolbar
            }()
        }
        final class ActionsBar: UIView {
            private lazy var shareButton = UIBarButtonItem(title: "Share", style: .plain, target: self, action: #selector(share))
            private lazy var toolbar: UIToolbar = {
                let toolbar = UIToolbar() // want: custom-bar-instance
                toolbar.items = [shareButton, UIBarButtonItem(title: "Delete", style: .plain, target: nil, action: nil)]
                return toolbar
            }()
            func configure() { shareButton.image = UIImage(systemName: "square.and.arrow.up") }
        }
        final class PickerController: UIViewController {
            let navigationBar: UINavigationBar = {
                let item = UINavigationItem()
                item.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
                let bar = UINavigationBar() // want: custom-bar-instance
                bar.setItems([item], animated: false)
                return bar
            }()
            let otherBar = UINavigationBar() // want: custom-bar-instance
            override func viewDidLoad() {
                otherBar.setItems([UINavigationItem()], animated: false)
                otherBar.topItem?.rightBarButtonItem = UIBarButtonItem(systemItem: .close)
            }
        }
        """, rule: "custom-bar-instance")
    }

    // MARK: bar-geometry-assumption: a rect from the bar's bounds for a view taken from the bar

    func testBarLocalRectThroughALocal() {
        LintHarness.assertMarked("""
        final class SourceController: UIViewController {
            func fixBackground() {
                if let navigationBar = navigationController?.navigationBar,
                   let backgroundView = navigationBar.value(forKey: "_backgroundView") as? UIView {
                    let newFrame = CGRect(
                        x: backgroundView.frame.origin.x,
                        y: backgroundView.frame.origin.y,
                        width: navigationBar.bounds.width,
                        height: navigationBar.bounds.height - backgroundView.frame.origin.y
                    )
                    (navigationBar.value(forKey: "_backgroundView") as? UIView)?.frame = newFrame
                }
            }
            func overlay() {
                if let navigationBar = navigationController?.navigationBar {
                    let rect = CGRect(x: 0, y: 0, width: view.bounds.width, height: navigationBar.bounds.height) // want: bar-geometry-assumption
                    (navigationBar.value(forKey: "_backgroundView") as? UIView)?.frame = rect
                    let other = CGRect(x: 0, y: 0, width: navigationBar.bounds.width, height: 10) // want: bar-geometry-assumption
                    header.frame = other
                }
            }
        }
        """, rule: "bar-geometry-assumption")
    }

    // MARK: Recall (issue 23 item 3)

    func testFactoryItemConfiguredThroughTheProperty() {
        // One creation in a same-type factory, bound to several properties: the one that gets an ellipsis image and a
        // menu is an overflow menu (Aidoku's `moreBarButton = makeBarButton(systemName: "ellipsis", …)`).
        LintHarness.assertMarked("""
        final class LibraryController: UIViewController {
            private lazy var lockButton = makeBarButton(systemName: "lock", titleKey: "LOCK")
            private lazy var moreButton = makeBarButton(systemName: "ellipsis", titleKey: "MORE")
            private func makeBarButton(systemName: String? = nil, titleKey: String) -> UIBarButtonItem {
                let item = UIBarButtonItem( // want: toolbar-custom-overflow-menu
                    image: systemName.flatMap { UIImage(systemName: $0) }, style: .plain, target: self, action: nil)
                item.title = NSLocalizedString(titleKey)
                return item
            }
            func updateItems() {
                if isEditing {
                    navigationItem.leftBarButtonItem = makeBarButton(titleKey: "SELECT_ALL")
                } else {
                    navigationItem.rightBarButtonItems = [moreButton, lockButton]
                }
            }
            func updateMenu() {
                moreButton.image = UIImage(systemName: "ellipsis")
                moreButton.menu = UIMenu(children: [])
            }
        }
        """, rule: "toolbar-custom-overflow-menu")
    }

    func testStaticImageDerivedFromAnotherStaticImage() {
        LintHarness.assertMarked([
            "UIImage+App.swift": """
            extension UIImage {
                static var ellipsisImage: UIImage {
                    return UIImage.gridicon(.ellipsis)
                        .imageFlippedForRightToLeftLayoutDirection()
                }
                static var moreImage: UIImage {
                    let tintColor = UIColor.primary
                    return ellipsisImage.imageWithTintColor(tintColor)!
                }
                static var shareImage: UIImage {
                    return UIImage.gridicon(.share).imageWithTintColor(.primary)!
                }
            }
            """,
            "Reviews.swift": """
            final class ReviewsController: UIViewController {
                func configureNavigation() {
                    let more = UIBarButtonItem(image: .moreImage, style: .plain, target: self, action: #selector(showMore)) // want: toolbar-custom-overflow-menu
                    more.accessibilityLabel = "More"
                    let share = UIBarButtonItem(image: .shareImage, style: .plain, target: self, action: #selector(share))
                    navigationItem.rightBarButtonItems = [more, share]
                }
            }
            """,
        ], rule: "toolbar-custom-overflow-menu")
    }

    func testInstanceIconReachedThroughAStaticIconSet() {
        LintHarness.assertMarked([
            "Icons.swift": """
            public struct GeneralIcons {
                public let toolbarMenu: Icon = .init("ellipsis")
                public let add: Icon = .init("plus")
            }
            public extension Icon {
                static let general: GeneralIcons = .init()
            }
            """,
            "Filters.swift": """
            struct FiltersView: View {
                var body: some View {
                    List { }
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                Menu("More...", icon: .general.toolbarMenu) { Button("Reset") { } } // want: toolbar-custom-overflow-menu
                            }
                            ToolbarItem(placement: .topBarTrailing) {
                                Menu("Add", icon: .general.add) { Button("Filter") { } }
                            }
                        }
                }
            }
            extension Menu where Label == SwiftUI.Label<Text, Image> {
                init(_ title: String, icon: Icon, @ViewBuilder content: () -> Content) { self.init(title, systemImage: icon.name, content: content) }
            }
            """,
        ], rule: "toolbar-custom-overflow-menu")
    }

    /// Mlem `ToolbarEllipsisMenu`: the menu is in a custom view's body (a toolbar in a third file uses the view) and its
    /// symbol is declared in another file: both questions on one finding (`.allOf`).
    func testEllipsisMenuInACustomViewWithTheIconDeclaredInAnotherFile() {
        let icons = """
        public struct GeneralIcons {
            public let toolbarMenu: Icon = .init("ellipsis")
            public let add: Icon = .init("plus")
        }
        public extension Icon {
            static let general: GeneralIcons = .init()
        }
        """
        let menus = """
        struct ToolbarEllipsisMenu<Content: View>: View {
            let content: Content
            var body: some View {
                Menu { content } label: { // want: toolbar-custom-overflow-menu
                    Label("More", icon: .general.toolbarMenu)
                }
            }
        }
        struct ToolbarAddMenu<Content: View>: View {
            let content: Content
            var body: some View {
                Menu { content } label: { Label("Add", icon: .general.add) }
            }
        }
        """
        let use = """
        struct InstanceView: View {
            var body: some View {
                List { }
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { ToolbarEllipsisMenu { Button("Block") { } } }
                        ToolbarItem(placement: .topBarTrailing) { ToolbarAddMenu { Button("Filter") { } } }
                    }
            }
        }
        """
        LintHarness.assertMarked(["Icons.swift": icons, "ToolbarEllipsisMenu.swift": menus, "InstanceView.swift": use],
                                 rule: "toolbar-custom-overflow-menu")
        // No toolbar uses the view: no finding, though its symbol is an ellipsis.
        let unused = LintHarness.lint(["Icons.swift": icons, "ToolbarEllipsisMenu.swift": menus],
                                      rules: ["toolbar-custom-overflow-menu"])
        XCTAssertEqual(unused.count, 0)
        // The view used in a toolbar, its icon declared nowhere: no finding.
        let undeclared = LintHarness.lint(["ToolbarEllipsisMenu.swift": menus, "InstanceView.swift": use],
                                          rules: ["toolbar-custom-overflow-menu"])
        XCTAssertEqual(undeclared.count, 0)
    }

    func testBarGeometryThroughABoundContainerAndACast() {
        LintHarness.assertMarked("""
        final class Host: UIViewController {
            func measure() -> CGFloat {
                if let tabBar = self.tabBarController {
                    let height = tabBar.tabBar.bounds.height - safeArea.bottom // want: bar-geometry-assumption
                    return height
                }
                return 0
            }
            func animate(to: UIViewController) {
                let tabBar = (to.presentingViewController as? MainTabBarController)?.tabBar
                let tabBarFrame = tabBar?.frame ?? .zero // want: bar-geometry-assumption
                snapshot.frame = CGRect(x: tabBarFrame.origin.x, y: tabBarFrame.origin.y + tabBarFrame.height, width: tabBarFrame.width, height: tabBarFrame.height)
                let other = (to.presentingViewController as? PlayerViewController)?.tabBar
                snapshot.frame = other?.frame ?? .zero
                if let bar = (parent as? MainTabBarController)?.tabBar, bar.isHidden == false { showBadge() }
            }
        }
        """, rule: "bar-geometry-assumption")
    }

    // MARK: custom-swiftui-bar: floating controls over a wrapped map view

    func testControlsOverAWrappedMapView() {
        LintHarness.assertMarked("""
        struct MeshMap: View {
            var body: some View {
                clusterMapView
                    .safeAreaInset(edge: .bottom) {
                        HStack {
                            Button("Coverage", systemImage: "antenna.radiowaves.left.and.right") { }
                            Button("Legend", systemImage: "list.bullet") { }
                        }
                    }
            }
            private var clusterMapView: some View { ClusterMapView() }
        }
        struct Other: View {
            var body: some View {
                ClusterMapView()
                    .safeAreaInset(edge: .bottom) {
                        HStack {
                            Button("Coverage", systemImage: "antenna.radiowaves.left.and.right") { }
                            Button("Legend", systemImage: "list.bullet") { }
                        }
                    }
                ReviewView()
                    .safeAreaInset(edge: .bottom) { // want: custom-swiftui-bar
                        HStack {
                            Button("Map", systemImage: "map") { }
                            Button("List", systemImage: "list.bullet") { }
                        }
                    }
                mapViewModel
                    .safeAreaInset(edge: .bottom) { // want: custom-swiftui-bar
                        HStack {
                            Button("Map", systemImage: "map") { }
                            Button("List", systemImage: "list.bullet") { }
                        }
                    }
            }
        }
        """, rule: "custom-swiftui-bar")
    }
}
