import Foundation
import FlipbookCore

/// Parsers for option values; each error names the bad value and the accepted range.
public enum Values {
    /// The largest frame rate accepted.
    public static let maxFPS = 240.0
    /// The largest scale accepted.
    public static let maxScale = 8.0
    /// The largest number of worker threads.
    public static let maxJobs = 64

    /// `--fps`: a finite number in (0, 240].
    public static func fps(_ s: String) throws -> Double {
        guard let v = Double(s), v.isFinite, v > 0, v <= maxFPS else {
            throw CLIError.usage("--fps must be a number greater than 0 and at most \(Int(maxFPS)); got '\(s)'")
        }
        return v
    }

    /// `--scale`: a finite number in (0, 8].
    public static func scale(_ s: String) throws -> Double {
        guard let v = Double(s), v.isFinite, v > 0, v <= maxScale else {
            throw CLIError.usage("--scale must be a number greater than 0 and at most \(Int(maxScale)); got '\(s)'")
        }
        return v
    }

    /// `--jobs`: a whole number in 1...64.
    public static func jobs(_ s: String) throws -> Int {
        guard let v = Int(s), v >= 1, v <= maxJobs else {
            throw CLIError.usage("--jobs must be a whole number from 1 to \(maxJobs); got '\(s)'")
        }
        return v
    }

    /// `--frames`: "0-10,15" -> the listed frame indices, in increasing order without
    /// repeats, each checked against `count` frames of scene `scene`.
    public static func frames(_ s: String, count: Int, scene: String) throws -> [Int] {
        let spec = s.trimmingCharacters(in: .whitespaces)
        guard !spec.isEmpty else { throw CLIError.usage("--frames is empty; expected a list like 0-10,15") }
        var chosen = Set<Int>()
        for part in spec.split(separator: ",", omittingEmptySubsequences: false) {
            let p = part.trimmingCharacters(in: .whitespaces)
            let bounds = p.split(separator: "-", omittingEmptySubsequences: false)
            func number(_ t: Substring) throws -> Int {
                guard !t.isEmpty, t.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(t) else {
                    throw CLIError.usage("--frames '\(s)' is malformed at '\(p)'; expected frame numbers and ranges like 0-10,15")
                }
                return n
            }
            let lo: Int, hi: Int
            switch bounds.count {
            case 1: lo = try number(bounds[0]); hi = lo
            case 2: lo = try number(bounds[0]); hi = try number(bounds[1])
            default:
                throw CLIError.usage("--frames '\(s)' is malformed at '\(p)'; expected frame numbers and ranges like 0-10,15")
            }
            guard lo <= hi else { throw CLIError.usage("--frames range '\(p)' runs backwards; write \(hi)-\(lo)") }
            guard hi < count else {
                throw CLIError.usage("--frames '\(p)' is outside scene \(scene), which has \(count) frames (0-\(count - 1))")
            }
            for k in lo...hi { chosen.insert(k) }
        }
        return chosen.sorted()
    }

    /// `--out`: creates the folder if needed and checks that files can be written in it.
    public static func outputFolder(_ path: String) throws -> URL {
        guard !path.isEmpty else { throw CLIError.usage("--out is empty; give a folder path") }
        let url = URL(fileURLWithPath: path)
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) {
            guard isDir.boolValue else { throw CLIError.usage("--out '\(path)' exists and is not a folder") }
        } else {
            do { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) } catch {
                throw CLIError.usage("--out '\(path)' cannot be created: \(describe(error))")
            }
        }
        let probe = url.appendingPathComponent(".flipbook-write-test-\(getpid())")
        let fd = open(probe.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else {
            throw CLIError.usage("--out '\(path)' is not a writable folder: \(String(cString: strerror(errno)))")
        }
        close(fd)
        unlink(probe.path)
        return url
    }

    /// A short text for an error from Foundation or POSIX.
    static func describe(_ error: Error) -> String {
        let ns = error as NSError
        if let under = ns.userInfo[NSUnderlyingErrorKey] as? NSError, under.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(under.code)))
        }
        return "\(error)"
    }
}
