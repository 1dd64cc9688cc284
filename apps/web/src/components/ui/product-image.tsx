import type { ComponentPropsWithoutRef, SyntheticEvent } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  // Swap once: if the placeholder itself fails, stop rather than loop.
  if (!image.src.endsWith(PLACEHOLDER_IMAGE)) image.src = PLACEHOLDER_IMAGE;
}

type ProductImageProps = Omit<ComponentPropsWithoutRef<'img'>, 'src' | 'onError'> & {
  /** The product's image; a missing or broken one shows the placeholder illustration. */
  src: string | undefined;
  alt: string;
  /** Intrinsic size (the illustrations are square), so the browser reserves the space before loading. */
  size?: number;
};

export function ProductImage({ src, alt, size = 400, ...props }: ProductImageProps) {
  return (
    <img
      src={src ?? PLACEHOLDER_IMAGE}
      alt={alt}
      width={size}
      height={size}
      decoding="async"
      onError={showPlaceholder}
      {...props}
    />
  );
}
