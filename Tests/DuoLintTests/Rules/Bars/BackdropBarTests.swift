import XCTest
@testable import DuoLint

/// `custom-bar-instance`: item-less bars used as blur backdrops (found on V2EX and Delta; Rules/custom-bar-instance.md).
final class BackdropBarTests: XCTestCase {
    let rule = "custom-bar-instance"

    func testItemlessBarsBehindOtherViewsOrTakingNoTouchesAreBackdrops() {
        LintHarness.assertClean("""
        import UIKit

        final class V2EXNavigationController: UINavigationController {
            var frostedView: UIToolbar = UIToolbar()
            override func viewDidLoad() {
                super.viewDidLoad()
                self.frostedView.isUserInteractionEnabled = false
                self.frostedView.clipsToBounds = true
                navigationBar.addSubview(self.frostedView)
            }
        }

        final class GamesSegue {
            var topPaddingToolbar: UIToolbar? = nil
            func animate(_ container: UIView, _ nav: UINavigationController) {
                let topToolbar = UIToolbar(frame: CGRect.zero)
                topToolbar.translatesAutoresizingMaskIntoConstraints = false
                topToolbar.barStyle = nav.toolbar.barStyle
                container.insertSubview(topToolbar, at: 1)
                topToolbar.topAnchor.constraint(equalTo: nav.navigationBar.topAnchor, constant: -44).isActive = true
                topPaddingToolbar = topToolbar
                let bottom = UIToolbar()
                container.addSubview(bottom)
                container.sendSubviewToBack(bottom)
            }
        }
        """, rule: rule)
    }

    func testBarsWithItemsViewsOrPassedOnStayFindings() {
        LintHarness.assertMarked("""
        import UIKit

        final class Screens: UIViewController {
            let formatBar = UIToolbar(frame: .zero) // want: custom-bar-instance
            func build(_ container: UIView) {
                // Item-less but in front, taking touches: items may be meant to come.
                let plain = UIToolbar() // want: custom-bar-instance
                container.addSubview(plain)
                // Behind, but with items.
                let withItems = UIToolbar() // want: custom-bar-instance
                withItems.items = [UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: nil, action: nil)]
                container.insertSubview(withItems, at: 0)
                // Behind, but holding buttons.
                let panel = UIToolbar() // want: custom-bar-instance
                panel.isUserInteractionEnabled = false
                panel.addSubview(UIButton())
                container.addSubview(panel)
                // Taking no touches, but passed on.
                let shared = UIToolbar() // want: custom-bar-instance
                shared.isUserInteractionEnabled = false
                configure(shared)
                container.insertSubview(shared, at: 0)
            }
            func configure(_ bar: UIToolbar) {}
        }
        """, rule: rule)
    }
}
