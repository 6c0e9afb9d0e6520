import Foundation
import FlipbookCore

/// What a storyboard asks of an object's class: set an outlet, give an action, set an
/// inspectable property, each by the name the file writes.
public enum InterfaceBuilderRequest {
    /// Set `@IBOutlet` `name` (for a collection, the value is an array).
    case outlet(String, Any?)
    /// The `@IBAction` whose Objective-C selector is this (`close:`).
    case action(String)
    /// Set `@IBInspectable` (or any property the port registered) `name`.
    case inspectable(String, Any?)
    /// The `@IBSegueAction` whose Objective-C selector is this (`makeDetail:`), answered with
    /// an `.action` that takes an `InterfaceBuilderSegueActionCall`.
    case segueAction(String)
}

/// What an `@IBSegueAction` is called with, and what it made: the port's generated action
/// reads the coder, sender and identifier from it and stores the controller it returns.
public final class InterfaceBuilderSegueActionCall {
    public let coder: NSCoder
    public let sender: Any?
    public let segueIdentifier: String?
    /// The controller the segue action returned.
    public var made: UIViewController?

    init(coder: NSCoder, sender: Any?, segueIdentifier: String?) {
        self.coder = coder
        self.sender = sender
        self.segueIdentifier = segueIdentifier
    }
}

/// The class's answer.
public enum InterfaceBuilderAnswer {
    /// The class has no such member.
    case unknown
    /// The member exists; false when the value had the wrong type.
    case set(Bool)
    /// The action, to be called with the sender.
    case action((Any?) -> Void)
}

/// What the port plugin generates for each class with `@IBOutlet`s, `@IBAction`s or
/// `@IBInspectable`s: a companion class `_FlipbookIB_<Type>` in the class's module, which
/// the storyboard loader finds by name (docs/porting.md). Linux has no key-value coding, so
/// this table stands in for `setValue(_:forKey:)` and `perform(_:with:)`.
public protocol InterfaceBuilderConnections: AnyObject {
    static func answer(_ object: AnyObject, _ request: InterfaceBuilderRequest) -> InterfaceBuilderAnswer
}

/// Assigns a storyboard value to an optional (or implicitly unwrapped) property; false when
/// the value has another type. Called by the port's generated code.
public func _flipbookAssign<T>(_ slot: inout T?, _ value: Any?) -> Bool {
    guard let v: T = InterfaceBuilderValue.convert(value) else { return false }
    slot = v
    return true
}

/// Assigns a storyboard value to a non-optional property (`@IBInspectable var radius: CGFloat = 0`).
public func _flipbookAssign<T>(_ slot: inout T, _ value: Any?) -> Bool {
    guard let v: T = InterfaceBuilderValue.convert(value) else { return false }
    slot = v
    return true
}

/// Assigns an outlet collection (`@IBOutlet var buttons: [UIButton]!`).
public func _flipbookAssign<T>(_ slot: inout [T]?, _ value: Any?) -> Bool {
    guard let list = value as? [Any] else { return false }
    let typed = list.compactMap { $0 as? T }
    guard typed.count == list.count else { return false }
    slot = typed
    return true
}

/// Assigns an outlet collection to a non-optional array (`@IBOutlet var buttons: [UIButton] = []`).
public func _flipbookAssign<T>(_ slot: inout [T], _ value: Any?) -> Bool {
    guard let list = value as? [Any] else { return false }
    let typed = list.compactMap { $0 as? T }
    guard typed.count == list.count else { return false }
    slot = typed
    return true
}

/// Calls an action with its sender when the sender has the type the action takes (UIKit
/// would crash on a wrong type; here the action is skipped and the stage reports it).
public func _flipbookSend<T>(_ sender: Any?, _ body: (T) -> Void) {
    if let s = sender as? T {
        body(s)
    } else {
        let what = "an action taking \(T.self) was sent \(sender.map { "\(type(of: $0))" } ?? "nil"); not called"
        if let stage = RecordingState.current.stage { stage.report(.invalidRequest(what: what, time: stage.now)) }
        ProgramName.printToStandardError(what)
    }
}

/// Converts what a storyboard holds (numbers as `Double`, colours as `UIColor`) into the type
/// a property has.
enum InterfaceBuilderValue {
    static func convert<T>(_ value: Any?) -> T? {
        if let v = value as? T { return v }
        if let d = value as? Double {
            if T.self == CGFloat.self { return CGFloat(d) as? T }
            if T.self == Float.self { return Float(d) as? T }
            if T.self == Int.self, d.rounded() == d, abs(d) < 9e18 { return Int(d) as? T }
            if T.self == Double?.self { return d as? T }
            if T.self == CGFloat?.self { return CGFloat(d) as? T }
            if T.self == Float?.self { return Float(d) as? T }
            if T.self == Int?.self, d.rounded() == d, abs(d) < 9e18 { return Int(d) as? T }
        }
        if let c = value as? UIColor {
            if T.self == CGColor.self || T.self == CGColor?.self { return c.cgColor as? T }
        }
        return nil
    }
}

/// Finds the port's companions of a class and its superclasses.
enum InterfaceBuilderLookup {
    /// `Module._FlipbookIB_Type` of a class (nested types joined with `_`), if the port
    /// generated one.
    static func companion(of cls: AnyClass) -> InterfaceBuilderConnections.Type? {
        let name = _typeName(cls, qualified: true)
        guard let dot = name.firstIndex(of: ".") else { return nil }
        let module = name[..<dot]
        let rest = name[name.index(after: dot)...].replacingOccurrences(of: ".", with: "_")
        return _typeByName("\(module)._FlipbookIB_\(rest)") as? InterfaceBuilderConnections.Type
    }

    /// The first answer that is not `.unknown`, from the object's class up.
    static func ask(_ object: AnyObject, _ request: InterfaceBuilderRequest) -> InterfaceBuilderAnswer {
        var cls: AnyClass? = type(of: object)
        while let c = cls {
            if let companion = companion(of: c) {
                let answer = companion.answer(object, request)
                if case .unknown = answer {} else { return answer }
            }
            cls = _getSuperclass(c)
        }
        return .unknown
    }
}
