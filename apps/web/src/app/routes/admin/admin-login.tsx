import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { LogoMark } from '#src/components/layout/logo';
import { MAIN_CONTENT_ID } from '#src/components/layout/skip-link';
import { paths } from '#src/config/paths';
import { AdminLoginForm } from '#src/features/admin/components/admin-login-form';
import { useAuth } from '#src/features/auth/use-auth';
import { useDocumentTitle } from '#src/hooks/use-document-title';

export default function AdminLoginPage() {
  useDocumentTitle('Admin Login');
  const { user, refresh } = useAuth();
  // An admin who opens this page while signed in goes straight in; one who signs in here is sent by the form.
  const [openedAsAdmin] = useState(user?.role === 'admin');
  if (openedAsAdmin) return <Navigate to={paths.admin} replace />;

  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="grid min-h-dvh place-items-center bg-leaf-900 px-4 py-8"
    >
      <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow-xl">
        <LogoMark className="size-10" />
        <h1 className="mt-4 text-2xl font-bold text-leaf-800">Admin Login</h1>
        <p className="mt-2 text-stone-700">Sign in with your administrator account to manage the store.</p>
        <AdminLoginForm confirmSession={refresh} />
        <p className="mt-6 text-sm">
          <Link to={paths.home} className="font-medium text-saffron-800 underline">
            Back to the store
          </Link>
        </p>
      </div>
    </main>
  );
}
