import { useState, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

const defaultAvatarSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" ' +
  'height="64" fill="#D5DCE6"/><circle cx="32" cy="25" r="12" ' +
  'fill="#7A8AA3"/><path d="M10 58c2-12 11-19 22-19s20 7 22 19" ' +
  'fill="#7A8AA3"/></svg>';

/** The built-in picture shown when a user has no avatar (spec §2: "default image if none"). */
export const DEFAULT_AVATAR_SRC = `data:image/svg+xml,${encodeURIComponent(defaultAvatarSvg)}`;

const Img = styled.img`
  display: inline-block;
  flex-shrink: 0;
  border-radius: ${theme.radii.round};
  object-fit: cover;
  background: ${theme.colors.border};
`;

export interface AvatarProps extends Omit<ComponentPropsWithRef<'img'>, 'src' | 'alt' | 'width' | 'height'> {
  /** The user's picture; null, empty or failing to load shows the default avatar. */
  src?: string | null;
  name: string;
  /** Diameter in px. Default 40. */
  size?: number;
  /** Overrides the alt text; pass "" when the name is already written next to the avatar. */
  alt?: string;
}

export function Avatar({ src, name, size = 40, alt, onError, ...rest }: AvatarProps) {
  // Remembers which URL failed so a broken link falls back, and a new URL gets a fresh try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const own = typeof src === 'string' && src.trim() !== '' && src !== failedSrc ? src : null;
  return (
    <Img
      {...rest}
      src={own ?? DEFAULT_AVATAR_SRC}
      alt={alt ?? (name.trim() === '' ? 'Foto profil' : `Foto profil ${name}`)}
      width={size}
      height={size}
      style={{ width: size, height: size, ...rest.style }}
      onError={(event) => {
        if (own) setFailedSrc(own);
        onError?.(event);
      }}
    />
  );
}
