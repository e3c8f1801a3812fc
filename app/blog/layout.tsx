import { BlogRootLayout } from '@/components/layout/blog-root-layout'
import { siteMetadata } from '@/lib/site/metadata'

export const metadata = siteMetadata('ru')

export default function Layout({ children }: { children: React.ReactNode }) {
  return <BlogRootLayout locale="ru">{children}</BlogRootLayout>
}
