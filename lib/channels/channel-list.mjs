// @ts-check
// The channel enumeration (SPEC §3), as data that the site's components (lib/channels/channels.ts)
// and the build's Node scripts (the Markdown twins, lib/markdown/twin.mjs) read alike.
import { dictionaries } from '../i18n/dictionaries/index.mjs'

/**
 * The 32 channel identifiers a service can be connected to, with their kinds (their display labels:
 * `channels` in the dictionaries). The identifiers are what the API and the service settings
 * accept; keep them lowercase and stable.
 */
export const channels = /** @type {const} */ ([
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
])

/**
 * Every channel as a row of the channel table, in a locale: identifier, label, kind's label.
 * @param {'ru' | 'en'} locale
 */
export const channelRows = (locale) => {
  const { names, kinds } = dictionaries[locale].channels
  return channels.map(({ id, kind }) => ({ id, label: names[id], kind: kinds[kind] }))
}
