import { formatDate } from '@school/domain/format/date';
import { formatPriceCents } from '@school/domain/shop/money';
import PDFDocument from 'pdfkit';
import type { ShopOrderLineRow, ShopOrderRow } from '../../db/schema/index.ts';

/** The seller printed on the receipt (configuration: SHOP_SELLER_*). */
export interface Seller {
  sellerName: string;
  sellerAddress: string;
  sellerVatNumber: string;
}

export interface ReceiptFacts {
  order: ShopOrderRow;
  lines: readonly ShopOrderLineRow[];
  buyer: { firstName: string; lastName: string; email: string };
  language: 'it' | 'en';
}

const TEXTS = {
  it: {
    title: 'Ricevuta',
    number: 'Ordine n.',
    date: 'Data',
    buyer: 'Cliente',
    vatNumber: 'P. IVA',
    columns: ['Descrizione', 'Q.tà', 'Prezzo', 'IVA', 'Totale'],
    vat: 'Aliquota',
    regime: 'Regime IVA',
    code: 'Codice IVA',
    shipping: 'Spedizione',
    total: 'Totale pagato',
    vatIncluded: 'Prezzi IVA inclusa.',
    shipTo: 'Spedire a',
    topUp: 'Codice ricarica',
    refunded: 'Ordine rimborsato',
    lead: (days: number) => `prenotabile, disponibile entro ${days} giorni`,
  },
  en: {
    title: 'Receipt',
    number: 'Order no.',
    date: 'Date',
    buyer: 'Customer',
    vatNumber: 'VAT no.',
    columns: ['Description', 'Qty', 'Price', 'VAT', 'Total'],
    vat: 'Rate',
    regime: 'VAT regime',
    code: 'VAT code',
    shipping: 'Shipping',
    total: 'Total paid',
    vatIncluded: 'Prices include VAT.',
    shipTo: 'Ship to',
    topUp: 'Top-up code',
    refunded: 'Order refunded',
    lead: (days: number) => `to order, supplied within ${days} days`,
  },
} as const;

/**
 * The receipt of a paid order as a PDF (pdfkit, its built-in Helvetica): the seller with its VAT
 * number, the order's number and date, the buyer, each line with quantity, unit price, VAT rate,
 * code and regime (Codice_Aliquota__c, Regime_Iva__c) and total, the shipping and the total paid.
 */
export function renderReceipt(seller: Seller, facts: ReceiptFacts): Promise<Buffer> {
  const t = TEXTS[facts.language];
  const { order } = facts;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${t.title} ${t.number} ${order.number}`, Author: seller.sellerName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(16).text(seller.sellerName);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(seller.sellerAddress)
    .text(`${t.vatNumber} ${seller.sellerVatNumber}`);
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(14).text(`${t.title} – ${t.number} ${order.number}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${t.date}: ${formatDate(order.createdAt)}`);
  const buyerName = `${facts.buyer.firstName} ${facts.buyer.lastName}`.trim();
  doc.text(`${t.buyer}: ${[buyerName, facts.buyer.email].filter(Boolean).join(' – ')}`);
  if (order.shipping) {
    const s = order.shipping;
    doc.text(
      `${t.shipTo}: ${s.firstName} ${s.lastName}, ${s.street}, ${s.postcode} ${s.city} (${s.province}), Italia`,
    );
  }
  if (order.refundStatus === 'refunded') doc.font('Helvetica-Bold').text(t.refunded).font('Helvetica');
  doc.moveDown();

  const x = [50, 300, 345, 420, 470];
  const widths = [245, 40, 70, 45, 75];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    let bottom = y;
    cells.forEach((cell, i) => {
      doc.text(cell, x[i], y, { width: widths[i], align: i === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = 50;
    doc.y = bottom + 4;
  };
  row([...t.columns], true);
  doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke();
  doc.moveDown(0.3);
  for (const line of facts.lines) {
    const details = [
      line.size,
      line.embroideryText ? `«${line.embroideryText}»` : '',
      line.stock === 'bookable' && line.leadTimeDays ? t.lead(line.leadTimeDays) : '',
      line.topUpCode ? `${t.topUp}: ${line.topUpCode}` : '',
      [line.vatCode && `${t.code} ${line.vatCode}`, line.vatRegime && `${t.regime} ${line.vatRegime}`]
        .filter(Boolean)
        .join(', '),
    ].filter(Boolean);
    row([
      `${line.description}${details.length ? `\n${details.join(' · ')}` : ''}`,
      String(line.quantity),
      formatPriceCents(line.unitCents),
      `${line.vatRate}%`,
      formatPriceCents(line.unitCents * line.quantity),
    ]);
  }
  doc.moveTo(50, doc.y).lineTo(545, doc.y).stroke();
  doc.moveDown(0.5);
  if (order.shippingCents > 0) row([t.shipping, '', '', '', formatPriceCents(order.shippingCents)]);
  row([t.total, '', '', '', formatPriceCents(order.totalCents)], true);
  doc.moveDown();
  doc.font('Helvetica').fontSize(9).text(t.vatIncluded, 50);
  doc.end();
  return done;
}
