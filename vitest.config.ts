import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // Unit tests compile JSX with React's automatic runtime, as Next does.
  oxc: { jsx: { runtime: 'automatic' } },
  // The `@/` import alias of tsconfig.json.
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx,mjs}'],
    environment: 'node',
    testTimeout: 30_000,
  },
})
