import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // tsconfig keeps JSX for Next.js; the tests compile it with React's automatic runtime.
  oxc: { jsx: { runtime: 'automatic' } },
  // The `@/` import alias of tsconfig.json.
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx,mjs}'],
    environment: 'node',
    testTimeout: 30_000,
  },
})
