// Declarations only: the part of SwiftUI the guide's samples use, including UIHostingConfiguration.

@MainActor public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

@resultBuilder public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { fatalError() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { fatalError() }
    @available(iOS 14.0, *)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<First: View, Second: View>(first: First) -> _ConditionalContent<First, Second> { fatalError() }
    public static func buildEither<First: View, Second: View>(second: Second) -> _ConditionalContent<First, Second> { fatalError() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

public struct TupleView<T> {}
extension TupleView: View { public var body: Never { fatalError() } }
public struct _ConditionalContent<TrueContent, FalseContent> {}
extension _ConditionalContent: View { public var body: Never { fatalError() } }
public struct AnyView {
    public init<V: View>(_ view: V) {}
}
extension AnyView: View { public var body: Never { fatalError() } }
public struct EmptyView { public init() {} }
extension EmptyView: View { public var body: Never { fatalError() } }
public struct ModifiedContent<Content, Modifier> {}
extension ModifiedContent: View { public var body: Never { fatalError() } }

@propertyWrapper public struct State<Value>: Sendable {
    public init(wrappedValue value: Value) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}

@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

public struct LocalizedStringKey: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
}

public struct Text {
    public init(_ key: LocalizedStringKey) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
}
extension Text: View { public var body: Never { fatalError() } }

public struct Image {
    public init(systemName name: String) {}
}
extension Image: View { public var body: Never { fatalError() } }

public struct Color: ShapeStyle {
    public static var clear: Color { fatalError() }
    public static var red: Color { fatalError() }
    public init(_ color: UIColor) {}
}
extension Color: View { public var body: Never { fatalError() } }

public protocol ShapeStyle {}

public enum Edge: Sendable {
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 10)
        public static let vertical = Set(rawValue: 5)
        public static let all = Set(rawValue: 15)
    }
}

public enum RoundedCornerStyle: Sendable { case circular, continuous }

public protocol Shape: View {}
extension Shape {
    public func fill<S: ShapeStyle>(_ content: S) -> some View { ModifiedContent<Self, S>() }
}

public struct RoundedRectangle {
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
}
extension RoundedRectangle: Shape { public var body: Never { fatalError() } }

public struct HStack<Content: View> {
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
extension HStack: View { public var body: Never { fatalError() } }

public struct Toggle<Label: View> {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) where Label == Text {}
}
extension Toggle: View { public var body: Never { fatalError() } }

public struct NavigationLink<Label: View, Destination: View> {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) where Label == Text {}
    @available(iOS, deprecated: 27.0, message: "use init(_:destination:) with a view builder")
    public init(_ titleKey: LocalizedStringKey, destination: Destination) where Label == Text {}
}
extension NavigationLink: View { public var body: Never { fatalError() } }

public struct NavigationView<Content: View> {
    public init(@ViewBuilder content: () -> Content) {}
}
extension NavigationView: View { public var body: Never { fatalError() } }

@available(iOS 16.0, *)
public struct NavigationStack<Root: View> {
    public init(@ViewBuilder root: () -> Root) {}
}
@available(iOS 16.0, *)
extension NavigationStack: View { public var body: Never { fatalError() } }

public struct List<SelectionValue: Hashable, Content: View> {
    public init(@ViewBuilder content: () -> Content) where SelectionValue == Never {}
}
extension List: View { public var body: Never { fatalError() } }

public struct Form<Content: View> {
    public init(@ViewBuilder content: () -> Content) {}
}
extension Form: View { public var body: Never { fatalError() } }

public struct Section<Parent, Content, Footer> {}
extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { fatalError() }
    public init(@ViewBuilder content: () -> Content) where Parent == EmptyView, Footer == EmptyView {}
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) where Footer == EmptyView {}
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) where Parent == EmptyView {}
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {}
    @available(iOS 15.0, *)
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) where Parent == Text, Footer == EmptyView {}
}

public protocol ListStyle {}
@available(iOS 14.0, *)
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
@available(iOS 14.0, *)
extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

@available(iOS 17.0, *)
public struct ListSectionSpacing: Sendable {
    public static let `default` = ListSectionSpacing()
    public static let compact = ListSectionSpacing()
}

extension View {
    public func listStyle<S: ListStyle>(_ style: S) -> some View { ModifiedContent<Self, S>() }
    @available(iOS 14.0, *)
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { ModifiedContent<Self, Text>() }
    public func listRowBackground<V: View>(_ view: V?) -> some View { ModifiedContent<Self, V>() }
    @available(iOS 17.0, *)
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { ModifiedContent<Self, ListSectionSpacing>() }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { ModifiedContent<Self, Edge.Set>() }
}

@available(iOS 16.0, *)
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
    public init(@ViewBuilder content: () -> Content) where Background == EmptyView {}
    public func background<B: View>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B> { fatalError() }
    public func margins(_ edges: Edge.Set = .all, _ length: CGFloat) -> UIHostingConfiguration<Content, Background> { self }
    public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration<Content, Background> { self }
}
