import type { MetaRecord } from 'nextra'

export default {
  'diagnostics': "Diagnostics",
  'request-flow': "Request flow",
  'resource-limits': "Resource limits",
  'service-autoscaling': "Service autoscaling",
  'upgrade': "Upgrading from 1.3 to 1.4",
} satisfies MetaRecord
