import { PostListPage, listPageParams, postListMetadata } from '@/components/blog/post-list-page'

type Props = { params: Promise<{ page: string }> }

export const dynamicParams = false
export const generateStaticParams = () => listPageParams('en')
export const generateMetadata = async ({ params }: Props) => postListMetadata('en', Number((await params).page))

export default async function Page({ params }: Props) {
  return <PostListPage locale="en" page={Number((await params).page)} />
}
