import { blogFeedResponse } from '@/lib/blog/feed'

export const dynamic = 'force-static'

export async function GET() {
  return blogFeedResponse('en', 'atom')
}
