import XCTest
@testable import DuoLint
import DuoLintSyntax

final class IdiomGatedLayoutTests: XCTestCase {
    let rule = "idiom-gated-layout"

    func testContainersChosenByIdiom() {
        LintHarness.assertMarked("""
        import SwiftUI
        struct Mail: View {
            @Environment(\\.horizontalSizeClass) var sizeClass
            var body: some View {
                if UIDevice.current.userInterfaceIdiom == .pad { // want: idiom-gated-layout
                    NavigationSplitView { MailList() } detail: { MessageView() }
                } else {
                    NavigationStack { MailList() }
                }
                if sizeClass == .compact {
                    Text("compact")
                } else if UIDevice.current.userInterfaceIdiom == .pad && showsSidebar { // want: idiom-gated-layout
                    HStack { SidebarList(); Content() }
                } else {
                    Content().padding()
                }
                if case .pad = UIDevice.current.userInterfaceIdiom { // want: idiom-gated-layout
                    ScrollView { Content() }
                }
                switch UIDevice.current.userInterfaceIdiom { // want: idiom-gated-layout
                case .pad: TabView { Content() }
                default: Content()
                }
                let layout = traitCollection.userInterfaceIdiom != .phone ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout()) // want: idiom-gated-layout
            }
        }
        """, rule: rule)
    }

    func testThroughNamesAndNegation() {
        LintHarness.assertMarked("""
        struct Feed: View {
            var body: some View {
                let isPad = UIDevice.current.userInterfaceIdiom == .pad
                if !isPad { // want: idiom-gated-layout
                    VStack { Header(); Rows() }
                } else {
                    HStack { Header(); Rows() }
                }
                let idiom = UIDevice.current.userInterfaceIdiom
                if idiom == .phone { // want: idiom-gated-layout
                    List { Rows() }
                } else {
                    LazyVGrid(columns: columns) { Rows() }
                }
            }
        }
        """, rule: rule)
    }

    func testCountsSplitsAndPresentations() {
        LintHarness.assertMarked("""
        import UIKit
        final class Root: UIViewController {
            func setUp() {
                if UIDevice.current.userInterfaceIdiom == .pad { // want: idiom-gated-layout
                    window.rootViewController = UISplitViewController(style: .doubleColumn)
                } else {
                    window.rootViewController = UINavigationController(rootViewController: list)
                }
                stack.axis = UIDevice.current.userInterfaceIdiom == .pad ? .horizontal : .vertical // want: idiom-gated-layout
                editor.modalPresentationStyle = UIDevice.current.userInterfaceIdiom == .pad ? .formSheet : .fullScreen // want: idiom-gated-layout
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2) // want: idiom-gated-layout
                if UIDevice.current.userInterfaceIdiom == .pad { // want: idiom-gated-layout
                    numberOfColumns = 3
                } else {
                    numberOfColumns = 1
                }
                split.preferredDisplayMode = UIDevice.current.userInterfaceIdiom == .pad ? .oneBesideSecondary : .oneOverSecondary // want: idiom-gated-layout
            }
        }
        struct Grid: View {
            var body: some View {
                if UIDevice.current.userInterfaceIdiom == .pad { // want: idiom-gated-layout
                    LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) { Cells() }
                } else {
                    LazyVGrid(columns: [GridItem(), GridItem()]) { Cells() }
                }
                if UIDevice.current.userInterfaceIdiom == .pad { // want: idiom-gated-layout
                    Content().popover(isPresented: $show) { Detail() }
                } else {
                    Content().sheet(isPresented: $show) { Detail() }
                }
            }
        }
        """, rule: rule)
    }

    func testDisjunctionsIfExpressionsAndSettingKeys() {
        LintHarness.assertMarked("""
        struct Log: View {
            var body: some View {
                if UIDevice.current.userInterfaceIdiom == .pad || UIDevice.current.userInterfaceIdiom == .mac { // want: idiom-gated-layout
                    Table(rows) { TableColumn("Name") { Text($0.name) } }
                } else {
                    ScrollView { Rows() }
                }
            }
            func columns(_ isLandscape: Bool) -> Int {
                let itemsPerRow: Int
                itemsPerRow = if UIDevice.current.userInterfaceIdiom == .pad { // want: idiom-gated-layout
                    isLandscape ? 6 : 4
                } else {
                    isLandscape ? 4 : 2
                }
                return itemsPerRow
            }
        }
        func rowDefaults() -> [String: Int] {
            [
                "Appearance.customPortraitRows": UIDevice.current.userInterfaceIdiom == .pad ? 5 : 2, // want: idiom-gated-layout
            ]
        }
        """, rule: rule)
    }

    func testNarrowings() {
        // Toolbar content builds toolbar items, not layouts; an `if` with no `else` on the phone's side withholds no
        // iPad layout from the inner screen; a default compared with a stored setting picks no layout.
        LintHarness.assertClean("""
        struct Settings: View {
            var body: some View {
                Form { }
                    .toolbar {
                        if UIDevice.current.userInterfaceIdiom == .pad, !showsSecondaryColumn {
                            SecondaryColumnToolbarItem()
                        }
                    }
                VStack {
                    if UIDevice.current.userInterfaceIdiom == .phone {
                        HStack { Text("Shake to open the debug menu"); Toggle("", isOn: $shake) }
                    }
                    if !(UIDevice.current.userInterfaceIdiom == .pad) { VStack { Text("Tip") } }
                    DebugView()
                }
            }
        }
        func migrate() {
            let stored = UserDefaults.standard.integer(forKey: "General.portraitRows")
            let defaultPortraitRows = UIDevice.current.userInterfaceIdiom == .pad ? 5 : 2
            if stored > 0 && stored != defaultPortraitRows { UserDefaults.standard.set(stored, forKey: "rows") }
        }
        """, rule: rule)
    }

    func testIdiomPropertyDeclaredInAnotherFile() {
        LintHarness.assertMarked([
            "Device.swift": """
            import UIKit
            extension UIDevice {
                static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
                var isIPad: Bool { return userInterfaceIdiom == .pad }
            }
            enum Device { static let isTablet = UIDevice.isPad }
            """,
            "Gallery.swift": """
            struct Gallery: View {
                var body: some View {
                    let columns = Array(repeating: GridItem(.flexible()), count: UIDevice.isPad ? 4 : 2) // want: idiom-gated-layout
                    HStack {
                        if UIDevice.current.isIPad { SidebarView() } // want: idiom-gated-layout
                        Content()
                    }
                    if Device.isTablet { // want: idiom-gated-layout
                        NavigationSplitView { List { } } detail: { Content() }
                    } else {
                        NavigationStack { Content() }
                    }
                }
            }
            """,
        ], rule: rule)
    }

    func testBranchRootsThroughCustomViewsAcrossFiles() {
        LintHarness.assertMarked([
            "Roots.swift": """
            struct PadRoot: View { var body: some View { SplitRoot().tint(.blue) } }
            struct SplitRoot: View { var body: some View { NavigationSplitView { List { } } detail: { Text("") } } }
            struct PhoneRoot: View { var body: some View { TabView { Text("") } } }
            struct PhoneRoot2: View { var body: some View { TabView { Text("") } } }
            """,
            "App.swift": """
            struct AppRoot: View {
                var body: some View {
                    if UIDevice.current.userInterfaceIdiom == .pad { // want: idiom-gated-layout
                        PadRoot()
                    } else {
                        PhoneRoot()
                    }
                    if UIDevice.current.userInterfaceIdiom == .pad {
                        PhoneRoot2()
                    } else {
                        AnyView(PhoneRoot())
                    }
                }
            }
            """,
        ], rule: rule)
    }

    func testDoesNotTrigger() {
        LintHarness.assertClean("""
        import SwiftUI
        struct V: View {
            @Environment(\\.horizontalSizeClass) var sizeClass
            var body: some View {
                if sizeClass == .regular {
                    NavigationSplitView { List { } } detail: { Text("") }
                } else {
                    NavigationStack { Text("") }
                }
                if UIDevice.current.userInterfaceIdiom == .pad || sizeClass == .regular {
                    HStack { A(); B() }
                } else {
                    VStack { A(); B() }
                }
                if UIDevice.current.userInterfaceIdiom == .mac {
                    HStack { A(); B() }
                } else {
                    VStack { A(); B() }
                }
                content.padding(UIDevice.current.userInterfaceIdiom == .pad ? 24 : 16)
                VStack(spacing: UIDevice.current.userInterfaceIdiom == .pad ? 12 : 8) { A() }
                    .frame(maxWidth: UIDevice.current.userInterfaceIdiom == .pad ? 700 : .infinity)
                if UIDevice.current.userInterfaceIdiom == .pad {
                    HStack(spacing: 24) { A(); B() }
                } else {
                    HStack(spacing: 8) { A(); B() }
                }
                if UIDevice.current.userInterfaceIdiom == .pad { Text("Tip: ⌘N makes a note") }
                if UIDevice.current.userInterfaceIdiom == .pad {
                    A().keyboardShortcut("n").hoverEffect()
                } else {
                    A()
                }
                #if targetEnvironment(macCatalyst)
                if UIDevice.current.userInterfaceIdiom == .pad {
                    NavigationSplitView { List { } } detail: { Text("") }
                } else {
                    NavigationStack { Text("") }
                }
                #endif
            }
        }
        final class C: UIViewController {
            func f() {
                if UIDevice.current.userInterfaceIdiom == .pad { sheet.popoverPresentationController?.sourceView = view }
                if UIDevice.current.userInterfaceIdiom == .pad {
                    UIImpactFeedbackGenerator(style: .light).impactOccurred()
                } else {
                    UISelectionFeedbackGenerator().selectionChanged()
                }
                guard UIDevice.current.userInterfaceIdiom == .pad else { return }
                tableView.rowHeight = UIDevice.current.userInterfaceIdiom == .pad ? 80 : 60
                let rowFont: Font = UIDevice.current.userInterfaceIdiom == .pad ? .body : .caption
                layout.columnSpacing = UIDevice.current.userInterfaceIdiom == .pad ? 20 : 10
                if UIDevice.current.userInterfaceIdiom == .pad {
                    Analytics.track("pad")
                } else {
                    print("phone")
                }
            }
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait
            }
        }
        """, rule: rule)
    }

    func testNameThatIsNotAnIdiomTestEverywhere() {
        // `isPad` is also a stored property somewhere: not every property of that name is an idiom test.
        LintHarness.assertMarked([
            "A.swift": """
            extension UIDevice { static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad } }
            struct Settings { var isPad: Bool }
            """,
            "B.swift": """
            struct V: View {
                var body: some View {
                    if UIDevice.isPad {
                        NavigationSplitView { List { } } detail: { Text("") }
                    } else {
                        NavigationStack { Text("") }
                    }
                    if isCompact {
                        HStack { A() }
                    } else {
                        List { A() }
                    }
                }
            }
            """,
        ], rule: rule)
    }

    /// A property of the same file whose whole value is an idiom test is one whatever its name, also when its getter's
    /// `#if` leaves one `return` judged (Meshtastic's `usesFillMapLayout`); a same-file property that is not one is not.
    func testSameFilePropertyWithAnyName() {
        LintHarness.assertMarked("""
        import SwiftUI

        struct Scan: View {
            var body: some View {
                if let engine, usesFillMapLayout, engine.isScanning { // want: idiom-gated-layout
                    NavigationSplitView { List { } } detail: { Text("") }
                } else {
                    NavigationStack { Text("") }
                }
                if isWideLayout {
                    NavigationSplitView { List { } } detail: { Text("") }
                } else {
                    NavigationStack { Text("") }
                }
            }
            private var usesFillMapLayout: Bool {
                #if targetEnvironment(macCatalyst)
                return true
                #else
                return UIDevice.current.userInterfaceIdiom == .pad
                #endif
            }
            private var isWideLayout: Bool { UIDevice.current.userInterfaceIdiom == .pad && engine != nil }
        }
        """, rule: rule)
    }

    /// Hackers' root view: the idiom property also asks `isiOSAppOnMac`, which is false on iPhone Duo (VOCABULARY.md
    /// scope 4), so it is an idiom test; `|| isWide` is not.
    func testIdiomPropertyWithAMacCheck() {
        LintHarness.assertMarked([
            "ContentView.swift": """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    if isPadLayout { // want: idiom-gated-layout
                        NavigationSplitView { List { } } detail: { Text("") }
                    } else {
                        NavigationStack { Text("") }
                    }
                    if UIDevice.current.userInterfaceIdiom == .pad || ProcessInfo.processInfo.isMacCatalystApp { // want: idiom-gated-layout
                        HStack { Sidebar(); Detail() }
                    } else {
                        Detail()
                    }
                    if isPadOrWide {
                        NavigationSplitView { List { } } detail: { Text("") }
                    } else {
                        NavigationStack { Text("") }
                    }
                }
                private var isPadLayout: Bool {
                    #if targetEnvironment(macCatalyst)
                    return true
                    #else
                    return UIDevice.current.userInterfaceIdiom == .pad || ProcessInfo.processInfo.isiOSAppOnMac
                    #endif
                }
                private var isPadOrWide: Bool { UIDevice.current.userInterfaceIdiom == .pad || isWide }
            }
            """,
            "Other.swift": """
            import SwiftUI

            struct Other: View {
                var body: some View {
                    if Device.isIPad { // want: idiom-gated-layout
                        NavigationSplitView { List { } } detail: { Text("") }
                    } else {
                        NavigationStack { Text("") }
                    }
                }
            }
            enum Device {
                static var isIPad: Bool { UIDevice.current.userInterfaceIdiom == .pad || ProcessInfo.processInfo.isiOSAppOnMac }
            }
            """,
        ], rule: rule)
    }

    /// For an iPhone build the iPad branch is absent code (VOCABULARY.md scope 4), which `Node.walk`, `statements` and the
    /// index skip. The rule must still compare it: here the then-branch and the `case .pad:` body are marked absent,
    /// as scope 4 will mark them, and the findings must stay.
    func testIPadBranchMarkedAbsentIsStillCompared() throws {
        let source = """
        struct V: View {
            var body: some View {
                if UIDevice.current.userInterfaceIdiom == .pad {
                    NavigationSplitView { List { } } detail: { Text("") }
                } else {
                    NavigationStack { Text("") }
                }
                switch UIDevice.current.userInterfaceIdiom {
                case .pad:
                    HStack { A(); B() }
                default:
                    VStack { A(); B() }
                }
                let n = UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2
                let columns = Array(repeating: GridItem(), count: n)
                let c = Array(repeating: GridItem(), count: UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2)
            }
        }
        """
        let options = LintOptions(jobs: 1)
        let parsed = Parser.parse(SourceText(path: "V.swift", bytes: Array(source.utf8)), configuration: options.buildConfiguration)
        // The iPad side: the `if`'s then-block, the `case .pad:` clause, the ternaries' first arms.
        var padSide: Set<Int32> = []
        for raw in parsed.nodes.indices {
            let n = Node(tree: parsed, id: Int32(raw))
            if n.kind == .ifStmt, let then = n.child(ofKind: .codeBlock) { padSide.insert(then.id) }
            if n.kind == .switchCase, n.child(ofKind: .caseLabel)?.childCount ?? 0 > 0 { padSide.insert(n.id) }
            if n.kind == .ternary, let arm = n.child(1) { padSide.insert(arm.id) }
        }
        XCTAssertEqual(padSide.count, 4)
        let tree = parsed.markingAbsent(padSide)
        // The walks really do not see the iPad side any more.
        var sawSplit = false
        tree.root.walk { n in
            if n.kind == .call, n.calleeIs("NavigationSplitView") { sawSplit = true }
            return true
        }
        XCTAssertFalse(sawSplit)

        let ctx = FileContext(tree: tree, options: options)
        let r = IdiomGatedLayout()
        for raw in tree.nodes.indices where !tree.isAbsent(Int32(raw)) {
            let n = Node(tree: tree, id: Int32(raw))
            if IdiomGatedLayout.interests.contains(n.kind) { r.visit(n, ctx) }
        }
        let lines = ctx.findings.map { $0.range.start.line }.sorted()
        // the `if`, the `switch`, the count ternary (the `let n` ternary has no column name: values only)
        XCTAssertEqual(lines, [3, 8, 16], ctx.findings.map(\.message).joined(separator: "\n"))
    }

    /// Delta Chat's gallery (session-11 recall reading): column counts given through local constants, one of which
    /// only the iPad branch reads (absent code, whose constants resolve there). Equal counts through constants stay quiet.
    func testColumnCountsThroughLocalConstantsOneReadOnlyByTheAbsentBranch() {
        LintHarness.assertMarked("""
        import UIKit
        final class GalleryViewController: UIViewController {
            func setupLayout() {
                let phonePortrait = 3
                let padPortrait = 5
                let deviceType = UIDevice.current.userInterfaceIdiom
                if deviceType == .phone { // want: idiom-gated-layout
                    apply(.grid(columns: phonePortrait))
                } else {
                    apply(.grid(columns: padPortrait))
                }
            }
            func sameCounts() {
                let phoneColumns = 4
                let padColumns = 4
                if UIDevice.current.userInterfaceIdiom == .phone {
                    apply(.grid(columns: phoneColumns))
                } else {
                    apply(.grid(columns: padColumns))
                }
            }
        }
        """, rule: "idiom-gated-layout")
    }
}

extension SyntaxTree {
    /// The same tree with the nodes `ids` (and everything below them) absent as well: absence decided elsewhere (a
    /// run-time idiom branch, VOCABULARY.md scope 4), to check that a rule which must read such code still does.
    func markingAbsent(_ ids: Set<Int32>) -> SyntaxTree {
        var out = absent ?? [Bool](repeating: false, count: nodes.count)
        // A parent follows its children in `nodes`: one pass from the end marks every descendant.
        for i in nodes.indices.reversed() {
            let p = nodes[i].parent
            if ids.contains(Int32(i)) || (Int(p) > i && Int(p) < nodes.count && out[Int(p)]) { out[i] = true }
        }
        return markingAbsent(out)
    }

    /// Narrowed on the session-9 reading (Aidoku's app delegate): the value of a `register(defaults:)` dictionary is a
    /// setting's first value the user adjusts; the same count elsewhere is a layout.
    func testRegisteredDefaultsOfUserSettings() {
        LintHarness.assertMarked("""
        import UIKit
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                UserDefaults.standard.register(defaults: [
                    "Appearance.customPortraitRows": UIDevice.current.userInterfaceIdiom == .pad ? 5 : 2,
                    "Appearance.layout": "standard",
                ])
                let columns = [
                    "rows": UIDevice.current.userInterfaceIdiom == .pad ? 5 : 2, // want: idiom-gated-layout
                ]
                print(columns)
                return true
            }
        }
        """, rule: "idiom-gated-layout")
    }

}
