import LocalAuthentication
import SwiftUI

/// Locks the private notes until the user authenticates.
struct LockScreen: View {
    @Environment(NoteStore.self) private var store
    // A settings key, not a sentence: fine.
    @AppStorage("requireFaceID") private var requireFaceID = true
    @State private var errorMessage: String?

    var body: some View {
        VStack(spacing: 24) {
            // EXPECT: face-id-assumption
            Image(systemName: "faceid")
                .font(.system(size: 64))
                .foregroundStyle(.tint)
            Text("Private notes are locked")
                .font(.title2.bold())
            Button {
                unlock()
            } label: {
                // EXPECT: face-id-assumption
                Text("Unlock with Face ID")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            if let errorMessage {
                Text(errorMessage)
                    .font(.footnote)
                    .foregroundStyle(.red)
            }
        }
        .padding(32)
        .frame(maxWidth: 600)
        .task {
            if !requireFaceID { store.isLocked = false }
        }
    }

    private func unlock() {
        let context = LAContext()
        var error: NSError?
        guard context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) else {
            errorMessage = error?.localizedDescription
            return
        }
        context.evaluatePolicy(
            .deviceOwnerAuthenticationWithBiometrics,
            // EXPECT: face-id-assumption
            localizedReason: "Use Face ID to open your private notes"
        ) { success, error in
            Task { @MainActor in
                if success {
                    store.isLocked = false
                } else {
                    errorMessage = error?.localizedDescription
                }
            }
        }
    }
}
