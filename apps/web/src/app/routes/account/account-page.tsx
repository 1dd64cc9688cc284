import type { Role, SessionUser } from '@bulk/domain/auth';
import type { ReactNode } from 'react';
import { AccountLayout } from '#src/features/account/components/account-layout';
import { RequireAuth } from '#src/features/auth/components/require-auth';
import { useSignOut } from '#src/features/auth/use-sign-out';

/** A dashboard page: signed-in users of `roles` only, in the account frame with its Logout ('Logged Out'). */
export function AccountPage({
  roles,
  title,
  intro,
  children,
}: {
  roles?: readonly Role[];
  title: string;
  intro: string | ((user: SessionUser) => string);
  children: (user: SessionUser) => ReactNode;
}) {
  const signOut = useSignOut('Logged Out');
  return (
    <RequireAuth {...(roles && { roles })}>
      {(user) => (
        <AccountLayout
          user={user}
          title={title}
          intro={typeof intro === 'function' ? intro(user) : intro}
          onLogout={() => void signOut()}
        >
          {children(user)}
        </AccountLayout>
      )}
    </RequireAuth>
  );
}
