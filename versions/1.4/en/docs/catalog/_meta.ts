import type { MetaRecord } from 'nextra'
import { variables } from '@/site.config.mjs'

export default {
  'index': "Catalog overview",
  'llm': "Large language models",
  'voices': variables.products.voices,
} satisfies MetaRecord
