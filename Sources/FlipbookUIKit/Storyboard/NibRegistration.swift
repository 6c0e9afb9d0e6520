import Foundation
import FlipbookStoryboard

/// Cells and supplementary views registered with a nib: each dequeue that finds nothing in
/// the pool instantiates the nib and takes its first top-level object of the wanted class,
/// as UIKit does (docs/SEMANTICS.md §19).
enum NibRegistration {
    /// The first top-level object of `nib` that is a `T`, its reuse identifier checked against
    /// the one it was registered under (UIKit raises for a mismatch or a nib without one;
    /// here the problem is reported and the view is still handed out).
    static func make<T: UIView>(_ nib: UINib, _ type: T.Type, registeredAs identifier: String) -> T? {
        let top = nib.instantiate(withOwner: nil)
        guard let view = top.lazy.compactMap({ $0 as? T }).first else {
            report(
                "\(nib.document.file): the nib registered for reuse identifier '\(identifier)' has no top-level \(T.self) (it has \(top.count) top-level objects)"
            )
            return nil
        }
        return view
    }

    static func report(_ message: String) {
        if let stage = Stage.current {
            stage.report(.invalidRequest(what: message, time: stage.now))
        } else {
            StoryboardDiagnostics.printOnce("error: " + message)
        }
    }

    /// UIKit's check: a cell's own reuse identifier must be the one it was registered under;
    /// a cell without one takes it.
    static func check(_ written: String?, _ identifier: String, file: String) -> String {
        if let written, !written.isEmpty, written != identifier {
            report(
                "\(file): cell reuse identifier in nib (\(written)) does not match the identifier used to register the nib (\(identifier))"
            )
        }
        return identifier
    }
}

extension UITableView {
    /// `register(_:forCellReuseIdentifier:)` with a nib: each new cell for `identifier` is the
    /// nib's top-level `UITableViewCell`, made with its outlets and `awakeFromNib()`; a nil
    /// nib removes the registration.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else {
            prototypeCells[identifier] = nil
            return
        }
        register(nil as AnyClass?, forCellReuseIdentifier: identifier)
        prototypeCells[identifier] = {
            guard let cell = NibRegistration.make(nib, UITableViewCell.self, registeredAs: identifier) else {
                return nil
            }
            cell.reuseIdentifier = NibRegistration.check(cell.reuseIdentifier, identifier, file: nib.document.file)
            return cell
        }
    }
}

extension UITableView {
    /// `register(_:forHeaderFooterViewReuseIdentifier:)` with a nib: each new header or footer
    /// view for `identifier` is the nib's top-level `UITableViewHeaderFooterView`; a nil nib
    /// removes the registration.
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let nib else {
            headerFooterNibs[identifier] = nil
            return
        }
        register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: identifier)
        headerFooterNibs[identifier] = {
            guard let view = NibRegistration.make(nib, UITableViewHeaderFooterView.self, registeredAs: identifier)
            else { return nil }
            view.reuseIdentifier = identifier
            return view
        }
    }
}

extension UICollectionView {
    /// `register(_:forCellWithReuseIdentifier:)` with a nib: each new cell is the nib's
    /// top-level `UICollectionViewCell`; a nil nib removes the registration.
    public func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registerNib(nib, key: "cell/" + identifier, identifier: identifier)
    }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with a nib: each new
    /// header or footer of `kind` is the nib's top-level `UICollectionReusableView`.
    public func register(
        _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        registerNib(nib, key: kind + "/" + identifier, identifier: identifier)
    }

    private func registerNib(_ nib: UINib?, key: String, identifier: String) {
        guard let nib else {
            prototypeCells[key] = nil
            return
        }
        unregisterClass(key)
        prototypeCells[key] = {
            guard let view = NibRegistration.make(nib, UICollectionReusableView.self, registeredAs: identifier) else {
                return nil
            }
            view.reuseIdentifier = NibRegistration.check(view.reuseIdentifier, identifier, file: nib.document.file)
            return view
        }
    }
}
