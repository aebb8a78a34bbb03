/** Reference data of spec 002 §7.3 (R-CLIENT-9): the lists every logged-in user reads. */
import { Type } from 'typebox';
import { Id } from './primitives';

export const NamedItem = Type.Object({ id: Type.Integer(), name: Type.String() });
export const Region = Type.Object({ id: Type.Integer(), name: Type.String(), direction: Type.Union([Type.String(), Type.Null()]) });
export const City = Type.Object({ id: Type.Integer(), name: Type.String(), regionId: Type.Union([Type.Integer(), Type.Null()]), countryId: Type.Union([Type.Integer(), Type.Null()]) });
export const Country = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });
export const Bank = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });
export const BankBranch = Type.Object({ id: Type.Integer(), bankId: Type.Integer(), number: Type.String(), name: Type.String() });
export const SubTag = Type.Object({ id: Type.Integer(), tagId: Type.Integer(), name: Type.String() });
export const Language = Type.Object({ id: Type.Integer(), code: Type.String(), twoLetter: Type.String(), name: Type.String() });
export const PredefinedDate = Type.Object({ id: Type.Integer(), key: Type.String(), name: Type.String(), from: Type.String(), to: Type.String() });
/** A provider's own item for pickers: products, business clients. */
export const ListItem = Type.Object({ id: Type.Integer(), name: Type.String(), active: Type.Boolean() });
export const ProviderUser = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  fullName: Type.String(),
  active: Type.Boolean(),
});

export const CitiesQuery = Type.Object({ regionId: Type.Optional(Id) });
export const SubTagsQuery = Type.Object({ tagId: Type.Optional(Id) });
export const BankBranchesQuery = Type.Object({ bankId: Type.Optional(Id) });
