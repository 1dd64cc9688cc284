import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '#src/components/ui/toast/toast-store';
import { paths } from '#src/config/paths';
import { errorMessage } from '#src/lib/api-client';
import { useAuth } from './use-auth';

/**
 * A logout action: ends the session, shows `title` and goes home. The header says 'Logout Successful' and
 * the dashboard 'Logged Out' (specification, sections 2 and 8). A failure keeps the visitor signed in.
 */
export function useSignOut(title: 'Logout Successful' | 'Logged Out'): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      toast({ title: 'Logout Failed', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    toast({ title });
    void navigate(paths.home);
  }, [logout, navigate, title]);
}
