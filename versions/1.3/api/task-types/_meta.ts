import type { MetaRecord } from 'nextra'

export default {
  'index': "Обзор типов задач",
  'asr': "asr",
  'gpt': "gpt",
  'ner': "ner",
  'text': "text",
  'text-classification': "text-classification",
  'tts': "tts",
} satisfies MetaRecord
