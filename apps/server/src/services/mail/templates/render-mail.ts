import { render } from '@react-email/render';
import type { ReactElement } from 'react';

/** A mail's two bodies: the HTML and its plain-text alternative. */
export interface MailBodies {
  html: string;
  text: string;
}

/**
 * Renders a mail component to HTML and to plain text (react-email's
 * html-to-text conversion, so the two never say different things). Headings
 * and table headers keep their case in the text: html-to-text would shout them.
 */
export async function renderMail(element: ReactElement): Promise<MailBodies> {
  const [html, text] = await Promise.all([
    render(element),
    render(element, {
      plainText: true,
      htmlToTextOptions: {
        selectors: [
          ...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
          { selector: '[data-text-format="dataTable"]', format: 'dataTable', options: { uppercaseHeaderCells: false } },
        ],
      },
    }),
  ]);
  return { html, text };
}
