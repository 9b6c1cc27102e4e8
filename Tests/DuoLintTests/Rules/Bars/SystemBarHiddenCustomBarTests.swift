import XCTest
@testable import DuoLint

final class SystemBarHiddenCustomBarTests: XCTestCase {
    let rule = "system-bar-hidden-custom-bar"

    func testSwiftUI() {
        LintHarness.assertMarked("""
        import SwiftUI
        struct Root: View {
            @State private var tab = Tab.home
            var body: some View {
                VStack(spacing: 0) {
                    TabContent(tab: tab)
                    Divider()
                    HStack { ForEach(Tab.allCases) { t in Button(t.title, systemImage: t.icon) { tab = t } } }
                    Spacer(minLength: 0)
                }
                .toolbar(.hidden, for: .tabBar) // want: system-bar-hidden-custom-bar
            }
        }
        struct Reader: View {
            var body: some View {
                ScrollView { Text("") }
                    .safeAreaInset(edge: .top) { HStack { Button("Back") { }; Button("Share") { } } }
                    .toolbarVisibility(.hidden, for: .navigationBar) // want: system-bar-hidden-custom-bar
            }
        }
        struct Canvas2: View {
            var body: some View {
                ZStack(alignment: .bottomTrailing) {
                    Drawing()
                    HStack { Button("Undo") { }; Button("Redo") { } }
                }
                .navigationBarHidden(true)
                .toolbar(.hidden, for: .bottomBar) // want: system-bar-hidden-custom-bar
            }
        }
        """, rule: rule)
    }

    func testUIKit() {
        LintHarness.assertMarked([
            "Player.swift": """
            final class PlayerViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.setNavigationBarHidden(true, animated: animated) // want: system-bar-hidden-custom-bar
                    tabBarController?.tabBar.isHidden = true // want: system-bar-hidden-custom-bar
                    navigationController?.isToolbarHidden = true // want: system-bar-hidden-custom-bar
                }
            }
            final class Tabs: UITabBarController {
                override func viewDidLoad() {
                    tabBar.isHidden = true // want: system-bar-hidden-custom-bar
                    let custom = FancyTabBar(frame: .zero)
                    view.addSubview(custom)
                }
            }
            """,
            "Player+Bars.swift": """
            extension PlayerViewController {
                func addBars() {
                    let top = UINavigationBar(frame: .zero)
                    let bottom = UIToolbar()
                    view.addSubview(top); view.addSubview(bottom)
                }
            }
            class BaseTabBar: UITabBar { }
            final class FancyTabBar: BaseTabBar { }
            """,
        ], rule: rule)
    }

    func testCustomViewsAcrossFiles() {
        LintHarness.assertMarked([
            "Bars.swift": """
            struct MyTabBar: View {
                @Binding var selection: Int
                var body: some View { BarRow(selection: $selection) }
            }
            struct BarRow: View {
                @Binding var selection: Int
                var body: some View {
                    HStack { Button("Home") { selection = 0 }; Button("Search") { selection = 1 } }.padding()
                }
            }
            struct Page: View {
                var body: some View { List { }.safeAreaInset(edge: .bottom) { MyTabBar(selection: .constant(0)) } }
            }
            struct Banner: View { var body: some View { VStack { Text("Sale"); Button("Buy") { } } } }
            """,
            "Root.swift": """
            struct Root: View {
                @State private var tab = 0
                var body: some View {
                    Home().safeAreaInset(edge: .bottom) { MyTabBar(selection: $tab) }
                        .toolbar(.hidden, for: .tabBar) // want: system-bar-hidden-custom-bar
                }
            }
            struct Nested: View {
                var body: some View {
                    NavigationStack { Page() }.toolbar(.hidden, for: .tabBar) // want: system-bar-hidden-custom-bar
                }
            }
            struct Promo: View {
                var body: some View {
                    Home().safeAreaInset(edge: .bottom) { Banner() }.toolbar(.hidden, for: .tabBar)
                }
            }
            """,
        ], rule: rule)
    }

    func testDoesNotTrigger() {
        LintHarness.assertClean("""
        import SwiftUI
        struct Photo: View {
            var body: some View {
                PhotoViewer(photo: photo).toolbar(.hidden, for: .navigationBar)
            }
        }
        struct Chat: View {
            var body: some View {
                Messages()
                    .safeAreaInset(edge: .bottom) { HStack { Button("Attach") { }; TextField("Message", text: $t); Button("Send") { } } }
                    .toolbar(.hidden, for: .tabBar)
            }
        }
        struct Map: View {
            var body: some View {
                MapView()
                    .overlay(alignment: .bottomTrailing) { Button("Locate") { } }
                    .toolbar(.hidden, for: .tabBar)
            }
        }
        struct Reading: View {
            var body: some View {
                Pages()
                    .safeAreaInset(edge: .bottom) { HStack { Button("Prev") { }; Button("Next") { } } }
                    .navigationBarHidden(true)
            }
        }
        struct Visible: View {
            var body: some View {
                Pages()
                    .safeAreaInset(edge: .bottom) { HStack { Button("Prev") { }; Button("Next") { } } }
                    .toolbar(.visible, for: .tabBar)
                    .toolbar(.automatic, for: .tabBar)
                    .navigationBarHidden(false)
            }
        }
        struct Parent: View {
            var body: some View {
                NavigationLink("Open") { Child() }.toolbar(.hidden, for: .tabBar)
            }
        }
        struct Child: View {
            var body: some View { List { }.safeAreaInset(edge: .bottom) { HStack { Button("A") { }; Button("B") { } } } }
        }
        final class Viewer: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                navigationController?.setNavigationBarHidden(true, animated: animated)
                tabBarController?.tabBar.isHidden = false
                hidesBottomBarWhenPushed = true
                let bar = UIToolbar()
                view.addSubview(bar)
            }
        }
        final class Form: UIViewController {
            lazy var accessory: UIToolbar = {
                let bar = UIToolbar()
                return bar
            }()
            override func viewDidLoad() {
                navigationController?.setToolbarHidden(true, animated: false)
                field.inputAccessoryView = accessory
            }
        }
        """, rule: rule)
    }
}
