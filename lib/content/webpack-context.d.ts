// webpack's `require.context`, with which each page route bundles only its own folder of content
// (lib/content/page-modules.ts). Its arguments must be literals: the bundler reads them. The folder is
// a relative path, not `@/…`: Turbopack (`next dev`) does not apply the alias there and finds no file;
// nor does it follow a link to a folder, so a snapshot's routes read versions/ itself.
declare namespace NodeJS {
  interface Require {
    context(directory: string, useSubdirectories: boolean, regExp: RegExp): import('./page-modules').PageContext
  }
}
