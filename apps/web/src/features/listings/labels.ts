import type { Listing, ListingStatus, PauseReason } from '@bulk/domain/listings';
import type { ParseKeys } from 'i18next';
import type { ListingAction } from './api/listings';

export const statusLabels = {
  draft: 'listings.status.draft',
  submitted: 'listings.status.submitted',
  live: 'listings.status.live',
  rejected: 'listings.status.rejected',
  paused: 'listings.status.paused',
  archived: 'listings.status.archived',
} as const satisfies Record<ListingStatus, ParseKeys>;

export const pauseLabels = {
  supplier: 'listings.pausedBy.supplier',
  stock: 'listings.pausedBy.stock',
  membership: 'listings.pausedBy.membership',
} as const satisfies Record<PauseReason, ParseKeys>;

export const actionLabels = {
  submit: 'listings.actions.submit',
  pause: 'listings.actions.pause',
  resume: 'listings.actions.resume',
  archive: 'listings.actions.archive',
} as const satisfies Record<ListingAction, ParseKeys>;

/** The actions a listing offers in its state (the server decides; these are the ones that can succeed). */
export function actionsFor(listing: Pick<Listing, 'status' | 'pausedBy'>): ListingAction[] {
  switch (listing.status) {
    case 'draft':
    case 'rejected':
      return ['submit', 'archive'];
    case 'submitted':
      return ['archive'];
    case 'live':
      return ['pause', 'archive'];
    case 'paused':
      return listing.pausedBy === 'supplier' ? ['resume', 'archive'] : ['archive'];
    case 'archived':
      return [];
  }
}
