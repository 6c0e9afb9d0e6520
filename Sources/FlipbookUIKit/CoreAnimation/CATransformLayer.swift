import Foundation
import FlipbookCore

/// `CATransformLayer`: a layer that keeps its sublayers in 3-D (SEMANTICS.md §10, "3-D
/// layer trees"). It draws no background, border or content of its own, does not flatten
/// its sublayers into its plane, and each sublayer is culled (`isDoubleSided`) on its own,
/// so a card's two faces in one transform layer show front, then back.
///
/// Back a view with one by overriding `UIView.layerClass`, or add one as a sublayer.
open class CATransformLayer: CALayer {
    override class func makeLayer() -> CALayer { CATransformLayer() }
}
