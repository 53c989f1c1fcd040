import NorgKit
import NorgMathML

extension HTMLWriter {
    /// `@code lang` as `<pre><code class="language-lang">`, `@math` as display MathML in a `.math` element;
    /// any other verbatim tag (`@embed html` included: raw HTML is never passed through) as code.
    mutating func writeVerbatimTag(_ tag: VerbatimRangedTag) {
        anchors(ids(for: tag.range, carryovers: tag.carryovers))
        switch tag.name {
        case "table":
            writeVisualTable(tag, depth: 0)
        case "math":
            out += "<div class=\"math norg-math-block\">"
            out.append(TeXToMathML.mathML(for: tag.content, display: true))
            out += "</div>\n"
        default:
            let language = tag.name == "code" || tag.name == "embed" ? tag.parameters.first : nil
            out += "<pre class=\"norg-code\""
            if tag.name != "code" { attribute("data-tag", tag.name) }
            out += "><code"
            if let language, !language.isEmpty {
                attribute("class", "language-" + HTMLEscaping.classToken(language))
            }
            out += ">"
            code(tag.content, language: language)
            out += "</code></pre>\n"
        }
    }

    /// `|example` shows its source and its rendering, `|details` is a closed `<details>`, other
    /// standard tags (`|group` …) render their content in a `<div>`.
    mutating func writeRangedTag(_ tag: RangedTag, depth: Int) {
        anchors(ids(for: tag.range, carryovers: tag.carryovers))
        switch tag.name {
        case "example":
            out += "<div class=\"norg-example\">\n<pre class=\"norg-example-source\"><code class=\"language-norg\">"
            text(tag.exampleSource)
            out += "</code></pre>\n<div class=\"norg-example-rendering\">\n"
            let wasInsideExample = insideExample
            insideExample = true
            writeBlocks(tag.content, depth: depth + 1)
            insideExample = wasInsideExample
            out += "</div>\n</div>\n"
        case "details":
            out += "<details class=\"norg-details\"><summary>"
            text(tag.parameters.isEmpty ? "Details" : tag.parameters.joined(separator: " "))
            out += "</summary>\n"
            writeBlocks(tag.content, depth: depth + 1)
            out += "</details>\n"
        default:
            out += "<div class=\"norg-tag\""
            attribute("data-tag", tag.name)
            out += ">\n"
            writeBlocks(tag.content, depth: depth + 1)
            out += "</div>\n"
        }
    }

    /// `.image source alt…` as `<img>` (http, https or a relative path); `.toc` as a table of
    /// contents. Other infirm tags are macro calls this renderer does not run.
    mutating func writeInfirmTag(_ tag: InfirmTag) {
        switch tag.name {
        case "image":
            anchors(ids(for: tag.range, carryovers: tag.carryovers))
            let source = tag.parameters.first ?? ""
            let alt = tag.parameters.dropFirst().joined(separator: " ")
            if let src = imageSource(source) {
                out += "<p class=\"norg-image\"><img"
                attribute("src", src)
                attribute("alt", alt)
                out += " loading=\"lazy\"></p>\n"
            } else {
                out += "<p class=\"norg-image-refused\">"
                text(alt.isEmpty ? source : alt)
                out += "</p>\n"
            }
        case "toc":
            writeTableOfContents(tag)
        default:
            break
        }
    }
}
