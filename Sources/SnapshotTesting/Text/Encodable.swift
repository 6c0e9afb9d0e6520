#if os(Linux)
import Foundation

extension Snapshotting where Value: Encodable, Format == String {
    /// The value as pretty-printed JSON with sorted keys (`.json`).
    public static var json: Snapshotting {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return .json(encoder)
    }

    /// The value as JSON from `encoder` (`.json`).
    public static func json(_ encoder: JSONEncoder) -> Snapshotting {
        var s = SimplySnapshotting.lines.pullback { (value: Value) in
            (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "(not encodable)"
        }
        s.pathExtension = "json"
        return s
    }

    /// The value as an XML property list (`.plist`).
    public static var plist: Snapshotting {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        return .plist(encoder)
    }

    /// The value as a property list from `encoder` (`.plist`).
    public static func plist(_ encoder: PropertyListEncoder) -> Snapshotting {
        var s = SimplySnapshotting.lines.pullback { (value: Value) in
            (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "(not encodable)"
        }
        s.pathExtension = "plist"
        return s
    }
}

extension Snapshotting where Format == String {
    /// A JSON object (dictionaries, arrays, strings, numbers) as pretty-printed JSON with
    /// sorted keys, through `JSONSerialization`.
    @_disfavoredOverload
    public static var json: Snapshotting {
        var s = SimplySnapshotting.lines.pullback { (value: Value) in
            (try? JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys]))
                .map { String(decoding: $0, as: UTF8.self) } ?? "(not a JSON object)"
        }
        s.pathExtension = "json"
        return s
    }
}

extension Diffing where Value == Data {
    /// Bytes compared exactly; a failure says how many bytes each has.
    public static var data: Diffing {
        Diffing(toData: { $0 }, fromData: { $0 }) { old, new in
            guard old != new else { return nil }
            let message =
                old.count == new.count
                ? "Expected data to match" : "Expected \(new) to match \(old)"
            return (message, [])
        }
    }
}

extension Snapshotting where Value == Data, Format == Data {
    /// Bytes as a file without an extension.
    public static var data: Snapshotting { SimplySnapshotting(pathExtension: nil, diffing: .data) }
}

extension Snapshotting {
    /// Waits `duration` seconds (the run loop runs meanwhile), then takes the snapshot as
    /// `strategy` does.
    public static func wait(for duration: TimeInterval, on strategy: Self) -> Self {
        var s = Self(pathExtension: strategy.pathExtension, diffing: strategy.diffing) { value in
            Async { callback in
                let until = Date(timeIntervalSinceNow: duration)
                while Date() < until { _ = RunLoop.current.run(mode: .default, before: until) }
                strategy.snapshot(value).run(callback)
            }
        }
        s.verifyInPlace = strategy.verifyInPlace
        return s
    }
}
#endif
