import { Table } from '@mantine/core';

/**
 * The head of a table changed row by row (a product's sizes, its stock): the columns' names, then
 * the rows' actions, named for assistive technologies only.
 */
export function RowsTableHead({ columns, actions }: { columns: readonly string[]; actions: string }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column} scope="col">
            {column}
          </Table.Th>
        ))}
        <Table.Th scope="col">
          <span className="sr-only">{actions}</span>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}
