import PDFDocument from 'pdfkit';

/**
 * pdfkit, and the type of one open document. Importing the module here loads
 * @types/pdfkit's global PDFKit namespace for every file of the renderer.
 */
export { PDFDocument };
export type Pdf = PDFKit.PDFDocument;
export type PdfInfo = PDFKit.DocumentInfo;
