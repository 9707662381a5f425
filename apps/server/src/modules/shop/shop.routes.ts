import { canBuyOrSeeOrders, isShopVisible, isTopUpVisible } from '@school/domain/access/rules';
import type { AccessSubject } from '@school/domain/access/subject';
import { isLocale } from '@school/domain/shared/locale';
import * as shopApi from '@school/domain/shop/contracts/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { checkedSubject } from '../../plugins/app/access.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import * as repo from './shop.repository.ts';
import {
  addLine,
  allowShop,
  chooseBag,
  getCart,
  listCoupons,
  listOrders,
  listProducts,
  listTopUps,
  productSheet,
  removeLine,
  type Shopper,
  updateLine,
} from './shop.service.ts';
import {
  type CheckoutDeps,
  checkout,
  checkoutExpiryJob,
  registerCheckout,
  soldOutRefundJob,
  staleRefundsJob,
  summary,
} from './shop-checkout.service.ts';
import { renderReceipt } from './shop-receipt.ts';

/** Whoever may shop: the shop visible (profile or course flag), or the badge top-up (a top-up's cart is its own). */
const canShop = (subject: AccessSubject) => isShopVisible(subject);

const shopperOf = (request: FastifyRequest): Shopper => ({
  id: requireUser(request).id,
  subject: checkedSubject(request),
});

const arrival = (request: FastifyRequest) => new Date(request.arrivedAt);

/**
 * The shop (specification 000, section 2 "Commerce", section 7 "Commerce payloads"): the list and
 * the sheet, the cart kept on the server, the summary and the checkout, the orders and receipts,
 * the top-ups, the coupons and allowShop.
 */
export default async function shopRoutes(app: FastifyInstance) {
  const deps: CheckoutDeps = {
    db: app.db,
    log: app.log,
    jobs: app.jobs,
    mailer: app.mailer,
    provider: app.paymentProvider,
    publicUrl: app.config.publicUrl.replace(/\/$/, ''),
  };
  registerCheckout(deps);
  app.jobs.define(checkoutExpiryJob(deps));
  app.jobs.define(soldOutRefundJob(deps));
  app.jobs.every(staleRefundsJob(deps), 5, {});
  const route = routes(app, { access: canShop });

  route(shopApi.listProducts, (request) => listProducts(app.db, shopperOf(request), request.query));
  route(shopApi.getProduct, (request) => productSheet(app.db, shopperOf(request), request.params.code));
  route(shopApi.getFile, async (request, reply) => {
    const file = await repo.findFile(app.db, request.params.id);
    const stored = file ? await app.storage.get(file.storageKey) : null;
    if (!file || !stored) throw notFound();
    const isImage = file.kind === 'image';
    reply
      .header('content-type', file.contentType)
      .header(
        'content-disposition',
        isImage ? 'inline' : attachmentDisposition(file.filename, 'scheda-tecnica.pdf'),
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600')
      .header('content-security-policy', "default-src 'none'; sandbox");
    if (stored.size !== undefined) reply.header('content-length', stored.size);
    return reply.send(stored.body);
  });
  route(shopApi.getCart, (request) => getCart(app.db, shopperOf(request), arrival(request)));
  route(shopApi.addLine, (request) => addLine(app.db, shopperOf(request), request.body, arrival(request)));
  route(shopApi.updateLine, (request) =>
    updateLine(app.db, shopperOf(request), request.params.id, request.body.quantity, arrival(request)),
  );
  route(shopApi.removeLine, (request) =>
    removeLine(app.db, shopperOf(request), request.params.id, arrival(request)),
  );
  route(shopApi.chooseBag, (request) =>
    chooseBag(app.db, shopperOf(request), request.body.productId, arrival(request)),
  );
  route(shopApi.getSummary, { access: canBuyOrSeeOrders }, (request) =>
    summary(app.db, shopperOf(request), request.query.topUp, arrival(request)),
  );
  route(shopApi.checkout, { access: canBuyOrSeeOrders }, (request) => {
    const user = requireUser(request);
    const locale = isLocale(user.language) ? user.language : 'it';
    return checkout(
      deps,
      { ...shopperOf(request), email: user.email, locale },
      request.body,
      arrival(request),
    );
  });
  route(shopApi.listOrders, { access: canBuyOrSeeOrders }, (request) =>
    listOrders(app.db, requireUser(request).id),
  );
  route(shopApi.getReceipt, { access: canBuyOrSeeOrders }, async (request, reply) => {
    const user = requireUser(request);
    const order = await repo.findOrderOf(app.db, user.id, request.params.id);
    if (!order) throw notFound();
    const lines = await repo.linesOf(app.db, [order.id]);
    const pdf = await renderReceipt(app.config.shop, {
      order,
      lines,
      buyer: { firstName: user.firstName, lastName: user.lastName, email: user.email },
      language: user.language === 'en' ? 'en' : 'it',
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachmentDisposition(`ricevuta-${order.number}.pdf`))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
  route(shopApi.listTopUps, { access: isTopUpVisible }, (request) => listTopUps(app.db, shopperOf(request)));
  // "coupons need login" (`areCouponsVisible`): any signed-in person.
  route(shopApi.listCoupons, { access: 'signedIn' }, (request) => {
    const user = requireUser(request);
    return listCoupons(
      app.db,
      checkedSubject(request),
      isLocale(user.language) ? user.language : 'it',
      arrival(request),
    );
  });
  route(shopApi.allowShop, { access: 'signedIn' }, async (request) => {
    await allowShop(app.db, requireUser(request).id);
    return null;
  });
}
