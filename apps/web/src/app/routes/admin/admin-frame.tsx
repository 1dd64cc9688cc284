import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AdminLayout } from '#src/features/admin/components/admin-layout';
import { toast } from '#src/components/ui/toast/toast-store';
import { paths } from '#src/config/paths';
import { useAuth } from '#src/features/auth/use-auth';
import { errorMessage } from '#src/lib/api-client';

/**
 * The admin area's guard and frame. Only a signed-in admin gets in; a visitor, and a signed-in member of
 * any other role, goes to /admin/login (specification, sections 2 and 6). A visitor this browser does not
 * remember is checked with the server once, behind 'Loading...', in case a session cookie outlived it.
 */
export default function AdminFrame() {
  const { user, verified, refresh, logout } = useAuth();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const mustAsk = user === null && !verified;

  useEffect(() => {
    if (mustAsk) void refresh();
  }, [mustAsk, refresh]);

  if (!user) {
    if (mustAsk) {
      return (
        <p role="status" className="container-page py-12 text-stone-700">
          Loading...
        </p>
      );
    }
    return <Navigate to={paths.adminLogin} replace />;
  }
  if (user.role !== 'admin') return <Navigate to={paths.adminLogin} replace />;

  async function signOut() {
    setLoggingOut(true);
    try {
      await logout();
    } catch (error) {
      setLoggingOut(false);
      toast({ title: 'Logout Failed', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    toast({ title: 'Logout Successful' });
    void navigate(paths.adminLogin, { replace: true });
  }

  return <AdminLayout adminName={user.name} onLogout={() => void signOut()} loggingOut={loggingOut} />;
}
