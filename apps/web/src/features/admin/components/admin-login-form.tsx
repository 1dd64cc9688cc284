import { emailSchema, type SessionUser } from '@bulk/domain/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { applyFieldIssues, TextField } from '#src/components/ui/form-field';
import { toast } from '#src/components/ui/toast/toast-store';
import { paths } from '#src/config/paths';
import { ApiRequestError, errorMessage } from '#src/lib/api-client';
import { adminLogin } from '../api/admin-login';

/** Specification, section 4 (Admin login): the spinner shows for about 1.5 s, whatever the answer. */
export const ADMIN_LOGIN_DELAY_MS = 1500;
/** Specification, section 8: the admin login's one failure message. */
export const ADMIN_LOGIN_FAILED = 'Invalid credentials. Please try again.';

const adminLoginFormSchema = z.object({
  email: z.string().trim().min(1, 'Please enter your email address.').pipe(emailSchema),
  password: z.string().min(1, 'Please enter your password.'),
});
type AdminLoginFormInput = z.input<typeof adminLoginFormSchema>;
type AdminLoginFormValues = z.output<typeof adminLoginFormSchema>;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function Spinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 animate-spin" fill="none">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

type AdminLoginFormProps = {
  /**
   * Asks the server who the session now belongs to and records it in the app's sign-in state
   * (`useAuth().refresh`): the admin login is not made through the store's `login()`.
   */
  confirmSession: () => Promise<SessionUser | null>;
};

/**
 * The admin sign-in. The server checks the credentials and the role (decisions.md: no credential in the
 * browser). The request and the specification's 1.5 s spinner run together; then the admin goes to /admin.
 */
export function AdminLoginForm({ confirmSession }: AdminLoginFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const form = useForm<AdminLoginFormInput, unknown, AdminLoginFormValues>({
    resolver: zodResolver(adminLoginFormSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  function fail(error: unknown) {
    if (error instanceof ApiRequestError && error.status !== 0) {
      applyFieldIssues(error.issues, ['email', 'password'] as const, form.setError);
      // 401 carries the specification's message; 429 says how long to wait.
      toast({
        title: 'Login Failed',
        description: error.message || ADMIN_LOGIN_FAILED,
        variant: 'destructive',
      });
    } else {
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    }
  }

  async function onValid(values: AdminLoginFormValues) {
    const [answer] = await Promise.allSettled([
      adminLogin(values.email, values.password),
      wait(ADMIN_LOGIN_DELAY_MS),
    ]);
    if (answer.status === 'rejected') {
      fail(answer.reason);
      return;
    }
    const user = await confirmSession();
    if (user?.role !== 'admin') {
      // The cookie did not stick (blocked cookies) or another sign-in replaced it meanwhile.
      toast({ title: 'Login Failed', description: ADMIN_LOGIN_FAILED, variant: 'destructive' });
      return;
    }
    form.reset({ email: values.email, password: '' });
    toast({ title: 'Login Successful', description: 'Redirecting to admin dashboard...' });
    void navigate(paths.admin, { replace: true });
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      aria-busy={isSubmitting}
      onSubmit={(event) => {
        if (isSubmitting) {
          event.preventDefault();
          return;
        }
        void form.handleSubmit(onValid)(event);
      }}
      className="mt-6 space-y-4"
    >
      <h2 id={`${id}-heading`} className="sr-only">
        Administrator sign-in
      </h2>
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="username"
        required
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <TextField
        id={`${id}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        registration={form.register('password')}
      />
      <button type="submit" className="btn-primary w-full gap-2" aria-disabled={isSubmitting}>
        {isSubmitting ? (
          <>
            <Spinner />
            Logging in...
          </>
        ) : (
          'Login'
        )}
      </button>
    </form>
  );
}
