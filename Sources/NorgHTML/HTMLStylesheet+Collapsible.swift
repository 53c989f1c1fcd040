extension HTMLStylesheet {
    /// `HTMLOptions.collapsible`: a list item that folds keeps its bullet or number (the `<li>`
    /// stays a list item) and its `<summary>` shows a small disclosure mark of its own after it;
    /// the summary is a block, not a list item, so it neither draws the browser's triangle nor
    /// counts in an ordered list. A task's status stays where its bullet would be, as when it does
    /// not fold. In print nothing folds: the marks are hidden, and folded
    /// content is shown where the browser lets CSS reach it (`::details-content`).
    static let collapsibleRules = """
    li > details.norg-collapsible > summary { display: block; list-style: none; }
    li > details.norg-collapsible > summary::-webkit-details-marker { display: none; }
    li > details.norg-collapsible > summary::before { content: "\\25BE"; display: inline-block; width: 1em; margin-right: .15em; color: var(--norg-secondary); font-size: .85em; text-align: center; }
    li > details.norg-collapsible:not([open]) > summary::before { content: "\\25B8"; }
    li > details.norg-collapsible > :not(summary) { margin-left: 0; }
    li.norg-task > details.norg-collapsible > summary { position: relative; }
    li.norg-task > details.norg-collapsible > summary > .norg-status { position: absolute; left: -1.35em; margin: 0; }
    @media print {
      details.norg-collapsible > summary { list-style: none; cursor: auto; }
      details.norg-collapsible > summary::-webkit-details-marker { display: none; }
      li > details.norg-collapsible > summary::before, li > details.norg-collapsible:not([open]) > summary::before { content: none; }
    }
    @media print {
      details.norg-collapsible::details-content { content-visibility: visible; }
    }

    """
}
