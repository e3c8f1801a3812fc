import type { SearchStrings } from '@/lib/i18n/search-strings'
import { KeyIcon } from './icons'

/** The key legend, and Algolia's credit when Algolia answers the queries. */
export function ModalFooter({ t, algolia }: { t: SearchStrings; algolia: boolean }) {
  return (
    <footer className="DocSearch-Footer">
      {algolia && (
        <div className="DocSearch-Logo">
          <a href="https://www.algolia.com/developers/" target="_blank" rel="noopener noreferrer">
            <span className="DocSearch-Label">{t.poweredBy}</span>
            <span className="search-algolia-name">Algolia</span>
          </a>
        </div>
      )}
      <ul className="DocSearch-Commands">
        <li>
          <kbd className="DocSearch-Commands-Key">
            <KeyIcon label={t.enterKey} path="M12 3v3.5a2 2 0 0 1-2 2H4M6.5 6 4 8.5 6.5 11" />
          </kbd>
          <span className="DocSearch-Label">{t.select}</span>
        </li>
        <li>
          <kbd className="DocSearch-Commands-Key">
            <KeyIcon label={t.downKey} path="M7.5 3v8.5M4.5 8.5l3 3 3-3" />
          </kbd>
          <kbd className="DocSearch-Commands-Key">
            <KeyIcon label={t.upKey} path="M7.5 12V3.5M4.5 6.5l3-3 3 3" />
          </kbd>
          <span className="DocSearch-Label">{t.navigate}</span>
        </li>
        <li>
          <kbd className="DocSearch-Commands-Key DocSearch-Escape-Key">
            <span aria-hidden="true">esc</span>
            <span className="DocSearch-VisuallyHiddenForAccessibility">{t.escapeKey}</span>
          </kbd>
          <span className="DocSearch-Label">{t.closeKey}</span>
        </li>
      </ul>
    </footer>
  )
}
