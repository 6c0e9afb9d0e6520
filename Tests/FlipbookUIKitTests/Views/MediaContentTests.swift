import XCTest
import FlipbookCore
@testable import FlipbookUIKit

/// UIImage, UIImageView, layer contents, UIFont and UILabel as SEMANTICS.md §14 describes them.
final class MediaContentTests: XCTestCase {
    static let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("fixtures/images")
    var temporary: [URL] = []

    override func tearDown() {
        for u in temporary { try? FileManager.default.removeItem(at: u) }
        temporary = []
        unsetenv("FLIPBOOK_IMAGE_PATH")
    }

    func makeFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-uikit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        temporary.append(url)
        return url
    }

    // MARK: - UIImage

    func testImagesFromFilesDataAndNames() throws {
        let path = Self.images.appendingPathComponent("landscape-1.png").path
        let image = try XCTUnwrap(UIImage(contentsOfFile: path))
        XCTAssertEqual(image.size, CGSize(width: 600, height: 400))
        XCTAssertEqual(image.scale, 1)
        XCTAssertEqual(image.cgImage?.width, 600)
        XCTAssertEqual(image.cgImage?.height, 400)

        // name@2x.png: 600 x 400 pixels at scale 2 are 300 x 200 points.
        let dir = try makeFolder()
        try FileManager.default.copyItem(atPath: path, toPath: dir.appendingPathComponent("hills@2x.png").path)
        setenv("FLIPBOOK_IMAGE_PATH", "/nonexistent:" + dir.path, 1)
        let named = try XCTUnwrap(UIImage(named: "hills"))
        XCTAssertEqual(named.scale, 2)
        XCTAssertEqual(named.size, CGSize(width: 300, height: 200))
        XCTAssertEqual(named.cgImage?.width, 600)
        XCTAssertNil(UIImage(named: "no-such-image"))
        XCTAssertTrue(UIImage.searchFolders(bundle: nil).suffix(2) == ["/nonexistent", dir.path])

        let jpeg = try Data(contentsOf: Self.images.appendingPathComponent("landscape-2.jpg"))
        XCTAssertEqual(UIImage(data: jpeg)?.size, CGSize(width: 600, height: 400))
        XCTAssertEqual(UIImage(data: jpeg, scale: 3)?.size, CGSize(width: 200, height: 400.0 / 3))
        XCTAssertEqual(
            UIImage(systemName: "star.fill")?.isSymbolImage, true, "Flipbook's own drawing (SEMANTICS.md §17)")
        // pngData() round-trips the pixels; a template is a new image of the same pixels.
        let again = try XCTUnwrap(UIImage(data: try XCTUnwrap(image.pngData())))
        XCTAssertEqual(again.content.bitmap, image.content.bitmap)
        let template = image.withRenderingMode(.alwaysTemplate)
        XCTAssertFalse(template === image)
        XCTAssertEqual(image.renderingMode, .automatic)
        XCTAssertEqual(template.renderingMode, .alwaysTemplate)
        XCTAssertEqual(template.content, image.content)
        XCTAssertTrue(template.withRenderingMode(.alwaysTemplate) === template)
        XCTAssertEqual(template.withRenderingMode(.alwaysOriginal).renderingMode, .alwaysOriginal)
    }

    func testBadImagesGiveNilAndAnErrorNamingTheFile() throws {
        let dir = try makeFolder()
        let path = dir.appendingPathComponent("broken.png").path
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]).write(to: URL(fileURLWithPath: path))
        XCTAssertNil(UIImage(contentsOfFile: path))
        XCTAssertThrowsError(try UIImage.load(contentsOfFile: path)) { e in
            XCTAssertTrue("\(e)".contains(path), "\(e)")
        }
        XCTAssertNil(UIImage(data: Data("not an image".utf8)))
    }

    // MARK: - UIImageView and contents

    func testImageViewShowsItsImageByContentMode() throws {
        let image = try XCTUnwrap(UIImage(contentsOfFile: Self.images.appendingPathComponent("landscape-1.png").path))
        let view = UIImageView(image: image)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 600, height: 400))
        XCTAssertEqual(view.contentMode, .scaleToFill)
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: 600, height: 400))
        view.contentMode = .scaleAspectFill
        view.clipsToBounds = true
        let state = view.layer.snapshot()
        XCTAssertEqual(state.content.image, image.content)
        XCTAssertEqual(state.content.gravity, .resizeAspectFill)
        XCTAssertTrue(state.masksToBounds)
        let pairs: [(UIView.ContentMode, ContentGravity)] = [
            (.scaleToFill, .resize), (.scaleAspectFit, .resizeAspect), (.scaleAspectFill, .resizeAspectFill),
            (.redraw, .resize), (.center, .center), (.top, .top), (.bottom, .bottom), (.left, .left),
            (.right, .right), (.topLeft, .topLeft), (.topRight, .topRight), (.bottomLeft, .bottomLeft),
            (.bottomRight, .bottomRight),
        ]
        XCTAssertEqual(pairs.count, UIView.ContentMode.allCases.count)
        for (mode, gravity) in pairs {
            view.contentMode = mode
            XCTAssertEqual(view.layer.snapshot().content.gravity, gravity, "\(mode)")
        }
        view.image = nil
        XCTAssertNil(view.layer.snapshot().content.image)
        XCTAssertEqual(UIView.ContentMode(rawValue: 2), .scaleAspectFill, "UIKit's raw values")
    }

    func testLayerContentsAndGravityAsOnIOS() throws {
        let image = try XCTUnwrap(UIImage(contentsOfFile: Self.images.appendingPathComponent("landscape-1.png").path))
        let layer = CALayer()
        XCTAssertNil(layer.contents)
        layer.contents = image.cgImage
        XCTAssertEqual((layer.contents as? CGImage)?.width, 600)
        XCTAssertEqual(layer.contentsGravity, .resize)
        // iOS layers do not flip their contents: "top" shows at the bottom of the screen.
        layer.contentsGravity = .top
        XCTAssertEqual(layer.snapshot().content.gravity, .bottom)
        XCTAssertEqual(layer.contentsGravity, .top)
        layer.contentsGravity = .bottomLeft
        XCTAssertEqual(layer.snapshot().content.gravity, .topLeft)
        layer.contents = "not an image"
        XCTAssertNil(layer.snapshot().content.image, "anything but a CGImage draws nothing")
    }

    func testImageChangesAreNotAnimatedButAlphaIs() throws {
        let first = try XCTUnwrap(UIImage(contentsOfFile: Self.images.appendingPathComponent("landscape-1.png").path))
        let second = try XCTUnwrap(UIImage(contentsOfFile: Self.images.appendingPathComponent("landscape-2.png").path))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let view = UIImageView(image: first)
        view.accessibilityIdentifier = "photo"
        window.addSubview(view)
        let t = try Stage(window: window).record {
            UIView.animate(
                withDuration: 1,
                animations: {
                    view.image = second
                    view.alpha = 0
                })
        }
        // Alpha animates (ease in-out, half way at 0.5 s); the image is the new one at once.
        XCTAssertEqual(t.animations.count, 1)
        XCTAssertEqual(try t.layer("photo", at: 0.5).opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(try t.layer("photo", at: 0).content.image, second.content)
    }

    // MARK: - UIFont

    func testFontsSizesAndWeights() throws {
        let styles: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in styles {
            let f = UIFont.preferredFont(forTextStyle: style)
            XCTAssertEqual(f.pointSize, size, "\(style.rawValue)")
            XCTAssertEqual(f.fontDescription.weight, style == .headline ? 600 : 400, "\(style.rawValue)")
        }
        let weights: [(UIFont.Weight, Int)] = [
            (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400),
            (.medium, 500), (.semibold, 600), (.bold, 700), (.heavy, 800), (.black, 900),
        ]
        for (w, ot) in weights { XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: w).fontDescription.weight, ot) }
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 12).fontName, "Inter-Bold")
        XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName, "Inter-SemiBold")
        // Line metrics are San Francisco's, as iOS reports them (SF Pro's 2048 units per em,
        // ascender 1950, descender 494): 2444 / 2048 * 17 = 20.287; ascender 16.187.
        let body = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(Double(body.lineHeight), 20.287, accuracy: 0.002)
        XCTAssertEqual(Double(body.ascender), 16.187, accuracy: 0.002)
        XCTAssertEqual(Double(body.descender), -4.101, accuracy: 0.002)
    }

    func testFontNamesAndTheFallbackForUnknownOnes() throws {
        let inter = try XCTUnwrap(UIFont(name: "Inter-SemiBold", size: 20))
        XCTAssertEqual(inter.fontDescription, FontDescription(family: "Inter", weight: 600, pointSize: 20))
        // An app's own font is not here: the system font with the weight its name says.
        let avenir = try XCTUnwrap(UIFont(name: "Avenir-Heavy", size: 18))
        XCTAssertEqual(avenir.fontDescription, FontDescription(weight: 800, pointSize: 18))
        XCTAssertEqual(avenir.fontName, "Avenir-Heavy")
        XCTAssertEqual(avenir.familyName, "Inter")
        XCTAssertEqual(
            UIFont(name: "HelveticaNeue-SemiboldItalic", size: 12)?.fontDescription,
            FontDescription(weight: 600, pointSize: 12, italic: true))
        XCTAssertEqual(UIFont(name: "Georgia", size: 12)?.fontDescription, FontDescription(pointSize: 12))
        XCTAssertNil(UIFont(name: "", size: 12))
        XCTAssertEqual(UIFont(name: "x", size: .nan)?.pointSize, 17, "a NaN size falls back to 17")
    }

    // MARK: - UILabel

    func testLabelDefaultsAndSizeToFit() throws {
        let label = UILabel(frame: CGRect(x: 16, y: 40, width: 10, height: 10))
        XCTAssertEqual(label.numberOfLines, 1)
        XCTAssertEqual(label.lineBreakMode, .byTruncatingTail)
        XCTAssertEqual(label.textAlignment, .natural)
        // UIKit's default is the dynamic `.label`, black in light mode.
        XCTAssertEqual(label.textColor, .label)
        XCTAssertEqual(
            label.textColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).rgba, RGBA.black)
        XCTAssertEqual(label.font.pointSize, 17)
        XCTAssertNil(label.backgroundColor)
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 100, height: 100)), .zero, "no text, no size")
        label.text = "Hello, world"
        label.sizeToFit()
        // One SF line, 20.287 pt, and the stand-in's advances with SF's -0.026 em tracking at
        // 17 pt (89.91 pt), each rounded up to the screen's pixels (2x here): 90 x 20.5. iOS's
        // single-line body label at 3x is 20.33 tall, the same line rounded up to thirds.
        XCTAssertEqual(label.frame, CGRect(x: 16, y: 40, width: 90, height: 20.5))
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 90, height: 20.5))
        let text = try XCTUnwrap(label.layer.snapshot().content.text)
        XCTAssertEqual(text.text, "Hello, world")
        XCTAssertEqual(text.alignment, .left)
        XCTAssertEqual(text.lineBreak, .truncateTail)
        XCTAssertEqual(text.color, .black)

        // Several lines wrap within the width asked: "Hello," / "wonderful" / "world" in 80 pt
        // is 3 lines, 3 * 20.287 = 60.86 -> 61 pt high, each line under 80 pt wide.
        label.text = "Hello, wonderful world"
        label.numberOfLines = 0
        let fit = label.sizeThatFits(CGSize(width: 80, height: 1000))
        XCTAssertEqual(fit.height, 61)
        XCTAssertLessThanOrEqual(fit.width, 80)
        label.numberOfLines = 2
        // Two lines: 2 * 20.287 = 40.57 -> 41 (iOS gives two 17 pt lines 40.67 at 3x).
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 80, height: 1000)).height, 41, "2 * 20.287 = 40.57 -> 41")
        // intrinsicContentSize wraps within preferredMaxLayoutWidth, else only at newlines.
        XCTAssertEqual(label.intrinsicContentSize.height, 20.5)
        label.preferredMaxLayoutWidth = 80
        XCTAssertEqual(label.intrinsicContentSize.height, 41)
    }

    func testAMegabyteLabelIsCutNotACrash() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        label.text = String(repeating: "x", count: 1_000_000)
        XCTAssertEqual(label.text?.count, 1_000_000, "the label keeps its text")
        let drawn = try XCTUnwrap(label.layer.snapshot().content.text)
        XCTAssertTrue(drawn.wasShortened)
        XCTAssertEqual(drawn.text.utf8.count, 65_536)
        label.sizeToFit()
        XCTAssertGreaterThan(label.frame.width, 375)
    }

    func testAttributedTextTakesTheFirstRunsFontAndColour() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.attributedText = NSAttributedString(
            string: "Share",
            attributes: [
                .font: UIFont.preferredFont(forTextStyle: .headline), .foregroundColor: UIColor.systemBlue,
            ])
        XCTAssertEqual(label.text, "Share")
        XCTAssertEqual(label.font, UIFont.systemFont(ofSize: 17, weight: .semibold))
        XCTAssertEqual(label.textColor, UIColor.systemBlue)
        let text = try XCTUnwrap(label.layer.snapshot().content.text)
        XCTAssertEqual(text.font, FontDescription(weight: 600, pointSize: 17))
        XCTAssertEqual(text.color, RGBA(hex: 0x007AFF))
        XCTAssertEqual(label.attributedText?.string, "Share")
        label.attributedText = nil
        XCTAssertNil(label.layer.snapshot().content.text)
    }
}
