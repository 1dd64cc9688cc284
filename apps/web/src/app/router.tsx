import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate } from 'react-router';
import type { DataRouter, HydrationState, LoaderFunction, RouteObject } from 'react-router';
import { paths } from '#src/config/paths';
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

/** A route whose page is code-split: the module's default export becomes the route's component. */
function lazyPage(
  path: string | undefined,
  load: () => Promise<RouteModule>,
  loader?: LoaderFunction,
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
    lazy: async () => ({ Component: (await load()).default }),
  };
}

function PageLoading() {
  return (
    <p role="status" className="container-page py-12 text-stone-700">
      Loading...
    </p>
  );
}

const storeRoutes = (queryClient: QueryClient): RouteObject[] => [
  serverRendered({ index: true, element: <HomePage /> }),
  serverRendered(lazyPage(paths.about, () => import('./routes/store/about'))),
  serverRendered(lazyPage(paths.blog, () => import('./routes/store/blog'))),
  serverRendered(lazyPage(paths.contact, () => import('./routes/store/contact'))),
  serverRendered(
    lazyPage(paths.products, () => import('./routes/store/products'), prefetchProductList(queryClient)),
  ),
  serverRendered(lazyPage(paths.staples, () => import('./routes/store/staples'))),
  serverRendered(
    lazyPage(paths.product, () => import('./routes/store/product-detail'), prefetchProduct(queryClient)),
  ),
  serverRendered(lazyPage(paths.supplier, () => import('./routes/store/supplier'))),
  serverRendered(lazyPage(paths.certificates, () => import('./routes/store/certificates'))),
  serverRendered(lazyPage(paths.jobs, () => import('./routes/store/jobs'), prefetchJobList(queryClient))),
  serverRendered(lazyPage(paths.job, () => import('./routes/store/job-detail'), prefetchJob(queryClient))),
  lazyPage(paths.jobAlertsUnsubscribe, () => import('./routes/store/job-alerts-unsubscribe')),
  lazyPage(paths.cart, () => import('./routes/store/cart')),
  lazyPage(paths.checkout, () => import('./routes/store/checkout')),
  serverRendered(lazyPage(paths.search, () => import('./routes/store/search'))),
  lazyPage(paths.thankYou, () => import('./routes/store/thank-you')),
  lazyPage(paths.paymentFailed, () => import('./routes/store/payment-failed')),
  serverRendered(lazyPage(paths.documents, () => import('./routes/store/documents'))),
  serverRendered(lazyPage(paths.privacyPolicy, () => import('./routes/store/privacy-policy'))),
  serverRendered(lazyPage(paths.termsAndConditions, () => import('./routes/store/terms-and-conditions'))),
  serverRendered(lazyPage(paths.paymentTerms, () => import('./routes/store/payment-terms'))),
  serverRendered(
    lazyPage(paths.refundCancellationPolicy, () => import('./routes/store/refund-cancellation-policy')),
  ),
  serverRendered(lazyPage(paths.shippingPolicy, () => import('./routes/store/shipping-policy'))),
  serverRendered(lazyPage(paths.supplierPolicy, () => import('./routes/store/supplier-policy'))),
  serverRendered(lazyPage(paths.jobSeekerPolicy, () => import('./routes/store/job-seeker-policy'))),
];

const accountRoutes: RouteObject[] = [
  lazyPage(paths.login, () => import('./routes/account/login')),
  lazyPage(paths.forgotPassword, () => import('./routes/account/forgot-password')),
  lazyPage(paths.resetPassword, () => import('./routes/account/reset-password')),
  lazyPage(paths.verifyEmail, () => import('./routes/account/verify-email')),
  lazyPage(paths.registerSupplier, () => import('./routes/account/register-supplier')),
  lazyPage(paths.registerJob, () => import('./routes/account/register-job')),
  lazyPage(paths.customerDashboard, () => import('./routes/account/customer-dashboard')),
  lazyPage(paths.supplierDashboard, () => import('./routes/account/supplier-dashboard')),
  lazyPage(paths.jobSeekerDashboard, () => import('./routes/account/job-seeker-dashboard')),
  { path: paths.jobSeekerDashboardAlias, element: <Navigate to={paths.jobSeekerDashboard} replace /> },
  lazyPage(paths.accountOrders, () => import('./routes/account/orders')),
  lazyPage(paths.accountOrder, () => import('./routes/account/order-detail')),
  lazyPage(paths.accountInvoices, () => import('./routes/account/invoices')),
  lazyPage(paths.accountWishlist, () => import('./routes/account/wishlist')),
  lazyPage(paths.accountProfile, () => import('./routes/account/profile')),
  lazyPage(paths.accountChangePassword, () => import('./routes/account/change-password')),
  lazyPage(paths.supplierProducts, () => import('./routes/account/supplier-products')),
  lazyPage(paths.supplierProductNew, () => import('./routes/account/supplier-product-edit')),
  lazyPage(paths.supplierProduct, () => import('./routes/account/supplier-product-edit')),
  lazyPage(paths.supplierPayments, () => import('./routes/account/member-payments')),
  lazyPage(paths.supplierReports, () => import('./routes/account/supplier-reports')),
  lazyPage(paths.supplierSettings, () => import('./routes/account/supplier-settings')),
  lazyPage(paths.jobseekerPaymentStatus, () => import('./routes/account/member-payments')),
  lazyPage(paths.jobseekerJobs, () => import('./routes/account/jobseeker-jobs')),
  lazyPage(paths.jobseekerRecommendations, () => import('./routes/account/jobseeker-recommendations')),
  lazyPage(paths.jobseekerSupport, () => import('./routes/account/jobseeker-support')),
  lazyPage(paths.employerOpenings, () => import('./routes/account/employer-openings')),
  lazyPage(paths.employerOpeningNew, () => import('./routes/account/employer-opening-edit')),
  lazyPage(paths.employerOpening, () => import('./routes/account/employer-opening-edit')),
  lazyPage(paths.employerApplicants, () => import('./routes/account/employer-applicants')),
];

const adminRoutes: RouteObject[] = [
  {
    ...lazyPage(paths.adminLogin, () => import('./routes/admin/admin-login')),
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
          lazyPage(undefined, () => import('./routes/admin/dashboard')),
          lazyPage(paths.adminUsers, () => import('./routes/admin/users')),
          lazyPage(paths.adminJobseekers, () => import('./routes/admin/jobseekers')),
          lazyPage(paths.adminSuppliers, () => import('./routes/admin/suppliers')),
          lazyPage(paths.adminListings, () => import('./routes/admin/listings')),
          lazyPage(paths.adminJobs, () => import('./routes/admin/jobs')),
          lazyPage(paths.adminJobNew, () => import('./routes/admin/job-edit')),
          lazyPage(paths.adminJob, () => import('./routes/admin/job-edit')),
          lazyPage(paths.adminJobApplicants, () => import('./routes/admin/job-applicants')),
          lazyPage(paths.adminPayments, () => import('./routes/admin/payments')),
          lazyPage(paths.adminOrders, () => import('./routes/admin/orders')),
          lazyPage(paths.adminOrder, () => import('./routes/admin/order-detail')),
          lazyPage(paths.adminTickets, () => import('./routes/admin/tickets')),
          lazyPage(paths.adminOutbox, () => import('./routes/admin/outbox')),
          lazyPage(paths.adminAudit, () => import('./routes/admin/audit')),
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
