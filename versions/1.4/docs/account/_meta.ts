import type { MetaRecord } from 'nextra'

export default {
  'users': "Пользователи",
} satisfies MetaRecord
