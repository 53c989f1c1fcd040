// Branches of an #if that open different braces leave the checker unable to follow the file.
#if os(Linux)
public struct Box {
#else
public struct Box: Sendable {
#endif
    public var value: Int
}
