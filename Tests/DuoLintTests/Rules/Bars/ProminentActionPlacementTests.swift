import XCTest
@testable import DuoLint

final class ProminentActionPlacementTests: XCTestCase {
    let rule = "prominent-action-placement"

    func testSwiftUI() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                Form { }
                    .toolbar {
                        Button("Done") { } // want: prominent-action-placement
                        ToolbarItem(placement: .topBarTrailing) { Button("Save") { } } // want: prominent-action-placement
                        ToolbarItem(placement: .navigationBarTrailing) { Button("send") { } } // want: prominent-action-placement
                        ToolbarItem(placement: .primaryAction) { Button("Add", systemImage: "plus") { } } // want: prominent-action-placement
                        ToolbarItem(placement: .primaryAction) {
                            Button { } label: { Label("Create", systemImage: "plus") } // want: prominent-action-placement
                        }
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Upload", systemImage: "icloud.and.arrow.up") { } // want: prominent-action-placement
                                .buttonStyle(.borderedProminent)
                        }
                    }
            }
        }
        """, rule: rule)
    }

    func testUIKit() {
        LintHarness.assertMarked("""
        final class VC: UIViewController {
            lazy var saveItem = UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(save)) // want: prominent-action-placement
            override func viewDidLoad() {
                navigationItem.rightBarButtonItem = saveItem
                navigationItem.rightBarButtonItems = [UIBarButtonItem(systemItem: .done)] // want: prominent-action-placement
                let post = UIBarButtonItem(title: "Post", image: UIImage(systemName: "paperplane"), target: nil, action: nil) // want: prominent-action-placement
                navigationItem.setRightBarButton(post, animated: true)
            }
        }
        """, rule: rule)
    }

    func testNonTriggers() {
        LintHarness.assertClean("""
        struct V: View {
            var body: some View {
                Form {
                    Button("Save") { }
                }
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) { Button("Done") { } }
                    ToolbarItem(placement: .topBarPinnedTrailing) { Button("Save", systemImage: "checkmark") { } }
                    ToolbarItem(placement: .bottomBar) { Button("Add", systemImage: "plus") { } }
                    ToolbarItem(placement: .topBarLeading) { Button("Save") { } }
                    ToolbarItem(placement: .topBarTrailing) { Button("Saved", systemImage: "bookmark") { } }
                    ToolbarItem(placement: .topBarTrailing) { Button("Address Book") { } }
                    ToolbarItem(placement: .topBarTrailing) { Menu("Add") { Button("Done") { } } }
                    ToolbarItem(placement: .topBarTrailing) { Button("Share", systemImage: "square.and.arrow.up") { }.buttonStyle(.bordered) }
                }
            }
        }
        final class VC: UIViewController {
            override func viewDidLoad() {
                let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
                navigationItem.pinnedTrailingGroup = done.creatingFixedGroup()
                navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Save", style: .plain, target: nil, action: nil)
                toolbarItems = [UIBarButtonItem(systemItem: .save)]
                let text = "navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done)"
            }
        }
        """, rule: rule)
    }
}
