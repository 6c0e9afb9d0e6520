import Foundation

/// A trait an app can observe (`UITraitDefinition`, iOS 17): the system traits below are the
/// ones a `UITraitCollection` holds here. An app's own definition conforms too, but a
/// collection holds no value for it, so it never changes (**not done**: custom traits).
public protocol UITraitDefinition {
    /// The trait's value type.
    associatedtype Value
    /// The value when nothing sets it (`defaultValue`).
    static var defaultValue: Value { get }
    /// A unique name for the trait (`identifier`).
    static var identifier: String { get }
    /// A name for debugging (`name`).
    static var name: String { get }
    /// Whether colours can resolve differently when it changes (`affectsColorAppearance`).
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { String(reflecting: Self.self) }
    public static var name: String { String(describing: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait as the registration methods take it (`UITrait`): `UITraitUserInterfaceStyle.self`.
public typealias UITrait = any UITraitDefinition.Type

/// The system traits, one type each, named as in UIKit.
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static var affectsColorAppearance: Bool { true }
}
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}
public struct UITraitVerticalSizeClass: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
}
public struct UITraitDisplayScale: UITraitDefinition {
    public static let defaultValue: CGFloat = 0
}
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceIdiom.unspecified
}
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let defaultValue = UIContentSizeCategory.unspecified
}
public struct UITraitLayoutDirection: UITraitDefinition {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
}
public struct UITraitUserInterfaceLevel: UITraitDefinition {
    public static let defaultValue = UIUserInterfaceLevel.unspecified
    public static var affectsColorAppearance: Bool { true }
}
public struct UITraitAccessibilityContrast: UITraitDefinition {
    public static let defaultValue = UIAccessibilityContrast.unspecified
    public static var affectsColorAppearance: Bool { true }
}
public struct UITraitLegibilityWeight: UITraitDefinition {
    public static let defaultValue = UILegibilityWeight.unspecified
}

extension UITraitCollection {
    /// The traits a dynamic colour can depend on (`systemTraitsAffectingColorAppearance`):
    /// style, level and contrast, as `hasDifferentColorAppearance(comparedTo:)` compares.
    public static var systemTraitsAffectingColorAppearance: [UITrait] {
        [UITraitUserInterfaceStyle.self, UITraitUserInterfaceLevel.self, UITraitAccessibilityContrast.self]
    }

    /// The traits an asset image can depend on (`systemTraitsAffectingImageLookup`).
    public static var systemTraitsAffectingImageLookup: [UITrait] {
        [
            UITraitUserInterfaceStyle.self, UITraitUserInterfaceLevel.self, UITraitAccessibilityContrast.self,
            UITraitDisplayScale.self, UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self,
            UITraitUserInterfaceIdiom.self, UITraitLayoutDirection.self, UITraitLegibilityWeight.self,
        ]
    }

    /// Whether `trait` has another value in `other` (an app's own trait never does).
    func differs(in trait: UITrait, from other: UITraitCollection) -> Bool {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): return userInterfaceStyle != other.userInterfaceStyle
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): return horizontalSizeClass != other.horizontalSizeClass
        case ObjectIdentifier(UITraitVerticalSizeClass.self): return verticalSizeClass != other.verticalSizeClass
        case ObjectIdentifier(UITraitDisplayScale.self): return displayScale != other.displayScale
        case ObjectIdentifier(UITraitUserInterfaceIdiom.self): return userInterfaceIdiom != other.userInterfaceIdiom
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self):
            return preferredContentSizeCategory != other.preferredContentSizeCategory
        case ObjectIdentifier(UITraitLayoutDirection.self): return layoutDirection != other.layoutDirection
        case ObjectIdentifier(UITraitUserInterfaceLevel.self): return userInterfaceLevel != other.userInterfaceLevel
        case ObjectIdentifier(UITraitAccessibilityContrast.self):
            return accessibilityContrast != other.accessibilityContrast
        case ObjectIdentifier(UITraitLegibilityWeight.self): return legibilityWeight != other.legibilityWeight
        default: return false
        }
    }
}

/// The token a registration returns (`UITraitChangeRegistration`), for
/// `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: AnyObject {}

/// One registration: the traits observed and what to run.
final class TraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let run: (UITraitCollection) -> Void
    init(traits: [UITrait], run: @escaping (UITraitCollection) -> Void) {
        self.traits = traits
        self.run = run
    }
}

/// The registrations of one view or controller, in the order made.
final class TraitChangeRegistrations {
    var all: [TraitChangeRegistration] = []

    /// Runs, in order, each registration observing a trait that differs between `old` and
    /// `new`, with `old`.
    func notify(old: UITraitCollection, new: UITraitCollection) {
        for r in all where r.traits.contains(where: { new.differs(in: $0, from: old) }) { r.run(old) }
    }

    /// Adds a registration of `owner` (held weakly) that hands it to `handler` as the
    /// environment type the handler takes, with the traits from before the change.
    func add<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], owner: AnyObject, handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let r = TraitChangeRegistration(traits: traits) { [weak owner] old in
            if let env = owner as? TraitEnvironment { handler(env, old) }
        }
        all.append(r)
        return r
    }

    func remove(_ registration: any UITraitChangeRegistration) { all.removeAll { $0 === registration } }
}

/// Something that runs code when chosen traits change (`UITraitChangeObservable`, iOS 17):
/// views and view controllers. A registration runs after the object's traits change in one
/// of the observed traits, with the traits before, and after `traitCollectionDidChange(_:)`;
/// not for the first traits an object gets.
public protocol UITraitChangeObservable: UITraitEnvironment {
    /// Registers `handler` for changes of `traits` (`registerForTraitChanges(_:handler:)`):
    /// it gets the object (typed as the closure declares it) and the traits before.
    @discardableResult
    func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration
    /// Removes a registration (`unregisterForTraitChanges(_:)`).
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

extension UITraitChangeObservable {
    /// Registers a method of this object taking no argument (`registerForTraitChanges(_:action:)`,
    /// `#selector(update)` after the port rewrite).
    @discardableResult
    public func registerForTraitChanges<T: AnyObject>(_ traits: [UITrait], action: @escaping (T) -> () -> Void)
        -> any UITraitChangeRegistration
    {
        registerForTraitChanges(traits) { (env: Self, _: UITraitCollection) in
            if let t = env as? T { action(t)() }
        }
    }

    /// Registers a method of this object taking the object and the traits before
    /// (`#selector(update(_:previousTraitCollection:))`).
    @discardableResult
    public func registerForTraitChanges<T: AnyObject>(
        _ traits: [UITrait], action: @escaping (T) -> (UITraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        registerForTraitChanges(traits) { (env: Self, old: UITraitCollection) in
            if let t = env as? T { action(t)(env, old) }
        }
    }

    /// Registers a method of `target` taking no argument
    /// (`registerForTraitChanges(_:target:action:)`); the target is held weakly.
    @discardableResult
    public func registerForTraitChanges<T: AnyObject>(
        _ traits: [UITrait], target: T, action: @escaping (T) -> () -> Void
    ) -> any UITraitChangeRegistration {
        registerForTraitChanges(traits) { [weak target] (_: Self, _: UITraitCollection) in
            if let target { action(target)() }
        }
    }

    /// Registers a method of `target` taking the object and the traits before.
    @discardableResult
    public func registerForTraitChanges<T: AnyObject>(
        _ traits: [UITrait], target: T, action: @escaping (T) -> (UITraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        registerForTraitChanges(traits) { [weak target] (env: Self, old: UITraitCollection) in
            if let target { action(target)(env, old) }
        }
    }
}

extension UIView: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        traitStorage.registrations.add(traits, owner: self, handler: handler)
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitStorage.registrations.remove(registration)
    }
}

extension UIViewController: UITraitChangeObservable {
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        traitStorage.registrations.add(traits, owner: self, handler: handler)
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitStorage.registrations.remove(registration)
    }
}
