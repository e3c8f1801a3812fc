import { openApiYaml } from '@/lib/openapi/export.mjs'

export const dynamic = 'force-static'

export function GET() {
  return new Response(openApiYaml(), { headers: { 'Content-Type': 'application/yaml; charset=utf-8' } })
}
