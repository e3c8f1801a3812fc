import type { MetaRecord } from 'nextra'

export default {
  'autoscaling': "Автомасштабирование",
  'docker': "Образы Docker",
  'resource-groups': "Группы ресурсов",
} satisfies MetaRecord
