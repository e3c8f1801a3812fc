import type { MetaRecord } from 'nextra'

export default {
  'autoscaling': "Autoscaling",
  'docker': "Docker images",
  'resource-groups': "Resource groups",
} satisfies MetaRecord
