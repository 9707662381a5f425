import { useParams } from 'react-router';
import { RequireAccess } from '../../components/require-access';
import { ProductSheetPage } from '../../features/shop/components/product-sheet-page';

/** EcommerceProduct, /ecommerce/shop/product/:code: when the shop is visible. */
export function Component() {
  const { code = '' } = useParams();
  return (
    <RequireAccess allows={(access) => access.isShopVisible}>
      <ProductSheetPage key={code} code={code} />
    </RequireAccess>
  );
}
