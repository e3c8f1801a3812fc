'use client'

import { useEffect, useRef, useState, type ComponentProps } from 'react'
import type { Controlled } from 'react-medium-image-zoom'
import 'react-medium-image-zoom/dist/styles.css'
import type { ZoomConfig } from '@/site.config.mjs'

/** Writers mark an image as not zoomable with the title "no-zoom": `![Alt](/img/x.svg "no-zoom")`. */
export const NO_ZOOM = 'no-zoom'

type Props = Omit<ComponentProps<'img'>, 'src'> & {
  /** A URL, or a static image import (`{ src }` / `{ default: { src } }`). */
  src?: string | { src: string } | { default: { src: string } }
  zoom?: ZoomConfig
  labels: { zoom: string; unzoom: string }
}

/**
 * An article image that opens zoomed over an overlay. It attaches `reattachDelay` ms after it
 * mounts (page load or client navigation) when it matches the configured selector; it closes on
 * a click, Escape, a scroll past `scrollOffset` px and a window resize.
 */
export function ZoomableImage({ src: rawSrc, title, zoom, labels, ...img }: Props) {
  const ref = useRef<HTMLImageElement>(null)
  // The zoom library loads when the image attaches, not with the page's first-load JavaScript.
  const [Zoom, setZoom] = useState<typeof Controlled | null>(null)
  const [zoomed, setZoomed] = useState(false)
  const src = typeof rawSrc === 'string' ? rawSrc : !rawSrc ? '' : 'default' in rawSrc ? rawSrc.default.src : rawSrc.src
  const noZoom = title === NO_ZOOM

  useEffect(() => {
    if (!zoom || noZoom) return
    let live = true
    const timer = setTimeout(async () => {
      const el = ref.current
      if (!el?.matches(zoom.selector) || el.closest('a')) return
      const { Controlled } = await import('react-medium-image-zoom')
      if (live) setZoom(() => Controlled)
    }, zoom.reattachDelay)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [zoom, noZoom])

  useEffect(() => {
    if (!zoomed || !zoom) return
    // The zoom dialog stops the page from scrolling under it, so wheel distance counts as
    // scrolling too. Both start counting `scrollDelay` ms after the zoom opens.
    let start = window.scrollY
    let wheeled = 0
    let armed = false
    const arm = setTimeout(() => {
      armed = true
      start = window.scrollY
    }, zoom.scrollDelay)
    const close = () => setZoomed(false)
    const onScroll = () => armed && Math.abs(window.scrollY - start) > zoom.scrollOffset && close()
    const onWheel = (event: WheelEvent) => {
      if (!armed || event.ctrlKey) return
      wheeled += Math.abs(event.deltaY)
      if (wheeled > zoom.scrollOffset) close()
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('wheel', onWheel, { passive: true })
    window.addEventListener('resize', close)
    return () => {
      clearTimeout(arm)
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('wheel', onWheel)
      window.removeEventListener('resize', close)
    }
  }, [zoomed, zoom])

  const image = <img ref={ref} src={src} title={noZoom ? undefined : title} {...img} data-no-zoom={noZoom || undefined} />
  if (!zoom || noZoom || !Zoom) return image
  return (
    <Zoom
      isZoomed={zoomed}
      // The library closes on any wheel tick; the spec closes only past the scroll offset (above).
      onZoomChange={(value, { event }) => (value || event.type !== 'wheel') && setZoomed(value)}
      zoomMargin={zoom.margin}
      wrapElement="span"
      a11yNameButtonZoom={labels.zoom}
      a11yNameButtonUnzoom={labels.unzoom}
    >
      {image}
    </Zoom>
  )
}
