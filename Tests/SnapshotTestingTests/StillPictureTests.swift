import FlipbookCore
import Foundation
import UIKit
import XCTest

@testable import SnapshotTesting

/// Still pictures against figures worked by hand.
final class StillPictureTests: XCTestCase {
    func take<V>(_ value: V, _ strategy: Snapshotting<V, UIImage>) -> UIImage {
        var out: UIImage?
        strategy.snapshot(value).run { out = $0 }
        return out!
    }

    func testLayerWithABorderAtThreeTimes() {
        // 100 x 100 points at 3x: 300 x 300 pixels; a 4 pt border is 12 pixels inside the
        // bounds, opaque red; inside it nothing is drawn, so alpha 0.
        let layer = CALayer()
        layer.frame = CGRect(x: 30, y: 40, width: 100, height: 100)
        layer.borderWidth = 4
        layer.borderColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        let image = take(layer, .image(traits: UITraitCollection(displayScale: 3)))
        let b = image.content.bitmap
        XCTAssertEqual(b.width, 300)
        XCTAssertEqual(b.height, 300)
        XCTAssertEqual(image.scale, 3)
        XCTAssertEqual(image.size, CGSize(width: 100, height: 100))
        for (x, y) in [(0, 0), (11, 150), (150, 11), (288, 150), (299, 299), (150, 288)] {
            XCTAssertTrue(b.pixel(x: x, y: y) == (255, 0, 0, 255), "border pixel (\(x), \(y)): \(b.pixel(x: x, y: y))")
        }
        for (x, y) in [(12, 150), (150, 12), (287, 150), (150, 150)] {
            XCTAssertEqual(b.pixel(x: x, y: y).a, 0, "inside pixel (\(x), \(y))")
        }
        // The layer is back where it was.
        XCTAssertEqual(layer.frame, CGRect(x: 30, y: 40, width: 100, height: 100))
    }

    func testControllerOnIPhoneSe() {
        final class Probe: UIViewController {
            var insets = UIEdgeInsets.zero
            var size = CGSize.zero
            let bar = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.backgroundColor = .white
                bar.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
                bar.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(bar)
                NSLayoutConstraint.activate([
                    bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    bar.widthAnchor.constraint(equalToConstant: 10),
                    bar.heightAnchor.constraint(equalToConstant: 10),
                ])
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                insets = view.safeAreaInsets
                size = view.bounds.size
            }
        }
        let vc = Probe()
        // 320 x 568 points, a 20 pt top safe area (no status bar drawn), at 2x.
        let image = take(vc, .image(on: .iPhoneSe, traits: UITraitCollection(displayScale: 2)))
        XCTAssertEqual(image.size, CGSize(width: 320, height: 568))
        XCTAssertEqual(image.content.bitmap.width, 640)
        XCTAssertEqual(image.content.bitmap.height, 1136)
        XCTAssertEqual(vc.insets, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(vc.size, CGSize(width: 320, height: 568))
        let b = image.content.bitmap
        // The bar starts at 20 pt (pixel 40) and is 10 pt (20 pixels) tall; above it, white.
        XCTAssertTrue(b.pixel(x: 5, y: 39) == (255, 255, 255, 255), "\(b.pixel(x: 5, y: 39))")
        XCTAssertTrue(b.pixel(x: 5, y: 40) == (0, 0, 255, 255), "\(b.pixel(x: 5, y: 40))")
        XCTAssertTrue(b.pixel(x: 19, y: 59) == (0, 0, 255, 255), "\(b.pixel(x: 19, y: 59))")
        XCTAssertTrue(b.pixel(x: 20, y: 59) == (255, 255, 255, 255), "\(b.pixel(x: 20, y: 59))")
        XCTAssertTrue(b.pixel(x: 5, y: 60) == (255, 255, 255, 255), "\(b.pixel(x: 5, y: 60))")
        XCTAssertNil(vc.view.window, "the controller is taken out of the snapshot's window")
    }

    func testScaleFromTheEnvironment() {
        XCTAssertEqual(StillPicture.defaultScale(["SNAPSHOT_TESTING_SCALE": "3"]), 3)
        XCTAssertEqual(StillPicture.defaultScale(["SNAPSHOT_TESTING_SCALE": "9"]), 2)
        XCTAssertEqual(StillPicture.defaultScale([:]), 2)
    }

    /// `FLIPBOOK_DEVICE` stands for the simulator a suite runs on: the device of windows made
    /// outside any settings block, so a controller pictured without a configuration takes that
    /// screen's size (the iPhone 15 Pro: 393 x 852 points at 3x, Apple's published figures).
    func testTheDeviceNamedByTheEnvironment() throws {
        let d = try StageSettings.defaultDevice(["FLIPBOOK_DEVICE": "iPhone 15 Pro"]).get()
        XCTAssertEqual(d?.screenSize, CGSize(width: 393, height: 852))
        XCTAssertEqual(d?.scale, 3)
        XCTAssertNil(try StageSettings.defaultDevice([:]).get())
        guard case .failure(let e) = StageSettings.defaultDevice(["FLIPBOOK_DEVICE": "Nokia 3310"]) else {
            return XCTFail("an unknown device is an error")
        }
        XCTAssertTrue(e.description.contains("FLIPBOOK_DEVICE=Nokia 3310"), e.description)
        XCTAssertTrue(e.description.contains("iPhone 15 Pro"), e.description)
        // On that device, the controller's picture has the simulator's pixel size.
        let vc = StageSettings.with(StageSettings(device: try XCTUnwrap(d))) { UIViewController() }
        let image = StageSettings.with(StageSettings(device: try XCTUnwrap(d))) { take(vc, .image) }
        XCTAssertEqual(image.content.bitmap.width, 1179)
        XCTAssertEqual(image.content.bitmap.height, 2556)
    }

    func testLandscapeAndIPadSizes() {
        XCTAssertEqual(ViewImageConfig.iPhoneX(.landscape).size, CGSize(width: 812, height: 375))
        XCTAssertEqual(
            ViewImageConfig.iPhoneX(.landscape).safeArea, UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
        XCTAssertEqual(
            ViewImageConfig.iPadPro11(.portrait(splitView: .oneThird)).size, CGSize(width: 320, height: 1194))
        XCTAssertEqual(ViewImageConfig.iPadPro11(.portrait(splitView: .oneThird)).traits.horizontalSizeClass, .compact)
        XCTAssertEqual(
            ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass, .regular)
        XCTAssertEqual(ViewImageConfig.iPadMini.size, CGSize(width: 1024, height: 768))
        XCTAssertEqual(ViewImageConfig.iPhone8Plus(.landscape).traits.horizontalSizeClass, .regular)
        XCTAssertEqual(ViewImageConfig.iPhoneSe(.landscape).traits.verticalSizeClass, .compact)
        XCTAssertEqual(ViewImageConfig.iPhone13Mini.safeArea.top, 50)
    }

    func testViewWithoutBackgroundIsTransparent() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let image = take(view, .image(traits: UITraitCollection(displayScale: 1)))
        XCTAssertEqual(image.content.bitmap.width, 20)
        XCTAssertTrue(image.content.bitmap.pixels.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 0 })
    }

    func testViewOfZeroFrameTakesItsFittingSize() {
        let view = UIView()
        view.backgroundColor = .green
        view.translatesAutoresizingMaskIntoConstraints = false
        view.widthAnchor.constraint(equalToConstant: 30).isActive = true
        view.heightAnchor.constraint(equalToConstant: 12).isActive = true
        let image = take(view, .image(traits: UITraitCollection(displayScale: 1)))
        XCTAssertEqual(image.size, CGSize(width: 30, height: 12))
        XCTAssertEqual(view.frame, .zero, "the view's frame is given back")
    }

    func testViewOfNoSizeGivesTheLibrarysErrorPicture() {
        let image = take(UIView(), .image(traits: UITraitCollection(displayScale: 1)))
        XCTAssertEqual(image.size, CGSize(width: 400, height: 80))
        XCTAssertTrue(
            image.content.bitmap.pixel(x: 2, y: 2) == (255, 59, 48, 255)
                || image.content.bitmap.pixel(x: 2, y: 2).r > 200)
    }

    func testPathFilledInItsBounds() {
        let path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 4, height: 2))
        let image = take(path, .image(scale: 2))
        XCTAssertEqual(image.content.bitmap.width, 8)
        XCTAssertEqual(image.content.bitmap.height, 4)
        XCTAssertTrue(image.content.bitmap.pixel(x: 3, y: 2) == (0, 0, 0, 255))
    }

    func testRecursiveDescription() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let label = UILabel(frame: CGRect(x: 16, y: 20, width: 52.666666, height: 19.333333))
        label.text = "Hi"
        view.addSubview(label)
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 8))
        banner.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        banner.isHidden = true
        view.addSubview(banner)
        // As iOS writes a label's line (the library's own references show this form).
        var text = ""
        Snapshotting<UIView, String>.recursiveDescription.snapshot(view).run { text = $0 }
        XCTAssertEqual(
            text,
            "<UIView; frame = (0 0; 100 50); layer = <CALayer>>\n"
                + "   | <UILabel; frame = (16 20; 52.6667 19.3333); text = 'Hi'; userInteractionEnabled = NO; layer = <_UILabelLayer>>\n"
                + "   | <UIView; frame = (0 0; 100 8); hidden = YES; autoresize = W+BM; layer = <CALayer>>"
        )
    }

    /// As the simulator describes them: an image view made in code is not opaque and has a
    /// plain `CALayer`; a label's text past 25 characters is cut to 25 and "...".
    func testImageViewsAndLongLabelTexts() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.addSubview(UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        let label = UILabel(frame: CGRect(x: 0, y: 10, width: 100, height: 20))
        label.text = "When an assertion first runs, a snapshot is automatically recorded"
        view.addSubview(label)
        let exact = UILabel(frame: CGRect(x: 0, y: 30, width: 100, height: 20))
        exact.text = String(repeating: "x", count: 25)
        view.addSubview(exact)
        var text = ""
        Snapshotting<UIView, String>.recursiveDescription.snapshot(view).run { text = $0 }
        XCTAssertEqual(
            text,
            "<UIView; frame = (0 0; 100 50); layer = <CALayer>>\n"
                + "   | <UIImageView; frame = (0 0; 10 10); opaque = NO; userInteractionEnabled = NO; layer = <CALayer>>\n"
                + "   | <UILabel; frame = (0 10; 100 20); text = 'When an assertion first r...'; userInteractionEnabled = NO; layer = <_UILabelLayer>>\n"
                + "   | <UILabel; frame = (0 30; 100 20); text = 'xxxxxxxxxxxxxxxxxxxxxxxxx'; userInteractionEnabled = NO; layer = <_UILabelLayer>>"
        )
        XCTAssertFalse(UIImageView(image: nil).isOpaque)
    }
}
