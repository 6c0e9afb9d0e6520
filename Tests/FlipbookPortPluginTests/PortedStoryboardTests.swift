import FlipbookStoryboard
import FlipbookUIKit
import XCTest

/// The app-style files of fixtures/port/Storyboard, compiled unchanged through the port
/// plugin, with Main.storyboard and CardCell.xib as this target's resources (Bundle.module),
/// as an app's package would have them. Expected values are read off the XML of
/// fixtures/storyboards and the app files.
final class PortedStoryboardTests: XCTestCase {
    func storyboard() -> UIStoryboard { UIStoryboard(name: "Main", bundle: .module) }

    /// The initial controller (the navigation controller) with its root made through the
    /// relationship segue, in a window.
    func launch() throws -> (UIWindow, UINavigationController, CardListViewController) {
        let nav = try XCTUnwrap(storyboard().instantiateInitialViewController() as? UINavigationController)
        let list = try XCTUnwrap(nav.topViewController as? CardListViewController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = nav
        return (window, nav, list)
    }

    func testResourcesAreTheFixtures() throws {
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        for name in ["Main.storyboard", "CardCell.xib"] {
            let copy = try Data(contentsOf: here.appendingPathComponent("Resources/\(name)"))
            let fixture = try Data(contentsOf: here.appendingPathComponent("../../fixtures/storyboards/\(name)"))
            XCTAssertEqual(copy, fixture, name)
        }
    }

    func testInitialControllerAndItsViewAsTheFileSays() throws {
        let (_, nav, list) = try launch()
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertTrue(list.storyboard != nil)
        XCTAssertEqual(list.title, "Cards")
        // init(coder:) then awakeFromNib when made; viewDidLoad (outlets connected) when the
        // navigation controller's view loaded the root's.
        XCTAssertEqual(list.events, ["init(coder:)", "awakeFromNib", "viewDidLoad: Today"])
        XCTAssertEqual(list.titleLabel.frame, CGRect(x: 20, y: 84, width: 335, height: 41))
        XCTAssertEqual(list.titleLabel.font, UIFont.boldSystemFont(ofSize: 34))
        XCTAssertEqual(list.titleLabel.textColor, .black)  // labelColor, from the file's resources
        XCTAssertEqual(list.view.backgroundColor, .white)  // systemBackgroundColor, likewise
        XCTAssertEqual(list.view.subviews.count, 3)
        XCTAssertEqual(list.photo.contentMode, .scaleAspectFill)
        XCTAssertTrue(list.photo.clipsToBounds)
        XCTAssertEqual(list.photo.layer.cornerRadius, 12)  // the runtime attribute
        XCTAssertEqual(list.photo.layer.borderWidth, 1)  // viewDidLoad saw the private outlet
        XCTAssertEqual(list.photo.interfaceBuilder?.constraints.first?.constant, 200)
        // The outlet collection, in the file's order: the button, then the separator.
        XCTAssertEqual(list.panels.map(\.interfaceBuilder?.object.id), ["Lst-00-btn", "Lst-00-sep"])
        // Brand, a named colour, from the file's resources (no asset catalog here).
        XCTAssertEqual(list.panels[0].backgroundColor, UIColor(red: 0, green: 0.47843137254901963, blue: 1, alpha: 1))
        XCTAssertEqual(
            list.panels[1].backgroundColor,
            UIColor(red: 0.20000000298023224, green: 0.40000000596046448, blue: 0.60000002384185791, alpha: 0.5))
        XCTAssertEqual(list.panels[0].interfaceBuilder?.actionSelectors, ["openTapped:"])
    }

    func testPushSegueInTheNavigationController() throws {
        let (window, nav, list) = try launch()
        _ = try Stage(window: window, fps: 60).record { list.performSegue(withIdentifier: "showDetail", sender: nil) }
        let detail = try XCTUnwrap(nav.topViewController as? DetailViewController)
        XCTAssertEqual(nav.viewControllers.count, 2)
        XCTAssertEqual(detail.messageLabel.text, "From the list")  // set in prepare(for:sender:)
        XCTAssertEqual(detail.messageLabel.textAlignment, .center)
        XCTAssertEqual(detail.messageLabel.numberOfLines, 0)
        XCTAssertEqual(detail.messageLabel.font, UIFont.preferredFont(forTextStyle: .title2))
        // performSegue does not ask shouldPerformSegue (UIKit asks it only for triggered segues).
        XCTAssertEqual(list.events.suffix(1), ["prepare: showDetail"])
    }

    func testButtonSendsItsActionThenTriggersItsSegue() throws {
        let (window, nav, list) = try launch()
        _ = try Stage(window: window, fps: 60).record { list.panels[0].sendStoryboardEvent() }
        XCTAssertEqual(list.events.suffix(3), ["openTapped", "shouldPerformSegue: showDetail", "prepare: showDetail"])
        XCTAssertTrue(nav.topViewController is DetailViewController)
    }

    func testModalSegueRunsTheDestinationsTransitioningDelegate() throws {
        let (window, _, list) = try launch()
        let timeline = try Stage(window: window, fps: 60).record {
            list.performSegue(withIdentifier: "presentCard", sender: nil)
        }
        // The app's SlideUpAnimator, asked through the delegate set in prepare: 0.4 s.
        XCTAssertEqual(timeline.duration, 0.4, accuracy: 1e-9)
        XCTAssertEqual(list.cardTransition.presentations, 1)
        let card = try XCTUnwrap(list.navigationController?.presentedViewController as? PhotoViewController)
        XCTAssertEqual(card.modalPresentationStyle, .custom)
        XCTAssertEqual(card.modalTransitionStyle, .crossDissolve)
        XCTAssertEqual(card.view.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(card.view.backgroundColor, UIColor(red: 0, green: 0.47843137254901963, blue: 1, alpha: 1))
    }

    func testUnwindSegueReturnsToTheList() throws {
        let (window, nav, list) = try launch()
        _ = try Stage(window: window, fps: 60).record { list.performSegue(withIdentifier: "showDetail", sender: nil) }
        let detail = try XCTUnwrap(nav.topViewController as? DetailViewController)
        _ = try Stage(window: window, fps: 60).record { detail.performSegue(withIdentifier: "backToList", sender: nil) }
        XCTAssertTrue(nav.topViewController === list)
        // The embed segue's prepare ran when the detail's view loaded.
        XCTAssertEqual(detail.prepared, ["embedBadge", "backToList"])
        XCTAssertEqual(list.events.last, "unwindToList")
        XCTAssertTrue(list.unwoundFrom === detail)
    }

    /// The detail's "Back" bar button item triggers the unwind segue when its button in the
    /// navigation bar is tapped (a finger on the label the bar draws for it).
    func testBarButtonItemTapTriggersItsSegue() throws {
        let (window, nav, list) = try launch()
        _ = try Stage(window: window, fps: 60).record { list.performSegue(withIdentifier: "showDetail", sender: nil) }
        let detail = try XCTUnwrap(nav.topViewController as? DetailViewController)
        XCTAssertEqual(detail.navigationItem.rightBarButtonItem?.title, "Back")
        var stack: [UIView] = [nav.navigationBar]
        var back: UILabel?
        while let v = stack.popLast() {
            if let l = v as? UILabel, l.text == "Back" { back = l }
            stack += v.subviews
        }
        let label = try XCTUnwrap(back)
        let middle = label.convert(CGPoint(x: label.bounds.midX, y: label.bounds.midY), to: window)
        let tap = try TapScript.taps(at: middle, count: 1)
        _ = try Stage(window: window, fps: 60).record { window.playTaps(tap) }
        XCTAssertTrue(nav.topViewController === list)
        XCTAssertEqual(list.events.last, "unwindToList")
        XCTAssertEqual(detail.prepared.last, "backToList")
    }

    /// The embed segue: the badge controller is a child of the detail, its view in the
    /// container view's bounds (295 x 100 at (40, 400)), after the detail's prepare.
    func testEmbedSegueAddsTheChildInItsContainer() throws {
        let detail = try XCTUnwrap(
            storyboard().instantiateViewController(withIdentifier: "Detail") as? DetailViewController)
        detail.loadViewIfNeeded()
        let badge = try XCTUnwrap(detail.children.first as? BadgeViewController)
        XCTAssertTrue(badge.appeared)
        XCTAssertEqual(detail.prepared, ["embedBadge"])
        let container = try XCTUnwrap(badge.view.superview)
        XCTAssertEqual(container.frame, CGRect(x: 40, y: 400, width: 295, height: 100))
        XCTAssertEqual(badge.view.frame, CGRect(x: 0, y: 0, width: 295, height: 100))
        XCTAssertEqual(badge.view.backgroundColor, UIColor(red: 1, green: 0.58431372549019611, blue: 0, alpha: 1))
    }

    /// A custom segue: the storyboard's class is made and its perform() runs (here a present
    /// with the system flip, whose duration is the flip's).
    func testCustomSegueRunsItsPerform() throws {
        let (window, nav, list) = try launch()
        _ = try Stage(window: window, fps: 60).record { list.performSegue(withIdentifier: "showDetail", sender: nil) }
        let detail = try XCTUnwrap(nav.topViewController as? DetailViewController)
        _ = try Stage(window: window, fps: 60).record { detail.performSegue(withIdentifier: "flipToCard", sender: nil) }
        let card = try XCTUnwrap(nav.presentedViewController as? PhotoViewController)
        XCTAssertEqual(card.modalTransitionStyle, .flipHorizontal)
        XCTAssertEqual(detail.prepared.last, "flipToCard")
    }

    func testInstantiateWithIdentifierAndWithACreator() throws {
        let detail = try XCTUnwrap(
            storyboard().instantiateViewController(withIdentifier: "Detail") as? DetailViewController)
        detail.message = "direct"
        detail.loadViewIfNeeded()
        XCTAssertEqual(detail.messageLabel.text, "direct")
        var coderSeen: NSCoder?
        let made: DetailViewController = storyboard().instantiateViewController(identifier: "Detail") { coder in
            coderSeen = coder
            return DetailViewController(coder: coder)
        }
        XCTAssertEqual(coderSeen?.decodeObject(forKey: "storyboardIdentifier") as? String, "Detail")
        XCTAssertTrue(made.storyboard != nil)
        // Scenes whose classes are not in Flipbook yet are still made (a UITableViewController
        // scene as a UIViewController, its table view as a plain view).
        let settings = storyboard().instantiateViewController(withIdentifier: "Settings")
        XCTAssertEqual(settings.view.frame, CGRect(x: 0, y: 0, width: 375, height: 667))
    }

    func testOutletTheClassLacksIsReportedByName() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <viewController storyboardIdentifier="D" id="d" customClass="PhotoViewController" customModule="CardsApp" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v">
                                    <subviews>
                                        <label text="x" id="l"/>
                                    </subviews>
                                </view>
                                <connections>
                                    <outlet property="subtitleLabel" destination="l" id="o"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let doc = try StoryboardReader.read(data: Data(xml.utf8), file: "Broken.storyboard")
        let storyboard = UIStoryboard(document: doc, bundle: .module)
        let vc = try storyboard.instantiate(identifier: "D")
        XCTAssertThrowsError(try Stage(size: CGSize(width: 375, height: 667)).record { vc.loadViewIfNeeded() }) {
            XCTAssertTrue(
                "\($0)".contains(
                    "Broken.storyboard:13: error: outlet 'subtitleLabel' of FlipbookPortPluginTests.PhotoViewController: the class has no @IBOutlet named 'subtitleLabel'"
                ), "\($0)")
        }
        XCTAssertEqual(storyboard.problems.map(\.line), [13])
    }

    func testCellFromItsNib() throws {
        let objects = UINib(nibName: "CardCell", bundle: .module).instantiate(withOwner: nil)
        let cell = try XCTUnwrap(objects.first as? CardCell)
        XCTAssertEqual(objects.count, 1)
        XCTAssertEqual(cell.frame, CGRect(x: 0, y: 0, width: 320, height: 80))
        XCTAssertTrue(cell.awoke)
        XCTAssertEqual(cell.titleLabel.text, "Awake")  // awakeFromNib ran after the outlets
        XCTAssertEqual(cell.titleLabel.font, UIFont.systemFont(ofSize: 17, weight: .semibold))
        XCTAssertEqual(cell.swatch.alpha, 0.75)
        XCTAssertEqual(cell.swatch.tag, 7)
        XCTAssertEqual(cell.swatch.frame, CGRect(x: 16, y: 16, width: 48, height: 48))
        // The content view holds the swatch and the label.
        XCTAssertTrue(cell.swatch.superview?.superview === cell)
        let again = try XCTUnwrap(Bundle.module.loadNibNamed("CardCell", owner: nil)?.first as? CardCell)
        XCTAssertFalse(again === cell)
    }

    func testMissingStoryboardAndIdentifier() {
        let missing = UIStoryboard(name: "Nope", bundle: .module)
        XCTAssertNil(missing.instantiateInitialViewController())
        XCTAssertTrue(missing.loadProblem?.message.hasPrefix("could not find a storyboard named 'Nope'") ?? false)
        XCTAssertThrowsError(try storyboard().instantiate(identifier: "Nowhere")) {
            XCTAssertEqual(
                "\($0)",
                "Main.storyboard:0: error: the storyboard doesn't contain a view controller with identifier 'Nowhere' (it has: CardList, Detail, Card, Settings)"
            )
        }
    }
}
