import { AccountLayout } from '#src/features/account/components/account-layout';
import { WishlistEmpty } from '#src/features/account/components/wishlist-empty';
import { RequireAuth } from '#src/features/auth/components/require-auth';
import { useSignOut } from '#src/features/auth/use-sign-out';

export default function WishlistPage() {
  const signOut = useSignOut('Logged Out');
  return (
    <RequireAuth roles={['customer']}>
      {(user) => (
        <AccountLayout
          user={user}
          title="Wishlist"
          intro="Your wishlist lists the products you save while browsing."
          onLogout={() => void signOut()}
        >
          <WishlistEmpty />
        </AccountLayout>
      )}
    </RequireAuth>
  );
}
