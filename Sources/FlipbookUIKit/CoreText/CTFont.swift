import Foundation

/// Core Foundation's string (`CFString`), as Swift code on iOS spells a name for Core Text
/// (`"Arial" as CFString`): the same object as an `NSString` here, as the two are toll-free
/// bridged on iOS.
public typealias CFString = NSString

/// A Core Text font (`CTFont`): toll-free bridged with `UIFont` on iOS, so it is one here.
/// A `CATextLayer`'s `font` takes it as it takes a `UIFont` (SEMANTICS.md §25).
public typealias CTFont = UIFont

/// `CTFontCreateWithName(_:_:_:)`: the font of that name at `size` points (Flipbook's fallback
/// for names it does not have, as `UIFont(name:size:)`), 12 points for a size of 0 or less as
/// Core Text documents. The matrix is not applied.
public func CTFontCreateWithName(_ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?)
    -> CTFont
{
    let points = size > 0 && size.isFinite ? size : 12
    return UIFont(name: name as String, size: points) ?? .systemFont(ofSize: points)
}

/// `CTFontGetSize(_:)`: the point size.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.pointSize }
