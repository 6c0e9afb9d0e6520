import Foundation

/// What a container asks of its content (`UIContentContainer`): view controllers and
/// presentation controllers adopt it, and apps override its methods on their subclasses
/// (the methods are declared in `UIViewController` and `UIPresentationController`
/// themselves, so that they can be overridden). Flipbook's screen never changes size and its
/// traits never change, so only `preferredContentSize` and the size query are used.
public protocol UIContentContainer: AnyObject {
    /// The size the content would like, in points.
    var preferredContentSize: CGSize { get }
    /// A child's preferred content size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// A child's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size of a child's content inside a parent of `parentSize`.
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    /// The container's view is about to change size.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The traits are about to change.
    func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}
extension UIPresentationController: UIContentContainer {}
