import { PostPage, postMetadata, postStaticParams, type PostParams } from '@/components/blog/post-page'

type Props = { params: Promise<PostParams> }

export const dynamicParams = false
export const generateStaticParams = () => postStaticParams('en')
export const generateMetadata = async ({ params }: Props) => postMetadata('en', await params)

export default async function Page({ params }: Props) {
  return <PostPage locale="en" params={await params} />
}
