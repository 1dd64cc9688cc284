import { dashboardPathForRole } from '@bulk/domain/auth/values';
import { lazy, useMemo } from 'react';
import { BrowserOnly } from '#src/components/ui/browser-only';
import { DisplayCurrencyContext } from '#src/components/layout/display-currency';
import { HeaderAccountContext, type HeaderAccount } from '#src/components/layout/site-header';
import { StoreLayout } from '#src/components/layout/store-layout';
import { useAuth } from '#src/features/auth/use-auth';
import { useSignOut } from '#src/features/auth/use-sign-out';
import { useCart } from '#src/features/cart/hooks/use-cart';
import { HeaderSearch } from '#src/features/catalogue/components/header-search';
import { CurrencyPicker } from '#src/features/currency/components/currency-picker';
import { useCurrency } from '#src/features/currency/use-currency';
import { useRecordedVisitTotal } from '#src/features/engagement/api/record-visit';
import { loadStrings } from '#src/i18n/i18n';

// The sign-up form (and react-hook-form with it) sits in the footer, below the fold: it loads after the
// first paint, in a box of its own height so that nothing moves when it arrives, with the strings of its checks
// and of the server's answers.
const NewsletterForm = lazy(async () => {
  const [module] = await Promise.all([
    import('#src/features/engagement/components/newsletter-form'),
    loadStrings(['messages']),
  ]);
  return { default: module.NewsletterForm };
});

function renderHeaderSearch(onNavigate: () => void) {
  return <HeaderSearch onNavigate={onNavigate} />;
}

/**
 * The store frame fed by the features: the cart's line count for the header badge, the signed-in account
 * for the header's avatar menu (whose Logout says 'Logout Successful' and goes home), the catalogue's
 * search box for the header, the chosen display currency for every price inside the frame, this page
 * load's visit for the visitor bar, and the newsletter sign-up for the footer.
 */
export function StoreFrame() {
  const { distinctCount } = useCart();
  const { user } = useAuth();
  const signOut = useSignOut('Logout Successful');
  const [currency] = useCurrency();
  const visitorTotal = useRecordedVisitTotal();
  const account = useMemo<HeaderAccount | null>(
    () =>
      user
        ? {
            name: user.name,
            role: user.role,
            dashboardPath: dashboardPathForRole(user.role),
            onLogout: () => void signOut(),
          }
        : null,
    [user, signOut],
  );
  return (
    <HeaderAccountContext value={account}>
      <DisplayCurrencyContext value={currency}>
        <StoreLayout
          cartCount={distinctCount}
          currencyPicker={<CurrencyPicker />}
          visitorTotal={visitorTotal}
          search={renderHeaderSearch}
          newsletter={
            <BrowserOnly fallback={<div className="h-33" />}>
              <NewsletterForm />
            </BrowserOnly>
          }
        />
      </DisplayCurrencyContext>
    </HeaderAccountContext>
  );
}
