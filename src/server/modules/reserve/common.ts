import type { AppDeps } from '../../deps';
import type { AuditActor } from '../audit/service';
import { reserveMessages } from './messages';

export const msg = reserveMessages.en;

/** How many days of coverage the public chart shows. */
export const HISTORY_DAYS = 90;
/** A customer's balance goes into the tree in this many parts, split at random each day. */
export const PARTS = 2;
export const DAY_MS = 86_400_000;

export type Deps = Pick<AppDeps, 'db' | 'clock' | 'log' | 'config'>;
export type Actor = { by: AuditActor; at: Date };
