import { BlogRootLayout } from '@/components/layout/blog-root-layout'
import { siteMetadata } from '@/lib/site/metadata'

export const metadata = siteMetadata('en')

export default function Layout({ children }: { children: React.ReactNode }) {
  return <BlogRootLayout locale="en">{children}</BlogRootLayout>
}
