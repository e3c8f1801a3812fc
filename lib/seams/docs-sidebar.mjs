// Entry points of the site's rewrites of docs-theme components (components/docs-theme/), which
// next.config.mjs puts in place of the theme's modules. Webpack compiles a swapped-in module with
// the loaders of the file it replaces (node_modules: no TypeScript, no JSX), so the swap targets
// these plain re-exports and the TSX behind them is compiled as the site's own code.
export { Sidebar, MobileNav } from '../../components/docs-theme/sidebar.tsx'
