import { mdxRoute } from '@/components/docs/mdx-route'

// /versions/<version>/docs/… of a snapshot (versions/<version>/ copied to content/ before the build).
const route = mdxRoute('ru', 'docs')

export const dynamicParams = false
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
