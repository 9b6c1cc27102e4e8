import XCTest
@testable import DuoLint

/// A local named `toolbarItems` shadows the controller's property (VOCABULARY.md *toolbar content*): its items are
/// toolbar content only where the local is passed on to a bar sink.
final class ToolbarLocalShadowTests: XCTestCase {
    /// Mammoth's composer: the items go into a local `toolbarItems`, appended and inserted to, which fills the
    /// keyboard accessory `UIToolbar`.
    let keyboardAccessory = """
    import UIKit
    final class Composer: UIViewController {
        var formatToolbar = UIToolbar()
        var hasDrafts = false
        func createToolbar(_ field: UITextView) {
            let fixedSpacer = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
            let photo = UIBarButtonItem(image: UIImage(systemName: "photo"), style: .plain, target: nil, action: nil)
            let drafts = UIBarButtonItem(image: UIImage(systemName: "doc.text"), style: .plain, target: nil, action: nil)
            let poll = UIBarButtonItem(image: UIImage(systemName: "chart.bar"), style: .plain, target: nil, action: nil)
            var toolbarItems = [photo, fixedSpacer]
            if hasDrafts {
                toolbarItems.insert(contentsOf: [fixedSpacer, drafts], at: 0)
                toolbarItems.append(poll)
            }
            toolbarItems += [UIBarButtonItem.fixedSpace(8)]
            formatToolbar.items = toolbarItems
            field.inputAccessoryView = formatToolbar
        }
        func configure(_ toolbarItems: [UIBarButtonItem], field: UITextView) {
            var toolbarItems = toolbarItems
            toolbarItems.append(UIBarButtonItem(image: UIImage(systemName: "at"), style: .plain, target: nil, action: nil))
            formatToolbar.setItems(toolbarItems, animated: false)
        }
    }
    """

    func testKeyboardAccessoryItemsInALocalAreNotToolbarContent() {
        LintHarness.assertClean(keyboardAccessory, rule: "toolbar-fixed-spacer")
        LintHarness.assertClean(keyboardAccessory, rule: "toolbar-symbol-without-title")
    }

    /// Cryptomator's pushed list: a local filled by appends and then given to `setToolbarItems` is still the bottom
    /// toolbar; the property itself, bare or through `self`, is still a sink.
    func testALocalPassedToTheToolbarIsToolbarContent() {
        LintHarness.assertMarked(chooseFolder(spacerMark: "", symbolMark: " // want: toolbar-symbol-without-title"),
                                 rule: "toolbar-symbol-without-title")
        LintHarness.assertMarked(chooseFolder(spacerMark: " // want: toolbar-fixed-spacer", symbolMark: ""),
                                 rule: "toolbar-fixed-spacer")
    }

    func chooseFolder(spacerMark: String, symbolMark: String) -> String {
        """
        import UIKit
        final class ChooseFolder: UIViewController {
            var canCreate = true
            override func viewDidLoad() {
                super.viewDidLoad()
                let cancel = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: nil)
                var toolbarItems = [cancel]
                if canCreate {
                    toolbarItems.append(UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil))\(spacerMark)
                    toolbarItems.append(UIBarButtonItem(image: UIImage(systemName: "folder"), style: .plain, target: nil, action: nil))\(symbolMark)
                }
                setToolbarItems(toolbarItems, animated: false)
            }
            func more() {
                toolbarItems?.append(UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil))\(symbolMark)
                self.toolbarItems?.append(UIBarButtonItem(image: UIImage(systemName: "star"), style: .plain, target: nil, action: nil))\(symbolMark)
                toolbarItems = [UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: nil, action: nil)]\(symbolMark)
            }
        }
        """
    }

    /// A local assigned (not appended to) and then handed to the controller's property.
    func testALocalAssignedToTheProperty() {
        LintHarness.assertMarked("""
        import UIKit
        final class Reader: UIViewController {
            func update() {
                var toolbarItems: [UIBarButtonItem]
                toolbarItems = [UIBarButtonItem(image: UIImage(systemName: "textformat"), style: .plain, target: nil, action: nil)] // want: toolbar-symbol-without-title
                self.toolbarItems = toolbarItems
            }
        }
        """, rule: "toolbar-symbol-without-title")
    }
}
