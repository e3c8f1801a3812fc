import { mdxRoute } from '@/components/docs/mdx-route'

// /versions/<version>/api/… of a snapshot (its pages in versions/<version>/api/).
const route = mdxRoute('ru', 'api', require.context('../../../../../../versions', true, /^\.\/[^/]+\/api\/.*(\.mdx?|_meta\.ts)$/))

export const dynamicParams = false
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
