import Foundation

/// A stack of controllers (`UINavigationController`): push and pop ask the `delegate` for an
/// animator, or run the system slide.
open class UINavigationController: UIViewController {
    /// `UINavigationController.Operation`.
    public enum Operation: Int, Sendable { case none = 0, push, pop }

    /// The stack, root first (`viewControllers`); setting it is `setViewControllers(_:animated:
    /// false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The stack itself, which pushes and pops change.
    var stack: [UIViewController] = []
    /// Supplies animators and interaction controllers for pushes and pops.
    open weak var delegate: UINavigationControllerDelegate?
    /// Whether the bar is hidden (`isNavigationBarHidden`; default false, as in UIKit): a
    /// shown bar is drawn over the top of the screens, above the transition view that holds
    /// them (UINavigationController+Bar.swift).
    open var isNavigationBarHidden = false { didSet { placeBar() } }

    /// Creates a stack with a root controller.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        stack = [rootViewController]
        addChild(rootViewController)
    }

    /// Creates an empty stack (`init()`, inherited, calls this).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    /// Present for source compatibility.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The top of the stack.
    public var topViewController: UIViewController? { viewControllers.last }
    /// The controller on screen (the top of the stack here).
    public var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// The top controller's view fills the navigation controller's view from the moment that
    /// view loads (before `viewDidLoad`, which a subclass may override without `super`), inside
    /// the transition view, with the bar above it (UINavigationController+Bar.swift).
    override func installContent() {
        let container = installTransitionView()
        if let top = topViewController {
            let v: UIView = top.view
            v.frame = container.bounds
            container.addSubview(v)
        }
        placeBar()
    }

    /// The bar under the window's safe area once the view is laid out in one
    /// (UINavigationController+Bar.swift).
    override func layOutContainerParts() { relayBarInWindow() }

    /// `setViewControllers(_:animated:)` (and the `viewControllers` setter): replaces the stack.
    /// A new top that was in the stack is shown by a pop from the old top, another new top by a
    /// push, animated or not, with the appearance callbacks and the delegate of those
    /// transitions; the controllers that leave the stack leave the children. Before the view is
    /// loaded the stack is only replaced. A controller listed twice is kept once (UIKit raises
    /// for it). SEMANTICS.md §6.
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        var seen = Set<ObjectIdentifier>()
        let new = controllers.filter { seen.insert(ObjectIdentifier($0)).inserted }
        guard isViewLoaded, transitionView != nil, let oldTop = topViewController, let newTop = new.last,
            oldTop !== newTop
        else {
            replaceStack(with: new)
            return
        }
        if stack.contains(where: { $0 === newTop }) {
            // The new top is below the old one: the old top pops off onto it.
            replaceStack(with: new + [oldTop])
            TransitionRunner.pop(on: self, animated: animated)
        } else {
            // A new top: pushed over the old one, which then leaves the stack unless listed.
            replaceStack(with: Array(new.dropLast()) + [oldTop])
            TransitionRunner.push(newTop, on: self, animated: animated)
            if !new.contains(where: { $0 === oldTop }) {
                stack.removeAll { $0 === oldTop }
                oldTop.removeFromParent()
            }
        }
    }

    /// Pushes a controller (`pushViewController(_:animated:)`).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        LayoutToLayoutPush.warnIfAsked(viewController, on: self, animated: animated)
        TransitionRunner.push(viewController, on: self, animated: animated)
    }

    /// Pops the top controller (`popViewController(animated:)`); returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        let top = viewControllers.last
        TransitionRunner.pop(on: self, animated: animated)
        return top
    }

    /// Pops to the root (`popToRootViewController(animated:)`), as one pop transition.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst().dropLast())
        stack = [viewControllers[0], viewControllers.last!]
        popped.forEach { $0.removeFromParent() }
        let last = viewControllers.last
        TransitionRunner.pop(on: self, animated: animated)
        return popped + [last].compactMap { $0 }
    }

    /// The navigation bar (`navigationBar`), drawn unless hidden (Bars/UINavigationBar.swift).
    public let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 375, height: 44))
    /// The view the screens and a transition's animations live in (UIKit's
    /// `UINavigationTransitionView`), made when the view loads.
    var transitionView: UIView?
    /// The system pop's edge pan, made on first use (UINavigationController+InteractivePop.swift).
    var systemPopGesture: UIScreenEdgePanGestureRecognizer?
    /// The interaction the edge pan drives while it pops.
    var systemPopInteraction: UIPercentDrivenInteractiveTransition?
}

/// The Swift 4 spelling still in tutorials.
@available(*, deprecated, renamed: "UINavigationController.Operation")
public typealias UINavigationControllerOperation = UINavigationController.Operation
