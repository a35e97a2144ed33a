import type { Key, ReactNode } from 'react';
import { cx } from '../../ui/cx.ts';
import { CardFact, CardFacts, PhoneCard, PhoneCardList } from './PhoneCards.tsx';
import { TableBox, TD, TH } from './TableBox.tsx';
import { useIsPhone } from './use-media-query.ts';

/** One column of a DataTable. */
export interface DataColumn<Row> {
  /** React's key for the column. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts, counts and actions line up at the end of the column. */
  align?: 'end';
  /** The cell that names its row (`<th scope="row">`): a table has one. */
  rowHeader?: boolean;
  /** Extra classes of the body cells. */
  className?: string;
}

/** One labelled value on a phone card. */
export interface CardFactSpec {
  label: string;
  value: ReactNode;
  /** Aligned to the card's right edge. */
  end?: boolean;
  /** The whole row of the card. */
  wide?: boolean;
  valueClassName?: string;
}

/** A row as a phone card: its headline (the row's link with its key value), labelled facts, then anything else (actions). */
export interface RowCard {
  head: ReactNode;
  facts: readonly CardFactSpec[];
  after?: ReactNode;
}

export interface DataTableProps<Row> {
  /** Names the table (its caption) and the scroll box, or the card list on a phone. */
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  columns: readonly DataColumn<Row>[];
  /** Classes of the <table>, e.g. a minimum width below which it scrolls sideways in its box. */
  tableClassName?: string;
  /** The row on a phone. */
  card: (row: Row) => RowCard;
}

/**
 * The account area's lists (orders, payments, invoices): a captioned table
 * in its own scroll box, and below 640 px one card per row, its most
 * important values in the card's head, so nothing hides behind sideways
 * scrolling on a phone.
 */
export function DataTable<Row>({ caption, rows, rowKey, columns, tableClassName, card }: DataTableProps<Row>) {
  const phone = useIsPhone();

  if (phone) {
    return (
      <PhoneCardList label={caption}>
        {rows.map((row) => {
          const { head, facts, after } = card(row);
          return (
            <PhoneCard key={rowKey(row)} head={head}>
              <CardFacts>
                {facts.map((fact) => (
                  <CardFact key={fact.label} label={fact.label} end={fact.end} wide={fact.wide} valueClassName={fact.valueClassName}>
                    {fact.value}
                  </CardFact>
                ))}
              </CardFacts>
              {after}
            </PhoneCard>
          );
        })}
      </PhoneCardList>
    );
  }

  return (
    <TableBox label={caption}>
      <table className={cx('w-full border-collapse text-sm', tableClassName)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-canvas">
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={cx(TH, column.align === 'end' && 'text-right')}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="hover:bg-canvas">
              {columns.map((column) => {
                const className = cx(TD, column.align === 'end' && 'text-right', column.className);
                return column.rowHeader ? (
                  <th key={column.id} scope="row" className={cx(className, 'text-left font-semibold')}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} className={className}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
