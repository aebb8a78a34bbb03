/** Exports as other domains use them. */
export { default as exportRoutes } from './routes';
export { inPeriod } from './period';
