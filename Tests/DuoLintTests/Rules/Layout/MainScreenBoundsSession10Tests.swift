import XCTest
@testable import DuoLint

/// `main-screen-bounds` narrowed on the session-10 reading of real apps (Yattee, Trio; Rules/main-screen-bounds.md,
/// *does not trigger*), with the uses that stay findings beside each.
final class MainScreenBoundsSession10Tests: XCTestCase {
    let rule = "main-screen-bounds"

    func testValuesWrittenToALog() {
        LintHarness.assertClean("""
        import UIKit

        final class PlayerRotation {
            func toggleFullscreen(_ windowScene: UIWindowScene) {
                let screenBounds = windowScene.screen.bounds
                let isLandscape = screenBounds.width > screenBounds.height
                MPVLogging.logTransition("toggle", fromSize: screenBounds.size,
                                         toSize: isLandscape ? CGSize(width: screenBounds.height, height: screenBounds.width) : nil)
                logger.debug("screen \\(screenBounds.size)")
                windowScene.requestGeometryUpdate(.iOS(interfaceOrientations: isLandscape ? .portrait : .landscape))
            }
        }
        """, rule: rule)
        // A log beside a layout use, a name only ever logged, a direct read in a log, and calls that only look like logs.
        LintHarness.assertMarked("""
        import UIKit

        final class Layout: UIViewController {
            func place(_ windowScene: UIWindowScene, _ card: UIView) {
                let screenBounds = windowScene.screen.bounds // want: main-screen-bounds
                Log.info("\\(screenBounds)")
                card.frame = screenBounds
                let width = UIScreen.main.bounds.width // want: main-screen-bounds
                print(width)
                os_log("%@", UIScreen.main.bounds.debugDescription) // want: main-screen-bounds
                catalog.show(width: UIScreen.main.bounds.width) // want: main-screen-bounds
                dialogView.frame.size.width = UIScreen.main.bounds.width // want: main-screen-bounds
            }
        }
        """, rule: rule)
    }

    func testTheValueOfAFunctionNamedForAnEffect() {
        LintHarness.assertClean("""
        import SwiftUI

        enum Direction {
            case top, bottom
            func offset(popupFrame: CGRect) -> CGFloat {
                switch self {
                case .top:
                    return -popupFrame.maxY
                case .bottom:
                    let belowScreenEdge = UIScreen.main.bounds.height - popupFrame.minY
                    return belowScreenEdge
                }
            }
            func slideDistance() -> CGFloat { UIScreen.main.bounds.width }
        }
        """, rule: rule)
        LintHarness.assertMarked("""
        import SwiftUI

        enum Sizes {
            static func cardWidth() -> CGFloat { UIScreen.main.bounds.width - 32 } // want: main-screen-bounds
            static func panelWidth() -> CGFloat {
                let w = UIScreen.main.bounds.width // want: main-screen-bounds
                return w * 0.8
            }
            static func offsets() -> [CGFloat] {
                [1, 2].map { _ in
                    return UIScreen.main.bounds.width // want: main-screen-bounds
                }
            }
        }
        """, rule: rule)
    }

    func testEqualityWithALiteralThatWidthBreakpointLeavesOut() {
        LintHarness.assertClean("""
        import UIKit

        final class Chart: UIViewController {
            let pie = PieView()
            override func viewDidLoad() {
                super.viewDidLoad()
                pie.outerRadius = UIScreen.main.nativeBounds.height == 2340 ? 30 : 40
                if UIScreen.main.bounds.height == 568 { pie.isHidden = true }
                let inset: CGFloat = UIScreen.main.bounds.width != 414 ? 8 : 12
                pie.layoutMargins.left = inset
            }
        }
        """, rule: rule)
        LintHarness.assertMarked("""
        import UIKit

        final class Chart: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                if UIScreen.main.bounds.width == 430 { showSidebar() } // want: main-screen-bounds
                let tall = UIScreen.main.bounds.height == 852 // want: main-screen-bounds
                configure(tall)
            }
        }
        """, rule: rule)
    }
}
