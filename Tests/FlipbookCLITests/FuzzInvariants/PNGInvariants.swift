import FlipbookCore
import FlipbookPNG

/// fuzz target `png`: the PNG decoder (goldens and `flipbook diff` read PNGs from disk).
enum PNGInvariants {
    /// Any bytes: decoding either throws a `PNGError` (not PNG, libpng's error, too large)
    /// with a description, or gives a consistent bitmap of at most 16,384 px a side and
    /// 64 Mpx, which survives an encode/decode round trip unchanged (checked up to 256 Kpx).
    static func check(_ input: [UInt8]) throws {
        let bitmap: Bitmap
        do {
            bitmap = try PNGDecoder().decode(input)
        } catch let error as PNGError {
            switch error {
            case .notPNG, .libpng, .tooLarge: break
            default: throw FuzzViolation(description: "decode threw an unexpected PNGError: \(error)")
            }
            try invariant(!error.description.isEmpty, "a PNGError without a description")
            return
        } catch {
            throw FuzzViolation(description: "decode threw a non-PNGError: \(error)")
        }
        try decodedBitmapInvariants(bitmap)
        if bitmap.width * bitmap.height <= 1 << 18 {
            do {
                let again = try PNGDecoder().decode(PNGEncoder().encode(bitmap))
                try invariant(again == bitmap, "encode/decode round trip changed the bitmap")
            } catch let v as FuzzViolation {
                throw v
            } catch {
                throw FuzzViolation(description: "re-encoding a decoded bitmap failed: \(error)")
            }
        }
    }
}
