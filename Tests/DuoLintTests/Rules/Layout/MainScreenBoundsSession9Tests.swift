import XCTest
@testable import DuoLint

/// `main-screen-bounds` narrowed on the session-9 reading of real apps (MovieSwiftUI, IVPN, Pocket Casts, Ice Cubes;
/// Rules/main-screen-bounds.md, *does not trigger*), with the uses that stay findings beside each.
final class MainScreenBoundsSession9Tests: XCTestCase {
    let rule = "main-screen-bounds"

    func testTouchLocationsAgainstTheScreenEdge() {
        LintHarness.assertClean("""
        import SwiftUI

        struct Cover: View {
            func ended(_ endLocation: CGPoint, _ touchLocation: CGPoint) -> Bool {
                endLocation.x > UIScreen.main.bounds.width - 50 || touchLocation.x < UIScreen.main.bounds.width / 4
            }
            var body: some View { Text("") }
        }
        """, rule: rule)
        LintHarness.assertMarked("""
        import SwiftUI

        struct Cover: View {
            func wide(_ cardLocation: CGPoint, _ endWidth: CGFloat) -> Bool {
                let a = cardLocation.x > UIScreen.main.bounds.width - 50 // want: main-screen-bounds
                let b = endWidth > UIScreen.main.bounds.width // want: main-screen-bounds
                return a || b
            }
            var body: some View { Text("") }
        }
        """, rule: rule)
    }

    func testHeightAgainstAnyNonLiteralValueThatNamesNoWidth() {
        LintHarness.assertClean("""
        import UIKit

        enum DeviceType: CGFloat { case iPhoneSE = 1136, iPhoneX = 2436 }

        extension UIDevice {
            static func isLarger(than device: DeviceType) -> Bool {
                guard UIScreen.main.nativeBounds.height > device.rawValue else { return false }
                return true
            }
            static func fits(_ sheet: UIView) -> Bool { sheet.frame.height < UIScreen.main.bounds.height }
        }
        """, rule: rule)
        LintHarness.assertMarked("""
        import UIKit

        enum Limits { static let tall: CGFloat = 900 }

        extension UIDevice {
            static func compare(_ view: UIView, _ maxWidth: CGFloat) -> Bool {
                let a = UIScreen.main.bounds.height > maxWidth // want: main-screen-bounds
                let b = UIScreen.main.bounds.width > view.frame.height // want: main-screen-bounds
                return a && b
            }
        }
        """, rule: rule)
    }

    func testTheScreenChosenOnlyWhenTheWindowFillsIt() {
        LintHarness.assertClean("""
        import UIKit

        final class MapScrollView: UIScrollView {
            func center() -> CGPoint {
                let halfWidth = UIApplication.shared.isSplitOrSlideOver ? Double(frame.width / 2) : Double(UIScreen.main.bounds.width / 2)
                return CGPoint(x: halfWidth, y: 0)
            }
        }
        """, rule: rule)
        LintHarness.assertMarked("""
        import UIKit

        final class MapScrollView: UIScrollView {
            var compact = true
            func center() -> CGPoint {
                let halfWidth = compact ? Double(frame.width / 2) : Double(UIScreen.main.bounds.width / 2) // want: main-screen-bounds
                return CGPoint(x: halfWidth, y: 0)
            }
        }
        """, rule: rule)
    }

    func testTheShortestSideInPixelsThroughLocalsAndATernary() {
        LintHarness.assertClean("""
        import UIKit

        final class ImageManager {
            class func gridSize() -> Int {
                let screenWidth = UIScreen.main.bounds.width
                let screenHeight = UIScreen.main.bounds.height
                let shortestSide = screenHeight > screenWidth ? screenWidth : screenHeight
                return Int(round(shortestSide * UIScreen.main.scale / 3.0))
            }
        }
        """, rule: rule)
        LintHarness.assertMarked("""
        import UIKit

        final class ImageManager {
            let cell = UIView()
            func gridSize() {
                let screenWidth = UIScreen.main.bounds.width // want: main-screen-bounds
                let screenHeight = UIScreen.main.bounds.height // want: main-screen-bounds
                let shortestSide = screenHeight > screenWidth ? screenWidth : screenHeight
                cell.frame.size.width = shortestSide / 3
            }
        }
        """, rule: rule)
    }

    func testAViewControllersOwnRootView() {
        LintHarness.assertClean("""
        import UIKit

        final class LenticularViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.frame = UIScreen.main.bounds
            }
        }
        """, rule: rule)
        LintHarness.assertMarked("""
        import UIKit

        final class SourceViewController: UIViewController {
            let search = UIViewController()
            let overlay = UIView()
            func lift() {
                search.view.frame = UIScreen.main.bounds // want: main-screen-bounds
                overlay.frame = UIScreen.main.bounds // want: main-screen-bounds
            }
        }
        """, rule: rule)
    }

    func testPlaceholdersAWindowsSizeReplacesAndUnreadPrivateProperties() {
        LintHarness.assertClean("""
        import UIKit
        import SwiftUI

        public class SceneDelegate: NSObject, UIWindowSceneDelegate {
            public var window: UIWindow?
            public private(set) var windowWidth: CGFloat = UIScreen.main.bounds.size.width
            public func sceneDidBecomeActive(_ scene: UIScene) {
                windowWidth = window?.bounds.size.width ?? 0
            }
        }

        private struct GradientEffect<Content: View>: View {
            var parentSize: CGSize = UIScreen.main.bounds.size
            let content: () -> Content
            var body: some View { content() }
        }
        """, rule: rule)
        LintHarness.assertMarked("""
        import UIKit
        import SwiftUI

        public class SceneDelegate: NSObject, UIWindowSceneDelegate {
            public var window: UIWindow?
            public private(set) var windowWidth: CGFloat = UIScreen.main.bounds.size.width // want: main-screen-bounds
            public func grow() { windowWidth = windowWidth * 2 }
        }

        struct GradientEffect<Content: View>: View {
            var parentSize: CGSize = UIScreen.main.bounds.size // want: main-screen-bounds
            let content: () -> Content
            var body: some View { content() }
        }
        """, rule: rule)
    }
}
