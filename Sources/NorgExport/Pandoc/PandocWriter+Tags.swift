import NorgEscaping
import NorgKit

extension PandocWriter {
    /// `@code` as a `CodeBlock` of its language, `@math` as display `Math`, `@table` as a
    /// `Table`; any other verbatim tag as a `CodeBlock` with a `tag` attribute.
    mutating func writeVerbatimTag(_ tag: VerbatimRangedTag, depth: Int) {
        switch tag.name {
        case "table":
            writeVisualTable(tag, depth: depth)
        case "math":
            node("Para") { writer in
                writer.list { writer in
                    writer.node("Math") { writer in
                        writer.list { writer in
                            writer.node("DisplayMath")
                            writer.stringElement(tag.content)
                        }
                    }
                }
            }
        default:
            let language = tag.name == "code" || tag.name == "embed" ? tag.parameters.first : nil
            writeCodeBlock(tag.content, classes: language.map { [$0] } ?? [],
                           tag.name == "code" ? [] : [("tag", tag.name)])
        }
    }

    mutating func writeCodeBlock(_ content: String, classes: [String], _ pairs: [(String, String)] = []) {
        node("CodeBlock") { writer in
            writer.list { writer in
                writer.attr(classes: classes, pairs)
                writer.stringElement(content)
            }
        }
    }

    /// `|example` as a `CodeBlock` of class `norg` holding its source; `|details` and other
    /// standard tags as a `Div` of the tag's name (`details` with its `summary`).
    mutating func writeRangedTag(_ tag: RangedTag, depth: Int) {
        if tag.name == "example" {
            writeCodeBlock(tag.exampleSource, classes: ["norg"])
            return
        }
        let pairs: [(String, String)] = tag.name == "details"
            ? [("summary", tag.parameters.isEmpty ? "Details" : tag.parameters.joined(separator: " "))] : []
        node("Div") { writer in
            writer.list { writer in
                writer.attr(classes: [tag.name], pairs)
                writer.list { $0.writeBlocks(tag.content, depth: depth + 1) }
            }
        }
    }

    /// `.image` as an `Image` in a `Para` (http, https or a relative path; its text otherwise);
    /// the first `.toc` as a `Div` of class `toc`: its title, then nested lists of links to the
    /// headings. Other infirm tags are macro calls, not run.
    mutating func writeInfirmTag(_ tag: InfirmTag, depth: Int) {
        switch tag.name {
        case "image":
            let source = tag.parameters.first ?? ""
            let alt = tag.parameters.dropFirst().joined(separator: " ")
            node("Para") { writer in
                writer.list { writer in
                    guard let src = LinkPolicy.imageSource(source) else {
                        writer.writeText(alt.isEmpty ? source : alt)
                        return
                    }
                    writer.node("Image") { writer in
                        writer.list { writer in
                            writer.attr()
                            writer.list { $0.writeText(alt) }
                            writer.list { writer in
                                writer.stringElement(src)
                                writer.stringElement("")
                            }
                        }
                    }
                }
            }
        case "toc":
            guard case .full = tableOfContents.form(of: tag), !plan.headings.isEmpty else { return }
            let title = tag.parameters.isEmpty ? "Contents" : tag.parameters.joined(separator: " ")
            node("Div") { writer in
                writer.list { writer in
                    writer.attr(classes: ["toc"])
                    writer.list { writer in
                        writer.node("Para") { writer in
                            writer.list { writer in
                                writer.node("Strong") { writer in writer.list { $0.writeText(title) } }
                            }
                        }
                        var next = 0
                        writer.writeHeadingList(from: &next, level: 0)
                    }
                }
            }
        default:
            break
        }
    }

    /// The headings from `next` on whose level is deeper than `level`, as a `BulletList` whose
    /// items hold the deeper ones nested; each heading is written once, so this is linear.
    private mutating func writeHeadingList(from next: inout Int, level: Int) {
        let headings = plan.headings
        guard next < headings.count, Self.tocLevel(headings[next]) > level else { return }
        node("BulletList") { writer in
            writer.list { writer in
                let itemLevel = Self.tocLevel(headings[next])
                while next < headings.count, Self.tocLevel(headings[next]) > level {
                    let heading = headings[next]
                    next += 1
                    writer.list { writer in
                        writer.node("Plain") { writer in
                            writer.list { writer in
                                writer.node("Link") { writer in
                                    writer.list { writer in
                                        writer.attr()
                                        writer.list { $0.writeText(ExportLabels.headingPlainText(heading)) }
                                        writer.list { writer in
                                            writer.stringElement("#" + (writer.plan.index.id(for: heading.range) ?? ""))
                                            writer.stringElement("")
                                        }
                                    }
                                }
                            }
                        }
                        writer.writeHeadingList(from: &next, level: max(Self.tocLevel(heading), itemLevel))
                    }
                }
            }
        }
    }

    /// A heading's level in the list, 1 to 6: deeper levels nest no further (as Markdown's), so
    /// the nesting, and this recursion, stays shallow.
    private static func tocLevel(_ heading: Heading) -> Int { min(max(heading.level, 1), 6) }
}
