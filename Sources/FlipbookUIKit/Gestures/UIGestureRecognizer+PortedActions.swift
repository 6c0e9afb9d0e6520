import Foundation

/// An action shape that `#selector` accepts on iOS beside the recognizer-typed one and the
/// no-argument one (UIGestureRecognizer+Targets.swift): a method whose sender is `Any`
/// (`@IBAction func close(_ sender: Any)`). Ported files reach them through
/// the port rewrite (docs/porting.md), which turns `#selector(close)` into `Card.close`.
extension UIGestureRecognizer {
    /// Creates a recognizer whose action is a method of `target` taking its sender as `Any`,
    /// held weakly (`init(target:action:)` with `#selector(close(_:))` for
    /// `func close(_ sender: Any)`).
    public convenience init<T: AnyObject>(target: T, action: @escaping (T) -> (Any) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a target-action pair whose action takes the recognizer as `Any`
    /// (`addTarget(_:action:)`); the target is held weakly.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> (Any) -> Void) {
        addTarget(target, action: { (t: T) in { (g: UIGestureRecognizer) in action(t)(g) } })
    }

    /// Removes `target`'s actions (`removeTarget(_:action:)` for an action whose sender is
    /// `Any`); like the other forms, every action of `target` goes.
    public func removeTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> (Any) -> Void) {
        removeTarget(target, action: nil)
    }
}
