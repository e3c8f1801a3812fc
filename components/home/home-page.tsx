import type { Metadata } from 'next'
import Link from 'next/link'
import { site, variables } from '@/site.config.mjs'
import { getPosts } from '@/lib/blog/posts'
import { localize, type Locale } from '@/lib/i18n/locales'
import { dictionaries } from '@/lib/i18n/dictionaries/index.mjs'
import { pageMetadata } from '@/lib/site/metadata'
import { CrashProbe } from '../layout/crash-probe'
import { homeLinks } from './content'
import { SkipNavContent } from 'nextra/components'

export const homeMetadata = (locale: Locale): Metadata => ({
  title: { absolute: `${dictionaries[locale].site.title} ${site.titleDelimiter} ${dictionaries[locale].site.tagline}` },
  description: dictionaries[locale].home.lead,
  ...pageMetadata(locale, '/'),
})

type Card = { icon: string; title: string; text: string; href: string }

/** Linked cards, three to a row: an icon, a title and one line of text. */
function CardGrid({ locale, cards }: { locale: Locale; cards: Card[] }) {
  return (
    <ul className="home-grid home-grid--3">
      {cards.map((card) => (
        <li key={card.href}>
          <Link className="home-card" href={localize(locale, card.href)}>
            <i className={card.icon} aria-hidden="true" />
            <strong>{card.title}</strong>
            <span>{card.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** The home page: announcements, the product family, popular articles, sections and learning. */
export async function HomePage({ locale }: { locale: Locale }) {
  const c = dictionaries[locale].home
  const [newest] = await getPosts(locale)
  return (
    <main className="home">
      <SkipNavContent />
      <CrashProbe />
      <section className="home-hero">
        <ul className="home-announcements" aria-label={c.announcements.label}>
          <li>
            <a href={variables.website.demo} className="home-announcement">
              <span className="home-badge">{c.announcements.demo}</span>
              <span>{c.announcements.demoText}</span>
            </a>
          </li>
          {newest && (
            <li>
              <Link href={newest.href} className="home-announcement">
                <span className="home-badge home-badge--new">{c.announcements.post}</span>
                <span>{newest.title}</span>
              </Link>
            </li>
          )}
        </ul>
        <h1>{c.title}</h1>
        <p className="home-tagline">{dictionaries[locale].site.tagline}</p>
        <p className="home-lead">{c.lead}</p>
        <div className="home-actions">
          <Link className="site-button" href={localize(locale, '/docs')}>{c.start}</Link>
          <Link className="site-button site-button--secondary" href={localize(locale, '/api')}>{c.apiButton}</Link>
        </div>
      </section>

      <section className="home-section" aria-labelledby="home-topics">
        <h2 id="home-topics">{c.topicsTitle}</h2>
        <CardGrid locale={locale} cards={homeLinks.topics.map((card) => ({ ...card, ...c.topics[card.key] }))} />
      </section>

      <section className="home-section" aria-labelledby="home-popular">
        <h2 id="home-popular">{c.popularTitle}</h2>
        <CardGrid locale={locale} cards={homeLinks.popular.map((card) => ({ ...card, ...c.popular[card.key] }))} />
      </section>

      <section className="home-section" aria-labelledby="home-products">
        <h2 id="home-products">{c.productsTitle}</h2>
        <p>{c.productsLead}</p>
        <ul className="home-grid home-grid--products">
          {homeLinks.products.map((product) => (
            <li key={product.key} className="home-product">
              <i className={product.icon} aria-hidden="true" />
              <h3>{variables.products[product.key]}</h3>
              <p>{c.products[product.key]}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section home-learning" aria-labelledby="home-learning">
        <h2 id="home-learning">{c.learningTitle}</h2>
        <p>{c.learningLead}</p>
        <div className="home-learning__grid">
          <a className="home-card home-card--course" href={homeLinks.course}>
            <i className="ri-play-circle-line" aria-hidden="true" />
            <strong>{c.course.title}</strong>
            <span>{c.course.text}</span>
            <span className="home-card__cta">{c.course.cta} →</span>
          </a>
          <div>
            <h3>{c.lessonsTitle}</h3>
            <ol className="home-lessons">
              {homeLinks.lessons.map((lesson) => (
                <li key={lesson.href}><a href={lesson.href}>{c.lessons[lesson.key]}</a></li>
              ))}
            </ol>
          </div>
        </div>
      </section>
    </main>
  )
}
