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
                        HStack { Menu("A") { }; if showB { Button("B") { } } }
                    }
                    .overlay(HStack { Button("X") { }; Button("Y") { } }, alignment: .bottom) // want: custom-swiftui-bar
            }
        }
        """, rule: rule)
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
}
