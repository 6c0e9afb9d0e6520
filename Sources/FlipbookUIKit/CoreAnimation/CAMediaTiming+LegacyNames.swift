import Foundation

// The timing string constants of Swift 4.1 and earlier, still in older apps
// (`CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut)`, `fillMode = kCAFillModeForwards`):
// each is the typed value it became, as CAShapeLayer+LegacyNames.swift does for shapes.

/// `kCAMediaTimingFunctionLinear`, now `CAMediaTimingFunctionName.linear`.
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
/// `kCAMediaTimingFunctionEaseIn`, now `CAMediaTimingFunctionName.easeIn`.
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
/// `kCAMediaTimingFunctionEaseOut`, now `CAMediaTimingFunctionName.easeOut`.
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
/// `kCAMediaTimingFunctionEaseInEaseOut`, now `CAMediaTimingFunctionName.easeInEaseOut`.
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
/// `kCAMediaTimingFunctionDefault`, now `CAMediaTimingFunctionName.default`.
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default
/// `kCAFillModeForwards`, now `CAMediaTimingFillMode.forwards`.
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
/// `kCAFillModeBackwards`, now `CAMediaTimingFillMode.backwards`.
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
/// `kCAFillModeBoth`, now `CAMediaTimingFillMode.both`.
public let kCAFillModeBoth = CAMediaTimingFillMode.both
/// `kCAFillModeRemoved`, now `CAMediaTimingFillMode.removed`.
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed
