import { openApiJson } from '@/lib/openapi/export.mjs'

export const dynamic = 'force-static'

export function GET() {
  return new Response(openApiJson(), { headers: { 'Content-Type': 'application/json; charset=utf-8' } })
}
