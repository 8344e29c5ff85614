/**
 * The cart and unread-notification icons of the navbars (spec §2, §7). Their numbers are shared client state
 * (`totalCart`, `total_notif`): the API calls below fill them, and anything else that changes the cart or the
 * notifications can update them too.
 */
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  BADGE_POLL_MS,
  useGetMemberCartQuery,
  useGetNotifTotalQuery,
  type NotifArea,
} from '@akademi-siber/data-access-api';
import { useAppSelector, useSession } from '@akademi-siber/data-access-auth';
import { CountBadge, IconBell, IconCart, NavItem } from '@akademi-siber/ui-design-system';
import { useErrorToast } from './use-error-toast';

/** Spec §8: the text a failed notification fetch reports. */
export const NOTIF_FAILURE_MESSAGE = 'Internal Server Error';

const iconBox = `
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 0.5rem;
  color: inherit;
`;

const IconLink = styled(Link)`
  ${iconBox}
  border-radius: 8px;
  text-decoration: none;

  &:hover {
    background: rgba(127, 127, 127, 0.12);
    color: inherit;
  }
`;

/** Until the page it leads to exists, the icon is a labelled status picture rather than a link. */
const IconStatus = styled.span`
  ${iconBox}
`;

function BadgeIcon({ href, label, count, icon }: { href?: string; label: string; count: number; icon: ReactNode }) {
  const content = (
    <>
      {icon}
      <CountBadge count={count} />
    </>
  );
  return href ? (
    <IconLink to={href} aria-label={label} data-badge-count={count}>
      {content}
    </IconLink>
  ) : (
    <IconStatus role="img" aria-label={label} data-badge-count={count}>
      {content}
    </IconStatus>
  );
}

export const cartLabel = (count: number) => (count > 0 ? `Keranjang: ${count} item` : 'Keranjang kosong');
export const notifLabel = (count: number) =>
  count > 0 ? `${count} notifikasi belum dibaca` : 'Tidak ada notifikasi baru';

/**
 * GET /api/transaction/member-cart for a signed-in member (the only role with a cart): its length becomes
 * `totalCart`; a failure shows the red 'Info' toast with the message (spec §7, §8).
 */
export function useMemberCartCount(): number {
  const { user, status } = useSession();
  const isMember = status === 'authenticated' && user?.id_role === 1;
  const { error } = useGetMemberCartQuery(undefined, {
    skip: !isMember,
    pollingInterval: BADGE_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  useErrorToast(isMember ? error : null, 'member-cart');
  const total = useAppSelector((state) => state.app.totalCart);
  return isMember ? total : 0;
}

/** The cart icon opens the member's cart page, where the items it counts are. */
export function CartNavItem({ href = '/member/cart' }: { href?: string }) {
  const count = useMemberCartCount();
  return (
    <NavItem>
      <BadgeIcon href={href} label={cartLabel(count)} count={count} icon={<IconCart />} />
    </NavItem>
  );
}

export interface NotifNavItemProps {
  area: NotifArea;
  /**
   * Spec §7: the member, admin (`lcadm`) and teacher (`tc-adm`) totals ignore failures silently; the author's
   * does not, so it reports §8's 'Internal Server Error' in the red 'Info' toast.
   */
  onFailure: 'ignore' | 'toast';
  /** The notifications page, once the area has one. */
  href?: string;
}

export function useUnreadNotifCount(area: NotifArea, onFailure: NotifNavItemProps['onFailure']): number {
  const { status } = useSession();
  const { data, error } = useGetNotifTotalQuery(area, {
    skip: status !== 'authenticated',
    pollingInterval: BADGE_POLL_MS,
    skipPollingIfUnfocused: true,
  });
  const failure = useMemo(
    () => (onFailure === 'toast' && error ? { message: NOTIF_FAILURE_MESSAGE } : null),
    [onFailure, error],
  );
  useErrorToast(failure, `notif-${area}`);
  const total = useAppSelector((state) => state.app.total_notif);
  // The shared total belongs to whichever area loaded last; before this area's answer, show nothing.
  return data === undefined ? 0 : total;
}

export function NotifNavItem({ area, onFailure, href }: NotifNavItemProps) {
  const count = useUnreadNotifCount(area, onFailure);
  return (
    <NavItem>
      <BadgeIcon href={href} label={notifLabel(count)} count={count} icon={<IconBell />} />
    </NavItem>
  );
}
