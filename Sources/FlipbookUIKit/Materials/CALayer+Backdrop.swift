import Foundation
import FlipbookCore

extension CALayer {
    /// The backdrop filter the compositor applies under this layer before drawing it (a
    /// `UIVisualEffectView`'s blur, SEMANTICS.md §17, "Materials"); nil for none. Set inside
    /// an animation block it animates number by number, nil counting as no blur. Not public:
    /// Core Animation's `CABackdropLayer` is private API, reached through
    /// `UIVisualEffectView`.
    var backdropFilter: BackdropFilter? {
        get { effects.backdrop }
        set {
            let old = effects.backdrop
            guard old != newValue else { return }
            effects.backdrop = newValue
            record(.content(.backdrop(from: old, to: newValue)))
        }
    }
}
