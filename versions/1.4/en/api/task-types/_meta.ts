import type { MetaRecord } from 'nextra'

export default {
  'index': "Task types overview",
  'asr': "asr",
  'gpt': "gpt",
  'ner': "ner",
  'text': "text",
  'text-classification': "text-classification",
  'text2vec': "text2vec",
  'tts': "tts",
} satisfies MetaRecord
