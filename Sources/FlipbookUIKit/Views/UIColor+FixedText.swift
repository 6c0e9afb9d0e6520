import Foundation

extension UIColor {
    /// Black, for text on light backgrounds, in every appearance (`darkText`, a fixed colour
    /// in UIKit, not a dynamic one).
    public static var darkText: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    /// White at 60 % opacity, for text on dark backgrounds, in every appearance (`lightText`,
    /// fixed in UIKit).
    public static var lightText: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 0.6) }
}
