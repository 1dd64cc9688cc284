/**
 * The interface's strings in parts, so that a first visit downloads only those the first page needs
 * (docs/performance.md, "Strings in parts"). The locale files stay one per language, whole, as translators
 * edit them; the build cuts each into these parts (`string-parts-plugin.ts`, imports of
 * `locales/<code>.json?strings=<part>`).
 *
 * - `core` is loaded with the app: the frame (header, footer, menus, search box, cart count and its
 *   toasts), the home page, the 404 page, the newsletter form and the API client's general errors.
 * - Every other part is loaded with the pages that need it (`lazyPage` in app/router.tsx waits for it
 *   beside the page's code), in the shown language and then in every language chosen later.
 *
 * A path is a group of keys (`about`) or one key (`toast.addedToCart`; a plural key stands for all its
 * forms). Parts may overlap. Every key of `en.json` must be in at least one part, and every key a page's
 * code uses must be in `core` or in a part the page loads: `string-parts.test.ts` checks both.
 */
export const stringParts = {
  core: [
    'announcement',
    'cart.reorder',
    'catalogue.clearAll',
    'catalogue.loadFailed',
    'catalogue.loading',
    'catalogue.noProducts',
    'catalogue.noProductsText',
    'common.chatWithUs',
    'common.retry',
    'common.retrying',
    'common.skipToMain',
    'common.startShopping',
    'errors.generic',
    'errors.offline',
    'errors.unexpected',
    'footer',
    'header',
    'headerSearch',
    'home',
    'language',
    'nav',
    'newsletter',
    'notFound',
    'policies',
    'product.minOrder',
    'product.originalPrice',
    'product.soldBy',
    'product.verifiedSupplier',
    'search.label',
    'search.submit',
    'toast.aboveLineMaximumText',
    'toast.addedToCart',
    'toast.addedToCartText',
    'toast.alreadySubscribed',
    'toast.belowMoq',
    'toast.cartUpdated',
    'toast.cartUpdatedText',
    'toast.invalidQuantity',
    'toast.invalidStep',
    'toast.invalidStepText',
    'toast.itemRemoved',
    'toast.itemRemovedText',
    'toast.loggedOut',
    'toast.logoutFailed',
    'toast.logoutSuccessful',
    'toast.minimumQuantity',
    'toast.minimumQuantityText',
    'toast.offStep',
    'toast.subscribed',
    'toast.subscribedText',
    'toast.subscriptionFailed',
    'toast.tooLarge',
    'visitors',
  ],
  catalogue: [
    'cart.quantityLabel',
    'catalogue',
    'pages.productsIntro',
    'pages.staples',
    'pages.staplesIntro',
    'product',
    'search',
    'supplierPage',
    'toast.addedToWishlist',
    'toast.addedToWishlistText',
    'toast.couldNotShare',
    'toast.couldNotShareText',
    'toast.linkCopied',
    'toast.linkCopiedText',
    'toast.minimumOrderQuantity',
    'toast.minimumOrderQuantityText',
    'toast.shared',
    'toast.sharedText',
    'wishlist',
  ],
  about: ['about', 'account.browseProducts', 'pages.aboutIntro'],
  pages: [
    'blog',
    'certificates',
    'common.close',
    'contact',
    'documents',
    'form.address',
    'form.email',
    'form.phone',
    'form.requiredNote',
    'pages.blogIntro',
    'pages.certificatesIntro',
    'pages.certificatesNote',
    'pages.englishOnly',
    'policy',
    'shippingTable',
    'ticket',
    'toast.ticketId',
    'toast.ticketNotRaised',
    'toast.ticketRaised',
  ],
  member: [
    'account',
    'authScreen',
    'cart',
    'changePassword',
    'checkout',
    'common.loading',
    'contact.raiseTicket',
    'forgot',
    'instalments',
    'invoiceDetails',
    'form',
    'labels',
    'listings',
    'login',
    'membership',
    'orderDetail',
    'orderShipments',
    'orders',
    'payAgain',
    'paymentFailed',
    'policy.becomeVerifiedSupplier',
    'product.addToCart',
    'profileForm',
    'reset',
    'roles',
    'signup',
    'thankYou',
    'ticket',
    'toast',
    'verifyEmail',
    'wishlist',
  ],
  jobs: ['common.loading', 'form.requiredNote', 'jobs', 'toast.error'],
  // A supplier's shipments (/dashboard/orders) and the admins' (/admin/shipments).
  fulfilment: ['form.requiredNote', 'fulfilment'],
  reports: ['supplierReports'],
  // The forms' checks and the server's messages in the shown language (i18n/messages.ts): loaded with every
  // form, the footer's newsletter too. Until then a server's message shows as it came, in English.
  messages: ['errors', 'validation'],
} as const satisfies Record<string, readonly string[]>;

export type StringPart = keyof typeof stringParts;
/** A part loaded after the app starts, with the pages that need it. */
export type LazyStringPart = Exclude<StringPart, 'core'>;

type Strings = { readonly [key: string]: unknown };

const PLURAL_SUFFIX = /_(?:zero|one|two|few|many|other)$/;

/** The keys of `strings` (one language's whole file) that `paths` name, in the file's shape. */
export function pickStrings(strings: Strings, paths: readonly string[]): Record<string, unknown> {
  const picked: Record<string, Record<string, unknown>> = {};
  for (const path of paths) {
    const [group, key] = path.split('.') as [string, string | undefined];
    const texts = strings[group];
    if (typeof texts !== 'object' || texts === null) continue;
    const entries = Object.entries(texts).filter(
      ([name]) => key === undefined || name === key || name.replace(PLURAL_SUFFIX, '') === key,
    );
    picked[group] = { ...picked[group], ...Object.fromEntries(entries) };
  }
  return picked;
}
