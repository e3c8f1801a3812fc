import { TranslationStatusPage, translationStatusMetadata } from '@/components/translations/status-page'

export const metadata = translationStatusMetadata('en')

export default function Page() {
  return <TranslationStatusPage locale="en" />
}
