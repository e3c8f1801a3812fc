import { TranslationStatusPage, translationStatusMetadata } from '@/components/translations/status-page'

export const metadata = translationStatusMetadata('ru')

export default function Page() {
  return <TranslationStatusPage locale="ru" />
}
