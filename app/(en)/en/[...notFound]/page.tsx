import { NotFoundScreen, notFoundMetadata } from '@/components/layout/not-found-screen'

// Exported as /en/404.html: the servers answer unknown /en/… paths with it.
export const dynamicParams = false
export const generateStaticParams = () => [{ notFound: ['404'] }]
export const metadata = notFoundMetadata('en')

export default function Page() {
  return <NotFoundScreen locale="en" />
}
