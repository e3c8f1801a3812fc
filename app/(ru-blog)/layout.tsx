import { BlogRootLayout } from '../../components/layout/blog-root-layout'
import { feedPaths } from '../../lib/blog/feed'
import { siteMetadata } from '../../lib/site/metadata'

export const metadata = {
  ...siteMetadata('ru'),
  alternates: { types: { 'application/rss+xml': feedPaths('ru').rss, 'application/atom+xml': feedPaths('ru').atom } },
}

export default function Layout({ children }: { children: React.ReactNode }) {
  return <BlogRootLayout locale="ru">{children}</BlogRootLayout>
}
