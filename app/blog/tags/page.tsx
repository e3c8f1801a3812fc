import { TagIndexPage, tagIndexMetadata } from '@/components/blog/tag-pages'

export const metadata = tagIndexMetadata('ru')

export default function Page() {
  return <TagIndexPage locale="ru" />
}
