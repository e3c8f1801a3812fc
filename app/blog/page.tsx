import { PostListPage, postListMetadata } from '@/components/blog/post-list-page'

export const metadata = postListMetadata('ru', 1)

export default function Page() {
  return <PostListPage locale="ru" page={1} />
}
