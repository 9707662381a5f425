import { Anchor, Badge, Card, Group, Text, Title } from '@mantine/core';
import { STOCK_LABELS } from '@school/domain/shop/catalogue';
import type { ProductCard as ProductCardView } from '@school/domain/shop/contracts/shop';
import { IconChevronRight, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shopProductPath } from '../../../config/paths';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import classes from './shop.module.css';

/** The tag's colours: white on red 9 and on teal 9 both pass the contrast check. */
const TAG_COLOR = { 'Promo!': 'red.9', 'New!': 'teal.9' } as const;

/** Where the sheet's back button returns: the list's page and filters as they were. */
export interface FromList {
  listSearch: string;
}

/**
 * A product card (specification 000, section 2 "Shop"): image, name, booking info, New! or Promo!
 * tag, price, the INFO prompt; "Border: red promo, green new, gold otherwise"; "Priority products
 * are highlighted". The whole card opens the sheet (its name's link covers it).
 */
/** The cards of the list's first row on a laptop (the first on a phone): seen before any scroll. */
export const FIRST_ROW = 3;

export function ProductCard({
  product,
  listSearch,
  firstRow = false,
}: {
  product: ProductCardView;
  listSearch: string;
  /** Seen before any scroll: its image is fetched at once instead of lazily. */
  firstRow?: boolean;
}) {
  const { t } = useTranslation('shop');
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      data-product={product.code}
      data-border={product.border}
      data-highlighted={product.highlighted || undefined}
    >
      {/* The card's name names the image. */}
      <ProductImage src={product.imageUrl} alt="" eager={firstRow} />
      {(product.tag || product.highlighted) && (
        <Group gap="xs">
          {product.tag && (
            <Badge color={TAG_COLOR[product.tag]} variant="filled" tt="none">
              {product.tag}
            </Badge>
          )}
          {product.highlighted && (
            <Badge
              color="grape.9"
              variant="filled"
              tt="none"
              leftSection={<IconStarFilled size={12} aria-hidden="true" />}
            >
              {t('card.highlighted')}
            </Badge>
          )}
        </Group>
      )}
      <Title order={2} size="h4" className={classes.wrap}>
        <Anchor
          component={Link}
          to={shopProductPath(product.code)}
          state={{ listSearch } satisfies FromList}
          className={classes.stretchedLink}
          inherit
        >
          {product.name}
        </Anchor>
      </Title>
      {product.bookingInfo !== '' && (
        <Text size="sm" c="gray.7" className={classes.preLine}>
          {product.bookingInfo}
        </Text>
      )}
      {product.stock === 'soldOut' && (
        <Text size="sm" fw={700} c="red.9">
          {STOCK_LABELS.soldOut}
        </Text>
      )}
      <ProductPrice price={product.price} />
      <Text className={classes.info} aria-hidden="true">
        {t('card.info')} <IconChevronRight size={14} style={{ verticalAlign: 'middle' }} />
      </Text>
    </Card>
  );
}
