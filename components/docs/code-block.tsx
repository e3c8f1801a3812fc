import clsx from 'clsx'
import { Children, isValidElement, type ComponentProps, type CSSProperties, type ReactNode } from 'react'
import { staticHtml } from '@/lib/highlight/static-html'
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

/** How many lines the highlighted code has (its `code` holds one element per line). */
function lineCount(code: ReactNode): number {
  if (!isValidElement<{ children?: ReactNode }>(code)) return 0
  return Children.toArray(code.props.children).filter(isValidElement).length
}

/**
 * The highlighted `code` with its lines as one HTML string (lib/highlight/static-html.ts): the same
 * element Nextra's `code` renders, without a React element per token.
 */
function staticCode(code: ReactNode): ReactNode {
  if (!isValidElement<CodeProps>(code)) return code
  const { children, className, 'data-language': _language, ...props } = code.props
  const html = staticHtml(children)
  if (html === null) return code
  const numbered = 'data-line-numbers' in props && '[counter-reset:line]'
  return <code className={clsx('nextra-code', numbered, className)} dir="ltr" {...props} dangerouslySetInnerHTML={{ __html: html }} />
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
          style={{ ...rest.style, '--code-lines': lineCount(children) } as CSSProperties}
        >
          {staticCode(children)}
        </pre>
        <CodeActions labels={labels} />
      </div>
    )
  }
}
