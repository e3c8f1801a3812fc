import type { MetaRecord } from 'nextra'

export default {
  'index': "Обзор",
  'python-client': "Python-клиент",
} satisfies MetaRecord
