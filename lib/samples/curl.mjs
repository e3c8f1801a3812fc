/**
 * What a `curl` command line sends, worked out from its words (lib/shell/commands.mjs) as curl 8 does:
 * the method, the URL, the headers (curl's own defaults included: the Content-Type of `-d`, `-F` and
 * `--json`, the `Authorization` of `-u` and `--oauth2-bearer`) and the body. Files the body names
 * (`-d @request.json`, `--data-binary @-`) are read through `readInput`, so the caller decides what a
 * file of a sample holds (lib/samples/curl-replay.mjs: a block of the same page).
 */

// curl's options that take an argument; every other known option is a flag. `--no-<flag>` and
// `--expand-<option>` (curl 8.3) are accepted as curl accepts them.
const WITH_ARGUMENT = new Set(
  `abstract-unix-socket alt-svc aws-sigv4 cacert capath cert cert-type ciphers config connect-timeout connect-to
  continue-at cookie cookie-jar crlfile curves data data-ascii data-binary data-raw data-urlencode delegation
  dns-interface dns-ipv4-addr dns-ipv6-addr dns-servers doh-url dump-header ech egd-file engine etag-compare
  etag-save expect100-timeout form form-string ftp-account ftp-alternative-to-user ftp-method ftp-port
  ftp-ssl-ccc-mode happy-eyeballs-timeout-ms haproxy-clientip header hostpubmd5 hostpubsha256 hsts interface
  ip-tos ipfs-gateway json keepalive-cnt keepalive-time key key-type krb libcurl limit-rate local-port
  login-options mail-auth mail-from mail-rcpt max-filesize max-redirs max-time netrc-file noproxy oauth2-bearer
  output output-dir pass pinnedpubkey preproxy proto proto-default proto-redir proxy proxy-cacert proxy-capath
  proxy-cert proxy-cert-type proxy-ciphers proxy-crlfile proxy-header proxy-key proxy-key-type proxy-pass
  proxy-pinnedpubkey proxy-service-name proxy-tls13-ciphers proxy-tlsauthtype proxy-tlspassword proxy-tlsuser
  proxy-user proxy1.0 pubkey quote random-file range rate referer request request-target resolve retry
  retry-delay retry-max-time sasl-authzid service-name socks4 socks4a socks5 socks5-gssapi-service
  socks5-hostname speed-limit speed-time stderr telnet-option tftp-blksize time-cond tls-max tls13-ciphers
  tlsauthtype tlspassword tlsuser trace trace-ascii trace-config unix-socket upload-file url url-query user
  user-agent variable vlan-priority write-out`.split(/\s+/),
)
const FLAGS = new Set(
  `anyauth append basic buffer ca-native clobber compressed compressed-ssh create-dirs crlf digest disable
  disable-eprt disable-epsv disallow-username-in-url fail fail-early fail-with-body false-start form-escape
  ftp-create-dirs ftp-pasv ftp-pret ftp-skip-pasv-ip ftp-ssl-control get globoff head help http0.9 http1.0
  http1.1 http2 http2-prior-knowledge http3 http3-only ignore-content-length include insecure ipv4 ipv6
  junk-session-cookies keepalive list-only location location-trusted manual mptcp negotiate netrc
  netrc-optional next npn alpn ntlm ntlm-wb parallel parallel-immediate path-as-is post301 post302 post303
  progress-bar progress-meter proxy-anyauth proxy-basic proxy-ca-native proxy-digest proxy-http2
  proxy-insecure proxy-negotiate proxy-ntlm proxy-ssl-allow-beast proxy-ssl-auto-client-cert proxytunnel raw
  remote-header-name remote-name remote-name-all remote-time remove-on-error retry-all-errors
  retry-connrefused sasl-ir sessionid show-error show-headers silent skip-existing socks5-basic
  socks5-gssapi socks5-gssapi-nec ssl ssl-allow-beast ssl-auto-client-cert ssl-no-revoke ssl-reqd
  ssl-revoke-best-effort ssl-sessions sslv2 sslv3 styled-output suppress-connect-headers tcp-fastopen
  tcp-nodelay tlsv1 tlsv1.0 tlsv1.1 tlsv1.2 tlsv1.3 tr-encoding trace-ids trace-time use-ascii verbose version
  xattr`.split(/\s+/),
)
const SHORT = {
  A: 'user-agent', b: 'cookie', c: 'cookie-jar', C: 'continue-at', d: 'data', D: 'dump-header', e: 'referer', E: 'cert',
  F: 'form', H: 'header', K: 'config', m: 'max-time', o: 'output', P: 'ftp-port', Q: 'quote', r: 'range', t: 'telnet-option',
  T: 'upload-file', u: 'user', U: 'proxy-user', w: 'write-out', x: 'proxy', X: 'request', y: 'speed-limit', Y: 'speed-time',
  z: 'time-cond', '#': 'progress-bar', 0: 'http1.0', 1: 'tlsv1', 2: 'sslv2', 3: 'sslv3', 4: 'ipv4', 6: 'ipv6', a: 'append',
  B: 'use-ascii', f: 'fail', g: 'globoff', G: 'get', h: 'help', i: 'include', I: 'head', j: 'junk-session-cookies',
  J: 'remote-header-name', k: 'insecure', l: 'list-only', L: 'location', M: 'manual', n: 'netrc', N: 'no-buffer',
  O: 'remote-name', p: 'proxytunnel', q: 'disable', R: 'remote-time', s: 'silent', S: 'show-error', v: 'verbose',
  V: 'version', Z: 'parallel', ':': 'next',
}

/** The long name and kind of an option word's option: `{ name, argument }`, or null when curl has none such. */
function longOption(text) {
  let name = text
  if (name.startsWith('expand-') && WITH_ARGUMENT.has(name.slice(7))) name = name.slice(7)
  if (WITH_ARGUMENT.has(name)) return { name, argument: true }
  if (FLAGS.has(name)) return { name, argument: false }
  if (name.startsWith('no-') && FLAGS.has(name.slice(3))) return { name, argument: false }
  return null
}

/**
 * The options and URLs of one curl command: `{ options: [{ name, value }], urls, errors }`, each option by
 * its long name, in order.
 */
export function curlOptions(words) {
  const options = []
  const urls = []
  const errors = []
  for (let i = 1; i < words.length; i++) {
    const word = words[i]
    const take = (name) => {
      if (i + 1 >= words.length) errors.push(`curl option --${name} needs a value`)
      else options.push({ name, value: words[++i] })
    }
    if (word.startsWith('--') && word.length > 2) {
      const option = longOption(word.slice(2))
      if (!option) errors.push(`curl has no option ${word}${word.includes('=') ? ' (curl takes an option\'s value as the next word, not after "=")' : ''}`)
      else if (option.argument) take(option.name)
      else options.push({ name: option.name })
    } else if (word.startsWith('-') && word.length > 1) {
      // Short options can be joined (`-sS`, `-sX POST`, `-XPOST`): the first that takes a value takes the rest.
      for (let j = 1; j < word.length; j++) {
        const name = SHORT[word[j]]
        if (!name) {
          errors.push(`curl has no option -${word[j]} (in ${word})`)
          break
        }
        if (!WITH_ARGUMENT.has(name)) {
          options.push({ name })
          continue
        }
        if (j + 1 < word.length) options.push({ name, value: word.slice(j + 1) })
        else take(name)
        break
      }
    } else urls.push(word)
  }
  for (const { name, value } of options) if (name === 'url') urls.push(value)
  return { options, urls, errors }
}

const DATA_OPTIONS = new Set(['data', 'data-ascii', 'data-binary', 'data-raw', 'data-urlencode', 'json'])

/**
 * The HTTP requests a curl command makes: `{ requests: [{ method, url, headers, body }], errors }`.
 * `headers` maps lower-case names to values; `body` is null, `{ text }` or `{ form: [{ name, value, file? }] }`,
 * with `unread: true` when a file it names could not be read.
 * `readInput(source)` (`{ file }`, or `{ stdin: true }` for `@-`) gives `{ text }`, `{ error }` or `{ unread: true }`.
 */
export function curlRequests(words, readInput) {
  const { options, urls, errors } = curlOptions(words)
  let unread = false
  const read = (source) => {
    const result = readInput(source)
    if (result.error) errors.push(result.error)
    if (result.error || result.unread) unread = true
    return result.text ?? ''
  }
  const fromFile = (name) => read(name === '-' ? { stdin: true } : { file: name })
  const has = (name) => options.some((option) => option.name === name)

  const headers = new Map()
  const data = []
  const json = []
  const form = []
  const query = []
  for (const { name, value } of options) {
    if (name === 'header' || name === 'proxy-header') {
      if (name === 'proxy-header') continue
      // `Name: value` sets, `Name:` removes, `Name;` sends the header empty.
      const match = /^([^:;]+)([:;])\s*(.*)$/s.exec(value)
      if (!match) {
        errors.push(`curl -H "${value}" is not a header ("Name: value")`)
        continue
      }
      const [, header, separator, text] = match
      if (separator === ':' && !text) headers.delete(header.trim().toLowerCase())
      else headers.set(header.trim().toLowerCase(), separator === ';' ? '' : text)
    } else if (name === 'data' || name === 'data-ascii') data.push(value.startsWith('@') ? fromFile(value.slice(1)).replace(/[\r\n]/g, '') : value)
    else if (name === 'data-binary') data.push(value.startsWith('@') ? fromFile(value.slice(1)) : value)
    else if (name === 'data-raw') data.push(value)
    else if (name === 'data-urlencode') data.push(urlencoded(value, fromFile))
    else if (name === 'json') json.push(value.startsWith('@') ? fromFile(value.slice(1)) : value)
    else if (name === 'url-query') query.push(urlencoded(value, fromFile))
    else if (name === 'form' || name === 'form-string') form.push(formField(value, name === 'form-string'))
  }

  const user = options.findLast((option) => option.name === 'user')?.value
  const bearer = options.findLast((option) => option.name === 'oauth2-bearer')?.value
  if (!headers.has('authorization') && bearer !== undefined) headers.set('authorization', `Bearer ${bearer}`)
  else if (!headers.has('authorization') && user !== undefined) headers.set('authorization', `Basic ${Buffer.from(user).toString('base64')}`)

  const upload = options.findLast((option) => option.name === 'upload-file')?.value
  const explicit = options.findLast((option) => option.name === 'request')?.value
  const get = has('get')
  let body = null
  if (get) query.push(...data, ...json)
  else if (json.length || data.length) body = { text: [...data, ...json].join(data.length ? '&' : '') }
  else if (form.length) body = { form }
  else if (upload !== undefined) body = { text: fromFile(upload) }
  if (!headers.has('content-type') && body) {
    if (json.length) headers.set('content-type', 'application/json')
    else if (data.length) headers.set('content-type', 'application/x-www-form-urlencoded')
    else if (form.length) headers.set('content-type', 'multipart/form-data')
  }
  if (json.length && !get && !headers.has('accept')) headers.set('accept', 'application/json')
  const method = explicit ?? (get ? 'GET' : has('head') ? 'HEAD' : data.length || json.length || form.length ? 'POST' : upload !== undefined ? 'PUT' : 'GET')

  // A body with a part that could not be read is not the body the reader sends: `unread` says so.
  if (body && unread) body.unread = true
  const requests = urls.map((url) => ({
    method: method.toUpperCase(),
    url: query.length ? `${url}${url.includes('?') ? '&' : '?'}${query.join('&')}` : url,
    headers,
    body,
  }))
  if (!urls.length) errors.push('curl is given no URL')
  return { requests, errors }
}

/** One `--data-urlencode` argument as curl sends it: `name=content` with the content encoded, `@file`, `name@file`. */
function urlencoded(value, fromFile) {
  const match = /^([^=@]*)([=@])(.*)$/s.exec(value)
  if (!match) return encodeURIComponent(value)
  const [, name, separator, rest] = match
  const content = separator === '@' ? fromFile(rest) : rest
  return name ? `${name}=${encodeURIComponent(content)}` : encodeURIComponent(content)
}

/** One `-F` field: `name=value`, `name=@file` (a file sent as such), `name=<file` (its text as the value); `;type=` and the like dropped. */
function formField(value, literal) {
  const [name, ...rest] = value.split('=')
  const content = rest.join('=')
  if (literal) return { name, value: content }
  if (content.startsWith('@')) return { name, value: content.slice(1).split(';')[0], file: true }
  return { name, value: content.split(';')[0].replace(/^"(.*)"$/, '$1') }
}
