import XCTest
@testable import DuoLint

final class FixedWidthTests: XCTestCase {
    let rule = "fixed-width"

    func testSwiftUIFrames() {
        LintHarness.assertMarked("""
        import SwiftUI

        struct CardView: View {
            var body: some View {
                VStack {
                    Text("Title").frame(width: 320) // want: fixed-width
                    Text("Body").frame(minWidth: 250, maxWidth: .infinity) // want: fixed-width
                    Text("Ideal").frame(idealWidth: 300, maxWidth: 600) // a preference, not a constraint
                    Text("Exact").frame(width: 200, height: 44) // want: fixed-width
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

    func testUIKitConstraintsAndGeometry() {
        LintHarness.assertMarked("""
        import UIKit

        final class PanelViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let panel = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 600)) // want: fixed-width
                let art = UIImageView(frame: CGRect(x: 0, y: 0, width: 300, height: 300)) // want: fixed-width
                panel.addSubview(art)
                panel.widthAnchor.constraint(equalToConstant: 300).isActive = true // want: fixed-width
                panel.widthAnchor.constraint(greaterThanOrEqualToConstant: 240).isActive = true // want: fixed-width
                preferredContentSize = CGSize(width: 540, height: 620) // want: fixed-width
                view.addSubview(panel)
            }
        }
        """, rule: rule)
    }

    func testSameFileConstants() {
        LintHarness.assertMarked("""
        import SwiftUI

        enum Metrics {
            static let sidebarWidth: CGFloat = 280
            static let iconSize: CGFloat = 28
        }

        struct Sidebar: View {
            private let cardWidth: CGFloat = 360
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
            @State private var width: CGFloat = 300
            var body: some View {
                GeometryReader { proxy in
                    VStack {
                        Text("Readable").frame(maxWidth: 600)
                        Text("Full").frame(maxWidth: .infinity)
                        Image(systemName: "star").frame(width: 44, height: 44)
                        Text("Half").frame(width: proxy.size.width * 0.5)
                        Text("State").frame(width: width)
                        Text("Tall").frame(height: 400)
                        Text("Min height").frame(minHeight: 300)
                        Text(".frame(width: 400)")
                        // Text("x").frame(width: 400)
                        Text("Offset").offset(x: 300)
                    }
                }
            }
        }

        final class Cell: UITableViewCell {
            func setUp() {
                heightAnchor.constraint(equalToConstant: 300).isActive = true
                widthAnchor.constraint(lessThanOrEqualToConstant: 600).isActive = true
                widthAnchor.constraint(equalTo: contentView.widthAnchor).isActive = true
                let r = CGRect(origin: .zero, size: bounds.size)
                let s = CGSize(width: 100, height: 900)
                let t = CGRect(x: 0, y: 0, width: 44, height: 400)
                let renderer = UIGraphicsImageRenderer(size: CGSize(width: 1024, height: 1024))
                let thumb = image.preparingThumbnail(of: CGSize(width: 300, height: 300))
                let thumbnailSize = CGSize(width: 400, height: 400)
                PHImageManager.default().requestImage(for: asset, targetSize: CGSize(width: 600, height: 600), contentMode: .aspectFill, options: nil) { _, _ in }
                UIGraphicsBeginImageContextWithOptions(CGSize(width: 320, height: 180), true, 1)
                print(r, s, t, renderer, thumb, thumbnailSize)
            }
        }
        """, rule: rule)
    }

    func testOneFindingPerCallAndConversions() {
        LintHarness.assertMarked("""
        import SwiftUI

        struct V: View {
            var body: some View {
                Text("a").frame(minWidth: 300, idealWidth: 400, maxWidth: .infinity) // want: fixed-width
                Text("b").frame(width: CGFloat(320)) // want: fixed-width
                Text("c").frame(width: isWide ? 400 : 300)
            }
            var isWide: Bool { true }
        }
        """, rule: rule)
    }

    func testThresholdOption() {
        LintHarness.assertMarked("""
        import SwiftUI

        struct V: View {
            var body: some View {
                Text("a").frame(width: 220)
                Text("b").frame(width: 260) // want: fixed-width
            }
        }
        """, rule: rule, configure: { $0.ruleOptions["fixed-width"] = ["threshold": 240] })
    }

    /// RULES.md amendment: places where a fixed size is fine.
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
                    Canvas { _, _ in }.frame(width: 320) // want: fixed-width
                }
            }
            let icon = CGSize(width: 256, height: 256)
            let card = CGSize(width: 256, height: 300) // want: fixed-width
        }
        """, rule: rule)
    }

    func testCardsInAHorizontallyScrollingRow() {
        LintHarness.assertMarked("""
        struct Featured: View {
            var body: some View {
                VStack {
                    ScrollView(.horizontal, showsIndicators: false) {
                        LazyHStack {
                            ForEach(items) { item in
                                Card(item).frame(width: 280)
                            }
                        }
                    }
                    ScrollView([.horizontal]) { Card(first).frame(width: 300) }
                    ScrollView { Card(first).frame(width: 300) } // want: fixed-width
                    ScrollView(.vertical) { Card(first).frame(width: 300) } // want: fixed-width
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
                        InfoView().frame(width: 360, height: 480)
                    }
                    .contextMenu {
                        Button("Copy") { }
                    } preview: {
                        PreviewCard().frame(width: 300)
                    }
                    .background {
                        RoundedRectangle(cornerRadius: 24).fill(.blue).frame(width: 600)
                    }
                    .overlay(alignment: .top) {
                        LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom).frame(width: 500)
                    }
                    .overlay {
                        Button("Sign in") { }.frame(width: 300) // want: fixed-width
                    }
                    .sheet(isPresented: $showsInfo) {
                        InfoView().frame(width: 360) // want: fixed-width
                    }
            }
            func share() {
                let renderer = ImageRenderer(content: ShareCard().frame(width: 1080))
                _ = renderer
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
                var body: some View { Text("Card").frame(width: 320) } // want: fixed-width
            }
            """,
        ], rule: rule)
    }

    func testBitmapsDrawingsOffsetsAndParameterDefaults() {
        LintHarness.assertMarked("""
        final class Drawer {
            func draw(_ rect: CGRect) {
                let band = CGRect(x: 0, y: 0, width: 400, height: 10)
                UIColor.red.setFill()
                UIRectFill(band)
            }
            func poster() -> UIImage {
                let renderer = UIGraphicsImageRenderer(size: CGSize(width: 1200, height: 630))
                return renderer.image { context in
                    context.fill(CGRect(x: 0, y: 0, width: 1200, height: 630))
                    let title = CGRect(x: 40, y: 40, width: 800, height: 120)
                    "Title".draw(in: title)
                }
            }
            func thumbnail(of image: UIImage) -> UIImage? { image.preparingThumbnail(of: CGSize(width: 600, height: 400)) }
            func path() -> UIBezierPath { UIBezierPath(rect: CGRect(x: 0, y: 0, width: 500, height: 20)) }
            func layout(view: UIView) {
                view.frame = CGRect(x: 0, y: 0, width: 500, height: 20) // want: fixed-width
            }
        }
        struct Swipe: View {
            @State private var dragOffset = CGSize(width: 400, height: 0)
            var body: some View {
                Text("card")
                    .offset(CGSize(width: 300, height: 0))
                    .onTapGesture { dragOffset = CGSize(width: 600, height: 0) }
                    .frame(width: 300) // want: fixed-width
            }
        }
        struct Banner: View {
            init(size: CGSize = CGSize(width: 320, height: 50), width: CGFloat = 300) {}
            var body: some View { Text("b") }
        }
        """, rule: rule)
    }

    /// Found on real code: a popover root chosen in a size-class branch, the body root of a view this file shows in
    /// a popover, text measurement bounds, and a bitmap size in a computed property.
    func testPresentationRootsThroughBranchesAndTypesAndMeasurements() {
        LintHarness.assertMarked("""
        struct Compose: View {
            @State var showsPicker = false
            @Environment(\\.horizontalSizeClass) var horizontalSizeClass
            var body: some View {
                Button("Language") { showsPicker = true }
                    .popover(isPresented: $showsPicker) {
                        let picker = LanguagePicker()
                        if horizontalSizeClass == .regular {
                            picker.frame(width: 400, height: 500)
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
        final class Cell {
            func height(_ text: NSString) -> CGFloat {
                text.boundingRect(with: CGSize(width: 1000, height: 22), options: [], attributes: nil, context: nil).height
            }
            func fit(_ view: UIView) -> CGSize { view.sizeThatFits(CGSize(width: 320, height: 10_000)) }
            var videoSize: CGSize { CGSize(width: 390, height: 694) }
            var cardSize: CGSize { CGSize(width: 390, height: 694) } // want: fixed-width
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
                        KidneyShape().fill(.blue).blur(radius: 40).frame(width: 300, height: 350)
                    }
                    .background {
                        Panel().frame(width: 300) // want: fixed-width
                    }
            }
            func share() -> UIImage {
                StoryCard().environment(\\.renderForSharing, true).frame(width: 370, height: 658).snapshot()
            }
            func keep() -> some View {
                StoryCard().frame(width: 370, height: 658).padding() // want: fixed-width
            }
        }
        """, rule: rule)
    }
}
