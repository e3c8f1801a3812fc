export type ScriptWeight = { src: string; gzip: number; thirdParty?: boolean }
export type PageWeight = {
  page: string
  htmlGzip: number
  jsGzip: number
  scripts: ScriptWeight[]
  noModuleGzip: number
  thirdPartyScripts: string[]
  renderBlockingThirdParty: string[]
}
export function gzipSize(data: string | Uint8Array): number
export function referencedScripts(html: string): { scripts: string[]; noModule: string[] }
export function renderBlockingThirdParty(html: string): string[]
export function exportedFile(out: string, url: string): string | null
export function pageWeight(out: string, htmlFile: string): PageWeight
export function kb(bytes: number): string
