import XCTest
import FlipbookCore
import FlipbookPNG
import FlipbookRender
import FlipbookUIKit

/// The tab bar drawn with its items, and a tab switch drawing the selection change
/// (SEMANTICS.md §17). FLIPBOOK_RENDER_DUMP=<folder> writes the frames to look at.
final class TabBarDrawingTests: XCTestCase {
    func testItemsSelectionAndBadge() throws {
        let names = [("Home", "house.fill"), ("Search", "magnifyingglass"), ("Profile", "person")]
        let controllers = names.map { (title, symbol) -> UIViewController in
            let c = UIViewController()
            c.view.backgroundColor = .white
            c.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), tag: 0)
            return c
        }
        controllers[1].tabBarItem.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = controllers
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = tabs
        func render(_ name: String) throws -> Bitmap {
            let t = try Stage(window: window).record {}
            let b = try Compositor().render(t.presentation(at: 0), scale: 2)
            if let dir = ProcessInfo.processInfo.environment["FLIPBOOK_RENDER_DUMP"] {
                try PNGFile.write(b, to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".png").path)
            }
            return b
        }
        // Three slots of 125 pt in the bar at y 618 ... 667; each image is an 18 pt symbol,
        // 21.6 pt high, from y = 623, centred in its slot (x = 62.5, 187.5, 312.5).
        func ink(_ b: Bitmap, slot: Int) -> (blue: Int, grey: Int) {
            var blue = 0, grey = 0
            for y in 2 * 623..<2 * 645 {
                for x in (2 * 125 * slot + 60)..<(2 * 125 * slot + 190) {
                    let p = b.pixel(x: x, y: y)
                    if p.b > 200 && p.r < 60 { blue += 1 }
                    if p.r < 190 && abs(Int(p.r) - Int(p.b)) < 8 { grey += 1 }
                }
            }
            return (blue, grey)
        }
        var b = try render("tabs-home")
        XCTAssertGreaterThan(ink(b, slot: 0).blue, 100, "the selected tab is in the tint")
        XCTAssertEqual(ink(b, slot: 2).blue, 0)
        XCTAssertGreaterThan(ink(b, slot: 2).grey, 50, "the others are grey")
        // The badge: system red right of the second slot's centre (187.5 + 6 ... , y 620 ... 638).
        let badge = b.pixel(x: 2 * 198, y: 2 * 622)
        XCTAssertEqual([badge.r, badge.g, badge.b], [0xFF, 0x3B, 0x30])
        // The fill over the white tab (249.4) and the hairline on top (black at 30 %: 178.5).
        XCTAssertEqual(Double(b.pixel(x: 2 * 100, y: 2 * 660).r), 249, accuracy: 1.5)
        XCTAssertEqual(Double(b.pixel(x: 2 * 100, y: 2 * 618 - 1).r), 178, accuracy: 1.5)
        // A switch to the third tab draws the selection there.
        _ = try Stage(window: window).record { tabs.tapTab(at: 2) }
        b = try render("tabs-profile")
        XCTAssertEqual(ink(b, slot: 0).blue, 0)
        XCTAssertGreaterThan(ink(b, slot: 2).blue, 100)
    }
}

/// A toolbar's items placed by their spaces.
final class ToolbarLayoutTests: XCTestCase {
    func testFlexibleSpacesShareTheWidth() {
        // 375 wide: 16 pt margins, items 8 pt apart. [trash, flexible, "Done"]: trash at
        // x = 16; "Done" ends at 375 - 16 = 359.
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 623, width: 375, height: 44))
        let trash = UIBarButtonItem(systemItem: .trash)
        let done = UIBarButtonItem(systemItem: .done)
        toolbar.items = [trash, .flexibleSpace(), done]
        // The items are placed by the layout cycle, as in UIKit.
        toolbar.layoutIfNeeded()
        let buttons = toolbar.subviews.compactMap { $0 as? UIButton }
        XCTAssertEqual(buttons.count, 2)
        XCTAssertEqual(buttons[0].frame.minX, 16)
        XCTAssertEqual(buttons[1].frame.maxX, 359, accuracy: 0.5)
        // A fixed space of 40 between two items: the second starts 8 + 40 + 8 after the first.
        toolbar.items = [trash, .fixedSpace(40), UIBarButtonItem(systemItem: .add)]
        toolbar.layoutIfNeeded()
        let two = toolbar.subviews.compactMap { $0 as? UIButton }
        XCTAssertEqual(two[1].frame.minX, two[0].frame.maxX + 56, accuracy: 0.5)
        // A wider toolbar: nothing moves until the layout cycle runs; then the fill covers
        // the 500 pt and the hairline is one pixel (0.5 pt at scale 2) above the top.
        toolbar.frame = CGRect(x: 0, y: 623, width: 500, height: 44)
        let fill = toolbar.subviews[0], hairline = toolbar.subviews[1]
        XCTAssertEqual(fill.frame.width, 375)
        toolbar.layoutIfNeeded()
        XCTAssertEqual(fill.frame, CGRect(x: 0, y: 0, width: 500, height: 44))
        XCTAssertEqual(hairline.frame, CGRect(x: 0, y: -0.5, width: 500, height: 0.5))
    }

    func testTheTabBarSharesTheFillAndHairlineAndWaitsForLayout() {
        // Two items in 375 pt: slots 187.5 wide; at 300 pt wide after layout, 150.
        let bar = UITabBar(frame: CGRect(x: 0, y: 618, width: 375, height: 49))
        bar.items = [UITabBarItem(title: "One", image: nil, tag: 0), UITabBarItem(title: "Two", image: nil, tag: 1)]
        bar.barTintColor = .red
        bar.isTranslucent = false
        bar.layoutIfNeeded()
        let fill = bar.subviews[0], hairline = bar.subviews[1]
        XCTAssertEqual(fill.backgroundColor?.rgba.red, 1)
        XCTAssertEqual(fill.backgroundColor?.rgba.alpha, 1)
        XCTAssertEqual(hairline.frame, CGRect(x: 0, y: -0.5, width: 375, height: 0.5))
        XCTAssertEqual(bar.subviews.dropFirst(2).map(\.frame.minX), [0, 187.5])
        bar.frame = CGRect(x: 0, y: 618, width: 300, height: 49)
        bar.layoutIfNeeded()
        XCTAssertEqual(fill.frame.width, 300)
        XCTAssertEqual(bar.subviews.dropFirst(2).map(\.frame.minX), [0, 150])
        XCTAssertEqual(bar.subviews.dropFirst(2).map(\.frame.width), [150, 150])
    }
}
