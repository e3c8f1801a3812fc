import type { MetaRecord } from 'nextra'

export default {
  'dataset-types': "Типы датасетов",
  'environment-variables': "Переменные окружения",
  'glossary': "Глоссарий",
  'service-settings': "Настройки сервиса",
  'service-types': "Типы сервисов",
  'dialog-scripts': "Синтаксис диалоговых скриптов",
} satisfies MetaRecord
