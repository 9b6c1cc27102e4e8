import XCTest
@testable import DuoLint

final class MainScreenBoundsTests: XCTestCase {
    let rule = "main-screen-bounds"

    func testTriggers() {
        LintHarness.assertMarked("""
        import UIKit
        import SwiftUI

        final class GalleryViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let width = UIScreen.main.bounds.width // want: main-screen-bounds
                let pixels = UIScreen.main.nativeBounds.size // want: main-screen-bounds
                let sceneWidth = view.window?.windowScene?.screen.bounds.width ?? 0 // want: main-screen-bounds
                let old = UIScreen.mainScreen().bounds // want: main-screen-bounds
                let fixed = UIScreen.main.fixedCoordinateSpace.bounds // want: main-screen-bounds
                let screen = UIScreen.main
                let height = screen.bounds.height // want: main-screen-bounds
                print(fixed, height)
                print(width, pixels, sceneWidth, old)
            }
        }

        struct Banner: View {
            var body: some View {
                Text("Hi").frame(width: UIScreen.main.bounds.width - 32) // want: main-screen-bounds
            }
        }
        """, rule: rule)
    }

    func testDoesNotTrigger() {
        LintHarness.assertClean("""
        import UIKit
        import SwiftUI

        final class GalleryViewController: UIViewController {
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                let scale = UIScreen.main.scale
                let width = view.bounds.width
                let frame = view.window?.frame
                let label = "UIScreen.main.bounds"
                // let w = UIScreen.main.bounds.width
                print(scale, width, frame as Any, label)
            }
        }

        struct Banner: View {
            var body: some View {
                GeometryReader { proxy in
                    Text("Hi").frame(width: proxy.size.width - 32)
                }
            }
        }
        """, rule: rule)
    }

    /// RULES.md amendment: a fallback on the right of `??` after a window, scene or view size is fine.
    func testFallbackAfterAWindowSceneOrViewSize() {
        LintHarness.assertMarked("""
        final class Layout {
            func width(_ view: UIView, window: UIWindow?) -> CGFloat {
                let a = window?.bounds ?? UIScreen.main.bounds
                let b = view.window?.windowScene?.coordinateSpace.bounds.width ?? UIScreen.main.bounds.width
                let c = (view.superview?.frame ?? UIScreen.main.bounds).width
                let d = cachedWidth ?? UIScreen.main.bounds.width // want: main-screen-bounds
                let e = UIScreen.main.bounds.width ?? 0 // want: main-screen-bounds
                return a.width + b + c + d + e
            }
            var cachedWidth: CGFloat?
        }
        """, rule: rule)
    }
}
