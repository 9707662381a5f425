import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { ShopListQuery } from '@school/domain/shop/catalogue';
import { IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { useProducts } from '../api/list-products';
import { familyLabel } from '../utils/family-label';
import { listQueryOf, listSearch } from '../utils/list-query';
import { FIRST_ROW, ProductCard } from './product-card';
import classes from './shop.module.css';
import { ShopToolbar } from './shop-toolbar';

/** The filter's "Reset": every family (not a family itself). */
const RESET = '__reset__';
/** `ShopListQuerySchema`: the search text and the family are 100 characters at most. */
const SEARCH_MAX = 100;

function SearchBar({
  query,
  families,
  onSearch,
  onFamily,
}: {
  query: ShopListQuery;
  families: readonly string[];
  onSearch: (search: string) => void;
  onFamily: (family: string | null) => void;
}) {
  const { t } = useTranslation('shop');
  // The text being typed; the address changes (and the list with it) on "Cerca".
  const [draft, setDraft] = useState(query.search);
  const options =
    query.family !== null && !families.includes(query.family) ? [...families, query.family] : families;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <search aria-label={t('list.searchLabel')}>
      <form onSubmit={handleSubmit}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="search"
            label={t('list.searchLabel')}
            placeholder={t('list.searchPlaceholder')}
            value={draft}
            maxLength={SEARCH_MAX}
            onChange={(event) => setDraft(event.currentTarget.value)}
            w={{ base: '100%', sm: 280 }}
          />
          <Select
            label={t('list.family')}
            placeholder={t('list.allFamilies')}
            data={[
              ...options.map((family) => ({ value: family, label: familyLabel(t, family) })),
              { value: RESET, label: t('list.reset') },
            ]}
            value={query.family}
            onChange={(value) => onFamily(value === null || value === RESET ? null : value)}
            allowDeselect={false}
            w={{ base: '100%', sm: 220 }}
          />
          <Button
            type="submit"
            leftSection={<IconSearch size={18} aria-hidden="true" />}
            w={{ base: '100%', sm: 'auto' }}
          >
            {t('list.searchButton')}
          </Button>
        </Group>
      </form>
    </search>
  );
}

/**
 * The shop (EcommerceShop, specification 000, section 2 "Shop"): back button, search text box,
 * family filter with Reset, search button, the cart button with its badge, the product cards, 6
 * per page with previous/next. The search, the family and the page are in the address
 * (`?ricerca=&famiglia=&pagina=`), so back and forward walk through them; the server searches and
 * pages.
 */
export function ShopListPage() {
  const { t } = useTranslation('shop');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = listQueryOf(params);
  const products = useProducts(query);
  const shownSearch = listSearch(query);

  const go = (next: ShopListQuery) => navigate({ pathname: paths.shop, search: listSearch(next) });

  return (
    <Page title={t('list.title')} intro={t('list.intro')}>
      <ShopToolbar backTo={paths.ecommerce} backLabel={t('toolbar.backToShopHome')} />
      <SearchBar
        // A search changed by back or forward shows in the box.
        key={query.search}
        query={query}
        families={products.data?.families ?? []}
        onSearch={(search) => go({ ...query, search, page: 1 })}
        onFamily={(family) => go({ ...query, family, page: 1 })}
      />

      {products.isPending ? (
        <PageLoader />
      ) : products.isError ? (
        <Alert color="red" role="alert">
          {errorText(products.error)}
        </Alert>
      ) : (
        <Stack gap="lg">
          <Text role="status" fw={500}>
            {products.data.total === 0 ? t('list.empty') : t('list.found', { count: products.data.total })}
          </Text>
          {products.data.products.length > 0 && (
            <SimpleGrid
              component="ul"
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="lg"
              className={classes.list}
              aria-label={t('list.products')}
              aria-busy={products.isPlaceholderData || undefined}
            >
              {products.data.products.map((product, index) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  listSearch={shownSearch}
                  firstRow={index < FIRST_ROW}
                />
              ))}
            </SimpleGrid>
          )}
          {products.data.pageCount > 1 && (
            <Group component="nav" aria-label={t('list.pages')} justify="center" gap="xs" wrap="nowrap">
              <Button
                variant="default"
                px="xs"
                leftSection={<IconChevronLeft size={18} aria-hidden="true" />}
                disabled={products.data.page <= 1 || products.isPlaceholderData}
                onClick={() => go({ ...query, page: products.data.page - 1 })}
              >
                {t('list.previous')}
              </Button>
              <Text data-testid="page-indicator" ta="center" size="sm">
                {t('list.page', { page: products.data.page, pages: products.data.pageCount })}
              </Text>
              <Button
                variant="default"
                px="xs"
                rightSection={<IconChevronRight size={18} aria-hidden="true" />}
                disabled={products.data.page >= products.data.pageCount || products.isPlaceholderData}
                onClick={() => go({ ...query, page: products.data.page + 1 })}
              >
                {t('list.next')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Page>
  );
}
