import type { MetaRecord } from 'nextra'
import { variables } from '@/site.config.mjs'

export default {
  'index': "Обзор каталога",
  'llm': "Большие языковые модели",
  'voices': variables.products.voices,
} satisfies MetaRecord
