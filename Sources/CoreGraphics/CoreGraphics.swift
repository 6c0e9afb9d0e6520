// `import CoreGraphics` on Linux: this module exists only there (Package.swift declares it on
// Linux only, so it never shadows Apple's CoreGraphics). Foundation on Linux already defines
// `CGFloat`, `CGPoint`, `CGSize` and `CGRect`; `CGAffineTransform` and `CGColor` are
// Flipbook's, declared in FlipbookUIKit, so this re-exports that module: a superset of the
// real CoreGraphics, so a file written for iOS compiles. See docs/porting.md.
#if os(Linux)
@_exported import FlipbookUIKit
#endif
