import Foundation

/// The other action shapes that `#selector` accepts on iOS, as method references: an action
/// with no argument (`@objc func close()`, wired with `#selector(close)`) and one whose
/// sender is `Any` (`@IBAction func close(_ sender: Any)`). Ported files reach them through
/// the port rewrite (docs/porting.md), which turns `#selector(close)` into `Card.close`.
extension UIGestureRecognizer {
    /// Creates a recognizer whose action is a method of `target` with no argument, held
    /// weakly (`init(target:action:)` with `#selector(close)` for `func close()`).
    public convenience init<T: AnyObject>(target: T, action: @escaping (T) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer whose action is a method of `target` taking its sender as `Any`,
    /// held weakly (`init(target:action:)` with `#selector(close(_:))` for
    /// `func close(_ sender: Any)`).
    public convenience init<T: AnyObject>(target: T, action: @escaping (T) -> (Any) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a target-action pair whose action takes no argument (`addTarget(_:action:)`); the
    /// target is held weakly.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void) {
        addTarget(target, action: { (t: T) in { (_: UIGestureRecognizer) in action(t)() } })
    }

    /// Adds a target-action pair whose action takes the recognizer as `Any`
    /// (`addTarget(_:action:)`); the target is held weakly.
    public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> (Any) -> Void) {
        addTarget(target, action: { (t: T) in { (g: UIGestureRecognizer) in action(t)(g) } })
    }
}
