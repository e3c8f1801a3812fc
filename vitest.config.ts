import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // The `@/` import alias of tsconfig.json.
  resolve: { alias: { '@/': fileURLToPath(new URL('./', import.meta.url)) } },
  // tsconfig keeps JSX for Next.js; the tests compile it with React's automatic runtime.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx,mjs}'],
    environment: 'node',
    testTimeout: 30_000,
  },
})
