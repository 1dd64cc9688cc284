import { dashboardPathForRole } from '@bulk/domain/auth';
import { useMemo } from 'react';
import { StoreLayout } from '#src/components/layout/store-layout';
import { HeaderAccountContext, type HeaderAccount } from '#src/components/layout/site-header';
import { useAuth } from '#src/features/auth/use-auth';
import { useSignOut } from '#src/features/auth/use-sign-out';
import { useCart } from '#src/features/cart/hooks/use-cart';

/**
 * The store frame fed by the features: the cart's line count for the header badge, and the signed-in
 * account for the header's avatar menu (whose Logout says 'Logout Successful' and goes home).
 */
export function StoreFrame() {
  const { distinctCount } = useCart();
  const { user } = useAuth();
  const signOut = useSignOut('Logout Successful');
  const account = useMemo<HeaderAccount | null>(
    () =>
      user
        ? { name: user.name, dashboardPath: dashboardPathForRole(user.role), onLogout: () => void signOut() }
        : null,
    [user, signOut],
  );
  return (
    <HeaderAccountContext value={account}>
      <StoreLayout cartCount={distinctCount} />
    </HeaderAccountContext>
  );
}
