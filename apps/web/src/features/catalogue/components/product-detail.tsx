import type { Product } from '@bulk/domain/catalogue';
import { unitLabels } from '@bulk/domain/catalogue/values';
import { lineMaximum, withCartDefaults } from '@bulk/domain/cart';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CartIcon, StarIcon } from '#src/components/layout/icons';
import { ProductImage } from '#src/components/ui/product-image';
import { toast } from '#src/components/ui/toast/toast-store';
import { useMoney } from '#src/components/layout/display-currency';
import { paths, productPath } from '#src/config/paths';
import { quantityWithUnit } from '#src/i18n/bidi';
import { chatLink } from '#src/lib/chat-link';
import { productChatMessage } from '#src/lib/chat-messages';
import { shareLink } from '#src/lib/share-link';
import { PriceSlabs } from './price-slabs';
import { parseQuantity, QuantityStepper } from './quantity-stepper';
import { SellerLine } from './seller-line';

type ProductDetailProps = {
  product: Product;
  /** Adds `quantity` (selling units) to the cart; the cart checks it and says what happened. */
  onAddToCart: (quantity: number) => void;
  /** Whether the product is already on the buyer's wishlist. */
  inWishlist: boolean;
  /** Saves the product to the wishlist; resolves false after saying why it could not. */
  onAddToWishlist: () => Promise<boolean>;
  /** Takes the product off the wishlist; resolves false after saying why it could not. */
  onRemoveFromWishlist: () => Promise<boolean>;
};

const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md border border-leaf-700 px-4 py-3 font-semibold text-leaf-800 hover:bg-leaf-50';

/** The product page: images, prices, ordering terms, packaging, quantity and the add-to-cart form. */
export function ProductDetail({
  product,
  onAddToCart,
  inWishlist,
  onAddToWishlist,
  onRemoveFromWishlist,
}: ProductDetailProps) {
  const { t } = useTranslation();
  const unit = unitLabels[product.unit];
  // Spec section 5: the detail page's minimum is the MOQ and its step the product's step quantity.
  // The API always sends both (positive whole numbers), so the old defaults (10 and 5) never apply.
  const [quantity, setQuantity] = useState(String(product.moq));
  const packagingHeading = useId();
  const discounted = product.originalPricePaise > product.pricePaise;
  const money = useMoney();
  // A supplier's goods can be ordered once its invoice details are on file and its membership runs
  // (docs/decisions/023): they are invoiced in its name. Until then the buyer asks through the chat.
  const orderable = product.seller?.orderable ?? true;
  const discountPercent = discounted
    ? Math.round((1 - product.pricePaise / product.originalPricePaise) * 100)
    : 0;

  function addToCart(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!orderable) return;
    onAddToCart(parseQuantity(quantity));
  }

  async function share() {
    const url = new URL(productPath(product.id), window.location.origin).href;
    const outcome = await shareLink({ title: product.name, text: product.shortDescription, url });
    if (outcome === 'shared') {
      toast({ title: t('toast.shared'), description: t('toast.sharedText', { name: product.name }) });
    } else if (outcome === 'copied') {
      toast({ title: t('toast.linkCopied'), description: t('toast.linkCopiedText', { name: product.name }) });
    } else if (outcome === 'failed') {
      toast({
        title: t('toast.couldNotShare'),
        description: t('toast.couldNotShareText', { url }),
        variant: 'destructive',
      });
    }
  }

  async function toggleWishlist() {
    if (inWishlist) {
      if (!(await onRemoveFromWishlist())) return;
      toast({
        title: t('wishlist.removedTitle'),
        description: t('wishlist.removedText', { name: product.name }),
      });
      return;
    }
    if (!(await onAddToWishlist())) return;
    toast({
      title: t('toast.addedToWishlist'),
      description: t('toast.addedToWishlistText', { name: product.name }),
    });
  }

  function warnMinimum() {
    const { moq } = withCartDefaults(product);
    toast({
      title: t('toast.minimumOrderQuantity'),
      description: t('toast.minimumOrderQuantityText', { name: product.name, moq, unit }),
      variant: 'destructive',
    });
  }

  return (
    <div className="container-page py-8 sm:py-12">
      <nav aria-label={t('product.breadcrumb')} className="text-sm text-stone-700">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to={paths.home} className="rounded hover:underline">
              {t('nav.home')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={paths.products} className="rounded hover:underline">
              {t('nav.products')}
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="font-medium text-ink">
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div>
          <ProductImage
            src={product.images[0]}
            photo={product.photos[0]}
            sizes="(min-width: 1024px) 36rem, 100vw"
            alt={product.name}
            size={600}
            fetchPriority="high"
            className="aspect-square w-full rounded-2xl border border-saffron-100 bg-saffron-50 object-cover"
          />
          {product.photos.length > 1 ? (
            <ul aria-label={t('product.morePhotos')} className="mt-4 grid grid-cols-4 gap-3 sm:grid-cols-5">
              {product.photos.slice(1).map((photo, index) => (
                <li key={photo.variants[0]?.url}>
                  <ProductImage
                    src={undefined}
                    photo={photo}
                    size={120}
                    sizes="7rem"
                    alt={t('product.photoNumber', { name: product.name, number: index + 2 })}
                    loading="lazy"
                    className="aspect-square w-full rounded-lg border border-saffron-100 bg-white object-contain"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <div>
          <p className="text-sm font-semibold tracking-wide text-leaf-700 uppercase">
            {product.categoryLabel}
          </p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-leaf-800 sm:text-4xl">{product.name}</h1>
          {product.seller ? <SellerLine seller={product.seller} className="mt-2" /> : null}

          <p className="mt-3 flex items-center gap-2 text-stone-700">
            <StarIcon className="size-5 fill-saffron-400 text-saffron-600" />
            <span>
              <span className="font-semibold text-ink">{product.rating.toFixed(1)}</span>
              <span className="sr-only"> {t('product.outOf5')}</span>
            </span>
            <span aria-hidden="true">·</span>
            <span>{t('product.reviews', { count: product.reviews })}</span>
          </p>

          <p className="mt-5 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-3xl font-bold text-saffron-800">{money(product.pricePaise)}</span>
            <span className="text-stone-700">{t('product.perUnit', { unit })}</span>
            {discounted ? (
              <>
                <del className="text-lg text-stone-600">
                  <span className="sr-only">{t('product.originalPrice')} </span>
                  {money(product.originalPricePaise)}
                </del>
                <span className="rounded-full bg-leaf-100 px-2 py-0.5 text-sm font-semibold text-leaf-800">
                  {t('product.percentOff', { percent: discountPercent })}
                </span>
              </>
            ) : null}
          </p>

          {product.slabs.length > 0 ? (
            <PriceSlabs product={product} quantity={parseQuantity(quantity)} />
          ) : null}

          <p className="mt-4 text-stone-700">{product.shortDescription}</p>

          <p className="mt-4 rounded-lg bg-saffron-50 px-4 py-3 text-sm text-saffron-900">
            <Trans
              i18nKey="product.orderTerms"
              values={{
                moq: quantityWithUnit(product.moq, unit),
                step: quantityWithUnit(product.stepQty, unit),
              }}
              components={{ b: <strong /> }}
            />
          </p>

          {/* noValidate: the cart's own check explains a refused quantity ('Invalid Quantity'), where the
              browser's bubble would only block the submit. */}
          <form onSubmit={addToCart} noValidate className="mt-6 space-y-6">
            {/* Information, not a choice: the price and quantity are per unit whatever the packing, and
                the cart and the order keep no packaging, so a radio here would change nothing. */}
            {product.packagingSizes.length > 0 ? (
              <div>
                <h2 id={packagingHeading} className="text-sm font-medium text-stone-700">
                  {t('product.packagingSizes')}
                </h2>
                <ul aria-labelledby={packagingHeading} className="mt-2 flex flex-wrap gap-2">
                  {product.packagingSizes.map((size, index) => (
                    <li
                      key={size}
                      className="rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-stone-800"
                    >
                      <bdi>{product.packagingLabels[index] ?? size}</bdi>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}

            <QuantityStepper
              value={quantity}
              onValueChange={setQuantity}
              min={product.moq}
              step={product.stepQty}
              max={lineMaximum(product)}
              unitLabel={unit}
              onForcedToMinimum={warnMinimum}
            />

            {inWishlist ? (
              <p className="text-sm font-semibold text-leaf-800">
                <span aria-hidden="true">✓ </span>
                {t('product.onWishlist')}
              </p>
            ) : null}
            {orderable ? null : (
              <div role="note" className="rounded-lg border border-saffron-200 bg-saffron-50 px-4 py-3">
                <p className="font-semibold text-saffron-900">{t('product.orderingSoon')}</p>
                <p className="mt-1 text-sm text-stone-800">{t('product.orderingSoonText')}</p>
                <a
                  href={chatLink(productChatMessage(product.name))}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-2 inline-block rounded font-semibold text-leaf-800 underline underline-offset-4"
                >
                  {t('product.enquire')}
                </a>
              </div>
            )}
            <div className="flex flex-wrap gap-3">
              {orderable ? (
                <button
                  type="submit"
                  className="inline-flex items-center justify-center gap-2 rounded-md bg-saffron-700 px-6 py-3 font-semibold text-white hover:bg-saffron-800"
                >
                  <CartIcon />
                  {t('product.addToCart')}
                </button>
              ) : null}
              <button type="button" className={secondaryButtonClass} onClick={() => void toggleWishlist()}>
                {inWishlist ? t('product.removeFromWishlist') : t('product.addToWishlist')}
              </button>
              <button type="button" className={secondaryButtonClass} onClick={() => void share()}>
                {t('product.share')}
              </button>
            </div>
          </form>
        </div>
      </div>

      <div className="mt-12 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="product-description">
          <h2 id="product-description" className="text-2xl font-semibold text-leaf-800">
            {t('product.description')}
          </h2>
          <p className="mt-3 max-w-prose leading-relaxed text-stone-800">{product.fullDescription}</p>
        </section>

        <div className="space-y-8">
          {product.certificates.length > 0 ? (
            <section aria-labelledby="product-certificates">
              <h2 id="product-certificates" className="text-2xl font-semibold text-leaf-800">
                {t('nav.certificates')}
              </h2>
              <ul className="mt-3 list-disc space-y-1 ps-5 text-stone-800">
                {product.certificates.map((certificate) => (
                  <li key={certificate}>{certificate}</li>
                ))}
              </ul>
              <Link
                to={paths.certificates}
                className="mt-3 inline-block rounded font-medium text-leaf-800 underline-offset-4 hover:underline"
              >
                {t('product.viewCertificates')}
              </Link>
            </section>
          ) : null}

          {product.documents.length > 0 ? (
            <section aria-labelledby="product-documents">
              <h2 id="product-documents" className="text-2xl font-semibold text-leaf-800">
                {t('product.documents')}
              </h2>
              <ul className="mt-3 space-y-1">
                {product.documents.map((document) => (
                  <li key={document.url}>
                    <a href={document.url} className="rounded font-medium text-leaf-800 underline">
                      {document.name}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
