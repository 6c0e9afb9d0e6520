import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// Root-view margins and the readable content guide follow the horizontal size class, and
/// `safeAreaInsetsDidChange()` / `viewSafeAreaInsetsDidChange()` are called when the safe
/// area changes (SEMANTICS.md §16.4).
final class SizeClassAndSafeAreaTests: XCTestCase {
    /// The controllers of the tests' root views (a view knows its controller weakly).
    var controllers: [UIViewController] = []

    /// A controller's root view filling `window`.
    func rootView(in window: UIWindow, _ given: UIViewController? = nil) -> UIView {
        let vc = given ?? UIViewController()
        controllers.append(vc)
        let root: UIView = vc.view
        root.frame = window.bounds
        window.addSubview(root)
        root.layoutIfNeeded()
        return root
    }

    func testRegularWidthGivesTwentyPointSideMargins() {
        // iPad (10th generation), 820 x 1180, regular, safe area 24 / 20: the root view's
        // margins are 20 at the sides (regular), the safe area at the top and bottom (the
        // system minimum is 0 there): (24, 20, 20, 20).
        let stage = Stage(device: .iPad10)
        let root = rootView(in: stage.window)
        XCTAssertEqual(root.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(root.layoutMargins, UIEdgeInsets(top: 24, left: 20, bottom: 20, right: 20))
    }

    func testAPhoneInLandscapeIsCompactWhateverItsWidth() {
        // iPhone 14 turned: 844 x 390, compact width, safe area 47 at each side. The root
        // margins are 16 (compact; a width rule would have said 844 >= 700: 20) plus the safe
        // area: 16 + 47 = 63 each side, 0 + 21 at the bottom.
        let stage = Stage(device: Device.iPhone14.landscape!)
        XCTAssertEqual(stage.window.bounds.width, 844)
        let root = rootView(in: stage.window)
        XCTAssertEqual(root.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(root.layoutMargins, UIEdgeInsets(top: 0, left: 63, bottom: 21, right: 63))
        // The readable guide in a compact width is the margins guide: x 63, 844 - 126 = 718
        // wide (narrowing to 672 would have given x = 63 + 23 = 86).
        XCTAssertEqual(root.readableContentGuide.layoutFrame, CGRect(x: 63, y: 0, width: 718, height: 369))
    }

    func testAnOverriddenCompactChildOnAnIPadHasSixteenPointMargins() {
        // A child controller told it is compact inside a regular iPad: its root view, 820
        // wide, has 16-point side margins (its width alone would say 20). Its frame is from
        // y 100 on, below the 24-point safe area, so no safe area adds to the top margin.
        let stage = Stage(device: .iPad10)
        let parent = UIViewController()
        let root = rootView(in: stage.window, parent)
        let child = UIViewController()
        parent.addChild(child)
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: child)
        child.view.frame = CGRect(x: 0, y: 100, width: 820, height: 400)
        root.addSubview(child.view)
        child.didMove(toParent: parent)
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(child.view.layoutMargins, UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        // Its readable guide is then its margins guide too: 820 - 32 = 788 wide.
        XCTAssertEqual(child.view.readableContentGuide.layoutFrame.width, 788)
    }

    func testARegularWindowNarrowerThanSevenHundredPointsHasTwentyPointMargins() {
        // A 600-point window made for the iPad (regular): 20 (a width rule would say 16). The
        // readable guide: 600 - 40 = 560 is under 672, so it is the margins guide.
        let window = StageSettings.with(StageSettings(device: .iPad10)) {
            UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 800))
        }
        let root = rootView(in: window)
        XCTAssertEqual(root.layoutMargins.left, 20)
        XCTAssertEqual(root.layoutMargins.right, 20)
        XCTAssertEqual(root.readableContentGuide.layoutFrame.minX, 20)
        XCTAssertEqual(root.readableContentGuide.layoutFrame.width, 560)
    }

    func testTheReadableGuideNarrowsInARegularWidth() {
        // iPad 820 wide, margins 20: 780 available, narrowed to 672 and centred:
        // x = 20 + (780 - 672) / 2 = 74; from the safe top 24 to 1180 - 20.
        let stage = Stage(device: .iPad10)
        let root = rootView(in: stage.window)
        XCTAssertEqual(root.readableContentGuide.layoutFrame, CGRect(x: 74, y: 24, width: 672, height: 1136))
    }

    // MARK: - Safe-area callbacks

    final class Watcher: UIView {
        var seen: [UIEdgeInsets] = []
        override func safeAreaInsetsDidChange() { seen.append(safeAreaInsets) }
    }

    final class WatchingController: UIViewController {
        var seen: [UIEdgeInsets] = []
        override func loadView() { view = Watcher() }
        override func viewSafeAreaInsetsDidChange() { seen.append(view.safeAreaInsets) }
    }

    func testJoiningAWindowAndMovingInItCallSafeAreaInsetsDidChange() {
        // The default phone's window: 20 at the top. A view at the top edge gets top 20 when
        // it joins; moved to y 100 it is clear of the status bar: zero again. A layout with
        // nothing changed calls nothing.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let v = Watcher(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        v.layoutIfNeeded()
        XCTAssertEqual(v.seen, [], "outside a window the safe area is zero, as it started")
        window.addSubview(v)
        window.layoutIfNeeded()
        XCTAssertEqual(v.seen, [UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)])
        window.layoutIfNeeded()
        XCTAssertEqual(v.seen.count, 1)
        v.frame.origin.y = 100
        window.layoutIfNeeded()
        XCTAssertEqual(v.seen, [UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), .zero])
        v.removeFromSuperview()
        v.layoutIfNeeded()
        XCTAssertEqual(v.seen.count, 2, "leaving the window from y 100: zero before, zero after")
    }

    func testAdditionalSafeAreaInsetsCallTheControllerAndItsView() throws {
        // The root view fills the window: top 20 on joining; additionalSafeAreaInsets top 30
        // make it 50 (and the bottom 10); the view hears it first, then the controller.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let vc = WatchingController()
        let root = vc.view as! Watcher
        root.frame = window.bounds
        window.addSubview(root)
        window.layoutIfNeeded()
        let top20 = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(vc.seen, [top20])
        XCTAssertEqual(root.seen, [top20])
        _ = try Stage(window: window).record {
            vc.additionalSafeAreaInsets = UIEdgeInsets(top: 30, left: 0, bottom: 10, right: 0)
        }
        let after = UIEdgeInsets(top: 50, left: 0, bottom: 10, right: 0)
        XCTAssertEqual(vc.seen, [top20, after], "the layout before the first frame saw it")
        XCTAssertEqual(root.seen, [top20, after])
        // A subview at the root's top shares the change: 50 at its top.
        XCTAssertEqual(root.safeAreaInsets, after)
    }

    func testASubviewHearsItsOwnSafeAreaChangeInsideARecording() throws {
        // Added during a recording to a window of the iPhone 15 Pro (59 / 34): a view covering
        // y 800...852 overlaps the bottom inset by 34.
        let stage = Stage(device: .iPhone15Pro)
        let v = Watcher(frame: CGRect(x: 0, y: 800, width: 393, height: 52))
        _ = try stage.record { stage.window.addSubview(v) }
        XCTAssertEqual(v.seen, [UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0)])
    }

    func testEachWindowComparesItsOwnSafeAreas() {
        // Two windows change, then are laid out one after the other: the second window's view
        // hears its change too (each window keeps its own record of the last comparison).
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let a = Watcher(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = Watcher(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        first.addSubview(a)
        second.addSubview(b)
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        let top20 = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(a.seen, [top20])
        XCTAssertEqual(b.seen, [top20])
    }

    func testAConstraintMovingAViewUnderTheStatusBarCallsIt() {
        // A watcher pinned 100 below the window's top (clear of the 20-point status bar: zero
        // insets, as it started) is moved to the top by its constant: top 20, heard in the
        // same layout (and in a layout with nothing changed before it, nothing is heard).
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let v = Watcher()
        v.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(v)
        let top = v.topAnchor.constraint(equalTo: window.topAnchor, constant: 100)
        NSLayoutConstraint.activate([
            top, v.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        window.layoutIfNeeded()
        XCTAssertEqual(v.frame.minY, 100)
        XCTAssertEqual(v.seen, [])
        top.constant = 0
        window.layoutIfNeeded()
        XCTAssertEqual(v.frame.minY, 0)
        XCTAssertEqual(v.seen, [UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)])
    }
}
