/// The help texts, laid out from the option tables: a command's usage line and options, and the
/// list of commands. One layout for every two-column table, so no row's text runs into its name.
enum CommandHelp {
    /// The column the text is wrapped at.
    static let width = 88
    /// The widest name column; a longer name puts its text on the next line.
    static let nameColumnLimit = 22

    /// `norg NAME --help`: usage, what the command does, its options (its own, then the common
    /// ones), and the rest of its text.
    static func page(for command: any NorgCommand.Type) -> String {
        var text = usage(command)
        text += "\n" + command.about + "\n\noptions:\n"
        text += table(command.allOptions.map { ($0.heading, $0.help) })
        if !command.details.isEmpty { text += "\n" + command.details + "\n" }
        return text
    }

    /// `usage: norg NAME OPERANDS [-o OUT] [--force] …`, wrapped under its first argument, then the
    /// command's other forms.
    static func usage(_ command: any NorgCommand.Type) -> String {
        let lead = "usage: norg \(command.name) "
        let words = (command.operands.isEmpty ? [] : [command.operands]) + command.options.map(\.synopsis)
        let indent = String(repeating: " ", count: lead.count)
        var text = lead + wrap(words, width: width - lead.count).joined(separator: "\n" + indent) + "\n"
        for form in command.otherForms { text += "       norg \(command.name) \(form)\n" }
        return text
    }

    /// Rows of a name and its text: the names in one column, the texts in the next, wrapped.
    static func table(_ rows: [(name: String, text: String)]) -> String {
        let widest = rows.map(\.name.count).filter { $0 <= nameColumnLimit }.max() ?? 0
        let column = 2 + widest + 2
        let indent = String(repeating: " ", count: column)
        var text = ""
        for row in rows {
            let lines = wrap(row.text.split(separator: " ").map(String.init), width: width - column)
            var first = "  " + row.name
            if first.count + 2 > column {
                text += first + "\n"
                first = indent
            } else {
                first += String(repeating: " ", count: column - first.count)
            }
            text += first + (lines.first ?? "") + "\n"
            for line in lines.dropFirst() { text += indent + line + "\n" }
        }
        return text
    }

    /// `words` in lines of at most `width` characters (a longer word has a line to itself).
    static func wrap(_ words: [String], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in words {
            if line.isEmpty {
                line = word
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = word
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
