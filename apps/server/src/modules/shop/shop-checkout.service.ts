import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { isShopVisible, isTopUpVisible } from '@school/domain/access/rules';
import { isLocale, type Locale } from '@school/domain/shared/locale';
import { isBagLine } from '@school/domain/shop/cart';
import { FAMILY_SHIPPING, FAMILY_TOP_UP, saleStock, stockOfTake } from '@school/domain/shop/catalogue';
import {
  cartTotals,
  orderTotals,
  requiresShipping,
  returnClause,
  type ShippingForm,
  shippingFormProblems,
} from '@school/domain/shop/checkout';
import type { CheckoutInput, Summary } from '@school/domain/shop/contracts/shop';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { CheckoutLine, PaymentRow, ShopCheckoutRow } from '../../db/schema/index.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import type { JobDefinition, Jobs } from '../../platform/jobs/jobs.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import * as payments from '../payments/payments.repository.ts';
import {
  CHECKOUT_LIFETIME_MS,
  isCheckoutOpen,
  onPaymentClosed,
  onPaymentPaid,
  openCheckout,
  reserveCheckout,
} from '../payments/payments.service.ts';
import * as repo from './shop.repository.ts';
import {
  chosenBag,
  currentCart,
  isCartSoldOut,
  lineSaleStock,
  type Shopper,
  shopError,
  topUpProducts,
} from './shop.service.ts';
import { orderConfirmationMail } from './shop-checkout.mails.ts';
import { refundOrder, resumeStaleRefunds } from './shop-refunds.service.ts';

// The summary, the checkout holding the stock, and the order made on the provider's confirmation.

export interface CheckoutDeps {
  db: Db;
  log: Pick<FastifyBaseLogger, 'warn'>;
  jobs: Jobs;
  mailer: Mailer;
  provider: PaymentProvider;
  publicUrl: string;
}

/** The lines of a purchase as priced now, before any stock is taken. */
interface Priced {
  kind: ShopCheckoutRow['kind'];
  lines: Omit<CheckoutLine, 'stock' | 'reserved'>[];
  /** The stock each line would read now (to tell the summary); null: a cake beyond its stock. */
  stockNow: (CheckoutLine['stock'] | null)[];
}

const TOP_UP_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A top-up code: RB- and 10 characters without look-alikes (0/O, 1/I). */
export function newTopUpCode(): string {
  const bytes = randomBytes(10);
  return `RB-${[...bytes].map((b) => TOP_UP_CODE_ALPHABET[b % TOP_UP_CODE_ALPHABET.length]).join('')}`;
}

/** The purchase of the cart (lines and bag) or of one top-up, priced for the person now. */
async function pricePurchase(
  tx: DbOrTx,
  shopper: Shopper,
  topUp: string | undefined,
  now: Date,
): Promise<Priced> {
  if (topUp) {
    if (!isTopUpVisible(shopper.subject)) throw forbidden();
    const choice = (await topUpProducts(tx, shopper)).find((c) => c.product.id === topUp);
    if (!choice) throw shopError('notTopUp', 404);
    const p = choice.product;
    return {
      kind: 'topUp',
      lines: [
        {
          productId: p.id,
          variantId: null,
          productCode: p.code,
          description: p.name,
          family: FAMILY_TOP_UP,
          size: '',
          embroideryText: '',
          quantity: 1,
          unitCents: choice.priceCents,
          leadTimeDays: null,
          bookingInfo: p.bookingInfo,
          vatCode: p.vatCode,
          vatRegime: p.vatRegime,
          vatRate: p.vatRate,
        },
      ],
      stockNow: ['inStock'],
    };
  }
  if (!isShopVisible(shopper.subject)) throw forbidden();
  const { cart, lines } = await currentCart(tx, shopper, now);
  const bag = await chosenBag(tx, shopper, cart.bagProductId);
  const priced: Priced = { kind: 'cart', lines: [], stockNow: [] };
  for (const line of lines) {
    const p = line.row.product;
    priced.lines.push({
      productId: p.id,
      variantId: line.row.variant?.id ?? null,
      productCode: p.code,
      description: p.name,
      family: p.family,
      size: line.rule.size,
      embroideryText: line.rule.embroideryText,
      quantity: line.rule.quantity,
      unitCents: line.unitCents,
      leadTimeDays: p.leadTimeDays,
      bookingInfo: p.bookingInfo,
      vatCode: p.vatCode,
      vatRegime: p.vatRegime,
      vatRate: p.vatRate,
    });
    priced.stockNow.push(lineSaleStock(line));
  }
  if (bag) {
    const p = bag.product;
    priced.lines.push({
      productId: p.id,
      variantId: null,
      productCode: p.code,
      description: p.name,
      family: p.family,
      size: '',
      embroideryText: '',
      quantity: 1,
      unitCents: bag.unitCents,
      leadTimeDays: p.leadTimeDays,
      bookingInfo: p.bookingInfo,
      vatCode: p.vatCode,
      vatRegime: p.vatRegime,
      vatRate: p.vatRate,
    });
    priced.stockNow.push(saleStock({ family: p.family, availableQuantity: p.availableQuantity }, 1));
  }
  return priced;
}

/** The shipping product's price for each shop category ("Prezzo_{category}__c"). */
async function shippingPrices(tx: DbOrTx) {
  const [product] = await repo.productsOfFamily(tx, FAMILY_SHIPPING);
  return product ? { 1: product.price1, 2: product.price2, 3: product.price3 } : null;
}

/** The purchase as the totals read it: the products' lines and the cart's bag (`isBagLine`). */
function pricedLines(priced: Priced) {
  const isBag = (l: Priced['lines'][number]) => priced.kind === 'cart' && isBagLine(l);
  const amounts = (lines: Priced['lines']) =>
    lines.map((l) => ({ unitCents: l.unitCents, quantity: l.quantity }));
  return {
    lines: amounts(priced.lines.filter((l) => !isBag(l))),
    bag: amounts(priced.lines.filter(isBag))[0] ?? null,
  };
}

function totalsOf(shopper: Shopper, priced: Priced, prices: Awaited<ReturnType<typeof shippingPrices>>) {
  return orderTotals(priced.kind === 'topUp' ? null : shopper.subject, {
    ...pricedLines(priced),
    shippingPrices: prices,
  });
}

/** The summary ("Riepilogo") of the cart or of one top-up, every amount the server's. */
export async function summary(
  db: Db,
  shopper: Shopper,
  topUp: string | undefined,
  now: Date,
): Promise<Summary> {
  return db.transaction(async (tx) => {
    const priced = await pricePurchase(tx, shopper, topUp, now);
    const totals = totalsOf(shopper, priced, await shippingPrices(tx));
    // The cart's amounts even when the shipping has no price (`totals` is null then).
    const cart = cartTotals(pricedLines(priced));
    return {
      kind: priced.kind,
      lines: priced.lines.map((l, i) => ({
        description: l.description,
        size: l.size,
        embroideryText: l.embroideryText,
        quantity: l.quantity,
        unitCents: l.unitCents,
        totalCents: l.unitCents * l.quantity,
        stock: priced.stockNow[i] ?? 'inStock',
        leadTimeDays: l.leadTimeDays,
      })),
      totals: {
        ...cart,
        shippingCents: totals?.shippingCents ?? null,
        totalCents: totals?.totalCents ?? null,
      },
      requiresShipping: priced.kind === 'cart' && requiresShipping(shopper.subject),
      returnClause: returnClause(shopper.subject, { isTopUp: priced.kind === 'topUp' }),
      canPay: priced.lines.length > 0 && totals !== null && totals.cartCents > 0,
    };
  });
}

/** What was priced, to offer the same open checkout again when nothing changed. */
function fingerprintOf(priced: Priced, totalCents: number, shipping: ShippingForm | null): string {
  return createHash('sha256')
    .update(JSON.stringify({ lines: priced.lines, totalCents, shipping }))
    .digest('base64url');
}

const stockChanged = (code?: string) =>
  shopError('stockChanged', 409, code ? `Not enough of ${code} left` : 'A cake of the cart is sold out');

/** Gives back the units a checkout took; the checkout is released. Inside a transaction, the checkout locked. */
async function release(tx: DbOrTx, checkout: ShopCheckoutRow) {
  if (checkout.status !== 'open') return;
  for (const line of checkout.lines) if (line.reserved > 0) await repo.returnStock(tx, line, line.reserved);
  await repo.setCheckoutStatus(tx, checkout.id, 'released');
}

/**
 * Takes the stock of each line: In Stock when the stock holds all its units (taken now, by the
 * conditional update that is the row's lock), Prenotabile otherwise (`stockOfTake`), refused for a
 * cake beyond its stock. The take is tried first: a line the stock can give costs one statement, and
 * no read of the stock comes before it. Rows are taken in one order (by id) so two checkouts never
 * wait on each other.
 */
async function takeStock(tx: DbOrTx, lines: Priced['lines']): Promise<CheckoutLine[]> {
  const order = lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) =>
      (a.line.variantId ?? a.line.productId).localeCompare(b.line.variantId ?? b.line.productId),
    );
  const taken: CheckoutLine[] = new Array(lines.length);
  for (const { line, index } of order) {
    const stock = stockOfTake(line.family, await repo.takeStock(tx, line, line.quantity));
    if (stock === null) throw stockChanged(line.productCode);
    taken[index] = { ...line, stock, reserved: stock === 'inStock' ? line.quantity : 0 };
  }
  return taken;
}

/**
 * "proceed to payment": under the person's lock, the purchase is priced by the server (the browser
 * sends no amount), the shipping checked, the stock taken and held for the checkout's lifetime, and
 * the payment reserved; after the commit, with no lock held, the provider's checkout is opened.
 * A second press while nothing changed is offered the same checkout; a changed cart closes the
 * previous checkout (its stock goes back) and opens a new one.
 */
export async function checkout(
  deps: CheckoutDeps,
  shopper: Shopper & { email: string; locale: Locale },
  input: CheckoutInput,
  now: Date,
): Promise<{ url: string }> {
  // The expiry job is sent in the checkout's transaction: its queue is made ready before (see `prepare`).
  await deps.jobs.prepare(checkoutExpiryJob(deps));
  const reservation = await deps.db.transaction(async (tx) => {
    // The last cakes' herd is told by the transaction's first read, before any lock: the buyers
    // that reach it after the stock ran out are refused from it (the locked reads below would
    // refuse them too). Read here rather than before the transaction, where a whole herd's reads
    // all come before the first checkout takes any stock.
    if (!input.topUp && (await isCartSoldOut(tx, shopper, now))) throw stockChanged();
    await repo.lockUser(tx, shopper.id);
    const priced = await pricePurchase(tx, shopper, input.topUp, now);
    if (priced.lines.length === 0) throw shopError('cartEmpty');
    const open = await repo.findOpenCheckout(tx, shopper.id, priced.kind);
    // The last cakes' herd: a cake already beyond its stock is refused before anything else is read,
    // unless the person's own open checkout holds it (then the stock read excludes their units).
    if (priced.stockNow.includes(null) && !open) throw stockChanged();
    const totals = totalsOf(shopper, priced, await shippingPrices(tx));
    if (totals === null) throw shopError('noShippingPrice');
    if (totals.cartCents === 0) throw shopError('zeroTotal');
    const ships = priced.kind === 'cart' && requiresShipping(shopper.subject);
    let shipping: ShippingForm | null = null;
    if (ships) {
      if (!input.shipping) throw shopError('shippingRequired', 400);
      const { country: _country, ...form } = input.shipping;
      shipping = { ...form, notes: form.notes ?? '' };
      const problems = shippingFormProblems(shipping);
      if (Object.keys(problems).length > 0)
        throw new AppError(
          400,
          'shop.shippingInvalid',
          'Invalid shipping details',
          problems as Record<string, string>,
        );
      shipping = Object.fromEntries(
        Object.entries(shipping).map(([k, v]) => [k, v.trim()]),
      ) as unknown as ShippingForm;
    }
    const fingerprint = fingerprintOf(priced, totals.totalCents, shipping);
    if (open) {
      const payment = await payments.findById(tx, open.paymentId);
      if (payment && open.fingerprint === fingerprint && isCheckoutOpen(payment, now))
        return { payment, created: false };
      if (payment && payment.status === 'pending')
        await payments.closeCheckout(tx, payment.id, payment.checkoutUrl ? 'expired' : 'failed', now);
      await release(tx, open);
    }
    // The payment reserved and the expiry job sent before the stock is taken: the stock's rows are
    // then locked by this transaction for two statements only (the take and the checkout's insert)
    // until its commit, and the next buyer of the last cakes waits that long, not longer.
    const reservation = await reserveCheckout(
      tx,
      deps.provider.name,
      {
        userId: shopper.id,
        purpose: 'shopOrder',
        reference: priced.kind,
        amountCents: totals.totalCents,
        description:
          priced.lines.length === 1 ? priced.lines[0]!.description : `ALMA Shop (${priced.lines.length})`,
        locale: shopper.locale,
        successUrl: `${deps.publicUrl}/ecommerce/typ/s`,
        cancelUrl: `${deps.publicUrl}/ecommerce/typ/f`,
      },
      now,
    );
    const checkoutId = randomUUID();
    await deps.jobs.send(
      tx,
      checkoutExpiryJob(deps),
      { checkoutId },
      { startAfter: new Date(now.getTime() + CHECKOUT_LIFETIME_MS + 2 * 60_000) },
    );
    // A top-up is a code, not goods: no stock is counted for it.
    const allLines: CheckoutLine[] =
      priced.kind === 'topUp'
        ? priced.lines.map((line) => ({ ...line, stock: 'inStock', reserved: 0 }))
        : await takeStock(tx, priced.lines);
    await repo.insertCheckout(tx, {
      id: checkoutId,
      userId: shopper.id,
      paymentId: reservation.payment.id,
      kind: priced.kind,
      lines: allLines,
      linesCents: totals.cartCents,
      shippingCents: totals.shippingCents,
      totalCents: totals.totalCents,
      shipping,
      fingerprint,
    });
    return reservation;
  });
  const { url } = await openCheckout(
    { db: deps.db, provider: deps.provider },
    reservation,
    shopper.email || undefined,
  );
  return { url };
}

// ---------------------------------------------------------------------------------------------
// The provider's word

/**
 * The order, made once when the provider confirms the payment (in its transaction): numbered with
 * the next number, its lines from the checkout, the cart emptied, the confirmation mailed. A
 * checkout whose stock went back (its payment came after it was closed) takes it again; when it is
 * gone, the order is made and refunded at once through the provider (a job, after the commit).
 */
async function orderPaid(deps: CheckoutDeps, tx: DbOrTx, payment: PaymentRow) {
  const checkout = await repo.lockCheckoutOfPayment(tx, payment.id);
  if (!checkout || checkout.status === 'ordered') return;
  const lines = checkout.lines;
  let soldOut = false;
  if (checkout.status === 'released') {
    const retaken = [];
    for (const line of lines)
      if (line.reserved > 0) {
        if (await repo.takeStock(tx, line, line.reserved)) retaken.push(line);
        else soldOut = true;
      }
    if (soldOut) for (const line of retaken) await repo.returnStock(tx, line, line.reserved);
  }
  const number = await repo.nextOrderNumber(tx);
  const order = await repo.insertOrder(tx, {
    number,
    userId: checkout.userId,
    checkoutId: checkout.id,
    paymentId: payment.id,
    kind: checkout.kind,
    linesCents: checkout.linesCents,
    shippingCents: checkout.shippingCents,
    totalCents: checkout.totalCents,
    shipping: checkout.shipping,
    refundStatus: null,
  });
  await repo.insertOrderLines(
    tx,
    lines.map((line, position) =>
      repo.orderLineValues(order.id, line, position, {
        // A top-up's code is its credit: "Consegnato = delivered or top-up credited".
        status: line.family === FAMILY_TOP_UP ? 'Consegnato' : 'Ordinato',
        topUpCode: line.family === FAMILY_TOP_UP ? newTopUpCode() : null,
      }),
    ),
  );
  await repo.setCheckoutStatus(tx, checkout.id, 'ordered');
  if (checkout.kind === 'cart') await repo.emptyCart(tx, checkout.userId);
  if (soldOut) await deps.jobs.send(tx, soldOutRefundJob(deps), { orderId: order.id });
  const buyer = await repo.findBuyer(tx, checkout.userId);
  if (buyer?.email) {
    const language = isLocale(buyer.language) ? buyer.language : 'it';
    await deps.mailer.enqueue(
      tx,
      orderConfirmationMail(buyer.email, buyer.firstName, language, {
        number,
        createdAt: order.createdAt,
        lines,
        shippingCents: checkout.shippingCents,
        totalCents: checkout.totalCents,
        soldOut,
        link: `${deps.publicUrl}/ecommerce/log`,
      }),
    );
  }
}

/** A payment the provider says failed or was cancelled: its checkout's stock goes back. */
async function paymentClosed(tx: DbOrTx, payment: PaymentRow) {
  const checkout = await repo.lockCheckoutOfPayment(tx, payment.id);
  if (checkout) await release(tx, checkout);
}

/** Ends a checkout past its lifetime: its payment is closed and its stock goes back (safe to repeat). */
export async function expireCheckout(deps: Pick<CheckoutDeps, 'db'>, checkoutId: string, now: Date) {
  await deps.db.transaction(async (tx) => {
    const checkout = await repo.lockCheckout(tx, checkoutId);
    if (checkout?.status !== 'open') return;
    const payment = await payments.findById(tx, checkout.paymentId);
    if (payment?.status === 'pending' && isCheckoutOpen(payment, now)) return;
    if (payment?.status === 'pending') await payments.closeCheckout(tx, payment.id, 'expired', now);
    await release(tx, checkout);
  });
}

export function checkoutExpiryJob(deps: Pick<CheckoutDeps, 'db'>): JobDefinition<{ checkoutId: string }> {
  return {
    name: 'shop.checkoutExpiry',
    retryLimit: 5,
    run: async ({ checkoutId }) => expireCheckout(deps, checkoutId, new Date()),
  };
}

export function soldOutRefundJob(
  deps: Pick<CheckoutDeps, 'db' | 'provider'>,
): JobDefinition<{ orderId: string }> {
  return {
    name: 'shop.soldOutRefund',
    retryLimit: 5,
    run: async ({ orderId }) => {
      try {
        const outcome = await refundOrder({ db: deps.db, provider: deps.provider }, orderId, 'soldOut');
        // The provider did not refund: the job runs again (the order may be refunded again once failed).
        if (outcome.status === 'failed')
          throw new Error(`refund of order ${orderId} failed`, { cause: outcome.error });
      } catch (err) {
        // Already refunded (a repeated run): nothing more to do.
        if (err instanceof AppError && err.code === 'shop.alreadyRefunded') return;
        throw err;
      }
    },
  };
}

/** Every few minutes: the refunds left pending by a stopped instance are asked again. */
export function staleRefundsJob(
  deps: Pick<CheckoutDeps, 'db' | 'provider'> & { log: Pick<FastifyBaseLogger, 'warn'> },
): JobDefinition<Record<string, never>> {
  return {
    name: 'shop.staleRefunds',
    retryLimit: 0,
    run: async () => {
      for (const outcome of await resumeStaleRefunds(deps)) {
        if (outcome.status === 'failed')
          deps.log.warn({ order: outcome.order.id, err: String(outcome.error) }, 'resumed refund refused');
      }
    },
  };
}

/** Registers the shop's payment handlers (once, at start-up; its jobs: the shop's routes). */
export function registerCheckout(deps: CheckoutDeps) {
  onPaymentPaid('shopOrder', (tx, payment) => orderPaid(deps, tx, payment));
  onPaymentClosed('shopOrder', paymentClosed);
}
