import type { MetaRecord } from 'nextra'

export default {
  'ai-tools': "AI tools",
} satisfies MetaRecord
