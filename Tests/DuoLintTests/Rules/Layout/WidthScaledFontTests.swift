import XCTest
@testable import DuoLint

final class WidthScaledFontTests: XCTestCase {
    let rule = "width-scaled-font"

    func testTriggers() {
        LintHarness.assertMarked("""
        import SwiftUI
        struct Title: View {
            var body: some View {
                GeometryReader { proxy in
                    Text(title).font(.system(size: proxy.size.width * 0.08, weight: .bold)) // want: width-scaled-font
                    Text(title).font(Font.custom("Avenir", size: proxy.frame(in: .global).width / 12)) // want: width-scaled-font
                    let w = proxy.size.width
                    Text(title).font(.custom("Avenir", fixedSize: w / 10)) // want: width-scaled-font
                    let size = proxy.size
                    Text(title).font(.system(size: min(size.width, size.height) * 0.1)) // want: width-scaled-font
                    Text(title).font(.system(size: max(proxy.size.width * 0.05, 12))) // want: width-scaled-font
                }
                Text(title).font(.system(size: UIScreen.main.bounds.width / 20)) // want: width-scaled-font
                GeometryReader { proxy in
                    Text("Poster").font(.system(size: min(proxy.size.width, proxy.size.height) * 0.1)) // want: width-scaled-font
                }
            }
        }
        struct Row: View {
            let geometry: GeometryProxy
            var body: some View { Text("").font(.system(size: geometry.size.width / 16)) } // want: width-scaled-font
        }
        final class Banner: UIViewController {
            func layout() {
                label.font = .systemFont(ofSize: view.bounds.width / 18) // want: width-scaled-font
                label.font = UIFont.boldSystemFont(ofSize: self.view.frame.size.width * 0.05) // want: width-scaled-font
                label.font = UIFont(name: "Avenir", size: view.window!.bounds.width / 20) // want: width-scaled-font
                label.font = label.font.withSize(UIScreen.main.bounds.size.width / 25) // want: width-scaled-font
                label.font = .monospacedDigitSystemFont(ofSize: view.window?.windowScene?.screen.bounds.width ?? 0 / 20, weight: .bold) // want: width-scaled-font
            }
        }
        final class Tile: UICollectionViewCell {
            override func layoutSubviews() {
                super.layoutSubviews()
                title.font = .italicSystemFont(ofSize: bounds.width / 8) // want: width-scaled-font
            }
        }
        """, rule: rule)
    }

    func testDoesNotTrigger() {
        LintHarness.assertClean("""
        import SwiftUI
        struct V: View {
            var body: some View {
                Text(title).font(.largeTitle)
                Text(title).font(.system(size: 17))
                Text(title).font(.custom("Avenir", size: 17, relativeTo: .body))
                GeometryReader { proxy in
                    Text(title).font(.system(size: proxy.size.height * 0.05))
                    Text(title).font(.system(size: min(max(proxy.size.width * 0.05, 15), 22)))
                    Text(title).font(.system(size: max(min(proxy.size.width * 0.05, 22), 15)))
                }
                GeometryReader { g in Text("A").font(.system(size: g.size.width * 0.4)) }
                    .frame(width: 60, height: 60)
                Circle().frame(width: 60, height: 60).overlay { GeometryReader { g in Text(initials).font(.system(size: g.size.width * 0.4)) } }
                Canvas { context, size in
                    context.draw(Text("x").font(.system(size: size.width / 10)), at: .zero)
                }
                Text("").font(.system(size: collectionWidth / 10))
            }
            func render() -> UIImage {
                UIGraphicsImageRenderer(size: size).image { _ in
                    let font = UIFont.systemFont(ofSize: UIScreen.main.bounds.width / 20)
                }
            }
        }
        struct Initials: View {
            var body: some View {
                GeometryReader { g in Text("A").font(.system(size: g.size.width * 0.56)) }
                    .aspectRatio(1, contentMode: .fill)
                GeometryReader { proxy in
                    let side = min(proxy.size.width, proxy.size.height)
                    ZStack { Image(systemName: "house").font(.system(size: side * 0.32)) }
                        .frame(width: side, height: side)
                }
            }
        }
        final class Header: UIViewController {
            func f() {
                let fontSize: CGFloat = UIScreen.main.bounds.width >= 360 ? 15 : 14
                title.font = .systemFont(ofSize: fontSize)
                let narrow = view.bounds.width < 350
                subtitle.font = .systemFont(ofSize: narrow ? 13 : 15)
                let size = 17 - 17 * (1 - node.frame.width / UIScreen.main.bounds.width) / 3
                caption.font = .systemFont(ofSize: size)
            }
        }
        final class Avatar: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                widthAnchor.constraint(equalToConstant: 40).isActive = true
            }
            override func layoutSubviews() { label.font = .systemFont(ofSize: bounds.width * 0.4) }
            override func draw(_ rect: CGRect) {
                let font = UIFont.systemFont(ofSize: rect.width / 4)
            }
        }
        final class Chart: UIView {
            override func draw(_ rect: CGRect) { let f = UIFont.systemFont(ofSize: bounds.width / 4) }
        }
        final class Scene: SKScene {
            func f() { label.fontSize = size.width / 20 }
        }
        """, rule: rule)
    }
}
