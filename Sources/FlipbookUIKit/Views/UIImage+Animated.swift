import Foundation
import FlipbookCore

extension UIImage {
    /// `UIImage.animatedImage(with:duration:)`: an image whose `images` are the frames and whose
    /// `duration` is one pass. It is drawn as its first frame (SEMANTICS.md §14); nil for no
    /// frames, as in UIKit.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        let image = UIImage(content: first.content)
        image.images = images
        image.duration = duration.isFinite ? max(0, duration) : 0
        return image
    }
}
