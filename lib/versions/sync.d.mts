export declare function generatedDirs(contentDir: string): { ru: string; en: string }
export declare function syncVersions(options: { contentDir: string; versionsDir: string }): string[]
export declare function snapshotSource(filePath: string): string
