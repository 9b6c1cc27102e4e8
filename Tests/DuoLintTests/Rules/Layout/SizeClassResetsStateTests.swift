import XCTest
@testable import DuoLint

final class SizeClassResetsStateTests: XCTestCase {
    let rule = "size-class-resets-state"

    func testBranchesThatRebuildNavigation() {
        LintHarness.assertMarked("""
        import SwiftUI
        struct Mail: View {
            @Environment(\\.horizontalSizeClass) private var sizeClass
            @Environment(\\.verticalSizeClass) var vertical
            var isRegular: Bool { sizeClass == .regular }
            var body: some View {
                if sizeClass == .regular { // want: size-class-resets-state
                    NavigationSplitView { MailList() } detail: { MessageView() }
                } else {
                    NavigationStack { MailList() }
                }
                if isRegular { // want: size-class-resets-state
                    TabView { Inbox() }.tabViewStyle(.page)
                }
                switch vertical { // want: size-class-resets-state
                case .compact: VStack { NavigationView { Inbox() } }
                default: Inbox()
                }
                let compact = sizeClass == .compact
                if compact { // want: size-class-resets-state
                    NavigationStack(path: $localPath) { Inbox() }
                } else {
                    Inbox()
                }
            }
        }
        """, rule: rule)
    }

    func testUIKitContainersCreatedInABranch() {
        LintHarness.assertMarked("""
        import UIKit
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func show(_ traits: UITraitCollection) {
                if traits.horizontalSizeClass == .regular { // want: size-class-resets-state
                    let split = UISplitViewController(style: .doubleColumn)
                    window?.rootViewController = split
                } else {
                    window?.rootViewController = UINavigationController(rootViewController: ListViewController())
                }
            }
        }
        final class Root: UITabBarController {
            lazy var split = UISplitViewController(style: .doubleColumn)
            lazy var tabs = UITabBarController()
            override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                super.traitCollectionDidChange(previous)
                if traitCollection.horizontalSizeClass == .regular {
                    view.window?.rootViewController = split
                } else {
                    view.window?.rootViewController = tabs
                }
                if traitCollection.horizontalSizeClass == .compact { // want: size-class-resets-state
                    viewControllers = [UINavigationController(rootViewController: HomeViewController())]
                }
            }
        }
        """, rule: rule)
    }

    func testStateHeldOutside() {
        LintHarness.assertClean("""
        import SwiftUI
        struct Mail: View {
            @Environment(\\.horizontalSizeClass) var sizeClass
            @State private var router = Router()
            @SceneStorage("tab") private var tab = 0
            @EnvironmentObject var model: AppModel
            var body: some View {
                if sizeClass == .regular {
                    NavigationSplitView { List(selection: $router.selection) { } } detail: { Text("") }
                } else {
                    NavigationStack(path: $router.path) { Text("") }
                }
                if sizeClass == .compact {
                    TabView(selection: $tab) { Text("") }
                } else {
                    NavigationStack(path: $model.path) { Text("") }
                }
                if sizeClass == .compact {
                    NavigationStack(path: Binding(get: { router.path }, set: { router.path = $0 })) { Text("") }
                }
                NavigationSplitView(columnVisibility: sizeClass == .compact ? .constant(.detailOnly) : $visibility) { Text("") } detail: { Text("") }
                    .navigationSplitViewStyle(.balanced)
                TabView { Text("") }.tabViewStyle(.sidebarAdaptable)
                NavigationStack {
                    if sizeClass == .regular { Wide() } else { Narrow() }
                }
                if sizeClass == .regular {
                    HStack { A(); B() }
                } else {
                    VStack { A(); B() }
                }
                if sizeClass == .regular {
                    Text("").sheet(isPresented: $show) { NavigationStack { Text("") } }
                }
            }
            func detail(path: Binding<NavigationPath>) -> some View {
                Group {
                    if sizeClass == .regular { NavigationStack(path: path) { Text("") } }
                }
            }
        }
        """, rule: rule)
    }

    func testDecidedOnIPhoneDuoAndDetailChosenFromAModel() {
        // A condition an idiom test decides on iPhone Duo (a `.phone`) never switches branch there; a split view whose
        // detail is chosen from a model held outside keeps its selection there.
        LintHarness.assertClean("""
        struct Root: View {
            @Environment(\\.horizontalSizeClass) var horizontalSizeClass
            @Bindable var coordinator: SplitCoordinator
            var body: some View {
                if horizontalSizeClass == .compact || UIDevice.current.userInterfaceIdiom == .phone {
                    TabView { Text("") }
                } else {
                    NavigationSplitView { Text("") } detail: { Text("") }
                }
                if horizontalSizeClass == .regular && (UIDevice.current.userInterfaceIdiom == .pad || UIDevice.current.userInterfaceIdiom == .mac) {
                    NavigationStack { Text("") }
                }
                if horizontalSizeClass == .compact {
                    NavigationStack(path: $coordinator.stackModules) { Text("") }
                } else {
                    NavigationSplitView {
                        coordinator.sidebar
                    } detail: {
                        if let module = coordinator.detailModule { module.view } else { Text("Select") }
                    }
                }
            }
        }
        """, rule: rule)
    }

    func testCustomViewsAcrossFiles() {
        LintHarness.assertMarked([
            "Views.swift": """
            struct SplitRoot: View {
                @Binding var selection: Item?
                var body: some View { NavigationSplitView { List(selection: $selection) { } } detail: { Text("") } }
            }
            struct StackRoot: View {
                @State private var path = NavigationPath()
                var body: some View { NavigationStack(path: $path) { Text("") } }
            }
            struct Shell: View {
                @ObservedObject var router: Router
                var body: some View { VStack { Inner(path: $router.path) } }
            }
            struct Inner: View {
                @Binding var path: NavigationPath
                var body: some View { NavigationStack(path: $path) { Text("") } }
            }
            struct Plain: View { var body: some View { Text("no navigation") } }
            """,
            "Root.swift": """
            struct Root: View {
                @Environment(\\.horizontalSizeClass) var sizeClass
                @State private var selection: Item?
                @StateObject private var router = Router()
                var body: some View {
                    if sizeClass == .regular {
                        SplitRoot(selection: $selection)
                    } else {
                        Shell(router: router)
                    }
                    if sizeClass == .regular { // want: size-class-resets-state
                        SplitRoot(selection: $selection)
                    } else {
                        StackRoot()
                    }
                    if sizeClass == .regular { // want: size-class-resets-state
                        SplitRoot(selection: .constant(nil))
                    }
                    if sizeClass == .regular {
                        Plain()
                    } else {
                        Text("")
                    }
                }
            }
            """,
        ], rule: rule)
    }

    /// A run's first pass does not compute view structure; it lists the types its findings ask about, and the run
    /// analyses again the files declaring them, then the files declaring the types those name (here two rounds:
    /// `Shell` is asked, `Inner` is only named by `Shell`'s facts).
    func testTheFirstPassAsksAndLaterRoundsAnswer() {
        LintHarness.assertMarked([
            "Root.swift": """
            struct Root: View {
                @Environment(\\.horizontalSizeClass) var sizeClass
                var body: some View {
                    if sizeClass == .regular { // want: size-class-resets-state
                        Shell()
                    }
                }
            }
            """,
            "Shell.swift": "struct Shell: View { var body: some View { VStack { Inner() } } }",
            "Inner.swift": "struct Inner: View { var body: some View { NavigationStack { Text(\"\") } } }",
        ], rule: rule)
        let source = """
        struct Root: View {
            @Environment(\\.horizontalSizeClass) var sizeClass
            var body: some View { if sizeClass == .regular { Shell() } }
        }
        struct Shell: View { var body: some View { VStack { Inner() } } }
        """
        let analyzer = FileAnalyzer(options: LintOptions(jobs: 1))
        var firstPass = ProjectVocabulary.everything
        firstPass.defersViewStructure = true
        let first = analyzer.analyze(path: "A.swift", bytes: Array(source.utf8), project: firstPass).summary.viewStructure
        XCTAssertFalse(first.isComplete)
        XCTAssertEqual(first.types, [])
        XCTAssertEqual(first.asked, ["Shell"])
        let full = analyzer.analyze(path: "A.swift", bytes: Array(source.utf8), project: .everything).summary.viewStructure
        XCTAssertTrue(full.isComplete)
        XCTAssertEqual(full.referencedTypes, ["Shell", "Inner"])
    }

    func testIDKeyedOnSizeClassOrPosture() {
        LintHarness.assertMarked([
            "Editor.swift": """
            struct EditorView: View { @State private var draft = ""; var body: some View { Text(draft) } }
            struct Wrapper: View { var body: some View { VStack { EditorView() } } }
            struct Badge: View { let text: String; var body: some View { Text(text) } }
            """,
            "Screen.swift": """
            struct Screen: View {
                @Environment(\\.horizontalSizeClass) var sizeClass
                @State private var isFolded = false
                var body: some View {
                    EditorView().id(sizeClass) // want: size-class-resets-state
                    Wrapper().padding().id(isFolded) // want: size-class-resets-state
                    ScrollView { Text("") }.id(posture) // want: size-class-resets-state
                    Form { TextField("Name", text: $name) }.id(hingeState.rawValue) // want: size-class-resets-state
                    Badge(text: "x").id(sizeClass)
                    Text("").id(sizeClass)
                    EditorView().id(item.id)
                    EditorView().id(folderID)
                    ThirdPartyChart().id(sizeClass)
                    NavigationStack(path: $path) { Text("") }.id(sizeClass)
                }
            }
            """,
        ], rule: rule)
    }
}
