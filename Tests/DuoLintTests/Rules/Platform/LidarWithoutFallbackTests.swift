import XCTest
@testable import DuoLint

final class LidarWithoutFallbackTests: XCTestCase {
    let rule = "lidar-without-fallback"

    func testRoomPlanReportedOnceAtFirstUse() {
        LintHarness.assertMarked("""
        import RoomPlan
        import UIKit

        final class ScanViewController: UIViewController, RoomCaptureViewDelegate {
            private var captureView: RoomCaptureView! // want: lidar-without-fallback
            override func viewDidLoad() {
                super.viewDidLoad()
                captureView = RoomCaptureView(frame: view.bounds)
                captureView.captureSession.run(configuration: RoomCaptureSession.Configuration())
            }
        }
        """, rule: rule)
    }

    func testSceneDepth() {
        LintHarness.assertMarked("""
        import ARKit

        final class DepthController: NSObject, ARSessionDelegate {
            let session = ARSession()
            func start() {
                let configuration = ARWorldTrackingConfiguration()
                configuration.frameSemantics.insert(.sceneDepth) // want: lidar-without-fallback
                session.run(configuration)
            }
            func session(_ session: ARSession, didUpdate frame: ARFrame) {
                guard let depth = frame.smoothedSceneDepth?.depthMap else { return }
                print(depth)
            }
        }
        """, rule: rule)
    }

    func testDoesNotTriggerWithASupportCheck() {
        LintHarness.assertClean("""
        import ARKit
        import RoomPlan

        final class DepthController {
            func start(session: ARSession) {
                guard ARWorldTrackingConfiguration.supportsFrameSemantics(.sceneDepth) else { return startPlain(session) }
                let configuration = ARWorldTrackingConfiguration()
                configuration.frameSemantics = [.sceneDepth, .smoothedSceneDepth]
                session.run(configuration)
            }
            func startPlain(_ session: ARSession) {}
        }
        """, rule: rule)
        LintHarness.assertClean("""
        import RoomPlan
        import SwiftUI

        struct ScanButton: View {
            var body: some View {
                if RoomCaptureSession.isSupported {
                    CaptureView()
                } else {
                    Text("Room scanning needs a LiDAR sensor")
                }
            }
        }
        struct CaptureView: UIViewRepresentable {
            func makeUIView(context: Context) -> RoomCaptureView { RoomCaptureView(frame: .zero) }
            func updateUIView(_ view: RoomCaptureView, context: Context) {}
        }
        """, rule: rule)
    }

    func testDoesNotTriggerOnTextOrLookAlikes() {
        LintHarness.assertClean("""
        import SwiftUI

        struct About: View {
            let sceneDepthLabel = "sceneDepth"
            var body: some View {
                Text("Uses RoomCaptureView when available")
                // configuration.frameSemantics.insert(.sceneDepth)
                Text(sceneDepthLabel)
            }
        }
        """, rule: rule)
    }
}
