/** Israel Invoice allocation numbers, as the rest of the ledger uses them. */
export { requestAllocationIfNeeded, allocationOf, allocateDocument, bindAllocationQueue, unbindAllocationQueue } from './request-allocation';
export { allocationClient, chooseAllocationClient } from './systems';
