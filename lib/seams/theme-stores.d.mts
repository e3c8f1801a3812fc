// Types of theme-stores.mjs: the theme's own declarations of the same module.
export * from '../../node_modules/nextra-theme-docs/dist/stores/index.mjs'
