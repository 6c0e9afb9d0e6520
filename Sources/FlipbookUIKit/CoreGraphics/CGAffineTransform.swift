import Foundation
import FlipbookCore

/// Core Graphics' affine transform (`CGAffineTransform`), backed by `Transform2D`.
public typealias CGAffineTransform = Transform2D

extension CGAffineTransform {
    /// `CGAffineTransform()`: every entry zero, as Swift's zero-initialiser for the C struct
    /// gives on iOS. It is not the identity: it maps every point to the origin.
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }
}

extension CGRect {
    /// `CGRect.applying(_:)`: the bounding box of the transformed rectangle.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let pts = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
            CGPoint(x: maxX, y: maxY),
        ].map { t.apply($0) }
        let xs = pts.map(\.x), ys = pts.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

extension CGPoint {
    /// `CGPoint.applying(_:)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint { t.apply(self) }
}
