import NorgKit

extension PandocWriter {
    /// `@document.meta` as Pandoc's `Meta`: `title`, `description` and `date` (created) as
    /// `MetaInlines`, `author` and `keywords` (categories) as lists; `{}` without metadata.
    mutating func writeMeta() {
        append("{")
        guard let metadata = document.metadata else {
            append("}")
            return
        }
        var first = true
        func key(_ writer: inout PandocWriter, _ name: String) {
            if !first { writer.append(",") }
            first = false
            writer.string(name)
            writer.append(":")
        }
        func inlines(_ writer: inout PandocWriter, _ text: String) {
            writer.node("MetaInlines") { writer in writer.list { $0.writeText(text) } }
        }
        if let title = metadata.title, !title.isEmpty { key(&self, "title"); inlines(&self, title) }
        let authors = metadata.authors.filter { !$0.isEmpty }
        if !authors.isEmpty {
            key(&self, "author")
            node("MetaList") { writer in writer.list { writer in for author in authors { inlines(&writer, author) } } }
        }
        if let description = metadata.description, !description.isEmpty { key(&self, "description"); inlines(&self, description) }
        let categories = (metadata["categories"]?.strings ?? []).filter { !$0.isEmpty }
        if !categories.isEmpty {
            key(&self, "keywords")
            node("MetaList") { writer in writer.list { writer in for category in categories { inlines(&writer, category) } } }
        }
        if let created = metadata.created, !created.isEmpty { key(&self, "date"); inlines(&self, created) }
        append("}")
    }
}
