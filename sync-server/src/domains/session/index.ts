/** What other domains may use of the session domain. */
export { deleteUserSessions } from './session-store';
