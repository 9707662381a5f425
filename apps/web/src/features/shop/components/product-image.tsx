import { IconPhoto } from '@tabler/icons-react';
import clsx from 'clsx';
import { useState } from 'react';
import classes from './shop.module.css';

/**
 * A product's image in a frame of fixed proportions; without an image, or when it fails to load,
 * the default icon ("cart images are replaced by a default icon"). An empty `alt` marks an image
 * the text beside it already names (a card, a cart line); the icon then says nothing either.
 */
export function ProductImage({
  src,
  alt,
  className,
  iconSize = 48,
  eager = false,
}: {
  src: string | null;
  alt: string;
  className?: string;
  iconSize?: number;
  /**
   * Seen before any scroll (the largest thing a phone paints first): fetched at once with a high
   * priority, where a lazy image would wait for the layout.
   */
  eager?: boolean;
}) {
  // The address that failed: another address is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const shows = src !== null && src !== '' && failed !== src;
  return (
    <div className={clsx(classes.imageFrame, className)}>
      {shows ? (
        <img
          src={src}
          alt={alt}
          className={classes.image}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          onError={() => setFailed(src)}
        />
      ) : (
        <IconPhoto
          size={iconSize}
          stroke={1.5}
          className={classes.placeholder}
          data-testid="default-product-icon"
          {...(alt === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt })}
        />
      )}
    </div>
  );
}
