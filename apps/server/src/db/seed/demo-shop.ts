import { schoolToday } from '@school/domain/attendance/school-day';
import type { OrderLineStatus } from '@school/domain/shop/orders';
import { insertOrderLines, nextOrderNumber, orderLineValues } from '../../modules/shop/shop.repository.ts';
import type { FileStorage } from '../../platform/storage/storage.ts';
import { newStorageKey } from '../../platform/storage/storage.ts';
import type { DbOrTx } from '../client.ts';
import {
  type CheckoutLine,
  payments,
  shopCheckouts,
  shopCoupons,
  shopOrders,
  shopProductFiles,
  shopProducts,
  shopProductVariants,
} from '../schema/index.ts';
import { demoDocument, storeDemoPdf } from './demo-files.ts';
import { DEMO_PRODUCT_IMAGES } from './demo-shop-images.ts';

type ProductSeed = typeof shopProducts.$inferInsert & { sizes?: Array<[string, number | null]> };

const euro = (value: number) => Math.round(value * 100);
/** The same price at every tier. */
const flat = (value: number) => ({
  price0: euro(value),
  price1: euro(value),
  price2: euro(value),
  price3: euro(value),
});
/** List price, graduates and externals, students, employees (tiers 0 to 3). */
const tiers = (t0: number, t1: number, t2: number, t3: number) => ({
  price0: euro(t0),
  price1: euro(t1),
  price2: euro(t2),
  price3: euro(t3),
});
const CLOTHING_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];

/** The demo catalogue: every family, sizes and shoe numbers, embroidery, promotions, news, stock states. */
export const DEMO_PRODUCTS: ProductSeed[] = [
  {
    code: 'GIACCA-CUOCO',
    name: 'Giacca da cuoco ALMA',
    family: 'Abbigliamento',
    description: 'Giacca da cuoco in cotone sanforizzato, bottoni automatici, logo ALMA ricamato sul petto.',
    notes: 'Lavabile a 60 °C. Le taglie vestono regolari.',
    ...tiers(65, 55, 45, 40),
    isNew: true,
    priority: 2,
    sizeKind: 'size',
    isEmbroiderable: true,
    leadTimeDays: 10,
    vatCode: '22',
    vatRegime: 'Ordinario',
    sizes: CLOTHING_SIZES.map((size, i) => [size, [3, 8, 12, 6, 0, 2][i] ?? 0]),
  },
  {
    code: 'PANTALONE-CUOCO',
    name: 'Pantalone da cuoco pied-de-poule',
    family: 'Abbigliamento',
    description: 'Pantalone in tessuto pied-de-poule con elastico in vita e tasche laterali.',
    ...tiers(40, 35, 30, 28),
    isPromotion: true,
    promoPrice0: euro(32),
    promoPrice1: euro(28),
    promoPrice2: euro(24),
    promoPrice3: euro(22),
    sizeKind: 'size',
    leadTimeDays: 10,
    vatCode: '22',
    vatRegime: 'Ordinario',
    sizes: CLOTHING_SIZES.map((size, i) => [size, [0, 5, 9, 9, 4, 1][i] ?? 0]),
  },
  {
    code: 'GREMBIULE',
    name: 'Grembiule ALMA',
    family: 'Abbigliamento',
    description: 'Grembiule lungo con taschino, regolabile al collo.',
    ...tiers(18, 16, 14, 12),
    isEmbroiderable: true,
    availableQuantity: 30,
    vatCode: '22',
    vatRegime: 'Ordinario',
  },
  {
    code: 'SCARPE-ANTISCIVOLO',
    name: 'Scarpe antiscivolo da cucina',
    family: 'Abbigliamento',
    description: 'Calzature di sicurezza antiscivolo SRC con puntale rinforzato.',
    ...tiers(79, 70, 62, 55),
    sizeKind: 'shoe',
    leadTimeDays: 15,
    vatCode: '22',
    vatRegime: 'Ordinario',
    sizes: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46'].map((size, i) => [
      size,
      i % 3 === 0 ? 0 : 4,
    ]),
  },
  {
    code: 'CAPPELLO-CUOCO',
    name: 'Cappello da cuoco',
    family: 'Abbigliamento',
    description: 'Cappello alto in carta pieghettata, confezione da 10.',
    ...tiers(12, 10, 8, 7),
    availableQuantity: 0,
    leadTimeDays: 7,
    bookingInfo: 'Nuova fornitura in arrivo',
    vatCode: '22',
    vatRegime: 'Ordinario',
  },
  {
    code: 'FELPA-ALUMNI',
    name: 'Felpa ALMA Alumni',
    family: 'Abbigliamento',
    description: 'Felpa con cappuccio in cotone organico, ricamo ALMA Alumni.',
    ...tiers(55, 45, 45, 40),
    isNew: true,
    sizeKind: 'size',
    leadTimeDays: 12,
    vatCode: '22',
    vatRegime: 'Ordinario',
    sizes: CLOTHING_SIZES.map((size) => [size, 5]),
  },
  {
    code: 'LIBRO-CUCINA-ITALIANA',
    name: 'Il grande libro della cucina italiana',
    family: 'Libri',
    description: 'Il testo del corso: tecniche, ricette regionali e schede di prodotto.',
    ...tiers(49, 45, 39, 35),
    priority: 1,
    availableQuantity: 12,
    perOrderMax: 2,
    vatCode: '4',
    vatRegime: 'Editoria (art. 74)',
    vatRate: 4,
  },
  {
    code: 'LIBRO-PASTICCERIA',
    name: 'Manuale di pasticceria',
    family: 'Libri',
    description: 'Impasti, creme e decorazioni della pasticceria italiana.',
    ...tiers(38, 34, 30, 28),
    availableQuantity: 0,
    leadTimeDays: 15,
    bookingInfo: 'Nuova ristampa in arrivo',
    vatCode: '4',
    vatRegime: 'Editoria (art. 74)',
    vatRate: 4,
  },
  {
    code: 'LIBRO-VINI',
    name: 'Atlante dei vini italiani',
    family: 'Libri',
    description: 'Le regioni del vino italiano, con gli abbinamenti.',
    ...tiers(29, 26, 22, 20),
    isPromotion: true,
    promoPrice0: euro(24),
    promoPrice1: euro(21),
    promoPrice2: euro(18),
    promoPrice3: euro(16),
    availableQuantity: 20,
    vatCode: '4',
    vatRegime: 'Editoria (art. 74)',
    vatRate: 4,
  },
  {
    code: 'TORTA-SACHER',
    name: 'Torta Sacher',
    family: 'Torta',
    description: 'La Sacher dei nostri pasticceri, 8 porzioni.',
    ...tiers(28, 25, 20, 18),
    availableQuantity: 0,
    bookingInfo: 'Ritiro il venerdì dalle 14 alle 16',
    vatCode: '10',
    vatRegime: 'Ordinario',
    vatRate: 10,
  },
  {
    code: 'TORTA-MILLEFOGLIE',
    name: 'Millefoglie della scuola',
    family: 'Torta',
    description: 'Sfoglia, crema pasticcera e chantilly, 6 porzioni.',
    ...tiers(24, 22, 18, 16),
    isNew: true,
    availableQuantity: 4,
    perOrderMax: 1,
    bookingInfo: 'Ritiro il venerdì dalle 14 alle 16',
    vatCode: '10',
    vatRegime: 'Ordinario',
    vatRate: 10,
  },
  {
    code: 'SHOPPER-CARTA',
    name: 'Shopper in carta',
    family: 'Shopper',
    ...flat(0.5),
    availableQuantity: 200,
    vatCode: '22',
    vatRegime: 'Ordinario',
  },
  {
    code: 'SHOPPER-TELA',
    name: 'Shopper in tela ALMA',
    family: 'Shopper',
    ...flat(3),
    availableQuantity: 40,
    vatCode: '22',
    vatRegime: 'Ordinario',
  },
  {
    code: 'SPEDIZIONE',
    name: 'Spedizione in Italia',
    family: 'Spedizione',
    // Prezzo_{category}__c: 1 graduates and externals, 2 students, 3 employees.
    price0: null,
    price1: euro(9),
    price2: euro(7),
    price3: euro(5),
    vatCode: '22',
    vatRegime: 'Ordinario',
  },
  {
    code: 'RICAMO',
    name: 'Ricamo personalizzato',
    family: 'Ricamo',
    ...tiers(6, 5, 4, 3),
    vatCode: '22',
    vatRegime: 'Ordinario',
  },
  ...[5, 10, 20].map(
    (value): ProductSeed => ({
      code: `RICARICA-${value}`,
      name: `Ricarica badge ${value} €`,
      family: 'Ricarica Stampante',
      ...flat(value),
      vatCode: '22',
      vatRegime: 'Ordinario',
    }),
  ),
];

interface DemoOrderLine {
  code: string;
  size?: string;
  embroideryText?: string;
  quantity: number;
  status: OrderLineStatus;
  topUpCode?: string;
}

/**
 * The demo shop: the catalogue, its technical sheet, the partner coupons (the seasonal one in its
 * next window, 15 January to 30 April), and the student's orders with a line in every status.
 */
export async function seedShopDemo(
  tx: DbOrTx,
  people: { studentId: string },
  storage: FileStorage | undefined,
  now = new Date(),
): Promise<void> {
  const ids = new Map<string, { id: string; seed: ProductSeed; variants: Map<string, string> }>();
  for (const [position, seed] of DEMO_PRODUCTS.entries()) {
    const { sizes, ...values } = seed;
    const [product] = await tx.insert(shopProducts).values(values).returning({ id: shopProducts.id });
    if (!product) throw new Error(`product ${seed.code} not created`);
    const variants = new Map<string, string>();
    for (const [i, [size, quantity]] of (sizes ?? []).entries()) {
      const [variant] = await tx
        .insert(shopProductVariants)
        .values({ productId: product.id, size, position: i, availableQuantity: quantity })
        .returning({ id: shopProductVariants.id });
      if (variant) variants.set(size, variant.id);
    }
    ids.set(seed.code, { id: product.id, seed, variants });
    void position;
  }

  if (storage) {
    for (const [code, images] of Object.entries(DEMO_PRODUCT_IMAGES)) {
      const product = ids.get(code);
      if (!product) continue;
      for (const [position, svg] of images.entries()) {
        const bytes = Buffer.from(svg, 'utf8');
        const key = newStorageKey('documents');
        await storage.put(key, bytes, 'image/svg+xml');
        await tx.insert(shopProductFiles).values({
          productId: product.id,
          kind: 'image',
          storageKey: key,
          filename: `${code.toLowerCase()}-${position + 1}.svg`,
          contentType: 'image/svg+xml',
          size: bytes.length,
          position,
        });
      }
    }
    const jacket = ids.get('GIACCA-CUOCO');
    if (jacket) {
      // A technical sheet, as staff would attach it.
      const pdf = await demoDocument('Giacca da cuoco ALMA – scheda tecnica', [
        'Tessuto: 65% poliestere, 35% cotone, 210 g/m².',
        'Lavaggio: 60 °C; non candeggiare; stiratura a temperatura media.',
        'Taglie: da XS a XXL. Ricamo personalizzato fino a 15 caratteri.',
      ]);
      const { fileName, ...sheet } = await storeDemoPdf(storage, pdf, 'giacca-cuoco-scheda-tecnica.pdf');
      await tx
        .insert(shopProductFiles)
        .values({ productId: jacket.id, kind: 'sheet', ...sheet, filename: fileName });
    }
  }

  const year = Number(schoolToday(now.getTime()).slice(0, 4));
  const seasonYear = schoolToday(now.getTime()) > `${year}-04-30` ? year + 1 : year;
  await tx.insert(shopCoupons).values([
    {
      partner: 'Coltellerie Berti',
      code: 'ALMA-BERTI-15',
      discountIt: '15% di sconto sui coltelli da cucina',
      discountEn: '15% off kitchen knives',
      notesIt: 'Valido online e in negozio, presentando il badge.',
      notesEn: 'Valid online and in store, showing your badge.',
      url: 'https://www.coltellerieberti.it/',
      position: 1,
    },
    {
      partner: 'Libreria Gastronomica',
      code: 'ALMALIBRI10',
      discountIt: '10% di sconto su tutti i libri di cucina',
      discountEn: '10% off every cookery book',
      notesIt: 'Non cumulabile con altre promozioni.',
      notesEn: 'Cannot be combined with other offers.',
      url: 'https://www.libreriagastronomica.it/',
      position: 2,
    },
    {
      partner: 'Pentole Agnelli',
      code: 'AGNELLI-ALMA',
      discountIt: '20% di sconto su pentole e padelle',
      discountEn: '20% off pots and pans',
      notesIt: 'Codice da inserire nel carrello del sito del partner.',
      notesEn: "Enter the code in the partner's online cart.",
      url: 'https://www.agnelli1907.com/',
      position: 3,
    },
    {
      partner: 'Mercato dei Sapori',
      code: 'PRIMAVERA-ALMA',
      discountIt: '10% di sconto sulla spesa di primavera',
      discountEn: '10% off the spring shopping',
      notesIt: 'Stagionale: dal 15 gennaio al 30 aprile.',
      notesEn: 'Seasonal: from 15 January to 30 April.',
      url: 'https://www.mercatodeisapori.it/',
      windowFrom: `${seasonYear}-01-15`,
      windowTo: `${seasonYear}-04-30`,
      position: 4,
    },
  ]);

  const orders: Array<{ daysAgo: number; lines: DemoOrderLine[] }> = [
    { daysAgo: 40, lines: [{ code: 'LIBRO-CUCINA-ITALIANA', quantity: 1, status: 'Consegnato' }] },
    {
      daysAgo: 25,
      lines: [{ code: 'RICARICA-10', quantity: 1, status: 'Consegnato', topUpCode: 'RB-DEMO7K2M9Q' }],
    },
    {
      daysAgo: 9,
      lines: [
        { code: 'GIACCA-CUOCO', size: 'M', embroideryText: 'LUCA R.', quantity: 1, status: 'Notificato' },
        { code: 'SHOPPER-CARTA', quantity: 1, status: 'Notificato' },
      ],
    },
    {
      daysAgo: 2,
      lines: [
        { code: 'GREMBIULE', quantity: 2, status: 'Scontrinato' },
        { code: 'CAPPELLO-CUOCO', quantity: 1, status: 'Ordinato' },
      ],
    },
  ];
  for (const demo of orders) {
    const at = new Date(now.getTime() - demo.daysAgo * 86_400_000);
    const lines: CheckoutLine[] = demo.lines.map((line) => {
      const product = ids.get(line.code);
      if (!product) throw new Error(`unknown demo product ${line.code}`);
      const { seed } = product;
      const embroidery = line.embroideryText ? (ids.get('RICAMO')?.seed.price2 ?? 0) : 0;
      const bookable = (seed.availableQuantity ?? 1) === 0;
      return {
        productId: product.id,
        variantId: line.size ? (product.variants.get(line.size) ?? null) : null,
        productCode: seed.code,
        description: seed.name,
        family: seed.family,
        size: line.size ?? '',
        embroideryText: line.embroideryText ?? '',
        quantity: line.quantity,
        unitCents: (seed.price2 ?? 0) + embroidery,
        stock: bookable ? 'bookable' : 'inStock',
        leadTimeDays: bookable ? (seed.leadTimeDays ?? null) : null,
        bookingInfo: seed.bookingInfo ?? '',
        vatCode: seed.vatCode ?? '',
        vatRegime: seed.vatRegime ?? '',
        vatRate: seed.vatRate ?? 22,
        reserved: 0,
      };
    });
    const total = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
    const kind = lines.some((l) => l.family === 'Ricarica Stampante') ? 'topUp' : 'cart';
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: people.studentId,
        purpose: 'shopOrder',
        reference: kind,
        amountCents: total,
        status: 'paid',
        provider: 'test',
        providerSessionId: `tcs_demo_shop_${demo.daysAgo}`,
        successUrl: '/ecommerce/typ/s',
        cancelUrl: '/ecommerce/typ/f',
        description: 'ALMA Shop',
        createdAt: at,
        updatedAt: at,
        paidAt: at,
      })
      .returning({ id: payments.id });
    if (!payment) throw new Error('demo payment not created');
    const [checkout] = await tx
      .insert(shopCheckouts)
      .values({
        userId: people.studentId,
        paymentId: payment.id,
        kind,
        status: 'ordered',
        lines,
        linesCents: total,
        shippingCents: 0,
        totalCents: total,
        fingerprint: `demo-${demo.daysAgo}`,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: shopCheckouts.id });
    if (!checkout) throw new Error('demo checkout not created');
    const number = await nextOrderNumber(tx);
    const [order] = await tx
      .insert(shopOrders)
      .values({
        number,
        userId: people.studentId,
        checkoutId: checkout.id,
        paymentId: payment.id,
        kind,
        linesCents: total,
        shippingCents: 0,
        totalCents: total,
        createdAt: at,
      })
      .returning({ id: shopOrders.id });
    if (!order) throw new Error('demo order not created');
    await insertOrderLines(
      tx,
      lines.map((line, position) =>
        orderLineValues(order.id, line, position, {
          status: demo.lines[position]?.status ?? 'Ordinato',
          topUpCode: demo.lines[position]?.topUpCode ?? null,
          statusChangedAt: at,
        }),
      ),
    );
  }
}
