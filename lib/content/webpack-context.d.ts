// webpack's `require.context`, with which each page route bundles only its own folder of content
// (lib/content/page-modules.ts). Its arguments must be literals: webpack reads them at build time.
declare namespace NodeJS {
  interface Require {
    context(directory: string, useSubdirectories: boolean, regExp: RegExp): import('./page-modules').PageContext
  }
}
