/// An optional whole number stored in a fixed-width integer whose extreme value stands for nil:
/// the largest of an unsigned storage, the smallest of a signed one.
///
/// Every task carries two optional timestamps and is copied as the scanner collects tasks, so a
/// timestamp's fields are stored small: a byte each (`0xFF` for nil), the year in 32 bits
/// (`Int32.min` for nil). A value is clamped to what the storage holds; one that would read as
/// nil is stored as its neighbour toward zero, so a number set never reads back as nil.
struct CompactField<Storage: FixedWidthInteger & Sendable>: Hashable, Sendable {
    private var stored = CompactField.empty

    private static var empty: Storage { Storage.isSigned ? .min : .max }

    var value: Int? {
        get { stored == Self.empty ? nil : Int(stored) }
        set {
            guard let newValue else { return stored = Self.empty }
            let clamped = Storage(clamping: newValue)
            stored = clamped != Self.empty ? clamped : Storage.isSigned ? clamped + 1 : clamped - 1
        }
    }
}
