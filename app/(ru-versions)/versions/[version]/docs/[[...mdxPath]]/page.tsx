import { mdxRoute } from '@/components/docs/mdx-route'

// /versions/<version>/docs/… of a snapshot (its pages in versions/<version>/docs/).
const route = mdxRoute('ru', 'docs', require.context('../../../../../../versions', true, /^\.\/[^/]+\/docs\/.*(\.mdx?|_meta\.ts)$/))

export const dynamicParams = false
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
