import { blogFeed, feedResponse } from '../../../../lib/blog/feed'

export const dynamic = 'force-static'

export async function GET() {
  return feedResponse(await blogFeed('ru', 'atom'), 'atom')
}
