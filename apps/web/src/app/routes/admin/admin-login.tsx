import { LogoMark } from '#src/components/layout/logo';
import { MAIN_CONTENT_ID } from '#src/components/layout/skip-link';
import { useDocumentTitle } from '#src/hooks/use-document-title';

export default function AdminLoginPage() {
  useDocumentTitle('Admin Login');
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="grid min-h-dvh place-items-center bg-leaf-900 px-4">
      <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow-xl">
        <LogoMark className="size-10" />
        <h1 className="mt-4 text-2xl font-bold text-leaf-800">Admin Login</h1>
        <p className="mt-2 text-stone-700">Sign in with your administrator account to manage the store.</p>
      </div>
    </main>
  );
}
