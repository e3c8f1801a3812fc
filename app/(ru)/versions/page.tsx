import { VersionsPage, versionsMetadata } from '@/components/versions/versions-page'

export const metadata = versionsMetadata('ru')

export default function Page() {
  return <VersionsPage locale="ru" />
}
