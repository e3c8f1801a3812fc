import { mdxRoute } from '@/components/docs/mdx-route'

// /versions/<version>/api/… of a snapshot (its pages in versions/<version>/en/api/).
const route = mdxRoute('en', 'api', require.context('../../../../../../../versions', true, /^\.\/[^/]+\/en\/api\/.*(\.mdx?|_meta\.ts)$/))

export const dynamicParams = false
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
