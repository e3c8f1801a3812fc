import { VersionsPage, versionsMetadata } from '@/components/versions/versions-page'

export const metadata = versionsMetadata('en')

export default function Page() {
  return <VersionsPage locale="en" />
}
