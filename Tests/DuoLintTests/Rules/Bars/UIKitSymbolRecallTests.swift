import XCTest
@testable import DuoLint

/// `toolbar-symbol-without-title` in UIKit: a helper initialiser's symbol parameter (Home Assistant's
/// `UIBarButtonItem(icon:target:action:)`) and an item given its image by `.image =` after `title: nil` (Aidoku) are
/// image-only items too (*symbol*; recall on real apps).
final class UIKitSymbolRecallTests: XCTestCase {
    let rule = "toolbar-symbol-without-title"

    func testHelperSymbolsAndImagesSetLater() {
        LintHarness.assertMarked(["Helpers.swift": """
        import UIKit
        extension UIBarButtonItem {
            convenience init(icon: MaterialDesignIcons, target: Any?, action: Selector?) {
                self.init(image: icon.image(ofSize: CGSize(width: 30, height: 30), color: nil), style: .plain, target: target, action: action)
            }
        }
        """, "Screen.swift": """
        import UIKit
        final class HistoryViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItems = [UIBarButtonItem(icon: .arrowDownIcon, target: self, action: nil)] // want: toolbar-symbol-without-title
                let deleteButton = UIBarButtonItem(title: nil, style: .plain, target: self, action: nil) // want: toolbar-symbol-without-title
                deleteButton.image = UIImage(systemName: "trash")
                toolbarItems = [deleteButton]
            }
        }
        """], rule: rule)
    }

    func testItemsWithTitlesOrNoImageStayClean() {
        LintHarness.assertClean("""
        import UIKit
        final class HistoryViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let delete = UIBarButtonItem(title: nil, style: .plain, target: self, action: nil)
                delete.image = UIImage(systemName: "trash")
                delete.title = "Delete"
                let titled = UIBarButtonItem(title: "Export", icon: .exportIcon, target: self, action: nil)
                let blank = UIBarButtonItem(title: nil, style: .plain, target: self, action: nil)
                let cleared = UIBarButtonItem(image: nil, style: .plain, target: self, action: nil)
                toolbarItems = [delete, titled, blank, cleared]
            }
        }
        """, rule: rule)
    }
}
