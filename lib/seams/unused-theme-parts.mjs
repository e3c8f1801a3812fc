// Stand-ins for parts of the Nextra themes this site never renders, which the themes' modules the
// site does use still import (the docs layout's schema imports Nextra's search box for its default
// `search` prop, the wrapper imports the copy-page button, Nextra's MDX components the image zoom and
// the skip link): a client component a used module imports is shipped, rendered or not.
// next.config.mjs swaps these modules for this file (the seam "unused-theme-parts").
//
// Other unused parts (the navbar's client half, the theme and locale switchers, the blog's comments,
// next/image) need no stand-in: only unused exports of the themes import them, and Turbopack, unlike
// webpack, never reaches them (bench/RESULTS.md, "One bundler: next build on Turbopack").
//
// Why each is unused:
// - Search: the site's search is its own (components/search/search-modal/); the docs theme gets `search: null`.
// - CopyPage: the docs theme gets `copyPageButton: false`.
// - SkipNavLink: the docs theme's is an <a type="button"> (invalid HTML) in English; the site's
//   shell renders its own, in the page's language, without JavaScript (components/layout/html-shell.tsx).
// - ImageZoom: Nextra's default MDX `img`; docs and blog pages pass their own
//   (components/docs/article-image.tsx), which loads the zoom library only when an image attaches.
const nothing = () => null

export const Search = nothing
export const importPagefind = async () => {
  throw new Error("Nextra's Pagefind search box is not part of this site")
}
export const CopyPage = nothing
export const ImageZoom = nothing
export const SkipNavLink = nothing
