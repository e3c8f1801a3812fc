// The docs theme's components that the wrapper draws (components/docs-theme/toc-wrapper.tsx), from the files the theme's
// own wrapper imports, so next.config.mjs's replacements of them apply here too. Plain JS with a
// declaration file beside it: the theme ships no types for these files.
export { Breadcrumb } from '../../node_modules/nextra-theme-docs/dist/components/breadcrumb.js'
export { CopyPage } from '../../node_modules/nextra-theme-docs/dist/components/copy-page.js'
export { Pagination } from '../../node_modules/nextra-theme-docs/dist/components/pagination.js'
export { TOC } from '../../node_modules/nextra-theme-docs/dist/components/toc.js'
