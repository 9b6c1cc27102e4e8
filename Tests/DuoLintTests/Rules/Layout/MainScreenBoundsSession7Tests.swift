import XCTest
@testable import DuoLint

/// `main-screen-bounds` on windows sized to their screen by assignment and on the screen as a no-window default
/// (found on KeePassium and Delta; Rules/main-screen-bounds.md).
final class MainScreenBoundsSession7Tests: XCTestCase {
    let rule = "main-screen-bounds"

    func testWindowSizedToItsScreenByAssignment() {
        LintHarness.assertClean("""
        import UIKit

        final class Coordinator {
            var mainWindow: UIWindow!
            var coverWindow: UIWindow?
            func showCover(_ scene: UIWindowScene) {
                let appCoverWindow = UIWindow(windowScene: scene)
                appCoverWindow.bounds = scene.screen.bounds
                let lock = UIWindow(windowScene: scene)
                lock.frame = UIScreen.main.bounds
                coverWindow?.frame = UIScreen.main.bounds
                self.mainWindow.bounds = UIScreen.main.bounds
            }
        }
        """, rule: rule)
    }

    func testOtherViewsSizedToTheScreenStayFindings() {
        LintHarness.assertMarked("""
        import UIKit

        final class Coordinator {
            let panel = UIView()
            func show(_ scene: UIWindowScene) {
                let cover = UIView()
                cover.frame = scene.screen.bounds // want: main-screen-bounds
                panel.bounds = UIScreen.main.bounds // want: main-screen-bounds
                let window = UIWindow(windowScene: scene)
                window.rootViewController?.view.frame = UIScreen.main.bounds // want: main-screen-bounds
                var frame = window.frame
                frame = UIScreen.main.bounds // want: main-screen-bounds
                _ = frame
            }
        }
        """, rule: rule)
    }

    func testScreenAsTheDefaultWhenThereIsNoWindow() {
        LintHarness.assertClean("""
        import UIKit

        final class Grid: UICollectionViewController {
            func updateLayout() {
                var portraitWidth = UIScreen.main.coordinateSpace.convert(UIScreen.main.bounds, to: UIScreen.main.fixedCoordinateSpace).width
                if let window = self.view.window {
                    if window.bounds.height > window.bounds.width {
                        portraitWidth = window.bounds.width
                    } else {
                        portraitWidth = window.bounds.height
                    }
                }
                print(portraitWidth)
            }
        }
        """, rule: rule)
    }

    func testDefaultsNotReplacedByAWindowStayFindings() {
        LintHarness.assertMarked("""
        import UIKit

        final class Grid: UICollectionViewController {
            func updateLayout(_ other: UIView) {
                // A `let`: nothing replaces it.
                let fixed = UIScreen.main.bounds.width // want: main-screen-bounds
                // Replaced by another view's size, not a window's.
                var width = UIScreen.main.bounds.width // want: main-screen-bounds
                if let window = self.view.window {
                    width = other.bounds.width
                    print(window)
                }
                // The `if` binds no window.
                var height = UIScreen.main.bounds.height // want: main-screen-bounds
                if let v = other.superview {
                    height = v.bounds.height
                }
                // The `if` comes before the default.
                if let window = self.view.window { print(window.bounds) }
                var late = UIScreen.main.bounds.width // want: main-screen-bounds
                late += 1
                print(fixed, width, height, late)
            }
        }
        """, rule: rule)
    }

    func testTheScreensHeightComparedWithAContentsHeight() {
        LintHarness.assertClean("""
        import UIKit

        final class Sheet: UIViewController {
            let table = UITableView()
            func fit() {
                let newSize = view.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
                if newSize.height > UIScreen.main.bounds.height { table.isScrollEnabled = true }
            }
            func needsScroll(_ contentHeight: CGFloat, _ top: CGFloat) -> Bool {
                contentHeight > UIScreen.main.bounds.size.height - top
            }
        }
        """, rule: rule)
    }

    func testOtherComparisonsStayFindings() {
        LintHarness.assertMarked("""
        import UIKit

        final class Sheet: UIViewController {
            let limit: CGFloat = 500
            func fit(_ card: UIView) {
                let half = UIScreen.main.bounds.width / 2 > 500 // want: main-screen-bounds
                card.frame.size.width = UIScreen.main.bounds.width // want: main-screen-bounds
                let same = UIScreen.main.bounds.width == card.frame.width // want: main-screen-bounds
                // The height against a width, or against a literal: not a fit test.
                let wide = card.bounds.width > UIScreen.main.bounds.height // want: main-screen-bounds
                let tall = card.bounds.height > UIScreen.main.bounds.width // want: main-screen-bounds
                print(half, same, wide, tall)
            }
        }
        """, rule: rule)
    }

    func testHeightCapsSeparatorInsetsAndPixelSizes() {
        LintHarness.assertClean("""
        import UIKit

        final class MiniModal: UIViewController {
            let container = UIView()
            var maxHeight: CGFloat = UIScreen.main.bounds.height - 94
            func rowHeight(_ rows: Int) -> CGFloat { min(UIScreen.main.bounds.height, CGFloat(rows) * 44) }
            func cap() {
                container.heightAnchor.constraint(lessThanOrEqualToConstant: UIScreen.main.bounds.height - 64).isActive = true
            }
            func hideSeparator(_ cell: UITableViewCell) {
                cell.separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: UIScreen.main.bounds.width)
            }
            func artworkPixels() -> Int {
                let shortest = min(UIScreen.main.bounds.width, UIScreen.main.bounds.height)
                return Int(round(shortest * UIScreen.main.scale / 3))
            }
        }
        """, rule: rule)
    }

    func testWidthsAndOtherHeightUsesStayFindings() {
        LintHarness.assertMarked("""
        import UIKit

        final class MiniModal: UIViewController {
            let container = UIView()
            var maxWidth: CGFloat = UIScreen.main.bounds.width - 94 // want: main-screen-bounds
            var sheetHeight: CGFloat = UIScreen.main.bounds.height - 94 // want: main-screen-bounds
            func columns() -> CGFloat { min(UIScreen.main.bounds.width, 600) } // want: main-screen-bounds
            func size() {
                container.heightAnchor.constraint(equalToConstant: UIScreen.main.bounds.height).isActive = true // want: main-screen-bounds
                container.layoutMargins = UIEdgeInsets(top: 0, left: UIScreen.main.bounds.width / 4, bottom: 0, right: 0) // want: main-screen-bounds
                let doubled = UIScreen.main.bounds.width * 2 // want: main-screen-bounds
                print(doubled)
            }
        }
        """, rule: rule)
    }
}
