import { mdxRoute } from '@/components/docs/mdx-route'

// /versions/<version>/api/… of a snapshot (versions/<version>/ copied to content/ before the build).
const route = mdxRoute('en', 'api')

export const dynamicParams = false
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
