import type { MetaRecord } from 'nextra'

export default {
  'index': "Overview",
  'java-client': "Java client",
} satisfies MetaRecord
