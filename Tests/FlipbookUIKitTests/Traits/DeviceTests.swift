import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// The presets against the figures SEMANTICS.md §18 cites (Apple's device table for size and
/// scale; public snapshot-testing device configurations for the safe areas; public lists of
/// `_displayCornerRadius` for the corners).
final class DeviceTests: XCTestCase {
    func check(
        _ d: Device, _ w: CGFloat, _ h: CGFloat, scale: CGFloat, top: CGFloat, bottom: CGFloat, corner: CGFloat,
        idiom: UIUserInterfaceIdiom = .phone, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(d.screenSize, CGSize(width: w, height: h), d.name, file: file, line: line)
        XCTAssertEqual(d.scale, scale, d.name, file: file, line: line)
        XCTAssertEqual(
            d.safeAreaInsets, UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0), d.name, file: file, line: line)
        XCTAssertEqual(d.displayCornerRadius, corner, d.name, file: file, line: line)
        XCTAssertEqual(d.idiom, idiom, d.name, file: file, line: line)
        XCTAssertEqual(d.hasHomeIndicator, bottom > 0, d.name, file: file, line: line)
    }

    func testEveryPresetAgainstTheCitedFigures() {
        check(.iPhoneSE, 375, 667, scale: 2, top: 20, bottom: 0, corner: 0)
        check(.iPhone8, 375, 667, scale: 2, top: 20, bottom: 0, corner: 0)
        check(.iPhone13Mini, 375, 812, scale: 3, top: 50, bottom: 34, corner: 44)
        check(.iPhone14, 390, 844, scale: 3, top: 47, bottom: 34, corner: 47.33)
        check(.iPhone15, 393, 852, scale: 3, top: 59, bottom: 34, corner: 55)
        check(.iPhone15Pro, 393, 852, scale: 3, top: 59, bottom: 34, corner: 55)
        check(.iPhone11, 414, 896, scale: 2, top: 44, bottom: 34, corner: 41.5)
        XCTAssertEqual(Device.iPhone11.landscape?.safeAreaInsets, UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
        XCTAssertEqual(Device.iPhone11.landscape?.horizontalSizeClass, .regular)
        XCTAssertEqual(Device.named("iPhone 11"), .iPhone11)
        check(.iPhone15ProMax, 430, 932, scale: 3, top: 59, bottom: 34, corner: 55)
        check(.iPhone16Pro, 402, 874, scale: 3, top: 62, bottom: 34, corner: 62)
        check(.iPad10, 820, 1180, scale: 2, top: 24, bottom: 20, corner: 18, idiom: .pad)
        XCTAssertEqual(Device.iPhone13Mini.nativeScale, 2.88)
        XCTAssertEqual(Device.iPhone8.statusBarHeight, 20)
        XCTAssertEqual(Device.iPhone15Pro.statusBarHeight, 54)
        XCTAssertEqual(Device.iPad10.horizontalSizeClass, .regular)
        XCTAssertEqual(Device.iPhone15Pro.horizontalSizeClass, .compact)
        XCTAssertEqual(Device.presets.count, 10)
        XCTAssertEqual(Set(Device.presets.map(\.identifier)).count, 10, "identifiers are unique")
    }

    func testLandscapeAndNames() throws {
        let l = try XCTUnwrap(Device.iPhone14.landscape)
        XCTAssertEqual(l.screenSize, CGSize(width: 844, height: 390))
        XCTAssertEqual(l.safeAreaInsets, UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        XCTAssertEqual(l.verticalSizeClass, .compact)
        XCTAssertEqual(Device.iPhone15ProMax.landscape?.horizontalSizeClass, .regular)
        XCTAssertNil(l.landscape, "a landscape device does not turn again")
        XCTAssertEqual(Device.named("iphone15pro"), .iPhone15Pro)
        XCTAssertEqual(Device.named("iPhone 15 Pro"), .iPhone15Pro)
        XCTAssertEqual(Device.named("iPhone14-landscape"), l)
        XCTAssertNil(Device.named("iPhone 99"))
    }

    func testTheDefaultIsTodaysPhone() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(window.safeAreaInsets, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(Stage(window: window).scale, 2)
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(UIDevice.current.name, "iPhone 8")
        XCTAssertTrue(StageSettings.current.isDefault)
    }

    func testScreenDeviceAndSafeAreaFollowTheStage() throws {
        let stage = Stage(device: .iPhone15Pro)
        XCTAssertEqual(stage.window.bounds.size, CGSize(width: 393, height: 852))
        XCTAssertEqual(stage.window.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let v = UIView(frame: CGRect(x: 0, y: 800, width: 393, height: 52))
        stage.window.addSubview(v)
        // The view covers y 800...852; the safe area ends at 852 - 34 = 818: bottom 852 - 818
        // = 34, leaving 52 - 34 = 18 pt of guide.
        XCTAssertEqual(v.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(v.safeAreaLayoutGuide.layoutFrame, CGRect(x: 0, y: 0, width: 393, height: 18))
        var seen: [String] = []
        _ = try stage.record {
            seen = [
                "\(UIScreen.main.bounds.size)", "\(UIScreen.main.scale)", "\(UIScreen.main.nativeScale)",
                UIDevice.current.name, UIDevice.current.model, "\(UIDevice.current.userInterfaceIdiom)",
            ]
        }
        XCTAssertEqual(seen, ["\(CGSize(width: 393, height: 852))", "3.0", "3.0", "iPhone 15 Pro", "iPhone", "phone"])
        let pad = Stage(device: .iPad10)
        _ = try pad.record { seen = [UIDevice.current.model, "\(UIDevice.current.userInterfaceIdiom)"] }
        XCTAssertEqual(seen, ["iPad", "pad"])
        // Windows made inside StageSettings.with take its device.
        let w = StageSettings.with(StageSettings(device: .iPhone13Mini)) { UIWindow(frame: .zero) }
        XCTAssertEqual(w.settings.device, .iPhone13Mini)
        XCTAssertEqual(Stage(window: w).scale, 3)
    }
}

/// The card sheet on the 390 x 844 phone (iPhone 14: safe area 47 / 34), SEMANTICS.md §18's
/// table, worked by hand:
/// - the sheet's top is the safe top plus 10 on a notched phone: 57; it reaches the bottom
///   edge: height 844 - 57 = 787;
/// - detent heights are measured above the bottom safe area: maximumDetentValue = 787 - 34 = 753;
///   medium = 0.56 x 753 + 34 = 455.68 tall, top 844 - 455.68 = 388.32;
/// - the presenter: s = 1 - 32 / 390 = 0.917949, its top edge 10 above the sheet's (47), its
///   radius 10 at rest (it starts from the display's 47.33).
final class NotchedSheetTests: XCTestCase {
    func fixture() -> (Stage, Screen, Screen) {
        let log = EventLog()
        let stage = Stage(device: .iPhone14)
        let a = Screen("A", log: log), b = Screen("B", log: log)
        b.modalPresentationStyle = .pageSheet
        stage.window.rootViewController = a
        return (stage, a, b)
    }

    func top(_ l: LayerState) -> Double {
        let m = l.transform.affine
        return l.position.y + m.ty - l.bounds.height * l.anchorPoint.y * m.d
    }

    func testLargeDetentOnThe390x844Phone() throws {
        let (stage, a, b) = fixture()
        let t = try stage.record { a.present(b, animated: true) }
        let sheet = try t.layer("sheet", at: 0.4)
        XCTAssertEqual(sheet.untransformedFrame, CGRect(x: 0, y: 57, width: 390, height: 787))
        let pa = try t.layer("A", at: 0.4)
        XCTAssertEqual(pa.transform.affine.a, 0.917949, accuracy: 1e-6)
        XCTAssertEqual(top(pa), 47, accuracy: 1e-9)
        XCTAssertEqual(pa.cornerRadius, 10, accuracy: 1e-9)
        // At t = 0 the presenter still has the display's corners.
        XCTAssertEqual(try t.layer("A", at: 0).cornerRadius, 47.33, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("sheet.dimming", at: 0.4).opacity, 0.12, accuracy: 1e-7)
    }

    func testMediumDetentAndMaximumDetentValue() throws {
        let (stage, a, b) = fixture()
        var maximum: CGFloat = 0
        let sheet = try XCTUnwrap(b.sheetPresentationController)
        sheet.detents = [
            .medium(),
            .custom(identifier: .init(rawValue: "probe")) {
                maximum = $0.maximumDetentValue; return nil
            },
            .large(),
        ]
        let t = try stage.record { a.present(b, animated: true) }
        XCTAssertEqual(maximum, 753, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("sheet", at: 0.4).untransformedFrame.minY, 388.32, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("sheet", at: 0.4).bounds.height, 455.68, accuracy: 1e-9)
        // Below the large detent the presenter is not scaled but keeps the display's corners.
        XCTAssertTrue(try t.layer("A", at: 0.4).transform.isIdentity)
    }
}
