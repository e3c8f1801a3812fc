import type { MetaRecord } from 'nextra'

export default {
  'overview': "Training overview",
  'internals': "Training internals",
  'troubleshooting': "Troubleshooting",
} satisfies MetaRecord
