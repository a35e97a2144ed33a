import { PDFParse } from 'pdf-parse';

/**
 * The text of a PDF, for tests (Vitest and Playwright): pdf-parse (pdf.js)
 * reads it the way a PDF viewer's copy-and-paste would. Independent of the
 * server app, so any test can use it.
 */

/** Each page's text, first page first. */
export async function pdfPageTexts(pdf: Buffer | Uint8Array): Promise<string[]> {
  // pdf.js takes over (detaches) the bytes it is given: a copy leaves the caller's buffer usable.
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return result.pages.map((page) => page.text);
  } finally {
    await parser.destroy();
  }
}

/** The whole document's text, pages separated by a blank line. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  return (await pdfPageTexts(pdf)).join('\n\n');
}
