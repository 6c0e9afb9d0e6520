// `import QuartzCore` on Linux: this module exists only there (Package.swift declares it on
// Linux only, so it never shadows Apple's QuartzCore). It re-exports Flipbook's UIKit module,
// which holds the Core Animation types (`CALayer`, `CATransform3D`, ...) beside UIKit's: a
// superset of the real QuartzCore, so a file written for iOS compiles. See docs/porting.md.
#if os(Linux)
@_exported import FlipbookUIKit
#endif
