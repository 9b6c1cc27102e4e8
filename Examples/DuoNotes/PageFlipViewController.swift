import os
import UIKit

/// The UIKit reader used by the share extension. Folding the phone turns the
/// page; a spine view marks the division region while the phone is half-folded.
final class PageFlipViewController: UIViewController {
    private let logger = Logger(subsystem: "com.example.DuoNotes", category: "PageFlip")
    private let pageView = NotePageView()
    private let spineView = UIView()
    private var flipProgress: CGFloat = 0
    private var maxSeen: CGFloat = .pi
    private var cachedDivision: CGRect?
    private var spineFrame: CGRect = .zero

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        spineView.backgroundColor = .separator
        view.addSubview(pageView)
        view.addSubview(spineView)
        // The screen's scale is fine to read; its bounds are not the window's.
        pageView.layer.contentsScale = UIScreen.main.scale

        // Regions only appear after the first layout; here they are still empty.
        // EXPECT: reserved-regions-cached
        let initialFolds = view.reservedRegions(kind: .division)
        logger.debug("division regions at load: \(initialFolds.count)")

        // EXPECT: hinge-effect-reduce-motion
        let hingeInteraction = UIHingeInteraction { [weak self] _, update in
            guard let self else { return }
            // EXPECT: hinge-force-unwrap
            switch update.hinge!.status {
            case .partiallyOpen:
                let radians = update.hinge?.angle ?? 0
                // EXPECT: fold-animation-bounce
                UIView.animate(springDuration: 0.4, bounce: 0.3) {
                    self.flipProgress = min(radians / self.maxSeen, 1)
                    self.pageView.curl = self.flipProgress
                }
            case .fullyOpen:
                self.maxSeen = max(self.maxSeen, update.hinge?.angle ?? self.maxSeen)
                self.flipProgress = 1
                self.pageView.curl = 1
            case .closed:
                self.flipProgress = 0
                self.pageView.curl = 0
            case .unknown:
                break    // keep the last value
            @unknown default:
                break
            }
            self.view.setNeedsLayout()
        }
        view.addInteraction(hingeInteraction)

        NotificationCenter.default.addObserver(
            self,
            selector: #selector(sceneWillEnterForeground(_:)),
            name: UIScene.willEnterForegroundNotification,
            object: nil
        )
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Reading (and even storing) regions during layout is fine.
        let division = view.reservedRegions(kind: .division).first { $0.isActive }
        spineFrame = division?.frame ?? .zero
        spineView.frame = spineFrame
        spineView.isHidden = division == nil
        pageView.frame = view.bounds
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        // EXPECT: main-screen-bounds
        let screenHeight = view.window?.windowScene?.screen.bounds.height ?? size.height
        pageView.preferredLineCount = Int(screenHeight / 22)
    }

    @objc private func sceneWillEnterForeground(_ notification: Notification) {
        // EXPECT: reserved-regions-cached
        cachedDivision = view.reservedRegions(kind: .division).first?.frame
    }

    func makeShareSnapshot() -> UIImage {
        // A bitmap the size of the screen is fine: it lays nothing out.
        let renderer = UIGraphicsImageRenderer(bounds: UIScreen.main.bounds)
        return renderer.image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)
        }
    }
}

final class NotePageView: UIView {
    var text = ""
    var preferredLineCount = 30
    var curl: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        let shade = UIColor.black.withAlphaComponent(0.2 * curl)
        shade.setFill()
        UIRectFill(CGRect(x: rect.maxX - rect.width * curl, y: rect.minY, width: rect.width * curl, height: rect.height))
        (text as NSString).draw(in: rect.insetBy(dx: 20, dy: 20), withAttributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
    }
}
