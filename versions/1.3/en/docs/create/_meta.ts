import type { MetaRecord } from 'nextra'

export default {
  'app': "Application",
  'configuration': "Configuration",
  'launch': "Launch",
} satisfies MetaRecord
