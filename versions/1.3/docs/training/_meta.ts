import type { MetaRecord } from 'nextra'

export default {
  'overview': "Обзор обучения",
  'internals': "Как устроено обучение",
  'troubleshooting': "Решение проблем",
} satisfies MetaRecord
