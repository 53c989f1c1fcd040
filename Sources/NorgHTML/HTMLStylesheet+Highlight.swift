extension HTMLStylesheet {
    /// Highlighted code's colours (Xcode's default light and dark themes, the dark comment and key
    /// colours lightened to read at 4.5:1 on the code background), each a variable a page may override. `light-dark()` picks by the `color-scheme` the theme sets, so one rule serves
    /// light, dark and auto; a browser without it shows the code plain.
    static let highlight = """
    :root {
      --norg-hl-keyword: light-dark(#9b2393, #ff7ab2);
      --norg-hl-type: light-dark(#0b4f79, #5dd8ff);
      --norg-hl-constant: light-dark(#6c36a9, #b281eb);
      --norg-hl-string: light-dark(#c41a16, #ff8170);
      --norg-hl-number: light-dark(#1c00cf, #d9c97c);
      --norg-hl-comment: light-dark(#5d6c79, #8e9aa6);
      --norg-hl-function: light-dark(#326d74, #67b7a4);
      --norg-hl-attribute: light-dark(#815f03, #cc9768);
      --norg-hl-tag: light-dark(#0f68a0, #4eb0cc);
      --norg-hl-key: light-dark(#3900a0, #b38af0);
      --norg-hl-link: light-dark(#0e0eff, #6699ff);
      --norg-hl-punctuation: light-dark(#6e6e73, #98989d);
    }
    .hl-keyword { color: var(--norg-hl-keyword); font-weight: 600; }
    .hl-type { color: var(--norg-hl-type); }
    .hl-constant { color: var(--norg-hl-constant); }
    .hl-string { color: var(--norg-hl-string); }
    .hl-number { color: var(--norg-hl-number); }
    .hl-comment { color: var(--norg-hl-comment); font-style: italic; }
    .hl-function { color: var(--norg-hl-function); }
    .hl-attribute { color: var(--norg-hl-attribute); }
    .hl-tag { color: var(--norg-hl-tag); }
    .hl-key { color: var(--norg-hl-key); }
    .hl-heading { font-weight: 700; }
    .hl-link { color: var(--norg-hl-link); text-decoration: underline; }
    .hl-punctuation { color: var(--norg-hl-punctuation); }
    """
}
