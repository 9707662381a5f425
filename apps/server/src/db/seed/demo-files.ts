import PDFDocument from 'pdfkit';
import { type FileStorage, newStorageKey } from '../../platform/storage/storage.ts';

/** A small, valid one-page PDF with a line of text. */
export function demoPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A one-page document with a title and its lines, as the school would publish or attach it. */
export function demoDocument(title: string, lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica-Bold').fontSize(18).text(title).moveDown();
  doc.font('Helvetica').fontSize(11);
  for (const line of lines) doc.text(line).moveDown(0.4);
  doc.end();
  return done;
}

/** Puts a demo PDF in the storage; answers the stored file's columns (its key, name, type and size). */
export async function storeDemoPdf(storage: FileStorage, bytes: Buffer, fileName: string) {
  const storageKey = newStorageKey('documents');
  await storage.put(storageKey, bytes, 'application/pdf');
  return { storageKey, fileName, contentType: 'application/pdf', size: bytes.length };
}
