import type { MetaRecord } from 'nextra'
import { navItems } from '../../lib/i18n/nav'

export default navItems('en') satisfies MetaRecord
