// Stand-ins for parts of the Nextra themes this site never renders. The themes import them
// unconditionally (the docs layout's schema imports Nextra's search box for its default `search`
// prop, the sidebar imports the theme and locale switchers), and Next.js ships every client
// component a layout imports, rendered or not: together ~45 KB gzip of JavaScript (Headless UI's
// Combobox, Listbox and Menu, floating-ui, the Pagefind client) on every page.
// next.config.mjs swaps these modules for this file at build time (see `unusedThemeParts`).
//
// Why each is unused:
// - Search: the site's search is its own (components/search/search-modal/); the docs theme gets `search: null`.
// - ClientNavbar: both themes get the site's own navbar (components/site-header).
// - ThemeSwitch: the colour-mode toggle is the site's own; the docs theme gets `darkMode: false`
//   and the blog theme's navbar is replaced.
// - LocaleSwitch: the site's own language switch; Nextra's i18n is off.
// - CopyPage: the docs theme gets `copyPageButton: false`.
// - Comments: the blog has no comments.
// - SkipNavLink: the docs theme's is an <a type="button"> (invalid HTML) in English; the site's
//   shell renders its own, in the page's language, without JavaScript (components/layout/html-shell.tsx).
// - ImageZoom and Image (next/image): Nextra's default MDX `img`; docs and blog pages pass their own
//   (components/docs/article-image.tsx), which loads the zoom library only when an image attaches.
const nothing = () => null

export const Search = nothing
export const importPagefind = async () => {
  throw new Error("Nextra's Pagefind search box is not part of this site")
}
export const ClientNavbar = nothing
export const ThemeSwitch = nothing
export const LocaleSwitch = nothing
export const CopyPage = nothing
export const Comments = nothing
export const ImageZoom = nothing
export const SkipNavLink = nothing
export const Image = nothing
