import type { ComponentProps } from 'react'
import type { Strings } from '../../lib/i18n/strings'
import { zoom } from '../../theme.config'
import { ZoomableImage } from './zoomable-image'

/** The MDX `img` of articles (docs and blog): an image that zooms as `theme.config.tsx` says. */
export function articleImage(t: Strings['docs']) {
  return function ArticleImage(props: Omit<ComponentProps<typeof ZoomableImage>, 'labels' | 'zoom'>) {
    return <ZoomableImage {...props} zoom={zoom} labels={{ zoom: t.zoomImage, unzoom: t.unzoomImage }} />
  }
}
