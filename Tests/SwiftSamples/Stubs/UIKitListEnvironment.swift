// Declarations only: the list environment trait (iOS 18) that listCell() and header() read.

@available(iOS 18.0, *)
public enum UIListEnvironment: Int, Sendable {
    case unspecified, none, plain, grouped, insetGrouped, sidebar, sidebarPlain
}

extension UITraitCollection {
    @available(iOS 18.0, *)
    public var listEnvironment: UIListEnvironment { .unspecified }
}
