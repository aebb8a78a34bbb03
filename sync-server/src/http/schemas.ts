/** The API contract's building blocks live in shared (one place for the server and the back office). */
export * from '@pos/shared/api/primitives';
