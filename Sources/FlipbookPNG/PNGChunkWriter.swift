import CPNG
import Glibc

/// Assembles a PNG file in one growable block of memory: the signature, then chunks
/// of 4-byte big-endian length, 4-byte type, data and a zlib `crc32` over type and data.
///
/// A class because it owns `malloc`ed memory, freed in `deinit`. Compressed data is
/// written straight into the block by zlib (see `openChunk` / `freeRegion`), so the
/// only copy is the final one into an exactly sized `[UInt8]`.
package final class PNGChunkWriter {
    /// The 8 bytes every PNG starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The most data bytes one chunk may hold (the PNG format's limit is 2^31 - 1).
    package static let maxChunkData = Int(Int32.max)

    private var base: UnsafeMutableRawPointer
    private var capacity: Int
    private(set) var count = 0
    /// Offset of the open chunk's length field, when a chunk is open.
    private var openChunkStart: Int?

    /// An empty writer with room for `capacity` bytes before it first grows.
    package init(capacity: Int) {
        self.capacity = max(capacity, 64)
        guard let memory = malloc(self.capacity) else { fatalError("PNG encoder: out of memory") }
        base = memory
    }

    deinit { free(base) }

    /// Appends raw bytes (outside or inside a chunk).
    package func append(_ bytes: [UInt8]) {
        reserve(bytes.count)
        bytes.withUnsafeBytes { (base + count).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        count += bytes.count
    }

    /// Appends `value` as 4 big-endian bytes.
    package func appendUInt32(_ value: UInt32) {
        reserve(4)
        (base + count).storeBytes(of: value.bigEndian, as: UInt32.self)
        count += 4
    }

    /// Starts a chunk of the 4-letter `type`; its length and CRC are filled in by `closeChunk`.
    package func openChunk(_ type: String) {
        precondition(openChunkStart == nil, "PNGChunkWriter: a chunk is already open")
        openChunkStart = count
        appendUInt32(0)
        append(Array(type.utf8))
    }

    /// Data bytes written into the open chunk so far.
    package var openChunkDataCount: Int {
        guard let start = openChunkStart else { return 0 }
        return count - start - 8
    }

    /// Ends the open chunk: writes its length and its CRC over type and data.
    package func closeChunk() {
        guard let start = openChunkStart else { preconditionFailure("PNGChunkWriter: no open chunk") }
        let dataCount = count - start - 8
        (base + start).storeBytes(of: UInt32(dataCount).bigEndian, as: UInt32.self)
        var crc: uLong = 0
        var offset = start + 4
        var left = dataCount + 4
        while left > 0 {  // crc32 takes a 32-bit length.
            let step = min(left, 1 << 30)
            crc = crc32(crc, (base + offset).assumingMemoryBound(to: Bytef.self), uInt(step))
            offset += step
            left -= step
        }
        openChunkStart = nil
        appendUInt32(UInt32(truncatingIfNeeded: crc))
    }

    /// A whole chunk in one call.
    package func writeChunk(_ type: String, _ data: [UInt8]) {
        openChunk(type)
        append(data)
        closeChunk()
    }

    /// Appends `bytes` to IDAT data, closing the open IDAT chunk and opening another
    /// whenever it reaches `maxChunkData`.
    package func appendIDAT(_ bytes: UnsafeRawBufferPointer) {
        var rest = bytes
        while !rest.isEmpty {
            let region = idatRoom()
            let step = min(region.count, rest.count)
            region.baseAddress!.copyMemory(from: rest.baseAddress!, byteCount: step)
            commit(step)
            rest = UnsafeRawBufferPointer(rebasing: rest[step...])
        }
    }

    /// At least 64 KiB of room for IDAT data in the open chunk, opening a new IDAT
    /// chunk first when the open one is nearly full (zlib wants more than a few
    /// bytes of room to finish a flush). Report what was written with `commit`.
    package func idatRoom() -> UnsafeMutableRawBufferPointer {
        let minimum = 1 << 16
        if Self.maxChunkData - openChunkDataCount < minimum {
            closeChunk()
            openChunk("IDAT")
        }
        let region = freeRegion(minimum: minimum)
        let room = min(region.count, Self.maxChunkData - openChunkDataCount)
        return UnsafeMutableRawBufferPointer(rebasing: region[..<room])
    }

    /// Uninitialised room after the written bytes, at least `minimum` bytes, for a
    /// producer (zlib) to fill; report what it wrote with `commit`.
    package func freeRegion(minimum: Int) -> UnsafeMutableRawBufferPointer {
        reserve(minimum)
        return UnsafeMutableRawBufferPointer(start: base + count, count: capacity - count)
    }

    /// Counts `written` bytes of the last `freeRegion` as written.
    package func commit(_ written: Int) {
        precondition(written >= 0 && count + written <= capacity)
        count += written
    }

    /// The written bytes, copied into an exactly sized array.
    package func bytes() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(start: base, count: count))
            initialized = count
        }
    }

    private func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        var newCapacity = capacity
        while newCapacity < count + extra { newCapacity *= 2 }
        guard let memory = realloc(base, newCapacity) else { fatalError("PNG encoder: out of memory") }
        base = memory
        capacity = newCapacity
    }
}
