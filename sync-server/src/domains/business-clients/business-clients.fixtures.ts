/** A valid businessClient of businessClient/save (C226); override what the test is about. */
export function clientBody(over: Record<string, unknown> = {}) {
  return {
    name: 'Client',
    vatNumber: '514444444',
    businessClientTypeId: 2,
    phone1: '',
    phone2: '',
    email: '',
    fax: '',
    website: '',
    address: '',
    accountingSystemCode: '',
    officialClubId: null,
    countryId: null,
    cityId: null,
    instruction: '',
    isSubsidized: false,
    contacts: [],
    discounts: [],
    ...over,
  };
}
