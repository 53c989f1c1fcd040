/// How `TaskTimestamp` stores its fields: an optional whole number kept in a fixed-width integer
/// whose extreme value stands for nil (the largest of an unsigned storage, the smallest of a
/// signed one). Public only because Swift requires a public property's wrapper to be public; read
/// the properties it wraps, not the wrapper.
///
/// Every task carries two optional timestamps and is copied as the scanner collects tasks, so a
/// timestamp's fields are stored small: a byte each (`0xFF` for nil), the year in 32 bits
/// (`Int32.min` for nil). A value is clamped to what the storage holds; one that would read as
/// nil is stored as its neighbour toward zero, so a number set never reads back as nil.
@propertyWrapper
public struct CompactField<Storage: FixedWidthInteger & Sendable>: Hashable, Sendable {
    private var stored = CompactField.empty

    private static var empty: Storage { Storage.isSigned ? .min : .max }

    /// A field holding `wrappedValue` (clamped to the storage).
    public init(wrappedValue: Int?) {
        self.wrappedValue = wrappedValue
    }

    /// The number, or nil.
    public var wrappedValue: Int? {
        get { stored == Self.empty ? nil : Int(stored) }
        set {
            guard let newValue else { return stored = Self.empty }
            let clamped = Storage(clamping: newValue)
            stored = clamped != Self.empty ? clamped : Storage.isSigned ? clamped + 1 : clamped - 1
        }
    }
}
