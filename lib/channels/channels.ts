import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import type { Locale } from '../i18n/locales'
import { channels } from './channel-list.mjs'

/** What kind of service a channel connects a bot to (SPEC §3 "Channel enumeration"). */
export type ChannelKind =
  | 'platform'
  | 'cloud'
  | 'crm'
  | 'messenger'
  | 'social'
  | 'team-chat'
  | 'voice-assistant'
  | 'live-chat'
  | 'communications-api'
  | 'banking'
  | 'search-engine'
  | 'aggregator'

type Channel = { id: string; kind: ChannelKind }

/** The 32 channel identifiers with their kinds (lib/channels/channel-list.mjs, read by the build's scripts too). */
export { channels }
// Every entry's kind is one of ChannelKind (a type error otherwise).
channels satisfies readonly Channel[]

export type ChannelId = (typeof channels)[number]['id']

/** The display label of a channel identifier; throws on an unknown one so a typo fails the build. */
export function channelLabel(id: string, locale: Locale): string {
  const channel = channels.find((c) => c.id === id)
  if (!channel) throw new Error(`unknown channel "${id}" (known: ${channels.map((c) => c.id).join(', ')})`)
  return dictionaries[locale].channels.names[channel.id]
}
