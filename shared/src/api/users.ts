import { Type, type Static } from 'typebox';
import { EMAIL_MAX_LENGTH } from '../email';
import { Id, OrNull, PageIndex, Text } from './primitives';

/** Lists of ids a cashier is limited to (R-CASH-4); null or empty: no limit. */
const IdList = Type.Array(Id, { maxItems: 1000 });

export const UsersFilter = Type.Object({
  keyword: Type.Optional(Text(100)),
  active: Type.Optional(OrNull(Type.Boolean())),
  profileId: Type.Optional(OrNull(Id)),
  pageIndex: Type.Optional(PageIndex),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
});
export type UsersFilter = Static<typeof UsersFilter>;

export const UserListItem = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: OrNull(Type.String()),
  mobile: OrNull(Type.String()),
  profileId: OrNull(Type.Integer()),
  profileName: OrNull(Type.String()),
  active: Type.Boolean(),
});

/** The answer of provider/users/search: one page of users and how many match in all. */
export const UsersPage = Type.Object({ items: Type.Array(UserListItem), total: Type.Integer(), pageIndex: Type.Integer(), pageSize: Type.Integer() });

export const UserView = Type.Object({
  ...UserListItem.properties,
  language: Type.String(),
  maxChecks: OrNull(Type.Integer()),
  maxDiscountPercent: OrNull(Type.Integer()),
  allowedPriceTypeIds: OrNull(Type.Array(Type.Integer())),
  allowedProductIds: OrNull(Type.Array(Type.Integer())),
  allowedClientTypeIds: OrNull(Type.Array(Type.Integer())),
  /** Issue 16: a station PIN is set (its hash never leaves the server but to the provider's stations). */
  hasStationPin: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type UserView = Static<typeof UserView>;

/**
 * provider/user/save: without id a new user, with id a change to that user. On a change, a field
 * left out keeps its value (null clears a nullable one); password is required only on create.
 */
export const UserInput = Type.Object({
  id: Type.Optional(OrNull(Id)),
  username: Text(100),
  password: Type.Optional(OrNull(Text(200))),
  confirmPassword: Type.Optional(OrNull(Text(200))),
  /** Issue 16: the station PIN, 4 to 6 digits; null removes it, left out keeps it. */
  stationPin: Type.Optional(OrNull(Text(20))),
  firstName: Type.Optional(Text(50)),
  lastName: Type.Optional(Text(50)),
  email: Type.Optional(OrNull(Text(EMAIL_MAX_LENGTH))),
  mobile: Type.Optional(OrNull(Text(30))),
  profileId: Id,
  active: Type.Optional(Type.Boolean()),
  maxChecks: Type.Optional(OrNull(Type.Integer({ minimum: 0, maximum: 1000 }))),
  maxDiscountPercent: Type.Optional(OrNull(Type.Integer({ minimum: 0, maximum: 100 }))),
  allowedPriceTypeIds: Type.Optional(OrNull(IdList)),
  allowedProductIds: Type.Optional(OrNull(IdList)),
  allowedClientTypeIds: Type.Optional(OrNull(IdList)),
});
export type UserInput = Static<typeof UserInput>;

export const ProfileView = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  permissions: Type.Array(Type.Integer()),
  active: Type.Boolean(),
  usersCount: Type.Integer(),
});
export type ProfileView = Static<typeof ProfileView>;

export const ProfileInput = Type.Object({
  id: Type.Optional(OrNull(Id)),
  name: Text(100),
  permissions: Type.Array(Type.Integer(), { maxItems: 100 }),
  active: Type.Optional(Type.Boolean()),
});
export type ProfileInput = Static<typeof ProfileInput>;
