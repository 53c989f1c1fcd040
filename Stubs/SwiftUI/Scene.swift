// App and scenes: what an app's `@main` type (Examples/NorgReader) declares.

@preconcurrency @MainActor public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency public static func main() { fatalError() }
}

@preconcurrency @MainActor public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

@resultBuilder public struct SceneBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content : Scene { content }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content : Scene { content }
}

@MainActor @preconcurrency public struct WindowGroup<Content> : Scene where Content : View {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
    @MainActor @preconcurrency public var body: some Scene { fatalError() }
}
