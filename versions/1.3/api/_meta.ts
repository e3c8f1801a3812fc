import type { MetaRecord } from 'nextra'

export default {
  'index': "Обзор",
  'access': "Доступ",
  'rest': "REST API",
  'grpc': "gRPC",
  'python': "Python",
  'java': "Java",
  'task-types': "Типы задач",
} satisfies MetaRecord
