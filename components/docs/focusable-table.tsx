import clsx from 'clsx'
import type { ComponentProps, ComponentType } from 'react'

type TableProps = ComponentProps<'table'>

/**
 * A theme's table (a block that scrolls sideways when it is wider than the page) that keyboard
 * readers can focus and scroll (axe: scrollable-region-focusable).
 */
export function focusableTable(Table: ComponentType<TableProps>, className?: string) {
  return function FocusableTable(props: TableProps) {
    return <Table tabIndex={0} {...props} className={clsx(props.className, className) || undefined} />
  }
}

/**
 * Rows and cells of docs tables without classes: `.doc-table` in styles/site.css gives them the
 * theme's look once, where the theme gave every cell six utility classes — a reference table has
 * hundreds of cells, each styled, laid out and hydrated on a phone before the first interaction.
 */
export const plainTableCells = {
  tr: (props: ComponentProps<'tr'>) => <tr {...props} />,
  th: (props: ComponentProps<'th'>) => <th {...props} />,
  td: (props: ComponentProps<'td'>) => <td {...props} />,
}
