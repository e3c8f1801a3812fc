// The site's code themes: shiki's github-light and github-dark, with
// - darker/lighter twins of the colours that fall below WCAG AA (4.5:1) on the code background or
//   on a highlighted line (tests/e2e/code-contrast.spec.ts measures both on the real page);
// - rules for the "sc" grammar's scopes that the github themes leave in the default colour.
import githubDark from 'shiki/themes/github-dark.mjs'
import githubLight from 'shiki/themes/github-light.mjs'

/** Theme colour → the colour the site uses instead, per mode. */
export const contrastFixes = {
  light: {
    '#6a737d': '#57606a', // comments: 4.15 on a highlighted line
    '#22863a': '#176f2c', // tags, inserted lines: 3.99
    '#d73a49': '#c5222c', // keywords: 3.94; as a background (carriage returns), 4.42 under #fafbfc
    '#e36209': '#a4470a', // variables: 3.49 on the plain background already
  },
  dark: {
    '#6a737d': '#8b949e', // comments: 4.36 on the plain background, 3.48 on a highlighted line
    '#c24e00': '#6b2e00', // background of changed diff lines: 2.58 under their #ffab70 text
  },
}

/** Colours of the sc rules, named after the github rule they borrow from. */
const palette = {
  light: { tag: '#22863a', keyword: '#d73a49', variable: '#e36209', support: '#005cc5', entity: '#6f42c1' },
  dark: { tag: '#85e89d', keyword: '#f97583', variable: '#ffab70', support: '#79b8ff', entity: '#b392f0' },
}

/** sc scopes that github colours as default text, and the github colour each takes. */
const scRules = (colours) => [
  { scope: ['punctuation.separator.tag.sc'], settings: { foreground: colours.tag } },
  {
    scope: ['punctuation.section.embedded.begin.sc', 'punctuation.section.embedded.end.sc', 'punctuation.separator.parameters.sc'],
    settings: { foreground: colours.keyword },
  },
  {
    // Named patterns and the variables of sc's JavaScript ($session, $parseTree…): what the platform
    // fills in at run time, in one colour wherever they appear.
    scope: [
      'variable.other.named-pattern.sc',
      'variable.other.named-pattern.definition.sc',
      'meta.embedded.expression.javascript.sc variable.other',
      'meta.embedded.block.javascript.sc variable.other',
    ],
    settings: { foreground: colours.variable },
  },
  { scope: ['punctuation.definition.pattern.begin.sc', 'punctuation.definition.pattern.end.sc'], settings: { foreground: colours.support } },
  { scope: ['punctuation.separator.alias.sc'], settings: { foreground: colours.entity } },
]

const fix = (colour, fixes) => (colour && fixes[colour.toLowerCase()]) || colour

/** A github theme with the contrast fixes and the sc rules, under its own name. */
function siteTheme(theme, mode, name) {
  const fixes = contrastFixes[mode]
  const tokenColors = [...theme.tokenColors, ...scRules(palette[mode])].map((rule) => ({
    ...rule,
    // Backgrounds too: a rule with its own background (diff lines) keeps its text readable on it.
    settings: { ...rule.settings, foreground: fix(rule.settings.foreground, fixes), background: fix(rule.settings.background, fixes) },
  }))
  return { ...theme, name, tokenColors }
}

export const codeThemes = {
  light: siteTheme(githubLight, 'light', 'site-light'),
  dark: siteTheme(githubDark, 'dark', 'site-dark'),
}
