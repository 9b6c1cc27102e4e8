import LocalAuthentication
import RoomPlan
import SwiftUI

struct SettingsView: View {
    @AppStorage("requireFaceID") private var requireBiometrics = true
    @State private var showingRoomScan = false
    @State private var windowSize: CGSize = .zero

    /// The name of whatever biometry this device has. iPhone Duo has Touch ID on
    /// the side button, so strings that say "Face ID" are fine only after this check.
    private let biometryName: String = {
        let context = LAContext()
        _ = context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil)
        switch context.biometryType {
        case .faceID: return "Face ID"
        case .touchID: return "Touch ID"
        case .opticID: return "Optic ID"
        default: return "Passcode"
        }
    }()

    var body: some View {
        NavigationStack {
            Form {
                Section("Privacy") {
                    Toggle("Lock Private Notes with \(biometryName)", isOn: $requireBiometrics)
                }
                // No LiDAR on this device: the room scanner is offered only where it works.
                if RoomCaptureSession.isSupported {
                    Section("Attachments") {
                        Button("Scan a Room", systemImage: "camera.metering.matrix") { showingRoomScan = true }
                    }
                }
                Section("Extras") {
                    NavigationLink("Doodle Jump") {
                        DoodleGameView()
                    }
                    LabeledContent("Sync Retries per Day", value: SyncPolicy.retries, format: .number)
                }
                Section {
                    LabeledContent("This Window", value: "\(Int(windowSize.width)) × \(Int(windowSize.height)) pt")
                } header: {
                    Text("Display")
                } footer: {
                    // Numbers in strings and comments are never layout constants.
                    Text("DuoNotes never assumes 466 × 678 (outer) or 951 × 669 (inner): it reads size classes and reserved regions.")
                }
            }
            .onGeometryChange(for: CGSize.self) { proxy in
                proxy.size
            } action: { newSize in
                windowSize = newSize
            }
            .navigationTitle("Settings")
            .toolbar {
                // "Backup" is not "Back": not a close button.
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Backup", systemImage: "externaldrive.badge.icloud") { }
                }
            }
            .fullScreenCover(isPresented: $showingRoomScan) {
                RoomScanSheet()
            }
        }
    }
}
