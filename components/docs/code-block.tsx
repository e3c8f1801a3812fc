import clsx from 'clsx'
import { Children, isValidElement, type ComponentProps, type CSSProperties, type ReactNode } from 'react'
import type { Dictionary } from '@/lib/i18n/dictionaries/types'
import { CodeActions } from './code-actions'

type CodeProps = { children?: ReactNode; className?: string; [attribute: string]: unknown }

type PreProps = ComponentProps<'pre'> & {
  'data-filename'?: string
  'data-copy'?: string
  'data-language'?: string
  'data-word-wrap'?: string
  'data-pagefind-ignore'?: string
  icon?: ReactNode
}

// Nextra's code-block look (its classes exist in the theme stylesheet).
const preClass =
  'x:group x:focus-visible:nextra-focus x:overflow-x-auto x:subpixel-antialiased x:text-[.9em] x:bg-white x:dark:bg-black x:py-4 x:ring-1 x:ring-inset x:ring-gray-300 x:dark:ring-neutral-700 x:contrast-more:ring-gray-900 x:contrast-more:dark:ring-gray-50 x:contrast-more:contrast-150 not-prose'

/**
 * The highlighted `code` and how many lines it has. The compile wrote its lines as one HTML string,
 * joined by newlines (lib/highlight/rehype-code.mjs): rendered as Nextra's `code` renders it, but
 * without its `children: undefined`, which would cost every block's RSC payload a
 * `"children":"$undefined"`. Lines it could not write as HTML stay elements, one per line.
 */
function highlighted(code: ReactNode): { element: ReactNode; lines: number } {
  if (!isValidElement<CodeProps>(code)) return { element: code, lines: 0 }
  const { children, className, 'data-language': _language, ...props } = code.props
  const html = (props.dangerouslySetInnerHTML as { __html: string } | undefined)?.__html
  if (html === undefined) return { element: code, lines: Children.toArray(children).filter(isValidElement).length }
  const numbered = 'data-line-numbers' in props && '[counter-reset:line]'
  return { element: <code className={clsx('nextra-code', numbered, className)} dir="ltr" {...props} />, lines: html.split('\n').length }
}

/**
 * The MDX `pre` of docs pages: Nextra's code block with our own copy and word-wrap buttons,
 * labelled in the page's language and shown at every width.
 */
export function codeBlock(labels: Dictionary['docs']) {
  return function CodeBlock(props: PreProps) {
    const {
      children,
      className = '',
      'data-filename': filename,
      'data-copy': _copy,
      'data-language': language,
      'data-word-wrap': _wrap,
      'data-pagefind-ignore': pagefindIgnore,
      icon,
      ...rest
    } = props
    const code = highlighted(children)
    return (
      <div className="nextra-code code-block x:relative x:not-first:mt-[1.25em]" data-pagefind-ignore={pagefindIgnore} data-language={language}>
        {filename && (
          <div className="code-block__filename">
            {icon}
            <span>{filename}</span>
          </div>
        )}
        {/* --code-lines: the height a block out of the window is given before it is laid out (styles/site.css). */}
        <pre
          className={`${preClass} ${filename ? 'x:rounded-b-md' : 'x:rounded-md'} ${className}`}
          {...rest}
          style={{ ...rest.style, '--code-lines': code.lines } as CSSProperties}
        >
          {code.element}
        </pre>
        <CodeActions labels={labels} />
      </div>
    )
  }
}
