import { mdxRoute } from '@/components/docs/mdx-route'

// /versions/<version>/docs/… and …/api/… of a snapshot (its pages in versions/<version>/docs|api/).
const route = mdxRoute('ru')

export const dynamicParams = false
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
