import type { MetaRecord } from 'nextra'

export default {
  'index': "Обзор",
  'java-client': "Java-клиент",
} satisfies MetaRecord
