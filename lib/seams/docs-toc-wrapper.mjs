// Replaces nextra-theme-docs' dist/mdx-components/wrapper.client.js (see docs-sidebar.mjs for why a re-export).
export { ClientWrapper } from '../../components/docs-theme/toc-wrapper.tsx'
