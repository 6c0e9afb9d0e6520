import XCTest

@testable import FlipbookUIKit

/// The navigation bar's side margin and image items (SEMANTICS.md §17), against iOS 13's
/// simulator: pointfreeco/swift-snapshot-testing@6bb6c9a's tab-and-navigation controller
/// references (`testTraitsWithViewController`, iPhone 8 and iPhone 8 Plus at 3x) draw the left
/// `.add` item's plus from x = 54 to 106 pixels on the 375 pt phone and from 66 to 118 on the
/// 414 pt one: centred 26.67 and 30.67 pt in.
final class BarMarginTests: XCTestCase {
    private func bar(width: CGFloat) throws -> (UINavigationBar, [UIButton]) {
        let vc = UIViewController()
        vc.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .add)
        vc.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit)
        // Made before its window, at the default phone's width, as an app's set-up does.
        let nav = UINavigationController(rootViewController: vc)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 736))
        window.rootViewController = nav
        window.layoutIfNeeded()
        var buttons: [UIButton] = []
        func walk(_ v: UIView) {
            if let b = v as? UIButton, b.window != nil, b.alpha > 0 { buttons.append(b) }
            v.subviews.forEach(walk)
        }
        walk(nav.navigationBar)
        return (
            nav.navigationBar,
            buttons.sorted { $0.convert($0.bounds, to: nil).minX < $1.convert($1.bounds, to: nil).minX }
        )
    }

    func testTheAddItemSitsOnTheMarginOfEachPhone() throws {
        for (width, centre) in [(375.0, 26.67), (414.0, 30.67)] {
            let (_, buttons) = try bar(width: CGFloat(width))
            let plus = try XCTUnwrap(buttons.first).convert(try XCTUnwrap(buttons.first).bounds, to: nil)
            XCTAssertEqual(plus.midX, centre, accuracy: 0.5, "width \(width)")
        }
    }

    func testItemsArePlacedAgainForTheWindowsWidth() throws {
        let (bar, buttons) = try bar(width: 414)
        XCTAssertEqual(bar.bounds.width, 414)
        let edit = try XCTUnwrap(buttons.last).convert(try XCTUnwrap(buttons.last).bounds, to: nil)
        XCTAssertEqual(edit.maxX, 414 - 20, accuracy: 0.01, "the right item ends on the wide phone's 20 pt margin")
    }
}
