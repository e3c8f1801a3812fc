import { mdxRoute } from '@/components/docs/mdx-route'

// /en/versions/<version>/docs/… and …/api/… of a snapshot (its pages in versions/<version>/en/docs|api/).
const route = mdxRoute('en')

export const dynamicParams = false
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
