// Replaces nextra-theme-docs' dist/mdx-components/heading-anchor.client.js (see docs-sidebar.mjs for why a re-export).
export { HeadingAnchor } from '../../components/docs-theme/heading-anchor.tsx'
