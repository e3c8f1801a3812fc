import { ArchivePage, archiveMetadata } from '@/components/blog/archive-page'

export const metadata = archiveMetadata('en')

export default function Page() {
  return <ArchivePage locale="en" />
}
