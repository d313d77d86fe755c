import type { ProductImage as ProductImageData } from '../../../../shared/api/catalogue';

/**
 * A product picture from the server's resized WebP copies: the browser picks the width it needs
 * (`sizes`), width and height reserve the space so nothing jumps while it loads.
 */
export function ProductImage({
  image,
  alt,
  sizes,
  className = '',
  isEager = false,
}: {
  image: ProductImageData | undefined;
  alt: string;
  sizes: string;
  className?: string;
  isEager?: boolean;
}) {
  if (!image || image.variants.length === 0)
    return <div className={`bg-ink-soft ${className}`} role="img" aria-label={alt} />;
  const byWidth = new Map(image.variants.map((v) => [v.width, v]));
  const variants = [...byWidth.values()].sort((a, b) => a.width - b.width);
  const first = variants[0]!;
  return (
    <img
      src={first.url}
      srcSet={variants.map((v) => `${v.url} ${v.width}w`).join(', ')}
      sizes={sizes}
      width={first.width}
      height={first.height}
      alt={alt}
      loading={isEager ? 'eager' : 'lazy'}
      fetchPriority={isEager ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
      className={className}
    />
  );
}
