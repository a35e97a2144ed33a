import { describe, expect, it } from 'vitest';
import { checkBulkLine, parseBulkText } from './bulk-lines.ts';

describe('bulk order lines', () => {
  it('reads pasted or CSV rows in the separators spreadsheets use, skipping a header and blanks', () => {
    expect(parseBulkText('sku,quantity\nENERGY-40,3\r\n\nGUT-25;2\nSKIN-200\t10\nIMMUNE 4\n"DETOX",5\nSOLO')).toEqual([
      { sku: 'ENERGY-40', quantity: '3' },
      { sku: 'GUT-25', quantity: '2' },
      { sku: 'SKIN-200', quantity: '10' },
      { sku: 'IMMUNE', quantity: '4' },
      { sku: 'DETOX', quantity: '5' },
      { sku: 'SOLO', quantity: '1' },
    ]);
  });

  it('checks each line: a SKU and a whole quantity from 1 to 999', () => {
    expect(checkBulkLine(' A ', '2')).toEqual({ line: { sku: 'A', quantity: 2 }, problem: null });
    expect(checkBulkLine('', 2).problem).toBe('sku_missing');
    expect(checkBulkLine('A', '0').problem).toBe('quantity_invalid');
    expect(checkBulkLine('A', '1.5').problem).toBe('quantity_invalid');
    expect(checkBulkLine('A', 'two').problem).toBe('quantity_invalid');
    expect(checkBulkLine('A', 1000).problem).toBe('quantity_too_large');
  });
});
