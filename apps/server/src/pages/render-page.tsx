import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Renders a page element to a full HTML document string. */
export function renderDocument(page: ReactElement): string {
  return `<!doctype html>${renderToStaticMarkup(page)}`;
}
