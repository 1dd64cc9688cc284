import { WishlistEmpty } from '#src/features/account/components/wishlist-empty';
import { AccountPage } from './account-page';

export default function WishlistPage() {
  return (
    <AccountPage
      roles={['customer']}
      title="Wishlist"
      intro="Your wishlist lists the products you save while browsing."
    >
      {() => <WishlistEmpty />}
    </AccountPage>
  );
}
