import XCTest
@testable import DuoLint
@testable import DuoLintBuild

/// VOCABULARY.md *code that runs on an iPhone*, points 1 and 3, as the rules see it: inactive clauses and previews
/// never trigger, never exempt and never feed cross-file facts; unknown clauses are judged; modifiers in a
/// postfix `#if` apply to the view before it.
final class ConditionalCodeRuleTests: XCTestCase {
    func testInactiveClausesNeverTriggerUnknownAndActiveOnesDo() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                VStack {
                    #if os(macOS)
                    Text("mac").frame(width: 500)
                    #elseif os(iOS)
                    Text("ios").frame(width: 501) // want: fixed-width
                    #else
                    Text("other").frame(width: 502)
                    #endif
                    #if DEBUG
                    Text("debug").frame(width: 503) // want: fixed-width
                    #else
                    Text("release").frame(width: 504) // want: fixed-width
                    #endif
                    #if targetEnvironment(macCatalyst) || os(visionOS)
                    Text("catalyst").frame(width: 505)
                    #endif
                }
            }
        }
        """, rule: "fixed-width")
    }

    func testDefinesFromTheConfiguration() {
        let source = """
        struct V: View {
            var body: some View {
                #if !DEBUG
                Text("release").frame(width: 500) // want: fixed-width
                #endif
                Text("x")
            }
        }
        """
        LintHarness.assertMarked(source, rule: "fixed-width")
        LintHarness.assertClean(source, rule: "fixed-width") { $0.buildConfiguration.customConditions = ["DEBUG"] }
    }

    func testPreviewsNeverTrigger() {
        // (The screen uses the card: a view only previews use is absent too, VOCABULARY.md scope 5.)
        LintHarness.assertMarked("""
        struct Screen: View { var body: some View { Card() } }
        struct Card: View {
            var body: some View { Text("card").frame(width: 420) } // want: fixed-width
        }
        #Preview {
            Card().frame(width: 400)
        }
        #Preview("Wide", traits: .landscapeLeft) {
            Card().frame(width: 900)
        }
        struct Card_Previews: PreviewProvider {
            static var previews: some View {
                Card().frame(width: 600).previewLayout(.fixed(width: 600, height: 300))
            }
        }
        """, rule: "fixed-width")
    }

    /// Found on real code (Home Assistant's widgets): a file whose only previews carry an attribute.
    func testAttributedPreviewsNeverTrigger() {
        LintHarness.assertClean("""
        struct Card: View { var body: some View { Text("card") } }
        @available(iOS 17, *)
        #Preview("Events") {
            Card().frame(width: 338, height: 158)
        }
        """, rule: "fixed-width")
    }

    /// Before, the chain broke at `#if` and `.toolbar` lost its base view, so its items were never judged.
    func testToolbarInAPostfixIfClauseIsToolbarContent() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                NavigationStack {
                    List { Text("a") }
                        #if os(iOS)
                        .toolbar {
                            ToolbarItem(placement: .topBarTrailing) {
                                Button { add() } label: { Image(systemName: "plus") } // want: toolbar-symbol-without-title
                            }
                        }
                        #else
                        .toolbar {
                            Button { add() } label: { Image(systemName: "gear") }
                        }
                        #endif
                        .padding()
                }
            }
        }
        """, rule: "toolbar-symbol-without-title")
    }

    func testModifierInAPostfixClauseAppliesToTheViewBeforeIt() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                VStack { Button("Go") { } }
                    #if os(iOS)
                    .ignoresSafeArea() // want: ignores-safe-area-interactive
                    #endif
                VStack { Button("Go") { } }
                    #if os(macOS)
                    .ignoresSafeArea()
                    #endif
            }
        }
        """, rule: "ignores-safe-area-interactive")
    }

    func testAnInactiveBiometryCheckDoesNotExempt() {
        LintHarness.assertMarked("""
        import LocalAuthentication
        struct Lock {
            let prompt = "Unlock with Face ID" // want: face-id-assumption
            #if os(macOS)
            func kind() -> LABiometryType { LAContext().biometryType }
            #endif
        }
        """, rule: "face-id-assumption")
        LintHarness.assertClean("""
        import LocalAuthentication
        struct Lock {
            let prompt = "Unlock with Face ID"
            #if os(iOS)
            func kind() -> LABiometryType { LAContext().biometryType }
            #endif
        }
        """, rule: "face-id-assumption")
    }

    /// A custom view declared only under `#if os(macOS)` makes no iOS use site nested; declared for iOS it does.
    func testInactiveDeclarationsFeedNoCrossFileFacts() {
        LintHarness.assertMarked([
            "Panes.swift": """
            #if os(macOS)
            struct Panes: View {
                var body: some View { ArrangementView { A() } secondary: { B() } }
            }
            #else
            struct Panes: View {
                var body: some View { Text("phone") }
            }
            #endif
            #if os(iOS)
            struct PhonePanes: View {
                var body: some View { ArrangementView { A() } secondary: { B() } }
            }
            #endif
            """,
            "Screen.swift": """
            struct Screen: View {
                var body: some View {
                    ScrollView {
                        Panes()
                        PhonePanes() // want: arrangement-in-scroll-view
                    }
                }
            }
            """,
        ], rule: "arrangement-in-scroll-view")
    }

    func testSameTypeMembersUnderIfAreFollowed() {
        LintHarness.assertMarked("""
        struct Screen: View {
            var body: some View {
                ScrollView {
                    panes // want: arrangement-in-scroll-view
                    macPanes
                }
            }
            #if os(iOS)
            @ViewBuilder var panes: some View { ArrangementView { A() } secondary: { B() } }
            #else
            @ViewBuilder var macPanes: some View { ArrangementView { A() } secondary: { B() } }
            #endif
        }
        """, rule: "arrangement-in-scroll-view")
    }

    /// The clauses of an `#if` inside a container are alternatives: one child, not one per clause.
    func testClausesAreAlternativesWhenCountingChildren() {
        LintHarness.assertMarked("""
        struct V: View {
            @Environment(\\.horizontalSizeClass) var horizontalSizeClass
            var body: some View {
                if horizontalSizeClass == .regular { // want: prefer-arrangement
                    HStack {
                        Sidebar()
                        #if DEBUG
                        DebugDetail()
                        #else
                        Detail()
                        #endif
                    }
                } else {
                    VStack { Sidebar() }
                }
                if horizontalSizeClass == .compact {
                    HStack {
                        A()
                        #if DEBUG
                        B()
                        #endif
                        C()
                    }
                }
            }
        }
        """, rule: "prefer-arrangement")
        LintHarness.assertClean("""
        struct V: View {
            var body: some View {
                content.safeAreaInset(edge: .bottom) {
                    HStack {
                        #if os(iOS)
                        Button("Send") { }
                        #else
                        Button("Send") { }
                        Button("Attach") { }
                        #endif
                    }
                }
            }
        }
        """, rule: "custom-swiftui-bar")
    }

    func testSwitchCasesUnderIf() {
        LintHarness.assertMarked("""
        struct V: View {
            @Environment(\\.horizontalSizeClass) var horizontalSizeClass
            var body: some View {
                switch horizontalSizeClass { // want: prefer-arrangement
                #if os(iOS)
                case .regular: HStack { A(); B() }
                #endif
                default: VStack { A() }
                }
            }
        }
        """, rule: "prefer-arrangement")
    }
}
