import type { MetaRecord } from 'nextra'

export default {
  'index': "Обзор REST",
  'direct-api': "Прямой API",
  'openai-api': "API, совместимый с OpenAI",
  'predict-api': "Predict API",
  'training-api': "Training API",
  'services': "API сервисов",
  'deployments': "API развёртываний",
  'resource-groups': "API групп ресурсов",
  'assistant-api': "API ассистента",
} satisfies MetaRecord
