import Foundation
import FlipbookCore
import FlipbookUIKit

extension Showcase {
    /// Scenes written the way real apps write them (SCENES.md, "Scenes of real apps").
    static let realAppScenes: [Scene] = [
        Scene(name: "card-flip.present",
              summary: "A turns over about the vertical axis like a card to show B on its back (CATransformLayer, sublayerTransform.m34 = -1/500, CABasicAnimation transform.rotation.y 0 -> pi)",
              timing: "easeInEaseOut, 0.6 s") { fps in
            try present(delegate: CardFlipTransitioningDelegate(), fps: fps)
        },
    ]
}
