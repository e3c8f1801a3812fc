import { SearchRoute, searchMetadata } from '@/components/search/search-route'

export const metadata = searchMetadata('ru')

export default function Page() {
  return <SearchRoute locale="ru" />
}
