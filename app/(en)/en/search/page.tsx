import { SearchRoute, searchMetadata } from '@/components/search/search-route'

export const metadata = searchMetadata('en')

export default function Page() {
  return <SearchRoute locale="en" />
}
