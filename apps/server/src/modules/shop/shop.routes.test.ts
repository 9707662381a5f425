import type { Cart, OrdersResponse, ShopListResponse, Summary } from '@school/domain/shop/contracts/shop';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  payments,
  shopCartLines,
  shopCarts,
  shopCheckouts,
  shopCoupons,
  shopOrderLines,
  shopOrders,
  shopProductFiles,
  shopProducts,
  shopProductVariants,
  users,
} from '../../db/schema/index.ts';
import { allArrived } from '../../test/all-arrived.ts';
import { errorOf, PDF, signIn } from '../../test/application-fixtures.ts';
import { testDatabaseMode } from '../../test/database-mode.ts';
import { createTestApp, TestClient, type TestContext } from '../../test/test-app.ts';
import { applyProviderEvent, CHECKOUT_LIFETIME_MS } from '../payments/payments.service.ts';
import { expireCheckout } from './shop-checkout.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

type ProductValues = Partial<typeof shopProducts.$inferInsert> & { sizes?: Array<[string, number | null]> };

let codes = 0;
async function product(values: ProductValues = {}) {
  const { sizes, ...rest } = values;
  const [row] = await ctx.db
    .insert(shopProducts)
    .values({
      code: `P-${++codes}`,
      name: `Prodotto ${codes}`,
      family: 'Abbigliamento',
      price0: 5000,
      price1: 4000,
      price2: 3000,
      price3: 2000,
      availableQuantity: 10,
      ...rest,
    })
    .returning();
  if (!row) throw new Error('no product');
  for (const [position, [size, quantity]] of (sizes ?? []).entries())
    await ctx.db
      .insert(shopProductVariants)
      .values({ productId: row.id, size, position, availableQuantity: quantity });
  return row;
}

const variantsOf = (productId: string) =>
  ctx.db.select().from(shopProductVariants).where(eq(shopProductVariants.productId, productId));

/** A student of an active course whose enrolment opens the shop (price tier 2, shop category 2). */
const student = (values: Parameters<typeof signIn>[1] = {}) =>
  signIn(ctx, {
    categories: ['Studente'],
    enrolments: [{ kind: 'course', isActive: true, isActiveEcommerce: true, isRecharge: true }],
    ...values,
  });
/** A graduate without an active course, shop enabled on the profile: tier 1, ships. */
const graduate = () => signIn(ctx, { categories: ['Diplomato'], isShopEnabled: true, language: 'en' });

const addLine = (client: TestClient, body: Record<string, unknown>) =>
  client.post('/api/shop/cart/lines', body);
const cartOf = async (client: TestClient) => (await client.get('/api/shop/cart')).json() as Cart;

const SHIPPING = {
  firstName: 'Giulia',
  lastName: 'Diplomati',
  street: 'Via Zamboni 33',
  city: 'Bologna',
  province: 'BO',
  postcode: '40126',
  mobile: '3331234567',
  notes: '',
};

/** Pays (or fails) on the built-in test checkout as the payer's browser would. */
async function settle(client: TestClient, url: string, outcome: 'pay' | 'fail' | 'cancel' = 'pay') {
  const path = new URL(url).pathname;
  const res = await client.request('POST', `${path}/${outcome}`, undefined, { csrf: false });
  expect(res.statusCode).toBe(303);
  return res.headers.location as string;
}

/** The refusal's code: a request the schema refused names it per field (the first field's). */
const refusalOf = (res: { json(): unknown }) => {
  const { code, fields } = (res.json() as { error: { code: string; fields?: Record<string, string> } }).error;
  return code === 'request.invalid' && fields ? (Object.values(fields)[0] ?? code) : code;
};

const ordersOf = async (client: TestClient) =>
  ((await client.get('/api/shop/orders')).json() as OrdersResponse).orders;

describe('who may shop', () => {
  it('answers 401 to visitors and 403 to people without the shop, on every route', async () => {
    const p = await product();
    const calls = (client: TestClient) => [
      client.get('/api/shop/products'),
      client.get(`/api/shop/products/${p.code}`),
      client.get('/api/shop/cart'),
      client.post('/api/shop/cart/lines', { productId: p.id, quantity: 1 }),
      client.put('/api/shop/cart/bag', { productId: null }),
      client.get('/api/shop/summary'),
      client.post('/api/shop/checkout', { returnClauseAccepted: true }),
      client.get('/api/shop/orders'),
      client.get('/api/shop/top-ups'),
    ];
    for (const res of await Promise.all(calls(new TestClient(ctx.app)))) expect(res.statusCode).toBe(401);
    expect((await new TestClient(ctx.app).get('/api/shop/coupons')).statusCode).toBe(401);
    expect((await new TestClient(ctx.app).post('/api/shop/allow')).statusCode).toBe(401);
    const { client } = await signIn(ctx, { categories: ['Candidato'] });
    for (const res of await Promise.all(calls(client))) {
      expect(res.statusCode, res.raw.req.url).toBe(403);
      expect(errorOf(res).code).toBe('auth.forbidden');
    }
    expect(await ctx.db.select().from(shopCartLines)).toEqual([]);
  });

  it('allowShop opens the shop to the signed-in person', async () => {
    await product();
    const { client, user } = await signIn(ctx, { categories: ['Esterno'] });
    expect((await client.get('/api/shop/products')).statusCode).toBe(403);
    expect((await client.post('/api/shop/allow')).statusCode).toBe(204);
    const list = await client.get('/api/shop/products');
    expect(list.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.isShopEnabled).toBe(true);
  });
});

describe('the shop list', () => {
  it('shows 6 products a page, priority first, with the families on sale and one statement a page', async () => {
    for (let i = 0; i < 8; i++) await product({ name: `Giacca ${String.fromCharCode(65 + i)}` });
    await product({ name: 'Libro di cucina', family: 'Libri', priority: 3 });
    await product({ name: 'Non in vendita', isOnSale: false });
    await product({ name: 'Spedizione', family: 'Spedizione' });
    await product({ name: 'Ricarica', family: 'Ricarica Stampante' });
    const { client } = await student();
    const first = (await client.get('/api/shop/products')).json() as ShopListResponse;
    expect(first.products.map((p) => p.name)).toEqual([
      'Libro di cucina',
      'Giacca A',
      'Giacca B',
      'Giacca C',
      'Giacca D',
      'Giacca E',
    ]);
    expect(first).toMatchObject({ page: 1, pageCount: 2, total: 9, families: ['Abbigliamento', 'Libri'] });
    expect(first.products[0]).toMatchObject({ highlighted: true, border: 'gold', tag: null });
    const second = (await client.get('/api/shop/products?page=2')).json() as ShopListResponse;
    expect(second.products.map((p) => p.name)).toEqual(['Giacca F', 'Giacca G', 'Giacca H']);
    const past = (await client.get('/api/shop/products?page=9')).json() as ShopListResponse;
    expect(past.page).toBe(2);

    const statements = async (url: string) => {
      await ctx.settled();
      const before = ctx.queryCount();
      expect((await client.get(url)).statusCode).toBe(200);
      return ctx.queryCount() - before;
    };
    await statements('/api/me');
    const session = await statements('/api/me');
    expect(await statements('/api/shop/products?page=2')).toBe(session + 1);
    expect(await statements('/api/shop/products?search=giacca&family=Abbigliamento')).toBe(session + 1);
  });

  it('searches names containing the text, ignoring case, taking % and _ literally, and filters by family', async () => {
    await product({ name: 'Giacca da cuoco' });
    await product({ name: 'Pantalone 100% cotone' });
    await product({ name: 'Libro della GIACCA', family: 'Libri' });
    const { client } = await student();
    const names = async (query: string) =>
      ((await client.get(`/api/shop/products?${query}`)).json() as ShopListResponse).products
        .map((p) => p.name)
        .sort();
    expect(await names('search=giacca')).toEqual(['Giacca da cuoco', 'Libro della GIACCA']);
    expect(await names('search=giacca&family=Libri')).toEqual(['Libro della GIACCA']);
    expect(await names(`search=${encodeURIComponent('100%')}`)).toEqual(['Pantalone 100% cotone']);
    expect(await names(`search=${encodeURIComponent('%')}`)).toEqual(['Pantalone 100% cotone']);
    expect(await names('search=_')).toEqual([]);
    const huge = await client.get(`/api/shop/products?search=${'a'.repeat(101)}`);
    expect(huge.statusCode).toBe(400);
    expect(refusalOf(huge)).toBe('shop.invalidSearch');
    expect((await client.get('/api/shop/products?page=-1')).statusCode).toBe(400);
    expect((await client.get('/api/shop/products?page=abc')).statusCode).toBe(400);
  });

  it('prices by tier, with the promotion, tags and borders', async () => {
    await product({ name: 'Promo', isPromotion: true, promoPrice1: 3500, promoPrice2: 2500 });
    await product({ name: 'Nuovo', isNew: true });
    const { client: studentClient } = await student();
    const { client: graduateClient } = await graduate();
    const { client: employee } = await signIn(ctx, { categories: ['Dipendente'], isShopEnabled: true });
    const byName = async (client: TestClient) =>
      Object.fromEntries(
        ((await client.get('/api/shop/products')).json() as ShopListResponse).products.map((p) => [
          p.name,
          p,
        ]),
      );
    const s = await byName(studentClient);
    expect(s.Promo).toMatchObject({
      price: { unitCents: 2500, regularCents: 3000, isPromo: true },
      tag: 'Promo!',
      border: 'red',
    });
    expect(s.Nuovo).toMatchObject({
      price: { unitCents: 3000, isPromo: false },
      tag: 'New!',
      border: 'green',
    });
    expect((await byName(graduateClient)).Promo?.price).toEqual({
      unitCents: 3500,
      regularCents: 4000,
      isPromo: true,
    });
    // Employees are tier 3: no promotional price for that tier, so no Promo! tag.
    expect((await byName(employee)).Promo).toMatchObject({
      price: { unitCents: 2000, isPromo: false },
      tag: null,
    });
  });
  it("shows each card's first image, and the stock of all its sizes", async () => {
    const jacket = await product({
      name: 'Giacca',
      sizeKind: 'size',
      sizes: [
        ['M', 0],
        ['L', 3],
      ],
    });
    await product({ name: 'Grembiule' });
    const [first, second] = await ctx.db
      .insert(shopProductFiles)
      .values(
        [1, 0].map((position) => ({
          productId: jacket.id,
          kind: 'image' as const,
          position,
          storageKey: `documents/00000000-0000-4000-8000-00000000000${position}`,
          filename: `giacca-${position}.png`,
          contentType: 'image/png',
          size: 10,
        })),
      )
      .returning();
    const { client } = await student();
    const cards = Object.fromEntries(
      ((await client.get('/api/shop/products')).json() as ShopListResponse).products.map((p) => [p.name, p]),
    );
    expect(first && second).toBeTruthy();
    expect(cards.Giacca).toMatchObject({ imageUrl: `/api/shop/files/${second?.id}`, stock: 'inStock' });
    expect(cards.Grembiule).toMatchObject({ imageUrl: null, stock: 'inStock' });
  });
});

describe('the product sheet', () => {
  it('tells the sizes in order with their stock, the embroidery price, the files; 404 for unknown or off sale', async () => {
    const jacket = await product({
      code: 'GIACCA',
      sizeKind: 'size',
      isEmbroiderable: true,
      sizes: [
        ['XL', 0],
        ['S', 2],
        ['M', null],
      ],
    });
    await product({ family: 'Ricamo', price2: 400 });
    await ctx.db.insert(shopProductFiles).values([
      {
        productId: jacket.id,
        kind: 'sheet',
        storageKey: 'documents/x',
        filename: 'scheda.pdf',
        contentType: 'application/pdf',
        size: 10,
      },
    ]);
    const { client } = await student();
    const sheet = (await client.get('/api/shop/products/GIACCA')).json();
    expect(sheet.sizes).toEqual([
      { size: 'S', stock: 'inStock' },
      { size: 'M', stock: 'bookable' },
      { size: 'XL', stock: 'bookable' },
    ]);
    expect(sheet).toMatchObject({ stock: 'inStock', embroideryCents: 400, sizeKind: 'size', images: [] });
    expect(sheet.sheets).toEqual([
      { id: expect.any(String), filename: 'scheda.pdf', url: expect.stringMatching(/^\/api\/shop\/files\//) },
    ]);
    expect((await client.get('/api/shop/products/NESSUNO')).statusCode).toBe(404);
    await product({ code: 'VIA', isOnSale: false });
    expect((await client.get('/api/shop/products/VIA')).statusCode).toBe(404);
  });

  it('serves a file of a product on sale: images inline, sheets as downloads; 404 otherwise', async () => {
    const p = await product();
    await ctx.app.storage.put('documents/00000000-0000-4000-8000-000000000001', PDF, 'application/pdf');
    const [file] = await ctx.db
      .insert(shopProductFiles)
      .values({
        productId: p.id,
        kind: 'sheet',
        storageKey: 'documents/00000000-0000-4000-8000-000000000001',
        filename: 'scheda tecnica.pdf',
        contentType: 'application/pdf',
        size: PDF.length,
      })
      .returning();
    const { client } = await student();
    const res = await client.get(`/api/shop/files/${file!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect((await client.get('/api/shop/files/00000000-0000-4000-8000-000000000009')).statusCode).toBe(404);
    expect((await client.get('/api/shop/files/nope')).statusCode).toBe(400);
  });
});

describe('the cart', () => {
  it('adds, merges, changes and removes lines; totals in cents; the bag; one cart per person', async () => {
    const jacket = await product({
      sizeKind: 'size',
      sizes: [
        ['M', 5],
        ['L', 5],
      ],
    });
    const book = await product({ family: 'Libri', price2: 1990 });
    const bag = await product({ family: 'Shopper', price2: 50, availableQuantity: 100 });
    const { client } = await student();
    expect((await addLine(client, { productId: jacket.id, size: 'M', quantity: 2 })).statusCode).toBe(201);
    await addLine(client, { productId: jacket.id, size: 'M', quantity: 1 });
    await addLine(client, { productId: jacket.id, size: 'L', quantity: 1 });
    let cart = (await addLine(client, { productId: book.id, quantity: 3 })).json() as Cart;
    expect(cart.lines.map((l) => [l.size, l.quantity, l.totalCents])).toEqual([
      ['M', 3, 9000],
      ['L', 1, 3000],
      ['', 3, 5970],
    ]);
    expect(cart).toMatchObject({
      quantity: 7,
      canBuyNow: true,
      totals: { linesCents: 17_970, bagCents: 0, cartCents: 17_970 },
    });
    expect(cart.bags).toEqual([{ productId: bag.id, name: bag.name, unitCents: 50 }]);
    cart = (await client.put('/api/shop/cart/bag', { productId: bag.id })).json();
    expect(cart.totals).toEqual({ linesCents: 17_970, bagCents: 50, cartCents: 18_020 });
    const bookLine = cart.lines[2]!;
    cart = (await client.patch(`/api/shop/cart/lines/${bookLine.id}`, { quantity: 1 })).json();
    expect(cart.lines[2]?.quantity).toBe(1);
    cart = (await client.delete(`/api/shop/cart/lines/${bookLine.id}`)).json();
    expect(cart.lines).toHaveLength(2);

    // Another person on the same browser sees their own cart; this one's lines are not theirs.
    const other = await student();
    expect((await cartOf(other.client)).lines).toEqual([]);
    const foreign = await other.client.patch(`/api/shop/cart/lines/${cart.lines[0]!.id}`, { quantity: 2 });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).code).toBe('shop.lineNotFound');
    expect((await other.client.delete(`/api/shop/cart/lines/${cart.lines[0]!.id}`)).statusCode).toBe(404);
    expect((await cartOf(client)).lines[0]?.quantity).toBe(3);
  });

  it('refuses bad input with a clear code and changes nothing', async () => {
    const jacket = await product({ sizeKind: 'size', isEmbroiderable: true, sizes: [['M', 5]] });
    const cake = await product({ family: 'Torta', availableQuantity: 0 });
    const noPrice = await product({ price2: null });
    const { client } = await student();
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ productId: jacket.id, quantity: 1, embroideryText: 'ANNA' }, 400, 'shop.sizeRequired'],
      [{ productId: jacket.id, size: 'XXXL', quantity: 1, embroideryText: 'ANNA' }, 400, 'shop.sizeUnknown'],
      [{ productId: jacket.id, size: 'M', quantity: 1 }, 400, 'shop.embroideryRequired'],
      [
        { productId: jacket.id, size: 'M', quantity: 1, embroideryText: 'SEDICI CARATTERI' },
        400,
        'shop.embroideryTooLong',
      ],
      [
        { productId: jacket.id, size: 'M', quantity: 1, embroideryText: 'ANNA\nROSSI' },
        400,
        'shop.embroideryControlCharacters',
      ],
      [{ productId: jacket.id, size: 'M', quantity: 0, embroideryText: 'ANNA' }, 400, 'shop.invalidQuantity'],
      [
        { productId: jacket.id, size: 'M', quantity: -3, embroideryText: 'ANNA' },
        400,
        'shop.invalidQuantity',
      ],
      [
        { productId: jacket.id, size: 'M', quantity: 1e9, embroideryText: 'ANNA' },
        400,
        'shop.invalidQuantity',
      ],
      [
        { productId: jacket.id, size: 'M', quantity: 1.5, embroideryText: 'ANNA' },
        400,
        'shop.invalidQuantity',
      ],
      [
        { productId: jacket.id, size: 'M', quantity: '2', embroideryText: 'ANNA' },
        400,
        'shop.invalidQuantity',
      ],
      [
        { productId: jacket.id, size: 'M', quantity: 11, embroideryText: 'ANNA' },
        400,
        'shop.invalidQuantity',
      ],
      [
        { productId: jacket.id, size: 'M', quantity: 1, embroideryText: 'ANNA', priceCents: 1 },
        400,
        'invalid',
      ],
      [{ productId: cake.id, quantity: 1 }, 409, 'shop.soldOut'],
      [{ productId: noPrice.id, quantity: 1 }, 409, 'shop.noPrice'],
      [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }, 404, 'shop.productNotFound'],
      [{ productId: 'x', quantity: 1 }, 400, 'shop.productNotFound'],
    ];
    for (const [body, status, code] of refusals) {
      const res = await addLine(client, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(refusalOf(res), JSON.stringify(body)).toBe(code);
    }
    expect(await ctx.db.select().from(shopCartLines)).toEqual([]);
  });

  it('keeps the per-order maximum across lines and tabs ("Quantità massima per ordine raggiunta")', async () => {
    const book = await product({ family: 'Libri', perOrderMax: 2 });
    const { client } = await student();
    expect((await addLine(client, { productId: book.id, quantity: 3 })).statusCode).toBe(400);
    const results = await Promise.all([
      addLine(client, { productId: book.id, quantity: 1 }),
      addLine(client, { productId: book.id, quantity: 1 }),
      addLine(client, { productId: book.id, quantity: 1 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409]);
    expect(errorOf(results.find((r) => r.statusCode === 409)!).code).toBe('shop.quantityLimitReached');
    const cart = await cartOf(client);
    expect(cart.quantity).toBe(2);
    expect(cart.lines[0]?.controls).toEqual({
      showsQuantity: true,
      canDecrease: true,
      canIncrease: false,
      canDelete: true,
    });
    const more = await client.patch(`/api/shop/cart/lines/${cart.lines[0]!.id}`, { quantity: 3 });
    expect(more.statusCode).toBe(400);
  });

  it('gives embroidered lines no quantity controls and adds the embroidery price', async () => {
    const apron = await product({ isEmbroiderable: true, price2: 1400 });
    await product({ family: 'Ricamo', price2: 400 });
    const { client } = await student();
    const cart = (
      await addLine(client, { productId: apron.id, quantity: 1, embroideryText: '  Anna Rossi ' })
    ).json() as Cart;
    expect(cart.lines[0]).toMatchObject({
      embroideryText: 'Anna Rossi',
      unitCents: 1800,
      controls: { showsQuantity: false },
    });
    expect(
      (await client.patch(`/api/shop/cart/lines/${cart.lines[0]!.id}`, { quantity: 2 })).statusCode,
    ).toBe(400);
  });

  it('empties a cart a day after its last change', async () => {
    const book = await product({ family: 'Libri' });
    const { client, user } = await student();
    await addLine(client, { productId: book.id, quantity: 1 });
    await ctx.db
      .update(shopCarts)
      .set({ updatedAt: new Date(Date.now() - 24 * 3600_000 - 1000) })
      .where(eq(shopCarts.userId, user.id));
    const cart = await cartOf(client);
    expect(cart.lines).toEqual([]);
    expect(cart.canBuyNow).toBe(false);
  });
});

describe('summary, checkout and orders', () => {
  it('a student buys: the server prices, the provider confirms, the order is numbered, the cart emptied, a receipt', async () => {
    const jacket = await product({
      name: 'Giacca',
      sizeKind: 'size',
      isEmbroiderable: true,
      sizes: [['M', 2]],
    });
    await product({ family: 'Ricamo', price2: 500 });
    const { client, user } = await student();
    await addLine(client, { productId: jacket.id, size: 'M', quantity: 1, embroideryText: 'LUCA' });
    const summary = (await client.get('/api/shop/summary')).json() as Summary;
    expect(summary).toMatchObject({
      kind: 'cart',
      requiresShipping: false,
      returnClause: 'standard',
      canPay: true,
      totals: { cartCents: 3500, shippingCents: 0, totalCents: 3500 },
    });
    // The return clause must be accepted; any amount sent is refused.
    expect((await client.post('/api/shop/checkout', {})).statusCode).toBe(400);
    const tampered = await client.post('/api/shop/checkout', { returnClauseAccepted: true, totalCents: 1 });
    expect(tampered.statusCode).toBe(400);
    const res = await client.post('/api/shop/checkout', { returnClauseAccepted: true });
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(payment).toMatchObject({ amountCents: 3500, status: 'pending', purpose: 'shopOrder' });
    // The size's stock is held while the payment can be made.
    expect((await variantsOf(jacket.id))[0]?.availableQuantity).toBe(1);
    // A second press while nothing changed: the same checkout.
    expect((await client.post('/api/shop/checkout', { returnClauseAccepted: true })).json().url).toBe(url);
    // Back from the provider without paying: no order.
    expect(await ordersOf(client)).toEqual([]);

    expect(await settle(client, url)).toMatch(/\/ecommerce\/typ\/s$/);
    const [order] = await ordersOf(client);
    expect(order).toMatchObject({ number: 1, totalCents: 3500, shippingCents: 0, refundStatus: null });
    expect(order?.lines).toEqual([
      expect.objectContaining({
        description: 'Giacca',
        size: 'M',
        embroideryText: 'LUCA',
        quantity: 1,
        unitCents: 3500,
        status: 'Ordinato',
        type: 'D',
        stock: 'inStock',
      }),
    ]);
    expect((await cartOf(client)).lines).toEqual([]);
    expect((await variantsOf(jacket.id))[0]?.availableQuantity).toBe(1);
    const mails = await ctx.db.select().from(mailOutbox);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('Ordine n. 1 - ')]);

    const receipt = await client.get(order!.receiptUrl);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await student();
    expect((await other.client.get(order!.receiptUrl)).statusCode).toBe(404);
    expect(await ordersOf(other.client)).toEqual([]);
  });

  it('numbers orders without gaps and makes one order of a confirmation replayed ten times', async () => {
    const book = await product({ family: 'Libri', availableQuantity: 50 });
    const buy = async () => {
      const { client } = await student();
      await addLine(client, { productId: book.id, quantity: 1 });
      const { url } = (await client.post('/api/shop/checkout', { returnClauseAccepted: true })).json();
      return { client, url };
    };
    const a = await buy();
    const failed = await buy();
    const b = await buy();
    await settle(failed.client, failed.url, 'fail');
    await settle(b.client, b.url);
    await Promise.all(Array.from({ length: 10 }, () => settle(a.client, a.url).catch(() => null)));
    const orders = await ctx.db.select().from(shopOrders);
    expect(orders.map((o) => o.number).sort()).toEqual([1, 2]);
    // The failed checkout gave its unit back: 50 - 2 sold.
    const [row] = await ctx.db.select().from(shopProducts).where(eq(shopProducts.id, book.id));
    expect(row?.availableQuantity).toBe(48);
  });

  it('a confirmation delivered ten times at once (a replayed webhook) makes one order', async () => {
    const book = await product({ family: 'Libri', availableQuantity: 5 });
    const { client, user } = await student();
    await addLine(client, { productId: book.id, quantity: 1 });
    expect((await client.post('/api/shop/checkout', { returnClauseAccepted: true })).statusCode).toBe(200);
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.userId, user.id));
    const event = {
      eventId: 'evt_replayed',
      type: 'checkout.session.completed',
      sessionId: payment?.providerSessionId ?? '',
      outcome: 'paid' as const,
    };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => applyProviderEvent(ctx.db, 'test', event)),
    );
    expect(results.filter((r) => r === 'applied')).toHaveLength(1);
    // The same confirmation under other event ids (the provider's retries) changes nothing either.
    for (let i = 0; i < 3; i++)
      await applyProviderEvent(ctx.db, 'test', { ...event, eventId: `evt_retry_${i}` });
    expect(await ctx.db.select().from(shopOrders)).toHaveLength(1);
    expect(await ctx.db.select().from(shopOrderLines)).toHaveLength(1);
    const [row] = await ctx.db.select().from(shopProducts).where(eq(shopProducts.id, book.id));
    expect(row?.availableQuantity).toBe(4);
  });

  it('never sells stock it does not have: 12 buyers of the last 3 cakes, 3 checkouts, the others told', async () => {
    const cake = await product({ family: 'Torta', availableQuantity: 3 });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => student()));
    for (const { client } of buyers) await addLine(client, { productId: cake.id, quantity: 1 });
    const results = await Promise.all(
      buyers.map(({ client }) => client.post('/api/shop/checkout', { returnClauseAccepted: true })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    for (const r of results.filter((r) => r.statusCode !== 200))
      expect(errorOf(r).code).toBe('shop.stockChanged');
    const [row] = await ctx.db.select().from(shopProducts).where(eq(shopProducts.id, cake.id));
    expect(row?.availableQuantity).toBe(0);
  });

  it('refuses a cake sold out meanwhile before reading anything more, but offers a buyer their own checkout again', async () => {
    const cake = await product({ family: 'Torta', availableQuantity: 1 });
    const first = await student();
    const late = await student();
    for (const { client } of [first, late]) await addLine(client, { productId: cake.id, quantity: 1 });
    const res = await first.client.post('/api/shop/checkout', { returnClauseAccepted: true });
    expect(res.statusCode, res.body).toBe(200);
    // The last cake is held by the first buyer's checkout: they are offered it again.
    const again = await first.client.post('/api/shop/checkout', { returnClauseAccepted: true });
    expect(again.json().url).toBe(res.json().url);
    // The late buyer is told at once, by the checkout's first read, before any lock (the cart's lines
    // with their stock and whether the person has an open checkout): no shipping price, no stock
    // read again.
    await ctx.settled();
    await late.client.get('/api/me');
    await ctx.settled();
    const before = ctx.queryCount();
    const refused = await late.client.post('/api/shop/checkout', { returnClauseAccepted: true });
    expect(errorOf(refused).code).toBe('shop.stockChanged');
    // PostgreSQL counts the transaction's begin and rollback too (PGlite runs them unseen).
    expect(ctx.queryCount() - before).toBe(testDatabaseMode() === 'postgres' ? 3 : 1);
    expect(await ctx.db.select().from(payments).where(eq(payments.userId, late.user.id))).toEqual([]);
  });

  it('the refusal before the transaction answers only what the transaction would: a cart past its day is emptied, a cake off sale is dropped', async () => {
    const cake = await product({ family: 'Torta', availableQuantity: 1 });
    const book = await product({ family: 'Libri' });
    const [stale, withBook] = [await student(), await student()];
    await addLine(stale.client, { productId: cake.id, quantity: 1 });
    await addLine(withBook.client, { productId: cake.id, quantity: 1 });
    await addLine(withBook.client, { productId: book.id, quantity: 1 });
    await ctx.db.update(shopProducts).set({ availableQuantity: 0 }).where(eq(shopProducts.id, cake.id));
    // A cart a day old: emptied by the transaction, so "empty", not "sold out".
    await ctx.db
      .update(shopCarts)
      .set({ updatedAt: new Date(Date.now() - 24 * 3600_000 - 1000) })
      .where(eq(shopCarts.userId, stale.user.id));
    const empty = await stale.client.post('/api/shop/checkout', { returnClauseAccepted: true });
    expect(errorOf(empty).code).toBe('shop.cartEmpty');
    // Sold out while on sale: refused.
    const refused = await withBook.client.post('/api/shop/checkout', { returnClauseAccepted: true });
    expect(errorOf(refused).code).toBe('shop.stockChanged');
    // Taken off sale: the line is dropped and the book is bought.
    await ctx.db.update(shopProducts).set({ isOnSale: false }).where(eq(shopProducts.id, cake.id));
    const bought = await withBook.client.post('/api/shop/checkout', { returnClauseAccepted: true });
    expect(bought.statusCode, bought.body).toBe(200);
    expect((await cartOf(withBook.client)).lines.map((l) => l.productId)).toEqual([book.id]);
  });

  it('negative control: the naive read-check-write of the stock sells the last 3 cakes more than 3 times', async () => {
    const cake = await product({ family: 'Torta', availableQuantity: 3 });
    const reads = allArrived(12);
    /** Read, compare, wait for the others' reads, write what was read minus one: no condition, no lock. */
    const naiveSell = async () => {
      const [row] = await ctx.db.select().from(shopProducts).where(eq(shopProducts.id, cake.id));
      await reads.arrive();
      const left = row?.availableQuantity ?? 0;
      if (left < 1) return false;
      await ctx.db
        .update(shopProducts)
        .set({ availableQuantity: left - 1 })
        .where(eq(shopProducts.id, cake.id));
      return true;
    };
    const sold = (await Promise.all(Array.from({ length: 12 }, naiveSell))).filter(Boolean).length;
    expect(sold).toBeGreaterThan(3);
  });

  it('sells as Prenotabile what the stock cannot cover, with its lead time', async () => {
    const hat = await product({ availableQuantity: 1, leadTimeDays: 7 });
    const { client } = await student();
    await addLine(client, { productId: hat.id, quantity: 2 });
    const summary = (await client.get('/api/shop/summary')).json() as Summary;
    expect(summary.lines[0]).toMatchObject({ stock: 'bookable', leadTimeDays: 7 });
    await settle(
      client,
      (await client.post('/api/shop/checkout', { returnClauseAccepted: true })).json().url,
    );
    const [order] = await ordersOf(client);
    expect(order?.lines[0]).toMatchObject({ stock: 'bookable', leadTimeDays: 7 });
    const [row] = await ctx.db.select().from(shopProducts).where(eq(shopProducts.id, hat.id));
    expect(row?.availableQuantity).toBe(1);
  });

  it('gives the held stock back when the payment fails, is cancelled, or the checkout expires', async () => {
    const book = await product({ family: 'Libri', availableQuantity: 5 });
    const stock = async () =>
      (await ctx.db.select().from(shopProducts).where(eq(shopProducts.id, book.id)))[0]?.availableQuantity;
    const { client } = await student();
    await addLine(client, { productId: book.id, quantity: 2 });
    const first = (await client.post('/api/shop/checkout', { returnClauseAccepted: true })).json().url;
    expect(await stock()).toBe(3);
    expect(await settle(client, first, 'cancel')).toMatch(/\/ecommerce\/typ\/f$/);
    expect(await stock()).toBe(5);

    await client.post('/api/shop/checkout', { returnClauseAccepted: true });
    expect(await stock()).toBe(3);
    // A changed cart closes the open checkout (its stock back) and opens a new one.
    const cart = await cartOf(client);
    await client.patch(`/api/shop/cart/lines/${cart.lines[0]!.id}`, { quantity: 1 });
    await client.post('/api/shop/checkout', { returnClauseAccepted: true });
    expect(await stock()).toBe(4);
    const [open] = await ctx.db.select().from(shopCheckouts).where(eq(shopCheckouts.status, 'open'));
    await expireCheckout({ db: ctx.db }, open!.id, new Date(Date.now() + CHECKOUT_LIFETIME_MS + 60_000));
    expect(await stock()).toBe(5);
    expect((await ctx.db.select().from(shopCheckouts).where(eq(shopCheckouts.id, open!.id)))[0]?.status).toBe(
      'released',
    );
  });

  it('refunds a payment that came after its checkout expired and its last piece was sold', async () => {
    const cake = await product({ family: 'Torta', availableQuantity: 1 });
    const late = await student();
    await addLine(late.client, { productId: cake.id, quantity: 1 });
    const lateUrl = (await late.client.post('/api/shop/checkout', { returnClauseAccepted: true })).json().url;
    const [open] = await ctx.db.select().from(shopCheckouts);
    await expireCheckout({ db: ctx.db }, open!.id, new Date(Date.now() + CHECKOUT_LIFETIME_MS + 60_000));
    const quick = await student();
    await addLine(quick.client, { productId: cake.id, quantity: 1 });
    await settle(
      quick.client,
      (await quick.client.post('/api/shop/checkout', { returnClauseAccepted: true })).json().url,
    );
    // The first buyer pays on the provider's page they still had open.
    await settle(late.client, lateUrl);
    await ctx.app.jobs.runDue();
    const [order] = await ordersOf(late.client);
    expect(order?.refundStatus).toBe('refunded');
    const [row] = await ctx.db.select().from(shopProducts).where(eq(shopProducts.id, cake.id));
    expect(row?.availableQuantity).toBe(0);
  });

  it('a graduate ships within Italy: the form is required and checked, the fee by category, free from 110 €', async () => {
    const hoodie = await product({ price1: 5500 });
    await product({ family: 'Spedizione', price0: null, price1: 900, price2: 700, price3: 500 });
    const { client } = await graduate();
    await addLine(client, { productId: hoodie.id, quantity: 1 });
    let summary = (await client.get('/api/shop/summary')).json() as Summary;
    expect(summary).toMatchObject({
      requiresShipping: true,
      returnClause: 'graduate',
      totals: { cartCents: 5500, shippingCents: 900, totalCents: 6400 },
    });
    const noForm = await client.post('/api/shop/checkout', { returnClauseAccepted: true });
    expect(errorOf(noForm).code).toBe('shop.shippingRequired');
    const bad = await client.post('/api/shop/checkout', {
      returnClauseAccepted: true,
      shipping: { ...SHIPPING, postcode: '4012A', city: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'shop.shippingInvalid',
      fields: { postcode: 'notNumeric', city: 'required' },
    });
    const abroad = await client.post('/api/shop/checkout', {
      returnClauseAccepted: true,
      shipping: { ...SHIPPING, country: 'FR' },
    });
    expect(refusalOf(abroad)).toBe('shop.shippingItalyOnly');
    const control = await client.post('/api/shop/checkout', {
      returnClauseAccepted: true,
      shipping: { ...SHIPPING, street: 'Via\u0007Roma' },
    });
    expect(control.statusCode).toBe(400);
    expect(await ctx.db.select().from(payments)).toEqual([]);

    const cart = await cartOf(client);
    await client.patch(`/api/shop/cart/lines/${cart.lines[0]!.id}`, { quantity: 2 });
    summary = (await client.get('/api/shop/summary')).json();
    expect(summary.totals).toMatchObject({ cartCents: 11_000, shippingCents: 0, totalCents: 11_000 });
    const { url } = (
      await client.post('/api/shop/checkout', { returnClauseAccepted: true, shipping: SHIPPING })
    ).json();
    await settle(client, url);
    const [order] = await ctx.db.select().from(shopOrders);
    expect(order?.shipping).toMatchObject({ city: 'Bologna', postcode: '40126' });
    const mails = await ctx.db.select().from(mailOutbox);
    expect(mails[0]?.subject).toContain('Order no. 1');
  });

  it('refuses an empty cart, and a shipping fee without a price', async () => {
    const { client } = await student();
    const empty = await client.post('/api/shop/checkout', { returnClauseAccepted: true });
    expect(empty.statusCode).toBe(409);
    expect(errorOf(empty).code).toBe('shop.cartEmpty');
    const hoodie = await product({ price1: 5500 });
    const g = await graduate();
    await addLine(g.client, { productId: hoodie.id, quantity: 1 });
    expect(((await g.client.get('/api/shop/summary')).json() as Summary).canPay).toBe(false);
    const res = await g.client.post('/api/shop/checkout', { returnClauseAccepted: true, shipping: SHIPPING });
    expect(errorOf(res).code).toBe('shop.noShippingPrice');
  });

  it('a badge top-up: cheapest first, its own summary, a code once paid, delivered', async () => {
    await product({
      family: 'Ricarica Stampante',
      name: 'Ricarica 10',
      price2: 1000,
      availableQuantity: null,
    });
    const five = await product({
      family: 'Ricarica Stampante',
      name: 'Ricarica 5',
      price2: 500,
      availableQuantity: null,
    });
    const jacket = await product();
    const { client } = await student();
    await addLine(client, { productId: jacket.id, quantity: 1 });
    const topUps = (await client.get('/api/shop/top-ups')).json();
    expect(topUps.products.map((p: { name: string }) => p.name)).toEqual(['Ricarica 5', 'Ricarica 10']);
    const summary = (await client.get(`/api/shop/summary?topUp=${five.id}`)).json() as Summary;
    expect(summary).toMatchObject({ kind: 'topUp', returnClause: 'topUp', totals: { totalCents: 500 } });
    expect((await client.get(`/api/shop/summary?topUp=${jacket.id}`)).statusCode).toBe(404);
    const { url } = (
      await client.post('/api/shop/checkout', { returnClauseAccepted: true, topUp: five.id })
    ).json();
    await settle(client, url);
    const [order] = await ordersOf(client);
    expect(order?.lines[0]).toMatchObject({
      description: 'Ricarica 5',
      status: 'Consegnato',
      topUpCode: expect.stringMatching(/^RB-[A-Z2-9]{10}$/),
    });
    // The cart is kept: a top-up is bought on its own.
    expect((await cartOf(client)).lines).toHaveLength(1);
    const { client: noTopUp } = await signIn(ctx, { categories: ['Esterno'], isShopEnabled: true });
    expect((await noTopUp.get('/api/shop/top-ups')).statusCode).toBe(403);
    expect(
      (await noTopUp.post('/api/shop/checkout', { returnClauseAccepted: true, topUp: five.id })).statusCode,
    ).toBe(403);
  });
});

describe('coupons', () => {
  it('shows the partner coupons, and the seasonal one only within its window, in the person’s language', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await ctx.db.insert(shopCoupons).values([
      {
        partner: 'A',
        code: 'A1',
        discountIt: 'Sconto',
        discountEn: 'Discount',
        url: 'https://a.example',
        position: 1,
      },
      {
        partner: 'B',
        code: 'B1',
        discountIt: 'Sconto B',
        discountEn: 'Discount B',
        url: 'https://b.example',
        position: 2,
        windowFrom: '2020-01-15',
        windowTo: '2020-04-30',
      },
      {
        partner: 'C',
        code: 'C1',
        discountIt: 'Sconto C',
        discountEn: 'Discount C',
        url: 'https://c.example',
        position: 3,
        windowFrom: today,
        windowTo: '2999-04-30',
      },
    ]);
    const { client } = await signIn(ctx, { categories: ['Esterno'], language: 'en' });
    const coupons = (await client.get('/api/shop/coupons')).json().coupons;
    expect(coupons.map((c: { code: string; discount: string }) => [c.code, c.discount])).toEqual([
      ['A1', 'Discount'],
      ['C1', 'Discount C'],
    ]);
  });
});

describe('order lines as stored', () => {
  it('books are type L, everything else D', async () => {
    const book = await product({ family: 'Libri' });
    const apron = await product();
    const { client } = await student();
    await addLine(client, { productId: book.id, quantity: 1 });
    await addLine(client, { productId: apron.id, quantity: 1 });
    await settle(
      client,
      (await client.post('/api/shop/checkout', { returnClauseAccepted: true })).json().url,
    );
    const lines = await ctx.db.select().from(shopOrderLines);
    expect(lines.map((l) => [l.family, l.type]).sort()).toEqual([
      ['Abbigliamento', 'D'],
      ['Libri', 'L'],
    ]);
    void and;
  });
});
