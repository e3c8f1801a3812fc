// Names the announcement bar shares with the themes' CSS (and with its pre-paint script, which the
// server renders: a client module's constants are not readable there).

/** Nextra's class: the themes' CSS and the pre-paint script find the bar by it. */
export const BANNER_CLASS_NAME = 'nextra-banner'
/** The bar's height, which the sticky navbar and the phone drawer are offset by. */
export const HEIGHT_VARIABLE = '--nextra-banner-height'
