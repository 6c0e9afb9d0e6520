import FlipbookCore
import Foundation

/// The association policy of `objc_setAssociatedObject` (`objc_AssociationPolicy`), with the
/// raw values of Apple's `<objc/runtime.h>`.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak reference, not retained (`OBJC_ASSOCIATION_ASSIGN`; unsafe on Apple's platforms,
    /// where it dangles once the value is freed: here it reads nil).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained, not atomic (`OBJC_ASSOCIATION_RETAIN_NONATOMIC`).
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied, not atomic (`OBJC_ASSOCIATION_COPY_NONATOMIC`).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained, atomic (`OBJC_ASSOCIATION_RETAIN`).
    case OBJC_ASSOCIATION_RETAIN = 0x301
    /// Copied, atomic (`OBJC_ASSOCIATION_COPY`).
    case OBJC_ASSOCIATION_COPY = 0x303
}

/// `objc_setAssociatedObject(_:_:_:_:)`: attaches `value` to `object` under `key` (the address
/// of a static variable, `&Keys.name`, as apps write it); nil removes the association. The
/// idiom gives an extension stored properties: Apple's runtime keeps the value until it is
/// replaced or the object is freed. Flipbook keeps a side table keyed by the object's identity
/// and the key: an entry holds the object weakly, and the entries of freed objects are dropped
/// (releasing their values) at the next call of either function, so a value outlives its
/// object until then (SEMANTICS.md §21). A copying policy stores the value as given (Swift
/// values are copied already; an `NSCopying` object is copied with `copy()`).
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    guard let owner = AssociatedObjects.owner(object) else { return }
    var stored = value
    if policy == .OBJC_ASSOCIATION_COPY || policy == .OBJC_ASSOCIATION_COPY_NONATOMIC, let copying = value as? NSCopying
    {
        stored = copying.copy(with: nil)
    }
    let entry = stored.map {
        AssociatedObjects.Entry(owner: owner, key: key, value: $0, weakly: policy == .OBJC_ASSOCIATION_ASSIGN)
    }
    // The replaced and the dead entries are released after the lock is let go, so that a
    // value's deinit may use associations itself.
    let dropped = AssociatedObjects.table.withLock { table -> [AssociatedObjects.Entry] in
        let gone = { (e: AssociatedObjects.Entry) in e.owner == nil || (e.owner === owner && e.key == key) }
        let dropped = table.filter(gone)
        table.removeAll(where: gone)
        if let entry { table.append(entry) }
        return dropped
    }
    withExtendedLifetime(dropped) {}
}

/// `objc_getAssociatedObject(_:_:)`: the value attached to `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = AssociatedObjects.owner(object) else { return nil }
    let (value, dropped) = AssociatedObjects.table.withLock { table -> (Any?, [AssociatedObjects.Entry]) in
        let dropped = table.filter { $0.owner == nil }
        table.removeAll { $0.owner == nil }
        return (table.first { $0.owner === owner && $0.key == key }?.read, dropped)
    }
    withExtendedLifetime(dropped) {}
    return value
}

/// `objc_removeAssociatedObjects(_:)`: drops every value attached to `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let owner = AssociatedObjects.owner(object) else { return }
    let dropped = AssociatedObjects.table.withLock { table -> [AssociatedObjects.Entry] in
        let gone = { (e: AssociatedObjects.Entry) in e.owner == nil || e.owner === owner }
        let dropped = table.filter(gone)
        table.removeAll(where: gone)
        return dropped
    }
    withExtendedLifetime(dropped) {}
}

enum AssociatedObjects {
    struct Entry: @unchecked Sendable {
        weak var owner: AnyObject?
        let key: UnsafeRawPointer
        let strong: Any?
        weak var weakValue: AnyObject?

        init(owner: AnyObject, key: UnsafeRawPointer, value: Any, weakly: Bool) {
            self.owner = owner
            self.key = key
            if weakly, type(of: value) is AnyObject.Type {
                strong = nil
                weakValue = value as AnyObject
            } else {
                strong = value
            }
        }

        var read: Any? { strong ?? weakValue }
    }

    static let table = Locked<[Entry]>([])

    /// The object to associate with: a class instance (a value type has no identity; Apple's
    /// runtime boxes it afresh on each call, so its associations are never found again either).
    static func owner(_ object: Any) -> AnyObject? {
        type(of: object) is AnyObject.Type ? object as AnyObject : nil
    }
}
