import { Type, type Static, type TSchema } from 'typebox';
import { EMAIL_MAX_LENGTH } from '@pos/shared/email';
import { Id, PageIndex, Text } from '../../http/schemas';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** Lists of ids a cashier is limited to (R-CASH-4); null or empty: no limit. */
const IdList = Type.Array(Id, { maxItems: 1000 });

export const UsersFilter = Type.Object({
  keyword: Type.Optional(Text(100)),
  active: Type.Optional(Nullable(Type.Boolean())),
  profileId: Type.Optional(Nullable(Id)),
  pageIndex: Type.Optional(PageIndex),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 20 })),
});
export type UsersFilter = Static<typeof UsersFilter>;

export const UserListItem = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  profileId: Nullable(Type.Integer()),
  profileName: Nullable(Type.String()),
  active: Type.Boolean(),
});

/** The answer of provider/users/search: one page of users and how many match in all. */
export const UsersPage = Type.Object({ items: Type.Array(UserListItem), total: Type.Integer(), pageIndex: Type.Integer(), pageSize: Type.Integer() });

export const UserView = Type.Object({
  ...UserListItem.properties,
  language: Type.String(),
  maxChecks: Nullable(Type.Integer()),
  maxDiscountPercent: Nullable(Type.Integer()),
  allowedPriceTypeIds: Nullable(Type.Array(Type.Integer())),
  allowedProductIds: Nullable(Type.Array(Type.Integer())),
  allowedClientTypeIds: Nullable(Type.Array(Type.Integer())),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type UserView = Static<typeof UserView>;

/**
 * provider/user/save: without id a new user, with id a change to that user. On a change, a field
 * left out keeps its value (null clears a nullable one); password is required only on create.
 */
export const UserInput = Type.Object({
  id: Type.Optional(Nullable(Id)),
  username: Text(100),
  password: Type.Optional(Nullable(Text(200))),
  confirmPassword: Type.Optional(Nullable(Text(200))),
  firstName: Type.Optional(Text(50)),
  lastName: Type.Optional(Text(50)),
  email: Type.Optional(Nullable(Text(EMAIL_MAX_LENGTH))),
  mobile: Type.Optional(Nullable(Text(30))),
  profileId: Id,
  active: Type.Optional(Type.Boolean()),
  maxChecks: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1000 }))),
  maxDiscountPercent: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 100 }))),
  allowedPriceTypeIds: Type.Optional(Nullable(IdList)),
  allowedProductIds: Type.Optional(Nullable(IdList)),
  allowedClientTypeIds: Type.Optional(Nullable(IdList)),
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
  id: Type.Optional(Nullable(Id)),
  name: Text(100),
  permissions: Type.Array(Type.Integer(), { maxItems: 100 }),
  active: Type.Optional(Type.Boolean()),
});
export type ProfileInput = Static<typeof ProfileInput>;
