import { UPLOAD_MAX_BYTES } from '@school/domain/shared/limits';
import type {
  ListOrderLinesResponse,
  ListStaffProductsResponse,
  StaffOrder,
  StaffProduct,
} from '@school/domain/shop/contracts/staff-shop';
import { PRODUCT_NAME_MAX } from '@school/domain/shop/products';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  mailOutbox,
  notifications,
  payments,
  type ShopOrderLineRow,
  shopCartLines,
  shopCarts,
  shopCheckouts,
  shopOrderLines,
  shopOrders,
  shopProductFiles,
  shopProducts,
  shopProductVariants,
  staffAudit,
  type UserRow,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { readAll } from '../../platform/storage/storage.ts';
import { EXE, errorOf, fileBody, PDF, signIn } from '../../test/application-fixtures.ts';
import { createUser } from '../../test/fixtures.ts';
import { gateNextPut } from '../../test/gated-storage.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { within } from '../../test/within.ts';
import { refundOrder, resumeStaleRefunds, STALE_REFUND_MINUTES } from './shop-refunds.service.ts';
import * as repo from './shop-staff.repository.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());
// Spies on the app's provider, mailer and storage end with their test.
afterEach(() => vi.restoreAllMocks());

const API = '/api/staff/shop';
const PRODUCTS = `${API}/products`;
const LINES = `${API}/order-lines`;
const UNKNOWN = '7d1a4a38-9c5e-4a57-9f57-5b1b2c3d4e5f';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(40, 3),
]);
const WEBP = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WEBPVP8 ', 'latin1'), Buffer.alloc(24, 5)]);

/** A complete product as the console's form sends it (prices in cents). */
const BODY = {
  code: 'GIACCA-01',
  name: 'Giacca da cuoco',
  description: 'Cotone, bottoni a pressione.',
  notes: '',
  family: 'Abbigliamento',
  price0: 5500,
  price1: 5000,
  price2: 4500,
  price3: 4000,
  promoPrice0: null,
  promoPrice1: null,
  promoPrice2: 3900,
  promoPrice3: null,
  isPromotion: true,
  isNew: false,
  priority: 0,
  isOnSale: true,
  sizeKind: 'size',
  isEmbroiderable: true,
  availableQuantity: null,
  perOrderMax: 3,
  leadTimeDays: 10,
  bookingInfo: 'Consegna in aula',
  vatCode: '22',
  vatRegime: 'Ordinario',
  vatRate: 22,
  variants: [
    { size: 'S', availableQuantity: 4 },
    { size: 'M', availableQuantity: 0 },
  ],
};

/** The same product without sizes, with its own stock. */
const BOOK = {
  ...BODY,
  code: 'LIBRO-01',
  name: 'Il libro della cucina italiana',
  family: 'Libri',
  sizeKind: 'none',
  isEmbroiderable: false,
  availableQuantity: 7,
  variants: [],
};

const clerk = () => signIn(ctx, { categories: ['Dipendente'], webappPermissions: ['Negozio'] });
const auditRows = () => ctx.db.select().from(staffAudit);
const productRows = () => ctx.db.select().from(shopProducts);
const variantRows = () => ctx.db.select().from(shopProductVariants);
const lineRows = () => ctx.db.select().from(shopOrderLines);
const fieldsOf = (res: { json(): unknown }) => errorOf(res).fields ?? {};

async function create(client: TestClient, body: Record<string, unknown> = BODY): Promise<StaffProduct> {
  const res = await client.post(PRODUCTS, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as StaffProduct;
}
async function read(client: TestClient, id: string): Promise<StaffProduct> {
  const res = await client.get(`${PRODUCTS}/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StaffProduct;
}
/** The PUT body of a product as read: its fields, its sizes by id, its version. */
function editOf(product: StaffProduct, change: Record<string, unknown> = {}) {
  const {
    id: _id,
    stock: _s,
    files: _f,
    orderLineCount: _o,
    updatedAt: _u,
    availableQuantity: _q,
    variants,
    ...fields
  } = product;
  return { ...fields, variants: variants.map((v) => ({ id: v.id, size: v.size })), ...change };
}

let orderNumber = 0;
/** A paid order of `buyer` (inserted as the shopper's side makes it), with its lines. */
async function insertOrder(
  buyer: UserRow | null,
  lines: Array<Partial<typeof shopOrderLines.$inferInsert>>,
  values: Partial<typeof shopOrders.$inferInsert> = {},
) {
  const total = lines.reduce((sum, l) => sum + (l.unitCents ?? 1000) * (l.quantity ?? 1), 0);
  const owner = buyer ?? (await createUser(ctx.db));
  const [payment] = await ctx.db
    .insert(payments)
    .values({
      userId: owner.id,
      purpose: 'shopOrder',
      reference: `order-${++orderNumber}`,
      amountCents: total,
      status: 'paid',
      provider: 'test',
      providerSessionId: `cs_test_${orderNumber}`,
      successUrl: 'http://portal.test/ecommerce/typ/s',
      cancelUrl: 'http://portal.test/ecommerce/typ/f',
      description: 'Ordine',
      paidAt: new Date(),
    })
    .returning();
  const [checkout] = await ctx.db
    .insert(shopCheckouts)
    .values({
      userId: owner.id,
      paymentId: payment!.id,
      kind: 'cart',
      status: 'ordered',
      lines: [],
      linesCents: total,
      shippingCents: 0,
      totalCents: total,
      fingerprint: `f${orderNumber}`,
    })
    .returning();
  const [order] = await ctx.db
    .insert(shopOrders)
    .values({
      number: orderNumber,
      userId: buyer?.id ?? null,
      checkoutId: checkout!.id,
      paymentId: payment!.id,
      kind: 'cart',
      linesCents: total,
      shippingCents: 0,
      totalCents: total,
      ...values,
    })
    .returning();
  const rows: ShopOrderLineRow[] = [];
  for (const [position, line] of lines.entries()) {
    const [row] = await ctx.db
      .insert(shopOrderLines)
      .values({
        orderId: order!.id,
        position,
        productCode: 'GIACCA-01',
        family: 'Abbigliamento',
        description: 'Giacca da cuoco',
        quantity: 1,
        unitCents: 1000,
        type: 'D',
        stock: 'inStock',
        ...line,
      })
      .returning();
    rows.push(row!);
  }
  return { order: order!, payment: payment!, lines: rows };
}

const advance = (client: TestClient, lineIds: string[], from: string, to: string) =>
  client.post(`${LINES}/advance`, { lineIds, from, to });

describe('staff shop — access', () => {
  it('is 404 for a visitor, a student and an employee without a staff permission; 403 for staff without Negozio; nothing written', async () => {
    const { client: staff } = await clerk();
    const product = await create(staff);
    const buyer = await createUser(ctx.db);
    const { order, lines } = await insertOrder(buyer, [{}]);
    const file = (
      await staff.post(`${PRODUCTS}/${product.id}/files`, { kind: 'image', ...fileBody(PNG, 'a.png') })
    ).json();
    const before = {
      products: await productRows(),
      lines: await lineRows(),
      orders: await ctx.db.select().from(shopOrders),
      audit: await auditRows(),
    };
    const calls = (client: TestClient) => [
      client.get(PRODUCTS),
      client.post(PRODUCTS, { ...BODY, code: 'ALTRO' }),
      client.get(`${PRODUCTS}/${product.id}`),
      client.put(`${PRODUCTS}/${product.id}`, editOf(product, { name: 'X' })),
      client.delete(`${PRODUCTS}/${product.id}?version=${encodeURIComponent(product.version)}`),
      client.put(`${PRODUCTS}/${product.id}/stock`, {
        variantId: product.variants[0]!.id,
        expected: 4,
        quantity: 9,
      }),
      client.post(`${PRODUCTS}/${product.id}/files`, { kind: 'image', ...fileBody(PNG, 'b.png') }),
      client.get(`${PRODUCTS}/${product.id}/files/${file.id}`),
      client.delete(`${PRODUCTS}/${product.id}/files/${file.id}`),
      client.get(LINES),
      advance(client, [lines[0]!.id], 'Ordinato', 'Scontrinato'),
      client.get(`${API}/orders/${order.id}`),
      client.post(`${API}/orders/${order.id}/refund`),
    ];
    for (const res of await Promise.all(calls(new TestClient(ctx.app)))) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('request.notFound');
    }
    const student = await signIn(ctx, {
      categories: ['Studente'],
      isShopEnabled: true,
      enrolments: [{ kind: 'course', isActive: true }],
    });
    const employee = await signIn(ctx, { categories: ['Dipendente'], webappPermissions: [] });
    for (const { client } of [student, employee]) {
      for (const res of await Promise.all(calls(client))) expect(res.statusCode).toBe(404);
    }
    for (const permission of ['Segreteria', 'Amministrazione', 'Prenotazioni']) {
      const { client } = await signIn(ctx, { categories: ['Dipendente'], webappPermissions: [permission] });
      for (const res of await Promise.all(calls(client))) {
        expect(res.statusCode).toBe(403);
        expect(errorOf(res).code).toBe('auth.forbidden');
      }
    }
    expect(await productRows()).toEqual(before.products);
    expect(await lineRows()).toEqual(before.lines);
    expect(await ctx.db.select().from(shopOrders)).toEqual(before.orders);
    expect(await auditRows()).toEqual(before.audit);
  });
});

describe('products: create, read, list', () => {
  it('creates a product with every field and its sizes’ stock, audited; the list searches code and name, filters the family, pages', async () => {
    const { client, user } = await clerk();
    const jacket = await create(client);
    expect(jacket).toMatchObject({
      code: 'GIACCA-01',
      family: 'Abbigliamento',
      price0: 5500,
      promoPrice2: 3900,
      isPromotion: true,
      sizeKind: 'size',
      availableQuantity: null,
      perOrderMax: 3,
      leadTimeDays: 10,
      vatRate: 22,
      stock: 'inStock',
      orderLineCount: 0,
    });
    expect(jacket.variants.map((v) => [v.size, v.availableQuantity, v.stock])).toEqual([
      ['S', 4, 'inStock'],
      ['M', 0, 'bookable'],
    ]);
    const audit = await auditRows();
    expect(new Set(audit.map((a) => a.recordTable))).toEqual(
      new Set(['shop_products', 'shop_product_variants']),
    );
    expect(audit.every((a) => a.changedBy === user.id)).toBe(true);

    await create(client, BOOK);
    await create(client, {
      ...BOOK,
      code: 'TORTA-01',
      name: 'Torta sacher',
      family: 'Torta',
      availableQuantity: 0,
    });
    const list = async (query: string) => {
      const res = await client.get(`${PRODUCTS}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ListStaffProductsResponse;
    };
    const all = await list('');
    expect(all.total).toBe(3);
    expect(all.items.map((p) => [p.code, p.stockTotal, p.stock])).toEqual([
      ['GIACCA-01', 4, 'inStock'],
      ['LIBRO-01', 7, 'inStock'],
      ['TORTA-01', 0, 'soldOut'],
    ]);
    expect((await list('?search=libro')).items.map((p) => p.code)).toEqual(['LIBRO-01']);
    expect((await list('?search=torta-0')).items.map((p) => p.code)).toEqual(['TORTA-01']);
    expect((await list('?family=Libri')).items.map((p) => p.code)).toEqual(['LIBRO-01']);
    expect((await list('?search=100%25')).items).toEqual([]);
    const second = await list('?pageSize=2&page=2');
    expect(second.items.map((p) => p.code)).toEqual(['TORTA-01']);
    expect(second.total).toBe(3);

    const taken = await client.post(PRODUCTS, { ...BOOK, name: 'Altro libro' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).code).toBe('shop.codeTaken');
    expect(fieldsOf(taken).code).toBe('shop.codeTaken');
    expect(await productRows()).toHaveLength(3);
  });

  it.each([
    ['price0', 'shop.invalidPrice', { price0: -100 }],
    ['price1', 'shop.invalidPrice', { price1: 12.5 }],
    ['promoPrice2', 'shop.invalidPrice', { promoPrice2: '39' }],
    ['price3', 'shop.invalidPrice', { price3: 100_000_001 }],
    ['promoPrice0', 'shop.promoWithoutPrice', { price0: null, promoPrice0: 100 }],
    ['family', 'shop.invalidFamily', { family: 'Gioielli' }],
    ['code', 'shop.invalidCode', { code: 'CON SPAZI' }],
    ['code', 'candidate.required', { code: '' }],
    ['name', 'request.invalid', { name: 'x'.repeat(PRODUCT_NAME_MAX + 1) }],
    ['description', 'request.invalid', { description: 'x'.repeat(100_000) }],
    ['vatRate', 'shop.invalidNumber', { vatRate: 101 }],
    ['leadTimeDays', 'shop.invalidNumber', { leadTimeDays: -1 }],
    ['priority', 'shop.invalidNumber', { priority: 1.5 }],
    ['isOnSale', 'request.invalid', { isOnSale: 'yes' }],
    ['sizeKind', 'request.invalid', { sizeKind: 'hat' }],
    ['variants', 'shop.sizesRequired', { variants: [] }],
    ['variants', 'shop.sizesWithoutKind', { sizeKind: 'none' }],
    [
      'variants.1.size',
      'shop.duplicateSize',
      {
        variants: [
          { size: 'M', availableQuantity: 1 },
          { size: ' m ', availableQuantity: 1 },
        ],
      },
    ],
    [
      'variants.0.availableQuantity',
      'shop.invalidStock',
      { variants: [{ size: 'M', availableQuantity: -1 }] },
    ],
    [
      'variants.0.availableQuantity',
      'shop.invalidStock',
      { variants: [{ size: 'M', availableQuantity: 0.5 }] },
    ],
    ['updatedAt, not a field of the form,', undefined, { updatedAt: '2026-01-01' }],
  ])('refuses a wrong %s (%s) with the translated 400, writing nothing', async (field, code, change) => {
    const { client } = await clerk();
    const res = await client.post(PRODUCTS, { ...BODY, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).code).toBe('request.invalid');
    if (code) expect(fieldsOf(res)[field]).toBe(code);
    expect(await productRows()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it('refuses control characters (400 request.controlCharacters) and malformed queries and ids', async () => {
    const { client } = await clerk();
    const res = await client.post(PRODUCTS, { ...BODY, name: 'Giacca\u0007' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('request.controlCharacters');
    for (const query of ['?family=Gioielli', '?pageSize=101', `?search=${'x'.repeat(101)}`, '?x=1']) {
      expect((await client.get(`${PRODUCTS}${query}`)).statusCode, query).toBe(400);
    }
    for (const query of ['?status=Spedito', '?page=0']) {
      expect((await client.get(`${LINES}${query}`)).statusCode, query).toBe(400);
    }
    expect((await client.get(`${PRODUCTS}/not-a-uuid`)).statusCode).toBe(400);
    expect((await client.get(`${PRODUCTS}/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await client.get(`${API}/orders/${UNKNOWN}`)).statusCode).toBe(404);
    expect(await productRows()).toEqual([]);
  });
});

describe('products: change, stock, delete', () => {
  it('changes every field on the version read; a stale version is 409 staff.staleRecord and changes nothing', async () => {
    const { client } = await clerk();
    const jacket = await create(client);
    const res = await client.put(
      `${PRODUCTS}/${jacket.id}`,
      editOf(jacket, {
        name: 'Giacca da cuoco bianca',
        price0: 5900,
        isOnSale: false,
        vatRegime: 'Forfettario',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json() as StaffProduct;
    expect(changed).toMatchObject({ name: 'Giacca da cuoco bianca', price0: 5900, isOnSale: false });
    expect(changed.version).not.toBe(jacket.version);
    expect((await auditRows()).filter((a) => a.field === 'price0' && a.before !== null)).toMatchObject([
      { recordTable: 'shop_products', before: 5500, after: 5900 },
    ]);

    const stale = await client.put(`${PRODUCTS}/${jacket.id}`, editOf(jacket, { name: 'Vecchia' }));
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('staff.staleRecord');
    expect((await productRows())[0]?.name).toBe('Giacca da cuoco bianca');

    await create(client, BOOK);
    const clash = await client.put(`${PRODUCTS}/${jacket.id}`, editOf(changed, { code: 'LIBRO-01' }));
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).code).toBe('shop.codeTaken');
    expect((await client.put(`${PRODUCTS}/${UNKNOWN}`, editOf(changed))).statusCode).toBe(404);
  });

  it('a sale made while the form is open does not make it stale, and the form never writes the stock', async () => {
    const { client } = await clerk();
    const book = await create(client, BOOK);
    // The shopper's checkout takes units with its own conditional update.
    await ctx.db.update(shopProducts).set({ availableQuantity: 5 }).where(eq(shopProducts.id, book.id));
    const res = await client.put(`${PRODUCTS}/${book.id}`, { ...editOf(book, { name: 'Nuovo titolo' }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Nuovo titolo', availableQuantity: 5 });
    const sneaky = await client.put(`${PRODUCTS}/${book.id}`, {
      ...editOf(res.json()),
      availableQuantity: 99,
    });
    expect(sneaky.statusCode).toBe(400);
  });

  it('renames, adds and removes sizes (a removed size’s cart lines go with it); two sizes can swap names', async () => {
    const { client } = await clerk();
    const jacket = await create(client);
    const [small, medium] = jacket.variants;
    const shopper = await createUser(ctx.db);
    await ctx.db.insert(shopCarts).values({ userId: shopper.id });
    await ctx.db
      .insert(shopCartLines)
      .values({ userId: shopper.id, productId: jacket.id, variantId: medium!.id, quantity: 1 });

    const res = await client.put(
      `${PRODUCTS}/${jacket.id}`,
      editOf(jacket, {
        variants: [
          { id: small!.id, size: 'XS' },
          { id: null, size: 'L', availableQuantity: 6 },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json() as StaffProduct;
    expect(changed.variants.map((v) => [v.size, v.availableQuantity])).toEqual([
      ['XS', 4],
      ['L', 6],
    ]);
    expect(changed.variants[0]?.id).toBe(small!.id);
    expect(await ctx.db.select().from(shopCartLines)).toEqual([]);
    const audit = await auditRows();
    expect(
      audit.filter((a) => a.recordId === medium!.id && a.field === 'size' && a.after === null),
    ).toMatchObject([{ before: 'M' }]);

    const [xs, large] = changed.variants;
    const swapped = await client.put(
      `${PRODUCTS}/${jacket.id}`,
      editOf(changed, {
        variants: [
          { id: xs!.id, size: 'L' },
          { id: large!.id, size: 'XS' },
        ],
      }),
    );
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect((swapped.json() as StaffProduct).variants.map((v) => [v.id, v.size, v.availableQuantity])).toEqual(
      [
        [xs!.id, 'L', 4],
        [large!.id, 'XS', 6],
      ],
    );
    // An existing size's stock is not the form's to write.
    const stockInForm = await client.put(
      `${PRODUCTS}/${jacket.id}`,
      editOf(swapped.json(), { variants: [{ id: xs!.id, size: 'L', availableQuantity: 50 }] }),
    );
    expect(stockInForm.statusCode).toBe(400);
    expect(fieldsOf(stockInForm)['variants.0.availableQuantity']).toBe('request.invalid');
  });

  it('sets a stock only if it still holds the value read: a sale meanwhile answers 409 with the current value and is kept', async () => {
    const { client, user } = await clerk();
    const book = await create(client, BOOK);
    const set = (body: Record<string, unknown>) => client.put(`${PRODUCTS}/${book.id}/stock`, body);

    const res = await set({ variantId: null, expected: 7, quantity: 12 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ availableQuantity: 12, version: book.version });
    expect(
      (await auditRows()).filter((a) => a.field === 'availableQuantity' && a.before !== null),
    ).toMatchObject([{ changedBy: user.id, before: 7, after: 12 }]);

    // A shopper buys two meanwhile.
    await ctx.db.update(shopProducts).set({ availableQuantity: 10 }).where(eq(shopProducts.id, book.id));
    const stale = await set({ variantId: null, expected: 12, quantity: 20 });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('shop.stockEditConflict');
    expect(fieldsOf(stale).current).toBe('10');
    expect((await productRows())[0]?.availableQuantity).toBe(10);

    // Two staff members setting the same stock at once: one set wins.
    const both = await Promise.all([
      set({ variantId: null, expected: 10, quantity: 30 }),
      set({ variantId: null, expected: 10, quantity: 40 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = both.find((r) => r.statusCode === 200)?.json() as StaffProduct;
    expect((await productRows())[0]?.availableQuantity).toBe(winner.availableQuantity);

    const cleared = await set({ variantId: null, expected: winner.availableQuantity, quantity: null });
    expect(cleared.json()).toMatchObject({ availableQuantity: null, stock: 'bookable' });
    for (const bad of [
      { variantId: null, expected: null, quantity: -1 },
      { variantId: null, expected: null, quantity: 1.5 },
      { variantId: 'x', expected: null, quantity: 1 },
      { expected: null, quantity: 1 },
    ]) {
      expect((await set(bad)).statusCode).toBe(400);
    }

    const jacket = await create(client);
    const small = jacket.variants[0]!;
    const sizeSet = await client.put(`${PRODUCTS}/${jacket.id}/stock`, {
      variantId: small.id,
      expected: 4,
      quantity: 2,
    });
    expect(sizeSet.statusCode, sizeSet.body).toBe(200);
    expect((sizeSet.json() as StaffProduct).variants[0]).toMatchObject({ availableQuantity: 2 });
    const staleSize = await client.put(`${PRODUCTS}/${jacket.id}/stock`, {
      variantId: small.id,
      expected: 4,
      quantity: 9,
    });
    expect(errorOf(staleSize).code).toBe('shop.stockEditConflict');
    expect(fieldsOf(staleSize).current).toBe('2');
    const own = await client.put(`${PRODUCTS}/${jacket.id}/stock`, {
      variantId: null,
      expected: null,
      quantity: 3,
    });
    expect(fieldsOf(own).variantId).toBe('shop.sizeRequired');
    const elsewhere = await client.put(`${PRODUCTS}/${book.id}/stock`, {
      variantId: small.id,
      expected: 2,
      quantity: 3,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await variantRows()).find((v) => v.id === small.id)?.availableQuantity).toBe(2);
  });

  it('negative control: an unconditional stock write made after a sale loses the sale; the conditional set does not', async () => {
    const { client } = await clerk();
    const book = await create(client, BOOK);
    const read = book.availableQuantity; // 7, as the staff member saw it
    await ctx.db.update(shopProducts).set({ availableQuantity: 5 }).where(eq(shopProducts.id, book.id)); // two sold
    expect(await repo.setProductStock(ctx.db, book.id, read, 12)).toBeNull();
    expect((await productRows())[0]?.availableQuantity).toBe(5);
    await ctx.db.update(shopProducts).set({ availableQuantity: 12 }).where(eq(shopProducts.id, book.id));
    // Written without the condition, the 12 the staff member meant (7 read + 5 arrived) hides the two sold.
    expect((await productRows())[0]?.availableQuantity).toBe(12);
  });

  it('deletes a product on the version read, with its files; refused with orders or a payment under way', async () => {
    const { client } = await clerk();
    const book = await create(client, BOOK);
    const sold = await create(client, { ...BOOK, code: 'LIBRO-02' });
    const pending = await create(client, { ...BOOK, code: 'LIBRO-03' });
    const file = (
      await client.post(`${PRODUCTS}/${book.id}/files`, { kind: 'sheet', ...fileBody(PDF, 'scheda.pdf') })
    ).json();
    const [stored] = await ctx.db.select().from(shopProductFiles);
    await insertOrder(await createUser(ctx.db), [{ productId: sold.id, productCode: 'LIBRO-02' }]);
    const { payment } = await insertOrder(await createUser(ctx.db), []);
    const buyer = await createUser(ctx.db);
    const [openPayment] = await ctx.db
      .insert(payments)
      .values({
        ...payment,
        id: undefined,
        userId: buyer.id,
        status: 'pending',
        reference: 'open',
        providerSessionId: 'cs_open',
      })
      .returning();
    await ctx.db.insert(shopCheckouts).values({
      userId: buyer.id,
      paymentId: openPayment!.id,
      kind: 'cart',
      status: 'open',
      lines: [{ productId: pending.id } as never],
      linesCents: 1000,
      shippingCents: 0,
      totalCents: 1000,
      fingerprint: 'open',
    });

    const del = (p: StaffProduct, version = p.version) =>
      client.delete(`${PRODUCTS}/${p.id}?version=${encodeURIComponent(version)}`);
    for (const p of [sold, pending]) {
      const refused = await del(p);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).code).toBe('shop.productInUse');
    }
    expect((await read(client, sold.id)).orderLineCount).toBe(1);
    expect(errorOf(await del(book, 'stale')).code).toBe('staff.staleRecord');

    const done = await del(book);
    expect(done.statusCode, done.body).toBe(204);
    expect((await productRows()).map((p) => p.code).sort()).toEqual(['LIBRO-02', 'LIBRO-03']);
    expect(await ctx.app.storage.get(stored!.storageKey)).toBeNull();
    expect(
      (await auditRows()).some((a) => a.recordId === book.id && a.field === 'code' && a.after === null),
    ).toBe(true);
    expect((await auditRows()).some((a) => a.recordId === file.id && a.after === null)).toBe(true);
    expect((await del(book)).statusCode).toBe(404);
  });
});

describe('product files', () => {
  it('stores images (JPEG, PNG, WebP) and PDF sheets in order, serves them to staff, deletes them after the commit', async () => {
    const { client } = await clerk();
    const jacket = await create(client);
    const upload = (kind: string, bytes: Buffer, name: string) =>
      client.post(`${PRODUCTS}/${jacket.id}/files`, { kind, ...fileBody(bytes, name) });

    const png = await upload('image', PNG, 'fronte.png');
    expect(png.statusCode, png.body).toBe(201);
    expect((await upload('image', WEBP, 'retro.webp')).statusCode).toBe(201);
    expect((await upload('sheet', PDF, 'scheda tecnica.pdf')).statusCode).toBe(201);
    const product = await read(client, jacket.id);
    expect(product.files.map((f) => [f.kind, f.filename, f.contentType, f.position])).toEqual([
      ['image', 'fronte.png', 'image/png', 0],
      ['image', 'retro.webp', 'image/webp', 1],
      ['sheet', 'scheda tecnica.pdf', 'application/pdf', 0],
    ]);
    const list = (await client.get(PRODUCTS)).json() as ListStaffProductsResponse;
    expect(list.items[0]?.imageUrl).toBe(product.files[0]?.url);

    const served = await client.get(product.files[0]!.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const [row] = await ctx.db
      .select()
      .from(shopProductFiles)
      .where(eq(shopProductFiles.id, product.files[0]!.id));
    expect(await readAll((await ctx.app.storage.get(row!.storageKey))!)).toEqual(PNG);
    const removed = await client.delete(`${PRODUCTS}/${jacket.id}/files/${row!.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await ctx.app.storage.get(row!.storageKey)).toBeNull();
    expect((await read(client, jacket.id)).files.map((f) => f.filename)).toEqual([
      'retro.webp',
      'scheda tecnica.pdf',
    ]);
    expect((await client.delete(`${PRODUCTS}/${jacket.id}/files/${row!.id}`)).statusCode).toBe(404);
    expect((await client.get(product.files[0]!.url)).statusCode).toBe(404);
    expect(
      (await auditRows()).filter((a) => a.recordTable === 'shop_product_files' && a.field === 'storageKey'),
    ).toHaveLength(4);
  });

  it('refuses a PDF as an image, a PNG as a sheet, a renamed executable, an empty and an oversize file; nothing stored', async () => {
    const { client } = await clerk();
    const jacket = await create(client);
    const upload = (body: Record<string, unknown>) => client.post(`${PRODUCTS}/${jacket.id}/files`, body);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ kind: 'image', ...fileBody(PDF, 'scheda.pdf') }, 400, 'upload.typeNotAllowed'],
      [{ kind: 'sheet', ...fileBody(PNG, 'foto.png') }, 400, 'upload.typeNotAllowed'],
      [{ kind: 'image', ...fileBody(EXE, 'foto.png') }, 400, 'upload.contentMismatch'],
      [{ kind: 'image', ...fileBody(PDF, 'foto.webp') }, 400, 'upload.contentMismatch'],
      [{ kind: 'image', fileName: 'vuoto.png', contentBase64: '' }, 400, 'request.invalid'],
      [
        { kind: 'image', ...fileBody(Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]), 'big.png') },
        413,
        'upload.tooLarge',
      ],
      [{ kind: 'video', ...fileBody(PNG, 'a.png') }, 400, 'request.invalid'],
    ];
    for (const [body, status, code] of cases) {
      const res = await upload(body);
      expect(res.statusCode, `${body.fileName}: ${res.body}`).toBe(status);
      expect(errorOf(res).code).toBe(code);
    }
    expect(await ctx.db.select().from(shopProductFiles)).toEqual([]);
    expect(
      (await client.post(`${PRODUCTS}/${UNKNOWN}/files`, { kind: 'image', ...fileBody(PNG, 'a.png') }))
        .statusCode,
    ).toBe(404);
  });

  it('removes the stored file when the product is deleted while its upload is being written', async () => {
    const { client } = await clerk();
    const book = await create(client, BOOK);
    const gate = gateNextPut(ctx.app.storage);
    const upload = client.post(`${PRODUCTS}/${book.id}/files`, { kind: 'image', ...fileBody(PNG, 'a.png') });
    try {
      const key = await gate.started;
      const del = await within(
        client.delete(`${PRODUCTS}/${book.id}?version=${encodeURIComponent(book.version)}`),
        5000,
        'a deletion while a file is stored',
      );
      expect(del.statusCode).toBe(204);
      gate.release();
      const res = await upload;
      expect(res.statusCode).toBe(404);
      expect(await ctx.app.storage.get(key)).toBeNull();
    } finally {
      gate.release();
      await upload;
    }
    expect(await ctx.db.select().from(shopProductFiles)).toEqual([]);
  });
});

describe('the order board', () => {
  async function board() {
    const anna = await createUser(ctx.db, {
      firstName: 'Anna',
      lastName: 'Verdi',
      email: 'anna@example.com',
      language: 'it',
    });
    const john = await createUser(ctx.db, {
      firstName: 'John',
      lastName: 'Smith',
      email: 'john@example.com',
      language: 'en',
    });
    const first = await insertOrder(anna, [
      { description: 'Giacca da cuoco', size: 'M', embroideryText: 'Anna', quantity: 1 },
      {
        description: 'Il libro della cucina',
        family: 'Libri',
        type: 'L',
        stock: 'bookable',
        leadTimeDays: 12,
      },
    ]);
    const second = await insertOrder(anna, [{ description: 'Grembiule', quantity: 2 }]);
    const third = await insertOrder(john, [
      { description: 'Ricarica badge', topUpCode: 'RIC-0001', status: 'Scontrinato' },
    ]);
    return { anna, john, first, second, third };
  }

  it('lists the lines of a status, oldest order first, with their order, buyer and counts; searches by number or buyer', async () => {
    const { client } = await clerk();
    const { first, third } = await board();
    const list = async (query: string) => {
      const res = await client.get(`${LINES}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ListOrderLinesResponse;
    };
    const ordered = await list('?status=Ordinato');
    expect(ordered.items.map((l) => [l.orderNumber, l.description])).toEqual([
      [first.order.number, 'Giacca da cuoco'],
      [first.order.number, 'Il libro della cucina'],
      [first.order.number + 1, 'Grembiule'],
    ]);
    expect(ordered.counts).toEqual({ Ordinato: 3, Scontrinato: 1, Notificato: 0, Consegnato: 0 });
    expect(ordered.items[0]).toMatchObject({
      buyer: { firstName: 'Anna', lastName: 'Verdi', email: 'anna@example.com' },
      size: 'M',
      embroideryText: 'Anna',
      stock: 'inStock',
      next: 'Scontrinato',
    });
    expect(ordered.items[1]).toMatchObject({ stock: 'bookable', leadTimeDays: 12, type: 'L' });
    const receipted = await list('?status=Scontrinato');
    expect(receipted.items).toMatchObject([{ topUpCode: 'RIC-0001', buyer: { email: 'john@example.com' } }]);
    expect((await list(`?search=${third.order.number}`)).items.map((l) => l.description)).toEqual([
      'Ricarica badge',
    ]);
    expect((await list('?search=verdi%20anna')).total).toBe(3);
    expect((await list('?search=JOHN@')).counts).toEqual({
      Ordinato: 0,
      Scontrinato: 1,
      Notificato: 0,
      Consegnato: 0,
    });
    expect((await list('?pageSize=2&page=2')).items.map((l) => l.description)).toEqual([
      'Grembiule',
      'Ricarica badge',
    ]);
  });

  it('moves lines one step forward, all or none, audited; never back, never skipping; an unknown line is 404', async () => {
    const { client, user } = await clerk();
    const { first, third } = await board();
    const [jacket, book] = first.lines;
    const res = await advance(client, [jacket!.id, book!.id], 'Ordinato', 'Scontrinato');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().moved.map((l: { status: string }) => l.status)).toEqual(['Scontrinato', 'Scontrinato']);
    expect(res.json().notifiedBuyers).toBe(0);
    expect(
      (await auditRows()).filter((a) => a.recordTable === 'shop_order_lines' && a.field === 'status'),
    ).toMatchObject([
      { changedBy: user.id, before: 'Ordinato', after: 'Scontrinato' },
      { changedBy: user.id, before: 'Ordinato', after: 'Scontrinato' },
    ]);

    for (const [from, to] of [
      ['Scontrinato', 'Consegnato'],
      ['Scontrinato', 'Ordinato'],
      ['Scontrinato', 'Scontrinato'],
      ['Consegnato', 'Ordinato'],
    ] as const) {
      const refused = await advance(client, [jacket!.id], from, to);
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused).to).toBe('shop.invalidStatusMove');
    }
    // One line no longer in the status seen: nothing moves.
    const mixed = await advance(
      client,
      [first.lines[0]!.id, third.lines[0]!.id, first.lines[1]!.id],
      'Ordinato',
      'Scontrinato',
    );
    expect(mixed.statusCode).toBe(409);
    expect(errorOf(mixed).code).toBe('shop.lineStatusChanged');
    expect((await advance(client, [jacket!.id, UNKNOWN], 'Scontrinato', 'Notificato')).statusCode).toBe(404);
    for (const bad of [
      { lineIds: [], from: 'Ordinato', to: 'Scontrinato' },
      { lineIds: [jacket!.id, jacket!.id], from: 'Scontrinato', to: 'Notificato' },
      { lineIds: ['x'], from: 'Ordinato', to: 'Scontrinato' },
      { lineIds: [jacket!.id], from: 'Spedito', to: 'Scontrinato' },
    ]) {
      expect((await client.post(`${LINES}/advance`, bad)).statusCode).toBe(400);
    }
    const statuses = new Map((await lineRows()).map((l) => [l.id, l.status]));
    expect(statuses.get(jacket!.id)).toBe('Scontrinato');
    expect(statuses.get(third.lines[0]!.id)).toBe('Scontrinato');
    expect(statuses.get(first.lines[1]!.id)).toBe('Scontrinato');
  });

  it('two staff members moving the same line at once: one move is made, the other answers 409', async () => {
    const { client } = await clerk();
    const { client: other } = await clerk();
    const { second } = await board();
    const line = second.lines[0]!;
    const both = await Promise.all([
      advance(client, [line.id], 'Ordinato', 'Scontrinato'),
      advance(other, [line.id], 'Ordinato', 'Scontrinato'),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(errorOf(both.find((r) => r.statusCode === 409)!).code).toBe('shop.lineStatusChanged');
    const [row] = await ctx.db.select().from(shopOrderLines).where(eq(shopOrderLines.id, line.id));
    expect(row?.status).toBe('Scontrinato');
    expect((await auditRows()).filter((a) => a.recordId === line.id && a.field === 'status')).toHaveLength(1);
  });

  it('negative control: a move that reads the status and then writes without the condition moves the same line twice', async () => {
    const { second } = await board();
    const line = second.lines[0]!;
    // Two staff members both read the line as Ordinato before either writes.
    const seen = await Promise.all(
      [1, 2].map(() => ctx.db.select().from(shopOrderLines).where(eq(shopOrderLines.id, line.id))),
    );
    expect(seen.map(([row]) => row?.status)).toEqual(['Ordinato', 'Ordinato']);
    const naive = async () =>
      ctx.db
        .update(shopOrderLines)
        .set({ status: 'Scontrinato', statusChangedAt: new Date() })
        .where(eq(shopOrderLines.id, line.id))
        .returning();
    expect((await naive()).length + (await naive()).length).toBe(2);
    // The guard of the route: the second conditional move finds nothing to move.
    await ctx.db.update(shopOrderLines).set({ status: 'Ordinato' }).where(eq(shopOrderLines.id, line.id));
    expect(await repo.moveLines(ctx.db, [line.id], 'Ordinato', 'Scontrinato')).toHaveLength(1);
    expect(await repo.moveLines(ctx.db, [line.id], 'Ordinato', 'Scontrinato')).toHaveLength(0);
  });

  it('to Notificato: each buyer gets ONE mail in their language listing the lines now ready, and one notification', async () => {
    const { client } = await clerk();
    const { anna, john, first, second, third } = await board();
    const annaLines = [first.lines[0]!.id, second.lines[0]!.id];
    expect((await advance(client, annaLines, 'Ordinato', 'Scontrinato')).statusCode).toBe(200);
    expect(await ctx.db.select().from(mailOutbox)).toEqual([]);

    const res = await advance(client, [...annaLines, third.lines[0]!.id], 'Scontrinato', 'Notificato');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().notifiedBuyers).toBe(2);
    const mails = await ctx.db.select().from(mailOutbox);
    expect(mails.map((m) => m.to).sort()).toEqual(['anna@example.com', 'john@example.com']);
    const toAnna = mails.find((m) => m.to === 'anna@example.com')!;
    expect(toAnna.subject).toContain('pronto per il ritiro');
    expect(toAnna.text).toContain(
      `1 × Giacca da cuoco (taglia M, ricamo «Anna») — ordine n. ${first.order.number}`,
    );
    expect(toAnna.text).toContain(`2 × Grembiule — ordine n. ${second.order.number}`);
    expect(toAnna.text).not.toContain('Il libro della cucina');
    expect(toAnna.text).toContain('http://portal.test/ecommerce/log');
    const toJohn = mails.find((m) => m.to === 'john@example.com')!;
    expect(toJohn.subject).toContain('ready for pickup');
    expect(toJohn.text).toContain(`1 × Ricarica badge — order no. ${third.order.number}`);

    const bell = await ctx.db.select().from(notifications);
    expect(bell.map((n) => n.userId).sort()).toEqual([anna.id, john.id].sort());
    expect(bell.find((n) => n.userId === john.id)?.title).toBe('Your order is ready for pickup');
    const orders = await ctx.db.select().from(shopOrders);
    expect(
      orders
        .filter((o) => o.readyMailSentAt !== null)
        .map((o) => o.number)
        .sort(),
    ).toEqual([first.order.number, second.order.number, third.order.number].sort());

    // To Consegnato: nobody is mailed again.
    const delivered = await advance(client, annaLines, 'Notificato', 'Consegnato');
    expect(delivered.json().notifiedBuyers).toBe(0);
    expect(await ctx.db.select().from(mailOutbox)).toHaveLength(2);
  });

  it('a failed mail write undoes the move (the outbox is in the same transaction)', async () => {
    const { client } = await clerk();
    const { second } = await board();
    const line = second.lines[0]!;
    await ctx.db.update(shopOrderLines).set({ status: 'Scontrinato' }).where(eq(shopOrderLines.id, line.id));
    const spy = vi.spyOn(ctx.app.mailer, 'enqueue').mockRejectedValueOnce(new Error('outbox down'));
    try {
      const res = await advance(client, [line.id], 'Scontrinato', 'Notificato');
      expect(res.statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    const [row] = await ctx.db.select().from(shopOrderLines).where(eq(shopOrderLines.id, line.id));
    expect(row?.status).toBe('Scontrinato');
    expect(await ctx.db.select().from(notifications)).toEqual([]);
  });
});

describe('orders and refunds', () => {
  async function paidOrder() {
    const buyer = await createUser(ctx.db, {
      firstName: 'Anna',
      lastName: 'Verdi',
      email: 'anna@example.com',
    });
    return insertOrder(buyer, [{ unitCents: 4500, quantity: 2 }], {
      linesCents: 9000,
      shippingCents: 700,
      totalCents: 9700,
      shipping: {
        firstName: 'Anna',
        lastName: 'Verdi',
        street: 'Via Roma 1',
        city: 'Parma',
        province: 'PR',
        postcode: '43100',
        mobile: '3331234567',
        notes: '',
      },
    });
  }

  it('shows an order with its lines, totals, shipping address, payment and refund', async () => {
    const { client } = await clerk();
    const { order } = await paidOrder();
    const res = await client.get(`${API}/orders/${order.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      number: order.number,
      linesCents: 9000,
      shippingCents: 700,
      totalCents: 9700,
      buyer: { email: 'anna@example.com' },
      shipping: { city: 'Parma', postcode: '43100' },
      payment: { status: 'paid', provider: 'test' },
      refund: { status: null, reason: null, refundedAt: null },
      canRefund: true,
      lines: [{ quantity: 2, unitCents: 4500, status: 'Ordinato' }],
    });
  });

  it('refunds the whole amount through the provider once: a second refund is 409 shop.alreadyRefunded', async () => {
    const { client, user } = await clerk();
    const { order, payment } = await paidOrder();
    const spy = vi.spyOn(ctx.app.paymentProvider, 'refund');
    const res = await client.post(`${API}/orders/${order.id}/refund`);
    expect(res.statusCode, res.body).toBe(200);
    const refunded = res.json() as StaffOrder;
    expect(refunded.refund).toMatchObject({
      status: 'refunded',
      reason: 'staff',
      refundedAt: expect.any(String),
    });
    expect(refunded.canRefund).toBe(false);
    expect(spy).toHaveBeenCalledExactlyOnceWith({
      paymentId: payment.id,
      sessionId: payment.providerSessionId,
      amountCents: 9700,
    });
    const again = await client.post(`${API}/orders/${order.id}/refund`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('shop.alreadyRefunded');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(
      (await auditRows()).filter((a) => a.recordTable === 'shop_orders' && a.field === 'refundStatus'),
    ).toMatchObject([
      { changedBy: user.id, before: null, after: 'pending' },
      { changedBy: user.id, before: 'pending', after: 'refunded' },
    ]);
    expect((await client.post(`${API}/orders/${UNKNOWN}/refund`)).statusCode).toBe(404);
  });

  it('two refunds at once while the provider answers: the provider is asked once, the other answers 409', async () => {
    const { client } = await clerk();
    const { order } = await paidOrder();
    const provider = ctx.app.paymentProvider;
    const real = provider.refund.bind(provider);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked!: () => void;
    const calling = new Promise<void>((resolve) => {
      asked = resolve;
    });
    const spy = vi.spyOn(provider, 'refund').mockImplementation(async (input) => {
      asked();
      await gate;
      return real(input);
    });
    const first = client.post(`${API}/orders/${order.id}/refund`);
    try {
      await calling;
      // No lock is held while the provider answers: the order reads, a second refund is refused.
      const read = await within(
        client.get(`${API}/orders/${order.id}`),
        5000,
        'the order while the provider answers',
      );
      expect(read.json().refund.status).toBe('pending');
      const second = await within(client.post(`${API}/orders/${order.id}/refund`), 5000, 'a second refund');
      expect(second.statusCode).toBe(409);
      expect(errorOf(second).code).toBe('shop.alreadyRefunded');
    } finally {
      release();
    }
    expect((await first).statusCode).toBe(200);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it('a provider failure is recorded as failed (502 shop.refundFailed); asking again refunds', async () => {
    const { client } = await clerk();
    const { order } = await paidOrder();
    const spy = vi.spyOn(ctx.app.paymentProvider, 'refund').mockRejectedValueOnce(new Error('card declined'));
    const failed = await client.post(`${API}/orders/${order.id}/refund`);
    expect(failed.statusCode).toBe(502);
    expect(errorOf(failed).code).toBe('shop.refundFailed');
    const [row] = await ctx.db.select().from(shopOrders).where(eq(shopOrders.id, order.id));
    expect(row).toMatchObject({ refundStatus: 'failed', refundedAt: null });
    expect((await client.get(`${API}/orders/${order.id}`)).json()).toMatchObject({ canRefund: true });

    const retried = await client.post(`${API}/orders/${order.id}/refund`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().refund.status).toBe('refunded');
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it('refundOrder(deps, id, "soldOut") for the shop’s own job: the same guard, no staff audit', async () => {
    const { order } = await paidOrder();
    const calls: unknown[] = [];
    const provider: PaymentProvider = {
      ...ctx.app.paymentProvider,
      refund: async (input) => {
        calls.push(input);
        return { refundId: 're_1' };
      },
    };
    const outcome = await refundOrder({ db: ctx.db, provider }, order.id, 'soldOut');
    expect(outcome).toMatchObject({
      status: 'refunded',
      refundId: 're_1',
      order: { refundReason: 'soldOut' },
    });
    await expect(refundOrder({ db: ctx.db, provider }, order.id, 'soldOut')).rejects.toMatchObject({
      status: 409,
      code: 'shop.alreadyRefunded',
    });
    await expect(refundOrder({ db: ctx.db, provider }, UNKNOWN, 'soldOut')).rejects.toBeInstanceOf(AppError);
    expect(calls).toHaveLength(1);
    expect(await auditRows()).toEqual([]);

    const failing: PaymentProvider = {
      ...provider,
      refund: async () => {
        throw new Error('unreachable');
      },
    };
    const { order: other } = await paidOrder();
    const outcomeFailed = await refundOrder({ db: ctx.db, provider: failing }, other.id, 'soldOut');
    expect(outcomeFailed).toMatchObject({
      status: 'failed',
      refundId: null,
      order: { refundStatus: 'failed' },
    });
  });

  describe('a refund left pending by a stopped instance', () => {
    /** The order as a crash between the claim and the provider's answer leaves it, `minutesAgo` ago. */
    async function stuckOrder(minutesAgo: number) {
      const made = await paidOrder();
      const claimed = await repo.claimRefund(ctx.db, made.order.id, 'staff');
      expect(claimed?.refundStatus).toBe('pending');
      await ctx.db
        .update(shopOrders)
        .set({ refundClaimedAt: new Date(Date.now() - minutesAgo * 60_000) })
        .where(eq(shopOrders.id, made.order.id));
      return made;
    }
    const counting = () => {
      const calls: string[] = [];
      const provider: PaymentProvider = {
        ...ctx.app.paymentProvider,
        refund: async (input) => {
          calls.push(input.paymentId);
          await new Promise((resolve) => setTimeout(resolve, 20));
          return { refundId: `re_${calls.length}` };
        },
      };
      return { calls, provider };
    };

    it('is asked of the provider again once stale, and recorded refunded; a recent one is left alone', async () => {
      const { order, payment } = await stuckOrder(STALE_REFUND_MINUTES + 1);
      const { order: recent } = await stuckOrder(1);
      const { calls, provider } = counting();
      const outcomes = await resumeStaleRefunds({ db: ctx.db, provider });
      expect(outcomes).toMatchObject([
        { status: 'refunded', order: { id: order.id, refundStatus: 'refunded' } },
      ]);
      expect(calls).toEqual([payment.id]);
      const [row] = await ctx.db.select().from(shopOrders).where(eq(shopOrders.id, recent.id));
      expect(row?.refundStatus).toBe('pending');
      // Nothing left to resume.
      expect(await resumeStaleRefunds({ db: ctx.db, provider })).toEqual([]);
    });

    it('runs as a recurring job of the runner', async () => {
      const { order } = await stuckOrder(STALE_REFUND_MINUTES + 5);
      await ctx.app.jobs.runDue();
      const [row] = await ctx.db.select().from(shopOrders).where(eq(shopOrders.id, order.id));
      expect(row).toMatchObject({ refundStatus: 'refunded', refundedAt: expect.any(Date) });
    });

    it('a refund without a paid payment is recorded failed, and staff may ask again', async () => {
      const { order, payment } = await stuckOrder(STALE_REFUND_MINUTES + 1);
      await ctx.db.update(payments).set({ status: 'expired' }).where(eq(payments.id, payment.id));
      const { calls, provider } = counting();
      expect(await resumeStaleRefunds({ db: ctx.db, provider })).toMatchObject([{ status: 'failed' }]);
      expect(calls).toEqual([]);
      const [row] = await ctx.db.select().from(shopOrders).where(eq(shopOrders.id, order.id));
      expect(row?.refundStatus).toBe('failed');
    });

    it('two instances resuming at once ask the provider once per order', async () => {
      const stuck = [await stuckOrder(30), await stuckOrder(30), await stuckOrder(30)];
      const { calls, provider } = counting();
      const [a, b] = await Promise.all([
        resumeStaleRefunds({ db: ctx.db, provider }),
        resumeStaleRefunds({ db: ctx.db, provider }),
      ]);
      expect(a.length + b.length).toBe(3);
      expect(calls.sort()).toEqual(stuck.map((s) => s.payment.id).sort());
    });

    it('negative control: without the conditional take-over both instances ask the provider for the same order', async () => {
      const { order } = await stuckOrder(30);
      const { calls, provider } = counting();
      // Each "instance" reads the stale order, then asks the provider, with no take-over between.
      const claimedBefore = new Date(Date.now() - STALE_REFUND_MINUTES * 60_000);
      await Promise.all(
        [0, 1].map(async () => {
          const ids = await repo.findStaleRefunds(ctx.db, claimedBefore, 10);
          await new Promise((resolve) => setTimeout(resolve, 20));
          for (const id of ids) await provider.refund({ paymentId: id, sessionId: 's', amountCents: 1 });
        }),
      );
      expect(calls).toEqual([order.id, order.id]);
    });
  });
});
