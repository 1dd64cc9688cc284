import { Page } from '#src/components/layout/page';
import { UsersView } from '#src/features/admin/components/users-view';

export default function AdminUsersPage() {
  return (
    <Page
      title="Users"
      documentTitle="Users | Admin"
      intro="Every account. Approve or reject pending suppliers; deactivate an account to sign it out and keep it out."
    >
      <UsersView />
    </Page>
  );
}
