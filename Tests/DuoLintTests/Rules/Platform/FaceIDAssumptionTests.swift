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

    /// RULES.md amendment: not inside a `case .faceID` or under a test of `== .faceID` — the code branches already.
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
}
