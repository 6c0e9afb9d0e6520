import FlipbookPNG
import FlipbookCore

/// The canvas an animated PNG's frames are composited on (APNG specification, "Frame
/// composition"): it starts fully transparent; each frame's region is replaced
/// (`APNG_BLEND_OP_SOURCE`) or drawn over it (`APNG_BLEND_OP_OVER`, straight alpha), shown,
/// then left (`DISPOSE_OP_NONE`), cleared (`BACKGROUND`) or put back (`PREVIOUS`).
struct APNGCanvas {
    private var canvas: Bitmap

    /// A transparent canvas of `width` x `height` pixels.
    init(width: Int, height: Int) {
        canvas = Bitmap(width: width, height: height, fill: (0, 0, 0, 0))!
    }

    /// Draws `image` (the frame's own pixels) per `part`, returns the canvas as shown, and
    /// disposes of the region for the next frame.
    mutating func show(_ image: Bitmap, part: APNGDecoder.FramePart, isFirst: Bool) throws -> Bitmap {
        guard image.width == part.width, image.height == part.height else {
            throw APNGError.malformed(
                "a frame's image is \(image.width) x \(image.height), its fcTL says \(part.width) x \(part.height)")
        }
        let before = part.disposeOp == 2 ? canvas : nil
        let w = canvas.width
        for row in 0..<part.height {
            for column in 0..<part.width {
                let s = (row * part.width + column) * 4
                let d = ((part.y + row) * w + part.x + column) * 4
                if part.blendOp == 0 || image.pixels[s + 3] == 255 {
                    for c in 0..<4 { canvas.pixels[d + c] = image.pixels[s + c] }
                } else if image.pixels[s + 3] > 0 {
                    over(image.pixels[s..<(s + 4)], at: d)
                }
            }
        }
        let shown = canvas
        // A first frame disposed to "previous" is cleared instead (there is no previous).
        let dispose = isFirst && part.disposeOp == 2 ? 1 : part.disposeOp
        if dispose == 1 {
            for row in 0..<part.height {
                let start = ((part.y + row) * w + part.x) * 4
                for i in start..<(start + part.width * 4) { canvas.pixels[i] = 0 }
            }
        } else if dispose == 2, let before {
            canvas = before
        }
        return shown
    }

    /// Source-over of one straight-alpha pixel onto the canvas pixel at byte `d`.
    private mutating func over(_ source: ArraySlice<UInt8>, at d: Int) {
        let i = source.startIndex
        let sa = Double(source[i + 3]) / 255, da = Double(canvas.pixels[d + 3]) / 255
        let outA = sa + da * (1 - sa)
        for c in 0..<3 {
            let value = (Double(source[i + c]) * sa + Double(canvas.pixels[d + c]) * da * (1 - sa)) / outA
            canvas.pixels[d + c] = UInt8(min(255, value.rounded()))
        }
        canvas.pixels[d + 3] = UInt8((outA * 255).rounded())
    }
}
