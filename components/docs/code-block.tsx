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

/** The HTML the compile wrote for a code block's lines (lib/highlight/rehype-code.mjs), if it could. */
const linesHtml = (code: ReactNode) => (isValidElement<CodeProps>(code) ? (code.props.dangerouslySetInnerHTML as { __html: string } | undefined)?.__html : undefined)

/** How many lines the highlighted code has: newlines join them in its HTML; lines the compile could not write as HTML are elements, one per line. */
function lineCount(code: ReactNode): number {
  if (!isValidElement<CodeProps>(code)) return 0
  const html = linesHtml(code)
  return html === undefined ? Children.toArray(code.props.children).filter(isValidElement).length : html.split('\n').length
}

/**
 * The element Nextra's `code` renders for highlighted lines written as HTML, but without its
 * `children: undefined`, which would cost every block's RSC payload a `"children":"$undefined"`.
 */
function highlightedCode(code: ReactNode): ReactNode {
  if (linesHtml(code) === undefined || !isValidElement<CodeProps>(code)) return code
  const { children: _children, className, 'data-language': _language, ...props } = code.props
  const numbered = 'data-line-numbers' in props && '[counter-reset:line]'
  return <code className={clsx('nextra-code', numbered, className)} dir="ltr" {...props} />
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
          {highlightedCode(children)}
        </pre>
        <CodeActions labels={labels} />
      </div>
    )
  }
}
