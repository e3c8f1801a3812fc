import type { MetaRecord } from 'nextra'

export default {
  'ai-tools': "AI-инструменты",
} satisfies MetaRecord
