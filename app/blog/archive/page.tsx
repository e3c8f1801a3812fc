import { ArchivePage, archiveMetadata } from '@/components/blog/archive-page'

export const metadata = archiveMetadata('ru')

export default function Page() {
  return <ArchivePage locale="ru" />
}
