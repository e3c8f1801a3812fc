import type { MetaRecord } from 'nextra'
import { navItems } from '../lib/i18n/nav'

// Top-level sections: "page" items switch the sidebar between the docs and the API sets.
export default { ...navItems('ru'), en: { display: 'hidden' } } satisfies MetaRecord
