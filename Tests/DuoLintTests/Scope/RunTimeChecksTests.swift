import XCTest
@testable import DuoLint
@testable import DuoLintBuild

/// VOCABULARY.md *code that runs on an iPhone*, scope 4: run-time checks evaluated for iPhone Duo (iOS 27.1, idiom
/// `.phone`) in three-valued logic; the branches never taken are absent, as inactive `#if` clauses are.
/// (`fixed-width` stands for every rule: a width above 382 pt triggers it.)
final class RunTimeChecksTests: XCTestCase {
    func testAvailabilityFallbacksAreAbsentUpToIOS27Point1() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                if #available(iOS 26, *) {
                    Text("a").frame(width: 500) // want: fixed-width
                } else {
                    Text("fallback").frame(width: 501)
                }
                if #available(iOS 27.1, *) {
                    Text("b").frame(width: 502) // want: fixed-width
                } else {
                    Text("fallback").frame(width: 503)
                }
                if #available(iOS 28, *) {
                    Text("later iOS").frame(width: 504) // want: fixed-width
                } else {
                    Text("today").frame(width: 505) // want: fixed-width
                }
                if #available(iOS 27.2, *) {
                    Text("later iOS").frame(width: 506) // want: fixed-width
                } else {
                    Text("today").frame(width: 507) // want: fixed-width
                }
                if #available(macOS 14, *) {
                    Text("every platform but macOS is at its minimum").frame(width: 508) // want: fixed-width
                } else {
                    Text("old macOS").frame(width: 509)
                }
                if #available(iOS 17.0, macOS 14.0, *) {
                    Text("c").frame(width: 510) // want: fixed-width
                } else if isWide {
                    Text("else-if of a true if").frame(width: 511)
                }
            }
        }
        """, rule: "fixed-width")
    }

    func testUnavailableIsTheNegation() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                if #unavailable(iOS 17) {
                    Text("old iOS").frame(width: 500)
                } else {
                    Text("new").frame(width: 501) // want: fixed-width
                }
                if #unavailable(iOS 28) {
                    Text("unknown").frame(width: 502) // want: fixed-width
                }
            }
        }
        """, rule: "fixed-width")
    }

    func testGuardsElseBodiesAndTheRestOfTheBlock() {
        LintHarness.assertMarked("""
        final class C: UIViewController {
            override func viewDidLoad() {
                guard #available(iOS 16, *) else {
                    view.frame = CGRect(x: 0, y: 0, width: 500, height: 10)
                    return
                }
                view.frame = CGRect(x: 0, y: 0, width: 501, height: 10) // want: fixed-width
            }
            func padOnly() {
                guard UIDevice.current.userInterfaceIdiom == .pad else {
                    view.frame = CGRect(x: 0, y: 0, width: 502, height: 10) // want: fixed-width
                    return
                }
                view.frame = CGRect(x: 0, y: 0, width: 503, height: 10)
                view.bounds = CGRect(x: 0, y: 0, width: 504, height: 10)
            }
            func unknown() {
                guard #available(iOS 30, *) else {
                    view.frame = CGRect(x: 0, y: 0, width: 505, height: 10) // want: fixed-width
                    return
                }
                view.frame = CGRect(x: 0, y: 0, width: 506, height: 10) // want: fixed-width
            }
        }
        """, rule: "fixed-width")
    }

    func testIdiomComparisons() {
        LintHarness.assertMarked("""
        struct V: View {
            @Environment(\\.horizontalSizeClass) var sizeClass
            var isWide: Bool { sizeClass == .regular }
            var body: some View {
                if UIDevice.current.userInterfaceIdiom == .pad {
                    Text("pad").frame(width: 500)
                }
                if UIDevice.current.userInterfaceIdiom == .phone {
                    Text("phone").frame(width: 501) // want: fixed-width
                } else {
                    Text("other").frame(width: 502)
                }
                if UIDevice.current.userInterfaceIdiom != .pad {
                    Text("not pad").frame(width: 503) // want: fixed-width
                } else {
                    Text("pad").frame(width: 504)
                }
                if .mac == UIDevice.current.userInterfaceIdiom {
                    Text("mac").frame(width: 505)
                }
                if UIDevice.current.userInterfaceIdiom == .pad || isWide {
                    Text("unknown").frame(width: 506) // want: fixed-width
                }
                if UIDevice.current.userInterfaceIdiom == .pad && isWide {
                    Text("false").frame(width: 507)
                }
                if isWide, UIDevice.current.userInterfaceIdiom == .vision {
                    Text("a comma is &&").frame(width: 508)
                }
                if !(UIDevice.current.userInterfaceIdiom == .tv) {
                    Text("not tv").frame(width: 509) // want: fixed-width
                } else {
                    Text("tv").frame(width: 510)
                }
                if case .pad = UIDevice.current.userInterfaceIdiom {
                    Text("case pad").frame(width: 511)
                }
                if UITraitCollection.current.userInterfaceIdiom == .carPlay {
                    Text("car").frame(width: 512)
                }
                if UIDevice.current.userInterfaceIdiom == UIUserInterfaceIdiom.unspecified {
                    Text("unspecified").frame(width: 513)
                }
                UIDevice.current.userInterfaceIdiom == .pad ? AnyView(Text("a").frame(width: 514)) : AnyView(Text("b"))
                UIDevice.current.userInterfaceIdiom == .pad
                    ? AnyView(Text("a"))
                    : AnyView(Text("b").frame(width: 515)) // want: fixed-width
            }
        }
        """, rule: "fixed-width")
    }

    func testTraitCollectionChainsAndLocalNames() {
        LintHarness.assertMarked("""
        final class C: UIViewController {
            override func viewDidLoad() {
                if traitCollection.userInterfaceIdiom == .pad {
                    view.frame = CGRect(x: 0, y: 0, width: 500, height: 1)
                }
                if view.window?.traitCollection.userInterfaceIdiom == .pad {
                    view.frame = CGRect(x: 0, y: 0, width: 501, height: 1)
                }
                let idiom = UIDevice.current.userInterfaceIdiom
                if idiom == .pad {
                    view.frame = CGRect(x: 0, y: 0, width: 502, height: 1)
                }
                let isPad = idiom == .pad
                if isPad {
                    view.frame = CGRect(x: 0, y: 0, width: 503, height: 1)
                }
                switch idiom {
                case .pad, .mac:
                    view.frame = CGRect(x: 0, y: 0, width: 504, height: 1)
                case .phone:
                    view.frame = CGRect(x: 0, y: 0, width: 505, height: 1) // want: fixed-width
                default:
                    view.frame = CGRect(x: 0, y: 0, width: 506, height: 1)
                }
                switch UIDevice.current.userInterfaceIdiom {
                case .pad:
                    view.frame = CGRect(x: 0, y: 0, width: 507, height: 1)
                default:
                    view.frame = CGRect(x: 0, y: 0, width: 508, height: 1) // want: fixed-width
                }
            }
            func shadowed(idiom: UIUserInterfaceIdiom) {
                if idiom == .pad {
                    view.frame = CGRect(x: 0, y: 0, width: 509, height: 1) // want: fixed-width
                }
            }
        }
        extension UIDevice {
            var padLayout: Bool { userInterfaceIdiom == .pad }
            func layout(_ v: UIView) {
                if userInterfaceIdiom == .pad { v.frame = CGRect(x: 0, y: 0, width: 510, height: 1) }
            }
        }
        """, rule: "fixed-width")
    }

    func testMacAppsAndWhileLoops() {
        LintHarness.assertMarked("""
        final class C: UIViewController {
            override func viewDidLoad() {
                if ProcessInfo.processInfo.isMacCatalystApp {
                    view.frame = CGRect(x: 0, y: 0, width: 500, height: 1)
                }
                if !ProcessInfo.processInfo.isiOSAppOnMac {
                    view.frame = CGRect(x: 0, y: 0, width: 501, height: 1) // want: fixed-width
                } else {
                    view.frame = CGRect(x: 0, y: 0, width: 502, height: 1)
                }
                while ProcessInfo.processInfo.isiOSAppOnMac {
                    view.frame = CGRect(x: 0, y: 0, width: 503, height: 1)
                }
                if processInfo.isMacCatalystApp {
                    view.frame = CGRect(x: 0, y: 0, width: 504, height: 1) // want: fixed-width
                }
            }
        }
        """, rule: "fixed-width")
    }

    func testOtherConditionsStayUnknown() {
        LintHarness.assertMarked("""
        struct V: View {
            var body: some View {
                if true { Text("a") } else { Text("b").frame(width: 499) } // want: fixed-width
                if false { Text("literal conditions are not run-time checks").frame(width: 500) } // want: fixed-width
                if UIDevice.current.model == "iPad" { Text("b").frame(width: 501) } // want: fixed-width
                if UIScreen.main.traitCollection.userInterfaceIdiom == .phone {
                    Text("c").frame(width: 502) // want: fixed-width
                }
            }
        }
        """, rule: "fixed-width")
    }

    // MARK: Idiom properties across files

    func testIdiomPropertiesDeclaredInAnotherFile() {
        LintHarness.assertMarked([
            "UIDevice+Idiom.swift": """
            extension UIDevice {
                static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
                static let isPhone = UIDevice.current.userInterfaceIdiom == .phone
            }
            """,
            "Screen.swift": """
            struct Screen: View {
                var body: some View {
                    if UIDevice.isPad {
                        Text("pad").frame(width: 500)
                    }
                    if UIDevice.isPhone {
                        Text("phone").frame(width: 501) // want: fixed-width
                    } else {
                        Text("not phone").frame(width: 502)
                    }
                    if !UIDevice.isPad && sizeClass == .compact {
                        Text("unknown").frame(width: 503) // want: fixed-width
                    }
                    Text("x").frame(width: UIDevice.isPad ? 504 : 100)
                }
                func shadow(isPad: Bool) -> some View {
                    Group {
                        if isPad { Text("a parameter").frame(width: 505) } // want: fixed-width
                    }
                }
                func local() -> some View {
                    let isPad = true
                    return Group {
                        if isPad { Text("a local").frame(width: 506) } // want: fixed-width
                    }
                }
            }
            """,
        ], rule: "fixed-width")
    }

    /// Hackers' `isPadLayout`: `#if targetEnvironment(macCatalyst) return true #else return idiom == .pad ||
    /// ProcessInfo.processInfo.isiOSAppOnMac #endif` is false on iPhone Duo (the `#if` clause is inactive, the mac
    /// check false), in its own file and in others.
    func testIdiomPropertiesWithMacChecksAndAnIfConfig() {
        LintHarness.assertMarked([
            "Layout.swift": """
            extension View {
                var isPadLayout: Bool {
                    #if targetEnvironment(macCatalyst)
                    return true
                    #else
                    return UIDevice.current.userInterfaceIdiom == .pad || ProcessInfo.processInfo.isiOSAppOnMac
                    #endif
                }
                var isPhoneLayout: Bool { UIDevice.current.userInterfaceIdiom == .phone && !ProcessInfo.processInfo.isMacCatalystApp }
                var isPadOrWide: Bool { UIDevice.current.userInterfaceIdiom == .pad || isWide }
                var isIPadRegular: Bool { UIDevice.current.userInterfaceIdiom == .pad && horizontalSizeClass == .regular }
                var isPadInDebug: Bool {
                    #if DEBUG
                    return UIDevice.current.userInterfaceIdiom == .pad
                    #else
                    return UIDevice.current.userInterfaceIdiom == .pad || ProcessInfo.processInfo.isiOSAppOnMac
                    #endif
                }
                func bar() -> some View {
                    Group {
                        if isPadLayout { Text("pad").frame(width: 500) }
                    }
                }
            }
            """,
            "Screen.swift": """
            struct Screen: View {
                var body: some View {
                    if isPadLayout {
                        Text("pad").frame(width: 501)
                    } else {
                        Text("phone").frame(width: 502) // want: fixed-width
                    }
                    if isPhoneLayout {
                        Text("phone").frame(width: 503) // want: fixed-width
                    } else {
                        Text("mac").frame(width: 504)
                    }
                    if isPadOrWide { Text("unknown").frame(width: 505) } // want: fixed-width
                    if isPadInDebug { Text("two clauses: unknown").frame(width: 506) } // want: fixed-width
                    if isIPadRegular { Text("with a size class: no idiom property").frame(width: 507) } // want: fixed-width
                }
            }
            """,
        ], rule: "fixed-width")
    }

    /// Session's `isIPad`: a getter of local `let`s (the idiom, and an iPhone app on an iPad told by the device
    /// model) and a `return` of their `||` is false on iPhone Duo, whose model is "iPhone".
    func testIdiomPropertyOfLocalLetsAndTheDeviceModel() {
        LintHarness.assertMarked([
            "UIDevice+Utilities.swift": """
            public extension UIDevice {
                var isIPad: Bool {
                    let isNativeIPad: Bool = (userInterfaceIdiom == .pad)
                    let isCompatibilityModeIPad: Bool = (userInterfaceIdiom == .phone && self.model.hasPrefix("iPad"))
                    return isNativeIPad || isCompatibilityModeIPad
                }
                var isIPhoneModel: Bool {
                    let phone = UIDevice.current.model.hasPrefix("iPhone")
                    return phone && userInterfaceIdiom == .phone
                }
                var isPadOrWide: Bool {
                    let pad = userInterfaceIdiom == .pad
                    return pad || isWide
                }
                var isPadAfterWork: Bool {
                    log("asked")
                    let pad = userInterfaceIdiom == .pad
                    return pad || false
                }
                var isOtherModel: Bool {
                    let other = model.hasPrefix("Vision")
                    return other || userInterfaceIdiom == .pad
                }
            }
            extension Phone { var isPadModel: Bool { model.hasPrefix("iPad") || false } }
            """,
            "Modal.swift": """
            final class Modal: UIViewController {
                func layout() {
                    if UIDevice.current.isIPad {
                        container.frame = CGRect(x: 0, y: 0, width: 500, height: 1)
                    } else {
                        container.frame = CGRect(x: 0, y: 0, width: 501, height: 1) // want: fixed-width
                    }
                    if UIDevice.current.isIPhoneModel {
                        container.frame = CGRect(x: 0, y: 0, width: 502, height: 1) // want: fixed-width
                    } else {
                        container.frame = CGRect(x: 0, y: 0, width: 503, height: 1)
                    }
                    if UIDevice.current.isPadOrWide { container.frame = CGRect(x: 0, y: 0, width: 504, height: 1) } // want: fixed-width
                    if UIDevice.current.isPadAfterWork { container.frame = CGRect(x: 0, y: 0, width: 505, height: 1) } // want: fixed-width
                    if UIDevice.current.isOtherModel { container.frame = CGRect(x: 0, y: 0, width: 506, height: 1) } // want: fixed-width
                    if phone.isPadModel { container.frame = CGRect(x: 0, y: 0, width: 507, height: 1) } // want: fixed-width
                }
            }
            """,
        ], rule: "fixed-width")
    }

    func testIdiomPropertiesThatDisagreeAreUnknown() {
        LintHarness.assertMarked([
            "A.swift": """
            struct A { var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad } }
            struct B { var isPad: Bool { UIDevice.current.userInterfaceIdiom == .phone } }
            struct C { static var isTablet: Bool { UIDevice.current.userInterfaceIdiom == .pad } }
            struct D { var isTablet = false }
            struct E { var isLarge: Bool { UIDevice.current.userInterfaceIdiom == .pad || isWide } }
            """,
            "Screen.swift": """
            struct Screen: View {
                var body: some View {
                    if a.isPad { Text("two values").frame(width: 500) } // want: fixed-width
                    if C.isTablet { Text("a stored property of the name").frame(width: 501) } // want: fixed-width
                    if e.isLarge { Text("no comparison").frame(width: 502) } // want: fixed-width
                }
            }
            """,
        ], rule: "fixed-width")
    }

    func testAnIdiomPropertyInAbsentCodeCountsForNothing() {
        LintHarness.assertMarked([
            "A.swift": """
            #if os(macOS)
            extension NSView { var isPad: Bool { false } }
            #endif
            extension UIView { var isPad: Bool { traitCollection.userInterfaceIdiom == .pad } }
            """,
            "Screen.swift": """
            final class Screen: UIView {
                func layout() {
                    if isPad { frame = CGRect(x: 0, y: 0, width: 500, height: 1) }
                    frame = CGRect(x: 0, y: 0, width: 501, height: 1) // want: fixed-width
                }
            }
            """,
        ], rule: "fixed-width")
    }

    // MARK: The evaluator itself

    func testConditionValues() {
        func value(_ condition: String, file: StaticString = #filePath, line: UInt = #line) -> ConditionValue {
            let source = "func f() { if \(condition) { g() } }"
            let parsed = Parser.parseForLint(SourceText(path: "T.swift", bytes: Array(source.utf8)))
            let list = parsed.tree.nodes.indices.first { parsed.tree.nodes[$0].kind == .conditionList }!
            return RunTimeChecks(tree: parsed.tree, words: parsed.words, idiomProperties: ["isPad": false])
                .value(Node(tree: parsed.tree, id: Int32(list)), depth: 0)
        }
        XCTAssertEqual(value("#available(iOS 15, *)"), .true)
        XCTAssertEqual(value("UIDevice.current.model.hasPrefix(\"iPad\")"), .false)
        XCTAssertEqual(value("UIDevice.current.model.contains(\"iPhone\")"), .true)
        XCTAssertEqual(value("!UIDevice.current.model.hasPrefix(\"iPod\")"), .true)
        XCTAssertEqual(value("UIDevice.current.model.hasPrefix(\"Apple\")"), .unknown)
        XCTAssertEqual(value("device.model.hasPrefix(\"iPad\")"), .unknown)
        XCTAssertEqual(value("UIDevice.current.model.hasPrefix(prefix: \"iPad\")"), .unknown)
        XCTAssertEqual(value("#available(iOS 27.1.0, *)"), .true)
        XCTAssertEqual(value("#available(iOS 27.1.1, *)"), .unknown)
        XCTAssertEqual(value("#available(iOS 99, *)"), .unknown)
        XCTAssertEqual(value("#available(watchOS 10, *)"), .true)
        XCTAssertEqual(value("#available(iOS x, *)"), .unknown)
        XCTAssertEqual(value("#unavailable(iOS 15)"), .false)
        XCTAssertEqual(value("isPad"), .false)
        XCTAssertEqual(value("!isPad"), .true)
        XCTAssertEqual(value("isPad || x"), .unknown)
        XCTAssertEqual(value("(isPad) && x"), .false)
        XCTAssertEqual(value("x, isPad"), .false)
        XCTAssertEqual(value("UIDevice.current.userInterfaceIdiom == .phone, #available(iOS 18, *)"), .true)
        XCTAssertEqual(value("UIDevice.current.userInterfaceIdiom == .watch"), .unknown)
        XCTAssertEqual(value("UIDevice.current.userInterfaceIdiom >= .pad"), .unknown)
        XCTAssertEqual(value("let x = y"), .unknown)
        XCTAssertEqual(value("!(!isPad)"), .false)
        // Deep nesting: no crash, whatever the parser made of it.
        _ = value(String(repeating: "(", count: 5_000) + "isPad" + String(repeating: ")", count: 5_000))
        _ = value(String(repeating: "!(", count: 5_000) + "isPad" + String(repeating: ")", count: 5_000))
    }

    /// A parse that makes no `ScopeFacts` gets only the words absent code asks about, by a byte search
    /// (`FileWords(probing:for:)`, `Parser.parseForLint(…, allWords: false)`): it marks the same code absent as a parse
    /// with every word, for run-time checks, unavailable declarations and idiom properties from other files, and for
    /// files that name them only in comments or strings.
    func testAParseWithoutItsWordsMarksTheSameCode() {
        let sources = [
            "func f() { if UIDevice.current.userInterfaceIdiom == .pad { a() } else { b() } }",
            "func f() { switch UIDevice.current.userInterfaceIdiom { case .pad: a() case .phone: b() default: c() } }",
            "func f() { if ProcessInfo.processInfo.isMacCatalystApp { a() } ; if ProcessInfo.processInfo.isiOSAppOnMac { b() } }",
            "@available(iOS, unavailable) func old() { a() }\nfunc f() { old() }",
            "func f() { if isPad { a() } else { b() } ; let x = Device.isPad ? 1 : 2 }",
            "func f() { if _isPad { a() } }",
            "// userInterfaceIdiom, isMacCatalystApp, unavailable, isPad: named in a comment only\nfunc f() { if x { a() } }",
            "func f() { print(\"\\(isPad) userInterfaceIdiom\") ; if #available(iOS 28, *) { a() } else { b() } }",
            "func f() { if x { a() } }",
        ]
        for external in [ExternalAbsence.none, ExternalAbsence(idiomProperties: ["isPad": true]),
                         ExternalAbsence(idiomProperties: ["isPad": false])] {
            for source in sources {
                let text = SourceText(path: "T.swift", bytes: Array(source.utf8))
                let all = Parser.parseForLint(text, external: external)
                let probed = Parser.parseForLint(text, external: external, allWords: false)
                XCTAssertEqual(probed.tree.absent, all.tree.absent, "\(external.idiomProperties): \(source)")
                for name in AbsentCode.askedWords(external) where all.words.contains(FileWords.hash(name)) {
                    XCTAssertTrue(probed.words.contains(FileWords.hash(name)), "\(name) in \(source)")
                }
            }
        }
        // Some of these sources have absent code, some have none: the comparison is not vacuous.
        let marked = sources.map { Parser.parseForLint(SourceText(path: "T.swift", bytes: Array($0.utf8)),
                                                       external: ExternalAbsence(idiomProperties: ["isPad": true]),
                                                       allWords: false).tree.absent != nil }
        XCTAssertTrue(marked.contains(true))
        XCTAssertTrue(marked.contains(false))
        let words = FileWords(probing: Array("// isPad\nlet y = 1".utf8), for: ["isPad", "isPhone", ""])
        XCTAssertTrue(words.contains(FileWords.hash("isPad")))
        XCTAssertFalse(words.contains(FileWords.hash("isPhone")))
    }
}

/// Narrowed on the session-9 reading (Home Assistant's `Current.isCatalyst`): a Boolean property whose whole value is
/// a literal chosen by `#if` has the value of the clause an iPhone build compiles, in any file; a literal with no
/// `#if` (`var isBeta: Bool { false }`), or one clause whose value is not a literal, stays unknown.
final class BuildConstantPropertiesTests: XCTestCase {
    func testBooleansChosenByConditionalCompilation() {
        LintHarness.assertMarked([
            "Environment.swift": """
            public class AppEnvironment {
                public var isCatalyst: Bool = {
                    #if targetEnvironment(macCatalyst)
                    return true
                    #else
                    return false
                    #endif
                }()
                public var isIOS: Bool {
                    #if os(iOS)
                    return true
                    #else
                    return false
                    #endif
                }
                public var isBeta: Bool { false }
                public var isWide: Bool {
                    #if targetEnvironment(macCatalyst)
                    return true
                    #else
                    return UserDefaults.standard.bool(forKey: "wide")
                    #endif
                }
            }
            let Current = AppEnvironment()
            """,
            "Rates.swift": """
            struct Rates: View {
                var body: some View {
                    if Current.isCatalyst {
                        Text("mac").frame(width: 500)
                    } else {
                        Text("phone").frame(width: 501) // want: fixed-width
                    }
                    if Current.isIOS { Text("ios").frame(width: 502) } // want: fixed-width
                    if Current.isBeta { Text("beta").frame(width: 503) } // want: fixed-width
                    if Current.isWide { Text("wide").frame(width: 504) } // want: fixed-width
                }
            }
            """,
        ], rule: "fixed-width")
    }
}
