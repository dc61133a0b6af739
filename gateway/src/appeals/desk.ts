import crypto from 'node:crypto';
import type { CmsClient } from '../cms/client.js';
import type { Logger } from '../logger.js';
import { appealLimits, type AppealLimits } from './limits.js';
import { ProofOfWork } from './proof-of-work.js';
import { Reception } from './reception.js';
import { StartedForms } from './started-forms.js';

/** Everything the reception's routes share: the CMS's acts, the proof of work, the form's opening times, the limits. */
export interface ReceptionDesk {
  reception: Reception;
  proofOfWork: ProofOfWork;
  startedForms: StartedForms;
  limits: AppealLimits;
}

/**
 * The desk, its keys derived from CMS_GATEWAY_SECRET, which every gateway instance has: a challenge or an opened form
 * from one instance is good on another. Without the secret (no draft reads work then either) a key of this process.
 */
export function receptionDesk(cms: CmsClient, secret: string | undefined, logger: Logger): ReceptionDesk {
  if (!secret) logger.warn('CMS_GATEWAY_SECRET is not set: appeal forms opened on this gateway process are accepted only by it');
  const key = secret ?? crypto.randomBytes(32).toString('base64url');
  return { reception: new Reception(cms), proofOfWork: new ProofOfWork(key), startedForms: new StartedForms(key), limits: appealLimits() };
}
