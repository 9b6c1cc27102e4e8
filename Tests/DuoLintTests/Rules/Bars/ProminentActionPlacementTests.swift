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
                        Button("Done") { dismiss() } // want: prominent-action-placement
                        ToolbarItem(placement: .topBarTrailing) { Button("Save") { save() } } // want: prominent-action-placement
                        ToolbarItem(placement: .navigationBarTrailing) { Button("send") { send() } } // want: prominent-action-placement
                        ToolbarItem(placement: .primaryAction) { Button("Add", systemImage: "plus") { add() } } // want: prominent-action-placement
                        ToolbarItem(placement: .primaryAction) {
                            Button { create() } label: { Label("Create", systemImage: "plus") } // want: prominent-action-placement
                        }
                        ToolbarItem(placement: .topBarTrailing) {
                            Button("Upload", systemImage: "icloud.and.arrow.up") { upload() } // want: prominent-action-placement
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
            func single() {
                navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
            }
        }
        """, rule: rule)
    }

    func testV3Triggers() {
        // Done/Save at a leading or destructive placement, a label-less `Button(role: .confirm)`, a `.backport`
        // member inside the modifier chain.
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                Form { }
                    .toolbar {
                        ToolbarItem(placement: .topBarLeading) { Button("Done") { dismiss() } } // want: prominent-action-placement
                        ToolbarItem(placement: .destructiveAction) { Button(L10n.save) { save() } } // want: prominent-action-placement
                        ToolbarItem(placement: .topBarTrailing) { Button(role: .confirm) { save() } } // want: prominent-action-placement
                        ToolbarItem(placement: .topBarTrailing) {
                            Button(L10n.upload, systemImage: "icloud.and.arrow.up") { upload() } // want: prominent-action-placement
                                .backport.buttonStyle(.glassProminent)
                        }
                    }
            }
        }
        struct W: View {
            var body: some View {
                Form { }
                    .navigationBarItems(leading: Button("Cancel") { dismiss() }, trailing: Button("Save") { save() }) // want: prominent-action-placement
            }
        }
        """, rule: rule)
    }

    func testV3NonTriggers() {
        // The only item of its bar; the Done of an edit-mode control; a button that does nothing.
        LintHarness.assertClean("""
        struct Lone: View {
            var body: some View {
                Form { }.toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Done") { dismiss() } } }
            }
        }
        struct Editing: View {
            @State private var isEditing = false
            var body: some View {
                List { }
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) {
                            if isEditing { Button("Done") { isEditing = false } } else { Button("Edit") { isEditing = true } }
                        }
                        ToolbarItem(placement: .topBarTrailing) { Button("Share", systemImage: "square.and.arrow.up") { share() } }
                    }
            }
        }
        struct Badge: View {
            var body: some View {
                List { }
                    .toolbar {
                        ToolbarItem(placement: .topBarTrailing) { Button("Add") { }.buttonStyle(.borderedProminent) }
                        ToolbarItem(placement: .topBarTrailing) { Button("Share", systemImage: "square.and.arrow.up") { share() } }
                    }
            }
        }
        final class VC: UIViewController {
            override func viewDidLoad() {
                navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
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
