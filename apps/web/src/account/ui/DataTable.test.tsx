import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { phoneScreen } from '../test-support.tsx';
import { DataTable, type DataColumn } from './DataTable.tsx';

afterEach(() => vi.unstubAllGlobals());

interface Fruit {
  id: number;
  name: string;
  price: string;
}

const rows: Fruit[] = [
  { id: 1, name: 'Apple', price: '€1.00' },
  { id: 2, name: 'Pear', price: '€2.50' },
];

const columns: DataColumn<Fruit>[] = [
  { id: 'name', header: 'Name', rowHeader: true, cell: (fruit) => <a href={`/fruit/${fruit.id}`}>{fruit.name}</a> },
  { id: 'price', header: 'Price', align: 'end', className: 'tabular-nums', cell: (fruit) => fruit.price },
];

function Fruits() {
  return (
    <DataTable
      caption="Fruit prices"
      rows={rows}
      rowKey={(fruit) => fruit.id}
      columns={columns}
      tableClassName="min-w-[40rem]"
      card={(fruit) => ({
        head: <strong>{fruit.name}</strong>,
        facts: [{ label: 'Price', value: fruit.price, end: true }],
        after: <button type="button">Buy {fruit.name}</button>,
      })}
    />
  );
}

describe('DataTable (account lists)', () => {
  it('is a captioned table in a named, focusable scroll box, each row named by its row header', () => {
    render(<Fruits />);
    const region = screen.getByRole('region', { name: 'Fruit prices' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Fruit prices' });
    expect(table).toHaveClass('min-w-[40rem]');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Price']);
    expect(within(table).getByRole('columnheader', { name: 'Price' })).toHaveClass('text-right');
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((th) => th.textContent)).toEqual(['Apple', 'Pear']);
    expect(rowHeaders[0]).toHaveAttribute('scope', 'row');
    const pear = within(table).getByRole('row', { name: /Pear/ });
    const price = within(pear).getByRole('cell');
    expect(price).toHaveTextContent('€2.50');
    expect(price).toHaveClass('text-right', 'tabular-nums');
  });

  it('below 640 px is one card per row: head, labelled facts, then the rest', () => {
    phoneScreen();
    render(<Fruits />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Fruit prices' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const pear = cards[1]!;
    expect(within(pear).getByText('Pear', { selector: 'strong' })).toBeInTheDocument();
    const label = within(pear).getByText('Price', { selector: 'dt' });
    expect(label.nextElementSibling).toHaveTextContent('€2.50');
    expect(label.parentElement).toHaveClass('text-right');
    expect(within(pear).getByRole('button', { name: 'Buy Pear' })).toBeInTheDocument();
  });
});
