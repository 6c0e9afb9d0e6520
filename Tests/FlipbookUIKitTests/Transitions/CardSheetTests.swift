import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// The iPad's form and page sheets (SEMANTICS.md §18, "The iPad's sheets"), on the 820 x 1180
/// iPad 10th gen (safe area 24 / 20), worked by hand:
/// - form sheet, UIKit's classic 540 x 620, centred: x = (820 - 540) / 2 = 140,
///   y = (1180 - 620) / 2 = 280;
/// - page sheet 704 wide (the 672 pt readable width and 16 pt either side), the gap above and
///   below max(24, 20) + 20 = 44, so 1180 - 88 = 1092 tall at x = (820 - 704) / 2 = 58, y = 44;
/// - a form sheet's `preferredContentSize` (400, 300): x = 210, y = 440; one too big is kept
///   within 820 - 2 x 20 = 780 by 1092: (20, 44, 780, 1092);
/// - the presenter is neither scaled nor rounded; the dimming layer ends at 0.2 black.
final class CardSheetTests: XCTestCase {
    let w = 2 * Double.pi / 0.3441442326
    func fixture(_ style: UIModalPresentationStyle, device: Device = .iPad10) -> (Stage, Screen, Screen) {
        let log = EventLog()
        let stage = Stage(device: device)
        let a = Screen("A", log: log), b = Screen("B", log: log)
        b.modalPresentationStyle = style
        stage.window.rootViewController = a
        return (stage, a, b)
    }

    func presented(
        _ style: UIModalPresentationStyle, device: Device = .iPad10, configure: (Screen) -> Void = { _ in }
    ) throws -> Timeline {
        let (stage, a, b) = fixture(style, device: device)
        configure(b)
        return try stage.record { a.present(b, animated: true) }
    }

    func testFormSheetIsTheClassicCentredCard() throws {
        let t = try presented(.formSheet)
        XCTAssertEqual(t.duration, 0.4, accuracy: 1e-9)
        XCTAssertEqual(
            try t.layer("sheet", at: 0.4).untransformedFrame, CGRect(x: 140, y: 280, width: 540, height: 620))
        XCTAssertEqual(try t.layer("B", at: 0.4).bounds.size, CGSize(width: 540, height: 620))
        let clip = try t.layer("sheet.clip", at: 0.4)
        XCTAssertEqual(clip.cornerRadius, 10)
        XCTAssertEqual(clip.bounds.height, 620, "all four corners rounded: the clip is the card's height")
        let presenter = try t.layer("A", at: 0.4)
        XCTAssertTrue(presenter.transform.isIdentity, "the presenter is not scaled on iPad")
        XCTAssertEqual(presenter.cornerRadius, 0)
        XCTAssertEqual(try t.layer("sheet.dimming", at: 0.4).opacity, 0.2, accuracy: 1e-7)
        XCTAssertEqual(try t.layer("sheet.dimming", at: 0.4).bounds.size, CGSize(width: 820, height: 1180))
    }

    func testTheCardRisesFromBelowTheScreenOnTheSheetSpring() throws {
        let t = try presented(.formSheet)
        // p(0.1) = 1 - (1 + w 0.1) e^(-w 0.1), w = 2 pi / 0.3441442326 = 18.257419:
        // 1 - 2.825742 x 0.161098 = 0.544778.
        let p = 1 - (1 + w / 10) * exp(-w / 10)
        XCTAssertEqual(p, 0.544778, accuracy: 1e-6)
        // From y = 1180 to 280: 1180 - 900 p = 689.700.
        XCTAssertEqual(try t.layer("sheet", at: 0.1).untransformedFrame.minY, 1180 - 900 * p, accuracy: 1e-6)
        // The dimming layer follows the rise: 0.2 p.
        XCTAssertEqual(try t.layer("sheet.dimming", at: 0.1).opacity, 0.2 * p, accuracy: 1e-6)
    }

    func testPageSheetAndAutomatic() throws {
        let t = try presented(.pageSheet)
        XCTAssertEqual(try t.layer("sheet", at: 0.4).untransformedFrame, CGRect(x: 58, y: 44, width: 704, height: 1092))
        // A page sheet does not take the controller's preferred size (Apple: use a form sheet).
        let sized = try presented(.pageSheet) { $0.preferredContentSize = CGSize(width: 300, height: 300) }
        XCTAssertEqual(try sized.layer("sheet", at: 0.4).untransformedFrame.width, 704)
        // `.automatic` on a stage that asks for the iOS 13 default is the page sheet.
        let (stage, a, b) = fixture(.automatic)
        stage.automaticPresentationStyle = .pageSheet
        let auto = try stage.record { a.present(b, animated: true) }
        XCTAssertEqual(
            try auto.layer("sheet", at: 0.4).untransformedFrame, CGRect(x: 58, y: 44, width: 704, height: 1092))
    }

    func testFormSheetHonoursPreferredContentSizeWithinTheScreen() throws {
        let t = try presented(.formSheet) { $0.preferredContentSize = CGSize(width: 400, height: 300) }
        XCTAssertEqual(
            try t.layer("sheet", at: 0.4).untransformedFrame, CGRect(x: 210, y: 440, width: 400, height: 300))
        let big = try presented(.formSheet) { $0.preferredContentSize = CGSize(width: 5000, height: 5000) }
        XCTAssertEqual(
            try big.layer("sheet", at: 0.4).untransformedFrame, CGRect(x: 20, y: 44, width: 780, height: 1092))
        // A NaN or negative size is no size: 540 x 620.
        let bad = try presented(.formSheet) { $0.preferredContentSize = CGSize(width: CGFloat.nan, height: -3) }
        XCTAssertEqual(
            try bad.layer("sheet", at: 0.4).untransformedFrame, CGRect(x: 140, y: 280, width: 540, height: 620))
    }

    func testDismissalFallsAndPutsThePresenterBack() throws {
        let (stage, a, b) = fixture(.formSheet)
        _ = try stage.record { a.present(b, animated: true) }
        let t = try Stage(window: stage.window).record { b.dismiss(animated: true) }
        XCTAssertEqual(t.duration, 0.4, accuracy: 1e-9)
        XCTAssertNil(t.presentation(at: 0.4).root.find(named: "sheet"))
        XCTAssertNil(t.presentation(at: 0.4).root.find(named: "sheet.dimming"))
        XCTAssertTrue(try t.layer("A", at: 0.4).transform.isIdentity)
    }

    func testCompactWidthKeepsThePhoneSheet() throws {
        // The 393 x 852 phone: top 59 + 10 = 69, 852 - 69 = 783 tall (§18 table (b)'s rules).
        let t = try presented(.formSheet, device: .iPhone15Pro)
        XCTAssertEqual(try t.layer("sheet", at: 0.4).untransformedFrame, CGRect(x: 0, y: 69, width: 393, height: 783))
        // The Pro Max on its side is regular width, as UIKit has it: a card, 540 x 620 kept
        // within 932 - 2 x 59 - 40 = 774 by 430 - 2 x (21 + 20) = 348: (196, 41, 540, 348).
        let wide = try presented(.formSheet, device: try XCTUnwrap(Device.iPhone15ProMax.landscape))
        XCTAssertEqual(
            try wide.layer("sheet", at: 0.4).untransformedFrame, CGRect(x: 196, y: 41, width: 540, height: 348))
    }

    func testTheCardIsElevated() throws {
        let (stage, a, b) = fixture(.formSheet)
        _ = try stage.record { a.present(b, animated: true) }
        XCTAssertEqual(b.traitCollection.userInterfaceLevel, .elevated)
        XCTAssertEqual(b.traitCollection.horizontalSizeClass, .regular)
    }
}

/// The card sheet under Reduce Motion (SEMANTICS.md §18, **chosen**): the sheet does not
/// travel; it fades in at its resting frame on the sheet's spring, and out on dismissal.
/// On the 375 x 667 phone the sheet rests at (0, 40, 375, 627); p(0.1) = 0.544778.
final class ReduceMotionSheetTests: XCTestCase {
    let w = 2 * Double.pi / 0.3441442326

    func testTheSheetFadesInPlace() throws {
        let log = EventLog()
        let stage = Stage(device: .iPhone8, reduceMotion: true)
        let a = Screen("A", log: log), b = Screen("B", log: log)
        b.modalPresentationStyle = .pageSheet
        stage.window.rootViewController = a
        let t = try stage.record { a.present(b, animated: true) }
        XCTAssertEqual(t.duration, 0.4, accuracy: 1e-9)
        let p = 1 - (1 + w / 10) * exp(-w / 10)
        for time in [0.0, 0.1, 0.4] {
            XCTAssertEqual(
                try t.layer("sheet", at: time).untransformedFrame, CGRect(x: 0, y: 40, width: 375, height: 627),
                "t = \(time): the sheet does not move")
        }
        XCTAssertEqual(try t.layer("sheet", at: 0).opacity, 0, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("sheet", at: 0.1).opacity, p, accuracy: 1e-6)
        XCTAssertEqual(try t.layer("sheet", at: 0.4).opacity, 1, accuracy: 1e-9)
        // The presenter's look still ends where it does without Reduce Motion: 1 - 32 / 375.
        XCTAssertEqual(try t.layer("A", at: 0.4).transform.affine.a, 1 - 32.0 / 375, accuracy: 1e-9)

        let d = try Stage(window: stage.window).record { b.dismiss(animated: true) }
        XCTAssertEqual(try d.layer("sheet", at: 0.1).untransformedFrame.minY, 40, accuracy: 1e-9)
        XCTAssertEqual(try d.layer("sheet", at: 0.1).opacity, 1 - p, accuracy: 1e-6)
        XCTAssertNil(d.presentation(at: 0.4).root.find(named: "sheet"))
    }

    func testWithoutReduceMotionTheSheetRises() throws {
        let log = EventLog()
        let stage = Stage(device: .iPhone8)
        let a = Screen("A", log: log), b = Screen("B", log: log)
        b.modalPresentationStyle = .pageSheet
        stage.window.rootViewController = a
        let t = try stage.record { a.present(b, animated: true) }
        let p = 1 - (1 + w / 10) * exp(-w / 10)
        // From 667 to 40: 667 - 627 p.
        XCTAssertEqual(try t.layer("sheet", at: 0.1).untransformedFrame.minY, 667 - 627 * p, accuracy: 1e-6)
        XCTAssertEqual(try t.layer("sheet", at: 0.1).opacity, 1, accuracy: 1e-9)
    }
}
