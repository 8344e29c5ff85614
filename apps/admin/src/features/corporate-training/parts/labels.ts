/** Texts the corporate-training pages share. */
import { formatDateTime } from '@akademi-siber/util-format';

/** "1 Sep 2026 09.00 – 30 Sep 2026 17.00 WIB"-like range of a group's schedule. */
export const scheduleText = (startsAt: string, endsAt: string) =>
  `${formatDateTime(startsAt)} – ${formatDateTime(endsAt, { withZone: true })}`;
