import XCTest
@testable import DuoLint

final class ScrollContentDisplacedTests: XCTestCase {
    let id = "scroll-content-displaced"

    func testScrollingContainersDisplacedByRegions() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                GeometryReader { proxy in
                    let folds = proxy.reservedRegions(kind: .division)
                    VStack {
                        let fold = folds.first { $0.isActive }
                        Form { Text("a") }.padding(.top, fold?.frame.height ?? 0) // want: scroll-content-displaced
                        TextEditor(text: $text)
                            .frame(maxWidth: .infinity)
                            .position(x: fold?.frame.maxX ?? 0, y: 100) // want: scroll-content-displaced
                    }
                }
            }
            func page(_ proxy: GeometryProxy) -> some View {
                ScrollView { Text("b") }.offset(x: proxy.reservedRegions(kind: .division).first?.frame.width ?? 0) // want: scroll-content-displaced
            }
        }
        """, rule: id)
    }

    func testControlsOtherValuesAndOtherScopes() {
        LintHarness.assertClean("""
        struct V: View {
            @State private var foldInset: CGFloat = 0
            var body: some View {
                GeometryReader { proxy in
                    let fold = proxy.reservedRegions(kind: .division).first
                    Button("Send") { }.padding(.leading, fold?.frame.width ?? 0)
                    HStack { Button("A") { }; Toggle("B", isOn: $b) }.offset(x: fold?.frame.maxX ?? 0)
                    ScrollView { }.padding(.horizontal, 16)
                    List { }.padding(.leading, foldInset)
                    ScrollView { }.overlay(alignment: .bottom) { Button("Up") { }.offset(y: fold?.frame.height ?? 0) }
                    ScrollView { }.padding(.top, proxy.safeAreaInsets.top)
                }
            }
            func other() -> some View {
                List { }.padding(.leading, fold?.frame.width ?? 0)   // `fold` is not bound here
            }
        }
        """, rule: id)
    }
}
