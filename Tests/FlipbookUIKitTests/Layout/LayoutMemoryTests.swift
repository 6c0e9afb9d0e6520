import FlipbookUIKit
import XCTest

/// The layout engine lives in its root view's storage and remembers the views and guides it
/// placed: it must not keep them alive, or every hierarchy laid out by constraints (a scene's
/// whole window) would stay in memory after its last use.
final class LayoutMemoryTests: XCTestCase {
    func testAHierarchyLaidOutByConstraintsIsFreedAfterItsLastUse() throws {
        weak var weakWindow: UIWindow?
        weak var weakRoot: UIView?
        weak var weakChild: UIView?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            let root = UIView(frame: window.bounds)
            window.addSubview(root)
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            // Pinned to the root's safe area (the guide whose insets the engine reads) and to
            // its leading edge, 100 x 100.
            NSLayoutConstraint.activate([
                child.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8),
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                child.widthAnchor.constraint(equalToConstant: 100),
                child.heightAnchor.constraint(equalToConstant: 100),
            ])
            window.layoutIfNeeded()
            // Laid out: the safe area's top is 20 on the default phone, so y = 20 + 8.
            XCTAssertEqual(child.frame, CGRect(x: 16, y: 28, width: 100, height: 100))
            // A constant change takes the engine's incremental path, which remembers the items.
            root.constraints.first { $0.firstAttribute == .leading }?.constant = 24
            window.layoutIfNeeded()
            XCTAssertEqual(child.frame.minX, 24)
            weakWindow = window
            weakRoot = root
            weakChild = child
        }
        XCTAssertNil(weakWindow, "the window outlives its last use")
        XCTAssertNil(weakRoot, "the root view outlives its last use")
        XCTAssertNil(weakChild, "the constrained view outlives its last use")
    }

    /// A view laid out before it is in a window (the view a transition is about to show, laid
    /// out before the animator runs) is the root of its own engine, which names every item of
    /// the view in its messages: those names must not keep the view alive.
    func testAViewLaidOutOutsideAWindowIsFreedAfterItsLastUse() {
        weak var weakRoot: UIView?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(child)
            NSLayoutConstraint.activate([
                child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
                child.heightAnchor.constraint(equalToConstant: 40),
            ])
            root.layoutIfNeeded()
            // Half of 375 wide, at (20, 10).
            XCTAssertEqual(child.frame, CGRect(x: 20, y: 10, width: 187.5, height: 40))
            weakRoot = root
        }
        XCTAssertNil(weakRoot, "a view laid out outside a window outlives its last use")
    }
}
