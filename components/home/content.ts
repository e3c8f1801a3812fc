import { variables as v } from '@/site.config.mjs'
import type { Dictionary } from '@/lib/i18n/dictionaries/types'

type Home = Dictionary['home']

/**
 * The home page's icons and links. Its text is in the dictionaries (`home`), keyed like these
 * lists; links are locale-free routes that the page localizes, or external URLs.
 */
export const homeLinks = {
  products: [
    { key: 'dialogs', icon: 'ri-chat-smile-3-line' },
    { key: 'builder', icon: 'ri-flow-chart' },
    { key: 'voices', icon: 'ri-mic-2-line' },
    { key: 'desk', icon: 'ri-customer-service-2-line' },
    { key: 'assistant', icon: 'ri-sparkling-2-line' },
    { key: 'shield', icon: 'ri-shield-keyhole-line' },
    { key: 'assistant_api', icon: 'ri-code-box-line' },
  ],
  popular: [
    { key: 'llm', icon: 'ri-robot-2-line', href: '/docs/catalog/llm' },
    { key: 'voices', icon: 'ri-volume-up-line', href: '/docs/catalog/voices' },
    { key: 'training', icon: 'ri-graduation-cap-line', href: '/docs/training/overview' },
  ],
  topics: [
    { key: 'docs', icon: 'ri-book-open-line', href: '/docs' },
    { key: 'api', icon: 'ri-terminal-box-line', href: '/api' },
    { key: 'blog', icon: 'ri-newspaper-line', href: '/blog' },
  ],
  course: `${v.website.learning}/courses/platform-basics`,
  lessons: (['first-request', 'custom-image', 'autoscaling', 'fine-tuning'] as const).map((key) => ({ key, href: `${v.website.learning}/lessons/${key}` })),
} satisfies {
  products: { key: keyof Home['products'] & keyof typeof v.products; icon: string }[]
  popular: { key: keyof Home['popular']; icon: string; href: string }[]
  topics: { key: keyof Home['topics']; icon: string; href: string }[]
  course: string
  lessons: { key: keyof Home['lessons']; href: string }[]
}
