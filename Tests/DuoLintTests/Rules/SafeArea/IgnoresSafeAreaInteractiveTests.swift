import XCTest
@testable import DuoLint

final class IgnoresSafeAreaInteractiveTests: XCTestCase {
    let id = "ignores-safe-area-interactive"

    func testControlsInIgnoringContent() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                NavigationStack {
                    List { NavigationLink("Detail") { Text("d") } }
                }
                .ignoresSafeArea(.container, edges: .bottom) // want: ignores-safe-area-interactive
                VStack {
                    if showControls { controls }
                }
                .ignoresSafeArea(.all) // want: ignores-safe-area-interactive
                ZStack { Color.black; Card().padding() }
                    .edgesIgnoringSafeArea(.top) // want: ignores-safe-area-interactive
                HStack { Text("a") }.onTapGesture { }.ignoresSafeArea() // want: ignores-safe-area-interactive
            }
            @ViewBuilder var controls: some View {
                Toggle("Loop", isOn: $loop)
            }
        }
        struct Card: View {
            var body: some View { Menu("More") { Button("A") { } } }
        }
        """, rule: id)
    }

    func testDecorativeKeyboardBackgroundAndOverlay() {
        LintHarness.assertClean("""
        struct V: View {
            var body: some View {
                VStack { TextField("Name", text: $name) }
                    .ignoresSafeArea(.keyboard)
                VStack { SecureField("Password", text: $pw) }
                    .ignoresSafeArea([.keyboard], edges: .bottom)
                Color.blue.ignoresSafeArea()
                Image("hero").resizable().scaledToFill().ignoresSafeArea()
                LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).ignoresSafeArea()
                RoundedRectangle(cornerRadius: 8).fill(.red).ignoresSafeArea()
                VStack { Button("Go") { } }
                    .background(Color.black.ignoresSafeArea())
                    .background { ZStack { Rectangle().onTapGesture { } }.ignoresSafeArea() }
                MapView()
                    .overlay(alignment: .bottom) { Button("Locate") { } }
                    .sheet(isPresented: $show) { Button("Done") { } }
                    .ignoresSafeArea()
                Text("Button(\\"x\\") {}.ignoresSafeArea()")
                // VStack { Button("x") { } }.ignoresSafeArea()
            }
        }
        struct MapView: View { var body: some View { Text("map") } }
        """, rule: id)
    }
}
