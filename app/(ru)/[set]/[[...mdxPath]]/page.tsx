import { mdxRoute } from '@/components/docs/mdx-route'

// /docs/… and /api/…: the current pages of both sets (content/docs, content/api).
const route = mdxRoute('ru')

export const dynamicParams = false
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
