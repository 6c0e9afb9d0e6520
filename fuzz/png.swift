// libFuzzer target: the PNG decoder (goldens and `flipbook diff` read PNGs from disk).
// Built by fuzz/run.sh; not part of `swift build`.
import FlipbookCore
import FlipbookPNG

/// Any bytes: decoding either throws a `PNGError` or gives a consistent bitmap, which
/// survives an encode/decode round trip unchanged. Never a crash, a hang, or more memory
/// than the decoder's limits allow (64 Mpx of RGBA).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let bitmap: Bitmap
    do {
        bitmap = try PNGDecoder().decode(bytes)
    } catch let error as PNGError {
        switch error {
        case .notPNG, .libpng, .tooLarge: break
        default: fatalError("decode threw an unexpected PNGError: \(error)")
        }
        precondition(!error.description.isEmpty)
        return 0
    } catch {
        fatalError("decode threw a non-PNGError: \(error)")
    }
    precondition(bitmap.width >= 1 && bitmap.height >= 1)
    precondition(bitmap.width <= 16_384 && bitmap.height <= 16_384 && bitmap.width * bitmap.height <= 64 << 20)
    precondition(bitmap.pixels.count == bitmap.width * bitmap.height * 4)
    if bitmap.width * bitmap.height <= 1 << 18 {
        do {
            let again = try PNGDecoder().decode(PNGEncoder().encode(bitmap))
            precondition(again == bitmap, "encode/decode round trip changed the bitmap")
        } catch {
            fatalError("re-encoding a decoded bitmap failed: \(error)")
        }
    }
    return 0
}
