// Replaces the next-themes package wherever the Nextra themes import it (see docs-sidebar.mjs
// for why a re-export); the site's own code imports lib/theme/theme-provider.tsx directly.
export { ThemeProvider, useTheme } from '../theme/theme-provider.tsx'
