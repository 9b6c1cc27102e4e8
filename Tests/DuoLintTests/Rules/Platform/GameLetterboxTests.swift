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

    /// A file without `import SpriteKit` is still a scene's when it says so: the value's type, or a receiver named a scene.
    func testSceneWithoutTheImport() {
        LintHarness.assertMarked("""
        import UIKit

        final class LevelController: UIViewController {
            func start() {
                let scene = LevelScene(size: view.bounds.size)
                scene.scaleMode = .aspectFit // want: game-letterbox
                Loader.present(named: "Boss", scaleMode: SKSceneScaleMode.aspectFit) // want: game-letterbox
                let menu = SceneFactory.make(named: "Menu", scaleMode: .aspectFit) // want: game-letterbox
                print(menu)
            }
        }

        final class BossScene: BaseScene {
            func configure() { scaleMode = .aspectFit } // want: game-letterbox
        }
        """, rule: rule)
        LintHarness.assertMarked("""
        import class SpriteKit.SKScene

        func configure(_ level: Level) { level.node.scaleMode = .aspectFit } // want: game-letterbox
        """, rule: rule)
        LintHarness.assertMarked("""
        import SwiftUI

        struct GameView: View {
            let level = Level()
            var body: some View { SpriteView(scene: level.make(scaleMode: .aspectFit)) } // want: game-letterbox
        }
        """, rule: rule)
    }

    /// Another library's `.aspectFit` scale mode (SDWebImage's resizing transformer, found on Mammoth) is not a scene's,
    /// nor does a SpriteKit import in an inactive `#if` clause make it one.
    func testOtherLibrariesScaleModes() {
        LintHarness.assertClean("""
        import SDWebImage
        import UIKit

        final class ProfilePic: UIView {
            let imageView = UIImageView()
            func load(_ url: URL, thumbnailSize: CGSize) {
                let transformer = SDImageResizingTransformer(size: thumbnailSize, scaleMode: .aspectFit)
                imageView.sd_setImage(with: url, placeholderImage: nil, context: [.imageTransformer: transformer])
                let resized = imageView.image?.sd_resizedImage(with: thumbnailSize, scaleMode: .aspectFit)
                var options = ResizeOptions()
                options.scaleMode = .aspectFit
                print(resized as Any, options)
            }
        }
        """, rule: rule)
        LintHarness.assertClean("""
        #if os(macOS)
        import SpriteKit
        #endif
        import UIKit

        func thumbnail(_ size: CGSize) -> Any { SDImageResizingTransformer(size: size, scaleMode: .aspectFit) }
        """, rule: rule)
    }
}
