import Foundation

// Xcode's colour and image literals in code, as UIKit declares them: `#colorLiteral(...)` is a
// `UIColor` and `#imageLiteral(resourceName:)` a `UIImage` wherever no other type is asked
// for (the standard library reads these two names to pick the literal's default type).

/// The default type of `#colorLiteral(red:green:blue:alpha:)`.
public typealias _ColorLiteralType = UIColor
/// The default type of `#imageLiteral(resourceName:)`.
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {}
extension UIImage: _ExpressibleByImageLiteral {}

extension NSObject {
    /// The class a coder archives an instance as, asked of the class (`+classForCoder`, which
    /// every class has on Apple's platforms as the class method of NSObject's instance
    /// method): the class itself. Apps write `UICollectionViewCell.classForCoder()` to name a
    /// class to register.
    public class func classForCoder() -> AnyClass { self }
}
