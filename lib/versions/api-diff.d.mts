export type ApiChange = {
  kind: string
  breaking: boolean
  /** `POST /openai/chat/completions`; null for an error code */
  op: string | null
  id: string | null
  where?: 'request' | 'response'
  what?: string
  value?: string
  from?: string
  to?: string
}
export function diffDocuments(a: object, b: object): ApiChange[]
