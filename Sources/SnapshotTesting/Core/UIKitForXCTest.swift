// On iOS, `import XCTest` makes UIKit's types visible too (XCTest's Objective-C headers import
// UIKit, and its Clang module exports what it imports), so snapshot test files often name
// `UIView` and `UIViewController` with only `import XCTest` and `import SnapshotTesting`.
// XCTest on Linux cannot do that; every such file imports this module, which therefore
// re-exports UIKit in XCTest's stead (docs/SEMANTICS.md §22).
#if os(Linux)
@_exported import UIKit
#endif
