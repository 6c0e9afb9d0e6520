import Foundation

/// The coder `CAAnimation.animation()` passes to the required `init?(coder:)` (Core
/// Animation's `CAAnimation` adopts `NSSecureCoding`): it holds nothing and is not read.
/// The required initialiser is the coder one, not `init()`, so that an app's subclass
/// that writes `override init()` and `required init?(coder:)` compiles as it does on iOS.
final class AnimationFactoryCoder: NSCoder {}
