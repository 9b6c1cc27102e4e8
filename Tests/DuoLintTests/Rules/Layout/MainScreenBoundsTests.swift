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

    /// Rules/main-screen-bounds.md: a fallback on the right of `??` after a window, scene or view size is fine.
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

    /// Rules/main-screen-bounds.md *main-screen-bounds: exempt*.
    func testV3Exemptions() {
        LintHarness.assertMarked("""
        import SwiftUI
        import UIKit

        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func setUp() {
                window = UIWindow(frame: UIScreen.main.bounds)
                let overlay = PassthroughWindow(frame: UIScreen.main.bounds)
                let view = UIView(frame: UIScreen.main.bounds)
                print(overlay, view)
            }
        }

        struct Layout: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let width = proposal.width ?? UIScreen.main.bounds.width
                return CGSize(width: width, height: 10)
            }
        }

        final class Gallery: UIViewController {
            func width() -> CGFloat {
                guard let window = view.window else { return UIScreen.main.bounds.width }
                return window.bounds.width
            }
            func sceneWidth() -> CGFloat {
                if let scene = view.window?.windowScene { return scene.coordinateSpace.bounds.width } else { return UIScreen.main.bounds.width }
            }
            func unrelated() -> CGFloat {
                guard let name = title else { return UIScreen.main.bounds.width } // want: main-screen-bounds
                return CGFloat(name.count)
            }
            func snapshot() -> UIImage {
                let renderer = UIGraphicsImageRenderer(size: UIScreen.main.bounds.size)
                let thumb = image.preparingThumbnail(of: CGSize(width: UIScreen.main.bounds.width, height: 100))
                return renderer.image { _ in }
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                preferredContentSize = UIScreen.main.bounds.size
                let fitting = view.systemLayoutSizeFitting(UIScreen.main.bounds.size)
                let scale = UIScreen.main.bounds.height <= 667 ? 0.85 : 1
                if UIScreen.main.bounds.width < 375 { print("small phone") }
                if UIScreen.main.bounds.height == 812 { print("notch") } // want: main-screen-bounds
                if UIScreen.main.bounds.width > 700 { print("wide") } // want: main-screen-bounds
                let drop = UIScreen.main.bounds.height
                UIView.animate(withDuration: 0.3) { self.card.transform = .init(translationX: 0, y: drop) }
                let travel = UIScreen.main.bounds.height // want: main-screen-bounds
                card.frame.origin.y = travel
                print(fitting, scale)
            }
            let card = UIView()
            let image = UIImage()
        }

        struct Card: View {
            @State private var offset = UIScreen.main.bounds.height
            var body: some View {
                Text("card")
                    .offset(y: UIScreen.main.bounds.height * 2)
                    .swipeDismiss(finalOffset: UIScreen.main.bounds.width)
                    .confettiCannon(rainHeight: UIScreen.main.bounds.height)
                    .frame(width: UIScreen.main.bounds.width - 32) // want: main-screen-bounds
            }
        }
        extension View {
            func swipeDismiss(finalOffset: CGFloat = UIScreen.main.bounds.height) -> some View { self }
            func confettiCannon(rainHeight: CGFloat) -> some View { self }
        }
        """, rule: rule)
    }

    /// Found on real code: fallbacks through a rectangle and a custom window name, offsets through a member,
    /// placeholders returned from branches, image processing, a popover's anchor, the window compared with the
    /// screen, and names or same-file parameters used only in comparisons `width-breakpoint` leaves out.
    func testFoundOnRealCode() {
        LintHarness.assertMarked("""
        import SwiftUI
        import UIKit

        final class Share {
            func present(_ controller: UIActivityViewController, from sourceView: UIView?) {
                controller.popoverPresentationController?.sourceRect = sourceView?.bounds ?? CGRect(x: UIScreen.main.bounds.midX, y: 0, width: 0, height: 0)
                controller.popoverPresentationController?.sourceRect = CGRect(x: UIScreen.main.bounds.width - 30, y: 60, width: 0, height: 0)
            }
            var itemWidth: CGFloat {
                guard let window = UIApplication.shared.firstKeyWindow else { return UIScreen.main.bounds.width }
                return window.bounds.width
            }
            var isSplit: Bool {
                guard let keyWindow = UIApplication.shared.keyWindow else { return false }
                return keyWindow.frame.width != keyWindow.screen.bounds.width
            }
            func downsample(_ image: UIImage) -> UIImage? {
                DownsampleProcessor(width: UIScreen.main.bounds.width).process(image)
            }
            func mapBackground() {
                let width = max(UIScreen.main.bounds.width, UIScreen.main.bounds.height)
                snapshotter = MapSnapshotter(size: CGSize(width: width, height: 200), stopIconFactory: factory)
            }
        }

        final class Bar: UIView {
            var twoRows = false
            override var intrinsicContentSize: CGSize {
                if twoRows {
                    return CGSize(width: UIScreen.main.bounds.size.width, height: 110)
                } else {
                    return CGSize(width: UIScreen.main.bounds.size.width, height: 72)
                }
            }
        }

        struct Live: View {
            @State private var dragOffset: CGSize = .zero
            let keyboardVisible = false
            var body: some View {
                let screenHeight = UIScreen.main.bounds.height
                Text("x")
                    .padding(keyboardVisible && screenHeight < 975 ? 25 : 75)
                    .onTapGesture { dragOffset.height = UIScreen.main.bounds.height }
                    .padding(isSmallScreen(UIScreen.main.bounds.size) ? 4 : 8)
                    .frame(width: isWide(UIScreen.main.bounds.size) ? 300 : 200) // want: main-screen-bounds
            }
            func isSmallScreen(_ frame: CGSize) -> Bool { frame.height > 0 && frame.height <= 667 }
            func isWide(_ size: CGSize) -> Bool { size.width > 700 }
        }
        """, rule: rule)
    }

    /// Narrowed on real apps: decoration (backgrounds, gradients) and gesture or keyboard math.
    func testDecorationGesturesAndKeyboard() {
        LintHarness.assertMarked("""
        import SwiftUI
        import UIKit

        struct Onboarding: View {
            var body: some View {
                VStack { Text("Hi") }
                    .background(Backdrop(maxHeight: UIScreen.main.bounds.height / 2), alignment: .top)
                    .background(RadialGradient(colors: [.blue], center: .center, startRadius: 0, endRadius: UIScreen.main.bounds.width * 1.5))
                    .gesture(DragGesture().onChanged { value in
                        if UIScreen.main.bounds.height - value.startLocation.y < 80 { print("edge") }
                        let position = value.location.x / UIScreen.main.bounds.width
                        print(position)
                    })
                    .frame(height: UIScreen.main.bounds.height / 2) // want: main-screen-bounds
            }
        }

        final class KeyboardWatcher {
            func changed(_ notification: Notification) {
                guard let endFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                let docked = endFrame.width == UIScreen.main.bounds.width
                let minY = UIScreen.main.bounds.height - endFrame.height
                print(docked, minY)
            }
        }
        """, rule: rule)
    }

    /// Narrowed on real apps: the screen's width compared with its own height is an orientation test.
    func testOrientationTests() {
        LintHarness.assertMarked("""
        import UIKit

        final class Reader: UIViewController {
            var isLandscape: Bool { UIScreen.main.bounds.width > UIScreen.main.bounds.height }
            var key: String { UIScreen.main.bounds.size.width > UIScreen.main.bounds.size.height ? "landscape" : "portrait" }
            func layout() {
                if view.bounds.width > UIScreen.main.bounds.height { print("wide") } // want: main-screen-bounds
                view.frame.size.width = UIScreen.main.bounds.width // want: main-screen-bounds
            }
            // Through a name, its members read: every use is an orientation test.
            func sync(_ windowScene: UIWindowScene) -> Bool {
                let screenBounds = windowScene.screen.bounds
                if screenBounds.width > screenBounds.height { return true }
                let screenIsLandscape = screenBounds.size.width > screenBounds.size.height
                return screenIsLandscape
            }
            func place(_ windowScene: UIWindowScene) {
                let screenBounds = windowScene.screen.bounds // want: main-screen-bounds
                if screenBounds.width > screenBounds.height { view.frame = screenBounds }
            }
        }
        """, rule: rule)
    }

    /// Rules/main-screen-bounds.md: a comparison `&&`-joined with a condition false on iPhone Duo decides nothing there
    /// (`width-breakpoint` leaves it out too).
    func testComparisonJoinedWithAConditionFalseOnIPhone() {
        LintHarness.assertMarked("""
        import UIKit

        final class Stats: UIViewController {
            func layout() {
                if UIScreen.main.bounds.size.width > 768 && (UIDevice.current.userInterfaceIdiom == .pad || UIDevice.current.userInterfaceIdiom == .mac) {
                    showTable()
                }
                if UIScreen.main.bounds.size.width > 768 || UIDevice.current.userInterfaceIdiom == .pad { // want: main-screen-bounds
                    showTable()
                }
            }
        }
        """, rule: rule)
    }

    /// `.frame(idealWidth:)` is a preference the parent's proposal overrides (GOV.UK's grouped list); the frame's
    /// other sizes stay findings.
    func testAnIdealSizeIsAHint() {
        LintHarness.assertMarked("""
        struct GroupedList: View {
            var body: some View {
                VStack { }
                    .frame(idealWidth: UIScreen.main.bounds.width)
                VStack { }
                    .frame(idealHeight: UIScreen.main.bounds.height / 2)
                VStack { }
                    .frame(minWidth: UIScreen.main.bounds.width) // want: main-screen-bounds
                VStack { }
                    .layout(idealWidth: UIScreen.main.bounds.width) // want: main-screen-bounds
            }
        }
        """, rule: rule)
    }
}

