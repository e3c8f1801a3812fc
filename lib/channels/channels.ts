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

type Channel = { id: string; kind: ChannelKind; label: Record<Locale, string> }

const same = (name: string) => ({ ru: name, en: name })

/**
 * The 32 channel identifiers a service can be connected to, with their display labels. The
 * identifiers are what the API and the service settings accept; keep them lowercase and stable.
 */
export const channels = [
  // The platform's own channels.
  { id: 'chatapi', kind: 'platform', label: { ru: 'Chat API', en: 'Chat API' } },
  { id: 'chatwidget', kind: 'platform', label: { ru: 'Чат-виджет', en: 'Chat widget' } },
  { id: 'bot_scorer_api', kind: 'platform', label: { ru: 'Оценка качества бота', en: 'Bot quality evaluation' } },
  { id: 'resterisk', kind: 'platform', label: { ru: 'Телефония', en: 'Telephony' } },
  { id: 'test-channel', kind: 'platform', label: { ru: 'Автотесты', en: 'Automated tests' } },
  // Third-party services, by the lowercase names of the services.
  { id: 'azure', kind: 'cloud', label: same('Azure Bot Service') },
  { id: 'bitrix24', kind: 'crm', label: { ru: 'Битрикс24', en: 'Bitrix24' } },
  { id: 'telegram', kind: 'messenger', label: same('Telegram') },
  { id: 'viber', kind: 'messenger', label: same('Viber') },
  { id: 'whatsapp', kind: 'messenger', label: same('WhatsApp') },
  { id: 'facebook', kind: 'messenger', label: same('Facebook Messenger') },
  { id: 'wechat', kind: 'messenger', label: same('WeChat') },
  { id: 'vk', kind: 'social', label: { ru: 'ВКонтакте', en: 'VK' } },
  { id: 'odnoklassniki', kind: 'social', label: { ru: 'Одноклассники', en: 'Odnoklassniki' } },
  { id: 'instagram', kind: 'social', label: same('Instagram') },
  { id: 'slack', kind: 'team-chat', label: same('Slack') },
  { id: 'alexa', kind: 'voice-assistant', label: same('Amazon Alexa') },
  { id: 'marusia', kind: 'voice-assistant', label: { ru: 'Маруся', en: 'Marusia' } },
  { id: 'googleassistant', kind: 'voice-assistant', label: same('Google Assistant') },
  { id: 'zendesk', kind: 'live-chat', label: same('Zendesk') },
  { id: 'usedesk', kind: 'live-chat', label: same('Usedesk') },
  { id: 'livetex', kind: 'live-chat', label: same('LiveTex') },
  { id: 'incoming_livetex', kind: 'live-chat', label: { ru: 'LiveTex (входящие)', en: 'LiveTex (incoming)' } },
  { id: 'jivosite', kind: 'live-chat', label: same('JivoSite') },
  { id: 'incoming_jivosite', kind: 'live-chat', label: { ru: 'JivoSite (входящие)', en: 'JivoSite (incoming)' } },
  { id: 'webim', kind: 'live-chat', label: same('Webim') },
  { id: 'webim2', kind: 'live-chat', label: { ru: 'Webim (версия 2)', en: 'Webim (version 2)' } },
  { id: 'inbound_chat2desk', kind: 'live-chat', label: { ru: 'Chat2Desk (входящие)', en: 'Chat2Desk (inbound)' } },
  { id: 'twilio', kind: 'communications-api', label: same('Twilio') },
  { id: 'sberbank', kind: 'banking', label: { ru: 'Экосистема Сбера', en: 'Sber ecosystem' } },
  { id: 'yandex', kind: 'search-engine', label: { ru: 'Экосистема Яндекса', en: 'Yandex ecosystem' } },
  { id: 'edna', kind: 'aggregator', label: same('edna') },
] as const satisfies readonly Channel[]

export type ChannelId = (typeof channels)[number]['id']

export const channelKindLabels: Record<ChannelKind, Record<Locale, string>> = {
  platform: { ru: 'Каналы платформы', en: 'Platform channels' },
  cloud: { ru: 'Облачная платформа', en: 'Cloud platform' },
  crm: { ru: 'CRM', en: 'CRM' },
  messenger: { ru: 'Мессенджер', en: 'Messenger' },
  social: { ru: 'Социальная сеть', en: 'Social network' },
  'team-chat': { ru: 'Корпоративный чат', en: 'Team chat' },
  'voice-assistant': { ru: 'Голосовой ассистент', en: 'Voice assistant' },
  'live-chat': { ru: 'Хелпдеск и онлайн-чат', en: 'Helpdesk and live chat' },
  'communications-api': { ru: 'API коммуникаций', en: 'Communications API' },
  banking: { ru: 'Банковская экосистема', en: 'Banking ecosystem' },
  'search-engine': { ru: 'Экосистема поисковика', en: 'Search-engine ecosystem' },
  aggregator: { ru: 'Агрегатор сообщений', en: 'Messaging aggregator' },
}

/** The display label of a channel identifier; throws on an unknown one so a typo fails the build. */
export function channelLabel(id: string, locale: Locale): string {
  const channel = channels.find((c) => c.id === id)
  if (!channel) throw new Error(`unknown channel "${id}" (known: ${channels.map((c) => c.id).join(', ')})`)
  return channel.label[locale]
}
