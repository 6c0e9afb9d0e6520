import FlipbookCore
import FlipbookImageIO

/// fuzz target `image`: the image decoder behind `UIImage` (PNG through libpng, JPEG through
/// libjpeg-turbo, chosen by the file's signature).
enum ImageInvariants {
    /// Any bytes: decoding either throws an `ImageError` with a description, or gives a
    /// consistent bitmap of at most 16,384 px a side and 64 Mpx.
    static func check(_ input: [UInt8]) throws {
        let bitmap: Bitmap
        do {
            bitmap = try ImageDecoder().decode(input)
        } catch let error as ImageError {
            try invariant(!error.description.isEmpty, "an ImageError without a description")
            return
        } catch {
            throw FuzzViolation(description: "decode threw a non-ImageError: \(error)")
        }
        try decodedBitmapInvariants(bitmap)
    }
}
