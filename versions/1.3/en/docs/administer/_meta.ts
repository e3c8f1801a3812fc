import type { MetaRecord } from 'nextra'

export default {
  'diagnostics': "Diagnostics",
  'request-flow': "Request flow",
  'resource-limits': "Resource limits",
  'service-autoscaling': "Service autoscaling",
} satisfies MetaRecord
