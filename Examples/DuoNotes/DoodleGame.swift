import SpriteKit
import SwiftUI

/// "Doodle Jump", the bonus game unlocked from Settings: the pencil bounces
/// up a page of notebook lines.
final class DoodleScene: SKScene {
    private let player = SKSpriteNode(imageNamed: "pencil")
    private var platforms: [SKSpriteNode] = []
    private let platformCount = 8

    override func didMove(to view: SKView) {
        backgroundColor = .systemYellow
        physicsWorld.gravity = CGVector(dx: 0, dy: -9.8)
        player.position = CGPoint(x: frame.midX, y: frame.minY + 80)
        player.physicsBody = SKPhysicsBody(circleOfRadius: 12)
        addChild(player)
        for _ in 0..<platformCount {
            let platform = SKSpriteNode(color: .systemBlue, size: CGSize(width: 64, height: 8))
            platform.physicsBody = SKPhysicsBody(rectangleOf: platform.size)
            platform.physicsBody?.isDynamic = false
            platforms.append(platform)
            addChild(platform)
        }
        layoutPlatforms()
    }

    override func didChangeSize(_ oldSize: CGSize) {
        super.didChangeSize(oldSize)
        // The scene resizes with the view (.resizeFill), so re-lay out for the new shape.
        layoutPlatforms()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        player.physicsBody?.velocity = CGVector(dx: 0, dy: 600)
    }

    private func layoutPlatforms() {
        guard frame.width > 0 else { return }
        for (index, platform) in platforms.enumerated() {
            let x = CGFloat.random(in: frame.minX + 32...frame.maxX - 32)
            let y = frame.minY + frame.height * CGFloat(index + 1) / CGFloat(platformCount + 1)
            platform.position = CGPoint(x: x, y: y)
        }
    }
}

struct DoodleGameView: View {
    @State private var scene: DoodleScene = {
        let scene = DoodleScene()
        // Fill the screen and adapt to its aspect ratio on both displays: fine.
        scene.scaleMode = .resizeFill
        return scene
    }()
    @State private var isPaused = false

    var body: some View {
        ZStack(alignment: .top) {
            // Full-bleed game content is fine; the HUD stays inside the safe area.
            SpriteView(scene: scene, isPaused: isPaused)
                .ignoresSafeArea()
            HStack {
                Button(isPaused ? "Resume" : "Pause", systemImage: isPaused ? "play.fill" : "pause.fill") {
                    isPaused.toggle()
                }
                .labelStyle(.iconOnly)
                .buttonStyle(.borderedProminent)
                Spacer()
            }
            .padding()
        }
        .navigationTitle("Doodle Jump")
        .navigationBarTitleDisplayMode(.inline)
    }
}

/// Levels from the 2019 version, designed in the .sks editor at a fixed size.
enum ClassicLevels {
    static func load(named name: String) -> SKScene? {
        guard let scene = SKScene(fileNamed: name) else { return nil }
        // EXPECT: game-letterbox
        scene.scaleMode = .aspectFit
        return scene
    }
}
