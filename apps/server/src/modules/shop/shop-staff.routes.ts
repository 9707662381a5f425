import * as staffShopApi from '@school/domain/shop/contracts/staff-endpoints';
import type { FastifyInstance } from 'fastify';
import { staffOnly } from '../../plugins/app/access.ts';
import { byOf } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import { sendDocument } from '../candidate/document-download.ts';
import {
  advanceOrderLines,
  changeProduct,
  createProduct,
  getOrder,
  getProduct,
  listOrderLines,
  listProducts,
  readProductFile,
  refundAsStaff,
  removeProduct,
  removeProductFile,
  type ShopStaffDeps,
  setStock,
  uploadProductFile,
} from './shop-staff.service.ts';

const SHOP = staffOnly('Negozio');

export function shopStaffDeps(app: FastifyInstance): ShopStaffDeps {
  return {
    db: app.db,
    storage: app.storage,
    log: app.log,
    mailer: app.mailer,
    notifier: app.notifier,
    publicUrl: app.config.publicUrl,
    provider: app.paymentProvider,
  };
}

/**
 * The shop kept by staff with Negozio (area `shop`), under /api/staff: products with their sizes,
 * stock and files; the order board; refunds. See `packages/domain/src/shop/contracts/staff-shop.ts`.
 */
export default async function shopStaffRoutes(app: FastifyInstance) {
  const deps = shopStaffDeps(app);
  const route = routes(app, { access: SHOP });

  route(staffShopApi.listProducts, (request) => listProducts(app.db, request.query));
  route(staffShopApi.createProduct, (request) => createProduct(app.db, byOf(request), request.body));
  route(staffShopApi.getProduct, (request) => getProduct(app.db, request.params.id));
  route(staffShopApi.changeProduct, (request) =>
    changeProduct(app.db, byOf(request), request.params.id, request.body),
  );
  route(staffShopApi.removeProduct, async (request) => {
    await removeProduct(deps, byOf(request), request.params.id, request.query.version);
    return null;
  });
  route(staffShopApi.setStock, (request) => setStock(app.db, byOf(request), request.params.id, request.body));
  route(staffShopApi.uploadFile, (request) =>
    uploadProductFile(deps, byOf(request), request.params.id, request.body),
  );
  route(staffShopApi.getFile, async (request, reply) =>
    sendDocument(reply, await readProductFile(deps, request.params.id, request.params.fileId)),
  );
  route(staffShopApi.removeFile, async (request) => {
    await removeProductFile(deps, byOf(request), request.params.id, request.params.fileId);
    return null;
  });
  route(staffShopApi.listOrderLines, (request) => listOrderLines(app.db, request.query));
  route(staffShopApi.advanceOrderLines, (request) => advanceOrderLines(deps, byOf(request), request.body));
  route(staffShopApi.getOrder, (request) => getOrder(app.db, request.params.id));
  route(staffShopApi.refundOrder, (request) => refundAsStaff(deps, byOf(request), request.params.id));
}
