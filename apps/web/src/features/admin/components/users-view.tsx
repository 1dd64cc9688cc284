import {
  adminUserListQuerySchema,
  adminUserSorts,
  adminUserStates,
  type AdminUserListQuery,
  type AdminUserRow,
} from '@bulk/domain/admin';
import { roles } from '@bulk/domain/auth';
import { useId } from 'react';
import { useSearchParamsState, type SearchParamsChange } from '#src/hooks/use-search-params-state';
import { useAdminUsers } from '../api/users';
import { formatDateTime, roleLabels, userStateLabels } from '../labels';
import { AdminTable, cellClass, type Column } from './admin-table';
import { FilterForm, FilterSearch, FilterSelect, type FilterValue } from './filter-form';
import { ActiveToggle, SupplierDecision } from './member-actions';
import { Pager, pagesOf } from './pager';
import { QueryState } from './query-state';

type UserFilter = AdminUserListQuery;

const sortLabels: Record<(typeof adminUserSorts)[number], string> = {
  joined: 'Joined',
  name: 'Name',
  email: 'Email',
  id: 'Id',
};

// Each sort both ways, as one choice: 'joined:desc'.
const sortOrders = adminUserSorts.flatMap((sort) =>
  (['asc', 'desc'] as const).map((dir) => `${sort}:${dir}` as const),
);

function orderLabel(order: (typeof sortOrders)[number]): string {
  const [sort, dir] = order.split(':') as [(typeof adminUserSorts)[number], 'asc' | 'desc'];
  return `${sortLabels[sort]} ${dir === 'asc' ? '(ascending)' : '(descending)'}`;
}

type UserFilterFormProps = {
  filter: UserFilter;
  /** Applies the form's values; the list starts again from its first page. */
  onApply: (change: SearchParamsChange<typeof adminUserListQuerySchema>) => void;
};

function UserFilterForm({ filter, onApply }: UserFilterFormProps) {
  const id = useId();
  function apply(value: FilterValue) {
    const [sort, dir] = (value('order') ?? 'joined:desc').split(':');
    onApply({
      q: value('q'),
      role: value('role') as UserFilter['role'],
      state: value('state') as UserFilter['state'],
      sort: sort as UserFilter['sort'],
      dir: dir as UserFilter['dir'],
    });
  }
  return (
    <FilterForm
      label="Filter users"
      submitLabel="Apply"
      onSubmit={apply}
      key={JSON.stringify(filter)}
      className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <FilterSearch id={`${id}-q`} label="Name or email" defaultValue={filter.q} />
      <FilterSelect
        id={`${id}-role`}
        label="Role"
        name="role"
        defaultValue={filter.role ?? ''}
        anyLabel="All roles"
        options={roles}
        optionLabel={(role) => roleLabels[role]}
      />
      <FilterSelect
        id={`${id}-state`}
        label="Status"
        name="state"
        defaultValue={filter.state ?? ''}
        anyLabel="Any status"
        options={adminUserStates}
        optionLabel={(state) => userStateLabels[state]}
      />
      <FilterSelect
        id={`${id}-order`}
        label="Sort by"
        name="order"
        defaultValue={`${filter.sort}:${filter.dir}`}
        options={sortOrders}
        optionLabel={orderLabel}
      />
    </FilterForm>
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
            <Pager {...pagesOf(data)} searchFor={(page) => searchFor({ page })} />
          </div>
        )}
      </QueryState>
    </>
  );
}
