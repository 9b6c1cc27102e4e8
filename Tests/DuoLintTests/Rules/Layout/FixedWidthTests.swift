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
                    Text("Ideal").frame(idealWidth: 300, maxWidth: 600) // want: fixed-width
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
}
