import type { MetaRecord } from 'nextra'

export default {
  'index': "REST overview",
  'direct-api': "Direct API",
  'openai-api': "OpenAI-compatible API",
  'predict-api': "Predict API",
  'training-api': "Training API",
  'services': "Services API",
  'deployments': "Deployments API",
  'resource-groups': "Resource groups API",
  'assistant-api': "Assistant API",
} satisfies MetaRecord
