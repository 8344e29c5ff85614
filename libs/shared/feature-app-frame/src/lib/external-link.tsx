import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { IconExternal, VisuallyHidden } from '@akademi-siber/ui-design-system';

export interface ExternalLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'target' | 'rel'> {
  href: string;
  children: ReactNode;
  /** Show the small arrow icon after the text. Default true. */
  icon?: boolean;
}

/**
 * A link to another site, opened in a new tab. `noopener noreferrer`: the other site gets no handle on this tab
 * and no Referer (the URL may carry the session token). Screen readers hear that a new tab opens.
 */
export function ExternalLink({ href, children, icon = true, ...rest }: ExternalLinkProps) {
  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      {icon && <IconExternal />}
      <VisuallyHidden> (membuka tab baru)</VisuallyHidden>
    </a>
  );
}
