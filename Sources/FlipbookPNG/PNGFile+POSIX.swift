import Glibc

/// The POSIX calls behind `PNGFile`: every `open`, `read`, `write`, `close` and
/// `rename` result is checked here and becomes `PNGError.io` with `strerror`'s text.
extension PNGFile {
    /// Every byte of the file at `path`.
    static func readAll(_ path: String) throws -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ioError(path, "opening it", errno) }
        defer { close(fd) }  // Read-only: a failing close loses nothing.

        var info = stat()
        let sizeHint = fstat(fd, &info) == 0 ? Int(info.st_size) : 0
        var chunk = [UInt8](repeating: 0, count: min(max(sizeHint + 1, 1 << 16), 1 << 26))
        var result: [UInt8] = []
        result.reserveCapacity(sizeHint)
        while true {
            let got = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if got < 0 {
                if errno == EINTR { continue }
                throw ioError(path, "reading it", errno)
            }
            if got == 0 { return result }
            result.append(contentsOf: chunk[0..<got])
        }
    }

    /// Writes `bytes` to a fresh temporary file beside `path`, then renames it over
    /// `path`; on any failure removes the temporary and throws `.io` naming `path`.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let (folder, name) = split(path)
        guard !name.isEmpty, name != ".", name != ".." else {
            throw PNGError.io(path: path, message: "the path does not name a file")
        }
        // Unique per process (pid) and per call (64 random bits), hidden by the dot.
        let token = String(UInt64.random(in: .min ... .max), radix: 16)
        let temporary = "\(folder).\(name).\(getpid()).\(token).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ioError(path, "creating a temporary file in its folder", errno) }

        var failure = writeAll(bytes, to: fd)
        if close(fd) != 0, failure == nil {  // NFS and some full disks report only here.
            failure = ("closing the temporary file", errno)
        }
        if failure == nil, rename(temporary, path) != 0 {
            failure = ("renaming the temporary file onto it", errno)
        }
        if let (step, code) = failure {
            unlink(temporary)
            throw ioError(path, step, code)
        }
    }

    /// Writes all of `bytes` to `fd`, retrying short writes and `EINTR`; the failing
    /// step and errno, or nil.
    private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> (String, Int32)? {
        bytes.withUnsafeBytes { buffer -> (String, Int32)? in
            var offset = 0
            while offset < buffer.count {
                let wrote = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if wrote < 0 {
                    if errno == EINTR { continue }
                    return ("writing the temporary file", errno)
                }
                if wrote == 0 { return ("writing the temporary file (no progress)", EIO) }
                offset += wrote
            }
            return nil
        }
    }

    /// `path` split after its last "/": the folder with its slash ("" for none) and the name.
    private static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }

    private static func ioError(_ path: String, _ step: String, _ code: Int32) -> PNGError {
        .io(path: path, message: "\(step): \(String(cString: strerror(code)))")
    }
}
