import type { Locator, Page } from '@playwright/test';
import { labelled } from '../support/application.ts';
import { DEMO, PORTAL_URL } from '../support/env.ts';
import {
  BROWSER_LOCALE,
  expectAccessible,
  expectNoHorizontalOverflow,
  expectWhole,
  heading,
  logInAndWait,
  newPage,
  shot,
  switchLanguage,
} from '../support/helpers.ts';
import { expect, test, waitForApp } from '../support/test.ts';

test.use({ locale: BROWSER_LOCALE.it });
// Whole purchases (cart, checkout, payment, orders, receipts, screenshots of each step).
test.describe.configure({ timeout: 180_000 });

const JACKET = 'Giacca da cuoco ALMA';
const HOODIE = 'Felpa ALMA Alumni';
const SACHER = 'Torta Sacher';

/** An amount as the pages write it ("€ 49,50"). */
const euro = (amount: string) => `€\u00a0${amount}`;

/** Today on the school's calendar, as the order cards write it (DD-MM-YYYY). */
function today(): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
}

/**
 * Arrangement: the signed-in person's cart holds nothing, no bag (earlier journeys of this
 * worker may have left lines in it), through the API the cart drawer calls.
 */
async function emptyCart(page: Page) {
  const csrf = await page.request.get('/api/auth/csrf');
  const { token } = (await csrf.json()) as { token: string };
  const headers = { 'x-csrf-token': token, origin: PORTAL_URL };
  const res = await page.request.get('/api/shop/cart');
  expect(res.ok()).toBe(true);
  const cart = (await res.json()) as { lines: Array<{ id: string; controls: { canDelete: boolean } }> };
  for (const line of cart.lines.filter((l) => l.controls.canDelete)) {
    expect((await page.request.delete(`/api/shop/cart/lines/${line.id}`, { headers })).ok()).toBe(true);
  }
  const bag = await page.request.put('/api/shop/cart/bag', { headers, data: { productId: null } });
  expect(bag.ok(), await bag.text()).toBe(true);
}

/** The order cards of the orders page, newest first. */
const orderCards = (page: Page): Locator => page.locator('li[data-order]');

/** The number of the newest order shown (0 when there is none). */
async function newestOrderNumber(page: Page): Promise<number> {
  await expect(heading(page)).toHaveText(/^(Storico ordini|Order history)$/);
  // Either the cards or the empty text: the list has been read.
  const empty = page.getByRole('link', { name: /^(Vai agli acquisti|Go to purchases)$/ });
  await expect(orderCards(page).first().or(empty)).toBeVisible();
  if ((await orderCards(page).count()) === 0) return 0;
  return Number(await orderCards(page).first().getAttribute('data-order'));
}

/** The test checkout: the amount, then one of its buttons (it speaks the buyer's language). */
async function onTestCheckout(page: Page, amount: string, button: string) {
  await expect(page).toHaveURL(/\/api\/payments\/test-checkout\//);
  await expect(page.getByTestId('amount')).toHaveText(euro(amount));
  await page.getByRole('button', { name: button, exact: true }).click();
  // Back in the shop, a page the server rendered: ready once the application is.
  await page.waitForURL((url) => !url.pathname.startsWith('/api/payments/'));
  await waitForApp(page);
}

/** A dialog done fading in: screenshots and axe see the colours a person sees. */
async function fadedIn(dialog: Locator) {
  await expect(dialog).toHaveCSS('opacity', '1');
}

/** A line of an order card by its description. */
const orderLine = (card: Locator, description: string): Locator =>
  card.locator('li[data-line]').filter({ hasText: description });

test('Luca buys the chef jacket with an embroidered name and a paper bag, pays, finds the order and its receipt; a sold-out cake cannot be bought', async ({
  page,
  browser,
}) => {
  await logInAndWait(page, DEMO.studente);
  await emptyCart(page);

  // From the navbar to the shop's home, then Acquisti.
  await page.getByRole('banner').getByRole('link', { name: 'Negozio' }).click();
  await expect(page).toHaveURL(/\/ecommerce$/);
  await expect(heading(page)).toHaveText('Negozio');
  await page.getByRole('link', { name: 'Acquisti' }).click();
  await expect(heading(page)).toHaveText('Acquisti');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ prodotti trovati$/ })).toHaveText(
    /^\d+ prodotti trovati$/,
  );

  // The family filter: the cakes, the Sacher sold out.
  await page.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: 'Torta', exact: true }).click();
  await expect(page).toHaveURL(/famiglia=Torta/);
  await expect(page.getByRole('status').filter({ hasText: '2 prodotti trovati' })).toHaveText(
    '2 prodotti trovati',
  );
  const sacherCard = page.locator('li[data-product="TORTA-SACHER"]');
  await expect(sacherCard).toContainText('Esaurito');
  // Its picture, not the default icon.
  const picture = sacherCard.locator('img');
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  await expect(sacherCard.getByTestId('default-product-icon')).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'shop-list-it-cakes');

  // The Sacher's sheet: sold out, nothing can be added.
  await sacherCard.getByRole('link', { name: SACHER }).click();
  await expect(heading(page)).toHaveText(SACHER);
  await expect(page.getByTestId('availability')).toHaveText('Disponibilità: Esaurito');
  // Said once; no quantity to choose.
  await expect(page.getByText('Esaurito', { exact: false })).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Quantità' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Aggiungi al carrello' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Acquisto rapido' })).toBeDisabled();
  await shot(page, 'shop-product-it-soldout');
  // Back to the list as it was left.
  await page.getByRole('link', { name: 'Torna ai prodotti' }).click();
  await expect(page).toHaveURL(/famiglia=Torta/);

  // Every family again, then the search.
  await page.getByRole('combobox', { name: 'Categoria' }).click();
  await page.getByRole('option', { name: 'Reset', exact: true }).click();
  await expect(page).not.toHaveURL(/famiglia=/);
  await page.getByRole('searchbox', { name: 'Cerca un prodotto' }).fill('giacca');
  await page.getByRole('button', { name: 'Cerca', exact: true }).click();
  await expect(page).toHaveURL(/ricerca=giacca/);
  await expect(page.getByRole('status').filter({ hasText: '1 prodotto trovato' })).toHaveText(
    '1 prodotto trovato',
  );
  await page.getByRole('link', { name: JACKET }).click();

  // The jacket: a size, then an embroidered name of 16 characters, refused.
  await expect(heading(page)).toHaveText(JACKET);
  await expect(page.getByText('Il ricamo aggiunge € 4,00 al prezzo.')).toBeVisible();
  const add = page.getByRole('button', { name: 'Aggiungi al carrello' });
  await add.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Scegli la taglia o il numero.' })).toBeVisible();
  await page.getByRole('combobox', { name: labelled('Taglia') }).click();
  await page.getByRole('option', { name: 'M', exact: true }).click();
  await expect(page.getByTestId('availability')).toHaveText('Disponibilità: In Stock');
  const embroidery = page.getByRole('textbox', { name: labelled('Testo del ricamo') });
  await embroidery.fill('LUCA ROSSI CHEF!');
  await expect(page.getByTestId('embroidery-counter')).toContainText('16/15 caratteri');
  const tooLong = page
    .getByRole('alert')
    .filter({ hasText: 'Il ricamo può avere al massimo 15 caratteri, spazi compresi.' });
  await expect(tooLong).toBeVisible();
  await add.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('cart-badge')).not.toContainText(/\d/);
  await shot(page, 'shop-product-it-embroidery-too-long');

  // 15 characters: added, the modal, OK.
  await embroidery.fill('LUCA ROSSI CHEF');
  await expect(tooLong).toBeHidden();
  await add.click();
  const added = page.getByRole('dialog', { name: 'Aggiunto al carrello' });
  await expect(added).toContainText(`«${JACKET}» è nel tuo carrello.`);
  await fadedIn(added);
  await shot(page, 'shop-product-it-added', { fullPage: false });
  await added.getByRole('button', { name: 'OK' }).click();
  await expect(added).toBeHidden();

  // The cart: the line, the paper bag, the totals.
  await page.getByRole('button', { name: 'Carrello, 1 articolo' }).click();
  const cart = page.getByRole('dialog', { name: 'Carrello' });
  const line = cart.getByRole('list', { name: 'Prodotti nel carrello' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(JACKET);
  await expect(line).toContainText('Taglia: M');
  await expect(line).toContainText('Ricamo: LUCA ROSSI CHEF');
  // An embroidered line has no quantity buttons.
  await expect(line.getByTestId('line-quantity')).toHaveText('Quantità: 1');
  await expect(line.getByTestId('line-total')).toHaveText(euro('49,00'));
  // The choice is the server's: the radio is checked once the cart has been saved.
  const paperBag = cart.getByRole('radio', { name: `Shopper in carta (${euro('0,50')})` });
  await paperBag.click();
  await expect(paperBag).toBeChecked();
  await expect(cart.getByTestId('cart-total')).toHaveText(euro('49,50'));
  await expect(cart.getByTestId('cart-totals')).toContainText(`Shopper${euro('0,50')}`);
  await expectAccessible(page);
  await shot(page, 'shop-cart-it', { fullPage: false });
  await cart.getByRole('button', { name: 'Acquista ora' }).click();

  // The summary: the lines and the totals; no shipping (a student collects at school).
  await expect(page).toHaveURL(/\/ecommerce\/riepilogo$/);
  await expect(heading(page)).toHaveText('Riepilogo');
  const table = page.getByTestId('summary-table');
  await expect(table.getByRole('row', { name: new RegExp(JACKET) })).toContainText(
    `LUCA ROSSI CHEF1${euro('49,00')}${euro('49,00')}`,
  );
  // The bag is a line of its own, and not a second time among the totals.
  await expect(table.getByRole('row', { name: /Shopper in carta/ })).toContainText(
    `1${euro('0,50')}${euro('0,50')}`,
  );
  const totals = page.getByTestId('summary-totals');
  await expect(totals).not.toContainText('Shopper');
  // Nothing to ship: one figure, the total.
  await expect(totals.getByTestId('cart-total')).toHaveCount(0);
  await expect(totals.getByTestId('grand-total')).toHaveText(euro('49,50'));
  await expect(page.getByTestId('shipping')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Dati di spedizione' })).toHaveCount(0);
  const pay = page.getByRole('button', { name: 'Procedi al pagamento' });
  await expect(pay).toBeDisabled();
  await expect(page.getByTestId('pay-block')).toHaveText('Accetta le condizioni di reso per procedere.');
  await page.getByRole('checkbox', { name: /^Ho letto e accetto le condizioni di vendita/ }).check();
  await expect(pay).toBeEnabled();
  await expectAccessible(page);
  await shot(page, 'shop-summary-it');

  // The orders before paying: the new one will come after the newest of them.
  const orders = await newPage(browser, 'it');
  await logInAndWait(orders, DEMO.studente);
  await orders.goto('/ecommerce/log');
  const before = await newestOrderNumber(orders);

  await pay.click();
  await onTestCheckout(page, '49,50', 'Paga');
  await expect(page).toHaveURL(/\/ecommerce\/typ\/s$/);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: "Grazie per aver acquistato! Ti verrà inviata un'email di conferma per l'ordine." }),
  ).toHaveText("Grazie per aver acquistato! Ti verrà inviata un'email di conferma per l'ordine.");
  await expectAccessible(page);
  await shot(page, 'shop-thankyou-it-success');

  // The orders: the new one first, its lines waiting, its total, the legend, the receipt.
  await page.getByRole('link', { name: 'I miei ordini' }).click();
  await expect(page).toHaveURL(/\/ecommerce\/log$/);
  const number = await newestOrderNumber(page);
  expect(number).toBeGreaterThan(before);
  const order = orderCards(page).first();
  await expect(order.getByRole('heading', { level: 2 })).toHaveText(`Ordine n. ${number} - ${today()}`);
  const jacket = orderLine(order, JACKET);
  await expect(jacket).toContainText('Taglia: M');
  await expect(jacket).toContainText('Ricamo: LUCA ROSSI CHEF');
  await expect(jacket.getByTestId('quantity-price')).toHaveText(`1 × ${euro('49,00')}`);
  await expect(jacket.getByRole('img', { name: /^Stato: Ordinato/ })).toBeVisible();
  await expect(orderLine(order, 'Shopper in carta').getByTestId('quantity-price')).toHaveText(
    `1 × ${euro('0,50')}`,
  );
  await expect(order.getByTestId('order-total')).toHaveText(euro('49,50'));
  await expectAccessible(page);
  await shot(page, 'shop-orders-it');

  await page.getByRole('button', { name: 'Legenda degli stati' }).click();
  const legend = page.getByRole('dialog', { name: 'Gli stati di un prodotto ordinato' });
  await fadedIn(legend);
  await expect(legend.getByRole('listitem')).toHaveText([
    "Ordinato: in attesa: l'ordine è stato ricevuto",
    'Scontrinato: scontrino emesso',
    'Notificato: pronto per il ritiro',
    'Consegnato: consegnato, o ricarica accreditata',
  ]);
  await expectAccessible(page);
  await shot(page, 'shop-orders-it-legend', { fullPage: false });
  await legend.getByRole('button', { name: 'Chiudi' }).click();

  const receipt = order.getByRole('link', { name: /^Ricevuta \(PDF\)/ });
  const pdf = await page.request.get((await receipt.getAttribute('href')) as string);
  expect(pdf.ok()).toBe(true);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The confirmation mail, in the demo outbox that staff read.
  const staff = orders;
  await staff.context().clearCookies();
  await logInAndWait(staff, DEMO.dipendente);
  await staff.goto('/outbox');
  const mail = staff
    .getByRole('article')
    .filter({ hasText: DEMO.studente })
    .filter({ hasText: `ALMA - Ordine n. ${number} - ${today()}` });
  await expect(mail).toHaveCount(1);
  await staff.context().close();
});

test('on a phone, in English: Giulia ships the alumni hoodie home; a failed payment leaves no order, the second one makes it', async ({
  browser,
}) => {
  const page = await newPage(browser, 'en', true);
  await logInAndWait(page, DEMO.diplomato);
  await emptyCart(page);
  await page.goto('/ecommerce/log');
  const before = await newestOrderNumber(page);

  // The hoodie, found by its name, in a size.
  await page.goto('/ecommerce/shop');
  await expect(heading(page)).toHaveText('Purchases');
  await page.getByRole('searchbox', { name: 'Search for a product' }).fill('felpa');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 product found' })).toHaveText('1 product found');
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await shot(page, 'shop-list-en-phone');
  await page.getByRole('link', { name: HOODIE }).click();
  await expect(heading(page)).toHaveText(HOODIE);
  await page.getByRole('combobox', { name: labelled('Size') }).click();
  await page.getByRole('option', { name: 'L', exact: true }).click();
  await expect(page.getByTestId('availability')).toHaveText('Availability: In Stock');
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await shot(page, 'shop-product-en-phone');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const added = page.getByRole('dialog', { name: 'Added to cart' });
  await expect(added).toContainText(`“${HOODIE}” is in your cart.`);
  await added.getByRole('button', { name: 'OK' }).click();

  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const cart = page.getByRole('dialog', { name: 'Cart' });
  await expect(cart.getByRole('listitem')).toContainText([`${HOODIE}Size: L`]);
  await expect(cart.getByTestId('cart-total')).toHaveText(euro('45,00'));
  await expectNoHorizontalOverflow(page);
  await shot(page, 'shop-cart-en-phone', { fullPage: false });
  await cart.getByRole('button', { name: 'Buy now' }).click();

  // The summary asks where to ship; the fee below 110 €.
  await expect(heading(page)).toHaveText('Summary');
  await expect(page.getByRole('heading', { name: 'Shipping details' })).toBeVisible();
  const totals = page.getByTestId('summary-totals');
  await expect(totals.getByTestId('cart-total')).toHaveText(euro('45,00'));
  await expect(totals.getByTestId('shipping')).toHaveText(euro('9,00'));
  await expect(totals.getByTestId('grand-total')).toHaveText(euro('54,00'));
  const pay = page.getByRole('button', { name: 'Proceed to payment' });
  await page
    .getByRole('checkbox', { name: /^I have read and accept the terms of sale: the order is shipped/ })
    .check();
  await expect(pay).toBeDisabled();
  await expect(page.getByTestId('pay-block')).toHaveText('Fill in the shipping details.');

  const fill = async () => {
    await page.getByRole('textbox', { name: labelled('First name') }).fill('Giulia');
    await page.getByRole('textbox', { name: labelled('Last name') }).fill('Diplomati');
    await page.getByRole('textbox', { name: labelled('Address') }).fill('Via Garibaldi 12');
    await page.getByRole('textbox', { name: labelled('City') }).fill('Parma');
    await page.getByRole('textbox', { name: labelled('Province') }).fill('PR');
    await page.getByRole('textbox', { name: labelled('Mobile phone') }).fill('3331234567');
    await page.getByRole('textbox', { name: labelled('Postcode') }).fill('43121');
    await page.getByRole('textbox', { name: labelled('Postcode') }).blur();
  };
  const postcode = page.getByRole('textbox', { name: labelled('Postcode') });
  await postcode.fill('PR43');
  await postcode.blur();
  await expect(postcode).toHaveAccessibleDescription(/Digits only/);
  await expect(page.getByRole('alert').filter({ hasText: 'Digits only' })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await shot(page, 'shop-summary-en-phone-postcode');
  await fill();
  await expect(page.getByRole('alert').filter({ hasText: 'Digits only' })).toHaveCount(0);
  await expect(pay).toBeEnabled();
  await expect(page.getByTestId('pay-block')).toHaveCount(0);
  await shot(page, 'shop-summary-en-phone');

  // The payment fails: the failure page, and no order.
  await pay.click();
  await onTestCheckout(page, '54,00', 'Simulate a failed payment');
  await expect(page).toHaveURL(/\/ecommerce\/typ\/f$/);
  await expect(heading(page)).toHaveText('Payment failed');
  await expect(page.getByRole('alert')).toHaveText(
    'Attention, the payment was not successful. Please try again later.',
  );
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await shot(page, 'shop-thankyou-en-phone-failure');
  await page.getByRole('link', { name: 'My orders' }).click();
  expect(await newestOrderNumber(page)).toBe(before);

  // Again, from the cart: this time it is paid.
  await page.goto('/ecommerce/shop');
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  await page.getByRole('dialog', { name: 'Cart' }).getByRole('button', { name: 'Buy now' }).click();
  await expect(heading(page)).toHaveText('Summary');
  await fill();
  await page.getByRole('checkbox', { name: /^I have read and accept the terms of sale/ }).check();
  await pay.click();
  await onTestCheckout(page, '54,00', 'Pay');
  await expect(page).toHaveURL(/\/ecommerce\/typ\/s$/);
  await expect(
    page.getByRole('status').filter({
      hasText: 'Thank you for your purchase! You will receive a confirmation e-mail for your order.',
    }),
  ).toHaveText('Thank you for your purchase! You will receive a confirmation e-mail for your order.');
  await page.getByRole('link', { name: 'My orders' }).click();
  const number = await newestOrderNumber(page);
  expect(number).toBeGreaterThan(before);
  const order = orderCards(page).first();
  await expect(order.getByRole('heading', { level: 2 })).toHaveText(`Order no. ${number} - ${today()}`);
  await expect(orderLine(order, HOODIE)).toContainText('Size: L');
  await expect(order).toContainText(`Shipping${euro('9,00')}`);
  await expect(order.getByTestId('order-total')).toHaveText(euro('54,00'));
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await shot(page, 'shop-orders-en-phone');
  await page.context().close();
});

test('in English, Luca tops up his badge with the cheapest amount and finds its code on a delivered line', async ({
  page,
}) => {
  await logInAndWait(page, DEMO.studente);
  await switchLanguage(page, 'en');
  await page.goto('/ecommerce');
  await page.getByRole('link', { name: 'Badge top-up' }).click();
  await expect(page).toHaveURL(/\/ecommerce\/topup$/);
  await expect(heading(page)).toHaveText('Badge top-up');
  // The cheapest first, preselected.
  await expect(page.getByRole('combobox', { name: 'Top-up amount' })).toHaveValue(euro('5,00'));
  await expect(page.getByTestId('top-up-price')).toHaveText(euro('5,00'));
  await expectAccessible(page);
  await shot(page, 'shop-topup-en');

  await page.goto('/ecommerce/log');
  const before = await newestOrderNumber(page);
  await page.goBack();
  await page.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(heading(page)).toHaveText('Summary');
  await expect(page.getByTestId('summary-table')).toContainText('Ricarica badge 5 €');
  await expect(page.getByTestId('grand-total')).toHaveText(euro('5,00'));
  await page.getByRole('checkbox', { name: /^I have read and accept the terms: the top-up/ }).check();
  await expectAccessible(page);
  await shot(page, 'shop-summary-en-topup');
  await page.getByRole('button', { name: 'Proceed to payment' }).click();
  await onTestCheckout(page, '5,00', 'Pay');
  await expect(page).toHaveURL(/\/ecommerce\/typ\/s$/);

  await page.getByRole('link', { name: 'My orders' }).click();
  const number = await newestOrderNumber(page);
  expect(number).toBeGreaterThan(before);
  const topUp = orderLine(orderCards(page).first(), 'Ricarica badge 5 €');
  await expect(topUp).toContainText(/Top-up code: RB-[A-Z0-9]+/);
  await expect(topUp.getByRole('img', { name: /^Status: Consegnato/ })).toBeVisible();
  await shot(page, 'shop-orders-en-topup');
});

test('staff move a line of Luca to Notificato: the ready-for-pickup mail, his bag icon and a new notification; the products as staff', async ({
  page,
  browser,
}) => {
  // Luca, in his own browser, his account in Italian (a journey before may have left it in
  // English, and the mail speaks the account's language): how many unread notifications before.
  const luca = await newPage(browser, 'it');
  await logInAndWait(luca, DEMO.studente);
  await switchLanguage(luca, 'it');
  // The bell says 0 until it has read them: the count it will read.
  const { unread } = (await (await luca.request.get('/api/notifications')).json()) as { unread: number };
  await expect(luca.getByRole('button', { name: `Notifiche, non lette: ${unread}` })).toBeVisible();

  await logInAndWait(page, DEMO.dipendente);
  await page.goto('/staff/shop/orders');
  await expect(heading(page)).toHaveText('Ordini del negozio');
  // The board's lines of Luca in a status, as the page reads them.
  const linesRead = (status: string) =>
    page.waitForResponse((r) => {
      const url = new URL(r.url());
      return (
        url.pathname === '/api/staff/shop/order-lines' &&
        url.searchParams.get('search') === DEMO.studente &&
        url.searchParams.get('status') === status &&
        r.ok()
      );
    });
  const tab = (status: string) => page.getByRole('tab', { name: new RegExp(`^${status} \\(\\d+\\)$`) });
  const lucaRows = page.getByRole('row').filter({ hasText: DEMO.studente });
  const lineBoxes = lucaRows.getByRole('checkbox', { name: /^Scegli .+ dell'ordine n\. \d+$/ });

  // A line of Luca's still to move: Ordinato (the demo's cap), or else Scontrinato (the demo's
  // apron), whichever the journeys before this one left.
  let start: 'Ordinato' | 'Scontrinato' = 'Ordinato';
  const ordered = linesRead('Ordinato');
  await page.getByRole('textbox', { name: 'Cerca' }).fill(DEMO.studente);
  await page.getByRole('textbox', { name: 'Cerca' }).press('Enter');
  if (((await (await ordered).json()) as { items: unknown[] }).items.length === 0) {
    start = 'Scontrinato';
    await tab(start).click();
  }
  await expect(lineBoxes.first()).toBeVisible();
  const cap = lucaRows.getByRole('checkbox', { name: /^Scegli Cappello da cuoco dell'ordine n\. \d+$/ });
  const chosen = (await cap.count()) > 0 ? cap.first() : lineBoxes.first();
  const label = (await chosen.getAttribute('aria-label')) ?? '';
  const [, description = '', number = ''] = /^Scegli (.+) dell'ordine n\. (\d+)$/.exec(label) ?? [];
  expect(description).not.toBe('');
  await expectAccessible(page);
  await shot(page, 'staff-shop-orders-it');

  // One status forward at a time, each after its confirmation, up to Notificato.
  const moves = [
    ['Ordinato', 'Scontrinato'],
    ['Scontrinato', 'Notificato'],
  ] as const;
  for (const [from, to] of moves.filter(([from]) => start === 'Ordinato' || from === 'Scontrinato')) {
    await tab(from).click();
    const table = page.getByRole('table', { name: `Righe in stato ${from}` });
    await expect(table).toBeVisible();
    const box = page.getByRole('checkbox', { name: label, exact: true });
    // The line as this tab reads it, in its status (the tab shows only the lines in its status).
    await expect(table.getByRole('row').filter({ has: box })).toBeVisible();
    await box.check();
    await page.getByRole('button', { name: `Sposta a ${to} (1 riga)` }).click();
    const dialog = page.getByRole('dialog', { name: `Spostare a ${to}?` });
    await expect(dialog).toContainText(`1 riga passerà da ${from} a ${to}.`);
    await fadedIn(dialog);
    if (to === 'Notificato') {
      await expect(dialog).toContainText(
        "Gli acquirenti riceveranno un'e-mail e una notifica: il loro ordine è pronto per il ritiro.",
      );
      await shot(page, 'staff-shop-orders-it-confirm', { fullPage: false });
    }
    await dialog.getByRole('button', { name: `Sposta a ${to}` }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `1 riga spostata a ${to}.` })).toBeVisible();
  }
  await expect(page.getByRole('status').filter({ hasText: '1 riga spostata a Notificato.' })).toHaveText(
    '1 riga spostata a Notificato. 1 acquirente avvisato per e-mail.',
  );
  await tab('Notificato').click();
  const row = page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: label, exact: true }) });
  await expect(row).toBeVisible();
  // The tab is the lines' status: the board's table fits the page, with no column repeating it.
  const board = page.getByRole('table', { name: /Notificato/ });
  await expect(board.getByRole('columnheader', { name: 'Disponibilità' })).toBeVisible();
  await expect(board.getByRole('columnheader', { name: 'Stato' })).toHaveCount(0);
  const fits = await board.evaluate((table) => {
    const frame = table.closest('.mantine-datatable') ?? table.parentElement;
    return table.getBoundingClientRect().width <= (frame?.getBoundingClientRect().width ?? 0) + 1;
  });
  expect(fits, 'the board scrolls sideways').toBe(true);
  await shot(page, 'staff-shop-orders-it-notified');

  // The order's page in the console: each line with its status, the badge's whole word (not "NOT…").
  await row.getByRole('link', { name: `Ordine n. ${number}` }).click();
  await expect(heading(page)).toHaveText(`Ordine n. ${number}`);
  const lineOfOrder = page.getByRole('row', { name: new RegExp(description) }).first();
  await expectWhole(lineOfOrder.getByText('Notificato', { exact: true }));
  await expectAccessible(page);
  await shot(page, 'staff-shop-order-it');

  // The mail, in the outbox (the newest first).
  await page.goto('/outbox');
  const mail = page
    .getByRole('article')
    .filter({ hasText: DEMO.studente })
    .filter({ hasText: `ALMA - Il tuo ordine è pronto per il ritiro (n. ${number})` })
    .first();
  await expect(mail).toBeVisible();
  await shot(page, 'shop-outbox-ready-it', { fullPage: false });

  // Luca: the bag icon on the line, and one more notification in the bell.
  await luca.goto('/ecommerce/log');
  const line = orderLine(luca.locator(`li[data-order="${number}"]`), description).first();
  await expect(line.getByRole('img', { name: 'Stato: Notificato (pronto per il ritiro)' })).toBeVisible();
  await expect(luca.getByRole('button', { name: `Notifiche, non lette: ${unread + 1}` })).toBeVisible();
  await shot(luca, 'shop-orders-it-notified');
  await luca.getByRole('button', { name: `Notifiche, non lette: ${unread + 1}` }).click();
  const notifications = luca.getByRole('dialog', { name: 'Notifiche' });
  await expect(notifications).toContainText('Il tuo ordine è pronto per il ritiro');
  await fadedIn(notifications);
  await expect(notifications).toContainText(
    `1 articolo dell'ordine n. ${number} è pronto: ritiralo al negozio della scuola.`,
  );
  await shot(luca, 'shop-notifications-it-ready', { fullPage: false });
  await luca.context().close();

  // The products as staff: the list, then the jacket's page.
  await page.goto('/staff/shop/products');
  await expect(heading(page)).toHaveText('Prodotti del negozio');
  await expect(page.getByRole('row', { name: /GIACCA-CUOCO/ })).toContainText(JACKET);
  await expectAccessible(page);
  await shot(page, 'staff-shop-products-it');
  await page.getByRole('link', { name: `Modifica ${JACKET}` }).click();
  await expect(heading(page)).toHaveText(JACKET);
  await expect(page.getByText('Codice GIACCA-CUOCO · Abbigliamento')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'staff-shop-product-it');
});
