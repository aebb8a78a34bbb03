import { notFound } from '@pos/shared/errors';
import { Permission } from '@pos/shared/permissions';
import type { ProductTranslationField } from '@pos/shared/catalogue/product-rules';
import type { App } from '../../http/types';
import { Data, IdParams } from '../../http/schemas';
import { actorOf } from '../../plugins/auth';
import { findProduct } from './product-repo';
import { productTranslationsView } from './product-view';
import { FieldTranslations, ProductTranslationsAnswer, TranslationsBody } from '@pos/shared/api/catalogue';
import { saveProductTranslations } from './translations';

/** The save calls of spec 002 §7.4, spelled as the spec spells them, and the field each one saves. */
export const TRANSLATION_SAVE_CALLS: Record<string, ProductTranslationField> = {
  saveNameTranlation: 'name',
  saveShortDescriptionTranlation: 'shortDescription',
  saveLongDescriptionTranlation: 'fullDescription',
  saveLongDescriptionIndexTranlation: 'fullDescriptionIndex',
  arrivalIstructionsTranslation: 'arrivalInstructions',
  parkingIstructionsTranslation: 'parkingInstructions',
  saveResponsiblePersonDescriptionTranlation: 'responsiblePersonDescription',
  saveProductPolicyTranlation: 'policy',
  saveProductExtraInfoTranlation: 'extraInfo',
};

/** Product translations in en-US, he-IL and ru-RU. */
export default async function translationRoutes(app: App): Promise<void> {
  const tags = ['products'];

  app.get(
    '/product/:id/translations',
    {
      config: { access: Permission.ProductsViewSearch },
      schema: { tags, params: IdParams, response: { 200: Data(ProductTranslationsAnswer) } },
    },
    async (request) => {
      const product = await findProduct(app.db, actorOf(request).providerId, request.params.id);
      if (!product) throw notFound('Product');
      return { data: { ProductId: product.id, Translations: await productTranslationsView(app.db, product.id) } };
    },
  );

  for (const [call, field] of Object.entries(TRANSLATION_SAVE_CALLS)) {
    app.post(
      `/product/:id/${call}`,
      {
        config: { access: Permission.EditProducts },
        schema: { tags, params: IdParams, body: TranslationsBody, response: { 200: Data(FieldTranslations) } },
      },
      async (request) => ({ data: await saveProductTranslations(app.db, actorOf(request).providerId, request.params.id, field, request.body.translations) }),
    );
  }
}
