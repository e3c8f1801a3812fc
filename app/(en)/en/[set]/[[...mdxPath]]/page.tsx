import { mdxRoute } from '@/components/docs/mdx-route'

// /en/docs/… and /en/api/…: the current pages of both sets (content/en/docs, content/en/api).
const route = mdxRoute('en')

export const dynamicParams = false
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
