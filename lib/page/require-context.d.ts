// The bundler's `require.context` (webpack's API, which Turbopack implements). Its arguments must be literals: the bundler reads
// them. The folder is a relative path, not `@/…`: Turbopack does not apply the alias there
// and finds no file; nor does it follow a link to a folder, so the snapshots are read from versions/.
declare namespace NodeJS {
  interface Require {
    context(directory: string, useSubdirectories: boolean, regExp: RegExp): { keys(): string[]; (key: string): unknown }
  }
}

/** lib/page/pages.watch, in `next dev`: a stamp of every content page (lib/page/watch-loader.cjs). */
declare module '*.watch' {
  const stamp: string
  export default stamp
}
