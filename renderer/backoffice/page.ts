import type { ComponentType } from 'react';

/** What the router gives every back-office page: the path's parameters. Pages import this module, never routes.ts (which lazy-loads them). */
export interface PageProps {
  params: Record<string, string>;
}
export type Page = ComponentType<PageProps>;
