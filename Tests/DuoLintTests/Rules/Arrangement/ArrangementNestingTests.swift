import XCTest
@testable import DuoLint

/// VOCABULARY.md "nested in": through intermediate views, if/switch, ForEach, Group, same-type @ViewBuilder helpers
/// and custom views in other files, to any depth, without looping; never through modifier-attached content.
final class ArrangementNestingTests: XCTestCase {
    let rule = "arrangement-in-scroll-view"

    func testDirectAndThroughControlFlowAndHelpers() {
        LintHarness.assertMarked("""
        struct A: View {
            @State var wide = false
            var body: some View {
                ScrollView {
                    VStack {
                        if wide {
                            Group {
                                ForEach(items) { item in
                                    ArrangementView { Text(item.name) } secondary: { Detail() } // want: arrangement-in-scroll-view
                                }
                            }
                        } else {
                            switch mode {
                            case .a: ArrangementView { X() } secondary: { Y() } // want: arrangement-in-scroll-view
                            default: EmptyView()
                            }
                        }
                        panes // want: arrangement-in-scroll-view
                        makePanes() // want: arrangement-in-scroll-view
                    }
                }
            }
            @ViewBuilder var panes: some View {
                ArrangementView { X() } secondary: { Y() }
            }
            func makePanes() -> some View {
                ArrangementView { X() } secondary: { Y() }
            }
        }
        """, rule: rule)
    }

    func testEveryScrollContainerKind() {
        for container in ["ScrollView", "List", "Form", "LazyVStack", "LazyHStack"] {
            LintHarness.assertMarked("""
            struct A: View {
                var body: some View {
                    \(container) {
                        ArrangementView { X() } secondary: { Y() } // want: arrangement-in-scroll-view
                    }
                }
            }
            """, rule: rule)
        }
        LintHarness.assertMarked("""
        struct A: View {
            var body: some View {
                LazyVGrid(columns: cols) {
                    ArrangementView { X() } secondary: { Y() } // want: arrangement-in-scroll-view
                }
                LazyHGrid(rows: rows, content: {
                    ArrangementView { X() } secondary: { Y() } // want: arrangement-in-scroll-view
                })
            }
        }
        """, rule: rule)
    }

    func testCustomViewsAcrossFilesToAnyDepth() {
        LintHarness.assertMarked([
            "Screen.swift": """
            struct Screen: View {
                var body: some View {
                    List {
                        Outer() // want: arrangement-in-scroll-view
                        Plain()
                    }
                }
            }
            """,
            "Outer.swift": """
            struct Outer: View {
                var body: some View { VStack { Middle().padding() } }
            }
            struct Plain: View { var body: some View { Text("plain") } }
            """,
            "Middle.swift": """
            struct Middle: View {
                var body: some View { HStack { Inner() } }
            }
            struct Inner: View {
                var body: some View { ArrangementView { A() } secondary: { B() } }
            }
            """,
        ], rule: rule)
    }

    func testRelatedLocationPointsAtTheArrangementInTheOtherFile() {
        let findings = LintHarness.lint([
            "Screen.swift": "struct S: View { var body: some View { ScrollView { Panes() } } }",
            "Panes.swift": "struct Panes: View {\n  var body: some View {\n    ArrangementView { A() } secondary: { B() }\n  }\n}",
        ], rules: [rule])
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?.related.first?.path, "Panes.swift")
        XCTAssertEqual(findings.first?.related.first?.range.start.line, 3)
    }

    func testNestedTypeNames() {
        LintHarness.assertMarked([
            "Screen.swift": """
            struct Screen: View {
                var body: some View {
                    ScrollView {
                        Components.Panes() // want: arrangement-in-scroll-view
                        Components.Label()
                    }
                }
            }
            """,
            "Components.swift": """
            enum Components {
                struct Panes: View { var body: some View { ArrangementView { A() } secondary: { B() } } }
                struct Label: View { var body: some View { Text("x") } }
            }
            """,
        ], rule: rule)
    }

    func testRecursiveViewsDoNotLoop() {
        LintHarness.assertMarked([
            "Tree.swift": """
            struct Node: View {
                var body: some View { VStack { Node(); Leaf() } }
            }
            struct Leaf: View {
                var body: some View { Node() }
            }
            struct Screen: View {
                var body: some View { ScrollView { Node() } }
            }
            """,
        ], rule: rule)
    }

    func testModifierContentIsNotNested() {
        LintHarness.assertMarked("""
        struct A: View {
            var body: some View {
                ScrollView {
                    Text("x")
                        .sheet(isPresented: $a) { ArrangementView { X() } secondary: { Y() } }
                        .overlay { ArrangementView { X() } secondary: { Y() } }
                        .background { ArrangementView { X() } secondary: { Y() } }
                        .popover(isPresented: $b) { ArrangementView { X() } secondary: { Y() } }
                        .fullScreenCover(isPresented: $c) { Panes() }
                        .navigationDestination(for: Int.self) { _ in Panes() }
                        .contextMenu { Panes() }
                        .safeAreaInset(edge: .bottom) { Panes() }
                        .toolbar { Panes() }
                }
            }
        }
        struct Panes: View { var body: some View { ArrangementView { X() } secondary: { Y() } } }
        """, rule: rule)
    }

    func testInnermostContainerReportsOnce() {
        LintHarness.assertMarked([
            "A.swift": """
            struct A: View {
                var body: some View {
                    ScrollView {
                        List {
                            ArrangementView { X() } secondary: { Y() } // want: arrangement-in-scroll-view
                        }
                        ScrolledPanes()
                    }
                }
            }
            struct ScrolledPanes: View {
                var body: some View {
                    ScrollView {
                        ArrangementView { X() } secondary: { Y() } // want: arrangement-in-scroll-view
                    }
                }
            }
            """,
        ], rule: rule)
    }

    func testStringsCommentsAndLookAlikes() {
        LintHarness.assertClean("""
        struct A: View {
            var body: some View {
                ScrollView {
                    Text("ArrangementView { }")
                    // ArrangementView { A() } secondary: { B() }
                    /* ArrangementView */
                    MyArrangementViewModel.make()
                    arrangementView
                }
            }
            var arrangementView: Int { 1 }
        }
        """, rule: rule)
    }

    func testNavigationInArrangementThroughFilesAndNestedArrangements() {
        LintHarness.assertMarked([
            "Root.swift": """
            struct Root: View {
                var body: some View {
                    ArrangementView {
                        Sidebar() // want: navigation-in-arrangement
                    } secondary: {
                        ArrangementView {
                            NavigationSplitView { A() } detail: { B() } // want: navigation-in-arrangement
                        } secondary: {
                            Text("x")
                        }
                    }
                }
            }
            """,
            "Sidebar.swift": """
            struct Sidebar: View {
                var body: some View { ScrollView { NavigationView { List { } } } }
            }
            struct Safe: View {
                var body: some View { ArrangementView { NavigationStack { A() } } secondary: { B() } } // want: navigation-in-arrangement
            }
            """,
        ], rule: "navigation-in-arrangement")
    }

    func testNavigationOutsideIsFine() {
        LintHarness.assertClean("""
        struct Root: View {
            var body: some View {
                NavigationStack {
                    ArrangementView { List { NavigationLink("a", value: 1) } } secondary: { Detail() }
                }
                TabView { ArrangementView { A() } secondary: { B() } }
            }
        }
        struct Detail: View { var body: some View { Text("TabView") } }
        """, rule: "navigation-in-arrangement")
    }

    func testOverlayZIndexRootOnly() {
        LintHarness.assertMarked([
            "Map.swift": """
            struct Map: View {
                var body: some View {
                    ArrangementView(primary: { Panel() }, secondary: { MapView() }) // want: overlay-zindex-in-root
                    ArrangementView {
                        VStack { Panel() }
                    } secondary: {
                        Panel().padding() // want: overlay-zindex-in-root
                    }
                }
            }
            """,
            "Panel.swift": """
            struct Panel: View {
                @Environment(\\.overlayArrangementZIndex) var z
                var body: some View { Text("\\(z)") }
            }
            struct MapView: View {
                @Environment(\\.horizontalSizeClass) var sizeClass
                var body: some View { Color.clear }
            }
            """,
        ], rule: "overlay-zindex-in-root")
    }
}
