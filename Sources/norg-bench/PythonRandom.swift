/// CPython's `random.Random` (MT19937 seeded from an integer, `random()`, `randint`, `choice`),
/// reproduced so the benchmark generates byte-for-byte the workload of `shared/bench/gen_notes.py`.
struct PythonRandom {
    private var state = [UInt32](repeating: 0, count: 624)
    private var index = 624

    init(seed: UInt32) {
        initialize(19_650_218)
        // CPython seeds with init_by_array over the seed's 32-bit words: [seed] for small seeds.
        let key: [UInt32] = [seed]
        var i = 1
        var j = 0
        for _ in 0..<max(624, key.count) {
            let previous = state[i - 1] ^ (state[i - 1] >> 30)
            state[i] = (state[i] ^ (previous &* 1_664_525)) &+ key[j] &+ UInt32(j)
            i += 1
            j += 1
            if i >= 624 { state[0] = state[623]; i = 1 }
            if j >= key.count { j = 0 }
        }
        for _ in 0..<623 {
            let previous = state[i - 1] ^ (state[i - 1] >> 30)
            state[i] = (state[i] ^ (previous &* 1_566_083_941)) &- UInt32(i)
            i += 1
            if i >= 624 { state[0] = state[623]; i = 1 }
        }
        state[0] = 0x8000_0000
        index = 624
    }

    private mutating func initialize(_ seed: UInt32) {
        state[0] = seed
        for i in 1..<624 {
            state[i] = 1_812_433_253 &* (state[i - 1] ^ (state[i - 1] >> 30)) &+ UInt32(i)
        }
    }

    private mutating func twist() {
        for i in 0..<624 {
            let y = (state[i] & 0x8000_0000) | (state[(i + 1) % 624] & 0x7FFF_FFFF)
            state[i] = state[(i + 397) % 624] ^ (y >> 1) ^ ((y & 1) == 0 ? 0 : 0x9908_B0DF)
        }
        index = 0
    }

    mutating func next32() -> UInt32 {
        if index >= 624 { twist() }
        var y = state[index]
        index += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9D2C_5680
        y ^= (y << 15) & 0xEFC6_0000
        y ^= y >> 18
        return y
    }

    /// `random.random()`: 53 random bits as a Double in [0, 1).
    mutating func random() -> Double {
        let a = Double(next32() >> 5)
        let b = Double(next32() >> 6)
        return (a * 67_108_864.0 + b) * (1.0 / 9_007_199_254_740_992.0)
    }

    /// `_randbelow`: rejection sampling over `n.bit_length()` bits.
    mutating func below(_ n: Int) -> Int {
        let bits = Int.bitWidth - n.leadingZeroBitCount
        while true {
            let r = Int(next32() >> UInt32(32 - bits))
            if r < n { return r }
        }
    }

    /// `random.randint(a, b)`, both ends included.
    mutating func int(_ a: Int, _ b: Int) -> Int { a + below(b - a + 1) }

    mutating func choice<T>(_ items: [T]) -> T { items[below(items.count)] }
}
