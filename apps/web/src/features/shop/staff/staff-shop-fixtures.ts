import type { StaffProduct } from '@school/domain/shop/contracts/staff-shop';

/** The console shop's tests: a product with two sizes. */
export const V1 = '0b7c2a8e-1d5f-4c3a-9e2b-7f1a6d4c8e01';
export const V2 = '0b7c2a8e-1d5f-4c3a-9e2b-7f1a6d4c8e02';

/** A product as the API answers it. */
export function product(overrides: Partial<StaffProduct> = {}): StaffProduct {
  return {
    id: 'p1',
    code: 'GIACCA-01',
    name: 'Giacca da cuoco',
    description: '',
    notes: '',
    family: 'Abbigliamento',
    price0: 5500,
    price1: null,
    price2: 4500,
    price3: null,
    promoPrice0: null,
    promoPrice1: null,
    promoPrice2: 3990,
    promoPrice3: null,
    isPromotion: true,
    isNew: false,
    priority: 0,
    isOnSale: true,
    sizeKind: 'size',
    isEmbroiderable: false,
    availableQuantity: null,
    perOrderMax: null,
    leadTimeDays: 10,
    bookingInfo: '',
    vatCode: '22',
    vatRegime: '',
    vatRate: 22,
    stock: 'inStock',
    variants: [
      { id: V1, size: 'S', position: 0, availableQuantity: 4, stock: 'inStock' },
      { id: V2, size: 'M', position: 1, availableQuantity: 0, stock: 'bookable' },
    ],
    files: [],
    orderLineCount: 0,
    updatedAt: '2026-05-01T10:00:00.000Z',
    version: 'ver-1',
    ...overrides,
  };
}
