import type { App } from '../../http/types';
import productRoutes from './product-routes';
import customerTypeRoutes from './customer-type-routes';
import tagRoutes from './tag-routes';
import translationRoutes from './translation-routes';
import mediaRoutes from './media-routes';
import contentRoutes from './content-routes';
import externalCodeRoutes from './external-code-routes';

/** The catalogue: products, their customer types, regions, tags, translations and media. */
export default async function catalogueRoutes(app: App): Promise<void> {
  await app.register(productRoutes);
  await app.register(customerTypeRoutes);
  await app.register(tagRoutes);
  await app.register(translationRoutes);
  await app.register(mediaRoutes);
  await app.register(contentRoutes);
  await app.register(externalCodeRoutes);
}
