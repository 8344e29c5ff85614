/** Icons of the navbars and the footer (cart, notifications, new tab, social networks). Decorative: the link
 * or button around them carries the name. */
import type { ReactNode } from 'react';
import { Svg } from './icons';

export interface ChromeIconProps {
  size?: number;
}

/** The bars' icons are a little larger than the components' own (22 px against 20). */
const Outline = ({ size = 22, children }: ChromeIconProps & { children: ReactNode }) => (
  <Svg size={size}>{children}</Svg>
);

export const IconCart = (props: ChromeIconProps) => (
  <Outline {...props}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2.5 3h2.6l2.3 11.2a1.6 1.6 0 0 0 1.6 1.3h8.6a1.6 1.6 0 0 0 1.6-1.2L21 7H6" />
  </Outline>
);

export const IconBell = (props: ChromeIconProps) => (
  <Outline {...props}>
    <path d="M6 9a6 6 0 1 1 12 0c0 6 2.5 8 2.5 8h-17S6 15 6 9z" />
    <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
  </Outline>
);

export const IconExternal = (props: ChromeIconProps) => (
  <Outline size={14} {...props}>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Outline>
);

export const IconInstagram = (props: ChromeIconProps) => (
  <Outline {...props}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
  </Outline>
);

export const IconLinkedIn = (props: ChromeIconProps) => (
  <Outline {...props}>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M8 10.5V17M8 7.5v.01M12 17v-6.5M12 13.5c0-1.7 1-3 2.6-3S17 11.6 17 13.2V17" />
  </Outline>
);

export const IconYouTube = (props: ChromeIconProps) => (
  <Outline {...props}>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="M10.5 9.5l4 2.5-4 2.5z" fill="currentColor" />
  </Outline>
);

export const IconXSocial = (props: ChromeIconProps) => (
  <Outline {...props}>
    <path d="M4 4l16 16M20 4L4 20" />
  </Outline>
);
