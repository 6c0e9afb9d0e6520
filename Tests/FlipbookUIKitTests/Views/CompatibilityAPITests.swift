import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// Calls apps make as they are written for iOS, and what UIKit answers.
final class CompatibilityAPITests: XCTestCase {
    /// `target: nil, action: nil`, as many apps write a bar item with no action yet, compiles
    /// and makes the item (it did not: no method reference to infer the target's type from).
    func testBarButtonItemsWithANilTargetAndAction() {
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        XCTAssertEqual(add.systemItem, .add)
        let image = UIImage(systemName: "gear")
        let imaged = UIBarButtonItem(image: image, style: .plain, target: nil, action: nil)
        XCTAssertTrue(imaged.image === image)
        let titled = UIBarButtonItem(title: "Edit", style: .done, target: nil, action: nil)
        XCTAssertEqual(titled.title, "Edit")
        XCTAssertEqual(titled.style, .done)
    }

    /// Initialisers as apps' subclasses write them: `UIImageView.init(image:)` overridden and
    /// called as `super` (a designated initialiser in UIKit), a layer subclass's
    /// `required init?(coder:)` calling `super.init(coder:)`, and `NSString`'s bounding rect.
    func testSubclassInitialisersAndNSStringBoundingRects() throws {
        final class RoundImageView: UIImageView {
            override init(image: UIImage?) {
                super.init(image: image)
                layer.cornerRadius = 4
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        let image = UIImage(content: ContentImage(bitmap: Bitmap(width: 6, height: 4)!, scale: 2, name: "x"))
        let view = RoundImageView(image: image)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 3, height: 2))
        XCTAssertTrue(view.image === image)
        XCTAssertFalse(view.isUserInteractionEnabled)
        XCTAssertEqual(view.layer.cornerRadius, 4)
        final class Launcher: CAEmitterLayer {
            override init(layer: Any) { super.init(layer: layer) }
            required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
        }
        let launcher = try XCTUnwrap(Launcher(coder: NSCoder()))
        XCTAssertEqual(launcher.birthRate, 1, "Core Animation's default")
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12)]
        let size = CGSize(width: CGFloat.greatestFiniteMagnitude, height: 12)
        XCTAssertEqual(
            ("Sales" as NSString).boundingRect(
                with: size, options: .usesLineFragmentOrigin, attributes: attributes, context: nil),
            "Sales".boundingRect(with: size, options: .usesLineFragmentOrigin, attributes: attributes, context: nil))
    }

    /// A Core Text font for a text layer, as apps write it with only `import UIKit`: the name
    /// as a `CFString`, the size in points (12, Core Text's documented default, for 0).
    func testACoreTextFontForATextLayer() {
        let layer = CATextLayer()
        let font = CTFontCreateWithName("Arial" as CFString, 20, nil)
        layer.font = font
        XCTAssertTrue(layer.font as? UIFont === font)
        XCTAssertEqual(CTFontGetSize(font), 20)
        XCTAssertEqual(CTFontGetSize(CTFontCreateWithName("Arial" as CFString, 0, nil)), 12)
        XCTAssertEqual(layer.fontWeight, 400)
    }

    /// `CGAffineTransform()` is Swift's zero-initialiser of the C struct on iOS: all six
    /// entries 0, so every point maps to the origin and the determinant is 0 (apps write it
    /// as a starting value before assigning each entry).
    func testTheEmptyAffineTransformIsAllZero() {
        let zero = CGAffineTransform()
        XCTAssertEqual([zero.a, zero.b, zero.c, zero.d, zero.tx, zero.ty], [0, 0, 0, 0, 0, 0])
        XCTAssertFalse(zero.isIdentity)
        XCTAssertEqual(CGPoint(x: 12, y: -7).applying(zero), .zero)
        var built = CGAffineTransform()
        built.a = 2
        built.d = 3
        built.tx = 5
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(built), CGPoint(x: 7, y: 3))
    }

    /// `getRed`, `getHue` and `getWhite` as UIKit declares them (`&r` for an
    /// `UnsafeMutablePointer<CGFloat>?`), with the HSB figures of the hexcone model Apple's
    /// documentation names: orange (1, 0.5, 0) is hue 30 / 360, saturation 1, brightness 1;
    /// blue's hue is 240 / 360.
    /// `init(hue:saturation:brightness:alpha:)` with the same hexcone figures: hue 30/360 at
    /// full saturation and brightness is orange (1, 0.5, 0); hue 180/360, saturation 0.5,
    /// brightness 0.4 is (0.2, 0.4, 0.4); hue 1 is red again; out-of-range values clamp.
    func testColourFromHueSaturationBrightness() {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        UIColor(hue: 30.0 / 360, saturation: 1, brightness: 1, alpha: 0.5).getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual(r, 1, accuracy: 1e-9)
        XCTAssertEqual(g, 0.5, accuracy: 1e-9)
        XCTAssertEqual(b, 0, accuracy: 1e-9)
        XCTAssertEqual(a, 0.5)
        UIColor(hue: 0.5, saturation: 0.5, brightness: 0.4, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: nil)
        XCTAssertEqual(r, 0.2, accuracy: 1e-9)
        XCTAssertEqual(g, 0.4, accuracy: 1e-9)
        XCTAssertEqual(b, 0.4, accuracy: 1e-9)
        UIColor(hue: 1, saturation: 2, brightness: .nan, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: nil)
        XCTAssertEqual([r, g, b], [0, 0, 0], "NaN brightness is 0: black")
        UIColor(hue: 1, saturation: 2, brightness: 1, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: nil)
        XCTAssertEqual([r, g, b], [1, 0, 0], "hue 1 is red, saturation 2 is 1")
    }

    func testColourComponents() {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        XCTAssertTrue(UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.8).getRed(&r, green: &g, blue: &b, alpha: &a))
        XCTAssertEqual([r, g, b, a], [1, 0.5, 0.25, 0.8])
        XCTAssertTrue(UIColor.white.getRed(&r, green: &g, blue: nil, alpha: nil), "a grey converts to RGB")
        XCTAssertEqual([r, g], [1, 1])

        var h: CGFloat = -1, s: CGFloat = -1, v: CGFloat = -1
        XCTAssertTrue(
            UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        XCTAssertEqual(h, 30.0 / 360, accuracy: 1e-12)
        XCTAssertEqual(s, 1, accuracy: 1e-12)
        XCTAssertEqual(v, 1, accuracy: 1e-12)
        XCTAssertTrue(UIColor.blue.getHue(&h, saturation: &s, brightness: &v, alpha: nil))
        XCTAssertEqual(h, 240.0 / 360, accuracy: 1e-12)
        XCTAssertTrue(
            UIColor(red: 0.2, green: 0.4, blue: 0.4, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: nil))
        XCTAssertEqual(h, 180.0 / 360, accuracy: 1e-12)
        XCTAssertEqual(s, 0.5, accuracy: 1e-12)
        XCTAssertEqual(v, 0.4, accuracy: 1e-12)
        XCTAssertTrue(UIColor(white: 0.5, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: nil))
        XCTAssertEqual([h, s, v], [0, 0, 0.5])

        var w: CGFloat = -1
        XCTAssertTrue(UIColor(white: 0.25, alpha: 0.5).getWhite(&w, alpha: &a))
        XCTAssertEqual([w, a], [0.25, 0.5])
        XCTAssertTrue(UIColor.black.getWhite(&w, alpha: nil))
        XCTAssertEqual(w, 0)
        w = -1
        XCTAssertFalse(UIColor.red.getWhite(&w, alpha: nil), "an sRGB colour is not in a grey space")
        XCTAssertEqual(w, -1, "nothing written")

        // A dynamic colour answers for the current traits: label is black in light, white in dark.
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            XCTAssertTrue(UIColor.label.getRed(&r, green: &g, blue: &b, alpha: &a))
        }
        XCTAssertEqual([r, g, b, a], [1, 1, 1, 1])
    }

    /// `UIButton(type: .contactAdd)` sized to fit is 24 1/3 x 23 2/3 pt on iOS 17 (the size
    /// the iOS simulator reports), not the 30-point minimum of titled buttons; the info types
    /// show the same circle.
    func testCircleSymbolButtonsSizeToFit() {
        for type in [UIButton.ButtonType.contactAdd, .infoLight, .infoDark, .detailDisclosure] {
            let b = UIButton(type: type)
            b.sizeToFit()
            XCTAssertEqual(b.bounds.width, 73.0 / 3, accuracy: 1e-9, "\(type)")
            XCTAssertEqual(b.bounds.height, 71.0 / 3, accuracy: 1e-9, "\(type)")
            XCTAssertEqual(b.intrinsicContentSize, b.bounds.size)
        }
        let titled = UIButton(type: .contactAdd)
        titled.setTitle("Add", for: .normal)
        XCTAssertGreaterThanOrEqual(titled.intrinsicContentSize.height, 30, "a title brings back the usual rule")
    }

    /// A controller's root view in a `UIWindow(frame:)` laid out with `layoutIfNeeded()`, no
    /// stage recording, has the phone's margins and safe area as in a recording: 16 pt side
    /// margins in a compact width (Apple's `systemMinimumLayoutMargins`) and the 20 pt status
    /// bar at the top of the 375 x 667 phone.
    func testAWindowOutsideARecordingHasTheDevicesMarginsAndSafeArea() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let screen = UIViewController()
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        screen.view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: screen.view.layoutMarginsGuide.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: screen.view.layoutMarginsGuide.trailingAnchor),
            bar.topAnchor.constraint(equalTo: screen.view.safeAreaLayoutGuide.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        XCTAssertEqual(screen.view.safeAreaInsets.top, 20)
        XCTAssertEqual(screen.view.layoutMargins.left, 16)
        XCTAssertEqual(bar.frame, CGRect(x: 16, y: 20, width: 343, height: 44))
    }
}
