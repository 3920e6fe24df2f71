// Declarations only: the scroll edge effects of iOS 26, which keep bars and floating controls
// legible over scrolling content.

@available(iOS 26.0, *)
@MainActor open class UIScrollEdgeEffect: NSObject {
    @MainActor open class Style: NSObject {
        open class var automatic: UIScrollEdgeEffect.Style { Style() }
        open class var soft: UIScrollEdgeEffect.Style { Style() }
        open class var hard: UIScrollEdgeEffect.Style { Style() }
    }
    open var style: UIScrollEdgeEffect.Style { get { fatalError() } set {} }
    open var isHidden: Bool = false
}

extension UIScrollView {
    @available(iOS 26.0, *)
    public var topEdgeEffect: UIScrollEdgeEffect { fatalError() }
    @available(iOS 26.0, *)
    public var leftEdgeEffect: UIScrollEdgeEffect { fatalError() }
    @available(iOS 26.0, *)
    public var bottomEdgeEffect: UIScrollEdgeEffect { fatalError() }
    @available(iOS 26.0, *)
    public var rightEdgeEffect: UIScrollEdgeEffect { fatalError() }
}

/// Added to a container of views that overlay a scroll view's edge, so that they shape its edge effect.
@available(iOS 26.0, *)
@MainActor open class UIScrollEdgeElementContainerInteraction: NSObject, UIInteraction {
    public override init() { super.init() }
    weak open var scrollView: UIScrollView?
    open var edge: UIRectEdge = []
}
