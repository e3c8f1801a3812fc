import type { MetaRecord } from 'nextra'

export default {
  'ai-tools': "AI-инструменты",
  'assistant-mcp': "Документация в AI-ассистенте",
} satisfies MetaRecord
