import FlipbookTesting
import FlipbookUIKit
import XCTest

/// The Trips app of fixtures/port/Trips, written as an iOS app is (a storyboard drawn for the
/// 375 x 667 phone with a navigation controller whose bar is hidden, a list scene whose table has a prototype cell
/// of the app's class, a detail scene and a booking scene, all placed by constraints; outlets
/// to views and constraints, an `@IBAction`, a selection segue and a modal segue whose
/// destination gets a custom transitioning delegate in `prepare(for:sender:)`). Its files are
/// compiled unchanged through the port plugin; the storyboard is read where the app keeps it
/// (the settings' `storyboardSearchFolders`), its classes found in this module
/// (`storyboardClassModules`: the file
/// says `customModule="Trips"`). Expected values are worked from the XML by hand.
final class PortedTripsTests: XCTestCase {
    static let app = PortedStoryboardApp("Trips")

    override func invokeTest() { Self.app.run { super.invokeTest() } }

    /// The initial navigation controller in a 375 x 667 window, laid out.
    func launch() throws -> (UIWindow, UINavigationController, TripsViewController) {
        let (window, nav, list, storyboard) = try Self.app.launch(
            "Trips", size: CGSize(width: 375, height: 667), top: TripsViewController.self)
        XCTAssertEqual(storyboard.problems, [])
        return (window, nav, list)
    }

    /// The list: the table pinned to the safe area (under the 20 pt status bar; the navigation
    /// bar is hidden) and to the edges: (0, 20, 375, 647); rows 72 tall (the file's rowHeight), made
    /// from the prototype as the app's `TripCell` with its outlets filled. In the cell's content
    /// view the swatch is 16 from the leading edge, 40 wide, square (1:1) and centred: y =
    /// (72 - 40) / 2 = 16; the name starts 16 + 40 + 12 = 68 from the leading edge, 14 from
    /// the top; the place line 4 under the name.
    func testListIsLaidOutFromItsConstraintsAndPrototypeCells() throws {
        let (_, _, list) = try launch()
        XCTAssertEqual(list.tableView.frame, CGRect(x: 0, y: 20, width: 375, height: 647))
        XCTAssertEqual(list.tableView.rowHeight, 72)
        let cell = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? TripCell)
        XCTAssertEqual(cell.reuseIdentifier, "TripCell")
        XCTAssertEqual(cell.accessoryType, .disclosureIndicator)
        XCTAssertEqual(cell.frame.height, 72)
        XCTAssertEqual(cell.nameLabel.text, "Kyoto")
        XCTAssertEqual(cell.placeLabel.text, "Japan, 9 nights")
        XCTAssertEqual(cell.swatch.backgroundColor, .systemPink)
        XCTAssertEqual(cell.swatch.frame, CGRect(x: 16, y: 16, width: 40, height: 40))
        XCTAssertEqual(cell.swatch.layer.cornerRadius, 8)
        XCTAssertTrue(cell.swatch.superview === cell.contentView)
        XCTAssertEqual(cell.nameLabel.frame.origin, CGPoint(x: 68, y: 14))
        XCTAssertEqual(cell.placeLabel.frame.minY, cell.nameLabel.frame.maxY + 4, accuracy: 1e-9)
        XCTAssertEqual(cell.nameLabel.font, UIFont.systemFont(ofSize: 17, weight: .semibold))
        // Each row has its own cell made from the file.
        let first = try XCTUnwrap(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TripCell)
        XCTAssertFalse(first === cell)
        XCTAssertEqual(first.nameLabel.text, "Lisbon")
    }

    /// Selecting a row performs the cell's segue with the cell as the sender, then the
    /// delegate hears of it: the detail is pushed with the trip `prepare` gave it. On the
    /// detail: the hero pinned to the safe area's top (20), 200 tall (the `heroHeight` outlet is
    /// the constraint); the name 20 below it at the 16 pt root margins: (16, 240, 343, h); the
    /// button at the margins, 20 above the bottom (no bottom safe area): y = 667 - 20 - 50 = 597.
    func testRowSelectionPushesTheDetailThroughTheCellsSegue() throws {
        let (window, nav, list) = try launch()
        let t = try Stage(window: window).record { list.tableView.tapRow(at: IndexPath(row: 1, section: 0)) }
        // The finger is down 0.05 s (the row highlighted), the segue runs at the lift, then the
        // system push's 0.5 s: 0.55 s.
        XCTAssertEqual(t.duration, 0.55, accuracy: 1e-9)
        let detail = try XCTUnwrap(nav.topViewController as? TripDetailViewController)
        XCTAssertEqual(detail.trip?.name, "Kyoto")
        XCTAssertEqual(detail.title, "Kyoto")
        XCTAssertEqual(detail.heroView.frame, CGRect(x: 0, y: 20, width: 375, height: 200))
        XCTAssertEqual(detail.heroHeight.constant, 200)
        XCTAssertTrue(detail.heroHeight.firstItem === detail.heroView)
        XCTAssertEqual(detail.nameLabel.frame.origin, CGPoint(x: 16, y: 240))
        XCTAssertEqual(detail.nameLabel.frame.width, 343)
        XCTAssertEqual(detail.bookButton.frame, CGRect(x: 16, y: 597, width: 343, height: 50))
        XCTAssertEqual(detail.bookButton.currentTitle, "Book this trip")
        XCTAssertEqual(list.tableView.indexPathForSelectedRow, nil)  // deselected by the app
    }

    /// A finger on the Book button (hit-tested through the window) fires `bookTapped(_:)`,
    /// whose `performSegue` runs `prepare`, which sets the custom delegate: the app's
    /// `BookingAnimator` runs for its 0.4 s. The panel, 280 tall, pinned to the bottom, ends at
    /// y = 667 - 280 = 387; its bottom constraint went from 280 (hidden) to 0 in the animation.
    func testBookButtonTapRunsTheCustomTransition() throws {
        let (window, nav, list) = try launch()
        _ = try Stage(window: window).record { list.tableView.tapRow(at: IndexPath(row: 0, section: 0)) }
        let detail = try XCTUnwrap(nav.topViewController as? TripDetailViewController)
        // The button spans (16, 597, 343, 50): its middle is (187.5, 622).
        let tap = try TapScript.taps(at: CGPoint(x: 187.5, y: 622), count: 1)
        let t = try Stage(window: window).record { window.playTaps(tap) }
        let booking = try XCTUnwrap(nav.presentedViewController as? BookingViewController)
        // 0.05 s from touch down to touch up, then the 0.4 s animator.
        XCTAssertEqual(t.duration, 0.45, accuracy: 1e-9)
        XCTAssertTrue(booking.transitioningDelegate === detail.bookingTransition)
        XCTAssertEqual(booking.titleLabel.text, "Book Lisbon")
        XCTAssertEqual(booking.panelBottom.constant, 0)
        XCTAssertEqual(booking.panel.frame, CGRect(x: 0, y: 387, width: 375, height: 280))
        XCTAssertEqual(booking.dimView.alpha, 1)
        XCTAssertTrue(nav.view.window === window)  // over full screen: the detail stays
    }

    /// Nothing the storyboard made keeps itself alive: once the window lets go, the list, its
    /// cells (whose segues and actions hold their controller weakly), the pushed detail and the
    /// presented booking screen are freed.
    func testScreensAreFreedWithTheWindow() throws {
        weak var list: TripsViewController?
        weak var cell: UITableViewCell?
        weak var detail: UIViewController?
        weak var booking: UIViewController?
        do {
            let (window, nav, made) = try launch()
            list = made
            cell = made.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
            _ = try Stage(window: window).record { made.tableView.tapRow(at: IndexPath(row: 0, section: 0)) }
            detail = nav.topViewController
            let tap = try TapScript.taps(at: CGPoint(x: 187.5, y: 622), count: 1)
            _ = try Stage(window: window).record { window.playTaps(tap) }
            booking = nav.presentedViewController
            XCTAssertNotNil(booking)
            window.rootViewController = nil
        }
        XCTAssertNil(list)
        XCTAssertNil(cell)
        XCTAssertNil(detail)
        XCTAssertNil(booking)
    }

    // MARK: - Goldens (the README's recipe: `assertGoldens`, recorded on the first run)

    func testPushGoldens() throws {
        let (window, _, list) = try launch()
        let timeline = try Stage(window: window).record { list.tableView.tapRow(at: IndexPath(row: 1, section: 0)) }
        assertGoldens(timeline, named: "trips.push")
    }

    func testBookingGoldens() throws {
        let (window, _, list) = try launch()
        _ = try Stage(window: window).record { list.tableView.tapRow(at: IndexPath(row: 1, section: 0)) }
        let tap = try TapScript.taps(at: CGPoint(x: 187.5, y: 622), count: 1)
        let timeline = try Stage(window: window).record { window.playTaps(tap) }
        assertGoldens(timeline, named: "trips.book")
    }
}
