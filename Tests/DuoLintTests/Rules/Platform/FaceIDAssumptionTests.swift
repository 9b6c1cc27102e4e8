import XCTest
@testable import DuoLint

final class FaceIDAssumptionTests: XCTestCase {
    let rule = "face-id-assumption"

    func testTriggers() {
        LintHarness.assertMarked("""
        import SwiftUI
        import LocalAuthentication

        struct LockScreen: View {
            let name: String
            var body: some View {
                VStack {
                    Image(systemName: "faceid") // want: face-id-assumption
                    Text("Unlock with Face ID") // want: face-id-assumption
                    Text("Use FaceID to sign in, \\(name)") // want: face-id-assumption
                    Text(#"Enable face-id"#) // want: face-id-assumption
                    Button("FACE ID") { unlock() } // want: face-id-assumption
                    Label("Face ID & Passcode", systemImage: "lock") // want: face-id-assumption
                }
            }
            func unlock() {
                let context = LAContext()
                context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics,
                                       localizedReason: NSLocalizedString("Log in with Face ID", comment: "")) { _, _ in } // want: face-id-assumption
            }
        }
        """, rule: rule)
    }

    func testDoesNotTriggerWhenTheFileBranchesOnBiometryType() {
        LintHarness.assertClean("""
        import SwiftUI
        import LocalAuthentication

        struct LockScreen: View {
            var body: some View {
                Label(title, systemImage: symbol)
            }
            var symbol: String { LAContext().biometryType == .faceID ? "faceid" : "touchid" }
            var title: String { LAContext().biometryType == .faceID ? "Unlock with Face ID" : "Unlock with Touch ID" }
        }
        """, rule: rule)
    }

    func testDoesNotTrigger() {
        LintHarness.assertClean("""
        import SwiftUI

        struct Settings: View {
            @AppStorage("requireFaceID") private var requireFaceID = false
            @AppStorage("face_id_enabled") private var enabled = false
            let faceID = "unlock"
            var body: some View {
                Toggle("Require passcode", isOn: $requireFaceID)
                // Text("Unlock with Face ID")
                /* Image(systemName: "faceid") */
                Text("Surface IDs")
                Text("interface identifier")
                Text("Use \\(faceIDName)")
                Image(systemName: "touchid")
                Text(NSLocalizedString("settings.faceid.title", comment: ""))
                Text(LocalizedStringKey("auth_face_id"))
            }
            var faceIDName: String { "Biometrics" }
        }
        """, rule: rule)
    }

    func testPerFileBiometryCheck() {
        LintHarness.assertMarked([
            "Auth.swift": """
            import LocalAuthentication
            enum Auth {
                static var kind: LABiometryType { LAContext().biometryType }
            }
            let authTitle = "Face ID"
            """,
            "Lock.swift": """
            import SwiftUI
            struct Lock: View {
                var body: some View { Text("Face ID required") } // want: face-id-assumption
            }
            """,
        ], rule: rule)
    }

    /// Rules/face-id-assumption.md: not inside a `case .faceID` or under a test of `== .faceID` — the code branches already.
    func testNotWhereTheCodeAlreadyBranchesOnFaceID() {
        LintHarness.assertMarked("""
        enum Biometry { case faceID, touchID, none }
        struct Unlock {
            let kind: Biometry
            var title: String {
                switch kind {
                case .faceID: return "Unlock with Face ID"
                case .touchID: return "Unlock with Touch ID"
                case .none: return "Unlock with Face ID" // want: face-id-assumption
                }
            }
            var symbol: String { kind == .faceID ? "faceid" : "touchid" }
            var hint: String {
                if kind == .faceID { return "Look at your iPhone to unlock with Face ID" }
                if kind != .faceID { return "Face ID is off" } // want: face-id-assumption
                return "Face ID" // want: face-id-assumption
            }
            func prompt() -> String {
                guard kind == .faceID else { return "Use your passcode" }
                return "Face ID required"
            }
            func other() -> String {
                if case .faceID = kind { return "Face ID" }
                return "Face-ID" // want: face-id-assumption
            }
        }
        """, rule: rule)
    }

    /// Rules/face-id-assumption.md: the `comment:` argument of a localization call is for translators.
    func testTranslatorCommentsAreNotText() {
        LintHarness.assertMarked("""
        let reason = NSLocalizedString("Access your key", comment: "Face ID usage description shown when unlocking")
        let title = String(localized: "Unlock", comment: "either Touch ID or Face ID")
        let label = Text("Unlock", tableName: nil, bundle: .main, comment: "Face ID button")
        let shown = NSLocalizedString("Unlock with Face ID", comment: "") // want: face-id-assumption
        """, rule: rule)
    }

    /// Rules/face-id-assumption.md: a literal that initialises a constant or property every read of which, in any file, is inside
    /// a `case .faceID` or `== .faceID` branch.
    func testConstantsReadOnlyInFaceIDBranches() {
        LintHarness.assertMarked([
            "Strings.swift": """
            enum Strings {
                static let unlockFaceID = NSLocalizedString("unlock.face-id", value: "Unlock with Face ID", comment: "")
                static let unlockTouchID = "Unlock with Touch ID"
                static let secured = "Locked with Face ID" // want: face-id-assumption
                static let unused = "Face ID" // want: face-id-assumption
                static var faceIDTitle: String { "Use Face ID" }
            }
            struct Local {
                func prompt(_ kind: Kind) -> String {
                    let text = "Face ID required"
                    switch kind {
                    case .faceID: return text
                    default: return "Passcode required"
                    }
                }
                func shown() -> String {
                    let text = "Face ID required" // want: face-id-assumption
                    return text
                }
            }
            """,
            "Lock.swift": """
            import LocalAuthentication
            struct Lock {
                func title(_ context: LAContext) -> String {
                    switch context.biometryType {
                    case .faceID: return Strings.unlockFaceID
                    case .touchID: return Strings.unlockTouchID
                    default: return ""
                    }
                }
                func header(_ context: LAContext) -> String {
                    context.biometryType == .faceID ? Strings.faceIDTitle : ""
                }
            }
            """,
            "Settings.swift": """
            struct Settings: View {
                var body: some View { Text(Strings.secured) }
            }
            """,
        ], rule: rule)
    }

    /// Narrowed on real code: an app's own biometry cases that start with face ID, the other branch of a Touch ID
    /// test, texts that name Touch ID too, and the `NSFaceIDUsageDescription` purpose string.
    func testFoundOnRealCode() {
        LintHarness.assertMarked("""
        enum BiometricSupport { case touchID_available, touchID_notEnrolled, faceID_available, faceID_notEnrolled, notAvailable }
        struct AppAccess {
            let support: BiometricSupport
            var isTouchID: Bool { support == .touchID_available }
            func title() -> String {
                switch support {
                case .faceID_available: return "Face ID"
                case .faceID_notEnrolled: return "Face ID (not enrolled)"
                default: return "Passcode"
                }
            }
            func symbol() -> String { isTouchID ? "touchid" : "faceid" }
            func hint() -> String {
                if isTouchID {
                    return "If Touch ID fails, enter your passcode."
                } else {
                    return "If Face ID fails, enter your passcode."
                }
            }
            func either() -> String { isTouchID || support == .notAvailable ? "x" : "faceid" } // want: face-id-assumption
            let settings = "Set up Face ID or Touch ID in Settings."
            let path = "Open Settings > Face ID & Passcode." // want: face-id-assumption
            let usage = L10n.tr("InfoPlist", "NSFaceIDUsageDescription", fallback: "We use Face ID to unlock the app.")
        }
        """, rule: rule)
    }

    /// Narrowed on real code (Mammoth's authenticator): a lone named test for Face ID (`isFaceIdDevice`,
    /// `faceIDAvailable()`) branches on the biometry as `== .faceID` does, in the file that declares the texts and in
    /// others; a negated or combined one, or a name that is not such a test, does not.
    func testNamedFaceIDTests() {
        LintHarness.assertMarked([
            "Constants.swift": """
            let kFaceIdPasscodeReason = "Face ID is locked now. Enter passcode to unlock Face ID."
            let kTouchIdPasscodeReason = "Touch ID is locked now. Enter passcode to unlock Touch ID."
            let kSetPasscodeToUseFaceID = "Please set device passcode to use Face ID."
            let kNoFaceEnrolled = "Please enroll your face in Face ID & Passcode." // want: face-id-assumption
            """,
            "Errors.swift": """
            enum AuthError {
                case lockedOut, passcodeNotSet, notEnrolled
                func message() -> String {
                    let isFaceIdDevice = Authenticator.shared.isFaceIdDevice()
                    switch self {
                    case .lockedOut: return isFaceIdDevice ? kFaceIdPasscodeReason : kTouchIdPasscodeReason
                    case .passcodeNotSet: return Authenticator.shared.faceIDAvailable() ? kSetPasscodeToUseFaceID : ""
                    case .notEnrolled: return isFaceIdDevice || true ? kNoFaceEnrolled : ""
                    }
                }
                func inline(_ faceIDAvailable: Bool, _ faceID: Bool) -> String {
                    let a = faceIDAvailable ? "Use Face ID" : "Use Touch ID"
                    let b = !faceIDAvailable ? "Use Face ID" : "" // want: face-id-assumption
                    let c = faceID ? "Use Face ID" : "" // want: face-id-assumption
                    return a + b + c
                }
            }
            """,
        ], rule: rule)
    }

    /// The byte test in front of the named-test search: every spelling it looks for, none it leaves out.
    func testTheNamedTestSearch() {
        for text in ["let isFaceIDDevice = true", "var hasFaceIdSupport: Bool", "if faceIDAvailable { }"] {
            XCTAssertTrue(FaceIDBranches.mayNameFaceIDTest(Array(text.utf8)), text)
        }
        for text in ["UIDevice.current.userInterfaceIdiom == .pad", "let faceIdiom = 1", "touchID", ""] {
            XCTAssertFalse(FaceIDBranches.mayNameFaceIDTest(Array(text.utf8)), text)
        }
    }
}
