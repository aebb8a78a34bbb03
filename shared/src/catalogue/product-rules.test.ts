import { describe, expect, it } from 'vitest';
import { checkProductFields, copyName, groupsWithoutLocals, isSellingSetting, missingForOnAir, regionsRequired, WizardStep, type ProductRequiredFields } from './product-rules';

const complete: ProductRequiredFields = {
  name: 'Boat tour',
  shortDescription: 'Short',
  fullDescription: 'Long',
  address: 'Harbour 1',
  cityId: 1,
  productTypeId: 2,
  unitName: 'ticket',
  regionIds: [3],
};

describe('product rules', () => {
  it('R-PROD-6 accepts a complete product', () => {
    expect(checkProductFields(complete, { requireRegions: true })).toEqual({});
  });

  it('R-PROD-6 names every missing required field', () => {
    const errors = checkProductFields({ name: ' ', shortDescription: '', fullDescription: '', address: '', cityId: null, productTypeId: null, unitName: '', regionIds: [] }, { requireRegions: true });
    expect(Object.keys(errors).sort()).toEqual(['address', 'cityId', 'fullDescription', 'name', 'productTypeId', 'regionIds', 'shortDescription', 'unitName']);
  });

  it('R-PROD-7 refuses a long description over 1200 characters, accepts exactly 1200', () => {
    expect(checkProductFields({ ...complete, fullDescription: 'x'.repeat(1200) }, { requireRegions: true })).toEqual({});
    expect(checkProductFields({ ...complete, fullDescription: 'x'.repeat(1201) }, { requireRegions: true }).fullDescription).toHaveLength(1);
  });

  it('regions are required outside the wizard and from the Categories step on (R-PROD-14)', () => {
    expect(regionsRequired(false, 0)).toBe(true);
    expect(regionsRequired(true, WizardStep.General)).toBe(false);
    expect(regionsRequired(true, WizardStep.Categories)).toBe(true);
    expect(checkProductFields({ ...complete, regionIds: [] }, { requireRegions: false })).toEqual({});
  });

  it('R-PROD-6 a product goes on air only with a customer type and a price list', () => {
    expect(missingForOnAir({ ...complete, customerTypeCount: 1, activePriceListCount: 1 })).toEqual([]);
    expect(missingForOnAir({ ...complete, unitName: '', customerTypeCount: 0, activePriceListCount: 0 })).toEqual(['unitName', 'customerTypes', 'prices']);
  });

  it('R-PROD-12 knows the selling settings', () => {
    expect(isSellingSetting('useGroups')).toBe(true);
    expect(isSellingSetting('onAir')).toBe(true);
    expect(isSellingSetting('active')).toBe(false);
  });

  it('R-PRICE-12 groups without locals breaks the selling settings', () => {
    expect(groupsWithoutLocals({ useLocals: false, useGroups: true })).toBe(true);
    expect(groupsWithoutLocals({ useLocals: true, useGroups: true })).toBe(false);
    expect(groupsWithoutLocals({ useLocals: false, useGroups: false })).toBe(false);
  });

  it('R-PROD-8 a copied name gets " (copy)" and stays unique case-insensitively', () => {
    expect(copyName('Tour', new Set(['tour']))).toBe('Tour (copy)');
    expect(copyName('Tour', new Set(['tour', 'tour (copy)']))).toBe('Tour (copy 2)');
    expect(copyName('Tour', new Set(['tour', 'TOUR (COPY)', 'tour (copy 2)'].map((n) => n.toLowerCase())))).toBe('Tour (copy 3)');
  });
});
