// The thesis endpoints of the staff console.

export { catalogueCategories } from './staff-endpoints/catalogue-categories.ts';
export { changeCatalogueItem } from './staff-endpoints/change-catalogue-item.ts';
export { createCatalogueItem } from './staff-endpoints/create-catalogue-item.ts';
export { deleteConditions } from './staff-endpoints/delete-conditions.ts';
export { getCatalogueItem } from './staff-endpoints/get-catalogue-item.ts';
export { getEdition } from './staff-endpoints/get-edition.ts';
export { getThesis } from './staff-endpoints/get-thesis.ts';
export { listCatalogue } from './staff-endpoints/list-catalogue.ts';
export { listTheses } from './staff-endpoints/list-theses.ts';
export { removeCatalogueItem } from './staff-endpoints/remove-catalogue-item.ts';
export { saveConditions } from './staff-endpoints/save-conditions.ts';
export { shoppingList } from './staff-endpoints/shopping-list.ts';
export { shoppingListCsv } from './staff-endpoints/shopping-list-csv.ts';
