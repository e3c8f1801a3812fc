import http, { type IncomingHttpHeaders } from 'node:http'
import http2 from 'node:http2'
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

/** A GET over HTTP/2 (ALPN `h2`, or the request fails); `protocol` is what TLS negotiated. */
export function getHttp2(base: string, urlPath: string, { headers = {}, ca }: { headers?: Record<string, string>; ca?: string } = {}) {
  return new Promise<RawResponse & { protocol: string | undefined }>((resolve, reject) => {
    const session = http2.connect(base, { ca })
    session.on('error', reject)
    const request = session.request({ ':path': urlPath, ...headers })
    const chunks: Buffer[] = []
    request.on('response', (responseHeaders) => {
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        const { ':status': status, ...rest } = responseHeaders
        resolve({ status: Number(status), headers: rest as IncomingHttpHeaders, body: Buffer.concat(chunks), protocol: session.alpnProtocol })
        session.close()
      })
    })
    request.on('error', reject)
    request.end()
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
