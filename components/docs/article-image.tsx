import type { ComponentProps } from 'react'
import type { Dictionary } from '@/lib/i18n/dictionaries/types'
import { site } from '@/site.config.mjs'
import { ZoomableImage } from './zoomable-image'

/** The MDX `img` of articles (docs and blog): an image that zooms as `zoom` in site.config.mjs says. */
export function articleImage(t: Dictionary['docs']) {
  return function ArticleImage(props: Omit<ComponentProps<typeof ZoomableImage>, 'labels' | 'zoom'>) {
    return <ZoomableImage {...props} zoom={site.zoom} labels={{ zoom: t.zoomImage, unzoom: t.unzoomImage }} />
  }
}
