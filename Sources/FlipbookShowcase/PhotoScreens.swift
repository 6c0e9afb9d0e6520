import Foundation
import FlipbookUIKit

/// Screens G (the photo grid) and D (the photo detail) of the showcase's scenes of real apps,
/// at their exact frames, with coloured stand-ins where the images and labels go: each
/// "image view" is a plain view of one colour (the six cells have six colours; the detail
/// shows the second), and each label is a thin bar inside the label's frame. The content
/// work replaces the stand-ins (`PhotoStandIns`) with image views and labels.
public enum PhotoStandIns {
    /// The six stand-in colours, one per cell, in grid order (row by row).
    public static let colors: [UInt32] = [0xFF3B30, 0x34C759, 0x5856D6, 0xFF9500, 0xAF52DE, 0x30B0C7]

    /// A stand-in for an image view showing image `index` (0-based).
    static func imageView(frame: CGRect, index: Int) -> UIView {
        let v = UIView(frame: frame)
        v.backgroundColor = UIColor(hex: colors[index])
        return v
    }

    /// A stand-in for a label in `frame`: a clear view holding a bar of `barSize`, placed at
    /// the left (`centred` false) or in the middle, vertically centred.
    static func label(frame: CGRect, bar barSize: CGSize, color: UIColor, centred: Bool) -> UIView {
        let slot = UIView(frame: frame)
        let x = centred ? (frame.width - barSize.width) / 2 : 0
        let bar = UIView(frame: CGRect(x: x, y: (frame.height - barSize.height) / 2,
                                       width: barSize.width, height: barSize.height))
        bar.backgroundColor = color
        bar.layer.cornerRadius = barSize.height / 2
        slot.addSubview(bar)
        return slot
    }
}

/// Screen G: the grid of six photos under a large "Photos" title.
public final class PhotoGridViewController: UIViewController {
    /// The six cells, row by row (image views, `scaleAspectFill`, clipped, radius 8).
    public private(set) var cells: [UIView] = []

    /// Builds the grid: title slot (16, 52, 343, 41), cells 117 x 117 at x = 8, 129, 250 and y = 110, 231 (`loadView()`).
    public override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.backgroundColor = UIColor(hex: 0xF2F2F7)
        root.accessibilityIdentifier = "G.root"
        let title = PhotoStandIns.label(frame: CGRect(x: 16, y: 52, width: 343, height: 41),
                                        bar: CGSize(width: 120, height: 24), color: UIColor(hex: 0x1C1C1E),
                                        centred: false)
        title.accessibilityIdentifier = "G.title"
        root.addSubview(title)
        for row in 0..<2 {
            for column in 0..<3 {
                let i = row * 3 + column
                let xs: [CGFloat] = [8, 129, 250], ys: [CGFloat] = [110, 231]
                let cell = PhotoStandIns.imageView(frame: CGRect(x: xs[column], y: ys[row], width: 117, height: 117), index: i)
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
    public private(set) var imageView: UIView!

    /// Builds the detail screen: image (0, 208.5, 375, 250), caption slot (16, 474.5, 343, 22) (`loadView()`).
    public override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        root.backgroundColor = UIColor(hex: 0x000000)
        root.accessibilityIdentifier = "D.root"
        imageView = PhotoStandIns.imageView(frame: CGRect(x: 0, y: 208.5, width: 375, height: 250), index: 1)
        imageView.accessibilityIdentifier = "D.image"
        root.addSubview(imageView)
        let caption = PhotoStandIns.label(frame: CGRect(x: 16, y: 474.5, width: 343, height: 22),
                                          bar: CGSize(width: 140, height: 10), color: .white, centred: true)
        caption.accessibilityIdentifier = "D.caption"
        root.addSubview(caption)
        view = root
    }
}
