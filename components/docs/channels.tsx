import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { channelLabel, channels } from '@/lib/channels/channels'
import type { Locale } from '@/lib/i18n/locales'

/** MDX `<ChannelTable />`: every channel identifier with its label and kind. */
export function ChannelTable({ locale }: { locale: Locale }) {
  const { table: t, names, kinds } = dictionaries[locale].channels
  return (
    <table className="channel-table">
      <caption>{t.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.id}</th>
          <th scope="col">{t.label}</th>
          <th scope="col">{t.kind}</th>
        </tr>
      </thead>
      <tbody>
        {channels.map((channel) => (
          <tr key={channel.id} id={`channel-${channel.id}`}>
            <td><code>{channel.id}</code></td>
            <td>{names[channel.id]}</td>
            <td>{kinds[channel.kind]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** MDX `<Channel id="telegram" />`: a channel's label in running text, linked to its table row. */
export function ChannelName({ id, locale }: { id: string; locale: Locale }) {
  const href = `${locale === 'en' ? '/en' : ''}/docs/reference/channels#channel-${id}`
  return (
    <a href={href} className="channel-name" title={id}>
      {channelLabel(id, locale)}
    </a>
  )
}
