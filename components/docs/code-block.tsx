import type { ComponentProps, ReactNode } from 'react'
import type { Dictionary } from '@/lib/i18n/dictionaries/types'
import { CodeActions } from './code-actions'

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
    return (
      <div className="nextra-code code-block x:relative x:not-first:mt-[1.25em]" data-pagefind-ignore={pagefindIgnore} data-language={language}>
        {filename && (
          <div className="code-block__filename">
            {icon}
            <span>{filename}</span>
          </div>
        )}
        <pre className={`${preClass} ${filename ? 'x:rounded-b-md' : 'x:rounded-md'} ${className}`} {...rest}>
          {children}
        </pre>
        <CodeActions labels={labels} />
      </div>
    )
  }
}
