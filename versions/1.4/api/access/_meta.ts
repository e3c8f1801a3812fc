import type { MetaRecord } from 'nextra'

export default {
  'key': "Ключи доступа",
} satisfies MetaRecord
