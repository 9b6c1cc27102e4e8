import XCTest
@testable import DuoLint

final class CustomSwiftUIBarTests: XCTestCase {
    let rule = "custom-swiftui-bar"

    func testTriggers() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                ScrollView { }
                    .safeAreaInset(edge: .bottom) { // want: custom-swiftui-bar
                        HStack { Button("Home") { }; Spacer(); Button("Search") { } }
                    }
                    .safeAreaInset(edge: .top, spacing: 0) { // want: custom-swiftui-bar
                        HStack {
                            NavigationLink("Feed") { FeedView() }
                            Link("Docs", destination: url)
                        }
                        .padding(.horizontal)
                        .background(.ultraThinMaterial)
                    }
                    .overlay(alignment: .bottomTrailing) { // want: custom-swiftui-bar
                        HStack {
                            ForEach(tabs) { tab in
                                Button { select(tab) } label: { Image(systemName: tab.icon) }
                            }
                        }
                    }
                    .overlay(alignment: .top) { // want: custom-swiftui-bar
                        HStack { Menu("A") { }; if showB { Button("B") { } } else { Text("B") } }
                    }
                    .overlay(HStack { Button("X") { }; Button("Y") { } }, alignment: .bottom) // want: custom-swiftui-bar
            }
        }
        """, rule: rule)
    }

    func testShareLinkAndCustomViewsAcrossFiles() {
        LintHarness.assertMarked([
            "Reader.swift": """
            struct ReaderView: View {
                var body: some View {
                    ScrollView { }
                        .safeAreaInset(edge: .bottom) { // want: custom-swiftui-bar
                            HStack { ShareLink(item: url); Button("Bookmark", systemImage: "bookmark") { } }
                        }
                        .safeAreaInset(edge: .bottom) { MyTabBar(selection: $tab).padding() } // want: custom-swiftui-bar
                        .overlay(alignment: .top) { HeaderBar() } // want: custom-swiftui-bar
                        .safeAreaInset(edge: .bottom) { Banner() }
                        .safeAreaInset(edge: .bottom) { FloatingButton() }
                        .safeAreaInset(edge: .bottom) { SystemThing() }
                        .safeAreaInset(edge: .top) { Loop() }
                }
            }
            """,
            "Bars.swift": """
            struct MyTabBar: View {
                @Binding var selection: Tab
                var body: some View {
                    HStack { ForEach(Tab.allCases) { t in Button(t.title) { selection = t } } }
                        .background(.bar)
                }
            }
            struct HeaderBar: View {
                var body: some View { InnerHeader() }
            }
            struct InnerHeader: View {
                var body: some View { HStack { Button("Back") { }; Spacer(); Menu("More") { } } }
            }
            struct Banner: View {
                var body: some View { VStack { Text("Offline"); Button("Retry") { } } }
            }
            struct FloatingButton: View {
                var body: some View { HStack { Spacer(); Button("Add", systemImage: "plus") { } } }
            }
            struct Loop: View {
                var body: some View { Loop2() }
            }
            struct Loop2: View {
                var body: some View { Loop() }
            }
            """,
        ], rule: rule)
        // The HStack in another type is the related location.
        let findings = LintHarness.lint([
            "A.swift": "struct A: View { var body: some View { Text(\"a\").overlay(alignment: .bottom) { B() } } }",
            "B.swift": "struct B: View { var body: some View { HStack { Button(\"x\") { }; Button(\"y\") { } } } }",
        ], rules: [rule])
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?.related.map(\.path), ["B.swift"])
    }

    func testNonTriggers() {
        LintHarness.assertClean("""
        struct V: View {
            var body: some View {
                ScrollView { }
                    .safeAreaInset(edge: .bottom) {
                        HStack {
                            Button("Attach", systemImage: "paperclip") { }
                            TextField("Message", text: $draft)
                            Button("Send") { }
                        }
                    }
                    .safeAreaInset(edge: .bottom) { HStack { Button("Only") { } } }
                    .safeAreaInset(edge: .leading) { HStack { Button("A") { }; Button("B") { } } }
                    .safeAreaInset(edge: .bottom) { VStack { Button("A") { }; Button("B") { } } }
                    .safeAreaInset(edge: .bottom) { HStack { Text("A"); Text("B") } }
                    .overlay(alignment: .center) { HStack { Button("A") { }; Button("B") { } } }
                    .overlay { HStack { Button("A") { }; Button("B") { } } }
                    .background(alignment: .bottom) { HStack { Button("A") { }; Button("B") { } } }
                    .toolbar {
                        ToolbarItemGroup(placement: .bottomBar) { Button("A") { }; Button("B") { } }
                    }
                    .safeAreaInset(edge: .bottom) {
                        HStack {
                            Button("Cancel") { }
                            SecureField("PIN", text: $pin)
                            Button("OK") { }
                        }
                    }
                let s = ".safeAreaInset(edge: .bottom) { HStack { Button(\\"A\\") {}; Button(\\"B\\") {} } }"
            }
        }
        """, rule: rule)
    }

    /// Narrowing (Meshtastic AppLog.swift:350, MeshMapMK.swift:609): controls under an `if` with no `else` do not
    /// count; `.safeAreaInset` / `.overlay` on a `Map` holds floating map controls.
    func testConditionalControlsAndMapControls() {
        LintHarness.assertClean("""
        import SwiftUI
        import MapKit
        struct LogView: View {
            var pinned: Bool
            var filtering: Bool
            var body: some View {
                ScrollView { }
                    .safeAreaInset(edge: .bottom) {
                        HStack {
                            if !pinned {
                                Button("Live", systemImage: "arrow.down.to.line") { }
                            }
                            Button("Filter", systemImage: "line.3.horizontal.decrease") { }
                        }
                    }
                    .overlay(alignment: .top) {
                        HStack {
                            if pinned { Button("A") { } } else if filtering { Button("B") { } }
                            Button("C") { }
                        }
                    }
            }
        }
        struct MapScreen: View {
            var body: some View {
                Map()
                    .mapStyle(.standard)
                    .safeAreaInset(edge: .bottom) {
                        HStack {
                            Button("Locate", systemImage: "location") { }
                            Button("Layers", systemImage: "square.3.layers.3d") { }
                        }
                    }
                    .overlay(alignment: .topTrailing) {
                        HStack { Button("Zoom In") { }; Button("Zoom Out") { } }
                    }
            }
        }
        """, rule: rule)
    }

    /// Near misses: an `if`/`else` with a control in each branch still counts; the same `HStack` on a `List`, or on a
    /// `ZStack` holding a `Map`, is still a bar.
    func testConditionalControlsAndMapControlsNearMisses() {
        LintHarness.assertMarked("""
        import SwiftUI
        import MapKit
        struct LogView: View {
            var pinned: Bool
            var filtering: Bool
            var body: some View {
                ScrollView { }
                    .safeAreaInset(edge: .bottom) { // want: custom-swiftui-bar
                        HStack {
                            if !pinned {
                                Button("Live", systemImage: "arrow.down.to.line") { }
                            } else {
                                Button("Pause", systemImage: "pause") { }
                            }
                            Button("Filter", systemImage: "line.3.horizontal.decrease") { }
                        }
                    }
                    .overlay(alignment: .top) { // want: custom-swiftui-bar
                        HStack {
                            if pinned { Button("A") { } } else if filtering { Button("B") { } } else { Button("D") { } }
                            Button("C") { }
                        }
                    }
            }
        }
        struct Places: View {
            var body: some View {
                List { }
                    .safeAreaInset(edge: .bottom) { // want: custom-swiftui-bar
                        HStack {
                            Button("Locate", systemImage: "location") { }
                            Button("Layers", systemImage: "square.3.layers.3d") { }
                        }
                    }
                ZStack { Map() }
                    .safeAreaInset(edge: .bottom) { // want: custom-swiftui-bar
                        HStack {
                            Button("Locate", systemImage: "location") { }
                            Button("Layers", systemImage: "square.3.layers.3d") { }
                        }
                    }
            }
        }
        """, rule: rule)
    }
}
