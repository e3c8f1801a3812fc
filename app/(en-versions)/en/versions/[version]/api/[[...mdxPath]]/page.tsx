import { mdxRoute } from '@/components/docs/mdx-route'

// /versions/<version>/api/… of a snapshot (versions/<version>/ linked into content/ before the build).
const route = mdxRoute('en', 'api', require.context('@/content/en/versions', true, /^\.\/[^/]+\/api\/.*(\.mdx?|_meta\.ts)$/))

export const dynamicParams = false
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
