import http, { type IncomingHttpHeaders } from 'node:http'
import https from 'node:https'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/**
 * A GET that keeps the body as sent (fetch would decode it) and trusts `ca` over HTTPS: fetch takes
 * no CA of its own, and turning verification off would hide a bad certificate setup.
 */
export function get(url: string, { headers = {}, ca }: { headers?: Record<string, string>; ca?: string } = {}): Promise<RawResponse> {
  const client = url.startsWith('https:') ? https : http
  return new Promise((resolve, reject) => {
    // No keep-alive agent: nothing stays open to hold up the server's shutdown.
    client
      .get(url, { headers, ca, agent: false }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }))
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

/** The body decoded by its Content-Encoding (br, gzip or none). */
export function decoded({ headers, body }: RawResponse): Buffer {
  const encoding = headers['content-encoding']
  if (encoding === undefined) return body
  if (encoding === 'br') return brotliDecompressSync(body)
  if (encoding === 'gzip') return gunzipSync(body)
  throw new Error(`unexpected Content-Encoding: ${encoding}`)
}
