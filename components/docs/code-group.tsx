import { Children, isValidElement, useId, type ReactNode } from 'react'
import { languageOf, SAMPLE_LANGUAGES } from '@/lib/samples/languages.mjs'

type Panel = { id: string; label: string; nodes: ReactNode[] }

/**
 * The same request in several languages, one tab each (MDX `<CodeGroup>` around code blocks; the REST
 * reference writes one per operation, lib/openapi/mdast.mjs). A server component: the tabs answer to
 * one inline script (lib/site/code-language.ts), which switches every group of the page and keeps the
 * choice; styles/site.css shows the chosen panel from the first paint. What follows a block (a note)
 * belongs to its tab. Without JavaScript every panel shows under its language's name, curl first.
 */
export function CodeGroup({ children, label }: { children?: ReactNode; label: string }) {
  const id = useId()
  const panels: Panel[] = []
  for (const child of Children.toArray(children)) {
    const fence = isValidElement<{ 'data-language'?: string }>(child) ? child.props['data-language'] : undefined
    const language = fence ? languageOf(fence) : null
    if (language) panels.push({ id: language.id, label: language.label, nodes: [child] })
    else panels.at(-1)?.nodes.push(child)
  }
  // The tabs in the languages' order, whatever the writer's: the first is the one shown without a choice.
  const order = SAMPLE_LANGUAGES.map((language) => language.id)
  panels.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id))
  return (
    <div className="code-group" data-code-group="" data-languages={panels.map((panel) => panel.id).join(' ')}>
      <div className="code-group__tabs" role="tablist" aria-label={label}>
        {panels.map((panel, index) => (
          <button
            key={panel.id}
            type="button"
            role="tab"
            className="code-group__tab"
            id={`${id}-tab-${panel.id}`}
            aria-controls={`${id}-panel-${panel.id}`}
            aria-selected={index === 0}
            tabIndex={index === 0 ? 0 : -1}
            data-language={panel.id}
            // The inline script sets the reader's tab before hydration.
            suppressHydrationWarning
          >
            {panel.label}
          </button>
        ))}
      </div>
      {panels.map((panel) => (
        <div key={panel.id} className="code-group__panel" role="tabpanel" id={`${id}-panel-${panel.id}`} aria-labelledby={`${id}-tab-${panel.id}`} data-language={panel.id}>
          <p className="code-group__label">{panel.label}</p>
          {panel.nodes}
        </div>
      ))}
    </div>
  )
}
