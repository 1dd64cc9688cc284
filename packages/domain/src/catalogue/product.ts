import { z } from 'zod';
import { productUnits } from './values';

export const productDocumentSchema = z.object({ name: z.string(), url: z.string() });
export type ProductDocument = z.infer<typeof productDocumentSchema>;

/**
 * Who sells a supplier's product: an approved supplier, its name and public page (/suppliers/{slug}), the
 * state of its GST registration (null until it gives its invoice details) and whether its products can be
 * ordered now: invoice details on file and membership running (docs/decisions/023).
 */
export const productSellerSchema = z.object({
  id: z.number().int().positive(),
  businessName: z.string(),
  slug: z.string(),
  state: z.string().nullable(),
  orderable: z.boolean(),
});
export type ProductSeller = z.infer<typeof productSellerSchema>;

/** From `fromQuantity` units up, a unit costs `pricePaise` (a supplier's quantity slab, docs/decisions/014). */
export const productSlabSchema = z.object({
  fromQuantity: z.number().int().positive(),
  pricePaise: z.number().int().positive(),
});

/**
 * A supplier's photo as the store serves it: square WebP images at a few widths, for `srcset`. Every
 * variant is square (padded, never cropped), so the page reserves the space before one loads.
 */
export const productPhotoSchema = z.object({
  variants: z.array(z.object({ width: z.number().int().positive(), url: z.string() })).min(1),
});
export type ProductPhoto = z.infer<typeof productPhotoSchema>;

/**
 * A catalogue product as the API serves it. Money is integer paise, weight is grams per selling unit. Its
 * texts are in the language asked for (`?lang=`) where the catalogue has a translation; `category` and
 * `packagingSizes` stay English, as the keys that filters and orders use, beside their labels to show.
 */
export const productSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  category: z.string(),
  /** The category's name in the language asked for. */
  categoryLabel: z.string(),
  categorySlug: z.string(),
  shortDescription: z.string(),
  fullDescription: z.string(),
  pricePaise: z.number().int().nonnegative(),
  originalPricePaise: z.number().int().nonnegative(),
  unit: z.enum(productUnits),
  moq: z.number().int().positive(),
  stepQty: z.number().int().positive(),
  weightGrams: z.number().int().positive(),
  /** The HSN code that decides the product's GST rate (ADR 011). */
  hsn: z.string().regex(/^\d{4}(?:\d{2}){0,2}$/),
  packagingSizes: z.array(z.string()),
  /** `packagingSizes` in the language asked for, in the same order. */
  packagingLabels: z.array(z.string()),
  rating: z.number().min(0).max(5),
  reviews: z.number().int().nonnegative(),
  images: z.array(z.string()),
  /** A supplier's photos, the cover first (docs/decisions/015); empty for the company's own goods. */
  photos: z.array(productPhotoSchema),
  certificates: z.array(z.string()),
  documents: z.array(productDocumentSchema),
  featured: z.boolean(),
  /** Null for the company's own goods. */
  seller: productSellerSchema.nullable(),
  /** The state a supplier's goods leave from (its listing's pickup state); null for the company's own. */
  pickupState: z.string().nullable(),
  /** Cheaper unit prices from larger quantities, in rising order; empty for the company's own goods. */
  slabs: z.array(productSlabSchema),
});
export type Product = z.infer<typeof productSchema>;

/**
 * A product as a listing shows it, on a card: the product without what only its own page shows (the full
 * description, HSN, packaging sizes, rating, certificates, documents and slabs), with its first image or
 * cover photo only. About half a product's bytes; `GET /api/products/:id` answers the whole product.
 */
export const productListItemSchema = productSchema
  .pick({
    id: true,
    name: true,
    category: true,
    categoryLabel: true,
    categorySlug: true,
    shortDescription: true,
    pricePaise: true,
    originalPricePaise: true,
    unit: true,
    moq: true,
    stepQty: true,
    weightGrams: true,
    featured: true,
    seller: true,
  })
  .extend({
    /** The first of the product's images, if any: the card's. */
    images: z.array(z.string()).max(1),
    /** The cover photo of a supplier's listing, if any. */
    photos: z.array(productPhotoSchema).max(1),
  });
export type ProductListItem = z.infer<typeof productListItemSchema>;

/** `product` as a listing carries it. */
export function toProductListItem(product: Product): ProductListItem {
  return {
    id: product.id,
    name: product.name,
    category: product.category,
    categoryLabel: product.categoryLabel,
    categorySlug: product.categorySlug,
    shortDescription: product.shortDescription,
    pricePaise: product.pricePaise,
    originalPricePaise: product.originalPricePaise,
    unit: product.unit,
    moq: product.moq,
    stepQty: product.stepQty,
    weightGrams: product.weightGrams,
    featured: product.featured,
    seller: product.seller,
    images: product.images.slice(0, 1),
    photos: product.photos.slice(0, 1),
  };
}

/** One page of a listing: `total` counts the products of every page, `page` counts from 1. */
export const productListSchema = z.object({
  products: z.array(productListItemSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type ProductList = z.infer<typeof productListSchema>;
