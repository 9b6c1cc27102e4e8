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

    /// The screen chosen when the app does not share it is still not the view's width on iPhone Duo: the side bar
    /// takes 84 pt of it (IVPN's map, read as acted).
    func testTheScreenChosenWhenTheWindowFillsItStaysAFinding() {
        LintHarness.assertMarked("""
        import UIKit

        final class MapScrollView: UIScrollView {
            func center() -> CGPoint {
                let halfWidth = UIApplication.shared.isSplitOrSlideOver ? Double(frame.width / 2) : Double(UIScreen.main.bounds.width / 2) // want: main-screen-bounds
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

    /// A view controller's own root view, or a property nothing reads, is still a finding (kept by the contract's
    /// letter: `UIScreen.main.bounds` wherever the exemptions do not say otherwise).
    func testRootViewsAndUnreadPropertiesStayFindings() {
        LintHarness.assertMarked("""
        import UIKit

        final class LenticularViewController: UIViewController {
            private let unread = UIScreen.main.bounds.width // want: main-screen-bounds
            override func viewDidLoad() {
                super.viewDidLoad()
                view.frame = UIScreen.main.bounds // want: main-screen-bounds
            }
        }
        """, rule: rule)
    }

    func testPlaceholdersAWindowsSizeReplaces() {
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

        """, rule: rule)
        LintHarness.assertMarked("""
        import UIKit
        import SwiftUI

        public class SceneDelegate: NSObject, UIWindowSceneDelegate {
            public var window: UIWindow?
            public private(set) var windowWidth: CGFloat = UIScreen.main.bounds.size.width // want: main-screen-bounds
            public func grow() { windowWidth = windowWidth * 2 }
        }

        private struct GradientEffect<Content: View>: View {
            var parentSize: CGSize = UIScreen.main.bounds.size // want: main-screen-bounds
            let content: () -> Content
            var body: some View { content() }
        }
        """, rule: rule)
    }
}

/// The caps and screen-coordinate uses of the session-9 reading (Aidoku, damus, Pocket Casts).
final class MainScreenBoundsCapsTests: XCTestCase {
    let rule = "main-screen-bounds"

    func testCapsAssignedLaterAndFrameCaps() {
        LintHarness.assertClean("""
        import UIKit
        import SwiftUI

        final class FilterModal: UIViewController {
            let scrollView = UIScrollView()
            var maxHeight: CGFloat = 0
            var max_height: CGFloat = 0
            lazy var upperHeightConstraint: NSLayoutConstraint = {
                let c = scrollView.heightAnchor.constraint(lessThanOrEqualToConstant: UIScreen.main.bounds.height - 64)
                c.priority = .defaultHigh
                return c
            }()
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                maxHeight = UIScreen.main.bounds.height - 64 - 30
                max_height = UIScreen.main.bounds.height * 1.2
                upperHeightConstraint.constant = UIScreen.main.bounds.height - 64
            }
            func iconWidth() -> CGFloat { min(124, (UIScreen.main.bounds.width - 30) / 3) }
        }

        struct Pack: View {
            let preview: Bool
            var body: some View {
                Text("").frame(maxWidth: preview ? 350 : UIScreen.main.bounds.width, maxHeight: UIScreen.main.bounds.height)
            }
        }
        """, rule: rule)
        LintHarness.assertMarked("""
        import UIKit
        import SwiftUI

        final class FilterModal: UIViewController {
            let scrollView = UIScrollView()
            var sheetHeight: CGFloat = 0
            var maxWidth: CGFloat = 0
            lazy var heightConstraint: NSLayoutConstraint = scrollView.heightAnchor.constraint(equalToConstant: 10)
            func resize() {
                sheetHeight = UIScreen.main.bounds.height - 64 // want: main-screen-bounds
                maxWidth = UIScreen.main.bounds.width - 64 // want: main-screen-bounds
                heightConstraint.constant = UIScreen.main.bounds.height - 64 // want: main-screen-bounds
            }
            func drawerWidth() -> CGFloat { min(UIScreen.main.bounds.width * 0.65, 400) } // want: main-screen-bounds
        }

        struct Banner: View {
            var body: some View {
                Text("").frame(minWidth: UIScreen.main.bounds.width) // want: main-screen-bounds
            }
        }
        """, rule: rule)
    }

    func testPositionsInScreenCoordinates() {
        LintHarness.assertClean("""
        import SwiftUI
        import UIKit

        struct Bubble: View {
            @State private var onTopHalf = false
            var body: some View {
                GeometryReader { geometry in
                    EmptyView()
                        .onAppear {
                            let barY = geometry.frame(in: .global).midY
                            let screenMidY = UIScreen.main.bounds.midY
                            onTopHalf = barY > screenMidY
                        }
                        .onChange(of: geometry.frame(in: .global).midY) { newY in
                            let screenMidY = UIScreen.main.bounds.midY
                            onTopHalf = newY > screenMidY
                        }
                }
            }
        }

        extension UIView {
            func distanceFromBottom() -> CGFloat? {
                guard let window else { return nil }
                let frameInWindow = convert(bounds, to: window)
                let screenHeight = UIScreen.main.bounds.height
                return screenHeight - frameInWindow.maxY
            }
        }
        """, rule: rule)
        LintHarness.assertMarked("""
        import SwiftUI
        import UIKit

        struct Bubble: View {
            @State private var onTopHalf = false
            var body: some View {
                GeometryReader { geometry in
                    EmptyView()
                        .onAppear {
                            let barY = geometry.frame(in: .local).midY
                            let screenMidY = UIScreen.main.bounds.midY // want: main-screen-bounds
                            onTopHalf = barY > screenMidY
                        }
                }
            }
        }
        """, rule: rule)
    }
}
