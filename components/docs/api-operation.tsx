import type { ReactNode } from 'react'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import type { Locale } from '@/lib/i18n/locales'

type Props = { method: string; path: string; operationId: string; locale: Locale; children: ReactNode }

/**
 * One REST operation of the reference (MDX `<ApiOperation>`, written into the page from
 * openapi/openapi.yaml by lib/openapi/remark-api.mjs): its method and path, its operationId, then
 * what the plugin put inside — the key scopes it needs, description, parameter, body and response tables,
 * examples. A server component: static HTML, no client JavaScript.
 */
export function ApiOperation({ method, path, operationId, locale, children }: Props) {
  const t = dictionaries[locale].api
  return (
    <div className="api-operation" data-method={method.toLowerCase()}>
      <p className="api-operation-endpoint">
        <span className="api-operation-method">{method}</span> <code>{path}</code>
        <span className="api-operation-id" title={t.operation}>
          {operationId}
        </span>
      </p>
      {children}
    </div>
  )
}
