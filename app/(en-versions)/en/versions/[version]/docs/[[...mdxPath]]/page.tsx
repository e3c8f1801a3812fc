import { mdxRoute } from '@/components/docs/mdx-route'

// /versions/<version>/docs/… of a snapshot (versions/<version>/ linked into content/ before the build).
const route = mdxRoute('en', 'docs', require.context('@/content/en/versions', true, /^\.\/[^/]+\/docs\/.*(\.mdx?|_meta\.ts)$/))

export const dynamicParams = false
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
