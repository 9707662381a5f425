import {
  Alert,
  Button,
  Card,
  Group,
  List,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  type AddToCartProblem,
  addToCartProblem,
  EMBROIDERY_TEXT_MAX,
  embroideryLength,
  embroideryProblem,
  normalizeEmbroideryText,
  quantityBounds,
  quantityInCart,
  quantityOptions,
} from '@school/domain/shop/cart';
import { isOrderable, STOCK_LABELS, type StockState } from '@school/domain/shop/catalogue';
import type { ProductSheet } from '@school/domain/shop/contracts/shop';
import { formatPriceCents } from '@school/domain/shop/money';
import { IconBolt, IconFileTypePdf, IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ExternalLink } from '../../../components/external-link';
import { Page } from '../../../components/page';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { useErrorText } from '../../../lib/error-text';
import { useAddCartLine } from '../api/add-cart-line';
import { useCart } from '../api/get-cart';
import { useProduct } from '../api/get-product';
import { useCartView } from '../hooks/use-cart-view';
import { ImageCarousel } from './image-carousel';
import type { FromList } from './product-card';
import { ProductPrice } from './product-price';
import classes from './shop.module.css';
import { ShopToolbar } from './shop-toolbar';

/** Availability colours that pass the contrast check on white. */
const STOCK_COLOR: Record<StockState, string> = { inStock: 'teal.9', bookable: 'grape.9', soldOut: 'red.9' };

/** The error code of a refusal (`errors` catalogue, the server's codes). */
function problemCode(problem: AddToCartProblem): string {
  return problem === 'quantity' ? 'shop.invalidQuantity' : `shop.${problem}`;
}

/** Problems shown beside their field; the others above the buttons. */
const FIELD_PROBLEMS: readonly AddToCartProblem[] = [
  'sizeRequired',
  'sizeUnknown',
  'embroideryRequired',
  'embroideryTooLong',
  'embroideryControlCharacters',
];

function ProductDetail({ product }: { product: ProductSheet }) {
  const { t } = useTranslation('shop');
  const errorText = useErrorText();
  const cart = useCart();
  const cartView = useCartView();
  const add = useAddCartLine();
  const [size, setSize] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [embroidery, setEmbroidery] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [isAddedOpen, setAddedOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [pendingMode, setPendingMode] = useState<'add' | 'quick'>('add');

  const lines = cart.data?.lines ?? [];
  // "max 10 or the product's per-order maximum minus quantity already in cart".
  const bounds = quantityBounds({
    perOrderMax: product.perOrderMax,
    inCart: quantityInCart(lines, product.id),
  });
  const options = quantityOptions(bounds);
  const chosenQuantity = options.includes(quantity) ? quantity : (options[0] ?? quantity);
  const hasSizes = product.sizeKind !== 'none' && product.sizes.length > 0;
  const chosenSize = hasSizes ? product.sizes.find((entry) => entry.size === size) : undefined;
  const stock = chosenSize?.stock ?? product.stock;
  const embroideryText = product.isEmbroiderable ? embroidery : '';
  const problem = addToCartProblem({
    product: {
      id: product.id,
      perOrderMax: product.perOrderMax,
      isEmbroiderable: product.isEmbroiderable,
      sizes: hasSizes ? product.sizes.map((entry) => entry.size) : [],
    },
    stock,
    price: product.price,
    quantity: chosenQuantity,
    size: size ?? '',
    embroideryText,
    cart: lines,
  });
  // Refusals the shopper cannot fix on this page disable the buttons; the others are told on click.
  const isBlocked = !isOrderable(stock) || product.price === null || bounds.limitReached;
  // The bounds count the cart: nothing is added before it is read.
  const isWaiting = cart.isPending;
  const sizeError = attempted && (problem === 'sizeRequired' || problem === 'sizeUnknown');
  const currentEmbroideryProblem = product.isEmbroiderable ? embroideryProblem(embroidery, true) : null;
  const showsEmbroideryProblem =
    currentEmbroideryProblem !== null && (attempted || currentEmbroideryProblem !== 'embroideryRequired');
  const otherProblem = attempted && problem !== null && !FIELD_PROBLEMS.includes(problem) && !isBlocked;

  const submit = (mode: 'add' | 'quick') => {
    if (add.isPending) return;
    setAttempted(true);
    setError(null);
    setAnnouncement('');
    if (problem !== null || isWaiting) return;
    setPendingMode(mode);
    add.mutate(
      {
        productId: product.id,
        size: chosenSize?.size ?? '',
        quantity: chosenQuantity,
        embroideryText: product.isEmbroiderable ? normalizeEmbroideryText(embroidery) : '',
      },
      {
        onSuccess: () => {
          setAttempted(false);
          setQuantity(1);
          setAnnouncement(t('sheet.added.text', { name: product.name }));
          // "Quick purchase adds then shows cart"; otherwise "A modal confirms 'added to cart' with OK".
          if (mode === 'quick') cartView.open();
          else setAddedOpen(true);
        },
        onError: (cause) => setError(cause),
      },
    );
  };

  return (
    <Stack gap="xl">
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <ImageCarousel name={product.name} images={product.images} />
        <Stack gap="md">
          {product.bookingInfo !== '' && <Text className={classes.preLine}>{product.bookingInfo}</Text>}
          <ProductPrice price={product.price} size="xl" />

          {hasSizes && (
            <Select
              label={t(product.sizeKind === 'shoe' ? 'sheet.shoe' : 'sheet.size')}
              placeholder={t(product.sizeKind === 'shoe' ? 'sheet.shoePlaceholder' : 'sheet.sizePlaceholder')}
              // The sizes in the answer's order (the server sorts them: 10XS to 10XL, shoes by number).
              data={product.sizes.map((entry) => entry.size)}
              value={size}
              onChange={setSize}
              required
              error={sizeError && problem ? errorText(problemCode(problem)) : undefined}
              errorProps={{ role: 'alert' }}
              w={{ base: '100%', xs: 240 }}
            />
          )}
          {(!hasSizes || chosenSize) && (
            <Text fw={600} c={STOCK_COLOR[stock]} data-testid="availability">
              {t('stock.label', { state: STOCK_LABELS[stock] })}
            </Text>
          )}

          {bounds.limitReached ? (
            <Text fw={600} c="red.9" data-testid="quantity-limit">
              {errorText('shop.quantityLimitReached')}
            </Text>
          ) : (
            <Select
              label={t('sheet.quantity')}
              data={options.map(String)}
              value={String(chosenQuantity)}
              onChange={(value) => value !== null && setQuantity(Number(value))}
              allowDeselect={false}
              disabled={options.length === 0 || !isOrderable(stock)}
              w={{ base: '100%', xs: 140 }}
            />
          )}

          {product.leadTimeDays !== null && (
            <Text size="sm" c="gray.7">
              {t('sheet.leadTime', { count: product.leadTimeDays })}
            </Text>
          )}

          {product.isEmbroiderable && (
            <Card withBorder radius="md" padding="md" component="section" aria-labelledby="embroidery-title">
              <Stack gap="xs">
                <Title order={2} size="h4" id="embroidery-title">
                  {t('sheet.embroidery.title')}
                </Title>
                {product.embroideryCents !== null && (
                  <Text size="sm">
                    {t('sheet.embroidery.price', { price: formatPriceCents(product.embroideryCents) })}
                  </Text>
                )}
                <TextInput
                  label={t('sheet.embroidery.label')}
                  value={embroidery}
                  onChange={(event) => setEmbroidery(event.currentTarget.value)}
                  required
                  autoComplete="off"
                  description={`${t('sheet.embroidery.help', { max: EMBROIDERY_TEXT_MAX })} ${t(
                    'sheet.embroidery.counter',
                    { count: embroideryLength(embroidery), max: EMBROIDERY_TEXT_MAX },
                  )}`}
                  descriptionProps={{ 'data-testid': 'embroidery-counter' }}
                  error={
                    showsEmbroideryProblem && currentEmbroideryProblem
                      ? errorText(problemCode(currentEmbroideryProblem))
                      : undefined
                  }
                  errorProps={{ role: 'alert' }}
                />
              </Stack>
            </Card>
          )}

          {otherProblem && problem && (
            <Alert color="red" role="alert">
              {errorText(problemCode(problem))}
            </Alert>
          )}
          {error !== null && (
            <Alert color="red" role="alert">
              {errorText(error)}
            </Alert>
          )}

          <Group gap="sm" wrap="wrap">
            <Button
              size="md"
              w={{ base: '100%', xs: 'auto' }}
              leftSection={<IconShoppingCartPlus size={18} aria-hidden="true" />}
              disabled={isBlocked || isWaiting || (add.isPending && pendingMode === 'quick')}
              loading={add.isPending && pendingMode === 'add'}
              onClick={() => submit('add')}
            >
              {t('sheet.add')}
            </Button>
            <Button
              size="md"
              variant="default"
              w={{ base: '100%', xs: 'auto' }}
              leftSection={<IconBolt size={18} aria-hidden="true" />}
              disabled={isBlocked || isWaiting || (add.isPending && pendingMode === 'add')}
              loading={add.isPending && pendingMode === 'quick'}
              onClick={() => submit('quick')}
            >
              {t('sheet.quickBuy')}
            </Button>
          </Group>
        </Stack>
      </SimpleGrid>

      {(product.description !== '' || product.notes !== '') && (
        <Stack gap="xs" component="section" aria-labelledby="details-title">
          <Title order={2} size="h3" id="details-title">
            {t('sheet.details')}
          </Title>
          {product.description !== '' && <Text className={classes.preLine}>{product.description}</Text>}
          {product.notes !== '' && (
            <>
              <Title order={3} size="h5">
                {t('sheet.notes')}
              </Title>
              <Text className={classes.preLine}>{product.notes}</Text>
            </>
          )}
        </Stack>
      )}

      {product.sheets.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="sheets-title">
          <Title order={2} size="h3" id="sheets-title">
            {t('sheet.technicalSheet')}
          </Title>
          <List spacing="xs" listStyleType="none" pl={0}>
            {product.sheets.map((file) => (
              <List.Item key={file.id} icon={<IconFileTypePdf size={20} aria-hidden="true" />}>
                <ExternalLink href={file.url} className={classes.wrap}>
                  {file.filename}
                </ExternalLink>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}

      <Modal
        opened={isAddedOpen}
        onClose={() => setAddedOpen(false)}
        title={t('sheet.added.title')}
        centered
        withCloseButton={false}
      >
        <Text>{t('sheet.added.text', { name: product.name })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => setAddedOpen(false)} data-autofocus>
            {t('sheet.added.ok')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

/**
 * The product sheet (EcommerceProduct, specification 000, section 2 "Product sheet"): back to the
 * list (its page and filters as left), the cart button with its badge, the loading image, then
 * the detail: name, booking info, images with zoom, size or shoe number with its availability,
 * quantity (with "Quantità massima per ordine raggiunta" at the per-order maximum), lead time,
 * embroidery, details, technical sheet, price, "Aggiungi al carrello" and "Acquisto rapido".
 * Every rule is the domain's; the server checks them again.
 */
export function ProductSheetPage({ code }: { code: string }) {
  const { t } = useTranslation('shop');
  const errorText = useErrorText();
  const location = useLocation();
  const listSearch = (location.state as Partial<FromList> | null)?.listSearch ?? '';
  const product = useProduct(code);

  return (
    <Page title={product.data?.name ?? t('list.title')}>
      <ShopToolbar backTo={`${paths.shop}${listSearch}`} backLabel={t('toolbar.backToProducts')} />
      {product.isPending ? (
        <PageLoader />
      ) : product.isError ? (
        <Alert color="red" role="alert">
          {errorText(product.error)}
        </Alert>
      ) : (
        // A new product starts with an empty form.
        <ProductDetail key={product.data.id} product={product.data} />
      )}
    </Page>
  );
}
