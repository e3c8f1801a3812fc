import type { MetaRecord } from 'nextra'

export default {
  'index': "Introduction",
  'account': "Account",
  'catalog': "Model catalog",
  'create-service': "Creating a service",
  'creation': "Ways to create",
  'create': "Service from an image",
  'upload-image': "Uploading an image",
  'client': "Client",
  'administer': "Administration",
  'resources': "Resources",
  'training': "Training",
  'reference': "Reference",
} satisfies MetaRecord
