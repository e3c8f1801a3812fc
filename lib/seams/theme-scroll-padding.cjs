// A PostCSS plugin for the docs theme's stylesheet: Nextra gives <html> its scroll padding (anchors
// land below the sticky header) only while nothing has focus, `html { &:not(:has(*:focus)) { … } }`.
// In Chromium that `:has()` restyles the whole document each time focus moves: tapping a link to
// another page cost ~60–200 ms of a phone's CPU (4x) before the navigation even began
// (bench/RESULTS.md,
// "Search on a throttled phone — 2026-11-27 (the meta preloaded, the segmenter warmed, no `:has(*:focus)`; commit db4891d)").
// The padding applies always
// instead, which also keeps a focused element clear of the sticky header (WCAG 2.2, "Focus Not
// Obscured"). A seam into the theme: if its stylesheet no longer has the rule, the build stops here.
// CommonJS: Next loads PostCSS plugins with require().

const FOCUS_RULE = '&:not(:has(*:focus))'

/** @param {{ files?: RegExp }} [options] the stylesheet that imports the docs theme's (styles/docs-theme.css) */
function focusScrollPadding({ files = /styles[\\/]docs-theme\.css$/ } = {}) {
  return {
    postcssPlugin: 'focus-scroll-padding',
    OnceExit(root) {
      const file = root.source?.input.file ?? ''
      if (!files.test(file)) return
      let unwrapped = 0
      root.walkRules((rule) => {
        if (rule.selector !== FOCUS_RULE || rule.parent?.type !== 'rule' || rule.parent.selector !== 'html') return
        rule.replaceWith(rule.nodes)
        unwrapped++
      })
      if (unwrapped !== 1) {
        throw new Error(`seam "theme-scroll-padding": ${file}: expected the docs theme's one "html { ${FOCUS_RULE} { scroll-padding-top } }" rule, found ${unwrapped}. A theme upgrade moved it: see what its stylesheet does now (lib/seams/README.md).`)
      }
    },
  }
}
focusScrollPadding.postcss = true

module.exports = focusScrollPadding
