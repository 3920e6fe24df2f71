// Declarations only: the SwiftUI list and form styles and the modifiers that shape rows,
// separators, backgrounds and headers in a grouped list.

@available(iOS 15.0, *)
public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }

public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

public enum VerticalEdge: Int8, Sendable {
    case top, bottom
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all = Set(rawValue: 3)
    }
}

public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
    @available(iOS 16.0, *)
    public static let listRowSeparatorLeading = HorizontalAlignment()
    @available(iOS 16.0, *)
    public static let listRowSeparatorTrailing = HorizontalAlignment()
}

public struct ViewDimensions {
    public var width: CGFloat { 0 }
    public var height: CGFloat { 0 }
    public subscript(guide: HorizontalAlignment) -> CGFloat { 0 }
}

extension Text {
    @available(iOS 14.0, *)
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
}

public protocol FormStyle {}
@available(iOS 16.0, *)
public struct GroupedFormStyle: FormStyle { public init() {} }
@available(iOS 16.0, *)
extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

@available(iOS 14.0, *)
public struct SidebarListStyle: ListStyle { public init() {} }
@available(iOS 14.0, *)
extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

@available(iOS 16.0, *)
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View> {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == EmptyView {}
}
@available(iOS 16.0, *)
extension NavigationSplitView: View { public var body: Never { fatalError() } }

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    @available(iOS 17.0, *)
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {}
}

extension View {
    @available(iOS 16.0, *)
    public func formStyle<S: FormStyle>(_ style: S) -> some View { ModifiedContent<Self, S>() }
    @available(iOS 16.0, *)
    public func scrollContentBackground(_ visibility: Visibility) -> some View { ModifiedContent<Self, Visibility>() }
    @available(iOS 15.0, *)
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { ModifiedContent<Self, S>() }
    public func listRowInsets(_ insets: EdgeInsets?) -> some View { ModifiedContent<Self, EdgeInsets>() }
    @available(iOS 15.0, *)
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { ModifiedContent<Self, Visibility>() }
    @available(iOS 15.0, *)
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { ModifiedContent<Self, Color>() }
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        ModifiedContent<Self, HorizontalAlignment>()
    }
    @available(iOS 14.0, *)
    public func textCase(_ textCase: Text.Case?) -> some View { ModifiedContent<Self, Text.Case>() }
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View> {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}
extension ForEach: View { public var body: Never { fatalError() } }

/// A view made from a collection of data, such as `ForEach`: its rows can be deleted and moved.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
}
extension DynamicViewContent {
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { _DynamicContent<Data>() }
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent { _DynamicContent<Data>() }
}
extension ForEach: DynamicViewContent {}
public struct _DynamicContent<Data: Collection>: DynamicViewContent { public var body: Never { fatalError() } }

extension RangeReplaceableCollection where Self: MutableCollection {
    public mutating func remove(atOffsets offsets: IndexSet) {}
}
extension MutableCollection {
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {}
}

public struct PlainListStyle: ListStyle { public init() {} }
extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

@available(iOS 16.0, *)
public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat, bottomLeading: CGFloat, bottomTrailing: CGFloat, topTrailing: CGFloat
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading; self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing; self.topTrailing = topTrailing
    }
}

@available(iOS 16.0, *)
public struct UnevenRoundedRectangle {
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {}
}
@available(iOS 16.0, *)
extension UnevenRoundedRectangle: Shape { public var body: Never { fatalError() } }
