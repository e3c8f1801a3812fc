/** The markup of a page's `<aside>` whose class list starts with `className` (the theme's sidebar, its phone drawer). */
export const aside = (page: string, className: 'nextra-sidebar' | 'nextra-mobile-nav') =>
  new RegExp(`<aside[^>]*class="${className}[\\s\\S]*?</aside>`).exec(page)?.[0]
