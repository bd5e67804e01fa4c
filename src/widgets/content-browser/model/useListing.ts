import { useListContentQuery, useListSharedContentQuery } from '@/shared/api';
import { listingQueryArg, type ListingArgs } from './listing-args';

/**
 * One page of one space: own materials, or what was shared with me (optionally by one member), or sent.
 * Fetched again when the tab or the network comes back (features/realtime).
 */
export function useListing(args: ListingArgs) {
  const { own: ownArg, shared: sharedArg } = listingQueryArg(args);
  const own = useListContentQuery(ownArg, { skip: args.space !== 'own' });
  const shared = useListSharedContentQuery(sharedArg, { skip: args.space !== 'shared' });
  return args.space === 'own' ? own : shared;
}
