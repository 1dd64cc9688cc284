import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '#src/components/ui/toast/toast-store';
import { paths } from '#src/config/paths';
import { errorMessage } from '#src/lib/api-client';
import { useAuth } from './use-auth';

/**
 * A logout action: ends the session, shows `title` and goes home. The header says 'Logout Successful' and
 * the dashboard 'Logged Out' (specification, sections 2 and 8). A failure keeps the visitor signed in.
 */
const titleKeys = { 'Logout Successful': 'toast.logoutSuccessful', 'Logged Out': 'toast.loggedOut' } as const;

export function useSignOut(title: keyof typeof titleKeys): () => Promise<void> {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      toast({ title: t('toast.logoutFailed'), description: errorMessage(error), variant: 'destructive' });
      return;
    }
    toast({ title: t(titleKeys[title]) });
    void navigate(paths.home);
  }, [logout, navigate, title, t]);
}
