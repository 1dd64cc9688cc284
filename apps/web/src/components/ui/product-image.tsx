import type { ProductPhoto } from '@bulk/domain/catalogue';
import type { ComponentPropsWithoutRef, SyntheticEvent } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  // Swap once: if the placeholder itself fails, stop rather than loop. A `srcset` would win over `src`.
  if (!image.src.endsWith(PLACEHOLDER_IMAGE)) {
    image.removeAttribute('srcset');
    image.src = PLACEHOLDER_IMAGE;
  }
}

type ProductImageProps = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'srcSet' | 'onError'> & {
  /** The product's image; a missing or broken one shows the placeholder illustration. */
  src: string | undefined;
  /** A supplier's photo (square WebP at several widths): shown instead of `src`, the browser picking the width. */
  photo?: ProductPhoto | undefined;
  alt: string;
  /** Intrinsic size (images and photos are square), so the browser reserves the space before loading. */
  size?: number;
};

/** The attributes that show `photo`: every width in `srcset`, and the first at least `size` wide as `src`. */
function photoSources(photo: ProductPhoto, size: number) {
  const fallback = photo.variants.find(({ width }) => width >= size) ?? photo.variants.at(-1);
  return {
    src: fallback?.url ?? PLACEHOLDER_IMAGE,
    srcSet: photo.variants.map(({ url, width }) => `${url} ${width}w`).join(', '),
  };
}

export function ProductImage({ src, photo, alt, size = 400, sizes, ...props }: ProductImageProps) {
  const sources = photo ? photoSources(photo, size) : { src: src ?? PLACEHOLDER_IMAGE };
  return (
    <img
      {...sources}
      sizes={photo ? (sizes ?? `${size}px`) : undefined}
      alt={alt}
      width={size}
      height={size}
      decoding="async"
      onError={showPlaceholder}
      {...props}
    />
  );
}
