import XCTest
@testable import DuoLint

final class CloseButtonPlacementTests: XCTestCase {
    let rule = "close-button-placement"

    func testTriggers() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                Form { }
                    .toolbar {
                        Button("Close") { dismiss() } // want: close-button-placement
                        ToolbarItem(placement: .topBarLeading) {
                            Button(" cancel ") { } // want: close-button-placement
                        }
                        ToolbarItem(placement: .navigationBarLeading) {
                            Button { } label: { Image(systemName: "xmark.circle.fill") } // want: close-button-placement
                        }
                        ToolbarItemGroup(placement: .topBarTrailing) {
                            Button("Back", systemImage: "chevron.left") { } // want: close-button-placement
                            Button { } label: { Label("Done", systemImage: "arrow.left") } // want: close-button-placement
                        }
                        closeItem
                    }
            }
            var closeItem: some ToolbarContent {
                ToolbarItem(placement: .primaryAction) { Button("Dismiss") { } } // want: close-button-placement
            }
        }
        """, rule: rule)
    }

    func testNonTriggers() {
        LintHarness.assertClean("""
        struct V: View {
            var body: some View {
                Form {
                    Button("Close") { }
                    Button { } label: { Image(systemName: "xmark") }
                }
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
                    ToolbarItem(placement: .cancellationAction) { Button { } label: { Image(systemName: "xmark") } }
                    ToolbarItem(placement: .topBarTrailing) { Button("Closed Captions") { } }
                    ToolbarItem(placement: .bottomBar) { Button("Backup", systemImage: "externaldrive") { } }
                    ToolbarItem(placement: .bottomBar) { Button("Close Tab", systemImage: "xmark.square") { } }
                    ToolbarItem(placement: flexible ? .topBarLeading : .cancellationAction) { Button("Close") { } }
                    Menu("Window", systemImage: "macwindow") { Button("Close") { } }
                }
                .sheet(isPresented: $shown) {
                    Button("Close") { }
                }
            }
        }
        final class VC: UIViewController {
            override func viewDidLoad() {
                navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .close, target: nil, action: nil)
                let title = "Close"
                // .toolbar { Button("Close") { } }
            }
        }
        """, rule: rule)
    }
}
