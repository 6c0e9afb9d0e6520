import Foundation

/// A space with bounds (`UICoordinateSpace`): views and screens. Only `bounds` is declared;
/// conversions between spaces are the views' own `convert` methods.
public protocol UICoordinateSpace: AnyObject {
    /// The space's bounds.
    var bounds: CGRect { get }
}

extension UIView: UICoordinateSpace {}
extension UIScreen: UICoordinateSpace {}
