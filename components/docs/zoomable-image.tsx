'use client'

import { useEffect, useRef, useState, type ComponentProps, type MouseEvent } from 'react'
import type { Controlled } from 'react-medium-image-zoom'
import { takeEarlyInput } from '@/lib/site/early-input'
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
 * mounts (page load or client navigation) when it matches the configured selector, at once when
 * it was clicked earlier (before hydration: lib/site/early-input.ts; or before it attached); it
 * closes on a click, Escape, a scroll past `scrollOffset` px and a window resize.
 */
export function ZoomableImage({ src: rawSrc, title, zoom, labels, ...img }: Props) {
  const ref = useRef<HTMLImageElement>(null)
  // The zoom library loads when the image attaches, not with the page's first-load JavaScript.
  const [Zoom, setZoom] = useState<typeof Controlled | null>(null)
  const [zoomed, setZoomed] = useState(false)
  // Clicked before the zoom attached: attach now and open once the library has measured the image.
  const [wanted, setWanted] = useState(false)
  const src = typeof rawSrc === 'string' ? rawSrc : !rawSrc ? '' : 'default' in rawSrc ? rawSrc.default.src : rawSrc.src
  const noZoom = title === NO_ZOOM

  useEffect(() => {
    if (takeEarlyInput('zoom', ref.current)) setWanted(true)
  }, [])

  useEffect(() => {
    if (!zoom || noZoom || Zoom) return
    let live = true
    const timer = setTimeout(async () => {
      if (!zoomable(ref.current, zoom)) return
      const { Controlled } = await import('react-medium-image-zoom')
      if (live) setZoom(() => Controlled)
    }, wanted ? 0 : zoom.reattachDelay)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [zoom, noZoom, wanted, Zoom])

  useEffect(() => {
    // The library wraps the image in [data-rmiz-content], "found" once it has loaded and measured it.
    const content = ref.current?.parentElement
    if (!Zoom || !wanted || !content) return
    const open = () => {
      if (content.getAttribute('data-rmiz-content') !== 'found') return
      setWanted(false)
      setZoomed(true)
    }
    const observer = new MutationObserver(open)
    observer.observe(content, { attributes: true, attributeFilter: ['data-rmiz-content'] })
    open()
    return () => observer.disconnect()
  }, [Zoom, wanted])

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

  // data-early: the inline script of lib/site/early-input.ts keeps a click on it until hydration.
  const early = zoom && !noZoom ? 'zoom' : undefined
  // From hydration until the zoom attaches, a click on an image it attaches to asks for it.
  const ask = (event: MouseEvent<HTMLImageElement>) => zoom && zoomable(event.currentTarget, zoom) && setWanted(true)
  const image = <img ref={ref} src={src} title={noZoom ? undefined : title} {...img} data-no-zoom={noZoom || undefined} data-early={early} onClick={early && !Zoom ? ask : img.onClick} />
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

/** Whether the zoom attaches to this image: it matches the configured selector and is not a link's. */
function zoomable(el: Element | null, zoom: ZoomConfig) {
  return !!el && el.matches(zoom.selector) && !el.closest('a')
}
