import XCTest
@testable import DuoLint

final class IgnoresSafeAreaInteractiveTests: XCTestCase {
    let id = "ignores-safe-area-interactive"

    func testControlsInIgnoringContent() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                NavigationStack {
                    List { NavigationLink("Detail") { Text("d") } }
                }
                .ignoresSafeArea(.container, edges: .horizontal) // want: ignores-safe-area-interactive
                VStack {
                    if showControls { controls }
                }
                .ignoresSafeArea(.all) // want: ignores-safe-area-interactive
                ZStack { Color.black; Card().padding() }
                    .edgesIgnoringSafeArea(.all) // want: ignores-safe-area-interactive
                HStack { Text("a") }.onTapGesture { }.ignoresSafeArea() // want: ignores-safe-area-interactive
                VStack { Button("Go") { } }.ignoresSafeArea(edges: [.top, .leading]) // want: ignores-safe-area-interactive
                VStack { Button("Go") { } }.edgesIgnoringSafeArea(.trailing) // want: ignores-safe-area-interactive
            }
            @ViewBuilder var controls: some View {
                Toggle("Loop", isOn: $loop)
            }
        }
        struct Card: View {
            var body: some View { Menu("More") { Button("A") { } } }
        }
        """, rule: id)
    }

    /// Rules/ignores-safe-area-interactive.md: only the leading and trailing edges matter (iPhone Duo's side bars); the top and bottom insets
    /// behave as on every iPhone.
    func testTopAndBottomEdgesOnly() {
        LintHarness.assertClean("""
        struct V: View {
            private let edges: Edge.Set = [.top, .bottom]
            var body: some View {
                VStack { Button("Go") { } }.ignoresSafeArea(.container, edges: .bottom)
                VStack { Button("Go") { } }.ignoresSafeArea(edges: .top)
                VStack { Button("Go") { } }.ignoresSafeArea(edges: [.top, .bottom])
                VStack { Button("Go") { } }.ignoresSafeArea(edges: .vertical)
                VStack { Button("Go") { } }.edgesIgnoringSafeArea(.top)
                VStack { Button("Go") { } }.edgesIgnoringSafeArea([.bottom])
                VStack { Button("Go") { } }.ignoresSafeArea(edges: edges)
            }
        }
        """, rule: id)
    }

    func testDecorativeKeyboardBackgroundAndOverlay() {
        LintHarness.assertClean("""
        struct V: View {
            var body: some View {
                VStack { TextField("Name", text: $name) }
                    .ignoresSafeArea(.keyboard)
                VStack { SecureField("Password", text: $pw) }
                    .ignoresSafeArea([.keyboard], edges: .bottom)
                Color.blue.ignoresSafeArea()
                Image("hero").resizable().scaledToFill().ignoresSafeArea()
                LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).ignoresSafeArea()
                RoundedRectangle(cornerRadius: 8).fill(.red).ignoresSafeArea()
                VStack { Button("Go") { } }
                    .background(Color.black.ignoresSafeArea())
                    .background { ZStack { Rectangle().onTapGesture { } }.ignoresSafeArea() }
                MapView()
                    .overlay(alignment: .bottom) { Button("Locate") { } }
                    .sheet(isPresented: $show) { Button("Done") { } }
                    .ignoresSafeArea()
                Text("Button(\\"x\\") {}.ignoresSafeArea()")
                // VStack { Button("x") { } }.ignoresSafeArea()
            }
        }
        struct MapView: View { var body: some View { Text("map") } }
        """, rule: id)
    }

    /// Rules/ignores-safe-area-interactive.md: custom views declared in any file count.
    func testCustomViewsFromOtherFiles() {
        LintHarness.assertMarked([
            "Player.swift": """
            struct Player: View {
                var body: some View {
                    ZStack {
                        Artwork()
                        PlayerControls()
                    }
                    .ignoresSafeArea() // want: ignores-safe-area-interactive
                    Artwork().ignoresSafeArea()
                    Wrapper().ignoresSafeArea() // want: ignores-safe-area-interactive
                }
            }
            """,
            "Controls.swift": """
            struct PlayerControls: View {
                var body: some View { HStack { Button("Play") { }; Slider(value: .constant(0.5)) } }
            }
            struct Artwork: View {
                var body: some View { Image("art").resizable() }
            }
            """,
            "Wrapper.swift": """
            struct Wrapper: View {
                var body: some View { VStack { Artwork(); PlayerControls() } }
            }
            """,
        ], rule: id)
        let findings = LintHarness.lint(["A.swift": "struct A: View { var body: some View { Pane().ignoresSafeArea() } }",
                                         "B.swift": "struct Pane: View { var body: some View { Toggle(\"On\", isOn: .constant(true)) } }"],
                                        rules: [id])
        XCTAssertEqual(findings.map(\.message), ["Pane in content that ignores the safe area, under iPhone Duo's side bar; apply ignoresSafeArea to the background only."])
    }

    /// Rules/ignores-safe-area-interactive.md: an ignoring modifier inside the content of another one that is reported is not reported again.
    func testNestedRepeatsAreOneFindingAtTheOutermost() {
        LintHarness.assertMarked([
            "Screen.swift": """
            struct Screen: View {
                var body: some View {
                    VStack {
                        HStack { Button("A") { } }.ignoresSafeArea()
                        Text("x").ignoresSafeArea(edges: .horizontal)
                    }
                    .ignoresSafeArea() // want: ignores-safe-area-interactive
                    VStack {
                        HStack { Button("B") { } }.ignoresSafeArea() // want: ignores-safe-area-interactive
                    }
                    .ignoresSafeArea(edges: .top)
                    VStack {
                        Button("C") { }
                        HStack { Button("D") { } }.ignoresSafeArea()
                    }
                    .ignoresSafeArea() // want: ignores-safe-area-interactive
                    ZStack {
                        Remote()
                        RemoteControls().ignoresSafeArea()
                    }
                    .ignoresSafeArea() // want: ignores-safe-area-interactive
                    RemoteControls().ignoresSafeArea() // want: ignores-safe-area-interactive
                    Remote().ignoresSafeArea()
                }
            }
            """,
            "Remote.swift": """
            struct Remote: View { var body: some View { Image("r") } }
            struct RemoteControls: View { var body: some View { Button("Next") { } } }
            """,
        ], rule: id)
    }

    /// Narrowed on real code: content that puts the safe-area insets back as padding keeps its controls in the
    /// inset area (full-bleed row backgrounds).
    func testContentPaddedByTheSafeAreaInsets() {
        LintHarness.assertMarked("""
        struct Form: View {
            var body: some View {
                GeometryReader { geometry in
                    ScrollView {
                        VStack { Button("Add") { }; TextField("Name", text: .constant("")) }
                            .padding(.horizontal, insets: geometry.safeAreaInsets)
                    }
                    .ignoresSafeArea(.container, edges: [.horizontal])
                    ScrollView {
                        VStack { Button("Add") { } }
                            .padding(.leading, geometry.safeAreaInsets.leading)
                            .padding(.trailing, geometry.safeAreaInsets.trailing)
                    }
                    .ignoresSafeArea(edges: .horizontal)
                    ScrollView {
                        VStack { Button("Add") { } }
                            .padding(.bottom, insets: geometry.safeAreaInsets)
                    }
                    .ignoresSafeArea(edges: .horizontal) // want: ignores-safe-area-interactive
                }
            }
        }
        """, rule: id)
    }

    /// UIKit content in a representable lays its views out against its own safe-area guides, which UIKit computes from
    /// the window (Meshtastic's `ClusterMapView`, Kiwix's `WebView`): it holds none of the rule's controls, in this
    /// file or another, and a representable beside a SwiftUI control does not hide that control.
    func testRepresentableContent() {
        LintHarness.assertMarked([
            "Map.swift": """
            struct MapScreen: View {
                var body: some View {
                    ClusterMapView(region: region).ignoresSafeArea()
                    LocalWebView().ignoresSafeArea()
                    ZStack { ClusterMapView(region: region); Button("Locate") { } }
                        .ignoresSafeArea() // want: ignores-safe-area-interactive
                    ZStack { LocalWebView(); MapControls() }
                        .ignoresSafeArea() // want: ignores-safe-area-interactive
                }
            }
            struct LocalWebView: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> WebViewController { WebViewController() }
                func updateUIViewController(_ controller: WebViewController, context: Context) {}
            }
            """,
            "ClusterMapView.swift": """
            struct ClusterMapView: UIViewRepresentable {
                let region: MKCoordinateRegion
                func makeUIView(context: Context) -> MKMapView {
                    let map = MKMapView()
                    let button = UIButton(type: .system)
                    map.addSubview(button)
                    button.trailingAnchor.constraint(equalTo: map.safeAreaLayoutGuide.trailingAnchor).isActive = true
                    return map
                }
                func updateUIView(_ map: MKMapView, context: Context) {}
            }
            """,
            "MapControls.swift": """
            struct MapControls: View { var body: some View { Button("Tracking") { } } }
            """,
        ], rule: id)
    }

    /// Narrowed on real code (Swiftfin's video player): content handed the insets measured outside the ignoring
    /// modifier through the app's `safeAreaInsets` environment key pads its controls by them.
    func testContentHandedTheSafeAreaInsetsThroughTheEnvironment() {
        LintHarness.assertMarked([
            "Route.swift": """
            struct PlayerRoute: View {
                @State private var safeAreaInsets = EdgeInsets()
                var body: some View {
                    Group { PlayerView() }
                        .environment(\\.safeAreaInsets, safeAreaInsets)
                        .ignoresSafeArea()
                        .onGeometryChange(for: EdgeInsets.self) { $0.safeAreaInsets } action: { safeAreaInsets = $0 }
                    Group { PlayerView() }
                        .environment(\\.colorScheme, .dark)
                        .ignoresSafeArea() // want: ignores-safe-area-interactive
                    Group { PlayerView() }
                        .ignoresSafeArea() // want: ignores-safe-area-interactive
                        .environment(\\.safeAreaInsets, safeAreaInsets)
                }
            }
            """,
            "PlayerView.swift": """
            struct PlayerView: View {
                @Environment(\\.safeAreaInsets) private var safeAreaInsets
                var body: some View {
                    HStack { Button("Play") { } }
                        .padding(.leading, safeAreaInsets.leading)
                        .padding(.trailing, safeAreaInsets.trailing)
                }
            }
            """,
        ], rule: id)
    }

    /// Narrowed on real code (Aidoku's home rows): content handed to an app's own representable (declared in any
    /// file), which hosts it in UIKit cells or pages, keeps its controls inside the host's safe area; the same content
    /// handed to a plain view stays a finding.
    func testContentHandedToARepresentableHost() {
        LintHarness.assertMarked([
            "Home.swift": """
            struct HomeList: View {
                let entries: [Entry]
                var body: some View {
                    CollectionView(sections: [
                        CollectionViewSection(items: entries.map { entry in
                            AnyView(Button(entry.title) { }.ignoresSafeArea())
                        })
                    ])
                    Carousel(items: entries) { entry in
                        Button(entry.title) { }.ignoresSafeArea()
                    }
                    Shelf(items: entries) { entry in
                        Button(entry.title) { }.ignoresSafeArea() // want: ignores-safe-area-interactive
                    }
                    Carousel(items: entries) { entry in
                        Row(entry: entry)
                    }
                    .ignoresSafeArea() // want: ignores-safe-area-interactive
                }
            }
            struct Row: View { let entry: Entry; var body: some View { Button(entry.title) { } } }
            """,
            "CollectionView.swift": """
            struct CollectionView: UIViewControllerRepresentable {
                let sections: [CollectionViewSection]
                func makeUIViewController(context: Context) -> UICollectionViewController { UICollectionViewController() }
                func updateUIViewController(_ controller: UICollectionViewController, context: Context) {}
            }
            struct CollectionViewSection { let items: [AnyView] }
            """,
            "Carousel.swift": """
            struct Carousel<Data: RandomAccessCollection, Content: View>: UIViewRepresentable {
                let items: Data
                let content: (Data.Element) -> Content
                func makeUIView(context: Context) -> UIScrollView { UIScrollView() }
                func updateUIView(_ view: UIScrollView, context: Context) {}
            }
            struct Shelf<Data: RandomAccessCollection, Content: View>: View {
                let items: Data
                let content: (Data.Element) -> Content
                var body: some View { ScrollView { Text("") } }
            }
            """,
        ], rule: id)
    }

    /// A side edge in either branch of a conditional edge set is ignored when that branch is taken.
    func testConditionalEdges() {
        LintHarness.assertMarked("""
        struct SearchScreen: View {
            @State private var isSearching = false
            var body: some View {
                VStack { Button("Go") { } }
                    .edgesIgnoringSafeArea(isSearching ? .leading : .top) // want: ignores-safe-area-interactive
                VStack { Button("Go") { } }
                    .edgesIgnoringSafeArea(isSearching ? .bottom : .top)
            }
        }
        """, rule: id)
    }

    /// Narrowed on real code (Hackers' comments sheet): a `GeometryReader` whose closure reads the leading and
    /// trailing insets itself lays its content clear of the side bars; reading one side only does not.
    func testContentThatMeasuresTheSideInsets() {
        LintHarness.assertMarked("""
        struct Sheet: View {
            var body: some View {
                GeometryReader { proxy in
                    let width = proxy.size.width - proxy.safeAreaInsets.leading - proxy.safeAreaInsets.trailing
                    VStack { Button("Close") { } }
                        .frame(width: width)
                        .ignoresSafeArea(.container)
                }
                GeometryReader { proxy in
                    VStack { Button("Close") { } }
                        .padding(.top, proxy.safeAreaInsets.leading)
                        .ignoresSafeArea(.container) // want: ignores-safe-area-interactive
                }
            }
        }
        """, rule: id)
    }

    /// Narrowed on real code (Kiwix, Swiftfin): the whole content of a `WindowGroup` scene; the same modifier on a view
    /// inside a screen stays a finding.
    func testTheRootOfAScene() {
        LintHarness.assertMarked("""
        @main
        struct Kiwix: App {
            var body: some Scene {
                WindowGroup {
                    NavigationStack { List { Button("Open") { } } }
                        .ignoresSafeArea()
                        .environmentObject(library)
                }
            }
        }
        struct Screen: View {
            var body: some View {
                VStack {
                    NavigationStack { List { Button("Open") { } } }
                        .ignoresSafeArea() // want: ignores-safe-area-interactive
                }
            }
        }
        """, rule: id)
    }

    /// Session-10 reading (Code App's keyboard bars): the body of a view another file hosts as a keyboard's accessory,
    /// through `inputAccessoryView = host.view` or an app's `add…InputAccessoryView(…)` helper. A view hosted elsewhere,
    /// and a modifier inside the body's content rather than on its whole value, stay findings.
    /// Anytype's `.anytypeSheet { … }` hands its content to `fullScreenCover`: an app's own modifier whose last name word
    /// says it presents or attaches (`…Sheet`, `…Cover`, `…Alert`, `…Overlay`, …) holds no nested content, as `.sheet`
    /// does not. A modifier whose name only contains such a word elsewhere, or ends in it without a camelCase hump, still
    /// nests its closure's controls.
    func testContentOfAnAppsOwnPresentingModifier() {
        LintHarness.assertMarked("""
        import SwiftUI
        struct EditorPage: View {
            @State var showing = false
            var body: some View {
                EditorContainer()
                    .anytypeSheet(isPresented: $showing) { Button("Reload") { } }
                    .bottomSheet(isPresented: $showing) { Button("Close") { } }
                    .customAlert(isPresented: $showing) { Button("OK") { } }
                    .ignoresSafeArea()
            }
        }
        struct Toolbar: View {
            var body: some View {
                VStack { Text("Cards") }
                    .sheetContent { Button("Reload") { } }
                    .ignoresSafeArea() // want: ignores-safe-area-interactive
            }
        }
        struct Cards: View {
            var body: some View {
                VStack { Text("Cards") }
                    .Sheet { Button("Reload") { } }
                    .ignoresSafeArea() // want: ignores-safe-area-interactive
            }
        }
        """, rule: "ignores-safe-area-interactive")
    }

    func testTheBodyOfAViewHostedAsAKeyboardAccessory() {
        LintHarness.assertMarked([
            "Bars.swift": """
            import SwiftUI
            struct EditorKeyboardBar: View {
                var body: some View {
                    HStack { Button("Tab") { }; Button("Undo") { } }
                        .background(Color.gray)
                        .ignoresSafeArea()
                        .onAppear { }
                }
            }
            struct TerminalKeyboardBar: View {
                var body: some View {
                    HStack { Button("Esc") { } }.ignoresSafeArea()
                }
            }
            struct Panel: View {
                var body: some View {
                    HStack { Button("Run") { } }.ignoresSafeArea() // want: ignores-safe-area-interactive
                }
            }
            struct Nested: View {
                var body: some View {
                    VStack {
                        HStack { Button("Run") { } }.ignoresSafeArea() // want: ignores-safe-area-interactive
                    }
                }
            }
            """,
            "Editor.swift": """
            import UIKit
            import SwiftUI
            final class Editor {
                let textView = UITextView()
                let webView = WKWebView()
                func setUp() {
                    let bar = UIHostingController(rootView: EditorKeyboardBar())
                    textView.inputAccessoryView = bar.view
                    let terminal = UIHostingController(rootView: TerminalKeyboardBar())
                    webView.addInputAccessoryView(toolbar: terminal.view)
                    let panel = UIHostingController(rootView: Panel())
                    textView.addSubview(panel.view)
                    let nested = UIHostingController(rootView: Nested())
                    textView.inputAccessoryView = nested.view
                }
            }
            """,
        ], rule: "ignores-safe-area-interactive")
    }
}

