import type { MetaRecord } from 'nextra'

export default {
  'diagnostics': "Диагностика",
  'request-flow': "Путь запроса",
  'resource-limits': "Лимиты ресурсов",
  'service-autoscaling': "Автомасштабирование сервиса",
} satisfies MetaRecord
