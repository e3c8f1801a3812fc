import { TagPage, tagMetadata, tagStaticParams } from '@/components/blog/tag-pages'

type Props = { params: Promise<{ tag: string }> }

export const dynamicParams = false
export const generateStaticParams = () => tagStaticParams('en')
export const generateMetadata = async ({ params }: Props) => tagMetadata('en', (await params).tag)

export default async function Page({ params }: Props) {
  return <TagPage locale="en" tag={(await params).tag} />
}
