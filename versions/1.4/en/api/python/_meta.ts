import type { MetaRecord } from 'nextra'

export default {
  'index': "Overview",
  'python-client': "Python client",
} satisfies MetaRecord
