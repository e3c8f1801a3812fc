import { PostListPage, postListMetadata } from '@/components/blog/post-list-page'

export const metadata = postListMetadata('en', 1)

export default function Page() {
  return <PostListPage locale="en" page={1} />
}
