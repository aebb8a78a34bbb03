import type { UserView } from '@pos/shared/api/users';
import type { UserRow } from './users-repo';

export function toUserView(row: UserRow): UserView {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
