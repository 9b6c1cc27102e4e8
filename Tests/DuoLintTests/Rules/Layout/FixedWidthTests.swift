import XCTest
@testable import DuoLint

final class FixedWidthTests: XCTestCase {
    let rule = "fixed-width"

    /// Rules/fixed-width.md: only widths wider than the outer screen's safe width (382 pt).
    func testSwiftUIFramesWiderThanTheOuterScreen() {
        LintHarness.assertMarked("""
        import SwiftUI

        struct CardView: View {
            var body: some View {
                VStack {
                    Text("Title").frame(width: 420) // want: fixed-width
                    Text("Body").frame(minWidth: 400, maxWidth: .infinity) // want: fixed-width
                    Text("Fits").frame(width: 382)
                    Text("Card").frame(width: 350)
                    Text("Ideal").frame(idealWidth: 500, maxWidth: 600) // a preference, not a constraint
                    Text("Cap").frame(maxWidth: 600)
                    Text("Exact").frame(width: 383, height: 44) // want: fixed-width
                    Image("hero")
                        .resizable()
                        .frame( // want: fixed-width
                            width: 480,
                            height: 200
                        )
                }
            }
        }
        """, rule: rule)
    }

    func testUIKitConstraintsAtRequiredPriority() {
        LintHarness.assertMarked("""
        import UIKit

        final class PanelViewController: UIViewController {
            var widthConstraint: NSLayoutConstraint!
            override func viewDidLoad() {
                super.viewDidLoad()
                let panel = UIView()
                panel.widthAnchor.constraint(equalToConstant: 400).isActive = true // want: fixed-width
                panel.widthAnchor.constraint(greaterThanOrEqualToConstant: 420).isActive = true // want: fixed-width
                panel.widthAnchor.constraint(equalToConstant: 320).isActive = true
                panel.widthAnchor.constraint(lessThanOrEqualToConstant: 600).isActive = true
                let soft = panel.widthAnchor.constraint(equalToConstant: 500)
                soft.priority = .defaultHigh
                soft.isActive = true
                let hard = panel.widthAnchor.constraint(equalToConstant: 500) // want: fixed-width
                hard.priority = .required
                panel.widthAnchor.constraint(equalToConstant: 500).withPriority(.defaultLow).isActive = true
                panel.widthAnchor.constraint(greaterThanOrEqualToConstant: 400).with(priority: .defaultHigh).isActive = true
                panel.widthAnchor.constraint(equalToConstant: 10000).with(priority: .defaultHigh)
                panel.widthAnchor.constraint(equalToConstant: 480).with(priority: .required).isActive = true // want: fixed-width
                panel.widthAnchor.constraint(equalToConstant: 490).with(identifier: "w").isActive = true // want: fixed-width
                widthConstraint = panel.widthAnchor.constraint(equalToConstant: 600)
                widthConstraint.priority = UILayoutPriority(999)
                NSLayoutConstraint.activate([
                    panel.widthAnchor.constraint(equalToConstant: 700), // want: fixed-width
                ])
            }
        }
        """, rule: rule)
    }

    /// Rules/fixed-width.md: a `CGRect` / `CGSize` counts only as a view's layout frame.
    func testGeometryOnlyAsALayoutFrame() {
        LintHarness.assertMarked("""
        import UIKit

        final class Layout: NSObject, UICollectionViewDelegateFlowLayout {
            static let panelSize = CGSize(width: 460, height: 300) // want: fixed-width
            func place(_ view: UIView, _ layout: UICollectionViewFlowLayout) {
                view.frame = CGRect(x: 0, y: 0, width: 500, height: 20) // want: fixed-width
                view.layer.bounds = CGRect(x: 0, y: 0, width: 420, height: 20) // want: fixed-width
                view.frame.size = CGSize(width: 400, height: 20) // want: fixed-width
                layout.itemSize = CGSize(width: 390, height: 80) // want: fixed-width
                layout.itemSize = .init(width: 450, height: 80) // want: fixed-width
                var rect = CGRect(x: 0, y: 0, width: 600, height: 44) // want: fixed-width
                rect.origin.y = 10
                view.frame = rect
                view.bounds.size = Layout.panelSize
                view.frame = CGRect(origin: .zero, size: CGSize(width: 640, height: 10)) // want: fixed-width
                layout.estimatedItemSize = CGSize(width: 500, height: 80)
                let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 500, height: 44))
                let unused = CGSize(width: 900, height: 10)
                let fitting = view.sizeThatFits(CGSize(width: 1000, height: 10))
                print(stack, unused, fitting)
            }
            func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                if indexPath.item == 0 { return CGSize(width: 400, height: 100) } // want: fixed-width
                let size = CGSize(width: 420, height: 100) // want: fixed-width
                return size
            }
        }
        final class Hints: UIViewController {
            override var preferredContentSize: CGSize { get { CGSize(width: 540, height: 620) } set {} }
            override func viewDidLoad() {
                super.viewDidLoad()
                preferredContentSize = CGSize(width: 540, height: 620)
            }
        }
        final class Badge: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: 400, height: 20) }
        }
        """, rule: rule)
        // The constant's own line: the finding is at the CGSize, which is the layout frame through its name.
        let findings = LintHarness.lint(["T.swift": """
            enum Layout { static let panelSize = CGSize(width: 460, height: 300) }
            func place(_ view: UIView) { view.bounds.size = Layout.panelSize }
            """], rules: [rule])
        XCTAssertEqual(findings.map(\.line), [1])
    }

    /// Rules/fixed-width.md: in code that runs only in regular width, only wider than half the inner screen (475.5 pt).
    func testRegularOnlyBranches() {
        LintHarness.assertMarked("""
        import SwiftUI

        struct Reader: View {
            @Environment(\\.horizontalSizeClass) private var sizeClass
            var isCompact: Bool { sizeClass == .compact }
            var body: some View {
                if sizeClass == .regular {
                    Text("pane").frame(width: 450)
                    Text("wide").frame(width: 480) // want: fixed-width
                }
                if sizeClass != .compact { Text("pane").frame(width: 470) }
                let isRegular = sizeClass == .regular
                if isRegular && showsSidebar { Text("pane").frame(width: 475) }
                if isRegular || showsSidebar { Text("either").frame(width: 450) } // want: fixed-width
                if !isCompact { Text("pane").frame(width: 460) }
                if sizeClass == .compact {
                    Text("narrow").frame(width: 400) // want: fixed-width
                } else {
                    Text("pane").frame(width: 450)
                }
                switch sizeClass {
                case .regular: Text("pane").frame(width: 470)
                default: Text("other").frame(width: 470) // want: fixed-width
                }
                ViewThatFits {
                    HStack { Text("a"); Text("b") }.frame(width: 460)
                    Text("a").frame(width: 460) // want: fixed-width
                }
            }
            var showsSidebar: Bool { true }
        }
        """, rule: rule)
    }

    func testRegularOnlyInUIKit() {
        LintHarness.assertMarked("""
        import UIKit

        final class Split: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let sidebar = UIView()
                if traitCollection.horizontalSizeClass == .regular {
                    sidebar.widthAnchor.constraint(equalToConstant: 420).isActive = true
                } else {
                    sidebar.widthAnchor.constraint(equalToConstant: 420).isActive = true // want: fixed-width
                }
                guard traitCollection.horizontalSizeClass == .regular else { return }
                sidebar.widthAnchor.constraint(equalToConstant: 470).isActive = true
                sidebar.widthAnchor.constraint(equalToConstant: 520).isActive = true // want: fixed-width
            }
        }
        """, rule: rule)
    }

    func testSameFileConstants() {
        LintHarness.assertMarked("""
        import SwiftUI

        enum Metrics {
            static let sidebarWidth: CGFloat = 400
            static let iconSize: CGFloat = 28
        }

        struct Sidebar: View {
            private let cardWidth: CGFloat = 460
            var body: some View {
                List { Text("Inbox") }
                    .frame(width: Metrics.sidebarWidth) // want: fixed-width
                Text("Card").frame(width: cardWidth) // want: fixed-width
                Image(systemName: "tray").frame(width: Metrics.iconSize)
            }
        }
        """, rule: rule)
    }

    func testDoesNotTrigger() {
        LintHarness.assertClean("""
        import SwiftUI
        import UIKit

        struct ReaderView: View {
            @State private var width: CGFloat = 500
            var body: some View {
                GeometryReader { proxy in
                    VStack {
                        Text("Readable").frame(maxWidth: 600)
                        Text("Full").frame(maxWidth: .infinity)
                        Image(systemName: "star").frame(width: 44, height: 44)
                        Text("Half").frame(width: proxy.size.width * 0.5)
                        Text("State").frame(width: width)
                        Text("Tall").frame(height: 700)
                        Text("Min height").frame(minHeight: 600)
                        Text(".frame(width: 400)")
                        // Text("x").frame(width: 400)
                        Text("Offset").offset(x: 600)
                        Text("c").frame(width: isWide ? 500 : 300)
                    }
                }
            }
            var isWide: Bool { true }
        }

        final class Cell: UITableViewCell {
            func setUp() {
                heightAnchor.constraint(equalToConstant: 600).isActive = true
                widthAnchor.constraint(equalTo: contentView.widthAnchor).isActive = true
                let renderer = UIGraphicsImageRenderer(size: CGSize(width: 1024, height: 1024))
                let thumb = image.preparingThumbnail(of: CGSize(width: 600, height: 600))
                PHImageManager.default().requestImage(for: asset, targetSize: CGSize(width: 600, height: 600), contentMode: .aspectFill, options: nil) { _, _ in }
                print(renderer, thumb)
            }
        }
        """, rule: rule)
    }

    func testOneFindingPerCallAndConversions() {
        LintHarness.assertMarked("""
        import SwiftUI

        struct V: View {
            var body: some View {
                Text("a").frame(minWidth: 400, idealWidth: 500, maxWidth: .infinity) // want: fixed-width
                Text("b").frame(width: CGFloat(420)) // want: fixed-width
                Text("c").frame(width: 300, minWidth: 500) // want: fixed-width
            }
        }
        """, rule: rule)
        let message = LintHarness.lint("let v = Text(\"c\").frame(width: 300, minWidth: 500)", rule: rule).first?.message
        XCTAssertEqual(message, "Fixed width of 500 pt is wider than iPhone Duo's outer screen; use a flexible frame or a maxWidth cap.")
    }

    func testThresholdOption() {
        LintHarness.assertMarked("""
        import SwiftUI

        struct V: View {
            @Environment(\\.horizontalSizeClass) var sizeClass
            var body: some View {
                Text("a").frame(width: 240)
                Text("b").frame(width: 260) // want: fixed-width
                if sizeClass == .regular {
                    Text("c").frame(width: 470)
                    Text("d").frame(width: 480) // want: fixed-width
                }
            }
        }
        """, rule: rule, configure: { $0.ruleOptions["fixed-width"] = ["threshold": 240] })
        LintHarness.assertMarked("""
        struct V: View {
            @Environment(\\.horizontalSizeClass) var sizeClass
            var body: some View {
                if sizeClass == .regular {
                    Text("c").frame(width: 490)
                    Text("d").frame(width: 510) // want: fixed-width
                }
            }
        }
        """, rule: rule, configure: { $0.ruleOptions["fixed-width"] = ["threshold": 500] })
    }

    /// Square graphics up to 382 pt matter when a config lowers the threshold.
    func testSquareGraphicsUpToTheOuterScreensSafeWidth() {
        LintHarness.assertMarked("""
        struct Avatars: View {
            static let qrSide: CGFloat = 300
            var body: some View {
                VStack {
                    Image("qr").frame(width: 240, height: 240)
                    Image("qr").frame(width: Self.qrSide, height: Self.qrSide)
                    Image("poster").frame(width: 382, height: 382)
                    Image("poster").frame(width: 400, height: 400) // want: fixed-width
                    Image("banner").frame(width: 300, height: 200) // want: fixed-width
                }
            }
            func place(_ v: UIView) {
                v.frame.size = CGSize(width: 256, height: 256)
                v.frame.size = CGSize(width: 256, height: 300) // want: fixed-width
            }
        }
        """, rule: rule, configure: { $0.ruleOptions["fixed-width"] = ["threshold": 200] })
    }

    func testCardsInAHorizontallyScrollingRow() {
        LintHarness.assertMarked("""
        struct Featured: View {
            var body: some View {
                VStack {
                    ScrollView(.horizontal, showsIndicators: false) {
                        LazyHStack {
                            ForEach(items) { item in
                                Card(item).frame(width: 480)
                            }
                        }
                    }
                    ScrollView([.horizontal]) { Card(first).frame(width: 500) }
                    ScrollView { Card(first).frame(width: 500) } // want: fixed-width
                    ScrollView(.vertical) { Card(first).frame(width: 500) } // want: fixed-width
                }
            }
        }
        """, rule: rule)
    }

    func testPresentationRootsAndDecorationAndRenderedViews() {
        LintHarness.assertMarked("""
        struct Screen: View {
            @State var showsInfo = false
            var body: some View {
                List { Text("a") }
                    .popover(isPresented: $showsInfo) {
                        InfoView().frame(width: 460, height: 480)
                    }
                    .popover(isPresented: $showsInfo) { preview }
                    .contextMenu {
                        Button("Copy") { }
                    } preview: {
                        PreviewCard().frame(width: 500)
                    }
                    .background {
                        RoundedRectangle(cornerRadius: 24).fill(.blue).frame(width: 600)
                    }
                    .overlay(alignment: .top) {
                        LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom).frame(width: 500)
                    }
                    .overlay {
                        Button("Sign in") { }.frame(width: 400) // want: fixed-width
                    }
                    .sheet(isPresented: $showsInfo) {
                        InfoView().frame(width: 460) // want: fixed-width
                    }
            }
            @ViewBuilder var preview: some View {
                Text("Preview").frame(width: 520)
            }
            var shareCard: some View { Text("Story").frame(width: 1080, height: 1920) }
            func share() {
                let renderer = ImageRenderer(content: ShareCard().frame(width: 1080))
                let badge = Badge().frame(width: 400)
                let second = ImageRenderer(content: badge)
                let third = ImageRenderer(content: shareCard)
                _ = (renderer, second, third)
            }
        }
        struct PopoverRow: View {
            var body: some View {
                Text("x").popover(isPresented: .constant(true)) {
                    VStack { Text("nested").frame(width: 400) } // want: fixed-width
                }
            }
        }
        """, rule: rule)
    }

    func testViewsRenderedIntoImagesInTheSameFile() {
        LintHarness.assertMarked([
            "ShareCard.swift": """
            struct ShareCard: View {
                var body: some View { Text("Story").frame(width: 1080, height: 1920) }
            }
            func exportStory() -> UIImage? { ImageRenderer(content: ShareCard()).uiImage }
            struct OtherCard: View {
                var body: some View { Text("Card").frame(width: 420) } // want: fixed-width
            }
            """,
        ], rule: rule)
    }

    func testBitmapsDrawingsAndParameterDefaults() {
        LintHarness.assertMarked("""
        final class Drawer: UIView {
            override func draw(_ rect: CGRect) {
                let band = CGRect(x: 0, y: 0, width: 400, height: 10)
                layer.frame = band
            }
            func poster(_ label: UILabel) -> UIImage {
                let renderer = UIGraphicsImageRenderer(size: CGSize(width: 1200, height: 630))
                return renderer.image { context in
                    label.frame = CGRect(x: 40, y: 40, width: 800, height: 120)
                    label.layer.render(in: context.cgContext)
                }
            }
            func layout(view: UIView) {
                view.frame = CGRect(x: 0, y: 0, width: 500, height: 20) // want: fixed-width
            }
        }
        struct Swipe: View {
            @State private var dragOffset = CGSize(width: 400, height: 0)
            var body: some View {
                Text("card")
                    .offset(CGSize(width: 500, height: 0))
                    .frame(width: 400) // want: fixed-width
            }
        }
        struct Banner: View {
            init(size: CGSize = CGSize(width: 420, height: 50), width: CGFloat = 500) {}
            var body: some View { Text("b") }
        }
        """, rule: rule)
    }

    /// Found on real code: a popover root chosen in a size-class branch, the body root of a view this file shows in
    /// a popover.
    func testPresentationRootsThroughBranchesAndTypes() {
        LintHarness.assertMarked("""
        struct Compose: View {
            @State var showsPicker = false
            @Environment(\\.horizontalSizeClass) var horizontalSizeClass
            var body: some View {
                Button("Language") { showsPicker = true }
                    .popover(isPresented: $showsPicker) {
                        let picker = LanguagePicker()
                        if horizontalSizeClass == .regular {
                            picker.frame(width: 500, height: 500)
                        } else {
                            picker
                        }
                    }
                    .popover(isPresented: .constant(false)) { AccountCard() }
            }
        }
        struct AccountCard: View {
            var body: some View {
                VStack {
                    Text("Header").frame(width: 480) // want: fixed-width
                }
                .frame(width: 500)
            }
        }
        """, rule: rule)
    }

    /// Found on real code: a custom shape (filled or stroked) as decoration, and a view snapshotted into an image.
    func testCustomShapesAsDecorationAndSnapshots() {
        LintHarness.assertMarked("""
        struct Card: View {
            var body: some View {
                Text("card")
                    .background {
                        KidneyShape().fill(.blue).blur(radius: 40).frame(width: 500, height: 350)
                    }
                    .background {
                        Panel().frame(width: 500) // want: fixed-width
                    }
            }
            func share() -> UIImage {
                StoryCard().environment(\\.renderForSharing, true).frame(width: 470, height: 658).snapshot()
            }
            func keep() -> some View {
                StoryCard().frame(width: 470, height: 658).padding() // want: fixed-width
            }
        }
        """, rule: rule)
    }

    /// Narrowed on real code: a mask view's frame (decoration), a width inside a branch that requires a wider
    /// container, and a private view type used only in regular-width branches.
    func testMasksWiderContainersAndRegularOnlyTypes() {
        LintHarness.assertMarked("""
        import UIKit
        import SwiftUI

        final class Header: UIView {
            let blurView = UIVisualEffectView()
            let maskingView = UIView()
            let badge = UIView()
            func setUp() {
                maskingView.frame = CGRect(x: 0, y: 0, width: 1000, height: 1000)
                blurView.mask = maskingView
                let fadeMask = UIView()
                fadeMask.frame = CGRect(x: 0, y: 0, width: 800, height: 40)
                badge.frame = CGRect(x: 0, y: 0, width: 800, height: 40) // want: fixed-width
            }
        }

        final class Tour: UIViewController {
            let tourView = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                if view.bounds.width > 530 {
                    tourView.widthAnchor.constraint(equalToConstant: 500).isActive = true
                }
                if view.bounds.width > 450 {
                    tourView.widthAnchor.constraint(equalToConstant: 500).isActive = true // want: fixed-width
                }
            }
        }

        struct Adaptive: View {
            @Environment(\\.horizontalSizeClass) private var sizeClass
            var body: some View {
                if sizeClass == .compact {
                    Stacked()
                } else {
                    SideBySide()
                }
            }
            private struct SideBySide: View {
                var body: some View { Text("primary").frame(minWidth: 400) }
            }
            private struct Stacked: View {
                var body: some View { Text("stacked").frame(minWidth: 400) } // want: fixed-width
            }
        }
        """, rule: rule)
    }

    /// Narrowed on real code (Mammoth's composer): the frame of a view the file makes an `inputAccessoryView` — the
    /// system sizes it to the keyboard — is exempt; the same frame on another view stays a finding.
    func testKeyboardAccessoryFrames() {
        LintHarness.assertMarked("""
        import UIKit

        final class Composer: UIViewController {
            var formatToolbar = UIToolbar()
            var banner = UIView()
            let textView = UITextView()
            func setUp() {
                formatToolbar.sizeToFit()
                formatToolbar.frame = CGRect(x: 0, y: 0, width: 3000, height: formatToolbar.frame.size.height)
                textView.inputAccessoryView = self.formatToolbar
                banner.frame = CGRect(x: 0, y: 0, width: 3000, height: 44) // want: fixed-width
                view.addSubview(banner)
            }
        }
        """, rule: rule)
    }

    /// Hedvig's contract card: a same-type view member used only as `.background(…)` content draws decoration (an
    /// image resized to fill, blurred), as that content written in place does. The same member also placed in the
    /// body, and a non-image member used as a background, stay findings.
    func testAnImageInAMemberUsedOnlyAsABackground() {
        LintHarness.assertMarked("""
        import SwiftUI
        struct ContractRow: View {
            let image: Image?
            var body: some View {
                VStack { Text("Home") }
                    .background(background)
                    .overlay { shine }
            }
            @ViewBuilder var background: some View {
                if let image {
                    image.resizable().aspectRatio(contentMode: .fill).frame(minWidth: 400, minHeight: 400).blur(radius: 20)
                } else {
                    Color.gray
                }
            }
            var shine: some View { Rectangle().fill(.white.opacity(0.2)).frame(width: 420) }
        }
        struct Banner: View {
            let image: Image
            var body: some View {
                VStack { header; Text("Banner") }
                    .background(header)
                    .background(panel)
            }
            var header: some View { image.resizable().frame(width: 500) } // want: fixed-width
            var panel: some View { VStack { Text("Panel") }.frame(width: 450) } // want: fixed-width
        }
        """, rule: "fixed-width")
    }
}
