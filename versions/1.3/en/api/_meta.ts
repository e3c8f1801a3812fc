import type { MetaRecord } from 'nextra'

export default {
  'index': "Overview",
  'access': "Access",
  'rest': "REST API",
  'grpc': "gRPC",
  'python': "Python",
  'java': "Java",
  'task-types': "Task types",
} satisfies MetaRecord
