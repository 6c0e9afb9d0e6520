import Foundation
import FlipbookCore

// The string constants of Swift 4.1 and earlier, still in older tutorials and apps
// (`shapeLayer.lineCap = kCALineCapRound`): each is the typed value it became.

/// `kCAFillRuleNonZero`, now `CAShapeLayerFillRule.nonZero`.
public let kCAFillRuleNonZero = CAShapeLayerFillRule.nonZero
/// `kCAFillRuleEvenOdd`, now `CAShapeLayerFillRule.evenOdd`.
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd
/// `kCALineCapButt`, now `CAShapeLayerLineCap.butt`.
public let kCALineCapButt = CAShapeLayerLineCap.butt
/// `kCALineCapRound`, now `CAShapeLayerLineCap.round`.
public let kCALineCapRound = CAShapeLayerLineCap.round
/// `kCALineCapSquare`, now `CAShapeLayerLineCap.square`.
public let kCALineCapSquare = CAShapeLayerLineCap.square
/// `kCALineJoinMiter`, now `CAShapeLayerLineJoin.miter`.
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter
/// `kCALineJoinRound`, now `CAShapeLayerLineJoin.round`.
public let kCALineJoinRound = CAShapeLayerLineJoin.round
/// `kCALineJoinBevel`, now `CAShapeLayerLineJoin.bevel`.
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel
/// `kCAGradientLayerAxial`, now `CAGradientLayerType.axial`.
public let kCAGradientLayerAxial = CAGradientLayerType.axial
/// `kCAGradientLayerRadial`, now `CAGradientLayerType.radial`.
public let kCAGradientLayerRadial = CAGradientLayerType.radial
