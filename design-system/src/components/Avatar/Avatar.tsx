import { useState } from 'react';
import { DEFAULT_AVATAR_SRC } from './defaultAvatar';

export interface AvatarProps {
  src?: string | null;
  /** The person's name: the image's alternative text. */
  name: string;
  size?: number;
}

/** The profile picture, or the default avatar when there is none or it fails to load. */
export function Avatar({ src, name, size = 32 }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : DEFAULT_AVATAR_SRC;
  return (
    <img
      src={usable}
      alt={name}
      width={size}
      height={size}
      style={{ borderRadius: '50%', objectFit: 'cover' }}
      onError={() => src && setFailedSrc(src)}
    />
  );
}
