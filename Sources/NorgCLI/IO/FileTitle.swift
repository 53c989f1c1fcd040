/// The title `norg render` gives a page whose document names none: the input's file name without
/// its extension (`notes/Plan.norg` is `Plan`).
///
/// Read by `Character`, so a `.` carrying a combining mark separates no extension. Trailing slashes
/// are dropped; a name that starts with its only dot (`.hidden`) and `..` keep it. The rules are
/// those Foundation's path methods followed on Linux when `norg` used them, so titles did not change
/// when it stopped importing Foundation (`FileTitleTests` compares the two).
enum FileTitle {
    static func of(path: String) -> String {
        var characters = Array(path)
        while characters.count > 1, characters.last == "/" { characters.removeLast() }
        guard characters.count > 1 else { return String(characters) }
        let name = characters[(characters.lastIndex(of: "/").map { $0 + 1 } ?? 0)...]
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
              !(dot == name.endIndex - 1 && dot - 1 == name.startIndex && name[name.startIndex] == ".")
        else { return String(name) }
        return String(name[..<dot])
    }
}
