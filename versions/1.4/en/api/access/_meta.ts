import type { MetaRecord } from 'nextra'

export default {
  'key': "Access keys",
} satisfies MetaRecord
