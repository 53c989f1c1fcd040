extension String {
    /// The string of `scalars`; ASCII (command names, most source) is copied byte by byte, without
    /// going through the scalar-by-scalar path of `String.UnicodeScalarView`.
    init<C: Collection<Unicode.Scalar>>(scalars: C) {
        if scalars.allSatisfy(\.isASCII) {
            self.init(unsafeUninitializedCapacity: scalars.count) { buffer in
                for (index, scalar) in scalars.enumerated() { buffer[index] = UInt8(scalar.value) }
                return scalars.count
            }
        } else {
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars)
            self = String(text)
        }
    }
}
