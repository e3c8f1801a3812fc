import type { MetaRecord } from 'nextra'

export default {
  'dataset-types': "Dataset types",
  'environment-variables': "Environment variables",
  'glossary': "Glossary",
  'service-settings': "Service settings",
  'service-types': "Service types",
  'dialog-scripts': "Dialog script syntax",
} satisfies MetaRecord
