import Foundation
import FlipbookStoryboard

/// The coder UIKit's `init?(coder:)` receives when a storyboard or nib makes an object: it
/// carries the object's values as the file wrote them (`IBObject`), and answers what apps ask
/// of a coder (`containsValue(forKey:)`, `decodeObject(forKey:)`, `decodeBool(forKey:)`,
/// `decodeInteger(forKey:)`, `decodeDouble(forKey:)`) with the file's attribute names as keys
/// (`text`, `alpha`, `storyboardIdentifier`, ...; UIKit's private `UI...` keys are not
/// modelled). `UIView.init?(coder:)` and `UIViewController.init?(coder:)` read their
/// properties from it, as UIKit's do.
public final class StoryboardCoder: NSCoder {
    /// The object being made.
    public let object: IBObject
    /// The whole file (resources: the values of named and system colours).
    public let document: IBDocument
    /// The bundle the file came from (images and colours by name).
    public let bundle: Bundle?

    init(object: IBObject, document: IBDocument, bundle: Bundle?) {
        self.object = object
        self.document = document
        self.bundle = bundle
        super.init()
    }

    public override var allowsKeyedCoding: Bool { true }
    public override func containsValue(forKey key: String) -> Bool {
        object.properties[key] != nil || object.strings[key] != nil || object.colors[key] != nil
            || object.fonts[key] != nil
    }
    public override func decodeObject(forKey key: String) -> Any? {
        if let c = object.colors[key] { return StoryboardValues.color(c, document: document, bundle: bundle) }
        if let f = object.fonts[key] { return StoryboardValues.font(f) }
        return object.properties[key] ?? object.strings[key]
    }
    public override func decodeBool(forKey key: String) -> Bool { object.bool(key) ?? false }
    public override func decodeInteger(forKey key: String) -> Int {
        object.number(key).flatMap { Int(exactly: $0.rounded()) } ?? 0
    }
    public override func decodeInt32(forKey key: String) -> Int32 { Int32(clamping: decodeInteger(forKey: key)) }
    public override func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }
    public override func decodeDouble(forKey key: String) -> Double { object.number(key) ?? 0 }
    public override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }
}
