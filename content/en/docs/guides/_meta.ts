import type { MetaRecord } from 'nextra'

export default {
  'ai-tools': "AI tools",
  'assistant-mcp': "Use the docs from your AI assistant",
} satisfies MetaRecord
