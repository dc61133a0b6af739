import type { ReactNode } from 'react';
import { Table } from './kit';

/** One column of an admin table: its header, and its cell in an item's row. */
export interface Column<Item> {
  header: ReactNode;
  cell: (item: Item, index: number) => ReactNode;
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
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items?.map((item, index) => (
          <tr key={item.id}>
            {columns.map((column, at) => (
              <td key={at}>{column.cell(item, index)}</td>
            ))}
          </tr>
        ))}
        {empty && items?.length === 0 && (
          <tr>
            <td colSpan={columns.length}>{empty}</td>
          </tr>
        )}
        {children}
      </tbody>
    </Table>
  );
}

/** The row's number in the list, from 1. */
export const numberColumn = <Item,>(): Column<Item> => ({ header: '#', cell: (_item, index) => index + 1 });
