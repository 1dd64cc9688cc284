import {
  adminUserListQuerySchema,
  adminUserSorts,
  adminUserStates,
  type AdminUserListQuery,
  type AdminUserRow,
} from '@bulk/domain/admin';
import { roles } from '@bulk/domain/auth';
import { useId, type FormEvent } from 'react';
import { useSearchParamsState, type SearchParamsChange } from '#src/hooks/use-search-params-state';
import { useAdminUsers } from '../api/users';
import { formatDateTime, roleLabels, userStateLabels } from '../labels';
import { AdminTable, cellClass, type Column } from './admin-table';
import { ActiveToggle, SupplierDecision } from './member-actions';
import { Pager } from './pager';
import { QueryState } from './query-state';

type UserFilter = AdminUserListQuery;

const sortLabels: Record<(typeof adminUserSorts)[number], string> = {
  joined: 'Joined',
  name: 'Name',
  email: 'Email',
  id: 'Id',
};

const fieldClass =
  'mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-sm focus:border-leaf-700 focus:ring-2 focus:ring-leaf-600 focus:outline-none';

type UserFilterFormProps = {
  filter: UserFilter;
  /** Applies the form's values; the list starts again from its first page. */
  onApply: (change: SearchParamsChange<typeof adminUserListQuerySchema>) => void;
};

function UserFilterForm({ filter, onApply }: UserFilterFormProps) {
  const id = useId();
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const [sort, dir] = String(data.get('order') ?? 'joined:desc').split(':');
    onApply({
      q: String(data.get('q') ?? '').trim() || undefined,
      role: (String(data.get('role') ?? '') || undefined) as UserFilter['role'],
      state: (String(data.get('state') ?? '') || undefined) as UserFilter['state'],
      sort: sort as UserFilter['sort'],
      dir: dir as UserFilter['dir'],
    });
  }
  return (
    <form
      role="search"
      aria-label="Filter users"
      onSubmit={apply}
      key={JSON.stringify(filter)}
      className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <div>
        <label htmlFor={`${id}-q`} className="block text-sm font-medium text-stone-800">
          Name or email
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          maxLength={100}
          defaultValue={filter.q}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-role`} className="block text-sm font-medium text-stone-800">
          Role
        </label>
        <select id={`${id}-role`} name="role" defaultValue={filter.role ?? ''} className={fieldClass}>
          <option value="">All roles</option>
          {roles.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-state`} className="block text-sm font-medium text-stone-800">
          Status
        </label>
        <select id={`${id}-state`} name="state" defaultValue={filter.state ?? ''} className={fieldClass}>
          <option value="">Any status</option>
          {adminUserStates.map((state) => (
            <option key={state} value={state}>
              {userStateLabels[state]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-order`} className="block text-sm font-medium text-stone-800">
          Sort by
        </label>
        <select
          id={`${id}-order`}
          name="order"
          defaultValue={`${filter.sort}:${filter.dir}`}
          className={fieldClass}
        >
          {adminUserSorts.flatMap((sort) =>
            (['asc', 'desc'] as const).map((dir) => (
              <option key={`${sort}:${dir}`} value={`${sort}:${dir}`}>
                {sortLabels[sort]} {dir === 'asc' ? '(ascending)' : '(descending)'}
              </option>
            )),
          )}
        </select>
      </div>
      <button type="submit" className="btn-primary py-2">
        Apply
      </button>
    </form>
  );
}

const columns: readonly Column[] = [
  { label: 'Id' },
  { label: 'Name' },
  { label: 'Email' },
  { label: 'Role' },
  { label: 'Status' },
  { label: 'Joined' },
  { label: 'Actions' },
];

function UserRow({ user }: { user: AdminUserRow }) {
  const deactivated = user.deactivatedAt !== null;
  return (
    <tr>
      <td className={cellClass}>{user.id}</td>
      <td className={cellClass}>{user.name}</td>
      <td className={`${cellClass} break-all`}>{user.email}</td>
      <td className={cellClass}>{roleLabels[user.role]}</td>
      <td className={cellClass}>
        {userStateLabels[user.status]}
        {deactivated ? <span className="block text-xs font-semibold text-red-800">Deactivated</span> : null}
      </td>
      <td className={`${cellClass} whitespace-nowrap`}>{formatDateTime(user.joined)}</td>
      <td className={cellClass}>
        <div className="space-y-2">
          {user.role === 'supplier' && user.status === 'pending' && !deactivated ? (
            <SupplierDecision userId={user.id} name={user.name} />
          ) : null}
          {user.role === 'admin' ? null : (
            <ActiveToggle userId={user.id} name={user.name} active={!deactivated} />
          )}
        </div>
      </td>
    </tr>
  );
}

/** Every account: search, filter, sort and pages in the URL; approve suppliers, deactivate accounts. */
export function UsersView() {
  const { values: filter, set, searchFor } = useSearchParamsState(adminUserListQuerySchema);
  const list = useAdminUsers(filter);
  return (
    <>
      <UserFilterForm filter={filter} onApply={set} />
      <QueryState
        query={list}
        isEmpty={(data) => data.users.length === 0}
        empty={
          filter.q || filter.role || filter.state ? 'No user matches this filter.' : 'There are no users yet.'
        }
      >
        {(data) => (
          <div className={list.isPlaceholderData ? 'opacity-60' : undefined}>
            <p className="mb-2 text-sm text-stone-700" role="status">
              {data.total === 1 ? '1 user' : `${data.total} users`}
            </p>
            <AdminTable caption="Users" columns={columns}>
              {data.users.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </AdminTable>
            <Pager
              page={data.page}
              pageCount={Math.max(1, Math.ceil(data.total / data.pageSize))}
              hasNext={data.page * data.pageSize < data.total}
              searchFor={(page) => searchFor({ page })}
            />
          </div>
        )}
      </QueryState>
    </>
  );
}
