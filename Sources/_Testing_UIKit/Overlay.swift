// The cross-import overlay Swift Testing names for `import Testing` with `import UIKit`
// (the toolchain's Testing.swiftcrossimport/UIKit.swiftoverlay). On Apple's systems it comes with
// the SDK; on Linux Flipbook's `UIKit` module stands in for Apple's, and without a module of this
// name a test file that imports both does not compile. It adds nothing.
