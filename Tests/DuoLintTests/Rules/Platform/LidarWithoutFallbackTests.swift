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

    /// Rules/lidar-without-fallback.md: scene reconstruction and the LiDAR depth camera.
    func testSceneReconstructionAndTheLiDARCamera() {
        LintHarness.assertMarked("""
        import ARKit
        func mesh() -> ARWorldTrackingConfiguration {
            let c = ARWorldTrackingConfiguration()
            c.sceneReconstruction = .mesh // want: lidar-without-fallback
            c.sceneReconstruction = .meshWithClassification
            return c
        }
        """, rule: rule)
        LintHarness.assertMarked("""
        import AVFoundation
        func camera() -> AVCaptureDevice {
            AVCaptureDevice.default(.builtInLiDARDepthCamera, for: .video, position: .back)! // want: lidar-without-fallback
        }
        """, rule: rule)
        LintHarness.assertMarked("""
        import AVFoundation
        func camera() -> AVCaptureDevice {
            let session = AVCaptureDevice.DiscoverySession(deviceTypes: [AVCaptureDevice.DeviceType.builtInLiDARDepthCamera], // want: lidar-without-fallback
                                                           mediaType: .video, position: .back)
            return session.devices[0]
        }
        func checked() -> AVCaptureDevice? {
            guard let d = AVCaptureDevice.default(.builtInLiDARDepthCamera, for: .video, position: .back) else { return nil }
            return d
        }
        """, rule: rule)
    }

    func testTheCameraLookUpIsItsOwnCheck() {
        LintHarness.assertClean("""
        import AVFoundation
        import ARKit
        func a() -> AVCaptureDevice? {
            if let d = AVCaptureDevice.default(.builtInLiDARDepthCamera, for: .video, position: .back) { return d }
            let e = AVCaptureDevice.default(.builtInLiDARDepthCamera, for: .video, position: .back)
            guard let e else { return nil }
            let f = AVCaptureDevice.default(.builtInLiDARDepthCamera, for: .video, position: .back)
            if f == nil { return nil }
            let g = AVCaptureDevice.default(.builtInLiDARDepthCamera, for: .video, position: .back)
                ?? AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back)
            if AVCaptureDevice.default(.builtInLiDARDepthCamera, for: .video, position: .back) != nil { print("depth") }
            let s = AVCaptureDevice.DiscoverySession(deviceTypes: [.builtInLiDARDepthCamera], mediaType: .video, position: .back)
            if s.devices.isEmpty { return nil }
            let t = AVCaptureDevice.DiscoverySession(deviceTypes: [.builtInLiDARDepthCamera], mediaType: .video, position: .back)
            guard let first = t.devices.first else { return nil }
            let devices = AVCaptureDevice.DiscoverySession(deviceTypes: [.builtInLiDARDepthCamera], mediaType: .video, position: .back).devices
            if devices.count == 0 { return nil }
            return g
        }
        func b() {
            let c = ARWorldTrackingConfiguration()
            c.sceneReconstruction = []
            c.planeDetection = .horizontal
        }
        """, rule: rule)
        LintHarness.assertClean("""
        import ARKit
        func mesh() -> ARWorldTrackingConfiguration? {
            guard ARWorldTrackingConfiguration.supportsSceneReconstruction(.meshWithClassification) else { return nil }
            let c = ARWorldTrackingConfiguration()
            c.sceneReconstruction = .meshWithClassification
            return c
        }
        """, rule: rule)
    }
}
