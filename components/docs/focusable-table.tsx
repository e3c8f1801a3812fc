import type { ComponentProps, ComponentType } from 'react'

type TableProps = ComponentProps<'table'>

/**
 * A theme's table (a block that scrolls sideways when it is wider than the page) that keyboard
 * readers can focus and scroll (axe: scrollable-region-focusable).
 */
export function focusableTable(Table: ComponentType<TableProps>) {
  return function FocusableTable(props: TableProps) {
    return <Table tabIndex={0} {...props} />
  }
}
