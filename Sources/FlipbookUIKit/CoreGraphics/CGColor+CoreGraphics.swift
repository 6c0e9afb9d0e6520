import Foundation
import FlipbookCore

/// Core Graphics' colour type: here the plain sRGB value `RGBA`.
public typealias CGColor = RGBA

extension RGBA {
    /// `CGColor(gray:alpha:)`: a grey of `gray` in [0, 1].
    public init(gray: CGFloat, alpha: CGFloat) { self.init(red: gray, green: gray, blue: gray, alpha: alpha) }
    /// The same colour with another alpha (`CGColor.copy(alpha:)`).
    public func copy(alpha: CGFloat) -> CGColor? { RGBA(red: red, green: green, blue: blue, alpha: alpha) }
    /// Red, green, blue and alpha, each in [0, 1] (`CGColor.components`, sRGB).
    public var components: [CGFloat]? { [red, green, blue, alpha] }
    /// Four: red, green, blue, alpha (`CGColor.numberOfComponents`).
    public var numberOfComponents: Int { 4 }
}
