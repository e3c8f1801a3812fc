import type { MetaRecord } from 'nextra'

export default {
  'app': "Приложение",
  'configuration': "Конфигурация",
  'launch': "Запуск",
} satisfies MetaRecord
