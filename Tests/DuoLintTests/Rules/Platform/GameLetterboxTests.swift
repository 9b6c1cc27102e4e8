import XCTest
@testable import DuoLint

final class GameLetterboxTests: XCTestCase {
    let rule = "game-letterbox"

    func testTriggers() {
        LintHarness.assertMarked("""
        import SpriteKit
        import SwiftUI

        final class GameViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let scene = GameScene(size: CGSize(width: 1024, height: 768))
                scene.scaleMode = .aspectFit // want: game-letterbox
                let menu = MenuScene(size: view.bounds.size)
                menu.scaleMode = SKSceneScaleMode.aspectFit // want: game-letterbox
                (view as? SKView)?.presentScene(scene)
            }
        }

        final class GameScene: SKScene {
            override func didMove(to view: SKView) {
                scaleMode = .aspectFit // want: game-letterbox
            }
        }

        func makeScene() -> SKScene { SceneFactory.make(named: "Level1", scaleMode: .aspectFit) } // want: game-letterbox
        """, rule: rule)
    }

    func testDoesNotTrigger() {
        LintHarness.assertClean("""
        import SpriteKit
        import SwiftUI
        import UIKit

        final class GameScene: SKScene {
            override func didMove(to view: SKView) {
                scaleMode = .resizeFill
                let other = SKScene(size: size)
                other.scaleMode = .aspectFill
                let third = SKScene(size: size)
                third.scaleMode = .fill
                if scaleMode == .aspectFit { print("letterboxed") }
                let note = "scene.scaleMode = .aspectFit"
                // scene.scaleMode = .aspectFit
                print(note)
            }
        }

        struct Poster: View {
            var body: some View {
                Image("poster").resizable().aspectRatio(contentMode: .fit)
            }
        }

        final class PosterView: UIImageView {
            func setUp() { contentMode = .scaleAspectFit }
        }
        """, rule: rule)
    }
}
