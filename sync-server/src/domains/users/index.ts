/** The users domain as other domains use it (registration makes a provider's first user under the same rules). */
export { USERNAME_PATTERN, USER_EXISTS } from './save-user';
export { identityTaken, lockIdentity } from './users-repo';
