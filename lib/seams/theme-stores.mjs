// The docs theme's stores (zustand stores and React contexts: the open drawer, the focused and
// active routes, the TOC), imported from the very module the theme imports as "../stores", so the
// components in components/docs-theme/ share the theme's state. The package exports only some of them
// (useConfig, useThemeConfig, useMenu, setMenu); the others exist only at this path.
// Plain JS with a declaration file beside it: TypeScript reads the theme's own .d.mts types.
// Named, so that the seams' check (lib/seams/index.mjs) finds each one in the theme's module.
export { setActiveSlug, setFocusedRoute, setMenu, useActiveAnchor, useConfig, useFocusedRoute, useMenu, useThemeConfig, useTOC } from '../../node_modules/nextra-theme-docs/dist/stores/index.js'
