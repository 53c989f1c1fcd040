#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// md4c, loaded at run time with `dlopen` so the package never needs it to build. Present when
/// Debian's `libmd4c-dev` and `libmd4c-html0-dev` (or any libmd4c.so.0 / libmd4c-html.so.0) are installed.
struct MD4C {
    private typealias BlockCallback = @convention(c) (Int32, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Int32
    private typealias TextCallback = @convention(c) (Int32, UnsafePointer<CChar>?, UInt32, UnsafeMutableRawPointer?) -> Int32
    private typealias LogCallback = @convention(c) (UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void
    private typealias SyntaxCallback = @convention(c) () -> Void
    private typealias OutputCallback = @convention(c) (UnsafePointer<CChar>?, UInt32, UnsafeMutableRawPointer?) -> Void
    private typealias ParseFunction = @convention(c) (UnsafePointer<CChar>?, UInt32, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int32
    private typealias HTMLFunction = @convention(c) (UnsafePointer<CChar>?, UInt32, OutputCallback?, UnsafeMutableRawPointer?, UInt32, UInt32) -> Int32

    /// md4c's `MD_PARSER`, field for field (two `unsigned`, then seven function pointers).
    private struct Parser {
        var abiVersion: UInt32 = 0
        var flags: UInt32
        var enterBlock: BlockCallback?
        var leaveBlock: BlockCallback?
        var enterSpan: BlockCallback?
        var leaveSpan: BlockCallback?
        var text: TextCallback?
        var debugLog: LogCallback?
        var syntax: SyntaxCallback?
    }

    /// GitHub task lists, so `- [x]` items are parsed as tasks like Norg's `- (x)`.
    static let taskListsFlag: UInt32 = 0x0800

    private let parseFunction: ParseFunction
    private let htmlFunction: HTMLFunction?

    init?() {
        guard let library = dlopen("libmd4c.so.0", RTLD_NOW) ?? dlopen("libmd4c.so", RTLD_NOW),
              let parse = dlsym(library, "md_parse") else { return nil }
        parseFunction = unsafeBitCast(parse, to: ParseFunction.self)
        if let html = dlopen("libmd4c-html.so.0", RTLD_NOW) ?? dlopen("libmd4c-html.so", RTLD_NOW),
           let render = dlsym(html, "md_html") {
            htmlFunction = unsafeBitCast(render, to: HTMLFunction.self)
        } else {
            htmlFunction = nil
        }
    }

    var hasHTML: Bool { htmlFunction != nil }

    /// Parses with callbacks that count events (the least a real consumer does).
    func parse(_ bytes: [UInt8]) -> Int {
        var events = 0
        let count: BlockCallback = { _, _, user in
            user!.assumingMemoryBound(to: Int.self).pointee += 1
            return 0
        }
        let text: TextCallback = { _, _, _, user in
            user!.assumingMemoryBound(to: Int.self).pointee += 1
            return 0
        }
        var parser = Parser(flags: Self.taskListsFlag, enterBlock: count, leaveBlock: count,
                            enterSpan: count, leaveSpan: count, text: text, debugLog: nil, syntax: nil)
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { input in
                withUnsafePointer(to: &parser) { parserPointer in
                    withUnsafeMutablePointer(to: &events) { eventsPointer in
                        _ = parseFunction(input, UInt32(buffer.count), UnsafeRawPointer(parserPointer), UnsafeMutableRawPointer(eventsPointer))
                    }
                }
            }
        }
        return events
    }

    /// Renders to HTML, appending the output into one growing buffer (as a real caller would).
    func html(_ bytes: [UInt8]) -> Int {
        guard let htmlFunction else { return 0 }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count * 2)
        let append: OutputCallback = { chunk, size, user in
            let buffer = user!.assumingMemoryBound(to: [UInt8].self)
            chunk!.withMemoryRebound(to: UInt8.self, capacity: Int(size)) {
                buffer.pointee.append(contentsOf: UnsafeBufferPointer(start: $0, count: Int(size)))
            }
        }
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { input in
                withUnsafeMutablePointer(to: &output) { outputPointer in
                    _ = htmlFunction(input, UInt32(buffer.count), append, UnsafeMutableRawPointer(outputPointer), Self.taskListsFlag, 0)
                }
            }
        }
        return output.count
    }
}
