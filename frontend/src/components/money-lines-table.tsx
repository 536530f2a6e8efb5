import type { ReactTable, RowData, TableFeatures } from '@tanstack/react-table';
import { Pager } from './pager';

/**
 * A page of money lines (customer history, earnings history): the table, its `amount` column
 * right-aligned, and Previous/Next when there is more than one page.
 */
export function MoneyLinesTable<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  page,
  pages,
  onPage,
}: {
  readonly table: ReactTable<TFeatures, TData>;
  readonly page: number;
  readonly pages: number;
  readonly onPage: (page: number) => void;
}) {
  const money = (columnId: string) => (columnId === 'amount' ? 'money' : undefined);
  return (
    <>
      <div className="table-scroll">
        <table className="table">
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className={money(header.column.id)}>
                    <table.FlexRender header={header} />
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={money(cell.column.id)}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager label="History pages" page={page} pages={pages} onPage={onPage} />
    </>
  );
}
