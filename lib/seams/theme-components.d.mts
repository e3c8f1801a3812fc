// Types of theme-components.mjs (the props the theme's wrapper passes).
import type { FC } from 'react'
import type { Item } from 'nextra/normalize-pages'

export declare const Breadcrumb: FC<{ activePath: Item[] }>
export declare const CopyPage: FC<{ sourceCode: string }>
export declare const Pagination: FC
export declare const TOC: FC<{ filePath: string; pageTitle: string }>
