import { TagIndexPage, tagIndexMetadata } from '@/components/blog/tag-pages'

export const metadata = tagIndexMetadata('en')

export default function Page() {
  return <TagIndexPage locale="en" />
}
