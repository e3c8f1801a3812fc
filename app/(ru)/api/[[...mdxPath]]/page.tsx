import { mdxRoute } from '@/components/docs/mdx-route'

const route = mdxRoute('ru', 'api', require.context('../../../../content/api', true, /(\.mdx?|_meta\.ts)$/))

export const dynamicParams = false
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
