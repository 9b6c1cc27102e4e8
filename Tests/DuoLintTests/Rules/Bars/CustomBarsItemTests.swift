import XCTest
@testable import DuoLint

/// The items of a custom bar's navigation item (a `UINavigationItem` of the code's own, not the screen's
/// `navigationItem`) are not toolbar content (found on FSNotes; VOCABULARY.md *toolbar content*).
final class CustomBarsItemTests: XCTestCase {
    let rule = "toolbar-symbol-without-title"

    func testItemsOfACustomBarsNavigationItemAreNotToolbarContent() {
        LintHarness.assertClean("""
        import UIKit

        final class RevisionsViewController: UIViewController {
            @IBOutlet weak var navItem: UINavigationItem!
            @IBOutlet weak var navigationBar: UINavigationBar!
            let sheetItem = UINavigationItem(title: "Sheet")

            override func viewDidLoad() {
                super.viewDidLoad()
                let share = UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: self, action: nil)
                navItem.rightBarButtonItems = [share]
                self.navItem.leftBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "xmark"), style: .plain, target: nil, action: nil)
                sheetItem.setRightBarButton(UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: nil, action: nil), animated: false)
                let item: UINavigationItem = UINavigationItem()
                item.rightBarButtonItems?.append(UIBarButtonItem(image: UIImage(systemName: "plus"), style: .plain, target: nil, action: nil))
                navigationBar.setItems([navItem, item], animated: false)
            }
        }
        """, rule: rule)
    }

    func testTheScreensNavigationItemStaysToolbarContent() {
        LintHarness.assertMarked("""
        import UIKit

        final class NotesViewController: UIViewController {
            var item: UIBarButtonItem?
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItems = [UIBarButtonItem(image: UIImage(systemName: "square.and.arrow.up"), style: .plain, target: self, action: nil)] // want: toolbar-symbol-without-title
                self.navigationItem.setLeftBarButton(UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil), animated: false) // want: toolbar-symbol-without-title
                // A view controller's item is the screen's: `detail.navigationItem`.
                let detail = UIViewController()
                detail.navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: nil, action: nil) // want: toolbar-symbol-without-title
            }
        }
        """, rule: rule)
    }
}

extension CustomBarsItemTests {
    func testANavigationItemParameterMayBeTheScreens() {
        LintHarness.assertMarked("""
        import UIKit

        final class Styler {
            func configure(_ item: UINavigationItem) {
                item.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil) // want: toolbar-symbol-without-title
            }
        }
        """, rule: rule)
    }
}
