import { useTranslation } from 'react-i18next';
import { dashboardPathForRole, type Role, type SessionUser } from '@bulk/domain/auth';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from '#src/components/ui/toast/toast-store';
import { paths } from '#src/config/paths';
import { loginPath } from '../auth-paths';
import { useAuth } from '../use-auth';

type RequireAuthProps = {
  /** The roles that may see the page; any signed-in user when left out. */
  roles?: readonly Role[];
  children: (user: SessionUser) => ReactNode;
};

/** Another role's page: go to the visitor's own dashboard and say why. */
function AccessDenied({ to }: { to: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    toast({
      title: t('toast.accessDenied'),
      description: t('toast.accessDeniedText'),
      variant: 'destructive',
    });
    void navigate(to, { replace: true });
  }, [navigate, to, t]);
  return null;
}

function Checking() {
  const { t } = useTranslation();
  return (
    <p role="status" className="container-page py-12 text-stone-700">
      {t('common.loading')}
    </p>
  );
}

/**
 * Guards a member page. A visitor goes to /login?tab=login with `redirectTo` set to this page (after asking
 * the server once, in case a session cookie outlived the browser's memory); a user of another role goes to
 * their own dashboard with an 'Access denied' notice. A user who logs out here goes home.
 */
export function RequireAuth({ roles, children }: RequireAuthProps) {
  const { user, verified, loggedOut, refresh } = useAuth();
  const location = useLocation();
  // Whether this page opened signed in: then losing the user is either a logout (its action goes home)
  // or an ended session (back to login); a page opened anonymously always goes to login.
  const [openedSignedIn] = useState(user !== null);
  const mustAsk = user === null && !verified && !(openedSignedIn && loggedOut);

  useEffect(() => {
    if (mustAsk) void refresh();
  }, [mustAsk, refresh]);

  if (!user) {
    if (openedSignedIn && loggedOut) return <Navigate to={paths.home} replace />;
    if (mustAsk) return <Checking />;
    return (
      <Navigate
        to={loginPath({ tab: 'login', redirectTo: `${location.pathname}${location.search}` })}
        replace
      />
    );
  }
  if (roles && !roles.includes(user.role)) return <AccessDenied to={dashboardPathForRole(user.role)} />;
  return children(user);
}
