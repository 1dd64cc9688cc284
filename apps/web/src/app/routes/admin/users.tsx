import { Page } from '#src/components/layout/page';
import { NotYetAvailable } from './not-yet-available';

export default function AdminUsersPage() {
  return (
    <Page
      title="Users"
      documentTitle="Users | Admin"
      intro="This page is for every registered customer, supplier and job seeker."
    >
      <NotYetAvailable what="the list of users" />
    </Page>
  );
}
