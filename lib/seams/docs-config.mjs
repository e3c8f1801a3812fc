// Entry point of the site's rewrite of the docs theme's navigation context (components/docs-theme/
// docs-config.tsx), which next.config.mjs puts in place of the theme's stores/config.js; a plain
// re-export so that the TSX behind it is compiled as the site's own code (see docs-sidebar.mjs).
export { ConfigProvider, useConfig } from '../../components/docs-theme/docs-config.tsx'
