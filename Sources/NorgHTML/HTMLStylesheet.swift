/// The embedded stylesheet, after `NorgTheme.default`: heading sizes from `.title` down to
/// `.subheadline`, accent-coloured links, pink verbatim, secondary quotes with a bar, code on a
/// quaternary fill in a monospaced font, 18 px indentation, green/red/blue/secondary task tints.
/// Its colours are the system colours' increased-contrast variants, so every text colour reads at
/// WCAG AA (4.5:1) over what it sits on, and the borders that carry meaning (quote bars, rules,
/// table grids: `--norg-rule`) at 3:1, in light and dark (`StylesheetContrastTests`); NorgUI's
/// theme keeps the system colours. Spoilers hide their text until hovered or focused, with CSS only.
enum HTMLStylesheet {
    static func css(theme: HTMLOptions.Theme) -> String {
        switch theme {
        case .light:
            ":root {\n\(light)}\n" + rules
        case .dark:
            ":root {\n\(dark)}\n" + rules
        case .auto:
            ":root {\n\(light)}\n@media (prefers-color-scheme: dark) {\n:root {\n\(dark)}\n}\n" + rules
        }
    }

    private static let light = """
      color-scheme: light;
      --norg-text: #1d1d1f;
      --norg-background: #ffffff;
      --norg-secondary: rgba(60, 60, 67, 0.8);
      --norg-separator: rgba(60, 60, 67, 0.18);
      --norg-rule: rgba(60, 60, 67, 0.6);
      --norg-accent: #0066cc;
      --norg-verbatim: #d30f45;
      --norg-code-background: rgba(116, 116, 128, 0.08);
      --norg-spoiler-background: rgba(60, 60, 67, 0.15);
      --norg-green: #1f7a35;
      --norg-red: #d70015;
      --norg-blue: #0066cc;

    """

    private static let dark = """
      color-scheme: dark;
      --norg-text: #f5f5f7;
      --norg-background: #1c1c1e;
      --norg-secondary: rgba(235, 235, 245, 0.6);
      --norg-separator: rgba(235, 235, 245, 0.18);
      --norg-rule: rgba(235, 235, 245, 0.4);
      --norg-accent: #409cff;
      --norg-verbatim: #ff6482;
      --norg-code-background: rgba(118, 118, 128, 0.18);
      --norg-spoiler-background: rgba(235, 235, 245, 0.15);
      --norg-green: #30d158;
      --norg-red: #ff6961;
      --norg-blue: #409cff;

    """

    private static let rules = """
    :root { --norg-indent: 18px; }
    body { margin: 0; background: var(--norg-background); color: var(--norg-text);
      font: 17px/1.5 -apple-system, BlinkMacSystemFont, system-ui, "Segoe UI", Roboto, sans-serif; }
    .norg-document { max-width: 46rem; margin: 0 auto; padding: 2rem 1.25rem 4rem; overflow-wrap: break-word; }
    .norg-header { margin-bottom: 2rem; border-bottom: 1px solid var(--norg-separator); }
    .norg-title { font-size: 34px; font-weight: 700; line-height: 1.2; margin: 0 0 .25rem; }
    .norg-description { font-size: 20px; margin: 0 0 .25rem; }
    .norg-byline { color: var(--norg-secondary); font-size: 15px; margin: 0 0 1rem; }
    h1, h2, h3, h4, h5, h6 { line-height: 1.25; margin: 1.4em 0 .5em; }
    h1 { font-size: 28px; font-weight: 700; }
    h2 { font-size: 22px; font-weight: 600; }
    h3 { font-size: 20px; font-weight: 600; }
    h4 { font-size: 17px; font-weight: 600; }
    h5 { font-size: 16px; font-weight: 600; }
    h6 { font-size: 15px; font-weight: 600; }
    .norg-heading-deep { color: var(--norg-secondary); }
    p { margin: .6em 0; }
    a, .norg-link { color: var(--norg-accent); }
    a { text-decoration: none; }
    a:hover, a:focus { text-decoration: underline; }
    .norg-link-unresolved, .norg-link-refused, .norg-link-external-file { color: inherit; text-decoration: underline dotted var(--norg-secondary); }
    .norg-target { scroll-margin-top: 1rem; }
    :target { scroll-margin-top: 1rem; background: var(--norg-code-background); }
    code, pre, var.norg-variable { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 16px; }
    code.norg-verbatim { color: var(--norg-verbatim); background: var(--norg-code-background); border-radius: 4px; padding: 0 .2em; white-space: break-spaces; }
    var.norg-variable { font-style: normal; color: var(--norg-verbatim); }
    .norg-code, .norg-example-source { background: var(--norg-code-background); border-radius: 8px; padding: .75em 1em; overflow-x: auto; line-height: 1.4; }
    .norg-code code, .norg-example-source code { color: inherit; }
    \(math)
    .norg-spoiler { background: var(--norg-secondary); color: transparent; border-radius: 4px; padding: 0 .15em; cursor: pointer; }
    .norg-spoiler * { color: transparent !important; }
    .norg-spoiler:hover, .norg-spoiler:focus { background: var(--norg-spoiler-background); color: var(--norg-secondary); }
    .norg-spoiler:hover *, .norg-spoiler:focus * { color: inherit !important; }
    .norg-quote { margin: .6em 0; padding: 0 0 0 calc(var(--norg-indent) - 3px); border-left: 3px solid var(--norg-rule); color: var(--norg-secondary); }
    .norg-quote .norg-quote { margin-left: 0; }
    ul.norg-list, ol.norg-list { margin: .4em 0; padding-left: calc(var(--norg-indent) + .4em); }
    li > ul.norg-list, li > ol.norg-list, li > details > ul.norg-list, li > details > ol.norg-list { margin: .2em 0; }
    li.norg-task { list-style: none; }
    li.norg-task > .norg-status { margin-left: -1.35em; }
    li > p { margin: .3em 0; }
    .norg-status { font-family: "Apple Symbols", "Segoe UI Symbol", "Noto Sans Symbols 2", "DejaVu Sans", sans-serif; display: inline-block; width: 1.1em; text-align: center; font-weight: 700; margin-right: .25em; }
    .norg-tint-green { color: var(--norg-green); }
    .norg-tint-red { color: var(--norg-red); }
    .norg-tint-blue { color: var(--norg-blue); }
    .norg-tint-secondary { color: var(--norg-secondary); }
    [data-status="done"] > .norg-status + *, [data-status="cancelled"] { text-decoration-color: var(--norg-secondary); }
    [data-status="cancelled"] { color: var(--norg-secondary); text-decoration: line-through; }
    .norg-badge { display: inline-block; font-size: 13px; line-height: 1.4; padding: 0 .45em; margin-right: .3em; border-radius: 999px; background: var(--norg-code-background); color: var(--norg-secondary); vertical-align: .1em; }
    .norg-priority { color: var(--norg-red); }
    .norg-definitions { margin: .6em 0; }
    .norg-definitions dt, .norg-item-title, dfn { font-weight: 700; font-style: normal; }
    .norg-definitions dd { margin: 0 0 .6em var(--norg-indent); }
    .norg-definition-body { margin-left: var(--norg-indent); }
    dd > p:first-child, td > p:first-child { margin-top: 0; }
    .norg-table-scroll { overflow-x: auto; margin: .8em 0; }
    .norg-table { border-collapse: collapse; }
    .norg-table th { border: 1px solid var(--norg-rule); padding: .35em .7em; text-align: left; background: var(--norg-code-background); }
    .norg-table td { border: 1px solid var(--norg-rule); padding: .35em .7em; vertical-align: top; }
    .norg-table td > ul.norg-list { margin: 0; }
    .norg-table-note { color: var(--norg-secondary); font-style: italic; }
    .norg-footnotes { margin-top: 3rem; font-size: 15px; }
    .norg-footnotes hr { margin-bottom: 1rem; }
    .norg-footnote-ref a { padding: 0 .1em; }
    .norg-backref { margin-left: .25em; }
    aside.norg-footnote { font-size: 15px; border-top: 1px solid var(--norg-separator); margin: .6em 0; padding-top: .3em; }
    hr { border: 0; border-top: 1px solid var(--norg-rule); margin: 1.5em 0; }
    .norg-example { border: 1px solid var(--norg-separator); border-radius: 8px; margin: .8em 0; overflow: hidden; }
    .norg-example-source { white-space: pre; overflow-wrap: normal; margin: 0; border-radius: 0; border-bottom: 1px solid var(--norg-separator); }
    .norg-example-rendering { padding: 0 1em; }
    .norg-example-rendering h1, .norg-example-rendering h2, .norg-example-rendering h3 { font-size: 17px; }
    .norg-image img { max-width: 100%; height: auto; border-radius: 8px; }
    .norg-image-refused { color: var(--norg-secondary); font-style: italic; }
    .norg-toc { border: 1px solid var(--norg-separator); border-radius: 8px; padding: .5em 1em; margin: 1em 0; }
    .norg-toc ul { list-style: none; padding: 0; margin: 0; }
    .norg-toc-title { font-weight: 700; margin: .2em 0; }
    .norg-toc-level-2 { padding-left: var(--norg-indent); }
    .norg-toc-level-3 { padding-left: calc(2 * var(--norg-indent)); }
    .norg-toc-level-4 { padding-left: calc(3 * var(--norg-indent)); }
    .norg-toc-level-5 { padding-left: calc(4 * var(--norg-indent)); }
    .norg-toc-level-6 { padding-left: calc(5 * var(--norg-indent)); }
    details.norg-details { border: 1px solid var(--norg-separator); border-radius: 8px; padding: .4em 1em; margin: .6em 0; }
    details.norg-details > summary { cursor: pointer; font-weight: 600; }
    details.norg-collapsible > summary { cursor: pointer; }
    details.norg-collapsible > summary > h1, details.norg-collapsible > summary > h2,
    details.norg-collapsible > summary > h3, details.norg-collapsible > summary > h4,
    details.norg-collapsible > summary > h5, details.norg-collapsible > summary > h6 { display: inline; }
    section.norg-section > details.norg-collapsible > summary { margin: 1.4em 0 .5em; }
    section.norg-section > details.norg-collapsible > summary > :is(h1, h2, h3, h4, h5, h6) { margin: 0; }
    details.norg-collapsible > :not(summary) { margin-left: var(--norg-indent); }
    section.norg-section > details.norg-collapsible > :not(summary) { margin-left: 0; }
    .norg-truncated { color: var(--norg-secondary); }
    \(collapsibleRules)
    \(highlight)
    """
}
