import * as staffThesisApi from '@school/domain/thesis/contracts/staff-endpoints';
import type { FastifyInstance } from 'fastify';
import { csvAttachment } from '../../lib/csv.ts';
import { staffOnly } from '../../plugins/app/access.ts';
import { byOf } from '../../plugins/app/auth.ts';
import { routes } from '../../plugins/app/endpoints.ts';
import {
  catalogueCategories,
  changeCatalogueItem,
  createCatalogueItem,
  deleteConditions,
  getCatalogueItem,
  getEditionThesis,
  getShoppingList,
  getThesis,
  listCatalogue,
  listTheses,
  removeCatalogueItem,
  saveConditions,
  shoppingListCsv,
} from './thesis-staff.service.ts';

/**
 * The exams and thesis kept by staff with Tesi (area `thesis`), under /api/staff/thesis: the
 * conditions of each edition and exam, the catalogue of ingredients and equipment, the theses and
 * the shopping list. See `packages/domain/src/thesis/contracts/staff-thesis.ts`.
 */
export default async function thesisStaffRoutes(app: FastifyInstance) {
  const route = routes(app, { access: staffOnly('Tesi') });
  const api = staffThesisApi;

  route(api.getEdition, (request) => getEditionThesis(app.db, request.params.edition));
  route(api.saveConditions, (request) =>
    saveConditions(app.db, byOf(request), request.params.edition, request.params.exam, request.body),
  );
  route(api.deleteConditions, (request) =>
    deleteConditions(
      app.db,
      byOf(request),
      request.params.edition,
      request.params.exam,
      request.query.version,
    ),
  );
  route(api.listTheses, (request) => listTheses(app.db, request.params.edition, request.params.exam));
  route(api.shoppingList, (request) => getShoppingList(app.db, request.params.edition, request.params.exam));
  route(api.shoppingListCsv, async (request, reply) => {
    const { params, query } = request;
    const { name, csv } = await shoppingListCsv(app.db, params.edition, params.exam, query.lang);
    return reply.headers(csvAttachment(name)).send(csv);
  });
  route(api.getThesis, (request) => getThesis(app.db, request.params.id));
  route(api.listCatalogue, (request) => listCatalogue(app.db, request.query));
  route(api.catalogueCategories, (request) => catalogueCategories(app.db, request.query.kind));
  route(api.createCatalogueItem, (request) => createCatalogueItem(app.db, byOf(request), request.body));
  route(api.getCatalogueItem, (request) => getCatalogueItem(app.db, request.params.id));
  route(api.changeCatalogueItem, (request) =>
    changeCatalogueItem(app.db, byOf(request), request.params.id, request.body),
  );
  route(api.removeCatalogueItem, (request) =>
    removeCatalogueItem(app.db, byOf(request), request.params.id, request.query.version),
  );
}
