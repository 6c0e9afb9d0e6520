#if os(Linux)
import Foundation
import XCTest
// Found by the compiler when a test file imports Swift Testing with UIKit or CoreGraphics.
import _Testing_CoreGraphics
import _Testing_UIKit

/// How a value of type `Value` becomes a snapshot of type `Format` (an image, a string), where
/// the snapshot is stored (`pathExtension`) and how two snapshots compare (`diffing`): the
/// library's strategy type, with its names and shapes.
public struct Snapshotting<Value, Format> {
    /// The reference file's extension ("png", "txt"); nil: the file has none.
    public var pathExtension: String?
    /// How snapshots are stored and compared.
    public var diffing: Diffing<Format>
    /// Takes the snapshot, possibly later (`Async`).
    public var snapshot: (Value) -> Async<Format>
    /// Flipbook: a strategy whose snapshot is more than one file (a transition's frames) checks
    /// itself, given where its reference goes; nil for every single-file strategy.
    var verifyInPlace: ((_ value: Value, _ reference: URL, _ record: SnapshotTestingConfiguration.Record) -> String?)?

    /// A strategy whose snapshot is taken asynchronously.
    public init(
        pathExtension: String?, diffing: Diffing<Format>,
        asyncSnapshot: @escaping (_ value: Value) -> Async<Format>
    ) {
        self.pathExtension = pathExtension; self.diffing = diffing; self.snapshot = asyncSnapshot
    }

    /// A strategy whose snapshot is taken at once.
    public init(pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping (_ value: Value) -> Format) {
        self.init(pathExtension: pathExtension, diffing: diffing) { Async(value: snapshot($0)) }
    }

    /// The same strategy for another value, turned into this one's first.
    public func pullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) -> Value) -> Snapshotting<
        NewValue, Format
    > {
        asyncPullback { Async(value: transform($0)) }
    }

    /// The same strategy for another value, turned into this one's asynchronously.
    public func asyncPullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) -> Async<Value>)
        -> Snapshotting<NewValue, Format>
    {
        let snapshot = self.snapshot
        var pulled = Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { newValue in
            Async { callback in transform(newValue).run { value in snapshot(value).run(callback) } }
        }
        if let inPlace = verifyInPlace {
            pulled.verifyInPlace = { newValue, url, record in
                var result: String?
                var value: Value?
                transform(newValue).run { value = $0 }
                guard let value else { return "Couldn't snapshot value" }
                result = inPlace(value, url, record)
                return result
            }
        }
        return pulled
    }
}

/// A strategy whose value is its own snapshot (`Snapshotting<UIImage, UIImage>`).
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == Format {
    /// The value itself is the snapshot.
    public init(pathExtension: String?, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing) { $0 }
    }
}

/// How snapshots of a format are written, read back and compared.
public struct Diffing<Value> {
    /// The bytes of the reference file.
    public var toData: (Value) -> Data
    /// A snapshot from a reference file's bytes.
    public var fromData: (Data) -> Value
    /// nil when the two match; else the failure's text and its attachments.
    public var diff: (Value, Value) -> (String, [XCTAttachment])?

    /// Creates a diffing from its three parts.
    public init(
        toData: @escaping (_ value: Value) -> Data, fromData: @escaping (_ data: Data) -> Value,
        diff: @escaping (_ lhs: Value, _ rhs: Value) -> (String, [XCTAttachment])?
    ) {
        self.toData = toData; self.fromData = fromData; self.diff = diff
    }
}

/// A value handed to a callback, now or later.
public struct Async<Value> {
    /// Runs the work, handing its value to the callback.
    public let run: (@escaping (Value) -> Void) -> Void

    /// Work that calls its callback when done.
    public init(run: @escaping (_ callback: @escaping (Value) -> Void) -> Void) { self.run = run }

    /// A value that is ready now.
    public init(value: Value) { self.init { $0(value) } }

    /// The value transformed.
    public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Async<NewValue> {
        let run = self.run
        return Async<NewValue> { callback in run { callback(transform($0)) } }
    }
}

/// A file or text attached to a failure. XCTest on Linux keeps no attachments, so these are
/// kept only for the failure's strategies to build (the failed snapshot is written to
/// `SNAPSHOT_ARTIFACTS` either way).
public struct XCTAttachment {
    /// The attachment's name ("reference", "failure", "difference").
    public var name: String?
    /// Its bytes.
    public var data: Data
    /// Its type ("public.png", "public.plain-text").
    public var uniformTypeIdentifier: String

    /// Bytes of a type.
    public init(data: Data, uniformTypeIdentifier: String) {
        self.data = data; self.uniformTypeIdentifier = uniformTypeIdentifier
    }
    /// Bytes.
    public init(data: Data) { self.init(data: data, uniformTypeIdentifier: "public.data") }
    /// A text.
    public init(string: String) { self.init(data: Data(string.utf8), uniformTypeIdentifier: "public.plain-text") }
}
#endif
