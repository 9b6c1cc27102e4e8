import RoomPlan
import SwiftUI
import UIKit

/// Scans a room and attaches the captured floor plan to a note.
final class RoomScanViewController: UIViewController {
    // EXPECT: lidar-without-fallback
    private let captureView = RoomCaptureView(frame: .zero)
    private let configuration = RoomCaptureSession.Configuration()
    var onFinish: ((CapturedRoom) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        captureView.frame = view.bounds
        captureView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        captureView.delegate = self
        view.addSubview(captureView)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        captureView.captureSession.run(configuration: configuration)
    }

    func finish() {
        captureView.captureSession.stop()
    }
}

extension RoomScanViewController: RoomCaptureViewDelegate {
    func captureView(shouldPresent roomDataForProcessing: CapturedRoomData, error: Error?) -> Bool {
        true
    }

    func captureView(didPresent processedResult: CapturedRoom, error: Error?) {
        onFinish?(processedResult)
    }
}

struct RoomScanView: UIViewControllerRepresentable {
    let controller: RoomScanViewController

    func makeUIViewController(context: Context) -> RoomScanViewController {
        controller
    }

    func updateUIViewController(_ uiViewController: RoomScanViewController, context: Context) {}
}

struct RoomScanSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var controller = RoomScanViewController()

    var body: some View {
        NavigationStack {
            // Full-bleed camera content with no controls in it is fine.
            RoomScanView(controller: controller)
                .ignoresSafeArea()
                .navigationTitle("Scan a Room")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Done") {
                            controller.finish()
                            dismiss()
                        }
                    }
                }
        }
    }
}
