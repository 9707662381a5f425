import { emptyEnrolment } from '@school/domain/access/subject';
import type { Me } from '@school/domain/auth/contracts/get-me';
import type {
  Cart,
  CartLineView,
  ProductCard,
  ProductSheet,
  ShopListResponse,
  Summary,
} from '@school/domain/shop/contracts/shop';
import { type ApiCall, type ApiHandler, serveApi } from '../../../test/fake-api';
import { meWith } from '../../../test/me';

/** The shop's tests: a fake `/api` that records every call and answers from the test's handlers. */

export const PRODUCT_ID = '0b7c1f0e-5a7e-4c86-9d2a-1f4e8b6c2a01';
export const TOP_UP_ID = '4f3b2a10-9c8d-4e7f-a6b5-c4d3e2f1a0b9';

/** A student whose course enrolment has the shop and the badge top-up. */
export const shopper = (subject: Partial<Me['subject']> = {}) =>
  meWith(['Studente'], [], {
    subject: {
      categories: ['Studente'],
      isShopEnabled: false,
      webappPermissions: [],
      stageStatus: 99,
      hasOpenFeedback: false,
      enrolments: [
        { ...emptyEnrolment('c1', 'course'), isActive: true, isActiveEcommerce: true, isRecharge: true },
      ],
      ...subject,
    },
  });

/** A graduate without an active course, the shop opened to them: they must ship. */
export const graduate = () =>
  meWith(['Diplomato'], [], {
    subject: {
      categories: ['Diplomato'],
      isShopEnabled: true,
      webappPermissions: [],
      stageStatus: 99,
      hasOpenFeedback: false,
      enrolments: [],
    },
  });

export const card = (values: Partial<ProductCard> = {}): ProductCard => ({
  id: 'p1',
  code: 'GIACCA-01',
  name: 'Giacca da cuoco',
  family: 'Abbigliamento',
  bookingInfo: '',
  imageUrl: '/api/shop/files/img-1',
  price: { unitCents: 4500, regularCents: 4500, isPromo: false },
  stock: 'inStock',
  tag: null,
  border: 'gold',
  highlighted: false,
  ...values,
});

export const productList = (values: Partial<ShopListResponse> = {}): ShopListResponse => ({
  products: [card()],
  page: 1,
  pageCount: 1,
  total: 1,
  families: ['Abbigliamento', 'Libri', 'Torta'],
  ...values,
});

export const sheet = (values: Partial<ProductSheet> = {}): ProductSheet => ({
  id: PRODUCT_ID,
  code: 'GIACCA-01',
  name: 'Giacca da cuoco',
  family: 'Abbigliamento',
  description: 'Giacca in cotone con bottoni a pressione.',
  notes: 'Lavare a 60 gradi.',
  bookingInfo: '',
  price: { unitCents: 4500, regularCents: 4500, isPromo: false },
  stock: 'inStock',
  sizeKind: 'size',
  sizes: [
    { size: 'S', stock: 'inStock' },
    { size: 'M', stock: 'bookable' },
    { size: 'L', stock: 'soldOut' },
  ],
  isEmbroiderable: false,
  embroideryCents: null,
  leadTimeDays: 7,
  perOrderMax: null,
  images: [
    { id: 'i1', filename: 'giacca.jpg', url: '/api/shop/files/i1' },
    { id: 'i2', filename: 'giacca-retro.jpg', url: '/api/shop/files/i2' },
  ],
  sheets: [{ id: 's1', filename: 'scheda-giacca.pdf', url: '/api/shop/files/s1' }],
  tag: null,
  border: 'gold',
  highlighted: false,
  ...values,
});

export const cartLine = (values: Partial<CartLineView> = {}): CartLineView => ({
  id: 'l1',
  productId: PRODUCT_ID,
  code: 'GIACCA-01',
  name: 'Giacca da cuoco',
  family: 'Abbigliamento',
  imageUrl: null,
  size: 'M',
  sizeKind: 'size',
  embroideryText: '',
  quantity: 2,
  unitCents: 4500,
  totalCents: 9000,
  stock: 'inStock',
  leadTimeDays: null,
  controls: { showsQuantity: true, canDecrease: true, canIncrease: true, canDelete: true },
  ...values,
});

export const cart = (values: Partial<Cart> = {}): Cart => {
  const lines = values.lines ?? [];
  const linesCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  return {
    lines,
    bags: [],
    bagProductId: null,
    totals: { linesCents, bagCents: 0, cartCents: linesCents },
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    canBuyNow: linesCents > 0,
    expiresAt: null,
    ...values,
  };
};

export const summary = (values: Partial<Summary> = {}): Summary => ({
  kind: 'cart',
  lines: [
    {
      description: 'Giacca da cuoco',
      size: 'M',
      embroideryText: '',
      quantity: 2,
      unitCents: 4500,
      totalCents: 9000,
      stock: 'inStock',
      leadTimeDays: null,
    },
  ],
  totals: { linesCents: 9000, bagCents: 0, cartCents: 9000, shippingCents: 0, totalCents: 9000 },
  requiresShipping: false,
  returnClause: 'standard',
  canPay: true,
  ...values,
});

export type Call = ApiCall;

/**
 * Stubs `fetch` (`serveApi`): `/api/me` answers `me`, the configuration and the CSRF token always
 * answer, and each `/api/shop/…` call goes to `handle` (a 404 when it answers nothing).
 */
export function serveShop({
  me = shopper(),
  handle,
}: {
  me?: ReturnType<typeof meWith> | null;
  handle: ApiHandler;
}) {
  return serveApi({ me, handle });
}

/** The calls that change something. */
export const writes = (calls: readonly Call[]) => calls.filter((call) => call.method !== 'GET');
