/** A link's place in the panel: its column (menu columns, then banner, then bottom link) and its index there. */
export interface MenuSpot {
  col: number;
  index: number;
}

/**
 * Where an arrow key moves focus inside the mega menu (the WAI-ARIA
 * disclosure navigation pattern's optional arrow keys): Up/Down between the
 * links of a column, Left/Right to the first link of the previous/next
 * column (wrapping round), Home/End to the first/last link. `lengths` is
 * the number of links in each column; null for keys it leaves alone (Tab
 * moves on as usual and leaves the menu).
 */
export function nextMenuSpot(key: string, at: MenuSpot, lengths: readonly number[]): MenuSpot | null {
  const columns = lengths.map((length, col) => ({ length, col })).filter((c) => c.length > 0);
  if (columns.length === 0) return null;
  const here = columns.findIndex((c) => c.col === at.col);
  const length = lengths[at.col] ?? 0;
  const column = (position: number) => columns[(position + columns.length) % columns.length] ?? { col: 0, length: 1 };
  switch (key) {
    case 'ArrowDown':
      return { col: at.col, index: Math.min(at.index + 1, length - 1) };
    case 'ArrowUp':
      return { col: at.col, index: Math.max(at.index - 1, 0) };
    case 'ArrowRight':
      return { col: column(here + 1).col, index: 0 };
    case 'ArrowLeft':
      return { col: column(here - 1).col, index: 0 };
    case 'Home':
      return { col: column(0).col, index: 0 };
    case 'End': {
      const last = column(-1);
      return { col: last.col, index: last.length - 1 };
    }
    default:
      return null;
  }
}
