import { ChangesPage, changesMetadata, changesParams } from '@/components/versions/changes-page'

type Props = { params: Promise<{ version: string }> }

export const dynamicParams = false
export const generateStaticParams = changesParams
export const generateMetadata = async ({ params }: Props) => changesMetadata('ru', (await params).version)

export default async function Page({ params }: Props) {
  return <ChangesPage locale="ru" version={(await params).version} />
}
