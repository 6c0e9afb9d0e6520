// libFuzzer target: the image decoder behind UIImage (PNG through libpng, JPEG through
// libjpeg-turbo, chosen by signature). Built by fuzz/run.sh; not part of `swift build`.
import FlipbookCore
import FlipbookImageIO

/// Any bytes: decoding either throws an `ImageError` with a message or gives a consistent
/// bitmap within the decoder's limits. Never a crash, a hang, or more memory than the limits
/// allow (64 Mpx of RGBA).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImage(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let bitmap: Bitmap
    do {
        bitmap = try ImageDecoder().decode(bytes)
    } catch let error as ImageError {
        precondition(!error.description.isEmpty)
        return 0
    } catch {
        fatalError("decode threw a non-ImageError: \(error)")
    }
    precondition(bitmap.width >= 1 && bitmap.height >= 1)
    precondition(bitmap.width <= 16_384 && bitmap.height <= 16_384 && bitmap.width * bitmap.height <= 64 << 20)
    precondition(bitmap.pixels.count == bitmap.width * bitmap.height * 4)
    return 0
}
