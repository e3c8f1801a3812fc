import { postRoute } from '@/components/blog/post-page'

const route = postRoute('en', require.context('../../../../../../../content/en/blog', false, /\.mdx$/))

export const dynamicParams = false
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
