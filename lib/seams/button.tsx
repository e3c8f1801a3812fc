'use client'

// Replaces nextra/dist/client/components/button.js (see next.config.mjs): the same props — a
// `className` that may be a function of the button's state, `variant` — without Headless UI. The
// themes use it for a few icon buttons (copy code, word wrap, sidebar toggle, back to top), and
// Headless UI's Button brought its hover and focus machinery into every page's JavaScript for them.
import cn from 'clsx'
import { useState, type ButtonHTMLAttributes, type FocusEvent, type PointerEvent } from 'react'

type ButtonState = { hover: boolean; focus: boolean; active: boolean; disabled: boolean; autofocus: boolean }

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> & {
  className?: string | ((state: ButtonState) => string)
  variant?: 'default' | 'outline'
}

/** Nextra's outline border (its `classes.border` in mdx-components/pre, not exported). */
const outline = 'x:border x:border-gray-300 x:dark:border-neutral-700 x:contrast-more:border-gray-900 x:contrast-more:dark:border-gray-50 x:rounded-md x:p-1.5'

export function Button({ className, variant = 'default', disabled = false, autoFocus = false, onPointerEnter, onPointerLeave, onFocus, onBlur, ...props }: ButtonProps) {
  const [hover, setHover] = useState(false)
  // Like Headless UI: the focus ring shows for keyboard focus (:focus-visible), not after a click.
  const [focus, setFocus] = useState(false)
  const state = { hover: hover && !disabled, focus, active: false, disabled, autofocus: autoFocus }
  return (
    <button
      type="button"
      {...props}
      disabled={disabled}
      autoFocus={autoFocus}
      className={cn('x:transition x:cursor-pointer', focus && 'x:nextra-focus', variant === 'outline' && outline, typeof className === 'function' ? className(state) : className)}
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        if (event.pointerType === 'mouse') setHover(true)
        onPointerEnter?.(event)
      }}
      onPointerLeave={(event: PointerEvent<HTMLButtonElement>) => {
        setHover(false)
        onPointerLeave?.(event)
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        setFocus(event.currentTarget.matches(':focus-visible'))
        onFocus?.(event)
      }}
      onBlur={(event: FocusEvent<HTMLButtonElement>) => {
        setFocus(false)
        onBlur?.(event)
      }}
    />
  )
}
