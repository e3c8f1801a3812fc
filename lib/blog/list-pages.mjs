// The blog's list pages: the posts, newest first, POSTS_PER_PAGE to a page; the first at /blog, the
// others at /blog/page/<n>. Plain JS for the build's scripts (the content check, the sitemap).

export const POSTS_PER_PAGE = 10

/** How many list pages `posts` posts make (one, even without posts). @param {number} posts */
export const listPageCount = (posts) => Math.max(1, Math.ceil(posts / POSTS_PER_PAGE))

/** The locale-free route of list page `page`: `/blog`, `/blog/page/2`, … @param {number} page */
export const listPageRoute = (page) => (page === 1 ? '/blog' : `/blog/page/${page}`)
