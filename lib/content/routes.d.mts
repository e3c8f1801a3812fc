export declare const CONTENT_DIR: string
export declare const POST_FILE_RE: RegExp
export declare function routeOfContentFile(relativePath: string): string | null
export declare function readFrontMatter(source: string): { data: Record<string, any>; error: { line: number; message: string } | null; block: string }
