import type { MetaRecord } from 'nextra'

export default {
  'diagnostics': "Диагностика",
  'request-flow': "Путь запроса",
  'resource-limits': "Лимиты ресурсов",
  'service-autoscaling': "Автомасштабирование сервиса",
  'upgrade': "Обновление с 1.3 до 1.4",
} satisfies MetaRecord
