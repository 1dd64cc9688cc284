import { Page } from '#src/components/layout/page';

export default function AdminUsersPage() {
  return (
    <Page
      title="Users"
      documentTitle="Users | Admin"
      intro="Every registered customer, supplier and job seeker."
    />
  );
}
