import Foundation
import FlipbookUIKit

/// The photos of screens G and D (the showcase's scenes of real apps): the project's six
/// 600 x 400 landscapes (fixtures/images, drawn by `LandscapeGenerator`), shipped as a
/// resource of this module, `Photos/landscape-1.png` ... `landscape-6.png`.
public enum ShowcasePhotos {
    /// The folder holding the photos: `Photos` in the module's resource bundle, which SwiftPM
    /// puts next to the executable (or the test bundle); nil when it is missing (the
    /// executable was moved without its `Flipbook_FlipbookShowcase.resources` folder).
    public static let folder: URL? = {
        let name = "Flipbook_FlipbookShowcase.resources"
        var places = [Bundle.main.bundleURL]
        if let exe = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            places.append(exe.deletingLastPathComponent())
        }
        for place in places {
            let photos = place.appendingPathComponent(name).appendingPathComponent("Photos")
            if FileManager.default.fileExists(atPath: photos.appendingPathComponent("landscape-1.png").path) {
                return photos
            }
        }
        return nil
    }()

    /// The bundle `UIImage(named:in:compatibleWith:)` searches for the photos.
    public static var bundle: Bundle? { folder.flatMap { Bundle(path: $0.path) } }

    /// Photo `index` (0-based, 0...5); nil (with the reason on standard error) when missing.
    public static func image(_ index: Int) -> UIImage? {
        UIImage(named: "landscape-\(index + 1)", in: bundle, compatibleWith: nil)
    }

    /// The caption of the photo on screen D.
    public static let caption = "Noon over the lake"
}

/// Screen G: the grid of six photos under a large "Photos" title.
public final class PhotoGridViewController: UIViewController {
    /// The six cells, row by row (image views, `scaleAspectFill`, clipped, radius 8).
    public private(set) var cells: [UIImageView] = []

    /// Builds the grid: title (16, 52, 343, 41), cells 117 x 117 at x = 8, 129, 250 and y = 110, 231 (`loadView()`).
    public override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.backgroundColor = UIColor(hex: 0xF2F2F7)
        root.accessibilityIdentifier = "G.root"
        let title = UILabel(frame: CGRect(x: 16, y: 52, width: 343, height: 41))
        title.text = "Photos"
        title.font = UIFont.systemFont(ofSize: UIFont.preferredFont(forTextStyle: .largeTitle).pointSize, weight: .bold)
        title.textColor = .black
        title.accessibilityIdentifier = "G.title"
        root.addSubview(title)
        for row in 0..<2 {
            for column in 0..<3 {
                let i = row * 3 + column
                let xs: [CGFloat] = [8, 129, 250], ys: [CGFloat] = [110, 231]
                let cell = UIImageView(image: ShowcasePhotos.image(i))
                cell.frame = CGRect(x: xs[column], y: ys[row], width: 117, height: 117)
                cell.contentMode = .scaleAspectFill
                cell.clipsToBounds = true
                cell.layer.cornerRadius = 8
                cell.accessibilityIdentifier = "G.cell\(i + 1)"
                root.addSubview(cell)
                cells.append(cell)
            }
        }
        view = root
    }
}

/// Screen D: the second photo, aspect-fit across the width, and its caption, on black.
public final class PhotoDetailViewController: UIViewController {
    /// The image view (0, 208.5, 375, 250), `scaleAspectFit`, showing the second image.
    public private(set) var imageView: UIImageView!

    /// Builds the detail screen: image (0, 208.5, 375, 250), caption (16, 474.5, 343, 22) (`loadView()`).
    public override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.backgroundColor = UIColor(hex: 0x000000)
        root.accessibilityIdentifier = "D.root"
        imageView = UIImageView(image: ShowcasePhotos.image(1))
        imageView.frame = CGRect(x: 0, y: 208.5, width: 375, height: 250)
        imageView.contentMode = .scaleAspectFit
        imageView.accessibilityIdentifier = "D.image"
        root.addSubview(imageView)
        let caption = UILabel(frame: CGRect(x: 16, y: 474.5, width: 343, height: 22))
        caption.text = ShowcasePhotos.caption
        caption.font = UIFont.preferredFont(forTextStyle: .body)
        caption.textColor = .white
        caption.textAlignment = .center
        caption.accessibilityIdentifier = "D.caption"
        root.addSubview(caption)
        view = root
    }
}
