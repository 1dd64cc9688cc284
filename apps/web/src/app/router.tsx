import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate } from 'react-router';
import type { DataRouter, HydrationState, LoaderFunction, RouteObject } from 'react-router';
import { paths } from '#src/config/paths';
import { loadStrings } from '#src/i18n/i18n';
import type { LazyStringPart } from '#src/i18n/string-parts';
import { nextTask } from '#src/lib/takeover';
import NotFoundPage from './routes/not-found';
import { prefetchJob, prefetchJobList, prefetchProduct, prefetchProductList } from './route-prefetch';
import { RouteError } from './routes/route-error';
import HomePage from './routes/store/home';
import { StoreFrame } from './store-frame';

type RouteModule = { default: ComponentType };

/** What a route says of itself, in its `handle`: React Router hands it on to the route's matches. */
type RouteHandle = {
  /** The server renders the page (docs/decisions/006-server-rendering.md). */
  serverRendered?: boolean;
};

/** A public page the server renders: the same for every visitor who reads English and rupees. */
function serverRendered(route: RouteObject): RouteObject {
  const handle: RouteHandle = { serverRendered: true };
  return { ...route, handle };
}

/** Whether the server renders the route's page; the renderer asks it of the deepest match of a path. */
export const isServerRendered = (route: RouteObject): boolean =>
  (route.handle as RouteHandle | undefined)?.serverRendered === true;

type LazyPageOptions = {
  /** Starts the page's first requests while its code downloads. */
  loader?: LoaderFunction;
  /** The parts of the interface's strings the page needs beyond the core (i18n/string-parts.ts). */
  strings?: readonly LazyStringPart[];
};

/**
 * A route whose page is code-split: the module's default export becomes the route's component, once the
 * strings it needs are loaded too (fetched beside the code), so that it never shows a key in their place.
 */
function lazyPage(
  path: string | undefined,
  load: () => Promise<RouteModule>,
  { loader, strings = [] }: LazyPageOptions = {},
): RouteObject {
  return {
    ...(path === undefined ? { index: true } : { path }),
    // A loader starts a page's first requests, and again for another path (/product/3 after /product/2);
    // a change of the search only (the catalogue's filters) is fetched by the page itself, which keeps the
    // previous results on screen meanwhile.
    ...(loader && {
      loader,
      shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    }),
    lazy: async () => {
      const [module] = await Promise.all([load(), loadStrings(strings)]);
      return { Component: module.default };
    },
  };
}

// The strings of the pages beyond the core, by area.
const catalogueStrings = { strings: ['catalogue'] } as const;
const contentStrings = { strings: ['pages'] } as const;
const formStrings = { strings: ['pages', 'messages'] } as const;
const memberStrings = { strings: ['member', 'messages'] } as const;
const adminStrings = { strings: ['messages'] } as const;
const jobStrings = { strings: ['jobs', 'messages'] } as const;
const memberJobStrings = { strings: ['member', 'jobs', 'messages'] } as const;
const reportStrings = { strings: ['member', 'reports', 'messages'] } as const;

function PageLoading() {
  return (
    <p role="status" className="container-page py-12 text-stone-700">
      Loading...
    </p>
  );
}

const storeRoutes = (queryClient: QueryClient): RouteObject[] => [
  serverRendered({ index: true, element: <HomePage /> }),
  serverRendered(lazyPage(paths.about, () => import('./routes/store/about'), { strings: ['about'] })),
  serverRendered(lazyPage(paths.blog, () => import('./routes/store/blog'), contentStrings)),
  serverRendered(lazyPage(paths.contact, () => import('./routes/store/contact'), formStrings)),
  serverRendered(
    lazyPage(paths.products, () => import('./routes/store/products'), {
      ...catalogueStrings,
      loader: prefetchProductList(queryClient),
    }),
  ),
  serverRendered(lazyPage(paths.staples, () => import('./routes/store/staples'), catalogueStrings)),
  serverRendered(
    lazyPage(paths.product, () => import('./routes/store/product-detail'), {
      ...catalogueStrings,
      loader: prefetchProduct(queryClient),
    }),
  ),
  serverRendered(lazyPage(paths.supplier, () => import('./routes/store/supplier'), catalogueStrings)),
  serverRendered(lazyPage(paths.certificates, () => import('./routes/store/certificates'), contentStrings)),
  serverRendered(
    lazyPage(paths.jobs, () => import('./routes/store/jobs'), {
      ...jobStrings,
      loader: prefetchJobList(queryClient),
    }),
  ),
  serverRendered(
    lazyPage(paths.job, () => import('./routes/store/job-detail'), {
      ...jobStrings,
      loader: prefetchJob(queryClient),
    }),
  ),
  lazyPage(paths.jobAlertsUnsubscribe, () => import('./routes/store/job-alerts-unsubscribe'), jobStrings),
  lazyPage(paths.cart, () => import('./routes/store/cart'), memberStrings),
  lazyPage(paths.checkout, () => import('./routes/store/checkout'), memberStrings),
  serverRendered(lazyPage(paths.search, () => import('./routes/store/search'), catalogueStrings)),
  lazyPage(paths.thankYou, () => import('./routes/store/thank-you'), memberStrings),
  lazyPage(paths.paymentFailed, () => import('./routes/store/payment-failed'), memberStrings),
  lazyPage(paths.orderPayments, () => import('./routes/store/order-payments'), memberStrings),
  serverRendered(lazyPage(paths.documents, () => import('./routes/store/documents'), contentStrings)),
  serverRendered(
    lazyPage(paths.privacyPolicy, () => import('./routes/store/privacy-policy'), contentStrings),
  ),
  serverRendered(
    lazyPage(paths.termsAndConditions, () => import('./routes/store/terms-and-conditions'), contentStrings),
  ),
  serverRendered(lazyPage(paths.paymentTerms, () => import('./routes/store/payment-terms'), contentStrings)),
  serverRendered(
    lazyPage(
      paths.refundCancellationPolicy,
      () => import('./routes/store/refund-cancellation-policy'),
      contentStrings,
    ),
  ),
  serverRendered(
    lazyPage(paths.shippingPolicy, () => import('./routes/store/shipping-policy'), contentStrings),
  ),
  serverRendered(
    lazyPage(paths.supplierPolicy, () => import('./routes/store/supplier-policy'), contentStrings),
  ),
  serverRendered(
    lazyPage(paths.jobSeekerPolicy, () => import('./routes/store/job-seeker-policy'), contentStrings),
  ),
];

const accountRoutes: RouteObject[] = [
  lazyPage(paths.login, () => import('./routes/account/login'), memberStrings),
  lazyPage(paths.forgotPassword, () => import('./routes/account/forgot-password'), memberStrings),
  lazyPage(paths.resetPassword, () => import('./routes/account/reset-password'), memberStrings),
  lazyPage(paths.verifyEmail, () => import('./routes/account/verify-email'), memberStrings),
  lazyPage(paths.registerSupplier, () => import('./routes/account/register-supplier'), memberStrings),
  lazyPage(paths.registerJob, () => import('./routes/account/register-job'), memberJobStrings),
  lazyPage(paths.customerDashboard, () => import('./routes/account/customer-dashboard'), memberStrings),
  lazyPage(paths.supplierDashboard, () => import('./routes/account/supplier-dashboard'), memberStrings),
  lazyPage(paths.jobSeekerDashboard, () => import('./routes/account/job-seeker-dashboard'), memberJobStrings),
  { path: paths.jobSeekerDashboardAlias, element: <Navigate to={paths.jobSeekerDashboard} replace /> },
  lazyPage(paths.accountOrders, () => import('./routes/account/orders'), {
    strings: ['member', 'messages', 'fulfilment'],
  }),
  lazyPage(paths.accountOrder, () => import('./routes/account/order-detail'), memberStrings),
  lazyPage(paths.accountInvoices, () => import('./routes/account/invoices'), memberStrings),
  lazyPage(paths.accountWishlist, () => import('./routes/account/wishlist'), memberStrings),
  lazyPage(paths.accountProfile, () => import('./routes/account/profile'), memberJobStrings),
  lazyPage(paths.accountChangePassword, () => import('./routes/account/change-password'), memberStrings),
  lazyPage(paths.supplierProducts, () => import('./routes/account/supplier-products'), memberStrings),
  lazyPage(paths.supplierProductNew, () => import('./routes/account/supplier-product-edit'), memberStrings),
  lazyPage(paths.supplierProduct, () => import('./routes/account/supplier-product-edit'), memberStrings),
  lazyPage(paths.supplierPayments, () => import('./routes/account/member-payments'), memberStrings),
  lazyPage(paths.supplierReports, () => import('./routes/account/supplier-reports'), reportStrings),
  lazyPage(paths.supplierPayouts, () => import('./routes/account/supplier-payouts'), memberStrings),
  lazyPage(paths.supplierSettings, () => import('./routes/account/supplier-settings'), memberStrings),
  lazyPage(
    paths.supplierInvoiceDetails,
    () => import('./routes/account/supplier-invoice-details'),
    memberStrings,
  ),
  lazyPage(paths.jobseekerPaymentStatus, () => import('./routes/account/member-payments'), memberStrings),
  lazyPage(paths.jobseekerJobs, () => import('./routes/account/jobseeker-jobs'), memberJobStrings),
  lazyPage(
    paths.jobseekerRecommendations,
    () => import('./routes/account/jobseeker-recommendations'),
    memberJobStrings,
  ),
  lazyPage(paths.jobseekerSupport, () => import('./routes/account/jobseeker-support'), memberStrings),
  lazyPage(paths.employerOpenings, () => import('./routes/account/employer-openings'), memberJobStrings),
  lazyPage(
    paths.employerOpeningNew,
    () => import('./routes/account/employer-opening-edit'),
    memberJobStrings,
  ),
  lazyPage(paths.employerOpening, () => import('./routes/account/employer-opening-edit'), memberJobStrings),
  lazyPage(paths.employerApplicants, () => import('./routes/account/employer-applicants'), memberJobStrings),
];

const adminRoutes: RouteObject[] = [
  {
    ...lazyPage(paths.adminLogin, () => import('./routes/admin/admin-login'), adminStrings),
    hydrateFallbackElement: <PageLoading />,
  },
  {
    // The frame guards the whole tree: only a signed-in admin sees it; anyone else goes to /admin/login.
    path: paths.admin,
    hydrateFallbackElement: <PageLoading />,
    lazy: async () => ({ Component: (await import('./routes/admin/admin-frame')).default }),
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          lazyPage(undefined, () => import('./routes/admin/dashboard'), adminStrings),
          lazyPage(paths.adminUsers, () => import('./routes/admin/users'), adminStrings),
          lazyPage(paths.adminJobseekers, () => import('./routes/admin/jobseekers'), adminStrings),
          lazyPage(paths.adminSuppliers, () => import('./routes/admin/suppliers'), adminStrings),
          lazyPage(paths.adminListings, () => import('./routes/admin/listings'), adminStrings),
          lazyPage(paths.adminJobs, () => import('./routes/admin/jobs'), jobStrings),
          lazyPage(paths.adminJobNew, () => import('./routes/admin/job-edit'), jobStrings),
          lazyPage(paths.adminJob, () => import('./routes/admin/job-edit'), jobStrings),
          lazyPage(paths.adminJobApplicants, () => import('./routes/admin/job-applicants'), jobStrings),
          lazyPage(paths.adminPayments, () => import('./routes/admin/payments'), adminStrings),
          lazyPage(paths.adminPayouts, () => import('./routes/admin/payouts'), adminStrings),
          lazyPage(paths.adminCommission, () => import('./routes/admin/commission'), adminStrings),
          lazyPage(paths.adminOrders, () => import('./routes/admin/orders'), adminStrings),
          lazyPage(paths.adminInstalments, () => import('./routes/admin/instalments'), adminStrings),
          lazyPage(paths.adminShipments, () => import('./routes/admin/shipments'), {
            strings: ['messages', 'fulfilment'],
          }),
          lazyPage(paths.adminOrder, () => import('./routes/admin/order-detail'), adminStrings),
          lazyPage(paths.adminTickets, () => import('./routes/admin/tickets'), adminStrings),
          lazyPage(paths.adminOutbox, () => import('./routes/admin/outbox'), adminStrings),
          lazyPage(paths.adminAudit, () => import('./routes/admin/audit'), adminStrings),
        ],
      },
    ],
  },
];

/**
 * The whole route tree: the store frame (header, footer, chat button) around the public and account pages,
 * and the admin area with its own frame. Exported so tests render the same tree in a memory router. The
 * catalogue pages' loaders fill `queryClient`, the one the pages read.
 */
export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: paths.home,
    element: <StoreFrame />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        // A failing page renders its error inside the frame, so the header and footer keep working.
        errorElement: <RouteError />,
        children: [
          ...storeRoutes(queryClient),
          ...accountRoutes,
          serverRendered({ path: paths.notFound, element: <NotFoundPage /> }),
          serverRendered({ path: '*', element: <NotFoundPage /> }),
        ],
      },
    ],
  },
  ...adminRoutes,
];

/**
 * The browser's router. A page the server rendered (`hydrationData`) is taken over as it stands: the code of
 * its routes is loaded first, so that the first render is that page rather than the loading state.
 */
export async function createAppRouter(
  queryClient: QueryClient,
  hydrationData?: HydrationState,
): Promise<DataRouter> {
  const routes = createRoutes(queryClient);
  if (hydrationData) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        Object.assign(route, await route.lazy(), { lazy: undefined });
      }),
    );
    await nextTask();
  }
  return createBrowserRouter(routes, { hydrationData });
}
