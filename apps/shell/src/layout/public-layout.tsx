import type { ReactNode } from 'react';
import { PublicFrame } from './public-frame';

/**
 * The plain public frame the shell uses around its own states (loading an area, an unavailable session, error
 * pages): the depan look without the Google One Tap prompt, which belongs to the marketing pages only.
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return <PublicFrame name="depan">{children}</PublicFrame>;
}
