#if os(iOS)
import UIKit

/// The UIKit side of the demo app.
public final class NotesViewController: UIViewController {
    private let bottomBar = UIToolbar()         // a hand-made bar: its items are not moved to the side bar

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(bottomBar)
        if view.bounds.width > 600 {            // a width breakpoint instead of size classes
            bottomBar.isHidden = true
        }
    }
}
#endif
