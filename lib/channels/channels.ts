import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import type { Locale } from '../i18n/locales'

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

/**
 * The 32 channel identifiers a service can be connected to, with their kinds (their display labels:
 * `channels` in the dictionaries). The identifiers are what the API and the service settings
 * accept; keep them lowercase and stable.
 */
export const channels = [
  // The platform's own channels.
  { id: 'chatapi', kind: 'platform' },
  { id: 'chatwidget', kind: 'platform' },
  { id: 'bot_scorer_api', kind: 'platform' },
  { id: 'resterisk', kind: 'platform' },
  { id: 'test-channel', kind: 'platform' },
  // Third-party services, by the lowercase names of the services.
  { id: 'azure', kind: 'cloud' },
  { id: 'bitrix24', kind: 'crm' },
  { id: 'telegram', kind: 'messenger' },
  { id: 'viber', kind: 'messenger' },
  { id: 'whatsapp', kind: 'messenger' },
  { id: 'facebook', kind: 'messenger' },
  { id: 'wechat', kind: 'messenger' },
  { id: 'vk', kind: 'social' },
  { id: 'odnoklassniki', kind: 'social' },
  { id: 'instagram', kind: 'social' },
  { id: 'slack', kind: 'team-chat' },
  { id: 'alexa', kind: 'voice-assistant' },
  { id: 'marusia', kind: 'voice-assistant' },
  { id: 'googleassistant', kind: 'voice-assistant' },
  { id: 'zendesk', kind: 'live-chat' },
  { id: 'usedesk', kind: 'live-chat' },
  { id: 'livetex', kind: 'live-chat' },
  { id: 'incoming_livetex', kind: 'live-chat' },
  { id: 'jivosite', kind: 'live-chat' },
  { id: 'incoming_jivosite', kind: 'live-chat' },
  { id: 'webim', kind: 'live-chat' },
  { id: 'webim2', kind: 'live-chat' },
  { id: 'inbound_chat2desk', kind: 'live-chat' },
  { id: 'twilio', kind: 'communications-api' },
  { id: 'sberbank', kind: 'banking' },
  { id: 'yandex', kind: 'search-engine' },
  { id: 'edna', kind: 'aggregator' },
] as const satisfies readonly Channel[]

export type ChannelId = (typeof channels)[number]['id']

/** The display label of a channel identifier; throws on an unknown one so a typo fails the build. */
export function channelLabel(id: string, locale: Locale): string {
  const channel = channels.find((c) => c.id === id)
  if (!channel) throw new Error(`unknown channel "${id}" (known: ${channels.map((c) => c.id).join(', ')})`)
  return dictionaries[locale].channels.names[channel.id]
}
