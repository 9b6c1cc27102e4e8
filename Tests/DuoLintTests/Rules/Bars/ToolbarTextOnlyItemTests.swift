import XCTest
@testable import DuoLint

final class ToolbarTextOnlyItemTests: XCTestCase {
    let rule = "toolbar-text-only-item"

    func testSwiftUI() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                List { }
                    .toolbar {
                        Button("Filter") { } // want: toolbar-text-only-item
                        Button { } label: { Text("Select") } // want: toolbar-text-only-item
                        Button(NSLocalizedString("Sort", comment: "")) { } // want: toolbar-text-only-item
                        Button(title) { } // want: toolbar-text-only-item
                        Button { } label: { Text(L10n.share) } // want: toolbar-text-only-item
                        ToolbarItem(placement: .topBarTrailing) {
                            Menu("Sort") { Button("Name") { } } // want: toolbar-text-only-item
                        }
                        ToolbarItem(placement: .principal) {
                            Button("Today", role: nil) { } // want: toolbar-text-only-item
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
                let select = UIBarButtonItem(title: "Select", style: .plain, target: self, action: #selector(s)) // want: toolbar-text-only-item
                navigationItem.setRightBarButtonItems([select], animated: false)
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil) // want: toolbar-text-only-item
            }
        }
        """, rule: rule)
    }

    func testNonTriggers() {
        LintHarness.assertClean("""
        struct V: View {
            var body: some View {
                List {
                    Button("Filter") { }
                }
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel") { } }
                    ToolbarItem(placement: .confirmationAction) { Button("Done") { } }
                    ToolbarItemGroup(placement: .keyboard) { Spacer(); Button("Done") { } }
                    ToolbarItem(placement: isCompact ? .bottomBar : .topBarTrailing) { Button("Filter") { } }
                    EditButton()
                    Button("\\(count) selected") { }
                    Button { } label: { Text("\\(count)") }
                    Button("Filter", systemImage: "line.3.horizontal.decrease") { }
                    Button { } label: { Label("Filter", systemImage: "line.3.horizontal.decrease") }
                    Button { } label: { if editing { Text("Done") } else { Image(systemName: "pencil") } }
                    Button { } label: { FancyLabel(text: "Go") }
                    Button(action: join) { Label(L10n.actionJoin, icon: \\.videoCallSolid) }
                    Menu {
                        Button("Rename") { }
                    } label: { Label("More", systemImage: "list.bullet") }
                    ToolbarItem(placement: .principal) { Text("Title") }
                }
            }
        }
        final class VC: UIViewController {
            override func viewDidLoad() {
                navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Select", image: UIImage(systemName: "checkmark"), target: nil, action: nil)
                navigationItem.leftBarButtonItem = editButtonItem
                navigationItem.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
                let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
                toolbarItems = [done, UIBarButtonItem(title: "\\(n) items", style: .plain, target: nil, action: nil)]
                keyboardToolbar.items = [UIBarButtonItem(title: "Next", style: .plain, target: nil, action: nil)]
                // navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Select", style: .plain, target: nil, action: nil)
            }
        }
        """, rule: rule)
    }
}
