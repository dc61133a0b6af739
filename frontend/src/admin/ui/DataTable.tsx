import type { ComponentProps, ReactNode } from 'react';
import { Table } from './kit';

/** One column of an admin table: its header (also each cell's label where the rows stack), and its cell in an item's row. */
export interface Column<Item> {
  header: string;
  cell: (item: Item, index: number) => ReactNode;
  /** The cells hold what editors wrote (names, titles, who): marked so that the admin-language test passes them by. */
  content?: boolean;
}

interface Props<Item> {
  columns: Column<Item>[];
  items: Item[] | undefined;
  /** Said in one row across the table once the list has loaded empty. */
  empty?: string;
  /** Rows after the items' (a row that adds one). */
  children?: ReactNode;
}

/** An admin list as a table: a row an item, a cell a column. */
export function DataTable<Item extends { id: string }>({ columns, items, empty, children }: Props<Item>) {
  return (
    <Table>
      {/* The roles are said outright, implicit as they are: where the rows stack they are blocks (kit.tsx's Table). */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <thead role="rowgroup">
        <Tr>
          {columns.map((column, index) => (
            <th key={index} scope="col" role="columnheader">
              {column.header}
            </th>
          ))}
        </Tr>
      </thead>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <tbody role="rowgroup">
        {items?.map((item, index) => (
          <Tr key={item.id}>
            {columns.map((column, at) => (
              <Td key={at} label={column.header} data-content={column.content || undefined}>
                {column.cell(item, index)}
              </Td>
            ))}
          </Tr>
        ))}
        {empty && items?.length === 0 && (
          <Tr>
            <Td colSpan={columns.length}>{empty}</Td>
          </Tr>
        )}
        {children}
      </tbody>
    </Table>
  );
}

/** A row, its role said outright (kit.tsx's Table: stacked rows are blocks). */
export const Tr = (props: ComponentProps<'tr'>) => <tr role="row" {...props} />;

/**
 * A cell, its role said outright; `label`, its column's header, shows beside its content where the rows stack (the
 * content in a box of its own, so that it lines up as one beside the label).
 */
export const Td = ({ label, children, ...props }: ComponentProps<'td'> & { label?: string }) => (
  // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a cell is its implicit role (a grid's is not)
  <td role="cell" data-label={label} {...props}>
    {label === undefined ? children : <div>{children}</div>}
  </td>
);

/** The row's number in the list, from 1. */
export const numberColumn = <Item,>(): Column<Item> => ({ header: '#', cell: (_item, index) => index + 1 });
