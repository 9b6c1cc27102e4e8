import XCTest
@testable import DuoLint

final class ToolbarItemSwitchesLabelTests: XCTestCase {
    let rule = "toolbar-item-switches-label"

    func testTriggers() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                List { }
                    .toolbar {
                        Button { } label: { if editing { Text("Done") } else { Image(systemName: "pencil") } } // want: toolbar-item-switches-label
                        ToolbarItem(placement: .topBarTrailing) {
                            Button(action: toggle) { // want: toolbar-item-switches-label
                                if compact { Image(systemName: "a") } else if other { Text("B") } else { Text("C") }
                            }
                        }
                        ToolbarItem(placement: .bottomBar) {
                            Menu { } label: { // want: toolbar-item-switches-label
                                switch state {
                                case .a: Image(systemName: "a")
                                case .b: Text("B").bold()
                                }
                            }
                        }
                        ToolbarItem {
                            Button { } label: { compact ? AnyView(Image(systemName: "x")) : AnyView(Text("Stop")) } // want: toolbar-item-switches-label
                        }
                    }
            }
        }
        """, rule: rule)
    }

    func testOtherRulesSkipSwitchingLabels() {
        let source = """
        struct V: View {
            var body: some View {
                List { }.toolbar {
                    Button { } label: { if editing { Text("Done") } else { Image(systemName: "pencil") } }
                }
            }
        }
        """
        LintHarness.assertClean(source, rule: "toolbar-symbol-without-title")
        LintHarness.assertClean(source, rule: "toolbar-text-only-item")
    }

    func testNonTriggers() {
        LintHarness.assertClean("""
        struct V: View {
            var body: some View {
                List {
                    Button { } label: { if editing { Text("Done") } else { Image(systemName: "pencil") } }
                }
                .toolbar {
                    Button { } label: { if editing { Text("Done") } else { Image(systemName: "pencil") } }
                        .toolbarItemAxisBehavior(.horizontal)
                    ToolbarItem { Button { } label: { if a { Text("A") } else { Image(systemName: "b") } }.axisBehavior(.horizontalOnly) }
                    EditButton()
                    Button { } label: { Image(systemName: editing ? "checkmark" : "pencil") }
                    Button(editing ? "Done" : "Edit") { }
                    Button { } label: { if editing { Text("Done") } else { Text("Edit") } }
                    Button { } label: { if editing { Image(systemName: "a") } }
                    Menu {
                        Button { } label: { if a { Text("A") } else { Image(systemName: "b") } }
                    } label: { Label("More", systemImage: "list.bullet") }
                }
            }
        }
        """, rule: rule)
    }
}
