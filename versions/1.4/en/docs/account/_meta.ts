import type { MetaRecord } from 'nextra'

export default {
  'users': "Users",
} satisfies MetaRecord
