import XCTest
@testable import FlipbookUIKit

/// `objc_setAssociatedObject` and `objc_getAssociatedObject` (SEMANTICS.md §21): an
/// extension's stored property the way apps write one.
final class AssociatedObjectTests: XCTestCase {
    private enum Keys {
        nonisolated(unsafe) static var manager = "manager"
        nonisolated(unsafe) static var other = "other"
    }

    final class Manager {
        let name: String
        init(_ name: String) { self.name = name }
    }

    /// The raw values are `<objc/runtime.h>`'s.
    func testPolicyRawValues() {
        XCTAssertEqual(objc_AssociationPolicy.OBJC_ASSOCIATION_ASSIGN.rawValue, 0)
        XCTAssertEqual(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC.rawValue, 1)
        XCTAssertEqual(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY_NONATOMIC.rawValue, 3)
        XCTAssertEqual(objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN.rawValue, 769)
        XCTAssertEqual(objc_AssociationPolicy.OBJC_ASSOCIATION_COPY.rawValue, 771)
    }

    /// Set, read, replace and remove, per object and per key.
    func testSetGetReplaceRemove() {
        let a = UIViewController(), b = UIViewController()
        XCTAssertNil(objc_getAssociatedObject(a, &Keys.manager))
        objc_setAssociatedObject(a, &Keys.manager, Manager("first"), .OBJC_ASSOCIATION_RETAIN)
        XCTAssertEqual((objc_getAssociatedObject(a, &Keys.manager) as? Manager)?.name, "first")
        XCTAssertNil(objc_getAssociatedObject(b, &Keys.manager))  // another object
        XCTAssertNil(objc_getAssociatedObject(a, &Keys.other))  // another key
        objc_setAssociatedObject(a, &Keys.manager, Manager("second"), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        XCTAssertEqual((objc_getAssociatedObject(a, &Keys.manager) as? Manager)?.name, "second")
        objc_setAssociatedObject(a, &Keys.other, 42, .OBJC_ASSOCIATION_COPY)
        XCTAssertEqual(objc_getAssociatedObject(a, &Keys.other) as? Int, 42)
        objc_setAssociatedObject(a, &Keys.manager, nil, .OBJC_ASSOCIATION_RETAIN)
        XCTAssertNil(objc_getAssociatedObject(a, &Keys.manager))
        objc_removeAssociatedObjects(a)
        XCTAssertNil(objc_getAssociatedObject(a, &Keys.other))
    }

    /// A retained value lives while its object does and is released after the object goes;
    /// an assigned one is not retained.
    func testLifetimes() {
        weak var retained: Manager?
        weak var assigned: Manager?
        do {
            let owner = UIView()
            let m = Manager("kept")
            retained = m
            objc_setAssociatedObject(owner, &Keys.manager, m, .OBJC_ASSOCIATION_RETAIN)
            do {
                let n = Manager("not kept")
                assigned = n
                objc_setAssociatedObject(owner, &Keys.other, n, .OBJC_ASSOCIATION_ASSIGN)
            }
            XCTAssertNil(assigned)
            XCTAssertNil(objc_getAssociatedObject(owner, &Keys.other))
            XCTAssertNotNil(retained)
        }
        // The owner is gone; the next call drops its entries and the value with them.
        _ = objc_getAssociatedObject(UIView(), &Keys.manager)
        XCTAssertNil(retained)
    }
}
