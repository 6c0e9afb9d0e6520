import Foundation
import FlipbookCore
import FlipbookUIKit

extension Showcase {
    /// Scenes written the way real apps write them (SCENES.md, "Scenes of real apps").
    static let realAppScenes: [Scene] = [
        Scene(
            name: "card-flip.present",
            summary:
                "A turns over about the vertical axis like a card to show B on its back (CATransformLayer, sublayerTransform.m34 = -1/500, CABasicAnimation transform.rotation.y 0 -> pi)",
            timing: "easeInEaseOut, 0.6 s"
        ) { fps in
            try present(delegate: CardFlipTransitioningDelegate(), fps: fps)
        },
        Scene(
            name: "reveal.present",
            summary:
                "B is revealed through a circle growing from A's card (72, 144) to the farthest corner (CAShapeLayer mask, CABasicAnimation path, CATransaction completion block)",
            timing: "easeInEaseOut, 0.45 s"
        ) { fps in
            try present(delegate: CircularRevealTransitioningDelegate(), fps: fps)
        },
        Scene(
            name: "reveal.dismiss",
            summary:
                "B shrinks back into a circle of radius 22 on A's card, then leaves (CAShapeLayer mask, CABasicAnimation path)",
            timing: "easeInEaseOut, 0.35 s"
        ) { fps in
            try dismiss(delegate: CircularRevealTransitioningDelegate(), fps: fps)
        },
        Scene(
            name: "view-flip.present",
            summary:
                "A turns over from the right to show B, through UIView.transition(from:to:duration:options: .transitionFlipFromRight) in a custom animator (the container turns about its centre, eye 1200 points away)",
            timing: "easeInOut, 0.5 s"
        ) { fps in
            try present(delegate: ViewFlipTransitioningDelegate(), fps: fps)
        },
    ]
}
