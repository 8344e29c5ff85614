/** The addresses of the admin's program pages (spec §2 names the learning item's; the others follow it). */
import { adminProgramItemPagePath } from '@akademi-siber/util-contracts';
import { formatDate } from '@akademi-siber/util-format';

export const PROGRAM_HOME = '/admin/corporate-program';

export const programBatchPath = (batchId: number) => `${PROGRAM_HOME}/${batchId}`;

export const programCompanyPath = (batchId: number, corporateId: number) => `${PROGRAM_HOME}/${batchId}/${corporateId}`;

export const programItemPath = adminProgramItemPagePath;

/** An id in the address: a whole positive number, else 0 (the page is "not found"). */
export const idParam = (text: string | undefined) => (/^\d{1,9}$/.test(text ?? '') ? Number(text) : 0);

/** "1 Jul 2026 – 30 Sep 2026". */
export const periodText = (startsAt: string, endsAt: string) => `${formatDate(startsAt)} – ${formatDate(endsAt)}`;
