import Foundation
import FlipbookCore

/// Core Animation's 3-D transform (`CATransform3D`), backed by `Transform3D`.
public typealias CATransform3D = Transform3D

/// The identity 3-D transform.
public let CATransform3DIdentity = Transform3D.identity

/// `CATransform3DMakeRotation`: a rotation of `angle` radians about (x, y, z).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    .rotation(angle, x, y, z)
}
/// `CATransform3DMakeTranslation`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    .translation(tx, ty, tz)
}
/// `CATransform3DMakeScale`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    .scale(sx, sy, sz)
}
/// `CATransform3DRotate`: a rotation applied before `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> CATransform3D
{
    Transform3D.rotation(angle, x, y, z).concatenating(t)
}
/// `CATransform3DTranslate`: a translation applied before `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    Transform3D.translation(tx, ty, tz).concatenating(t)
}
/// `CATransform3DScale`: a scale applied before `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    Transform3D.scale(sx, sy, sz).concatenating(t)
}
/// `CATransform3DConcat(a, b)`: `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }
/// `CATransform3DMakeAffineTransform`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { Transform3D(m) }
/// `CATransform3DGetAffineTransform`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affine }
/// `CATransform3DIsIdentity`.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }
/// `CATransform3DIsAffine`.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }
/// `CATransform3DEqualToTransform`.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }
