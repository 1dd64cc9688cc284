// Plain values, without zod: the web app's first load imports them as `@bulk/domain/auth/values`, so the
// schemas and zod stay out of it (docs/decisions/005-preact-compat.md).

export const roles = ['admin', 'customer', 'supplier', 'jobseeker'] as const;
export type Role = (typeof roles)[number];

/** Account states: suppliers wait for an admin (pending, approved, rejected); the others are active. */
export const accountStatuses = ['active', 'pending', 'approved', 'rejected'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** Where a signed-in user belongs: the admin area or their role's dashboard. */
export function dashboardPathForRole(role: Role): string {
  switch (role) {
    case 'admin':
      return '/admin';
    case 'customer':
      return '/dashboard/customer';
    case 'supplier':
      return '/dashboard/supplier';
    case 'jobseeker':
      return '/dashboard/job-seeker';
  }
}
